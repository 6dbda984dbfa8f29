package hull_dive

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseEdit, []parsetest.Case{
		{
			Name: "good: each variant's own element checks",
			In:   `{"op":{"kind":"untag","tags":["c","b"],"labels":{"abcdefghij":"x"}}}`,
			Want: Edit{Op: Untag{Kind: "untag", Tags: []string{"c", "b"}, Labels: map[string]string{"abcdefghij": "x"}}},
		},
		{
			Name: "the variant decides, not the hull",
			In:   `{"op":{"kind":"tag","tags":["c"],"labels":{"abcdefghij":"x"}}}`,
			Issues: []string{
				`op.tags[0]: invalid_enum: expected one of "a", "b", got the string "c"`,
				`op.labels.abcdefghij: too_big: expected a key of at most 8 characters matching ^[a-z]+$, got 10 characters`,
			},
		},
	})
}
