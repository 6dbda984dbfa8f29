package stitchimpl

// Generated code allocates the target of a pointer to a scalar (Age *uint8), and the array
// of a []string, from a slab of the Decoder instead of with new or make: one allocation
// per chunk of targets, not one per value (10 000 contacts with an age: 3 allocations
// instead of 10 000). A slab hands each element
// out once and is dropped by Reset, so no two pointers of one parse, nor of two parses,
// share a target. A kept pointer keeps its chunk alive, as a kept string keeps its arena
// chunk.

// slabMax is the most elements a slab chunk holds.
const slabMax = 4096

// A slab is the free elements of the chunk of one kind: a []T that next and take hand out
// one element or one run of elements at a time. Its functions are generic functions, not
// methods of a generic type: a package that uses a Decoder compiles the instantiations
// it calls (NewUint8 inlined: next[uint8]) and no others, where the methods of 14
// instantiated slab types were compiled into every package that touches a Decoder
// (about 200 M compiler instructions each, whatever its size).

// chunkSize is how many elements a new chunk holds: one per 64 bytes of input left to
// read, between 4 and slabMax. Elements take at most 16 bytes, so what a chunk leaves
// unused stays within a quarter of the input, for each kind a tool reads.
func chunkSize(left int) int { return min(max(left/64, 4), slabMax) }

// next returns a new *T from the slab free.
func next[T any](free *[]T, left int) *T {
	if len(*free) == 0 {
		*free = make([]T, chunkSize(left))
	}
	p := &(*free)[0]
	*free = (*free)[1:]
	return p
}

// take returns an empty slice with room for exactly n elements (n > 0), cut from the
// slab free, or made on its own when n is more than a quarter of a chunk. Its capacity
// ends where the next slice's room begins, so an append past n moves to a new array.
func take[T any](free *[]T, n, left int) []T {
	if n > len(*free) {
		size := chunkSize(left)
		if n > size/4 {
			return make([]T, 0, n)
		}
		*free = make([]T, size)
	}
	t := (*free)[:0:n]
	*free = (*free)[n:]
	return t
}

// slabs holds a slab per scalar kind.
type slabs struct {
	str  []string
	bool []bool
	i    []int
	i8   []int8
	i16  []int16
	i32  []int32
	i64  []int64
	u    []uint
	u8   []uint8
	u16  []uint16
	u32  []uint32
	u64  []uint64
	f32  []float32
	f64  []float64
}

// left is how many bytes of the document are left to read.
func (d *Decoder) left() int { return len(d.data) - d.pos }

// NewString returns a new *string, as new(string) does, from the Decoder's slab.
func (d *Decoder) NewString() *string { return next(&d.slabs.str, d.left()) }

// stringItems is the pool the items of []string slices are read through.
var stringItems Scratch[string]

// StringItems returns an empty buffer for the items of a []string; Strings empties it.
// It is the Decoder's own for the whole parse, taken from the pool at the first []string
// and given back by Finish: the items of a []string are strings, so no two are read at
// once, and a call with a []string in each of 10 000 items takes one buffer, not 10 000.
func (d *Decoder) StringItems() *ItemBuf[string] {
	if d.strItems == nil {
		d.strItems = stringItems.Get()
	}
	return d.strItems
}

// Strings is Scratch.Keep for a []string: it returns the items of b in dst when it has
// the room, else in a slice of the Decoder's slab of strings whose capacity is exactly
// their number (10 000 contacts with a few tags each: a few allocations, not 10 000),
// and empties b. Like Keep, it never returns nil.
func (d *Decoder) Strings(dst []string, b *ItemBuf[string]) []string {
	out := dst[:0]
	if n := b.c.n + b.c.len; n > cap(dst) {
		out = take(&d.slabs.str, n, d.left())
	}
	return moveItems(b, out)
}

// NewBool returns a new *bool, as new(bool) does, from the Decoder's slab.
func (d *Decoder) NewBool() *bool { return next(&d.slabs.bool, d.left()) }

// NewInt returns a new *int, as new(int) does, from the Decoder's slab.
func (d *Decoder) NewInt() *int { return next(&d.slabs.i, d.left()) }

// NewInt8 returns a new *int8, as new(int8) does, from the Decoder's slab.
func (d *Decoder) NewInt8() *int8 { return next(&d.slabs.i8, d.left()) }

// NewInt16 returns a new *int16, as new(int16) does, from the Decoder's slab.
func (d *Decoder) NewInt16() *int16 { return next(&d.slabs.i16, d.left()) }

// NewInt32 returns a new *int32, as new(int32) does, from the Decoder's slab.
func (d *Decoder) NewInt32() *int32 { return next(&d.slabs.i32, d.left()) }

// NewInt64 returns a new *int64, as new(int64) does, from the Decoder's slab.
func (d *Decoder) NewInt64() *int64 { return next(&d.slabs.i64, d.left()) }

// NewUint returns a new *uint, as new(uint) does, from the Decoder's slab.
func (d *Decoder) NewUint() *uint { return next(&d.slabs.u, d.left()) }

// NewUint8 returns a new *uint8, as new(uint8) does, from the Decoder's slab.
func (d *Decoder) NewUint8() *uint8 { return next(&d.slabs.u8, d.left()) }

// NewUint16 returns a new *uint16, as new(uint16) does, from the Decoder's slab.
func (d *Decoder) NewUint16() *uint16 { return next(&d.slabs.u16, d.left()) }

// NewUint32 returns a new *uint32, as new(uint32) does, from the Decoder's slab.
func (d *Decoder) NewUint32() *uint32 { return next(&d.slabs.u32, d.left()) }

// NewUint64 returns a new *uint64, as new(uint64) does, from the Decoder's slab.
func (d *Decoder) NewUint64() *uint64 { return next(&d.slabs.u64, d.left()) }

// NewFloat32 returns a new *float32, as new(float32) does, from the Decoder's slab.
func (d *Decoder) NewFloat32() *float32 { return next(&d.slabs.f32, d.left()) }

// NewFloat64 returns a new *float64, as new(float64) does, from the Decoder's slab.
func (d *Decoder) NewFloat64() *float64 { return next(&d.slabs.f64, d.left()) }
