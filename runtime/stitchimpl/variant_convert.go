//go:build stitch_convert

package stitchimpl

import "reflect"

// variantBoxesInPlace: Box converts, copying the value (see Variant).
const variantBoxesInPlace = false

// Variant reads and boxes the values of V, a variant of the union interface I, for
// generated code; NewVariant makes one. Built with stitch_convert, Box is Go's own
// conversion.
type Variant[I, V any] struct {
	id   uint32  // names V's chunk among the Decoder's (see variantChunks)
	size uintptr // the bytes of a V
	box  bool    // always false: Box converts (as the build without the tag reports it)
}

// NewVariant returns the Variant of V in I. I must be an interface type V implements;
// otherwise Box returns I's zero value, as the conversion it makes fails.
func NewVariant[I, V any]() Variant[I, V] {
	return Variant[I, V]{id: variantIDs.Add(1), size: reflect.TypeFor[V]().Size()}
}

// New returns a zero V to read a value into, as new(V) does, from a chunk of the
// Decoder's (chunks sized as in the build without the tag).
func (v *Variant[I, V]) New(d *Decoder) *V {
	c := &d.variants[v.id%uint32(len(d.variants))]
	elems, _ := c.elems.([]V)
	if c.id != v.id || c.left == 0 {
		elems = make([]V, c.refill(v.id, d.left(), v.size))
		c.elems = elems
	}
	p := &elems[len(elems)-int(c.left)]
	c.left--
	return p
}

// Box returns *p in an I: a copy, as Go's conversion makes it.
func (v *Variant[I, V]) Box(p *V) I {
	i, _ := any(*p).(I)
	return i
}

// variantChunk is the chunk of one variant type the Decoder hands elements out of.
type variantChunk struct {
	elems any // the chunk, a []V of the Variant chunkCount.id names
	chunkCount
}
