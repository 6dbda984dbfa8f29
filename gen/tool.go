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
//	const _ = stitchimpl.Protocol11
//
//	// StitchTools lists this package's tools in declaration order (each tool's Meta).
//	var StitchTools = []stitch.AnyTool{
//		BroadcastCreateTool.Meta,
//		...
//	}
func (e *emitter) toolTable(tools []ToolOutput) {
	e.f.Comment("The runtime must be the one of the stitchgen that wrote this file: regenerate")
	e.f.Comment("(go generate) after upgrading stitchgen.")
	e.f.Const().Id("_").Op("=").Add(e.rt(Protocol))
	e.f.Line()
	e.f.Comment("StitchTools lists this package's tools in declaration order (each tool's Meta).")
	var names []jen.Code
	for _, t := range tools {
		names = append(names, jen.Id(t.Tool.GoName+"Tool").Dot("Meta"))
	}
	e.f.Var().Add(e.name("StitchTools", "the tool table")).Op("=").Index().Add(e.rt("AnyTool")).Add(multi(names...))
	e.parseAny(tools)
}

// parseAny writes every tool's Meta.Parser, one function for the package
// (gencost's 100 tools as tables: a function a tool made the package's
// compile 0.781 s of CPU, one for all 0.721 s, none 0.685 s):
//
//	// stitchParseAny is each tool's Meta.Parser: the parser of StitchTools[i], its value as an any, nil with the issues.
//	func stitchParseAny(i int, data []byte, lim stitch.Limits) (any, error) {
//		switch i {
//		case 0:
//			return stitchimpl.AnyOf(stitchParseSend(data, lim))
//		default:
//			return stitchimpl.AnyOf(stitchParseReply(data, lim))
//		}
//	}
//
// (the last tool the default: i is a tool's index, from its Files).
func (e *emitter) parseAny(tools []ToolOutput) {
	if len(tools) == 0 {
		return
	}
	call := func(t ToolOutput) jen.Code {
		return jen.Return(e.qual(ImplPath, "AnyOf").Call(jen.Id(parseFunc(t.Tool)).Call(jen.Id("data"), jen.Id("lim"))))
	}
	var body []jen.Code
	if len(tools) == 1 {
		body = []jen.Code{call(tools[0])}
	} else {
		var cases []jen.Code
		for i, t := range tools[:len(tools)-1] {
			cases = append(cases, jen.Case(jen.Lit(i)).Add(call(t)))
		}
		cases = append(cases, jen.Default().Add(call(tools[len(tools)-1])))
		body = []jen.Code{jen.Switch(jen.Id("i")).Block(cases...)}
	}
	e.f.Line()
	e.f.Comment(parseAnyFunc + " is each tool's Meta.Parser: the parser of StitchTools[i], its value as an any, nil with the issues.")
	e.f.Func().Add(e.name(parseAnyFunc, "every tool's Meta.Parser")).Params(jen.Id("i").Int(), jen.Id("data").Index().Byte(), jen.Id("lim").Add(e.rt("Limits"))).Params(jen.Any(), jen.Error()).Block(body...)
}

// Protocol is the runtime's constant that names the generated-code protocol
// this generator writes for (see stitchimpl.Protocol11).
const Protocol = "Protocol11"

// The names of generated declarations: exported ones are the package's API,
// the others all start with stitch, so that none can collide with a
// function of the user's.
func parseFunc(t *model.Tool) string    { return "stitchParse" + t.GoName }
func filesVar(t *model.Tool) string     { return "stitchFiles" + t.GoName }
func outputVar(o *model.Output) string  { return o.GoName + "OutputSchema" }
func decodeFunc(t model.Type) string    { return "stitchDecode" + t.GoName().Name }
func fieldsFunc(s *model.Struct) string { return "stitchFields" + s.Named.Name }
func unionVar(u *model.Union) string    { return "stitchUnion" + u.Named.Name }
func variantsVar(u *model.Union) string { return "stitchVariants" + u.Named.Name }

// schemasVar is the embed.FS of the package's schema files, dialectsVar
// the list of its declarations' dialects, and parseAnyFunc every tool's
// Meta.Parser.
const (
	schemasVar   = "stitchSchemas"
	dialectsVar  = "stitchDialects"
	parseAnyFunc = "stitchParseAny"
)

