package gen

import (
	"encoding/json"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/stitchgen/stitchgen/model"
)

// union writes the union's descriptor and decoder:
//
//	var stitchUnionPart = &stitchimpl.Union{Key: "type", Labels: ..., Owners: ...}
//	var stitchVariantsPart = stitchimpl.NewVariants(unsafe.Pointer(unsafe.SliceData([]Part{TextPart{}, ...})), func(n int) (unsafe.Pointer, uintptr) { … }, ...)
//	func stitchDecodePart(d *stitchimpl.Decoder, v *Part) {
//		if !d.BeginObject() { return }
//		label, ok := d.Label(stitchUnionPart)
//		if !ok { return }
//		switch label { case "text": x := (*TextPart)(stitchVariantsPart.New(d, 0)); stitchFieldsTextPart(d, x, stitchUnionPart); if !stitchVariantsPart.Box(0, …) { *v = *x } ... }
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
	// The keys of the variants but the discriminator, each with the labels
	// that allow it, sorted.
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
	slices.SortFunc(keys, func(a, b string) int { return strings.Compare(strconv.Quote(a), strconv.Quote(b)) })
	var owned []jen.Code
	for _, k := range keys {
		owned = append(owned, jen.Lit(k).Op(":").Lit(strings.Join(owners[k], " | ")))
	}
	ownersValue := jen.Map(jen.String()).String()
	if len(owned) > 1 {
		ownersValue.Add(multi(owned...))
	} else {
		ownersValue.Values(owned...)
	}
	e.f.Line()
	e.f.Comment(unionVar(u) + " describes the union " + u.Named.Name + " for its decoder: the discriminator, every")
	e.f.Comment("label, and the labels that allow each key (for the message on a key of another variant).")
	els := []jen.Code{kv("Key", jen.Lit(u.Key)), kv("Labels", jen.Index().String().Values(labels...))}
	// The rewrites a label sent goes through before it is matched.
	for _, r := range model.Rewrites(u.LabelRewrites()) {
		els = append(els, kv(rewriters[r.Key].field, jen.True()))
	}
	if u.Default != "" { // the label a missing discriminator means
		els = append(els, kv("Default", jen.Lit(u.Default)))
	}
	if e.pkg.Tables { // the variant of each label, for Decoder.Variant
		var of []jen.Code
		for i, v := range u.Variants {
			for range v.Labels {
				of = append(of, jen.Lit(i))
			}
		}
		els = append(els, kv("Of", jen.Index().Uint8().Values(of...)))
	}
	e.f.Var().Add(e.name(unionVar(u), "the descriptor of union "+u.Named.Name)).Op("=").Op("&").Add(e.rt("Union")).Add(multi(append(els, kv("Owners", ownersValue))...))
	e.f.Line()

	e.variants(u)

	if e.pkg.Tables {
		e.tableUnion(u)
		return
	}
	e.f.Comment(decodeFunc(u) + " decodes one " + u.Named.Name + " object, choosing the variant by " + strconv.Quote(u.Key) + ".")
	e.f.Func().Add(e.name(decodeFunc(u), "the decoder of union "+u.Named.Name)).Params(jen.Id("d").Op("*").Add(e.rt("Decoder")), jen.Id("v").Op("*").Id(u.Named.Name)).Block(
		jen.If(jen.Op("!").Id("d").Dot("BeginObject").Call()).Block(jen.Return()),
		jen.List(jen.Id("label"), jen.Id("ok")).Op(":=").Id("d").Dot("Label").Call(jen.Id(unionVar(u))),
		jen.If(jen.Op("!").Id("ok")).Block(jen.Return()),
		jen.Switch(jen.Id("label")).BlockFunc(func(g *jen.Group) {
			for i, v := range u.Variants {
				var cases []jen.Code
				for _, l := range v.Labels {
					cases = append(cases, jen.Lit(l))
				}
				g.Case(cases...).Block(e.readVariant(u, i)...)
			}
		}),
	)
}

