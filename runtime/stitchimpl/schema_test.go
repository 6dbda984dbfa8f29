package stitchimpl

import (
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// TestMeta: the schemas are slices of the tool's file at the ranges, capped; each
// declaration is its dialect's file beside it, with the dialect's wire mode and the
// tool's strict flag.
func TestMeta(t *testing.T) {
	tool := `{"inputSchema": {"type": "object"}, "outputSchema": {}, "exactSchema": {"type":"object"}}`
	files := fstest.MapFS{
		"api/x.json":               {Data: []byte(tool)},
		"api/openai/x.json":        {Data: []byte("{\"name\": \"x\"}\n")},
		"api/openai-strict/x.json": {Data: []byte("{\"strict\": true}\n")},
	}
	f := Files{
		Name: "x", Description: "X.",
		File: "api/x.json", Size: len(tool), Advertised: [2]int{16, 34}, Exact: [2]int{71, 88}, Output: [2]int{52, 54}, OutputType: "p.R",
		Dialects: []stitch.Declaration{{Dialect: "openai"}, {Dialect: "openai-strict", Wire: stitch.WireNullAbsent}},
		Strict:   []string{"openai-strict"},
	}
	m := Meta(files, &f)
	assert.Equal(t, &stitch.Meta{
		Name: "x", Description: "X.",
		Advertised: []byte(`{"type": "object"}`), Exact: []byte(`{"type":"object"}`), Output: []byte(`{}`), OutputType: "p.R",
		Declarations: []stitch.Declaration{
			{Dialect: "openai", JSON: []byte("{\"name\": \"x\"}\n")},
			{Dialect: "openai-strict", Strict: true, Wire: stitch.WireNullAbsent, JSON: []byte("{\"strict\": true}\n")},
		},
	}, m)
	for _, b := range [][]byte{m.Advertised, m.Exact, m.Output, m.Declarations[0].JSON} {
		assert.Equal(t, len(b), cap(b), "capped")
	}
	assert.Equal(t, stitch.WireNullAbsent, f.Dialects[1].Wire, "the package's list is not written to")
	assert.False(t, f.Dialects[1].Strict)

	f.Output, f.OutputType, f.Dialects = [2]int{}, "", nil
	m = Meta(files, &f)
	assert.Nil(t, m.Output)
	assert.Equal(t, []stitch.Declaration{}, m.Declarations, "no dialect chosen: empty, not nil")
}

// TestMetaRefuses: a file of another length, or one whose ranges do not frame an
// object, or one the FS does not hold, stops with the message that says what to do.
func TestMetaRefuses(t *testing.T) {
	tool := `{"inputSchema": {"type": "object"}}`
	files := fstest.MapFS{"schemas/x.json": {Data: []byte(tool)}}
	msg := func(n, want string) string {
		return "stitchgen: schemas/x.json is not the file stitch_gen.go was generated with (" + n + " bytes, " + want + " expected): run go generate, or restore the file"
	}
	meta := func(size, from, to int) func() {
		return func() {
			Meta(files, &Files{File: "schemas/x.json", Size: size, Advertised: [2]int{from, to}, Exact: [2]int{16, 34}})
		}
	}
	assert.NotPanics(t, meta(35, 16, 34))
	assert.PanicsWithValue(t, msg("35", "36"), meta(36, 16, 34))
	assert.PanicsWithValue(t, msg("35", "35"), meta(35, 15, 34))
	assert.PanicsWithValue(t, msg("35", "35"), meta(35, 16, 33))
	assert.PanicsWithValue(t, msg("35", "35"), meta(35, 16, 99))
	assert.PanicsWithValue(t, msg("35", "35"), meta(35, 34, 16))
	assert.PanicsWithValue(t, "stitchgen: schemas/openai/x.json is not embedded by stitch_gen.go (open schemas/openai/x.json: file does not exist): run go generate", func() {
		Meta(files, &Files{File: "schemas/x.json", Size: 35, Advertised: [2]int{16, 34}, Exact: [2]int{16, 34}, Dialects: []stitch.Declaration{{Dialect: "openai"}}})
	})
	assert.Equal(t, tool, string(ReadSchema(files, "schemas/x.json")))
}
