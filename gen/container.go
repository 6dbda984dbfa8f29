package gen

import (
	"slices"
	"strconv"

	"github.com/dave/jennifer/jen"

	"github.com/stitchgen/stitchgen/model"
)

// pointer writes the decoding of a pointer: a new target, decoded, or nil
// for a null where the value is nullable.
//
//	if d.Null() { v.P = nil } else { p0 := new(T); ...; v.P = p0 }
func (e *emitter) pointer(g *jen.Group, t *model.Pointer, dst jen.Code, c *model.Checks, lvl int) {
	p := jen.Id("p" + itoa(lvl))
	decode := func(g *jen.Group) {
		g.Add(p).Op(":=").Add(e.newTarget(t.Elem))
		elem := jen.Op("*").Add(p)
		if _, ok := t.Elem.(*model.Slice); ok {
			elem = jen.Parens(elem) // sliced: (*p)[:0]
		}
		e.value(g, t.Elem, elem, withoutNull(c), lvl+1)
		g.Add(dst).Op("=").Add(p)
	}
	if c != nil && c.Nullable {
		g.If(jen.Id("d").Dot("Null").Call()).Block(jen.Add(dst).Op("=").Nil()).Else().BlockFunc(decode)
		return
	}
	decode(g)
}

// slice writes the decoding of a JSON array into a slice, made once at its
// final size:
//
//	if d.BeginArray() {
//		s0 := slices.Grow(v.Tags[:0], d.Items())
//		for d.NextItem() { var e0 string; ...; s0 = append(s0, e0) }
//		if s0 == nil { s0 = []string{} }
//		v.Tags = s0
//	}
func (e *emitter) slice(g *jen.Group, t *model.Slice, dst jen.Code, c *model.Checks, lvl int) {
	l := itoa(lvl)
	s, x, b := jen.Id("s"+l), jen.Id("e"+l), jen.Id("b"+l)
	max := c != nil && c.Max != nil
	st := g.Add()
	if c != nil && c.Single {
		// One item sent without the list (single): the list of it.
		//	if d.Single() { var e0 string; ...; v.Tags = append(v.Tags[:0], e0) } else if d.BeginArray() { ... }
		st = st.If(jen.Id("d").Dot("Single").Call()).BlockFunc(func(g *jen.Group) {
			g.Var().Add(x).Add(e.typ(t.Elem))
			e.checked(g, t.Elem, x, elemChecks(c), lvl+1)
			g.Add(dst).Op("=").Append(jen.Add(dst).Index(jen.Empty(), jen.Lit(0)), x)
			e.countOne(g, c, "items")
		}).Else()
	}
	st.If(jen.Id("d").Dot("BeginArray").Call()).BlockFunc(func(g *jen.Group) {
		get, put := e.scratch(t.Elem)
		elems := get != nil && put == nil
		keep := jen.Add(s).Op("=").Append(s, x)
		switch {
		case elems:
			// Or it is read once, into a buffer, and then copied at its size (see
			// stitchimpl.Elems): b0 := stitchItemsContact.Get(); ... *(*Contact)(b0.Add()) = e0 ...;
			// p0, k0 := stitchItemsContact.Keep(b0, …); v.Contacts = unsafe.Slice((*Contact)(p0), k0)
			g.Add(b).Op(":=").Add(get)
			keep = jen.Op("*").Parens(jen.Op("*").Add(e.typ(t.Elem))).Parens(jen.Add(b).Dot("Add").Call()).Op("=").Add(x)
		case get != nil: // a []string: b0 := d.StringItems(); ... b0.Add(e0) ...; v.Tags = d.Strings(v.Tags[:0], b0)
			g.Add(b).Op(":=").Add(get)
			keep = jen.Add(b).Dot("Add").Call(x)
		default:
			items := jen.Id("d").Dot("Items").Call()
			if max {
				items = jen.Min(items, jen.Lit(intOf(c.Max)))
			}
			g.Add(s).Op(":=").Add(e.qual("slices", "Grow")).Call(jen.Add(dst).Index(jen.Empty(), jen.Lit(0)), items)
		}
		count := jen.Len(s)
		if get != nil {
			count = jen.Len(dst) // counted once kept
		}
		if max {
			// Items past the maximum are read and checked but not kept, so an
			// overlong array costs no memory: if n0 < 3 { s0 = append(s0, e0) }; n0++
			count = jen.Id("n" + l)
			g.Add(count).Op(":=").Lit(0)
		}
		g.For(jen.Id("d").Dot("NextItem").Call()).BlockFunc(func(g *jen.Group) {
			g.Var().Add(x).Add(e.typ(t.Elem))
			e.checked(g, t.Elem, x, elemChecks(c), lvl+1)
			if max {
				g.If(jen.Add(count).Op("<").Lit(intOf(c.Max))).Block(keep)
				g.Add(count).Op("++")
			} else {
				g.Add(keep)
			}
		})
		switch {
		case elems:
			// Keep returns an element, not nil, for []: an empty slice.
			p, k := jen.Id("p"+l), jen.Id("k"+l)
			g.List(p, k).Op(":=").Id(scratchName(t.Elem)).Dot("Keep").Call(b, e.ptr(e.unsafe("SliceData").Call(dst)), jen.Cap(dst))
			g.Add(dst).Op("=").Add(e.unsafe("Slice")).Call(jen.Parens(jen.Op("*").Add(e.typ(t.Elem))).Parens(p), k)
		case put != nil:
			// Strings returns an empty slice, not nil, for [].
			g.Add(dst).Op("=").Add(put).Call(jen.Add(dst).Index(jen.Empty(), jen.Lit(0)), b)
		default:
			g.If(jen.Add(s).Op("==").Nil()).Block(jen.Add(s).Op("=").Add(e.typ(t)).Values())
			g.Add(dst).Op("=").Add(s)
		}
		e.countChecks(g, c, count, "items")
	})
}

