package gen

import (
	"encoding/json"
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/stitchgen/stitchgen/model"
)

type emitter struct {
	pkg     *model.Package
	f       *jen.File
	regexps []string // patterns in first-use order; stitchPatternN is regexps[N]
	// literals are the pieces of each schema literal in the order of their
	// placeholders (see literal.go), unless inline says to write them in
	// place.
	literals [][]string
	inline   bool
	// scratches are the pools slices are read through, in first-use order
	// (see scratch).
	scratches []scratchPool
}

// rt names an identifier of the runtime: the user API (stitch.Tool, stitch.CodeTooBig)
// or, for every other name, the generated-code protocol (stitchimpl.Decoder).
func rt(name string) *jen.Statement {
	if userAPI[name] || strings.HasPrefix(name, "Code") || strings.HasPrefix(name, "Wire") {
		return jen.Qual(RuntimePath, name)
	}
	return jen.Qual(ImplPath, name)
}

// userAPI lists the names generated code takes from package stitch besides the issue
// codes and the wire modes.
var userAPI = map[string]bool{"AnyTool": true, "Tool": true, "Meta": true, "Declaration": true, "Limits": true, "Issues": true}

// goType is the Go spelling of a model type.
func goType(t model.Type) *jen.Statement {
	if n := t.GoName(); n != nil {
		return jen.Qual(n.Path, n.Name)
	}
	switch t := t.(type) {
	case *model.Basic:
		return jen.Id(t.Kind.GoString())
	case *model.Slice:
		return jen.Index().Add(goType(t.Elem))
	case *model.Array:
		return jen.Index(jen.Lit(int(t.Len))).Add(goType(t.Elem))
	case *model.Map:
		k := jen.String()
		if t.Key != nil {
			k = jen.Qual(t.Key.Path, t.Key.Name)
		}
		return jen.Map(k).Add(goType(t.Elem))
	case *model.Pointer:
		return jen.Op("*").Add(goType(t.Elem))
	case *model.Any:
		return jen.Any()
	}
	return jen.Any()
}

// toolTable emits
//
//	// The runtime must be the one of the stitchgen that wrote this file: …
//	const _ = stitchimpl.Protocol3
//
//	// StitchTools lists this package's tools in declaration order.
//	var StitchTools = []stitch.AnyTool{
//		BroadcastCreateTool,
//		...
//	}
func (e *emitter) toolTable(tools []ToolOutput) {
	e.f.Comment("The runtime must be the one of the stitchgen that wrote this file: regenerate")
	e.f.Comment("(go generate) after upgrading stitchgen.")
	e.f.Const().Id("_").Op("=").Add(rt(Protocol))
	e.f.Line()
	e.f.Comment("StitchTools lists this package's tools in declaration order.")
	var names []jen.Code
	for _, t := range tools {
		names = append(names, jen.Id(t.Tool.GoName+"Tool"))
	}
	e.f.Var().Id("StitchTools").Op("=").Index().Add(rt("AnyTool")).Custom(jen.Options{Open: "{", Close: "}", Separator: ",", Multi: true}, names...)
}

// Protocol is the runtime's constant that names the generated-code protocol
// this generator writes for (see stitchimpl.Protocol3).
const Protocol = "Protocol3"

