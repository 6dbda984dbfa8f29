package hull_string_number

import (
	"strings"
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseCall, []parsetest.Case{
		{
			Name: "good: a takes a string",
			In:   `{"v":{"kind":"a","id":"abc"}}`,
			Want: Call{V: A{Kind: "a", ID: "abc"}},
		},
		{
			Name: "good: b takes a number",
			In:   `{"v":{"kind":"b","id":5}}`,
			Want: Call{V: B{Kind: "b", ID: 5}},
		},
		{
			Name: "good: b takes the largest int64 exactly",
			In:   `{"v":{"kind":"b","id":9223372036854775807}}`,
			Want: Call{V: B{Kind: "b", ID: 9223372036854775807}},
		},
		{
			Name:   "a rejects the number b takes",
			In:     `{"v":{"kind":"a","id":5}}`,
			Issues: []string{`v.id: invalid_type: expected a string of 1 to 36 characters, got the number 5`},
		},
		{
			Name:   "b rejects a numeric string (no coerce)",
			In:     `{"v":{"kind":"b","id":"5"}}`,
			Issues: []string{`v.id: invalid_type: expected an integer ≥ 1, got the string "5"`},
		},
		{
			Name:   "b: bound",
			In:     `{"v":{"kind":"b","id":0}}`,
			Issues: []string{`v.id: too_small: expected an integer ≥ 1, got 0`},
		},
		{
			Name:   "b: int64 range",
			In:     `{"v":{"kind":"b","id":9223372036854775808}}`,
			Issues: []string{`v.id: too_big: expected an integer ≥ 1 and ≤ 9223372036854775807 (int64), got 9223372036854775808`},
		},
		{
			Name:   "a: too short",
			In:     `{"v":{"kind":"a","id":""}}`,
			Issues: []string{`v.id: too_small: expected a string of 1 to 36 characters, got 0 characters`},
		},
		{
			Name:   "a: too long",
			In:     `{"v":{"kind":"a","id":"` + strings.Repeat("x", 37) + `"}}`,
			Issues: []string{`v.id: too_big: expected a string of 1 to 36 characters, got 37 characters`},
		},
	})
}