// variants writes the Variants that read each variant of a union into the
// Decoder's chunks: each variant's zero value in the union's interface (the type
// word Box writes) and its Chunk.
//
//	var stitchVariantsPart = stitchimpl.NewVariants(unsafe.Pointer(unsafe.SliceData([]Part{TextPart{}, ...})),
//		func(n int) (unsafe.Pointer, uintptr) { return unsafe.Pointer(unsafe.SliceData(make([]TextPart, n))), unsafe.Sizeof(*new(TextPart)) },
//		...
//	)
func (e *emitter) variants(u *model.Union) {
	var protos, chunks []jen.Code
	for _, v := range u.Variants {
		protos = append(protos, e.typ(v.Struct).Values())
		chunks = append(chunks, e.chunkFunc(e.typ(v.Struct)))
	}
	args := append([]jen.Code{e.ptr(e.unsafe("SliceData").Call(jen.Index().Add(e.typ(u)).Values(protos...)))}, chunks...)
	e.f.Comment(variantsVar(u) + " reads each variant of " + u.Named.Name + " into the Decoder's chunks and boxes it from there.")
	value := e.rt("NewVariants").Custom(jen.Options{Open: "(", Close: ")", Separator: ",", Multi: true}, args...)
	if objs, any := e.variantTables(u); any { // in a package read by tables: the variants' tables
		value.Dot("Objects").Call(objs...)
	}
	e.f.Var().Add(e.name(variantsVar(u), "the variants of union "+u.Named.Name)).Op("=").Add(value)
	e.f.Line()
}

// variantTables are, in a package read by tables (and for a union chosen by its
// discriminator, which Decoder.Variant reads), the table of each variant its table reads
// whole (nil for one read by its code), and whether there is any.
func (e *emitter) variantTables(u *model.Union) ([]jen.Code, bool) {
	if !e.pkg.Tables || u.By == model.ByKind || u.By == model.ByKeys {
		return nil, false
	}
	var objs []jen.Code
	any := false
	for _, v := range u.Variants {
		if e.objectOnly(v.Struct) {
			objs, any = append(objs, jen.Id(objectVar(v.Struct))), true
		} else {
			objs = append(objs, jen.Nil())
		}
	}
	return objs, any
}

// tableUnion writes the decoder of a union chosen by its discriminator in a package read
// by tables: Decoder.Variant reads the label and the variants their tables read whole; the
// code reads the others and boxes what Box does not (see stitchimpl.Variants).
//
//	func stitchDecodeOp(d *stitchimpl.Decoder, v *Op) {
//		i, x := d.Variant(stitchUnionOp, stitchVariantsOp)
//		switch i { case 1: stitchFieldsSetPriority(d, (*SetPriority)(x), stitchUnionOp) }
//		if x != nil && !stitchVariantsOp.Box(i, unsafe.Pointer(v), x) { switch i { case 0: *v = *(*SetStatus)(x); … } }
//	}
func (e *emitter) tableUnion(u *model.Union) {
	e.f.Comment(decodeFunc(u) + " decodes one " + u.Named.Name + " object, choosing the variant by " + strconv.Quote(u.Key) + " (see stitchimpl.Decoder.Variant).")
	i, x := jen.Id("i"), jen.Id("x")
	e.f.Func().Add(e.name(decodeFunc(u), "the decoder of union "+u.Named.Name)).Params(jen.Id("d").Op("*").Add(e.rt("Decoder")), jen.Id("v").Op("*").Id(u.Named.Name)).BlockFunc(func(g *jen.Group) {
		g.List(i, x).Op(":=").Id("d").Dot("Variant").Call(jen.Id(unionVar(u)), jen.Id(variantsVar(u)))
		var code, box []jen.Code
		for k, v := range u.Variants {
			typed := jen.Parens(jen.Op("*").Add(e.typ(v.Struct))).Parens(x)
			if !e.objectOnly(v.Struct) {
				code = append(code, jen.Case(jen.Lit(k)).Block(jen.Id(fieldsFunc(v.Struct)).Call(jen.Id("d"), typed, jen.Id(unionVar(u)))))
			}
			box = append(box, jen.Case(jen.Lit(k)).Block(jen.Op("*").Id("v").Op("=").Op("*").Add(typed)))
		}
		if len(code) > 0 {
			g.Switch(i).Block(code...)
		}
		g.If(jen.Add(x).Op("!=").Nil().Op("&&").Op("!").Id(variantsVar(u)).Dot("Box").Call(i, e.ptr(jen.Id("v")), x)).Block(jen.Switch(i).Block(box...))
	})
}