// tool emits the tool's descriptor, parse and validate functions:
//
//	var BroadcastCreateTool = &stitch.Tool[BroadcastCreate]{Meta: ..., Parse: stitchParseBroadcastCreate}
//	func ParseBroadcastCreate(data []byte) (BroadcastCreate, error)
//	func ValidateBroadcastCreate(v BroadcastCreate) error
func (e *emitter) tool(to ToolOutput) {
	t := to.Tool
	name := t.GoName
	typ := jen.Id(name)
	exact, _ := to.Exact.MarshalJSON()
	adv, _ := to.Advertised.MarshalJSON()
	e.f.Line()
	e.f.Commentf("%sTool is the %s tool: its name, description, schemas and parser.", name, t.Name)
	field := func(k string, v jen.Code) jen.Code { return jen.Line().Id(k).Op(":").Add(v) }
	var output jen.Code = jen.Null()
	if to.Output != nil {
		output = jen.Add(
			field("Output", jen.Id(outputVar(t.Output))),
			jen.Op(","),
			field("OutputType", jen.Lit(e.pkg.Path+"."+t.Output.GoName)),
		)
	}
	e.f.Var().Id(name+"Tool").Op("=").Op("&").Add(rt("Tool")).Types(typ.Clone()).Values(
		field("Meta", rt("Meta").Values(
			field("Name", jen.Lit(t.Name)),
			field("Description", jen.Lit(t.Doc)),
			field("Advertised", e.schemaLit(adv)),
			field("Exact", e.schemaLit(exact)),
			output,
			e.declarationsField(to),
			jen.Line(),
		)),
		field("Parse", jen.Id(parseFunc(t))),
		jen.Line(),
	)
	e.f.Line()
	e.f.Commentf("Parse%s parses a %s call: JSON bytes in, the typed value or the", name, t.Name)
	e.f.Comment("list of every issue (a stitch.Issues) out. It uses the default limits.")
	e.f.Func().Id("Parse"+name).Params(jen.Id("data").Index().Byte()).Params(typ.Clone(), jen.Error()).Block(
		jen.Return(jen.Id(parseFunc(t)).Call(jen.Id("data"), rt("Limits").Values())),
	)
	e.f.Line()
	e.f.Commentf("%s is Parse%s with the given limits: %sTool.Parse.", parseFunc(t), name, name)
	e.f.Func().Id(parseFunc(t)).Params(jen.Id("data").Index().Byte(), jen.Id("lim").Add(rt("Limits"))).Params(typ.Clone(), jen.Error()).Block(
		jen.Var().Id("d").Add(rt("Decoder")),
		jen.Id("d").Dot("Reset").Call(jen.Id("data"), jen.Id("lim")),
		jen.Var().Id("v").Add(typ.Clone()),
		jen.Id(decodeFunc(t.Type)).Call(jen.Op("&").Id("d"), jen.Op("&").Id("v")),
		jen.If(jen.Err().Op(":=").Id("d").Dot("Finish").Call(), jen.Err().Op("!=").Nil()).Block(
			jen.Var().Id("zero").Add(typ.Clone()),
			jen.Return(jen.Id("zero"), jen.Err()),
		),
		jen.Return(jen.Id("v"), jen.Nil()),
	)
	e.f.Line()
	e.f.Commentf("Validate%s checks a value built in Go against every rule Parse%s", name, name)
	e.f.Comment("applies, by encoding it with encoding/json and parsing the result: the parser")
	e.f.Comment("stays the only judge. Rewrites (trim, lower, upper) are not applied to v.")
	e.f.Comment("A nil pointer, which encoding/json writes as null, reads as a key left out.")
	e.f.Func().Id("Validate"+name).Params(jen.Id("v").Add(typ.Clone())).Error().Block(
		jen.List(jen.Id("data"), jen.Err()).Op(":=").Qual("encoding/json", "Marshal").Call(jen.Id("v")),
		jen.If(jen.Err().Op("!=").Nil()).Block(jen.Return(jen.Err())),
		jen.List(jen.Id("_"), jen.Err()).Op("=").Id(parseFunc(t)).Call(jen.Id("data"), rt("Limits").Values(jen.Dict{
			jen.Id("MaxBytes"): jen.Len(jen.Id("data")).Op("+").Lit(1),
			jen.Id("Wire"):     rt("WireNullAbsent"),
		})),
		jen.Return(jen.Err()),
	)
}

// output emits the schema of a //stitch:output type:
//
//	// SendResultOutputSchema is the JSON Schema of SendResult, ...
//	var SendResultOutputSchema = []byte(`{"type":"object",...}`)
func (e *emitter) output(o OutputSchema) {
	name := outputVar(o.Output)
	raw, _ := o.Schema.MarshalJSON()
	e.f.Line()
	e.f.Commentf("%s is the JSON Schema of %s, for the outputSchema of the MCP tools", name, o.Output.GoName)
	e.f.Comment("that return it (flattened like an advertised input schema).")
	e.f.Var().Id(name).Op("=").Add(e.schemaLit(raw))
}

// The names of generated declarations: exported ones are the package's API,
// the others all start with stitch, so that none can collide with a
// function of the user's.
func parseFunc(t *model.Tool) string    { return "stitchParse" + t.GoName }
func outputVar(o *model.Output) string  { return o.GoName + "OutputSchema" }
func decodeFunc(t model.Type) string    { return "stitchDecode" + t.GoName().Name }
func fieldsFunc(s *model.Struct) string { return "stitchFields" + s.Named.Name }
func unionVar(u *model.Union) string    { return "stitchUnion" + u.Named.Name }
func variantsVar(u *model.Union) string { return "stitchVariants" + u.Named.Name }

