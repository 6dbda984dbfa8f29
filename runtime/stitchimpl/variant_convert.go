//go:build stitch_convert

package stitchimpl

import "unsafe"

// variantBoxesInPlace: Box never boxes; the generated conversion copies (see Variants).
const variantBoxesInPlace = false

// boxWords reads nothing of the interface value at proto: built with stitch_convert, Box
// never writes an interface's words.
func boxWords(unsafe.Pointer) (typ unsafe.Pointer, box bool) { return nil, false }

// Box reports false: built with stitch_convert, the caller boxes every union value by
// Go's own conversion, which copies it.
func (vs *Variants) Box(i int, dst, p unsafe.Pointer) bool { return false }
