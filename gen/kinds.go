package gen

import (
	"slices"
	"strconv"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/stitchgen/stitchgen/model"
)

// The decoders of unions that choose their variant without a label: by the
// kind of the JSON value (//stitch:union by=kind) and by the keys present
// (//stitch:union by=keys).

// kindBits are the runtime's bits of the JSON kinds (stitchimpl.Kind).
var kindBits = map[string]string{
	"string": "KindString", "number": "KindNumber", "integer": "KindNumber",
	"boolean": "KindBool", "object": "KindObject", "array": "KindArray",
}

// kindUnion writes the decoder of a by=kind union: the JSON value's kind
// chooses the variant, which is read with its type's checks.
//
//	func stitchDecodeFieldValue(d *stitchimpl.Decoder, v *FieldValue) {
//		switch d.Kind(stitchimpl.KindString|stitchimpl.KindNumber|stitchimpl.KindBool, "a string, a number or a boolean") {
//		case stitchimpl.KindString:
//			var x TextValue
//			if x0, ok := d.String("a string"); ok { ...checks...; x = TextValue(x0) }
//			*v = x
//		...
//		}
//	}
func (e *emitter) kindUnion(u *model.Union) {
	var kinds *jen.Statement
	for _, v := range u.Variants {
		if kinds == nil {
			kinds = e.rt(kindBits[v.Kind()])
		} else {
			kinds.Op("|").Add(e.rt(kindBits[v.Kind()]))
		}
	}
	e.f.Line()
	e.f.Comment(decodeFunc(u) + " decodes one " + u.Named.Name + ", choosing the variant by the kind of the JSON value.")
	e.f.Func().Add(e.name(decodeFunc(u), "the decoder of union "+u.Named.Name)).Params(jen.Id("d").Op("*").Add(e.rt("Decoder")), jen.Id("v").Op("*").Id(u.Named.Name)).Block(
		jen.Switch(jen.Id("d").Dot("Kind").Call(kinds, jen.Lit(u.KindsWanted()))).BlockFunc(func(g *jen.Group) {
			for _, v := range u.Variants {
				g.Case(e.rt(kindBits[v.Kind()])).BlockFunc(func(g *jen.Group) {
					g.Var().Id("x").Add(e.typ(v.Type))
					e.checked(g, v.Type, jen.Id("x"), v.Checks, 0)
					g.Op("*").Id("v").Op("=").Id("x")
				})
			}
		}),
	)
}

// keysUnion writes the descriptor and decoder of a by=keys union: the
// marker keys present choose the variant.
//
//	var stitchUnionItem = &stitchimpl.Union{Markers: [][]string{{"node_id"}, ...}, OneOf: "send exactly one of: …", Owners: ...}
//	func stitchDecodeItem(d *stitchimpl.Decoder, v *Item) {
//		if !d.BeginObject() { return }
//		switch d.Keys(stitchUnionItem) {
//		case 0: x := (*ByNode)(stitchVariantsItem.New(d, 0)); stitchFieldsByNode(d, x, stitchUnionItem); if !stitchVariantsItem.Box(0, …) { *v = *x }
//		...
//		}
//	}
func (e *emitter) keysUnion(u *model.Union) {
	owners := map[string][]string{}
	var keys []string
	for _, v := range u.Variants {
		for _, f := range v.Struct.Fields {
			if _, ok := owners[f.JSON]; !ok {
				keys = append(keys, f.JSON)
			}
			owners[f.JSON] = append(owners[f.JSON], v.Names())
		}
	}
	slices.SortFunc(keys, func(a, b string) int { return strings.Compare(strconv.Quote(a), strconv.Quote(b)) })
	var owned, markers []jen.Code
	for _, k := range keys {
		owned = append(owned, jen.Lit(k).Op(":").Lit(strings.Join(owners[k], " | ")))
	}
	for _, v := range u.Variants {
		var ms []jen.Code
		for _, m := range v.Markers {
			ms = append(ms, jen.Lit(m))
		}
		markers = append(markers, jen.Values(ms...))
	}
	e.f.Line()
	e.f.Comment(unionVar(u) + " describes the union " + u.Named.Name + " for its decoder: the marker keys of each")
	e.f.Comment("variant, the issue when none or several variants' are sent, and the variants that allow each key.")
	e.f.Var().Add(e.name(unionVar(u), "the descriptor of union "+u.Named.Name)).Op("=").Op("&").Add(e.rt("Union")).Add(multi(
		kv("Markers", jen.Index().Index().String().Add(multi(markers...))),
		kv("OneOf", jen.Lit(u.ExactlyOne())),
		kv("Owners", jen.Map(jen.String()).String().Add(multi(owned...))),
	))
	e.f.Line()
	e.variants(u)
	e.f.Comment(decodeFunc(u) + " decodes one " + u.Named.Name + " object, choosing the variant by the keys it holds.")
	e.f.Func().Add(e.name(decodeFunc(u), "the decoder of union "+u.Named.Name)).Params(jen.Id("d").Op("*").Add(e.rt("Decoder")), jen.Id("v").Op("*").Id(u.Named.Name)).Block(
		jen.If(jen.Op("!").Id("d").Dot("BeginObject").Call()).Block(jen.Return()),
		jen.Switch(jen.Id("d").Dot("Keys").Call(jen.Id(unionVar(u)))).BlockFunc(func(g *jen.Group) {
			for i := range u.Variants {
				g.Case(jen.Lit(i)).Block(e.readVariant(u, i)...)
			}
		}),
	)
}
