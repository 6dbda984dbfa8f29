package gen

import (
	"strconv"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/stitchgen/stitchgen/dialect"
	"github.com/stitchgen/stitchgen/model"
)

// toolTable emits
//
//	// The runtime must be the one of the stitchgen that wrote this file: …
//	const _ = stitchimpl.Protocol5
//
//	// StitchTools lists this package's tools in declaration order.
//	var StitchTools = []stitch.AnyTool{
//		BroadcastCreateTool,
//		...
//	}
func (e *emitter) toolTable(tools []ToolOutput) {
	e.f.Comment("The runtime must be the one of the stitchgen that wrote this file: regenerate")
	e.f.Comment("(go generate) after upgrading stitchgen.")
	e.f.Const().Id("_").Op("=").Add(e.rt(Protocol))
	e.f.Line()
	e.f.Comment("StitchTools lists this package's tools in declaration order.")
	var names []jen.Code
	for _, t := range tools {
		names = append(names, jen.Id(t.Tool.GoName+"Tool"))
	}
	e.f.Var().Add(e.name("StitchTools", "the tool table")).Op("=").Index().Add(e.rt("AnyTool")).Add(multi(names...))
}

// Protocol is the runtime's constant that names the generated-code protocol
// this generator writes for (see stitchimpl.Protocol5).
const Protocol = "Protocol5"

// The names of generated declarations: exported ones are the package's API,
// the others all start with stitch, so that none can collide with a
// function of the user's.
func parseFunc(t *model.Tool) string    { return "stitchParse" + t.GoName }
func outputVar(o *model.Output) string  { return o.GoName + "OutputSchema" }
func decodeFunc(t model.Type) string    { return "stitchDecode" + t.GoName().Name }
func fieldsFunc(s *model.Struct) string { return "stitchFields" + s.Named.Name }
func unionVar(u *model.Union) string    { return "stitchUnion" + u.Named.Name }
func variantsVar(u *model.Union) string { return "stitchVariants" + u.Named.Name }
func schemaVar(t *model.Tool) string    { return "stitchSchema" + t.GoName }

// declarationVar names the embedded declaration of t for dialect d:
// stitchOpenaiStrictSchemaBroadcastCreate.
func declarationVar(t *model.Tool, d dialect.Dialect) string {
	var b strings.Builder
	b.WriteString("stitch")
	for w := range strings.SplitSeq(string(d), "-") {
		if w != "" {
			b.WriteString(strings.ToUpper(w[:1]) + w[1:])
		}
	}
	return b.String() + "Schema" + t.GoName
}

// schemaSlice is the part of the embedded schema file at r, capped so that
// an append cannot write over the rest, once the runtime has checked that
// the file is the one written with stitch_gen.go:
// stitchimpl.Schema(stitchSchemaX, "schemas/x.json", 2314, 57, 1234).
func (e *emitter) schemaSlice(t *model.Tool, r [2]int) *jen.Statement {
	return e.rt("Schema").Call(jen.Id(schemaVar(t)), jen.Lit(e.toolFile(t)), jen.Lit(len(e.docs[t].data)), jen.Lit(r[0]), jen.Lit(r[1]))
}

