//go:build !stitch_convert

package stitchimpl

import "unsafe"

// variantBoxesInPlace: Box points the interface into the chunk (see Variant).
const variantBoxesInPlace = true

// Variant reads and boxes the values of V, a variant of the union interface I, for
// generated code; NewVariant makes one. Its work is done by non-generic code on its
// variant (the chunk and the boxing words) and by the allocation function NewVariant
// writes for V: what the compiler instantiates in the user's package for each variant
// is New and Box, a few lines each (12 variants cost a 10-tool package 560 M compiler
// instructions while New held the chunk logic).
type Variant[I, V any] struct{ variant }

// variant is a Variant's state, of any I and V.
type variant struct {
	id    uint32                     // names V's chunk among the Decoder's (see variantChunks)
	box   bool                       // a V in an I points to the value (false: conversion boxes it)
	typ   unsafe.Pointer             // the first word of a V in an I: its type and method table
	size  uintptr                    // the bytes of a V
	chunk func(n int) unsafe.Pointer // makes a []V of n elements and returns its first
}

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
	return Variant[I, V]{variant{id: variantIDs.Add(1), typ: w[0], box: box, size: unsafe.Sizeof(zero), chunk: newChunk[V]}}
}

// newChunk makes a []V of n elements and returns its first.
func newChunk[V any](n int) unsafe.Pointer { return unsafe.Pointer(unsafe.SliceData(make([]V, n))) }

// New returns a zero V to read a value into, as new(V) does, from a chunk of the
// Decoder's.
func (v *Variant[I, V]) New(d *Decoder) *V { return (*V)(d.newVariant(&v.variant)) }

// newVariant is New's work: the next element of v's chunk, a new chunk when it has none.
func (d *Decoder) newVariant(v *variant) unsafe.Pointer {
	c := &d.variants[v.id%uint32(len(d.variants))]
	if c.id != v.id || c.left == 0 {
		c.next = v.chunk(c.refill(v.id, d.left(), v.size))
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
	chunkCount
}
