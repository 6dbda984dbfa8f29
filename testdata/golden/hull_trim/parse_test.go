package hull_trim

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseCall, []parsetest.Case{
		{
			Name: "good: a trims before checking the length",
			In:   `{"v":{"kind":"a","code":" abc "}}`,
			Want: Call{V: A{Kind: "a", Code: "abc"}},
		},
		{
			Name: "good: b takes three characters",
			In:   `{"v":{"kind":"b","code":"abc"}}`,
			Want: Call{V: B{Kind: "b", Code: "abc"}},
		},
		{
			Name: "good: b does not trim, a space counts",
			In:   `{"v":{"kind":"b","code":" ab"}}`,
			Want: Call{V: B{Kind: "b", Code: " ab"}},
		},
		{
			Name:   "b rejects the padded value a takes",
			In:     `{"v":{"kind":"b","code":" abc "}}`,
			Issues: []string{`v.code: too_big: expected a string of exactly 3 characters, got 5 characters`},
		},
		{
			Name:   "a: too short once trimmed",
			In:     `{"v":{"kind":"a","code":" ab "}}`,
			Issues: []string{`v.code: too_small: expected a string of exactly 3 characters, got the string " ab " (2 characters after trim)`},
		},
		{
			Name:   "a: only whitespace",
			In:     `{"v":{"kind":"a","code":"\t\n"}}`,
			Issues: []string{`v.code: too_small: expected a string of exactly 3 characters, got the string "\t\n" (0 characters after trim)`},
		},
		{
			Name:   "a: too long",
			In:     `{"v":{"kind":"a","code":"abcd"}}`,
			Issues: []string{`v.code: too_big: expected a string of exactly 3 characters, got 4 characters`},
		},
	})
}
