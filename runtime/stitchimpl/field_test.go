package stitchimpl_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/runtime/stitch"
	"github.com/stitchgen/stitchgen/runtime/stitchimpl"
)

// TestField: Field and FieldAny read a key once; under WireNullAbsent a null
// is a key left out (for FieldAny only when values also travel as JSON text),
// the null consumed and the key left unread.
func TestField(t *testing.T) {
	// fields reads every key of in with field and lists, per key, whether it was read.
	fields := func(in string, wire stitch.Wire, field func(*stitchimpl.Decoder, *uint64, uint64) bool) ([]bool, error) {
		var d stitchimpl.Decoder
		d.Reset([]byte(in), stitch.Limits{Wire: wire})
		var seen uint64
		var read []bool
		if d.BeginObject() {
			for d.NextKey() {
				bit := uint64(1) << (d.Key()[0] - 'a')
				ok := field(&d, &seen, bit)
				read = append(read, ok)
				if ok {
					d.Skip()
				}
			}
		}
		return read, d.Finish()
	}
	both := stitch.WireNullAbsent | stitch.WireAnyText
	for _, field := range []func(*stitchimpl.Decoder, *uint64, uint64) bool{(*stitchimpl.Decoder).Field, (*stitchimpl.Decoder).FieldAny} {
		for _, wire := range []stitch.Wire{0, stitch.WireAnyText, both} {
			read, err := fields(`{"a":1,"b":2,"a":3}`, wire, field)
			assert.Equal(t, []bool{true, true, false}, read)
			assert.EqualError(t, err, `a: duplicate key "a": send each key once`)
		}
		read, err := fields(`{"a":null,"b":null}`, 0, field)
		assert.Equal(t, []bool{true, true}, read, "no wire mode: null is a value")
		assert.NoError(t, err)
		read, err = fields(`{"a":null,"a":1}`, both, field)
		assert.Equal(t, []bool{false, true}, read, "null for a left-out key: the key is not marked read")
		assert.NoError(t, err)
	}
	read, err := fields(`{"a":null,"b":null}`, stitch.WireNullAbsent, (*stitchimpl.Decoder).Field)
	assert.Equal(t, []bool{false, false}, read)
	assert.NoError(t, err)
	read, err = fields(`{"a":null,"b":null}`, stitch.WireNullAbsent, (*stitchimpl.Decoder).FieldAny)
	assert.Equal(t, []bool{true, true}, read, "WireNullAbsent alone: null is an any value")
	assert.NoError(t, err)
}

// TestFieldAnyInText: inside a structure sent as JSON text values are
// canonical, so an any key's null there is the value, not a key left out
// (genfuzz seed 40048: a required any key inside a map sent as text was
// "missing"); outside it, under WireNullAbsent | WireAnyText, it is absent.
func TestFieldAnyInText(t *testing.T) {
	var d stitchimpl.Decoder
	d.Reset([]byte(`{"m":"{\"a\":null}","a":null}`), stitch.Limits{Wire: stitch.WireNullAbsent | stitch.WireAnyText})
	var outer, inner uint64
	assert.True(t, d.BeginObject())
	assert.True(t, d.NextKey())
	assert.Equal(t, "m", string(d.Key()))
	assert.True(t, d.FieldAny(&outer, 1<<1))
	assert.True(t, d.BeginObject(), "the text holds an object")
	assert.True(t, d.NextKey())
	assert.True(t, d.FieldAny(&inner, 1), "inside the text, null is the value")
	d.Skip()
	assert.False(t, d.NextKey())
	assert.True(t, d.NextKey())
	assert.Equal(t, "a", string(d.Key()))
	assert.False(t, d.FieldAny(&outer, 1), "outside, null is a key left out")
	assert.False(t, d.NextKey())
	assert.NoError(t, d.Finish())
}