// array writes the decoding of a JSON array into a Go array of its length:
//
//	if d.BeginArray() {
//		n0 := 0
//		for d.NextItem() { if n0 >= 2 { d.Skip() } else { ...(v.Pair)[n0]... }; n0++ }
//		if n0 < 2 { d.FailCount(...) } else if n0 > 2 { d.FailCount(...) }
//	}
func (e *emitter) array(g *jen.Group, t *model.Array, dst jen.Code, c *model.Checks, lvl int) {
	n := jen.Id("n" + itoa(lvl))
	size := jen.Lit(int(t.Len))
	n1 := strconv.FormatInt(t.Len, 10)
	want := jen.Lit("expected " + countPhrase(&model.Bound{Text: n1}, &model.Bound{Text: n1}, "items") + ", got ")
	st := g.Add()
	if c != nil && c.Single {
		// One item sent without the list (single): the array's first, and
		// too few unless it holds one.
		st = st.If(jen.Id("d").Dot("Single").Call()).BlockFunc(func(g *jen.Group) {
			if t.Len == 0 {
				g.Id("d").Dot("Skip").Call()
				g.Id("d").Dot("FailCount").Call(e.rt("CodeTooBig"), want, jen.Lit(1))
				return
			}
			e.checked(g, t.Elem, jen.Parens(dst).Index(jen.Lit(0)), elemChecks(c), lvl+1)
			if t.Len > 1 {
				g.Id("d").Dot("FailCount").Call(e.rt("CodeTooSmall"), want, jen.Lit(1))
			}
		}).Else()
	}
	st.If(jen.Id("d").Dot("BeginArray").Call()).Block(
		jen.Add(n).Op(":=").Lit(0),
		jen.For(jen.Id("d").Dot("NextItem").Call()).Block(
			jen.If(jen.Add(n).Op(">=").Add(size)).Block(
				jen.Id("d").Dot("Skip").Call(),
			).Else().BlockFunc(func(g *jen.Group) {
				e.checked(g, t.Elem, jen.Parens(dst).Index(n), elemChecks(c), lvl+1)
			}),
			jen.Add(n).Op("++"),
		),
		jen.If(jen.Add(n).Op("<").Add(size)).Block(
			jen.Id("d").Dot("FailCount").Call(e.rt("CodeTooSmall"), want, n),
		).Else().If(jen.Add(n).Op(">").Add(size)).Block(
			jen.Id("d").Dot("FailCount").Call(e.rt("CodeTooBig"), want, n),
		),
	)
}

