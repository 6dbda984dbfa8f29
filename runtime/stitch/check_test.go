package stitch_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/examples/broadcast"
	"github.com/stitchgen/stitchgen/runtime/stitch"
	"github.com/stitchgen/stitchgen/testdata/golden/hull_coerce"
	"github.com/stitchgen/stitchgen/testdata/golden/special"
)

func TestCheckSchemasRequireTyped(t *testing.T) {
	// The incident's shape (a collided key one variant coerces) keeps its
	// type: nothing to report.
	tools := append(append([]stitch.AnyTool{}, hull_coerce.StitchTools...), broadcast.StitchTools...)
	assert.Empty(t, stitch.CheckSchemas(tools, stitch.CheckOptions{RequireTypedProperties: true}))

	untyped := &stitch.Meta{Name: "call", Advertised: []byte(
		`{"type":"object","properties":{"v":{"type":"object","properties":{"count":{"description":"x"}}}}}`)}
	got := stitch.CheckSchemas([]stitch.AnyTool{untyped}, stitch.CheckOptions{RequireTypedProperties: true})
	assert.Equal(t, []stitch.Finding{{
		Tool:    "call",
		Path:    "v.count",
		Message: "advertised without type, enum, const or $ref: a model has to guess its type; type it, or list it in AllowUntyped",
	}}, got)

	got = stitch.CheckSchemas([]stitch.AnyTool{untyped}, stitch.CheckOptions{RequireTypedProperties: true, AllowUntyped: []string{"call.v.count"}})
	assert.Empty(t, got)
}

func TestCheckSchemasFormats(t *testing.T) {
	tool := &stitch.Meta{Name: "t", Advertised: []byte(
		`{"type":"object","properties":{"a":{"type":"string","format":"color"},` +
			`"rows":{"type":"array","items":{"type":"object","properties":{"owner":{"description":"x"},"at":{"type":"string","format":"date-time"}}}},` +
			`"m":{"type":"object","additionalProperties":{"type":"string","format":"phone"}}}}`)}
	got := stitch.CheckSchemas([]stitch.AnyTool{tool}, stitch.CheckOptions{
		RequireTypedProperties: true, RequirePortableFormats: true, AllowFormats: []string{"phone"},
	})
	assert.Equal(t, []stitch.Finding{
		{Tool: "t", Path: "a", Message: `format "color" is not portable; use one of the portable formats or list it in AllowFormats`},
		{Tool: "t", Path: "rows[].owner", Message: "advertised without type, enum, const or $ref: a model has to guess its type; type it, or list it in AllowUntyped"},
	}, got)
	// The zero options check nothing.
	assert.Empty(t, stitch.CheckSchemas([]stitch.AnyTool{tool}, stitch.CheckOptions{}))
	// Every generated schema of the goldens passes both checks.
	assert.Empty(t, stitch.CheckSchemas(special.StitchTools, stitch.CheckOptions{RequireTypedProperties: true, RequirePortableFormats: true}))
}
