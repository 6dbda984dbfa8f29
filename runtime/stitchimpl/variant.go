package stitchimpl

import "sync/atomic"

// A union's value is the variant struct held by the union's interface. Assigning a struct
// to an interface copies it to a new allocation of its own: one allocation per union value
// read (256 of the 286 allocations of the Deep benchmark's parse). Generated code instead
// reads each variant into an element of a chunk of the Decoder and boxes that element,
//
//	x := stitchVariantsExpr.Not.New(d)
//	stitchFieldsNot(d, x, stitchUnionExpr)
//	*v = stitchVariantsExpr.Not.Box(x)
//
// so a parse allocates a few chunks per variant type, not one copy per value.
//
// Box makes the interface value point into the chunk, which Go has no expression for: an
// interface value is two words, the type (with the method table) and a pointer to the
// value, and Box writes them through unsafe (variant_unsafe.go). What makes that sound is
// what makes a copy into its own allocation sound: nothing writes to a boxed value (the
// element is handed out once, filled, boxed, and never touched again), and the garbage
// collector keeps a chunk alive for as long as any value points into it.
// TestVariantBoxesAsConversion checks the layout against the compiler's own conversion on
// every shape of variant, so a Go release that changed it would fail there. A type whose
// value is stored in the interface word itself (a struct of one pointer) is boxed by
// conversion, as before.
//
// Built with the tag stitch_convert (variant_convert.go), Box is Go's own conversion,
// which copies the value to an allocation of its own, and nothing here uses unsafe: the
// fallback for a Go release that changes how an interface holds its value, the day it
// ships. It costs one allocation per union value. CI runs the runtime's tests and an
// example with the tag.

// variantIDs numbers the Variants a program makes.
var variantIDs atomic.Uint32

// variantChunks is how many variant types' chunks a Decoder holds at once; a Variant's
// is the one at its id modulo this. Variants of one package are numbered in a row, so
// a tool with up to this many variant types has a chunk for each; two that share one
// take turns, each turn a new chunk.
const variantChunks = 8

// variantChunkMax is the most elements a variant chunk holds.
const variantChunkMax = 256

// chunkCount is what both builds' variantChunk keep of a chunk's size and owner.
type chunkCount struct {
	left uint32 // elements left in the chunk
	size uint32 // elements the chunk held
	id   uint32 // the Variant the chunk is of
}

// refill starts a new chunk for Variant id, of values of elem bytes, and returns how
// many elements to make it of (the caller makes them): a quarter of the input left to
// read in bytes, as the scalar slabs (see chunkSize), or twice the last chunk of the same
// Variant if that is more (what is left unused stays below what was used), between 4 and
// variantChunkMax elements.
func (c *chunkCount) refill(id uint32, left int, elem uintptr) int {
	n := uint32(min(max(uintptr(left)/4/max(elem, 1), 4), variantChunkMax))
	if c.id == id {
		n = max(n, min(2*c.size, variantChunkMax))
	}
	*c = chunkCount{left: n, size: n, id: id}
	return int(n)
}