// union emits the union's descriptor and decoder:
//
//	var stitchUnionPart = &stitchimpl.Union{Key: "type", Labels: ..., Owners: ...}
//	var stitchVariantsPart = struct{ TextPart stitchimpl.Variant[Part, TextPart]; ... }{stitchimpl.NewVariant[Part, TextPart](), ...}
//	func stitchDecodePart(d *stitchimpl.Decoder, v *Part) {
//		if !d.BeginObject() { return }
//		label, ok := d.Label(stitchUnionPart)
//		if !ok { return }
//		switch label { case "text": x := stitchVariantsPart.TextPart.New(d); stitchFieldsTextPart(d, x, stitchUnionPart); *v = stitchVariantsPart.TextPart.Box(x) ... }
//	}
func (e *emitter) union(u *model.Union) {
	owners := map[string][]string{}
	var keys []string
	var labels []jen.Code
	for _, v := range u.Variants {
		for _, l := range v.Labels {
			labels = append(labels, jen.Lit(l))
		}
		for _, f := range v.Struct.Fields {
			if f.JSON == u.Key {
				continue
			}
			if _, ok := owners[f.JSON]; !ok {
				keys = append(keys, f.JSON)
			}
			owners[f.JSON] = append(owners[f.JSON], v.Labels...)
		}
	}
	sort.Strings(keys)
	dict := jen.Dict{}
	for _, k := range keys {
		dict[jen.Lit(k)] = jen.Lit(strings.Join(owners[k], " | "))
	}
	e.f.Line()
	e.f.Commentf("%s describes the union %s for its decoder: the discriminator, every", unionVar(u), u.Named.Name)
	e.f.Comment("label, and the labels that allow each key (for the message on a key of another variant).")
	e.f.Var().Id(unionVar(u)).Op("=").Op("&").Add(rt("Union")).Values(jen.Dict{
		jen.Id("Key"):    jen.Lit(u.Key),
		jen.Id("Labels"): jen.Index().String().Values(labels...),
		jen.Id("Owners"): jen.Map(jen.String()).String().Values(dict),
	})
	var fields, news []jen.Code
	for _, v := range u.Variants {
		variant := rt("Variant").Types(goType(u), goType(v.Struct))
		fields = append(fields, jen.Id(v.Struct.Named.Name).Add(variant))
		news = append(news, rt("NewVariant").Types(goType(u), goType(v.Struct)).Call())
	}
	e.f.Line()
	e.f.Commentf("%s reads each variant of %s into the Decoder's chunks and boxes it from there.", variantsVar(u), u.Named.Name)
	e.f.Var().Id(variantsVar(u)).Op("=").Struct(fields...).Custom(jen.Options{Open: "{", Close: "}", Separator: ",", Multi: true}, news...)
	e.f.Line()
	e.f.Commentf("%s decodes one %s object, choosing the variant by %q.", decodeFunc(u), u.Named.Name, u.Key)
	e.f.Func().Id(decodeFunc(u)).Params(jen.Id("d").Op("*").Add(rt("Decoder")), jen.Id("v").Op("*").Id(u.Named.Name)).Block(
		jen.If(jen.Op("!").Id("d").Dot("BeginObject").Call()).Block(jen.Return()),
		jen.List(jen.Id("label"), jen.Id("ok")).Op(":=").Id("d").Dot("Label").Call(jen.Id(unionVar(u))),
		jen.If(jen.Op("!").Id("ok")).Block(jen.Return()),
		jen.Switch(jen.Id("label")).BlockFunc(func(g *jen.Group) {
			for _, v := range u.Variants {
				var cases []jen.Code
				for _, l := range v.Labels {
					cases = append(cases, jen.Lit(l))
				}
				variant := jen.Id(variantsVar(u)).Dot(v.Struct.Named.Name)
				g.Case(cases...).Block(
					jen.Id("x").Op(":=").Add(variant).Dot("New").Call(jen.Id("d")),
					jen.Id(fieldsFunc(v.Struct)).Call(jen.Id("d"), jen.Id("x"), jen.Id(unionVar(u))),
					jen.Op("*").Id("v").Op("=").Add(variant.Clone()).Dot("Box").Call(jen.Id("x")),
				)
			}
		}),
	)
}