// readVariant is the case of variant i of u in its decoder: read a value from the
// Decoder's chunks, decode its fields, and box it, by Box or else by conversion.
//
//	x := (*TextPart)(stitchVariantsPart.New(d, 0))
//	stitchFieldsTextPart(d, x, stitchUnionPart)
//	if !stitchVariantsPart.Box(0, unsafe.Pointer(v), unsafe.Pointer(x)) {
//		*v = *x
//	}
func (e *emitter) readVariant(u *model.Union, i int) []jen.Code {
	v := u.Variants[i]
	fields := jen.Id(fieldsFunc(v.Struct)).Call(jen.Id("d"), jen.Id("x"), jen.Id(unionVar(u)))
	if e.objectOnly(v.Struct) {
		fields = jen.Id("d").Dot("Object").Call(jen.Id(objectVar(v.Struct)), e.ptr(jen.Id("x")), jen.Id(unionVar(u)))
	}
	return []jen.Code{
		jen.Id("x").Op(":=").Parens(jen.Op("*").Add(e.typ(v.Struct))).Call(jen.Id(variantsVar(u)).Dot("New").Call(jen.Id("d"), jen.Lit(i))),
		fields,
		jen.If(jen.Op("!").Id(variantsVar(u)).Dot("Box").Call(jen.Lit(i), e.ptr(jen.Id("v")), e.ptr(jen.Id("x")))).Block(
			jen.Op("*").Id("v").Op("=").Op("*").Id("x"),
		),
	}
}

// bitNames names the bit of each field in a struct decoder's seen set: b
// and the field's Go path (bName, bBase_ID), made unique.
func bitNames(s *model.Struct) []string {
	var names []string
	for _, f := range s.Fields {
		n := "b" + strings.Join(f.Index, "_")
		for i := 2; slices.Contains(names, n); i++ {
			n = "b" + strings.Join(f.Index, "_") + strconv.Itoa(i)
		}
		names = append(names, n)
	}
	return names
}