// mapValue writes the decoding of a JSON object into a map, refusing a
// repeated key:
//
//	if d.BeginObject() {
//		m0 := v.Labels
//		if m0 == nil { m0 = make(map[string]string) }
//		for d.NextKey() { k0 := string(d.KeyString()); ...; var e0 string; ...; m0[k0] = e0 }
//		v.Labels = m0
//	}
func (e *emitter) mapValue(g *jen.Group, t *model.Map, dst jen.Code, c *model.Checks, lvl int) {
	l := itoa(lvl)
	m, x, k := jen.Id("m"+l), jen.Id("e"+l), jen.Id("k"+l)
	g.If(jen.Id("d").Dot("BeginObject").Call()).BlockFunc(func(g *jen.Group) {
		g.Add(m).Op(":=").Add(dst)
		g.If(jen.Add(m).Op("==").Nil()).Block(jen.Add(m).Op("=").Make(e.typ(t)))
		g.For(jen.Id("d").Dot("NextKey").Call()).BlockFunc(func(g *jen.Group) {
			g.Add(k).Op(":=").Add(e.keyType(t)).Parens(jen.Id("d").Dot("KeyString").Call())
			g.If(jen.List(jen.Id("_"), jen.Id("dup")).Op(":=").Add(m).Index(k), jen.Id("dup")).Block(
				jen.Id("d").Dot("Duplicate").Call(),
				jen.Continue(),
			)
			if c != nil && c.Keys != nil {
				e.keyChecks(g, c.Keys, k)
			}
			g.Var().Add(x).Add(e.typ(t.Elem))
			e.checked(g, t.Elem, x, elemChecks(c), lvl+1)
			g.Add(m).Index(k).Op("=").Add(x)
		})
		g.Add(dst).Op("=").Add(m)
		e.countChecks(g, c, jen.Len(m), "entries")
	})
}

// scratch returns how slices of t are read in one pass: the call that
// gets a buffer for their items and the function that keeps them (nil for
// an Elems, whose Keep slice writes), or nil when they are sized by counting
// their items first. Slices of structs and
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
	return jen.Id(name).Dot("Get").Call(), nil
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

// scratchPools declares the pools scratch named, each with the two
// functions that know its element type (see stitchimpl.Elems):
//
//	var stitchItemsContact = stitchimpl.NewElems(
//		func(n int) (unsafe.Pointer, uintptr) { return unsafe.Pointer(unsafe.SliceData(make([]Contact, n))), unsafe.Sizeof(*new(Contact)) },
//		func(dst, src unsafe.Pointer, n int) { … },
//	)
func (e *emitter) scratchPools() {
	for _, p := range e.scratches {
		t := e.typ(p.elem)
		items := func(at string) *jen.Statement {
			return e.unsafe("Slice").Call(jen.Parens(jen.Op("*").Add(t)).Parens(jen.Id(at)), jen.Id("n"))
		}
		move := jen.Func().Params(jen.List(jen.Id("dst"), jen.Id("src")).Add(e.unsafe("Pointer")), jen.Id("n").Int()).Block(
			jen.List(jen.Id("to"), jen.Id("from")).Op(":=").List(items("dst"), items("src")),
			jen.Copy(jen.Id("to"), jen.Id("from")),
			jen.Clear(jen.Id("from")),
		)
		e.f.Line()
		e.f.Comment(p.name + " is the item pool of []" + scratchElemName(p.elem) + ": its chunks, and how items move out of them.")
		e.f.Var().Add(e.name(p.name, "the item pool of []"+scratchElemName(p.elem))).Op("=").Add(e.rt("NewElems")).
			Custom(jen.Options{Open: "(", Close: ")", Separator: ",", Multi: true}, e.chunkFunc(t), move)
	}
}

// scratchElemName spells a pool's item type for a diagnostic: Contact, *Contact.
func scratchElemName(t model.Type) string {
	if p, ok := t.(*model.Pointer); ok {
		return "*" + p.Elem.GoName().Name
	}
	return t.GoName().Name
}