// structDecoder emits
//
//	func stitchDecodeX(d *stitchimpl.Decoder, v *X) { if d.BeginObject() { stitchFieldsX(d, v, nil) } }
//	func stitchFieldsX(d *stitchimpl.Decoder, v *X, u *stitchimpl.Union) {
//		var seen [1]uint64
//		for d.NextKey() {
//			switch string(d.Key()) {
//			case "name": if !d.Field(&seen[0], 1<<0) { continue }; ...
//			default: d.Unknown(u, "name, limit")
//			}
//		}
//		if seen[0]&(1<<0) == 0 { d.Missing("name") }
//	}
//
// The decode function is emitted only when the struct is decoded as a value
// (withDecode); a struct used only as a union variant needs its fields
// function alone.
func (e *emitter) structDecoder(s *model.Struct, withDecode bool) {
	name := s.Named.Name
	dp := jen.Id("d").Op("*").Add(rt("Decoder"))
	if withDecode {
		e.f.Line()
		e.f.Commentf("%s decodes one %s object.", decodeFunc(s), name)
		e.f.Func().Id(decodeFunc(s)).Params(dp.Clone(), jen.Id("v").Op("*").Id(name)).Block(
			jen.If(jen.Id("d").Dot("BeginObject").Call()).Block(
				jen.Id(fieldsFunc(s)).Call(jen.Id("d"), jen.Id("v"), jen.Nil()),
			),
		)
	}
	words := (len(s.Fields) + 63) / 64
	if words == 0 {
		words = 1
	}
	bit := func(i int) (*jen.Statement, *jen.Statement) {
		return jen.Id("seen").Index(jen.Lit(i / 64)), jen.Id(fmt.Sprintf("1<<%d", i%64))
	}
	var allowed []string
	for _, f := range s.Fields {
		allowed = append(allowed, f.JSON)
	}
	e.f.Line()
	e.f.Commentf("%s decodes the keys of a %s object whose '{' was read.", fieldsFunc(s), name)
	e.f.Comment("u is the union the object is a variant of, or nil.")
	e.f.Func().Id(fieldsFunc(s)).Params(dp.Clone(), jen.Id("v").Op("*").Id(name), jen.Id("u").Op("*").Add(rt("Union"))).BlockFunc(func(g *jen.Group) {
		if len(s.Fields) > 0 {
			g.Var().Id("seen").Index(jen.Lit(words)).Uint64()
		}
		if len(s.Refine) > 0 {
			g.Id("mark").Op(":=").Id("d").Dot("Mark").Call()
		}
		g.For(jen.Id("d").Dot("NextKey").Call()).Block(
			jen.Switch(jen.String().Parens(jen.Id("d").Dot("Key").Call())).BlockFunc(func(sw *jen.Group) {
				for i, f := range s.Fields {
					w, m := bit(i)
					// A repeated key, or a provider dialect's null for an absent
					// key (stitch.WireNullAbsent) unless the key is nullable.
					first := "First"
					if !f.Nullable {
						first = "Field"
						switch model.Deref(f.Type).(type) {
						case *model.Any, *model.Raw: // null is one of its values
							first = "FieldAny"
						}
					}
					body := []jen.Code{jen.If(jen.Op("!").Id("d").Dot(first).Call(jen.Op("&").Add(w.Clone()), m.Clone())).Block(jen.Continue())}
					body = append(body, e.field(f, fieldRef(f))...)
					sw.Case(jen.Lit(f.JSON)).Block(body...)
				}
				sw.Default().BlockFunc(func(dg *jen.Group) {
					switch s.Policy {
					case model.Plain:
						dg.Id("d").Dot("Skip").Call()
					case model.Loose:
						e.rest(dg, s.Rest)
					default:
						dg.Id("d").Dot("Unknown").Call(jen.Id("u"), jen.Lit(strings.Join(allowed, ", ")))
					}
				})
			}),
		)
		for i, f := range s.Fields {
			w, m := bit(i)
			absent := w.Clone().Op("&").Parens(m.Clone()).Op("==").Lit(0)
			switch {
			case f.Required:
				g.If(absent).Block(jen.Id("d").Dot("Missing").Call(jen.Lit(f.JSON)))
			case f.Default != nil:
				g.If(absent).Block(e.constant(f, f.Default, fieldRef(f))...)
			}
		}
		for _, fn := range s.Refine {
			g.If(jen.Op("!").Id("d").Dot("Since").Call(jen.Id("mark"))).Block(
				jen.If(jen.Err().Op(":=").Id(fn).Call(jen.Op("*").Id("v")), jen.Err().Op("!=").Nil()).Block(
					jen.Id("d").Dot("Fail").Call(rt("CodeCustom"), jen.Err().Dot("Error").Call()),
				),
			)
		}
	})
}

