package stitchimpl

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// TestScratchKeepsItemsInOrder: whatever the number of items, across chunks and across
// buffers reused from the pool, Keep returns them in order, in a slice of exactly their
// number (or in dst when it has the room), and leaves nothing in the buffer it gives back.
func TestScratchKeepsItemsInOrder(t *testing.T) {
	var s Scratch[*int]
	for _, n := range []int{0, 1, firstChunk, firstChunk + 1, 3000, 5, 3000} {
		b := s.Get()
		want := []*int{} // never nil: a JSON [] is an empty slice
		for i := range n {
			p := new(int)
			*p = i
			want = append(want, p)
			b.Add(p)
		}
		got := s.Keep(nil, b)
		assert.Equal(t, want, got, "%d items", n)
		assert.Equal(t, n, cap(got), "%d items: exact room", n)
		assert.Zero(t, b.c.len, "%d items: the buffer is emptied", n)
		assert.Empty(t, b.c.full)
		assert.Zero(t, b.c.n)
		for _, c := range append(b.c.spare, chunk{b.c.cur, b.c.room}) {
			for _, p := range unsafe.Slice((**int)(c.p), c.n) {
				assert.Nil(t, p, "%d items: a chunk still points at an item", n)
			}
		}
	}
	own := make([]*int, 0, 4)
	b := s.Get()
	b.Add(nil)
	b.Add(nil)
	got := s.Keep(own, b)
	assert.Len(t, got, 2)
	assert.True(t, &got[0] == &own[:1][0], "dst with the room is used")
	got = s.Keep(nil, s.Get())
	assert.NotNil(t, got, "no items and no dst: empty, not nil")
	assert.Empty(t, got)
}

// TestScratchChunksDouble: a buffer's chunks double from firstChunk to lastChunk, so
// filling one never copies an item and its room stays within the items' size plus one
// chunk.
func TestScratchChunksDouble(t *testing.T) {
	var b ItemBuf[int]
	for i := range 10 * lastChunk {
		b.Add(i)
	}
	var sizes []int
	for _, c := range b.c.full {
		sizes = append(sizes, c.n)
	}
	assert.Equal(t, []int{16, 32, 64, 128, 256, 512, 1024, 1024, 1024, 1024, 1024, 1024, 1024, 1024, 1024}, sizes)
	assert.Equal(t, 10*lastChunk-b.c.n, b.c.len)
}

// TestStringItemsOnePerParse: every []string of a parse is read through the Decoder's
// one buffer, emptied by Strings, and Finish gives it back.
func TestStringItemsOnePerParse(t *testing.T) {
	var d Decoder
	d.Reset([]byte(`"x"`), stitch.Limits{})
	b := d.StringItems()
	for _, items := range [][]string{{"a", "b"}, {}, {"c"}} {
		assert.Same(t, b, d.StringItems())
		for _, s := range items {
			b.Add(s)
		}
		assert.Equal(t, items, d.Strings(nil, b))
		assert.Zero(t, b.c.n+b.c.len, "Strings empties the buffer")
	}
	d.String("a string")
	assert.NoError(t, d.Finish())
	assert.Nil(t, d.strItems, "Finish gives the buffer back")
}

// TestScratchReusesItsRoom: a buffer emptied by Keep reads the next array into the chunks
// it has, whatever their order, and makes none while they suffice: its room after two
// arrays of 3000 items is its room after one.
func TestScratchReusesItsRoom(t *testing.T) {
	var b ItemBuf[int]
	fill := func(n int) []int {
		for i := range n {
			b.Add(i)
		}
		return moveItems(&b, make([]int, 0, n))
	}
	fill(3000)
	room := b.c.roomItems()
	assert.Equal(t, 3056, room, "16+32+…+1024, then 1024 chunks")
	for _, n := range []int{5, 3000, 2999, 1} {
		got := fill(n)
		assert.Len(t, got, n)
		for i, v := range got {
			if v != i {
				t.Fatalf("%d items: item %d is %d", n, i, v)
			}
		}
		assert.Equal(t, room, b.c.roomItems(), "%d items: no chunk made or lost", n)
	}
}

// elemsOf is the Elems of T as generated code declares it.
func elemsOf[T any]() *Elems {
	return NewElems(chunkOf[T], func(dst, src unsafe.Pointer, n int) {
		to, from := unsafe.Slice((*T)(dst), n), unsafe.Slice((*T)(src), n)
		copy(to, from)
		clear(from)
	})
}

// keepElems is Keep as generated code calls it, into dst.
func keepElems[T any](e *Elems, b *ElemBuf, dst []T) []T {
	p, n := e.Keep(b, unsafe.Pointer(unsafe.SliceData(dst)), cap(dst))
	return unsafe.Slice((*T)(p), n)
}

// TestElemsKeepItemsInOrder is TestScratchKeepsItemsInOrder for Elems, the pool generated
// code reads slices of structs, unions and pointers through.
func TestElemsKeepItemsInOrder(t *testing.T) {
	e := elemsOf[*int]()
	for _, n := range []int{0, 1, firstChunk, firstChunk + 1, 3000, 5, 3000} {
		b := e.Get()
		want := []*int{}
		for i := range n {
			p := new(int)
			*p = i
			want = append(want, p)
			*(**int)(b.Add()) = p
		}
		got := keepElems[*int](e, b, nil)
		assert.Equal(t, want, got, "%d items", n)
		assert.Equal(t, n, cap(got), "%d items: exact room", n)
		assert.Zero(t, b.c.len+b.c.n, "%d items: the buffer is emptied", n)
		assert.Empty(t, b.c.full)
		for _, c := range append(b.c.spare, chunk{b.c.cur, b.c.room}) {
			for _, p := range unsafe.Slice((**int)(c.p), c.n) {
				assert.Nil(t, p, "%d items: a chunk still points at an item", n)
			}
		}
	}
	own := make([]*int, 0, 4)
	b := e.Get()
	*(**int)(b.Add()) = nil
	*(**int)(b.Add()) = nil
	got := keepElems(e, b, own)
	assert.Len(t, got, 2)
	assert.True(t, &got[0] == &own[:1][0], "dst with the room is used")
	got = keepElems[*int](e, e.Get(), nil)
	assert.NotNil(t, got, "no items and no dst: empty, not nil")
	assert.Empty(t, got)
}