// structDecoder emits the shape assertions of s (see shapes) and
//
//	func stitchFieldsX(d *stitchimpl.Decoder, v *X, u *stitchimpl.Union) {
//		if u == nil && !d.BeginObject() { return }
//		const (
//			bName = iota
//			bLimit
//		)
//		var seen uint64
//		for d.NextKey() {
//			switch string(d.Key()) {
//			case "name": if !d.Field(&seen, 1<<bName) { continue }; ...
//			default: d.Unknown(u, "name, limit")
//			}
//		}
//		d.Require(seen, 1<<bName, "name")
//	}
//
// Each key's bit is a constant named after its field, so adding a field
// changes the lines of that field alone. Up to 64 keys seen is one word;
// past that an array of words, [bX/64] the word of bX.
//
// u is the union whose variant the object is read as, its '{' and label
// read already; nil, the function reads an object (withDecode: the struct
// is decoded as a value, not only as a union's variant).
func (e *emitter) structDecoder(s *model.Struct, withDecode bool) {
	if e.pkg.Tables && e.tableDecoder(s, withDecode) {
		return
	}
	name := s.Named.Name
	dp := jen.Id("d").Op("*").Add(e.rt("Decoder"))
	e.shapes(s)
	bits := bitNames(s)
	wide := len(s.Fields) > 64
	// bit is the word and the mask of the i-th field's bit in seen.
	bit := func(i int) (word, mask *jen.Statement) {
		if wide {
			return jen.Id("seen").Index(jen.Id(bits[i]).Op("/").Lit(64)), jen.Lit(1).Op("<<").Parens(jen.Id(bits[i]).Op("%").Lit(64))
		}
		return jen.Id("seen"), jen.Lit(1).Op("<<").Id(bits[i])
	}
	var allowed []string
	for _, f := range s.Fields {
		allowed = append(allowed, f.JSON)
	}
	e.f.Line()
	if withDecode {
		e.f.Comment(fieldsFunc(s) + " decodes one " + name + " object (u nil) or, as a variant of u, its keys after the '{'.")
	} else {
		e.f.Comment(fieldsFunc(s) + " decodes the keys of a " + name + ", a variant of u, after the '{'.")
	}
	e.f.Func().Add(e.name(fieldsFunc(s), "the decoder of "+name)).Params(dp, jen.Id("v").Op("*").Id(name), jen.Id("u").Op("*").Add(e.rt("Union"))).BlockFunc(func(g *jen.Group) {
		if withDecode {
			g.If(jen.Id("u").Op("==").Nil().Op("&&").Op("!").Id("d").Dot("BeginObject").Call()).Block(jen.Return())
		}
		if len(s.Fields) > 0 {
			g.Const().DefsFunc(func(g *jen.Group) {
				for i, b := range bits {
					if i == 0 {
						g.Id(b).Op("=").Iota()
					} else {
						g.Id(b)
					}
				}
			})
			if wide {
				g.Var().Id("seen").Index(jen.Lit((len(s.Fields) + 63) / 64)).Uint64()
			} else {
				g.Var().Id("seen").Uint64()
			}
		}
		if len(s.Refine)+len(s.Promoted) > 0 {
			g.Id("mark").Op(":=").Id("d").Dot("Mark").Call()
		}
		g.For(jen.Id("d").Dot("NextKey").Call()).Block(
			jen.Switch(jen.String().Parens(jen.Id("d").Dot("Key").Call())).BlockFunc(func(g *jen.Group) {
				for i, f := range s.Fields {
					word, mask := bit(i)
					first := presence(f)
					args := []jen.Code{jen.Op("&").Add(word), mask}
					if first == "FieldDefault" { // its null is told the default
						args = append(args, jen.Lit(string(f.Default)))
					}
					g.Case(jen.Lit(f.JSON)).BlockFunc(func(g *jen.Group) {
						g.If(jen.Op("!").Id("d").Dot(first).Call(args...)).Block(jen.Continue())
						e.field(g, f, fieldRef(f))
					})
				}
				g.Default().BlockFunc(func(g *jen.Group) {
					switch s.Policy {
					case model.Plain:
						g.Id("d").Dot("Skip").Call()
					case model.Loose:
						e.rest(g, s.Rest)
					default:
						g.Id("d").Dot("Unknown").Call(jen.Id("u"), jen.Lit(strings.Join(allowed, ", ")))
					}
				})
			}),
		)
		for i, f := range s.Fields {
			word, mask := bit(i)
			switch {
			case f.Required && s.Discriminator != nil && f != s.Discriminator:
				// A variant's key: the message says which labels require it.
				g.Id("d").Dot("RequireIn").Call(word, mask, jen.Id("u"), jen.Lit(f.JSON), jen.Lit(strings.Join(s.Discriminator.Checks.Labels, " | ")))
			case f.Required:
				g.Id("d").Dot("Require").Call(word, mask, jen.Lit(f.JSON))
			case f.Default != nil:
				g.If(word.Op("&").Parens(mask).Op("==").Lit(0)).BlockFunc(func(g *jen.Group) { e.constant(g, f, f.Default, fieldRef(f)) })
			}
		}
		// requires=: judged on the keys sent (seen; a default fills no
		// bit, and a null read as absent sets none).
		for i, f := range s.Fields {
			for _, r := range f.Requires {
				byWord, byMask := bit(i)
				word, mask := bit(slices.IndexFunc(s.Fields, func(g *model.Field) bool { return g.JSON == r }))
				g.Id("d").Dot("RequireWith").Call(byWord, byMask, word, mask, jen.Lit(r), jen.Lit(f.JSON))
			}
		}
		e.refines(g, s, jen.Id("mark"))
	})
}