// rest emits the default case of a loose object: the unknown key goes to
// the rest map.
func (e *emitter) rest(g *jen.Group, f *model.Field) {
	m := f.Type.(*model.Map)
	dst := fieldRef(f)
	g.If(dst.Clone().Op("==").Nil()).Block(dst.Clone().Op("=").Make(goType(f.Type)))
	g.Id("k").Op(":=").Add(keyType(m)).Parens(jen.Id("d").Dot("KeyString").Call())
	g.If(jen.List(jen.Id("_"), jen.Id("dup")).Op(":=").Add(dst.Clone()).Index(jen.Id("k")), jen.Id("dup")).Block(
		jen.Id("d").Dot("Duplicate").Call(),
		jen.Continue(),
	)
	g.Var().Id("x").Add(goType(m.Elem))
	for _, c := range e.checked(m.Elem, jen.Id("x"), f.Elem, 0) {
		g.Add(c)
	}
	g.Add(dst.Clone()).Index(jen.Id("k")).Op("=").Id("x")
}

func keyType(m *model.Map) *jen.Statement {
	if m.Key != nil {
		return jen.Qual(m.Key.Path, m.Key.Name)
	}
	return jen.String()
}

func fieldRef(f *model.Field) *jen.Statement {
	s := jen.Id("v")
	for _, n := range f.Index {
		s = s.Dot(n)
	}
	return s
}

// field emits the statements that decode one field's value into dst, with
// its checks, refine functions and catch fallback.
func (e *emitter) field(f *model.Field, dst *jen.Statement) []jen.Code {
	stmts := e.checked(f.Type, dst, &f.Checks, 0)
	if f.Catch != nil {
		stmts = append([]jen.Code{jen.Id("cm").Op(":=").Id("d").Dot("Mark").Call()}, stmts...)
		fallback := append([]jen.Code{jen.Id("d").Dot("Rewind").Call(jen.Id("cm"))}, e.constant(f, f.Catch, dst)...)
		stmts = append(stmts, jen.If(jen.Id("d").Dot("Since").Call(jen.Id("cm"))).Block(fallback...))
	}
	return stmts
}

// checked emits the decoding of one value (a field's or an element's) with
// its checks, then its refine functions if the value had no issue:
//
//	rm := d.Mark()
//	...
//	if !d.Since(rm) { if err := CheckX(v.X); err != nil { d.Fail(stitch.CodeCustom, err.Error()) } }
func (e *emitter) checked(t model.Type, dst *jen.Statement, c *model.Checks, lvl int) []jen.Code {
	stmts := e.value(t, dst, c, lvl)
	if c == nil || len(c.Refine) == 0 {
		return stmts
	}
	var calls []jen.Code
	for _, fn := range c.Refine {
		calls = append(calls, jen.If(jen.Err().Op(":=").Id(fn).Call(dst.Clone()), jen.Err().Op("!=").Nil()).Block(
			jen.Id("d").Dot("Fail").Call(rt("CodeCustom"), jen.Err().Dot("Error").Call()),
		))
	}
	stmts = append([]jen.Code{jen.Id("rm").Op(":=").Id("d").Dot("Mark").Call()}, stmts...)
	return append(stmts, jen.If(jen.Op("!").Id("d").Dot("Since").Call(jen.Id("rm"))).Block(calls...))
}

// constant emits the statements that set dst to a JSON constant (a default
// or catch value): a Go literal for scalars, else the constant decoded by the
// field's own decoder.
//
//	v.Limit = 100
//	{ var cd stitchimpl.Decoder; cd.Reset([]byte(`["a"]`), stitch.Limits{}); d := &cd; ... }
func (e *emitter) constant(f *model.Field, raw json.RawMessage, dst *jen.Statement) []jen.Code {
	if b, ok := f.Type.(*model.Basic); ok && len(model.Rewrites(&f.Checks)) == 0 && string(raw) != "null" {
		var lit jen.Code
		switch {
		case b.Kind == model.String:
			var s string
			if json.Unmarshal(raw, &s) == nil {
				lit = jen.Lit(s)
			}
		case b.Kind == model.Bool:
			lit = jen.Id(string(raw))
		case b.Kind.IsInteger():
			if r, ok := new(big.Rat).SetString(string(raw)); ok && r.IsInt() {
				lit = jen.Id(r.Num().String())
			}
		default:
			lit = jen.Id(string(raw))
		}
		if lit != nil {
			return []jen.Code{dst.Clone().Op("=").Add(goType(f.Type)).Parens(lit)}
		}
	}
	body := []jen.Code{
		jen.Var().Id("cd").Add(rt("Decoder")),
		jen.Id("cd").Dot("Reset").Call(jen.Index().Byte().Parens(jen.Lit(string(raw))), rt("Limits").Values()),
		jen.Id("d").Op(":=").Op("&").Id("cd"),
	}
	body = append(body, e.value(f.Type, dst, &f.Checks, 0)...)
	return []jen.Code{jen.Block(body...)}
}

