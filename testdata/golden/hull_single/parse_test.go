package hull_single

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseCall, []parsetest.Case{
		{
			Name: "good: a takes a number",
			In:   `{"v":{"kind":"a","only":1}}`,
			Want: Call{V: A{Kind: "a", Only: 1}},
		},
		{
			Name: "good: a coerces a numeric string",
			In:   `{"v":{"kind":"a","only":"2"}}`,
			Want: Call{V: A{Kind: "a", Only: 2}},
		},
		{
			Name: "good: b",
			In:   `{"v":{"kind":"b","other":"x"}}`,
			Want: Call{V: B{Kind: "b", Other: "x"}},
		},
		{
			Name:   "a: a coerced value still meets the bound",
			In:     `{"v":{"kind":"a","only":"0"}}`,
			Issues: []string{`v.only: too_small: expected an integer ≥ 1, got 0`},
		},
		{
			Name:   "b: enum",
			In:     `{"v":{"kind":"b","other":"z"}}`,
			Issues: []string{`v.other: invalid_enum: expected one of "x", "y", got the string "z"`},
		},
		{
			Name:   "b: no coerce",
			In:     `{"v":{"kind":"b","other":1}}`,
			Issues: []string{`v.other: invalid_type: expected one of "x", "y", got the number 1`},
		},
		{
			Name:   "a: b's key",
			In:     `{"v":{"kind":"a","only":1,"other":"x"}}`,
			Issues: []string{`v.other: unknown_key: "other" is allowed only when kind = b`},
		},
		{
			Name: "b: a's key",
			In:   `{"v":{"kind":"b","only":1}}`,
			Issues: []string{
				`v.only: unknown_key: "only" is allowed only when kind = a`,
				`v.other: required: missing required key "other" (required when kind = b)`,
			},
		},
		{
			Name:   "a: its key is required",
			In:     `{"v":{"kind":"a"}}`,
			Issues: []string{`v.only: required: missing required key "only" (required when kind = a)`},
		},
	})
}
