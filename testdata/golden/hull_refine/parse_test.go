package hull_refine

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseCall, []parsetest.Case{
		{
			Name: "good: a's refine passes",
			In:   `{"v":{"kind":"a","slug":"a-b"}}`,
			Want: Call{V: A{Kind: "a", Slug: "a-b"}},
		},
		{
			Name: "good: b has no refine, a space is fine",
			In:   `{"v":{"kind":"b","slug":"a b"}}`,
			Want: Call{V: B{Kind: "b", Slug: "a b"}},
		},
		{
			Name:   "a: refine rejects what b takes",
			In:     `{"v":{"kind":"a","slug":"a b"}}`,
			Issues: []string{`v.slug: custom: slug must not contain spaces`},
		},
		{
			Name: "a: the field's refine runs once the field passes, whatever its siblings",
			In:   `{"v":{"kind":"a","slug":"a b","x":1}}`,
			Issues: []string{
				`v.slug: custom: slug must not contain spaces`,
				`v.x: unknown_key: unknown key "x"; allowed keys: kind, slug`,
			},
		},
		{
			Name:   "a: refine does not run when the visible check fails",
			In:     `{"v":{"kind":"a","slug":""}}`,
			Issues: []string{`v.slug: too_small: expected a string of at least 1 character, got 0 characters`},
		},
		{
			Name:   "a: refine does not run on a value of the wrong kind",
			In:     `{"v":{"kind":"a","slug":1}}`,
			Issues: []string{`v.slug: invalid_type: expected a string of at least 1 character, got the number 1`},
		},
		{
			Name:   "b: the same visible check",
			In:     `{"v":{"kind":"b","slug":""}}`,
			Issues: []string{`v.slug: too_small: expected a string of at least 1 character, got 0 characters`},
		},
	})
}