// presence is the Decoder method that starts reading field f's value: the
// key's first reading (a repeated key is an issue) and what a null sent
// for it means — a value (First, for a nullable key and for a required key
// of any or json.RawMessage, whose values null is one of; FieldAny for an
// optional one, where the null is the key left out only when such values
// travel as JSON text), or the key left out under stitch.WireNullAbsent,
// and otherwise a type issue with "leave the key out" advice for an
// optional key (FieldOpt) that names its default (FieldDefault).
//
// A required key cannot be left out, so a null for one of any is its value
// on every wire: a strict dialect that declares the key's kinds (a key any
// in one variant and a struct in another, whose hull lists the kinds, null
// among them) is answered as it declares (genfuzz seed 1200707).
func presence(f *model.Field) string {
	switch {
	case f.Nullable:
		return "First"
	}
	switch model.Deref(f.Type).(type) {
	case *model.Any, *model.Raw:
		if f.Required {
			return "First"
		}
		return "FieldAny"
	}
	switch {
	case f.Required:
		return "Field"
	case f.Default != nil:
		return "FieldDefault"
	}
	return "FieldOpt"
}

// refines writes the refine functions run on a struct's value once its
// keys are read, each if no issue was found since mark: an embedded
// struct's on its value (v.Base), then the struct's own.
func (e *emitter) refines(g *jen.Group, s *model.Struct, mark jen.Code) {
	for _, p := range s.Promoted {
		x := jen.Id("v")
		for _, name := range p.Index {
			x = x.Dot(name)
		}
		g.If(jen.Op("!").Id("d").Dot("Since").Call(mark)).Block(e.refineCall(p.Func, x))
	}
	for _, fn := range s.Refine {
		g.If(jen.Op("!").Id("d").Dot("Since").Call(mark)).Block(e.refineCall(fn, jen.Op("*").Id("v")))
	}
}

// decodeCall decodes one value of the struct or union t into *v by the
// Decoder d (a *Decoder, or the Decoder itself when local):
// stitchFieldsX(d, v, nil) or stitchDecodeU(d, v), or, for a struct whose
// table reads all of it, d.Object(stitchObjX, unsafe.Pointer(v), nil).
func (e *emitter) decodeCall(t model.Type, local bool, v jen.Code) *jen.Statement {
	d := jen.Id("d")
	if local {
		d = jen.Op("&").Id("d")
	}
	if s, ok := t.(*model.Struct); ok {
		if e.objectOnly(s) {
			return jen.Id("d").Dot("Object").Call(jen.Id(objectVar(s)), e.ptr(v), jen.Nil())
		}
		return jen.Id(fieldsFunc(s)).Call(d, v, jen.Nil())
	}
	return jen.Id(decodeFunc(t)).Call(d, v)
}

// objectOnly reports whether s is read by its table alone, with no function
// of its own: d.Object(stitchObjX, …) wherever it is read (see tableOnly).
func (e *emitter) objectOnly(s *model.Struct) bool { return e.pkg.Tables && e.tableOnly(s) }

// refineCall is the call of a refine function on x:
//
//	if err := CheckX(x); err != nil { d.Fail(stitch.CodeCustom, err.Error()) }
func (e *emitter) refineCall(fn string, x jen.Code) *jen.Statement {
	return e.failOnError(e.qual(e.pkg.Path, fn).Call(x))
}

// failOnError is an if statement that records the error call returns:
//
//	if err := call; err != nil { d.Fail(stitch.CodeCustom, err.Error()) }
func (e *emitter) failOnError(call jen.Code) *jen.Statement {
	return jen.If(jen.Err().Op(":=").Add(call), jen.Err().Op("!=").Nil()).Block(
		jen.Id("d").Dot("Fail").Call(e.rt("CodeCustom"), jen.Err().Dot("Error").Call()),
	)
}

// rest writes the default case of a loose object: the unknown key goes to
// the rest map.
func (e *emitter) rest(g *jen.Group, f *model.Field) {
	m := f.Type.(*model.Map)
	dst := fieldRef(f)
	g.If(jen.Add(dst).Op("==").Nil()).Block(jen.Add(dst).Op("=").Make(e.typ(f.Type)))
	g.Id("k").Op(":=").Add(e.keyType(m)).Parens(jen.Id("d").Dot("KeyString").Call())
	g.If(jen.List(jen.Id("_"), jen.Id("dup")).Op(":=").Add(dst).Index(jen.Id("k")), jen.Id("dup")).Block(
		jen.Id("d").Dot("Duplicate").Call(),
		jen.Continue(),
	)
	g.Var().Id("x").Add(e.typ(m.Elem))
	e.checked(g, m.Elem, jen.Id("x"), f.Elem, 0)
	g.Add(dst).Index(jen.Id("k")).Op("=").Id("x")
}

