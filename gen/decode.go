package gen

import (
	"encoding/json"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/dave/jennifer/jen"

	"github.com/stitchgen/stitchgen/model"
)

type emitter struct {
	pkg     *model.Package
	f       *jen.File
	regexps []string // patterns in first-use order; stitchPatternN is regexps[N]
	// scratches are the pools slices are read through, in first-use order
	// (see scratch).
	scratches []scratchPool
	// texts are the declarations written as text in f, in the order of
	// their placeholders (see text.go).
	texts []*goText
}

// rt names an identifier of the runtime: the user API (stitch.Tool, stitch.CodeTooBig)
// or, for every other name, the generated-code protocol (stitchimpl.Decoder).
func rt(name string) *jen.Statement { return jen.Qual(runtimePath(name), name) }

// runtimePath is the import path of the runtime's package that declares name.
func runtimePath(name string) string {
	if userAPI[name] || strings.HasPrefix(name, "Code") || strings.HasPrefix(name, "Wire") {
		return RuntimePath
	}
	return ImplPath
}

// userAPI lists the names generated code takes from package stitch besides the issue
// codes and the wire modes.
var userAPI = map[string]bool{"AnyTool": true, "Tool": true, "Meta": true, "Declaration": true, "Limits": true, "Issues": true}

// toolTable emits
//
//	// The runtime must be the one of the stitchgen that wrote this file: …
//	const _ = stitchimpl.Protocol4
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
// this generator writes for (see stitchimpl.Protocol4).
const Protocol = "Protocol4"

// The names of generated declarations: exported ones are the package's API,
// the others all start with stitch, so that none can collide with a
// function of the user's.
func parseFunc(t *model.Tool) string    { return "stitchParse" + t.GoName }
func outputVar(o *model.Output) string  { return o.GoName + "OutputSchema" }
func decodeFunc(t model.Type) string    { return "stitchDecode" + t.GoName().Name }
func fieldsFunc(s *model.Struct) string { return "stitchFields" + s.Named.Name }
func unionVar(u *model.Union) string    { return "stitchUnion" + u.Named.Name }
func variantsVar(u *model.Union) string { return "stitchVariants" + u.Named.Name }

