package gen

import (
	"slices"
	"strconv"
	"strings"

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
	e.f.Line()
	e.textDecl(func(w *goText) {
		var kinds []string
		for _, v := range u.Variants {
			kinds = append(kinds, w.rt(kindBits[v.Kind()]))
		}
		w.line("// ", decodeFunc(u), " decodes one ", u.Named.Name, ", choosing the variant by the kind of the JSON value.")
		w.open("func ", decodeFunc(u), "(d *", w.rt("Decoder"), ", v *", u.Named.Name, ")")
		w.open("switch d.Kind(", strings.Join(kinds, "|"), ", ", strconv.Quote(u.KindsWanted()), ")")
		for _, v := range u.Variants {
			w.label("case ", w.rt(kindBits[v.Kind()]), ":")
			w.line("var x ", w.typ(v.Type))
			e.checked(w, v.Type, "x", v.Checks, 0)
			w.line("*v = x")
		}
		w.close()
		w.close()
	})
}

// keysUnion writes the descriptor and decoder of a by=keys union: the
// marker keys present choose the variant.
//
//	var stitchUnionItem = &stitchimpl.Union{Markers: [][]string{{"node_id"}, ...}, OneOf: "send exactly one of: …", Owners: ...}
//	func stitchDecodeItem(d *stitchimpl.Decoder, v *Item) {
//		if !d.BeginObject() { return }
//		switch d.Keys(stitchUnionItem) {
//		case 0: x := stitchVariantsItem.ByNode.New(d); stitchFieldsByNode(d, x, stitchUnionItem); *v = stitchVariantsItem.ByNode.Box(x)
//		...
//		}
//	}
func (e *emitter) keysUnion(u *model.Union) {
	e.f.Line()
	e.textDecl(func(w *goText) {
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
		var owned []element
		for _, k := range keys {
			owned = append(owned, element{strconv.Quote(k), strconv.Quote(strings.Join(owners[k], " | "))})
		}
		slices.SortFunc(owned, func(a, b element) int { return strings.Compare(a.key, b.key) })
		w.line("// ", unionVar(u), " describes the union ", u.Named.Name, " for its decoder: the marker keys of each")
		w.line("// variant, the issue when none or several variants' are sent, and the variants that allow each key.")
		w.line("var ", unionVar(u), " = &", w.rt("Union"), "{")
		w.depth++
		w.line("Markers: [][]string{")
		w.depth++
		for _, v := range u.Variants {
			var ms []string
			for _, m := range v.Markers {
				ms = append(ms, strconv.Quote(m))
			}
			w.line("{", strings.Join(ms, ", "), "},")
		}
		w.depth--
		w.line("},")
		w.line("OneOf: ", strconv.Quote(u.ExactlyOne()), ",")
		w.line("Owners: map[string]string{")
		w.depth++
		w.elements(owned)
		w.depth--
		w.line("},")
		w.depth--
		w.line("}")
		w.blank()
		e.variantsText(w, u)
		w.line("// ", decodeFunc(u), " decodes one ", u.Named.Name, " object, choosing the variant by the keys it holds.")
		w.open("func ", decodeFunc(u), "(d *", w.rt("Decoder"), ", v *", u.Named.Name, ")")
		w.open("if !d.BeginObject()")
		w.line("return")
		w.close()
		w.open("switch d.Keys(", unionVar(u), ")")
		for i, v := range u.Variants {
			variant := variantsVar(u) + "." + v.Struct.Named.Name
			w.label("case ", strconv.Itoa(i), ":")
			w.line("x := ", variant, ".New(d)")
			w.line(fieldsFunc(v.Struct), "(d, x, ", unionVar(u), ")")
			w.line("*v = ", variant, ".Box(x)")
		}
		w.close()
		w.close()
	})
}