// fieldRef is the field in v: v.Name, v.Base.ID.
func fieldRef(f *model.Field) *jen.Statement {
	s := jen.Id("v")
	for _, n := range f.Index {
		s.Dot(n)
	}
	return s
}

// field writes the statements that decode one field's value into dst, with
// its checks, refine functions and catch fallback.
func (e *emitter) field(g *jen.Group, f *model.Field, dst jen.Code) {
	if f.Catch != nil {
		g.Id("cm").Op(":=").Id("d").Dot("Mark").Call()
	}
	e.checked(g, f.Type, dst, &f.Checks, 0)
	if f.Catch != nil {
		g.If(jen.Id("d").Dot("Since").Call(jen.Id("cm"))).BlockFunc(func(g *jen.Group) {
			g.Id("d").Dot("Rewind").Call(jen.Id("cm"))
			e.constant(g, f, f.Catch, dst)
		})
	}
}

// checked writes the decoding of one value (a field's or an element's) with
// its checks, then its refine functions if the value had no issue:
//
//	rm := d.Mark()
//	...
//	if !d.Since(rm) { if err := CheckX(v.X); err != nil { d.Fail(stitch.CodeCustom, err.Error()) } }
func (e *emitter) checked(g *jen.Group, t model.Type, dst jen.Code, c *model.Checks, lvl int) {
	if n, ok := t.(*model.Nullable); ok {
		e.nullable(g, n, dst, c, lvl, true) // the refine functions take the value
		return
	}
	if c == nil || len(c.Refine) == 0 {
		e.value(g, t, dst, c, lvl)
		return
	}
	g.Id("rm").Op(":=").Id("d").Dot("Mark").Call()
	e.value(g, t, dst, c, lvl)
	g.If(jen.Op("!").Id("d").Dot("Since").Call(jen.Id("rm"))).BlockFunc(func(g *jen.Group) {
		for _, fn := range c.Refine {
			g.Add(e.refineCall(fn, dst))
		}
	})
}

// constant writes the statements that set dst to a JSON constant (a default
// or catch value): a Go literal for scalars, else the constant decoded by the
// field's own decoder.
//
//	v.Limit = int(100)
//	{ var cd stitchimpl.Decoder; cd.Reset([]byte("[\"a\"]"), stitch.Limits{}); d := &cd; ... }
func (e *emitter) constant(g *jen.Group, f *model.Field, raw json.RawMessage, dst jen.Code) {
	if b, ok := f.Type.(*model.Basic); ok && len(model.Rewrites(&f.Checks)) == 0 && string(raw) != "null" {
		var lit *jen.Statement
		switch {
		case b.Kind == model.String:
			var s string
			if json.Unmarshal(raw, &s) == nil {
				lit = jen.Lit(s)
			}
		case b.Kind.IsInteger():
			if r, ok := new(big.Rat).SetString(string(raw)); ok && r.IsInt() {
				lit = num(r.Num().String())
			}
		default: // a boolean or a float
			lit = num(string(raw))
		}
		if lit != nil {
			g.Add(dst).Op("=").Add(e.typ(f.Type)).Parens(lit)
			return
		}
	}
	g.BlockFunc(func(g *jen.Group) {
		g.Var().Id("cd").Add(e.rt("Decoder"))
		g.Id("cd").Dot("Reset").Call(jen.Index().Byte().Parens(jen.Lit(string(raw))), e.rt("Limits").Values())
		g.Id("d").Op(":=").Op("&").Id("cd")
		e.value(g, f.Type, dst, &f.Checks, 0)
	})
}

