package gen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/stitchgen/stitchgen/model"
)

// pointer writes the decoding of a pointer: a new target, decoded, or nil
// for a null where the value is nullable.
//
//	if d.Null() { v.P = nil } else { p0 := new(T); ...; v.P = p0 }
func (e *emitter) pointer(w *goText, t *model.Pointer, dst string, c *model.Checks, lvl int) {
	if c != nil && c.Nullable {
		w.open("if d.Null()")
		w.line(dst, " = nil")
		w.reopen("else")
		defer w.close()
	}
	p := "p" + strconv.Itoa(lvl)
	w.line(p, " := ", newTarget(w, t.Elem))
	elem := "*" + p
	if _, ok := t.Elem.(*model.Slice); ok {
		elem = "(" + elem + ")" // sliced: (*p)[:0]
	}
	e.value(w, t.Elem, elem, withoutNull(c), lvl+1)
	w.line(dst, " = ", p)
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
func (e *emitter) slice(w *goText, t *model.Slice, dst string, c *model.Checks, lvl int) {
	l := strconv.Itoa(lvl)
	s, x := "s"+l, "e"+l
	w.open("if d.BeginArray()")
	get, put := e.scratch(w, t.Elem)
	keep := s + " = append(" + s + ", " + x + ")"
	if get != "" {
		// Or it is read once, into a buffer, and then copied at its size (see
		// stitchimpl.Scratch): b0 := stitchItemsContact.Get(); ... b0.Add(e0) ...;
		// s0 := stitchItemsContact.Keep(v.Contacts[:0], b0)
		w.line("b", l, " := ", get)
		keep = "b" + l + ".Add(" + x + ")"
	} else {
		items := "d.Items()"
		if c != nil && c.Max != nil {
			items = "min(" + items + ", " + strconv.Itoa(intOf(c.Max)) + ")"
		}
		w.line(s, " := ", w.qual("slices", "Grow"), "(", dst, "[:0], ", items, ")")
	}
	count := "len(" + s + ")"
	if c != nil && c.Max != nil {
		// Items past the maximum are read and checked but not kept, so an
		// overlong array costs no memory: if n0 < 3 { s0 = append(s0, e0) }; n0++
		count = "n" + l
		w.line(count, " := 0")
	}
	w.open("for d.NextItem()")
	w.line("var ", x, " ", w.typ(t.Elem))
	e.checked(w, t.Elem, x, elemChecks(c), lvl+1)
	if c != nil && c.Max != nil {
		w.open("if ", count, " < ", strconv.Itoa(intOf(c.Max)))
		w.line(keep)
		w.close()
		w.line(count, "++")
	} else {
		w.line(keep)
	}
	w.close()
	if put != "" {
		w.line(s, " := ", put, "(", dst, "[:0], b", l, ")")
	}
	w.open("if ", s, " == nil")
	w.line(s, " = ", w.typ(t), "{}")
	w.close()
	w.line(dst, " = ", s)
	e.countChecks(w, c, count, "items")
	w.close()
}

// array writes the decoding of a JSON array into a Go array of its length:
//
//	if d.BeginArray() {
//		n0 := 0
//		for d.NextItem() { if n0 >= 2 { d.Skip() } else { ...(v.Pair)[n0]... }; n0++ }
//		if n0 < 2 { d.FailCount(...) } else if n0 > 2 { d.FailCount(...) }
//	}
func (e *emitter) array(w *goText, t *model.Array, dst string, c *model.Checks, lvl int) {
	n := "n" + strconv.Itoa(lvl)
	size := strconv.Itoa(int(t.Len))
	want := strconv.Quote(fmt.Sprintf("expected exactly %d items, got ", t.Len))
	w.open("if d.BeginArray()")
	w.line(n, " := 0")
	w.open("for d.NextItem()")
	w.open("if ", n, " >= ", size)
	w.line("d.Skip()")
	w.reopen("else")
	e.checked(w, t.Elem, "("+dst+")["+n+"]", elemChecks(c), lvl+1)
	w.close()
	w.line(n, "++")
	w.close()
	w.open("if ", n, " < ", size)
	w.line("d.FailCount(", w.rt("CodeTooSmall"), ", ", want, ", ", n, ")")
	w.reopen("else if ", n, " > ", size)
	w.line("d.FailCount(", w.rt("CodeTooBig"), ", ", want, ", ", n, ")")
	w.close()
	w.close()
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
func (e *emitter) mapValue(w *goText, t *model.Map, dst string, c *model.Checks, lvl int) {
	l := strconv.Itoa(lvl)
	m, x, k := "m"+l, "e"+l, "k"+l
	w.open("if d.BeginObject()")
	w.line(m, " := ", dst)
	w.open("if ", m, " == nil")
	w.line(m, " = make(", w.typ(t), ")")
	w.close()
	w.open("for d.NextKey()")
	w.line(k, " := ", keyType(w, t), "(d.KeyString())")
	w.open("if _, dup := ", m, "[", k, "]; dup")
	w.line("d.Duplicate()")
	w.line("continue")
	w.close()
	if c != nil && c.Keys != nil {
		e.keyChecks(w, c.Keys, k)
	}
	w.line("var ", x, " ", w.typ(t.Elem))
	e.checked(w, t.Elem, x, elemChecks(c), lvl+1)
	w.line(m, "[", k, "] = ", x)
	w.close()
	w.line(dst, " = ", m)
	e.countChecks(w, c, "len("+m+")", "entries")
	w.close()
}

// scratch returns how slices of t are read in one pass: the call that
// gets a buffer for their items and the function that keeps them, or ""
// when they are sized by counting their items first. Slices of structs and
// unions or of pointers to them, whose arrays hold most of a large call,
// go through a pool that scratchPools declares (one per name: two
// *model.Pointer to one struct share it); a []string through the runtime's
// own, so that its room comes from the Decoder's slab. Counting a slice of
// other scalars reads little.
func (e *emitter) scratch(w *goText, t model.Type) (get, keep string) {
	if b, ok := t.(*model.Basic); ok && b.Kind == model.String && b.GoName() == nil {
		return "d.StringItems()", "d.Strings"
	}
	name := scratchName(t)
	if name == "" {
		return "", ""
	}
	if !slices.ContainsFunc(e.scratches, func(p scratchPool) bool { return p.name == name }) {
		e.scratches = append(e.scratches, scratchPool{name, t})
	}
	return name + ".Get()", name + ".Keep"
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

// scratchPools declares the pools scratch named, the types aligned as
// gofmt aligns them:
//
//	var (
//		stitchItemsContact    stitchimpl.Scratch[Contact]
//		stitchItemsPtrContact stitchimpl.Scratch[*Contact]
//	)
func (e *emitter) scratchPools() {
	if len(e.scratches) == 0 {
		return
	}
	e.f.Line()
	e.textDecl(func(w *goText) {
		if len(e.scratches) == 1 {
			p := e.scratches[0]
			w.line("var ", p.name, " ", w.rt("Scratch"), "[", w.typ(p.elem), "]")
			return
		}
		width := 0
		for _, p := range e.scratches {
			width = max(width, utf8.RuneCountInString(p.name))
		}
		w.line("var (")
		w.depth++
		for _, p := range e.scratches {
			pad := strings.Repeat(" ", width-utf8.RuneCountInString(p.name)+1)
			w.line(p.name, pad, w.rt("Scratch"), "[", w.typ(p.elem), "]")
		}
		w.depth--
		w.line(")")
	})
}
