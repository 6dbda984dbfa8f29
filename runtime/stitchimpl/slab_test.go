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
	big := make([]byte, 1<<16)
	assert.Equal(t, 1.0, testing.AllocsPerRun(1, func() {
		d.Reset(big, Limits{})
		for range slabMax {
			d.NewInt64()
		}
	}), "one chunk for slabMax targets")
}