// newTarget is a new *T for a pointer field: from the Decoder's slab for a scalar T,
// d.NewUint8() (converted for a named type: (*Age)(d.NewUint8())), else new(T).
func (e *emitter) newTarget(t model.Type) *jen.Statement {
	b, ok := t.(*model.Basic)
	if !ok {
		return jen.New(e.typ(t))
	}
	kind := b.Kind.GoString()
	call := jen.Id("d").Dot("New" + strings.ToUpper(kind[:1]) + kind[1:]).Call()
	if t.GoName() != nil {
		return jen.Parens(jen.Op("*").Add(e.typ(t))).Parens(call)
	}
	return call
}

// value writes the statements that decode one JSON value of type t into the
// lvalue dst. c carries the checks (nil for an element without dive); lvl
// numbers the locals of nested containers.
func (e *emitter) value(g *jen.Group, t model.Type, dst jen.Code, c *model.Checks, lvl int) {
	nullable := c != nil && c.Nullable
	switch p := t.(type) {
	case *model.Pointer:
		e.pointer(g, p, dst, c, lvl)
		return
	case *model.Nullable:
		e.nullable(g, p, dst, c, lvl, false)
		return
	}
	if _, ok := t.(*model.Any); ok {
		nullable = false // null is already a value
	}
	if nullable {
		g.If(jen.Op("!").Id("d").Dot("Null").Call()).BlockFunc(func(g *jen.Group) { e.nonNull(g, t, dst, c, lvl) })
		return
	}
	e.nonNull(g, t, dst, c, lvl)
}

// nonNull writes the decoding of a value that is not null (value's work
// once null is handled).
func (e *emitter) nonNull(g *jen.Group, t model.Type, dst jen.Code, c *model.Checks, lvl int) {
	x := jen.Id("x" + itoa(lvl))
	got := func(call *jen.Statement, value jen.Code) {
		g.If(jen.List(x, jen.Id("ok")).Op(":=").Add(call), jen.Id("ok")).Block(jen.Add(dst).Op("=").Add(value))
	}
	switch t := t.(type) {
	case *model.Basic:
		e.basic(g, t, dst, c, lvl)
	case *model.Text:
		e.textValue(g, dst, c, lvl)
	case *model.Time:
		got(jen.Id("d").Dot("Time").Call(jen.Lit("")), x)
	case *model.Raw:
		got(jen.Id("d").Dot("Raw").Call(), e.typ(t).Parens(x))
	case *model.Any:
		got(jen.Id("d").Dot("Any").Call(), x)
	case *model.Struct, *model.Union:
		g.Add(e.decodeCall(t, false, jen.Op("&").Add(dst)))
	case *model.Slice:
		e.slice(g, t, dst, c, lvl)
	case *model.Array:
		e.array(g, t, dst, c, lvl)
	case *model.Map:
		e.mapValue(g, t, dst, c, lvl)
	}
}

// textValue writes the decoding of a type that reads itself from text: the
// string with its checks, then its own UnmarshalText if they passed.
//
//	tm0 := d.Mark()
//	var t0 string
//	if x0, ok := d.String("a string"); ok { ...checks...; t0 = x0 }
//	if !d.Since(tm0) { if err := (&v.Addr).UnmarshalText([]byte(t0)); err != nil { d.Fail(stitch.CodeCustom, err.Error()) } }
func (e *emitter) textValue(g *jen.Group, dst jen.Code, c *model.Checks, lvl int) {
	tm, s := "tm"+itoa(lvl), "t"+itoa(lvl)
	var sc *model.Checks
	if c != nil {
		n := *c
		n.Nullable, n.Refine = false, nil // null and refine are the caller's
		sc = &n
	}
	g.Id(tm).Op(":=").Id("d").Dot("Mark").Call()
	g.Var().Id(s).String()
	e.basic(g, &model.Basic{Kind: model.String}, jen.Id(s), sc, lvl)
	g.If(jen.Op("!").Id("d").Dot("Since").Call(jen.Id(tm))).Block(
		e.failOnError(jen.Parens(jen.Op("&").Add(dst)).Dot("UnmarshalText").Call(jen.Index().Byte().Parens(jen.Id(s)))),
	)
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