// newTarget is a new *T for a pointer field: from the Decoder's slab for a scalar T,
// d.NewUint8() (converted for a named type: (*Age)(d.NewUint8())), else new(T).
func newTarget(t model.Type) *jen.Statement {
	b, ok := t.(*model.Basic)
	if !ok {
		return jen.New(goType(t))
	}
	kind := b.Kind.GoString()
	call := jen.Id("d").Dot("New" + strings.ToUpper(kind[:1]) + kind[1:]).Call()
	if t.GoName() != nil {
		return jen.Parens(jen.Op("*").Add(goType(t))).Call(call)
	}
	return call
}

// value emits the statements that decode one JSON value of type t into the
// lvalue dst. c carries the checks (nil for an element without dive); lvl
// numbers the locals of nested containers.
func (e *emitter) value(t model.Type, dst *jen.Statement, c *model.Checks, lvl int) []jen.Code {
	nullable := c != nil && c.Nullable
	var stmts []jen.Code
	switch t := t.(type) {
	case *model.Pointer:
		p := fmt.Sprintf("p%d", lvl)
		inner := []jen.Code{jen.Id(p).Op(":=").Add(newTarget(t.Elem))}
		elem := jen.Op("*").Id(p)
		if _, ok := t.Elem.(*model.Slice); ok {
			elem = jen.Parens(elem) // sliced: (*p)[:0]
		}
		inner = append(inner, e.value(t.Elem, elem, withoutNull(c), lvl+1)...)
		inner = append(inner, dst.Clone().Op("=").Id(p))
		if nullable {
			return []jen.Code{jen.If(jen.Id("d").Dot("Null").Call()).Block(dst.Clone().Op("=").Nil()).Else().Block(inner...)}
		}
		return inner
	case *model.Basic:
		stmts = e.basic(t, dst, c, lvl)
	case *model.Text:
		stmts = e.text(dst, c, lvl)
	case *model.Time:
		x := fmt.Sprintf("x%d", lvl)
		stmts = []jen.Code{jen.If(jen.List(jen.Id(x), jen.Id("ok")).Op(":=").Id("d").Dot("Time").Call(jen.Lit("")), jen.Id("ok")).Block(dst.Clone().Op("=").Id(x))}
	case *model.Raw:
		x := fmt.Sprintf("x%d", lvl)
		stmts = []jen.Code{jen.If(jen.List(jen.Id(x), jen.Id("ok")).Op(":=").Id("d").Dot("Raw").Call(), jen.Id("ok")).Block(dst.Clone().Op("=").Add(goType(t)).Parens(jen.Id(x)))}
	case *model.Any:
		x := fmt.Sprintf("x%d", lvl)
		stmts = []jen.Code{jen.If(jen.List(jen.Id(x), jen.Id("ok")).Op(":=").Id("d").Dot("Any").Call(), jen.Id("ok")).Block(dst.Clone().Op("=").Id(x))}
		nullable = false // null is already a value
	case *model.Struct, *model.Union:
		stmts = []jen.Code{jen.Id(decodeFunc(t)).Call(jen.Id("d"), jen.Op("&").Add(dst.Clone()))}
	case *model.Slice:
		s, x := fmt.Sprintf("s%d", lvl), fmt.Sprintf("e%d", lvl)
		loop := []jen.Code{jen.Var().Id(x).Add(goType(t.Elem))}
		loop = append(loop, e.checked(t.Elem, jen.Id(x), elemChecks(c), lvl+1)...)
		// The slice is made once at its final size: s0 := slices.Grow(v.Tags[:0], d.Items())
		items := jen.Id("d").Dot("Items").Call()
		if c != nil && c.Max != nil {
			items = jen.Min(items, jen.Lit(intOf(c.Max)))
		}
		body := []jen.Code{jen.Id(s).Op(":=").Qual("slices", "Grow").Call(dst.Clone().Index(jen.Empty(), jen.Lit(0)), items)}
		keep, kept := jen.Id(s).Op("=").Append(jen.Id(s), jen.Id(x)), []jen.Code(nil)
		if get, put := e.scratch(t.Elem); get != nil {
			// Or it is read once, into a buffer, and then copied at its size (see
			// stitchimpl.Scratch): b0 := stitchItemsContact.Get(); ... b0.Add(e0) ...;
			// s0 := stitchItemsContact.Keep(v.Contacts[:0], b0)
			b := fmt.Sprintf("b%d", lvl)
			body = []jen.Code{jen.Id(b).Op(":=").Add(get)}
			keep = jen.Id(b).Dot("Add").Call(jen.Id(x))
			kept = []jen.Code{jen.Id(s).Op(":=").Add(put).Call(dst.Clone().Index(jen.Empty(), jen.Lit(0)), jen.Id(b))}
		}
		count := jen.Len(jen.Id(s))
		if c != nil && c.Max != nil {
			// Items past the maximum are read and checked but not kept, so an
			// overlong array costs no memory: if n0 < 3 { s0 = append(s0, e0) }; n0++
			n := fmt.Sprintf("n%d", lvl)
			body = append(body, jen.Id(n).Op(":=").Lit(0))
			loop = append(loop, jen.If(jen.Id(n).Op("<").Lit(intOf(c.Max))).Block(keep), jen.Id(n).Op("++"))
			count = jen.Id(n)
		} else {
			loop = append(loop, keep)
		}
		body = append(body, jen.For(jen.Id("d").Dot("NextItem").Call()).Block(loop...))
		body = append(body, kept...)
		body = append(body,
			jen.If(jen.Id(s).Op("==").Nil()).Block(jen.Id(s).Op("=").Add(goType(t)).Values()),
			dst.Clone().Op("=").Id(s),
		)
		body = append(body, e.countChecks(c, count, "items")...)
		stmts = []jen.Code{jen.If(jen.Id("d").Dot("BeginArray").Call()).Block(body...)}
	case *model.Array:
		n := fmt.Sprintf("n%d", lvl)
		item := jen.Parens(dst.Clone()).Index(jen.Id(n))
		want := fmt.Sprintf("expected exactly %d items, got ", t.Len)
		body := []jen.Code{
			jen.Id(n).Op(":=").Lit(0),
			jen.For(jen.Id("d").Dot("NextItem").Call()).Block(
				jen.If(jen.Id(n).Op(">=").Lit(int(t.Len))).Block(jen.Id("d").Dot("Skip").Call()).Else().Block(e.checked(t.Elem, item, elemChecks(c), lvl+1)...),
				jen.Id(n).Op("++"),
			),
			jen.If(jen.Id(n).Op("<").Lit(int(t.Len))).Block(
				failCall("FailCount", "CodeTooSmall", want, jen.Id(n)),
			).Else().If(jen.Id(n).Op(">").Lit(int(t.Len))).Block(
				failCall("FailCount", "CodeTooBig", want, jen.Id(n)),
			),
		}
		stmts = []jen.Code{jen.If(jen.Id("d").Dot("BeginArray").Call()).Block(body...)}
	case *model.Map:
		m, x := fmt.Sprintf("m%d", lvl), fmt.Sprintf("e%d", lvl)
		k := fmt.Sprintf("k%d", lvl)
		loop := []jen.Code{
			jen.Id(k).Op(":=").Add(keyType(t)).Parens(jen.Id("d").Dot("KeyString").Call()),
			jen.If(jen.List(jen.Id("_"), jen.Id("dup")).Op(":=").Id(m).Index(jen.Id(k)), jen.Id("dup")).Block(
				jen.Id("d").Dot("Duplicate").Call(),
				jen.Continue(),
			),
		}
		if c != nil && c.Keys != nil {
			loop = append(loop, e.keyChecks(c.Keys, k))
		}
		loop = append(loop, jen.Var().Id(x).Add(goType(t.Elem)))
		loop = append(loop, e.checked(t.Elem, jen.Id(x), elemChecks(c), lvl+1)...)
		loop = append(loop, jen.Id(m).Index(jen.Id(k)).Op("=").Id(x))
		body := []jen.Code{
			jen.Id(m).Op(":=").Add(dst.Clone()),
			jen.If(jen.Id(m).Op("==").Nil()).Block(jen.Id(m).Op("=").Make(goType(t))),
			jen.For(jen.Id("d").Dot("NextKey").Call()).Block(loop...),
			dst.Clone().Op("=").Id(m),
		}
		body = append(body, e.countChecks(c, jen.Len(jen.Id(m)), "entries")...)
		stmts = []jen.Code{jen.If(jen.Id("d").Dot("BeginObject").Call()).Block(body...)}
	}
	if nullable {
		return []jen.Code{jen.If(jen.Op("!").Id("d").Dot("Null").Call()).Block(stmts...)}
	}
	return stmts
}

