package stitchimpl

import (
	"sync/atomic"
	"unsafe"
)

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
// value, and Box writes them through unsafe. What makes that sound is what makes a copy
// into its own allocation sound: nothing writes to a boxed value (the element is handed out
// once, filled, boxed, and never touched again), and the garbage collector keeps a chunk
// alive for as long as any value points into it. TestVariantBoxesAsConversion checks the
// layout against the compiler's own conversion on every shape of variant, so a Go release
// that changed it would fail there. A type whose value is stored in the interface word
// itself (a struct of one pointer) is boxed by conversion, as before.

// Variant reads and boxes the values of V, a variant of the union interface I, for
// generated code; NewVariant makes one.
type Variant[I, V any] struct {
	id  uint32         // names V's chunk among the Decoder's (see variantChunks)
	typ unsafe.Pointer // the first word of a V in an I: its type and method table
	box bool           // a V in an I points to the value (false: conversion boxes it)
}

// variantIDs numbers the Variants a program makes.
var variantIDs atomic.Uint32

// NewVariant returns the Variant of V in I. I must be an interface type V implements;
// otherwise Box converts, as plain Go would.
func NewVariant[I, V any]() Variant[I, V] {
	var zero V
	var none I
	proto, ok := any(zero).(I)
	w := (*[2]unsafe.Pointer)(unsafe.Pointer(&proto))
	// An interface's zero value is nil; a V stored in the interface word is a nil word
	// when zero, and a V held by pointer never is.
	box := ok && any(none) == nil && unsafe.Sizeof(proto) == unsafe.Sizeof(*w) && w[1] != nil
	return Variant[I, V]{id: variantIDs.Add(1), typ: w[0], box: box}
}

// New returns a zero V to read a value into, as new(V) does, from a chunk of the
// Decoder's.
func (v *Variant[I, V]) New(d *Decoder) *V {
	c := &d.variants[v.id%uint32(len(d.variants))]
	if c.id != v.id || c.left == 0 {
		c.next = unsafe.Pointer(&make([]V, c.refill(v.id, d.left(), unsafe.Sizeof(*new(V))))[0])
	}
	p := (*V)(c.next)
	c.left--
	if c.left > 0 {
		c.next = unsafe.Add(c.next, unsafe.Sizeof(*p))
	} else {
		c.next = nil // never past the chunk's end
	}
	return p
}

// Box returns *p in an I, pointing to *p rather than to a copy. p must come from New, and
// nothing may write to *p afterwards.
func (v *Variant[I, V]) Box(p *V) I {
	var i I
	if !v.box {
		i, _ = any(*p).(I)
		return i
	}
	w := (*[2]unsafe.Pointer)(unsafe.Pointer(&i))
	w[0], w[1] = v.typ, unsafe.Pointer(p)
	return i
}

// variantChunk is the chunk of one variant type the Decoder hands elements out of.
type variantChunk struct {
	next unsafe.Pointer // the next element to hand out; nil once none is left
	left uint32         // elements left in the chunk
	size uint32         // elements the chunk held
	id   uint32         // the Variant the chunk is of
}

// variantChunks is how many variant types' chunks a Decoder holds at once; a Variant's
// is the one at its id modulo this. Variants of one package are numbered in a row, so
// a tool with up to this many variant types has a chunk for each; two that share one
// take turns, each turn a new chunk.
const variantChunks = 8

// variantChunkMax is the most elements a variant chunk holds.
const variantChunkMax = 256

// refill starts a new chunk for Variant id, of values of elem bytes, and returns how
// many elements to make it of (the caller sets next): a quarter of the input left to
// read in bytes, as the scalar slabs (see chunkSize), or twice the last chunk of the same
// Variant if that is more (what is left unused stays below what was used), between 4 and
// variantChunkMax elements.
func (c *variantChunk) refill(id uint32, left int, elem uintptr) int {
	n := uint32(min(max(uintptr(left)/4/max(elem, 1), 4), variantChunkMax))
	if c.id == id {
		n = max(n, min(2*c.size, variantChunkMax))
	}
	*c = variantChunk{left: n, size: n, id: id}
	return int(n)
}