// tool writes the tool's embedded schema files, its descriptor, and its
// parse and validate functions:
//
//	var (
//		//go:embed schemas/broadcast_create.json
//		stitchSchemaBroadcastCreate []byte
//		//go:embed schemas/openai/broadcast_create.json
//		stitchOpenaiSchemaBroadcastCreate []byte
//		...
//	)
//	var BroadcastCreateTool = &stitch.Tool[BroadcastCreate]{Meta: ..., Parse: stitchParseBroadcastCreate}
//	func ParseBroadcastCreate(data []byte) (BroadcastCreate, error)
//	func ValidateBroadcastCreate(v BroadcastCreate) error
func (e *emitter) tool(to ToolOutput) {
	t := to.Tool
	name, parse, file := t.GoName, parseFunc(t), schemaVar(t)
	doc := e.docs[t]
	e.f.Anon("embed")
	e.f.Line()
	e.f.Comment("The " + t.Name + " tool as a model sees it (its schemas are slices of it), and its declarations.")
	e.f.Var().DefsFunc(func(g *jen.Group) {
		g.Comment("//go:embed " + e.toolFile(t))
		g.Add(e.name(file, "the embedded schema file of tool "+name)).Index().Byte()
		for _, r := range to.Dialects {
			g.Comment("//go:embed " + e.dialectFile(t, string(r.Dialect)))
			g.Add(e.name(declarationVar(t, r.Dialect), "the embedded "+string(r.Dialect)+" declaration of tool "+name)).Index().Byte()
		}
	})
	e.f.Line()

	meta := []jen.Code{
		kv("Name", jen.Lit(t.Name)),
		kv("Description", jen.Lit(t.Doc)),
		kv("Advertised", e.schemaSlice(t, doc.input)),
		kv("Exact", e.schemaSlice(t, doc.exact)),
	}
	if to.Output != nil {
		meta = append(meta,
			kv("Output", jen.Id(outputVar(t.Output))),
			kv("OutputType", jen.Lit(e.pkg.Path+"."+t.Output.GoName)))
	}
	var decls []jen.Code
	for _, r := range to.Dialects {
		els := []jen.Code{kv("Dialect", jen.Lit(string(r.Dialect))), kv("JSON", jen.Id(declarationVar(t, r.Dialect)))}
		if r.Strict {
			els = append(els, kv("Strict", jen.True()))
		}
		if m := e.wire(r); m != nil {
			els = append(els, kv("Wire", m))
		}
		decls = append(decls, jen.Values(els...))
	}
	list := jen.Index().Add(e.rt("Declaration"))
	if len(decls) == 0 {
		list.Values() // //stitch:dialects chose none
	} else {
		list.Add(multi(decls...))
	}
	meta = append(meta, kv("Declarations", list))
	e.f.Comment(name + "Tool is the " + t.Name + " tool: its name, description, schemas and parser.")
	e.f.Var().Add(e.name(name+"Tool", "the descriptor of tool "+name)).Op("=").Op("&").Add(e.rt("Tool")).Types(jen.Id(name)).Add(multi(
		kv("Meta", e.rt("Meta").Add(multi(meta...))),
		kv("Parse", jen.Id(parse)),
	))
	e.f.Line()

	e.f.Comment("Parse" + name + " parses a " + t.Name + " call: JSON bytes in, the typed value or the")
	e.f.Comment("list of every issue (a stitch.Issues) out. It uses the default limits.")
	e.f.Func().Add(e.name("Parse"+name, "the parser of tool "+name)).Params(jen.Id("data").Index().Byte()).Params(jen.Id(name), jen.Error()).Block(
		jen.Return(jen.Id(parse).Call(jen.Id("data"), e.rt("Limits").Values())),
	)
	e.f.Line()

	e.f.Comment(parse + " is Parse" + name + " with the given limits: " + name + "Tool.Parse.")
	e.f.Func().Add(e.name(parse, "the parser of tool "+name)).Params(jen.Id("data").Index().Byte(), jen.Id("lim").Add(e.rt("Limits"))).Params(jen.Id("v").Id(name), jen.Err().Error()).Block(
		jen.Var().Id("d").Add(e.rt("Decoder")),
		jen.Id("d").Dot("Reset").Call(jen.Id("data"), jen.Id("lim")),
		e.decodeCall(t.Type, jen.Op("&").Id("d"), jen.Op("&").Id("v")),
		jen.If(jen.Err().Op("=").Id("d").Dot("Finish").Call(), jen.Err().Op("!=").Nil()).Block(
			jen.Var().Id("zero").Id(name),
			jen.Return(jen.Id("zero"), jen.Err()),
		),
		jen.Return(jen.Id("v"), jen.Nil()),
	)
	e.f.Line()

	e.f.Comment("Validate" + name + " checks a value built in Go against every rule Parse" + name + " applies, by")
	e.f.Comment("encoding it with encoding/json and parsing the result: the parser stays the only judge")
	e.f.Comment("(rewrites are not applied to v; a nil pointer reads as a key left out).")
	e.f.Func().Add(e.name("Validate"+name, "the validator of tool "+name)).Params(jen.Id("v").Id(name)).Error().Block(
		jen.Return(e.rt("Validate").Call(jen.Id("v"), jen.Id(parse))),
	)
}

// output writes the schema of a //stitch:output type: a slice of the
// schema file of the first tool that returns it,
//
//	// SendResultOutputSchema is the JSON Schema of SendResult, ...
//	var SendResultOutputSchema = stitchSchemaSend[2345:3456:3456]
//
// or, when no tool returns it, its own file, embedded.
func (e *emitter) output(p *Package, o OutputSchema) {
	name := outputVar(o.Output)
	e.f.Line()
	e.f.Comment(name + " is the JSON Schema of " + o.Output.GoName + ", for the outputSchema of the MCP tools")
	e.f.Comment("that return it (flattened like an advertised input schema).")
	if t := returnedBy(p, o.Output); t != nil {
		e.f.Var().Add(e.name(name, "the output schema of "+o.Output.GoName)).Op("=").Add(e.schemaSlice(t, e.docs[t].output))
		return
	}
	e.f.Anon("embed")
	e.f.Comment("")
	e.f.Comment("//go:embed " + e.outputFile(o.Output))
	e.f.Var().Add(e.name(name, "the output schema of "+o.Output.GoName)).Index().Byte()
}

// wire spells the declaration's wire mode with the runtime's constants, or
// nil for zero.
func (e *emitter) wire(r *dialect.Result) *jen.Statement {
	var s *jen.Statement
	for _, n := range r.WireNames() {
		if s == nil {
			s = e.rt(n)
		} else {
			s = s.Op("|").Add(e.rt(n))
		}
	}
	return s
}

// itoa is strconv.Itoa, for the emitters' names and numbers.
func itoa(i int) string { return strconv.Itoa(i) }
