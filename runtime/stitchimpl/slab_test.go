package stitchimpl

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSlabHandsOutEachTargetOnce: the targets a Decoder hands out are all distinct, within
// one parse (across chunks) and across a Reset, so no parse sees another's values change.
func TestSlabHandsOutEachTargetOnce(t *testing.T) {
	var d Decoder
	d.Reset([]byte(`{}`), Limits{})
	seen := map[*uint8]bool{}
	for i := range 3 * slabMax {
		p := d.NewUint8()
		assert.False(t, seen[p], "target %d handed out twice", i)
		seen[p] = true
		*p = 1
	}
	d.Reset([]byte(`{}`), Limits{})
	p := d.NewUint8()
	assert.False(t, seen[p], "a target handed out again after Reset")
	assert.Zero(t, *p)
	big := make([]byte, 64*slabMax)
	assert.Equal(t, 1.0, testing.AllocsPerRun(1, func() {
		d.Reset(big, Limits{})
		for range slabMax {
			d.NewInt64()
		}
	}), "one chunk for slabMax targets")
}

// strings fills a buffer of the Decoder with n strings.
func strs(d *Decoder, n int) *ItemBuf[string] {
	b := d.StringItems()
	for range n {
		b.Add("")
	}
	return b
}

// TestStringsHaveExactRoom: the slices Strings cuts from the slab have room for exactly
// the items read, so filling one, or appending past it, never writes into the next; a
// slice with the room already is reused; a large one gets its own array.
func TestStringsHaveExactRoom(t *testing.T) {
	var d Decoder
	d.Reset(make([]byte, 1<<12), Limits{})
	a := d.Strings(nil, strs(&d, 2))
	b := d.Strings(nil, strs(&d, 3))
	assert.Equal(t, []int{2, 2, 3, 3}, []int{len(a), cap(a), len(b), cap(b)})
	b = append(b[:0], "b0", "b1", "b2")
	a = append(a[:0], "a0", "a1", "a2") // past its room: a new array
	assert.Equal(t, []string{"b0", "b1", "b2"}, b)
	assert.Equal(t, []string{"a0", "a1", "a2"}, a)

	own := make([]string, 1, 4)
	c := d.Strings(own[:0], strs(&d, 4))
	assert.True(t, &c[0] == &own[0], "a slice with the room is reused")
	assert.Equal(t, 4, len(c))

	big := d.Strings(nil, strs(&d, slabMax))
	assert.Equal(t, slabMax, cap(big))
	none := d.Strings(nil, d.StringItems())
	assert.NotNil(t, none, "no items and no room: empty, not nil")
	assert.Empty(t, none)
}