// scratch returns how slices of t are read in one pass: the call that
// gets a buffer for their items and the function that keeps them, or nils
// when they are sized by counting their items first. Slices of structs and
// unions or of pointers to them, whose arrays hold most of a large call,
// go through a pool that scratchPools declares (one per name: two
// *model.Pointer to one struct share it); a []string through the runtime's
// own, so that its room comes from the Decoder's slab. Counting a slice of
// other scalars reads little.
func (e *emitter) scratch(t model.Type) (get, keep *jen.Statement) {
	if b, ok := t.(*model.Basic); ok && b.Kind == model.String && b.GoName() == nil {
		return jen.Id("d").Dot("StringItems").Call(), jen.Id("d").Dot("Strings")
	}
	name := scratchName(t)
	if name == "" {
		return nil, nil
	}
	if !slices.ContainsFunc(e.scratches, func(p scratchPool) bool { return p.name == name }) {
		e.scratches = append(e.scratches, scratchPool{name, t})
	}
	return jen.Id(name).Dot("Get").Call(), jen.Id(name).Dot("Keep")
}

// scratchPool is a pool scratchPools declares: its name and item type.
type scratchPool struct {
	name string
	elem model.Type
}

// scratchName names the pool of items of type t: stitchItemsContact for a
// struct or union, stitchItemsPtrContact for a pointer to one; "" for
// another type.
func scratchName(t model.Type) string {
	prefix := "stitchItems"
	if p, ok := t.(*model.Pointer); ok {
		prefix, t = "stitchItemsPtr", p.Elem
	}
	switch t.(type) {
	case *model.Struct, *model.Union:
		return prefix + t.GoName().Name
	}
	return ""
}

