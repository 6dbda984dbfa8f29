package stitchimpl

import (
	"slices"
	"sync/atomic"
	"unsafe"
)

// A union's value is the variant struct held by the union's interface. Assigning a struct
// to an interface copies it to a new allocation of its own: one allocation per union value
// read (256 of the 286 allocations of the Deep benchmark's parse). Generated code instead
// reads each variant into an element of a chunk of the Decoder and boxes that element,
//
//	x := (*Not)(stitchVariantsExpr.New(d, 2))
//	stitchFieldsNot(d, x, stitchUnionExpr)
//	if !stitchVariantsExpr.Box(2, unsafe.Pointer(v), unsafe.Pointer(x)) {
//		*v = *x
//	}
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
// value is stored in the interface word itself (a struct of one pointer) is not boxed by
// Box (it returns false), and the generated conversion boxes it, as before.
//
// Built with the tag stitch_convert (variant_convert.go), Box never boxes, so every union
// value is Go's own conversion, which copies the value to an allocation of its own, and
// nothing here assumes how an interface holds its value: the fallback for a Go release
// that changes it, the day it ships. It costs one allocation per union value. CI runs the
// runtime's tests and an example with the tag.
//
// Nothing here is generic: a generic Variant[I, V] with its New and Box was compiled into
// the user's package once for each variant, about 5 ms of compiler CPU a variant (0.64 s
// of the 1.5 s a package of 100 tools with 120 variants took, see BENCHMARKS.md); what a
// variant costs now is its Chunk, one line of generated code.

// Variants reads and boxes the values of one union's variants for generated code;
// NewVariants makes it, and a variant is named by its index in the order given there.
type Variants struct{ vs []variant }

// variant is one variant's state.
type variant struct {
	id    uint32         // names the variant's chunk among the Decoder's (see variantChunks)
	box   bool           // a value in the union's interface points to the value (false: conversion boxes it)
	typ   unsafe.Pointer // the first word of a value in the union's interface: its type and method table
	size  uintptr        // the bytes of a value
	chunk Chunk          // makes the variant's chunks
	obj   *Object        // the variant's table, when it reads all of it (Objects)
}

// A Chunk makes a chunk of n values of one variant V: it returns the first element of a
// new []V of n elements, and the size of a V. Generated code writes one for each variant:
//
//	func(n int) (unsafe.Pointer, uintptr) { return unsafe.Pointer(unsafe.SliceData(make([]Not, n))), unsafe.Sizeof(Not{}) }
type Chunk func(n int) (first unsafe.Pointer, size uintptr)

// NewVariants returns the Variants of a union: protos points to an array of the zero
// value of each variant, each in the union's interface (a [...]Expr{Lit{}, Not{}, ...}),
// and chunks holds the Chunk of each, in the same order.
func NewVariants(protos unsafe.Pointer, chunks ...Chunk) *Variants {
	vs := &Variants{vs: make([]variant, len(chunks))}
	for i, c := range chunks {
		_, size := c(0)
		typ, box := boxWords(unsafe.Add(protos, uintptr(i)*unsafe.Sizeof([2]unsafe.Pointer{})))
		vs.vs[i] = variant{id: variantIDs.Add(1), box: box, typ: typ, size: size, chunk: c}
	}
	return vs
}

// New returns a zero value of variant i to read a value into, as new(V) does, from a
// chunk of the Decoder's.
func (vs *Variants) New(d *Decoder, i int) unsafe.Pointer { return d.newVariant(&vs.vs[i]) }

// newVariant is New's work: the next element of v's chunk, a new chunk when it has none.
func (d *Decoder) newVariant(v *variant) unsafe.Pointer {
	c := &d.variants[v.id%uint32(len(d.variants))]
	if c.id != v.id || c.left == 0 {
		c.next, _ = v.chunk(c.refill(v.id, d.left(), v.size))
	}
	p := c.next
	c.left--
	if c.left > 0 {
		c.next = unsafe.Add(c.next, v.size)
	} else {
		c.next = nil // never past the chunk's end
	}
	return p
}

// variantChunk is the chunk of one variant type the Decoder hands elements out of.
type variantChunk struct {
	next unsafe.Pointer // the next element to hand out; nil once none is left
	chunkCount
}

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

// Objects gives vs the table of each variant that its table reads whole (nil for one its
// generated code reads), in NewVariants' order, for Variant.
func (vs *Variants) Objects(objs ...*Object) *Variants {
	for i, o := range objs {
		vs.vs[i].obj = o
	}
	return vs
}

// Variant reads one object of the union u, whose labels name the variants of vs (u.Of: the
// variant of each label), for the decoder of a union in a package read by tables: its '{',
// its label (Label), and the variant it chooses, into a new element of vs (New), which it
// returns with its index. A variant with a table (Objects) is read by it; one without is
// left for the generated code to read, its keys after the '{'. The caller boxes the value
// (Box, or Go's conversion). A nil pointer: no variant was read (an issue).
//
//	i, x := d.Variant(stitchUnionOp, stitchVariantsOp)
//	switch i {
//	case 1: // read by code
//		stitchFieldsSetPriority(d, (*SetPriority)(x), stitchUnionOp)
//	}
//	if x != nil && !stitchVariantsOp.Box(i, unsafe.Pointer(v), x) {
//		switch i {
//		case 0:
//			*v = *(*SetStatus)(x)
//		…
//		}
//	}
func (d *Decoder) Variant(u *Union, vs *Variants) (int, unsafe.Pointer) {
	if !d.BeginObject() {
		return -1, nil
	}
	label, k, ok := d.labelOf(u)
	if !ok {
		return -1, nil
	}
	if k < 0 {
		k = slices.Index(u.Labels, label) // u.Default
	}
	i := int(u.Of[k])
	x := vs.New(d, i)
	if o := vs.vs[i].obj; o != nil {
		d.Object(o, x, u)
	}
	return i, x
}