// schemaFiles emits the package's schema files, each named (a pattern could
// embed a file stitchgen no longer writes), one line a tool, and the
// dialects of its declarations with their wire modes:
//
//	// stitchSchemas holds the schema files stitchgen wrote, each named: ...
//	//
//	//go:embed schemas/send.json schemas/openai/send.json ...
//	var stitchSchemas embed.FS
//
//	// stitchDialects are the dialects every tool is declared in, with the wire mode of each.
//	var stitchDialects = []stitch.Declaration{
//		{Dialect: "openai"},
//		{Dialect: "openai-strict", Wire: stitch.WireNullAbsent | stitch.WireAnyText},
//		...
//	}
func (e *emitter) schemaFiles(p *Package) {
	var lines []string
	for _, to := range p.Tools {
		files := []string{e.toolFile(to.Tool)}
		for _, r := range to.Dialects {
			files = append(files, e.dialectFile(to.Tool, string(r.Dialect)))
		}
		lines = append(lines, embedLines(files)...)
	}
	for _, o := range p.Outputs {
		if returnedBy(p, o.Output) == nil {
			lines = append(lines, embedLines([]string{e.outputFile(o.Output)})...)
		}
	}
	if len(lines) == 0 {
		return
	}
	e.f.Line()
	e.f.Comment(schemasVar + " holds the schema files stitchgen wrote, each named (a file it does not write is never")
	e.f.Comment("embedded): a tool's Meta is read from them when the package is initialized (stitchimpl.Meta).")
	e.f.Comment("")
	for _, l := range lines {
		e.f.Comment("//go:embed " + l)
	}
	e.f.Var().Add(e.name(schemasVar, "the embedded schema files")).Add(e.qual("embed", "FS"))
	if len(p.Tools) == 0 || len(p.Tools[0].Dialects) == 0 {
		return
	}
	var decls []jen.Code
	for _, r := range p.Tools[0].Dialects {
		els := []jen.Code{kv("Dialect", jen.Lit(string(r.Dialect)))}
		if m := e.wire(r); m != nil {
			els = append(els, kv("Wire", m))
		}
		decls = append(decls, jen.Values(els...))
	}
	e.f.Line()
	e.f.Comment(dialectsVar + " are the dialects every tool is declared in, with the wire mode of each.")
	e.f.Var().Add(e.name(dialectsVar, "the dialects of the declarations")).Op("=").Index().Add(e.rt("Declaration")).Add(multi(decls...))
}

// embedLines are a tool's files in //go:embed lines of at most maxEmbedLine
// bytes (one line, but for long tool names), each quoted where go:embed
// would otherwise split it.
func embedLines(files []string) []string {
	var lines []string
	for _, f := range files {
		if strings.ContainsAny(f, " \t\"'`\\") {
			f = strconv.Quote(f) // go:embed reads a pattern with a space as a Go string literal
		}
		if n := len(lines) - 1; n >= 0 && len(lines[n])+1+len(f) <= maxEmbedLine {
			lines[n] += " " + f
		} else {
			lines = append(lines, f)
		}
	}
	return lines
}

// maxEmbedLine is the length of an embed line's file list it breaks at.
const maxEmbedLine = 300

