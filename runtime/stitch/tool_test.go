package stitch

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTool(t *testing.T) {
	tool := &Tool[Create]{
		Meta: Meta{Name: "broadcast_create", Description: "Creates a broadcast draft.", Exact: []byte(`{"type":"object"}`), Advertised: []byte(`{"type":"object"}`)},
		Parse: func(data []byte, lim Limits) (Create, error) {
			var d Decoder
			d.Reset(data, lim)
			var v Create
			decodeCreate(&d, &v)
			return v, d.Finish()
		},
	}
	var at AnyTool = tool
	assert.Equal(t, "broadcast_create", at.Info().Name)

	v, err := at.ParseAny([]byte(`{"name":"a","content":{"parts":[{"type":"text","text":"x"}]}}`), Limits{})
	require.NoError(t, err)
	assert.Equal(t, "a", v.(Create).Name)

	v, err = at.ParseAny([]byte(`{}`), Limits{})
	assert.Nil(t, v)
	assert.Equal(t, Issues{
		{"name", CodeRequired, `missing required key "name"`},
		{"content", CodeRequired, `missing required key "content"`},
	}, issuesOf(t, err))

	_, err = at.ParseAny([]byte(`{"name":"abc"}`), Limits{MaxBytes: 4})
	assert.Equal(t, CodeTooLarge, issuesOf(t, err)[0].Code)

	_, err = (&Tool[int]{}).ParseAny(nil, Limits{})
	assert.EqualError(t, err, "stitch: tool has no parser")
}

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
