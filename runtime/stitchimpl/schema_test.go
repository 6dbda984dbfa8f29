package stitchimpl

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSchema: the schema at the offsets, capped; a file of another length, or
// one whose offsets do not frame an object, stops with the message.
func TestSchema(t *testing.T) {
	file := []byte(`{"inputSchema": {"type": "object"}}`)
	got := Schema(file, "schemas/x.json", len(file), 16, 34)
	assert.Equal(t, `{"type": "object"}`, string(got))
	assert.Equal(t, len(got), cap(got), "capped")
	msg := func(n, want string) string {
		return "stitchgen: schemas/x.json is not the file stitch_gen.go was generated with (" + n + " bytes, " + want + " expected): run go generate, or restore the file"
	}
	assert.PanicsWithValue(t, msg("35", "36"), func() { Schema(file, "schemas/x.json", 36, 16, 34) })
	assert.PanicsWithValue(t, msg("35", "35"), func() { Schema(file, "schemas/x.json", 35, 15, 34) })
	assert.PanicsWithValue(t, msg("35", "35"), func() { Schema(file, "schemas/x.json", 35, 16, 33) })
	assert.PanicsWithValue(t, msg("35", "35"), func() { Schema(file, "schemas/x.json", 35, 16, 99) })
}
