package hull_string_slice

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseCall, []parsetest.Case{
		{
			Name: "good: one takes a string",
			In:   `{"v":{"kind":"one","to":"a@b.co"}}`,
			Want: Call{V: One{Kind: "one", To: "a@b.co"}},
		},
		{
			Name: "good: many takes an array, items are free strings",
			In:   `{"v":{"kind":"many","to":["a@b.co","x"]}}`,
			Want: Call{V: Many{Kind: "many", To: []string{"a@b.co", "x"}}},
		},
		{
			Name: "good: many takes its array as a JSON string",
			In:   `{"v":{"kind":"many","to":"[\"a@b.co\"]"}}`,
			Want: Call{V: Many{Kind: "many", To: []string{"a@b.co"}}},
		},
		{
			Name:   "one rejects the array many takes",
			In:     `{"v":{"kind":"one","to":["a@b.co"]}}`,
			Issues: []string{`v.to: invalid_type: expected a string in format email, got an array`},
		},
		{
			Name:   "one does not unwrap a JSON string: it is a string",
			In:     `{"v":{"kind":"one","to":"[\"a@b.co\"]"}}`,
			Issues: []string{`v.to: format: expected an email address, got the string "[\"a@b.co\"]"`},
		},
		{
			Name:   "many rejects the string one takes",
			In:     `{"v":{"kind":"many","to":"a@b.co"}}`,
			Issues: []string{`v.to: invalid_type: expected an array, got the string "a@b.co"`},
		},
		{
			Name:   "many: too few items",
			In:     `{"v":{"kind":"many","to":[]}}`,
			Issues: []string{`v.to: too_small: expected 1 to 50 items, got 0`},
		},
		{
			Name:   "many: item type",
			In:     `{"v":{"kind":"many","to":[1]}}`,
			Issues: []string{`v.to[0]: invalid_type: expected a string, got the number 1`},
		},
		{
			Name:   "one: email format",
			In:     `{"v":{"kind":"one","to":"x"}}`,
			Issues: []string{`v.to: format: expected an email address, got the string "x"`},
		},
	})
}
