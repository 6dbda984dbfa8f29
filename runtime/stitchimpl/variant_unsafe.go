//go:build !stitch_convert

package stitchimpl

import "unsafe"

// variantBoxesInPlace: Box points the interface into the chunk (see Variant).
const variantBoxesInPlace = true

// Variant reads and boxes the values of V, a variant of the union interface I, for
// generated code; NewVariant makes one.
type Variant[I, V any] struct {
	id  uint32         // names V's chunk among the Decoder's (see variantChunks)
	typ unsafe.Pointer // the first word of a V in an I: its type and method table
	box bool           // a V in an I points to the value (false: conversion boxes it)
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
	chunkCount
}
