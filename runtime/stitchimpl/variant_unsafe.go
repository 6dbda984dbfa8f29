//go:build !stitch_convert

package stitchimpl

import "unsafe"

// variantBoxesInPlace: Box points the interface into the chunk (see Variants).
const variantBoxesInPlace = true

// boxWords reads the interface value at proto, a variant's zero value in its union's
// interface: its first word (the type and method table Box writes) and whether the value
// is held by pointer (a value stored in the interface word is a nil word when zero; a
// value held by pointer never is).
func boxWords(proto unsafe.Pointer) (typ unsafe.Pointer, box bool) {
	w := (*[2]unsafe.Pointer)(proto)
	return w[0], w[1] != nil
}

// Box sets the union value at dst to the value of variant i at p, pointing to it rather
// than to a copy, and reports whether it did; when it did not (a variant stored in the
// interface word), the caller converts. p must come from New, and nothing may write to
// the value afterwards.
func (vs *Variants) Box(i int, dst, p unsafe.Pointer) bool {
	v := &vs.vs[i]
	if !v.box {
		return false
	}
	w := (*[2]unsafe.Pointer)(dst)
	w[0], w[1] = v.typ, p
	return true
}