// tool writes the tool's descriptor, read from the embedded schema files,
// and its parse and validate functions:
//
//	// BroadcastCreateTool is the broadcast_create tool: ...
//	var BroadcastCreateTool = &stitch.Tool[BroadcastCreate]{Parse: stitchParseBroadcastCreate, Meta: stitchimpl.Meta(stitchSchemas, &stitchFilesBroadcastCreate)}
//
//	// stitchFilesBroadcastCreate is where BroadcastCreateTool.Meta is in the schema files.
//	var stitchFilesBroadcastCreate = stitchimpl.Files{
//		Name:        "broadcast_create",
//		Title:       "Create a broadcast", (when the directive gives one)
//		Description: "...",
//		ReadOnly:    stitchimpl.Yes, Idempotent: stitchimpl.Yes, (the hints it states)
//		File:        "schemas/broadcast_create.json", Size: 2314, Advertised: [2]int{98, 1082}, Exact: [2]int{1101, 2311},
//		Dialects:    stitchDialects, Strict: []string{"openai-strict", "anthropic-strict"},
//		Parser:      stitchParseAny, Tool: 2, (the package's, with the tool's index)
//	}
//	func ParseBroadcastCreate(data []byte) (BroadcastCreate, error)
//	func stitchParseBroadcastCreate(data []byte, lim stitch.Limits) (v BroadcastCreate, err error)
//	func ValidateBroadcastCreate(v BroadcastCreate) error
//
// The Files are a variable of constants, which the compiler lays out as data (no code
// at start), and the tool's Meta is read from them by one runtime call; the functions
// are the tool's only code beside its decoders (stitch.Tool has no methods: see there).
func (e *emitter) tool(to ToolOutput, index int) {
	t := to.Tool
	name, parse, files := t.GoName, parseFunc(t), filesVar(t)
	doc := e.docs[t]
	rng := func(r [2]int) *jen.Statement { return jen.Index(jen.Lit(2)).Int().Values(jen.Lit(r[0]), jen.Lit(r[1])) }
	file := kv("File", jen.Lit(e.toolFile(t))).Op(",").Add(kv("Size", jen.Lit(len(doc.data)))).
		Op(",").Add(kv("Advertised", rng(doc.input))).Op(",").Add(kv("Exact", rng(doc.exact)))
	fields := []jen.Code{kv("Name", jen.Lit(t.Name))}
	if t.Title != "" {
		fields = append(fields, kv("Title", jen.Lit(t.Title)))
	}
	fields = append(fields, kv("Description", jen.Lit(t.Doc)))
	if len(t.Hints) > 0 {
		var hints []jen.Code
		for i, h := range t.Hints {
			v := e.qual(ImplPath, "No")
			if h.Value {
				v = e.qual(ImplPath, "Yes")
			}
			hint := kv(h.Field, v)
			if i > 0 {
				hint = jen.Op(",").Add(hint)
			}
			hints = append(hints, hint)
		}
		fields = append(fields, jen.Add(hints...))
	}
	fields = append(fields, file)
	if to.Output != nil {
		fields = append(fields, kv("Output", rng(doc.output)).Op(",").Add(kv("OutputType", jen.Lit(e.pkg.Path+"."+t.Output.GoName))))
	}
	if len(to.Dialects) > 0 {
		var strict []jen.Code
		for _, r := range to.Dialects {
			if r.Strict {
				strict = append(strict, jen.Lit(string(r.Dialect)))
			}
		}
		dialects := kv("Dialects", jen.Id(dialectsVar))
		if len(strict) > 0 {
			dialects.Op(",").Add(kv("Strict", jen.Index().String().Values(strict...)))
		}
		fields = append(fields, dialects)
	}
	fields = append(fields, kv("Parser", jen.Id(parseAnyFunc)).Op(",").Add(kv("Tool", jen.Lit(index))))
	e.f.Line()
	e.f.Comment(name + "Tool is the " + t.Name + " tool: its name, description, schemas and parser.")
	e.f.Var().Add(e.name(name+"Tool", "the descriptor of tool "+name)).Op("=").Op("&").Add(e.rt("Tool")).Types(jen.Id(name)).Values(
		kv("Parse", jen.Id(parse)),
		kv("Meta", e.qual(ImplPath, "Meta").Call(jen.Id(schemasVar), jen.Op("&").Id(files))),
	)
	e.f.Line()
	e.f.Comment(files + " is where " + name + "Tool.Meta is in the schema files.")
	e.f.Var().Add(e.name(files, "the schema files of tool "+name)).Op("=").Add(e.qual(ImplPath, "Files")).Add(multi(fields...))
	e.f.Line()

	e.f.Comment("Parse" + name + " parses a " + t.Name + " call with the default limits: the value, or every issue (a stitch.Issues).")
	e.f.Func().Add(e.name("Parse"+name, "the parser of tool "+name)).Params(jen.Id("data").Index().Byte()).Params(jen.Id(name), jen.Error()).Block(
		jen.Return(jen.Id(parse).Call(jen.Id("data"), e.rt("Limits").Values())),
	)
	e.f.Line()

	e.f.Comment(parse + " is " + name + "Tool.Parse: Parse" + name + " with the given limits (not inlined: its callers share one copy).")
	e.f.Comment("//go:noinline")
	e.f.Func().Add(e.name(parse, "the parser of tool "+name)).Params(jen.Id("data").Index().Byte(), jen.Id("lim").Add(e.rt("Limits"))).Params(jen.Id("v").Id(name), jen.Err().Error()).Block(
		jen.Var().Id("d").Add(e.rt("Decoder")),
		jen.Id("d").Dot("Reset").Call(jen.Id("data"), jen.Id("lim")),
		e.decodeCall(t.Type, true, jen.Op("&").Id("v")),
		jen.If(jen.Err().Op("=").Id("d").Dot("Finish").Call(), jen.Err().Op("!=").Nil()).Block(
			jen.Var().Id("zero").Id(name),
			jen.Return(jen.Id("zero"), jen.Err()),
		),
		jen.Return(jen.Id("v"), jen.Nil()),
	)
	e.f.Line()

	e.f.Comment("Validate" + name + " checks a value built in Go by encoding it and parsing that (see stitchimpl.Validate).")
	e.f.Func().Add(e.name("Validate"+name, "the validator of tool "+name)).Params(jen.Id("v").Id(name)).Error().Block(
		jen.Return(e.rt("Validate").Call(jen.Id("v"), jen.Id(name+"Tool").Dot("Meta"))),
	)
}

// output writes the schema of a //stitch:output type: the Output of the
// first tool that returns it,
//
//	// SendResultOutputSchema is the JSON Schema of SendResult, ...
//	var SendResultOutputSchema = SendTool.Meta.Output
//
// or, when no tool returns it, its own embedded file.
func (e *emitter) output(p *Package, o OutputSchema) {
	name := outputVar(o.Output)
	e.f.Line()
	e.f.Comment(name + " is the JSON Schema of " + o.Output.GoName + ", for the outputSchema of the MCP tools")
	e.f.Comment("that return it (flattened like an advertised input schema).")
	value := e.rt("ReadSchema").Call(jen.Id(schemasVar), jen.Lit(e.outputFile(o.Output)))
	if t := returnedBy(p, o.Output); t != nil {
		value = jen.Id(t.GoName + "Tool").Dot("Meta").Dot("Output")
	}
	e.f.Var().Add(e.name(name, "the output schema of "+o.Output.GoName)).Op("=").Add(value)
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