// scratchPools declares the pools scratch named.
//
//	var stitchItemsContact stitchimpl.Scratch[Contact]
func (e *emitter) scratchPools() {
	if len(e.scratches) == 0 {
		return
	}
	pool := func(p scratchPool) *jen.Statement {
		return jen.Id(p.name).Add(rt("Scratch")).Types(goType(p.elem))
	}
	e.f.Line()
	if len(e.scratches) == 1 {
		e.f.Var().Add(pool(e.scratches[0]))
		return
	}
	e.f.Var().DefsFunc(func(g *jen.Group) {
		for _, p := range e.scratches {
			g.Add(pool(p))
		}
	})
}

// text emits the decoding of a type that reads itself from text: the
// string with its checks, then its own UnmarshalText if they passed.
//
//	tm0 := d.Mark()
//	var t0 string
//	if x0, ok := d.String("a string"); ok { ...checks...; t0 = x0 }
//	if !d.Since(tm0) { if err := (&v.Addr).UnmarshalText([]byte(t0)); err != nil { d.Fail(stitch.CodeCustom, err.Error()) } }
func (e *emitter) text(dst *jen.Statement, c *model.Checks, lvl int) []jen.Code {
	tm, s := fmt.Sprintf("tm%d", lvl), fmt.Sprintf("t%d", lvl)
	var sc *model.Checks
	if c != nil {
		n := *c
		n.Nullable, n.Refine = false, nil // null and refine are the caller's
		sc = &n
	}
	stmts := []jen.Code{
		jen.Id(tm).Op(":=").Id("d").Dot("Mark").Call(),
		jen.Var().Id(s).String(),
	}
	stmts = append(stmts, e.basic(&model.Basic{Kind: model.String}, jen.Id(s), sc, lvl)...)
	return append(stmts, jen.If(jen.Op("!").Id("d").Dot("Since").Call(jen.Id(tm))).Block(
		jen.If(jen.Err().Op(":=").Parens(jen.Op("&").Add(dst.Clone())).Dot("UnmarshalText").Call(jen.Index().Byte().Parens(jen.Id(s))), jen.Err().Op("!=").Nil()).Block(
			jen.Id("d").Dot("Fail").Call(rt("CodeCustom"), jen.Err().Dot("Error").Call()),
		),
	))
}

// withoutNull is c for the pointee of a pointer: null was handled there.
func withoutNull(c *model.Checks) *model.Checks {
	if c == nil || !c.Nullable {
		return c
	}
	n := *c
	n.Nullable = false
	return &n
}

// elemChecks are the checks of each element under c (dive), or nil.
func elemChecks(c *model.Checks) *model.Checks {
	if c == nil {
		return nil
	}
	return c.Elem
}
