package stitchimpl

import (
	"testing"

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
		assert.Empty(t, b.cur, "%d items: the buffer is emptied", n)
		assert.Empty(t, b.full)
		assert.Zero(t, b.n)
		for _, c := range append(b.spare, b.cur) {
			for _, p := range c[:cap(c)] {
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
	for _, c := range b.full {
		sizes = append(sizes, cap(c))
	}
	assert.Equal(t, []int{16, 32, 64, 128, 256, 512, 1024, 1024, 1024, 1024, 1024, 1024, 1024, 1024, 1024}, sizes)
	assert.Equal(t, 10*lastChunk-b.n, len(b.cur))
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
		assert.Zero(t, b.n+len(b.cur), "Strings empties the buffer")
	}
	d.String("a string")
	assert.NoError(t, d.Finish())
	assert.Nil(t, d.strItems, "Finish gives the buffer back")
}
