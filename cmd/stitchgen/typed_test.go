package main

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// TestEveryPropertyTyped: no advertised schema of the goldens and the
// example holds a property without type, enum, const or $ref (issue 12: the
// advertised schema is never vaguer than the code). Tolerances, plain
// siblings, maps and recursive types all keep a type; a field declared as
// any JSON value is the list of every JSON kind.
func TestEveryPropertyTyped(t *testing.T) {
	var tools []stitch.AnyTool
	for _, c := range append(loadGolden(t), loadExample(t)) {
		if c.files == nil {
			continue
		}
		for _, to := range c.pkg.Tools {
			adv, err := to.Advertised.MarshalJSON()
			if err != nil {
				t.Fatal(err)
			}
			tools = append(tools, &stitch.Meta{Name: c.name + "/" + to.Tool.Name, Advertised: adv})
		}
	}
	assert.Greater(t, len(tools), 30)
	assert.Empty(t, stitch.CheckSchemas(tools, stitch.CheckOptions{RequireTypedProperties: true}))
}