// union writes the union's descriptor and decoder:
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
	switch u.By {
	case model.ByKind:
		e.kindUnion(u)
		return
	case model.ByKeys:
		e.keysUnion(u)
		return
	}
	e.f.Line()
	e.textDecl(func(w *goText) {
		// The keys of the variants but the discriminator, each with the
		// labels that allow it, in the order of their literals.
		owners := map[string][]string{}
		var keys, labels []string
		for _, v := range u.Variants {
			for _, l := range v.Labels {
				labels = append(labels, strconv.Quote(l))
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
		var owned []element
		for _, k := range keys {
			owned = append(owned, element{strconv.Quote(k), strconv.Quote(strings.Join(owners[k], " | "))})
		}
		slices.SortFunc(owned, func(a, b element) int { return strings.Compare(a.key, b.key) })
		w.line("// ", unionVar(u), " describes the union ", u.Named.Name, " for its decoder: the discriminator, every")
		w.line("// label, and the labels that allow each key (for the message on a key of another variant).")
		w.line("var ", unionVar(u), " = &", w.rt("Union"), "{")
		w.depth++
		ownersType := "map[string]string{"
		var ownersValue string // on one line, unless there are several keys
		switch len(owned) {
		case 0:
			ownersValue = ownersType + "}"
		case 1:
			ownersValue = ownersType + owned[0].key + ": " + owned[0].value + "}"
		}
		els := []element{{"Key", strconv.Quote(u.Key)}, {"Labels", "[]string{" + strings.Join(labels, ", ") + "}"}}
		// The rewrites a label sent goes through before it is matched.
		for _, r := range []struct {
			name string
			on   bool
		}{{"Trim", u.Trim}, {"Lower", u.Lower}, {"Upper", u.Upper}} {
			if r.on {
				els = append(els, element{r.name, "true"})
			}
		}
		if ownersValue != "" {
			w.elements(append(els, element{"Owners", ownersValue}))
		} else {
			w.elements(els)
			w.line("Owners: ", ownersType)
			w.depth++
			w.elements(owned)
			w.depth--
			w.line("},")
		}
		w.depth--
		w.line("}")
		w.blank()

		e.variantsText(w, u)

		w.line("// ", decodeFunc(u), " decodes one ", u.Named.Name, " object, choosing the variant by ", strconv.Quote(u.Key), ".")
		w.open("func ", decodeFunc(u), "(d *", w.rt("Decoder"), ", v *", u.Named.Name, ")")
		w.open("if !d.BeginObject()")
		w.line("return")
		w.close()
		w.line("label, ok := d.Label(", unionVar(u), ")")
		w.open("if !ok")
		w.line("return")
		w.close()
		w.open("switch label")
		for _, v := range u.Variants {
			var cases []string
			for _, l := range v.Labels {
				cases = append(cases, strconv.Quote(l))
			}
			variant := variantsVar(u) + "." + v.Struct.Named.Name
			w.label("case ", strings.Join(cases, ", "), ":")
			w.line("x := ", variant, ".New(d)")
			w.line(fieldsFunc(v.Struct), "(d, x, ", unionVar(u), ")")
			w.line("*v = ", variant, ".Box(x)")
		}
		w.close()
		w.close()
	})
}

// variantsText writes the Variants that read each variant of a union into
// the Decoder's chunks:
//
//	var stitchVariantsPart = struct{ TextPart stitchimpl.Variant[Part, TextPart]; ... }{stitchimpl.NewVariant[Part, TextPart](), ...}
func (e *emitter) variantsText(w *goText, u *model.Union) {
	w.line("// ", variantsVar(u), " reads each variant of ", u.Named.Name, " into the Decoder's chunks and boxes it from there.")
	w.line("var ", variantsVar(u), " = struct {")
	w.depth++
	width := 0
	for _, v := range u.Variants {
		width = max(width, utf8.RuneCountInString(v.Struct.Named.Name))
	}
	types := func(v *model.Variant) string { return "[" + w.typ(u) + ", " + w.typ(v.Struct) + "]" }
	for _, v := range u.Variants {
		name := v.Struct.Named.Name
		w.line(name, strings.Repeat(" ", width-utf8.RuneCountInString(name)+1), w.rt("Variant"), types(v))
	}
	w.depth--
	w.line("}{")
	w.depth++
	for _, v := range u.Variants {
		w.line(w.rt("NewVariant"), types(v), "(),")
	}
	w.depth--
	w.line("}")
	w.blank()
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
// function alone. Both are written as text (see text.go).
func (e *emitter) structDecoder(s *model.Struct, withDecode bool) {
	e.f.Line()
	e.textDecl(func(w *goText) {
		name := s.Named.Name
		dp := "d *" + w.rt("Decoder")
		if withDecode {
			w.line("// ", decodeFunc(s), " decodes one ", name, " object.")
			w.open("func ", decodeFunc(s), "(", dp, ", v *", name, ")")
			w.open("if d.BeginObject()")
			w.line(fieldsFunc(s), "(d, v, nil)")
			w.close()
			w.close()
			w.blank()
		}
		// bit is the word and the mask of the i-th field's bit in seen.
		bit := func(i int) (string, string) {
			return "seen[" + strconv.Itoa(i/64) + "]", "1<<" + strconv.Itoa(i%64)
		}
		var allowed []string
		for _, f := range s.Fields {
			allowed = append(allowed, f.JSON)
		}
		w.line("// ", fieldsFunc(s), " decodes the keys of a ", name, " object whose '{' was read.")
		w.line("// u is the union the object is a variant of, or nil.")
		w.open("func ", fieldsFunc(s), "(", dp, ", v *", name, ", u *", w.rt("Union"), ")")
		if len(s.Fields) > 0 {
			w.line("var seen [", strconv.Itoa(max((len(s.Fields)+63)/64, 1)), "]uint64")
		}
		if len(s.Refine) > 0 {
			w.line("mark := d.Mark()")
		}
		w.open("for d.NextKey()")
		w.open("switch string(d.Key())")
		for i, f := range s.Fields {
			word, mask := bit(i)
			// A repeated key, or a provider dialect's null for an absent
			// key (stitch.WireNullAbsent) unless the key is nullable.
			first := "First"
			if !f.Nullable {
				first = "Field"
				if !f.Required { // a null for it gets "leave the key out" advice
					first = "FieldOpt"
				}
				switch model.Deref(f.Type).(type) {
				case *model.Any, *model.Raw: // null is one of its values
					first = "FieldAny"
				}
			}
			w.label("case ", strconv.Quote(f.JSON), ":")
			w.open("if !d.", first, "(&", word, ", ", mask, ")")
			w.line("continue")
			w.close()
			e.field(w, f, fieldRef(f))
		}
		w.label("default:")
		switch s.Policy {
		case model.Plain:
			w.line("d.Skip()")
		case model.Loose:
			e.rest(w, s.Rest)
		default:
			w.line("d.Unknown(u, ", strconv.Quote(strings.Join(allowed, ", ")), ")")
		}
		w.close()
		w.close()
		for i, f := range s.Fields {
			word, mask := bit(i)
			absent := word + "&(" + mask + ") == 0"
			switch {
			case f.Required && s.Discriminator != nil && f != s.Discriminator:
				// A variant's key: the message says which labels require it.
				w.open("if ", absent)
				w.line("d.MissingIn(u, ", strconv.Quote(f.JSON), ", ", strconv.Quote(strings.Join(s.Discriminator.Checks.Labels, " | ")), ")")
				w.close()
			case f.Required:
				w.open("if ", absent)
				w.line("d.Missing(", strconv.Quote(f.JSON), ")")
				w.close()
			case f.Default != nil:
				w.open("if ", absent)
				e.constant(w, f, f.Default, fieldRef(f))
				w.close()
			}
		}
		for _, fn := range s.Refine {
			w.open("if !d.Since(mark)")
			refineCall(w, fn, "*v")
			w.close()
		}
		w.close()
	})
}

// refineCall writes the call of a refine function on x:
//
//	if err := CheckX(x); err != nil { d.Fail(stitch.CodeCustom, err.Error()) }
func refineCall(w *goText, fn, x string) {
	w.open("if err := ", fn, "(", x, "); err != nil")
	w.line("d.Fail(", w.rt("CodeCustom"), ", err.Error())")
	w.close()
}

// rest writes the default case of a loose object: the unknown key goes to
// the rest map.
func (e *emitter) rest(w *goText, f *model.Field) {
	m := f.Type.(*model.Map)
	dst := fieldRef(f)
	w.open("if ", dst, " == nil")
	w.line(dst, " = make(", w.typ(f.Type), ")")
	w.close()
	w.line("k := ", keyType(w, m), "(d.KeyString())")
	w.open("if _, dup := ", dst, "[k]; dup")
	w.line("d.Duplicate()")
	w.line("continue")
	w.close()
	w.line("var x ", w.typ(m.Elem))
	e.checked(w, m.Elem, "x", f.Elem, 0)
	w.line(dst, "[k] = x")
}

func keyType(w *goText, m *model.Map) string {
	if m.Key != nil {
		return w.qual(m.Key.Path, m.Key.Name)
	}
	return "string"
}

func fieldRef(f *model.Field) string {
	return "v." + strings.Join(f.Index, ".")
}

// field writes the statements that decode one field's value into dst, with
// its checks, refine functions and catch fallback.
func (e *emitter) field(w *goText, f *model.Field, dst string) {
	if f.Catch != nil {
		w.line("cm := d.Mark()")
	}
	e.checked(w, f.Type, dst, &f.Checks, 0)
	if f.Catch != nil {
		w.open("if d.Since(cm)")
		w.line("d.Rewind(cm)")
		e.constant(w, f, f.Catch, dst)
		w.close()
	}
}

// checked writes the decoding of one value (a field's or an element's) with
// its checks, then its refine functions if the value had no issue:
//
//	rm := d.Mark()
//	...
//	if !d.Since(rm) { if err := CheckX(v.X); err != nil { d.Fail(stitch.CodeCustom, err.Error()) } }
func (e *emitter) checked(w *goText, t model.Type, dst string, c *model.Checks, lvl int) {
	if n, ok := t.(*model.Nullable); ok {
		e.nullable(w, n, dst, c, lvl, true) // the refine functions take the value
		return
	}
	if c == nil || len(c.Refine) == 0 {
		e.value(w, t, dst, c, lvl)
		return
	}
	w.line("rm := d.Mark()")
	e.value(w, t, dst, c, lvl)
	w.open("if !d.Since(rm)")
	for _, fn := range c.Refine {
		refineCall(w, fn, dst)
	}
	w.close()
}

// constant writes the statements that set dst to a JSON constant (a default
// or catch value): a Go literal for scalars, else the constant decoded by the
// field's own decoder.
//
//	v.Limit = int(100)
//	{ var cd stitchimpl.Decoder; cd.Reset([]byte("[\"a\"]"), stitch.Limits{}); d := &cd; ... }
func (e *emitter) constant(w *goText, f *model.Field, raw json.RawMessage, dst string) {
	if b, ok := f.Type.(*model.Basic); ok && len(model.Rewrites(&f.Checks)) == 0 && string(raw) != "null" {
		var lit string
		switch {
		case b.Kind == model.String:
			var s string
			if json.Unmarshal(raw, &s) == nil {
				lit = strconv.Quote(s)
			}
		case b.Kind.IsInteger():
			if r, ok := new(big.Rat).SetString(string(raw)); ok && r.IsInt() {
				lit = r.Num().String()
			}
		default: // a boolean or a float
			lit = string(raw)
		}
		if lit != "" {
			w.line(dst, " = ", w.typ(f.Type), "(", lit, ")")
			return
		}
	}
	w.open()
	w.line("var cd ", w.rt("Decoder"))
	w.line("cd.Reset([]byte(", strconv.Quote(string(raw)), "), ", w.rt("Limits"), "{})")
	w.line("d := &cd")
	e.value(w, f.Type, dst, &f.Checks, 0)
	w.close()
}

// newTarget is a new *T for a pointer field: from the Decoder's slab for a scalar T,
// d.NewUint8() (converted for a named type: (*Age)(d.NewUint8())), else new(T).
func newTarget(w *goText, t model.Type) string {
	b, ok := t.(*model.Basic)
	if !ok {
		return "new(" + w.typ(t) + ")"
	}
	kind := b.Kind.GoString()
	call := "d.New" + strings.ToUpper(kind[:1]) + kind[1:] + "()"
	if t.GoName() != nil {
		return "(*" + w.typ(t) + ")(" + call + ")"
	}
	return call
}

// value writes the statements that decode one JSON value of type t into the
// lvalue dst. c carries the checks (nil for an element without dive); lvl
// numbers the locals of nested containers.
func (e *emitter) value(w *goText, t model.Type, dst string, c *model.Checks, lvl int) {
	nullable := c != nil && c.Nullable
	switch p := t.(type) {
	case *model.Pointer:
		e.pointer(w, p, dst, c, lvl)
		return
	case *model.Nullable:
		e.nullable(w, p, dst, c, lvl, false)
		return
	}
	if _, ok := t.(*model.Any); ok {
		nullable = false // null is already a value
	}
	if nullable {
		w.open("if !d.Null()")
		defer w.close()
	}
	l := strconv.Itoa(lvl)
	switch t := t.(type) {
	case *model.Basic:
		e.basic(w, t, dst, c, lvl)
	case *model.Text:
		e.textValue(w, dst, c, lvl)
	case *model.Time:
		w.open("if x", l, `, ok := d.Time(""); ok`)
		w.line(dst, " = x", l)
		w.close()
	case *model.Raw:
		w.open("if x", l, ", ok := d.Raw(); ok")
		w.line(dst, " = ", w.typ(t), "(x", l, ")")
		w.close()
	case *model.Any:
		w.open("if x", l, ", ok := d.Any(); ok")
		w.line(dst, " = x", l)
		w.close()
	case *model.Struct, *model.Union:
		w.line(decodeFunc(t), "(d, &", dst, ")")
	case *model.Slice:
		e.slice(w, t, dst, c, lvl)
	case *model.Array:
		e.array(w, t, dst, c, lvl)
	case *model.Map:
		e.mapValue(w, t, dst, c, lvl)
	}
}

// textValue writes the decoding of a type that reads itself from text: the
// string with its checks, then its own UnmarshalText if they passed.
//
//	tm0 := d.Mark()
//	var t0 string
//	if x0, ok := d.String("a string"); ok { ...checks...; t0 = x0 }
//	if !d.Since(tm0) { if err := (&v.Addr).UnmarshalText([]byte(t0)); err != nil { d.Fail(stitch.CodeCustom, err.Error()) } }
func (e *emitter) textValue(w *goText, dst string, c *model.Checks, lvl int) {
	tm, s := "tm"+strconv.Itoa(lvl), "t"+strconv.Itoa(lvl)
	var sc *model.Checks
	if c != nil {
		n := *c
		n.Nullable, n.Refine = false, nil // null and refine are the caller's
		sc = &n
	}
	w.line(tm, " := d.Mark()")
	w.line("var ", s, " string")
	e.basic(w, &model.Basic{Kind: model.String}, s, sc, lvl)
	w.open("if !d.Since(", tm, ")")
	refineCall(w, "(&"+dst+").UnmarshalText", "[]byte("+s+")")
	w.close()
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
