package stitchimpl

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAllocations(t *testing.T) {
	// Reading allocates only what the value keeps: here one arena chunk for the six
	// strings, the two variants boxed in the Part interface, and the two slices (parts
	// grows once).
	allocs := testing.AllocsPerRun(200, func() {
		if _, err := ParseCreate(benchPayload); err != nil {
			t.Fatal(err)
		}
	})
	assert.Equal(t, 6.0, allocs)

	// Numbers, booleans and plain keys allocate nothing; escaped keys, one buffer.
	for in, want := range map[string]float64{
		`{"i8":-1,"i64":9007199254740993,"u64":18446744073709551615,"f64":1.5e3,"f32":0.5,"b":true}`: 0,
		`{"i8":-1,"\u0062":true,"i\u0036\u0034":1}`:                                                  1,
	} {
		data := []byte(in)
		allocs = testing.AllocsPerRun(200, func() {
			var d Decoder
			d.Reset(data, Limits{})
			var v Rec
			decodeRec(&d, &v)
			if err := d.Finish(); err != nil {
				t.Fatal(err)
			}
		})
		assert.Equal(t, want, allocs, in)
	}
}
