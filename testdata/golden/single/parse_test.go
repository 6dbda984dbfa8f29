package single

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseQuery, []parsetest.Case{
		{
			Name: "good: lists as lists",
			In:   `{"labels":["a","b"],"ids":[1,2],"metric":["m"],"groups":[["x"],["y","z"]]}`,
			Want: Query{Labels: []string{"a", "b"}, IDs: []int{1, 2}, Metric: [1]string{"m"}, Groups: [][]string{{"x"}, {"y", "z"}}},
		},
		{
			Name: "good: one item for each list",
			In:   `{"labels":"a","metric":"m","groups":["x",["y","z"]]}`,
			Want: Query{Labels: []string{"a"}, Metric: [1]string{"m"}, Groups: [][]string{{"x"}, {"y", "z"}}},
		},
		{
			Name: "good: a list sent as JSON text is still the list",
			In:   `{"labels":"[\"a\",\"b\"]"}`,
			Want: Query{Labels: []string{"a", "b"}},
		},
		{
			Name: "good: one item that only opens as a list is the item",
			In:   `{"labels":"[wip] fix","metric":"[\\u0031]x"}`,
			Want: Query{Labels: []string{"[wip] fix"}, Metric: [1]string{"[\\u0031]x"}},
		},
		{
			Name: "one item meets the element's checks and the count",
			In:   `{"labels":"","ids":7}`,
			Issues: []string{
				`labels: too_small: expected a string of at least 1 character, got 0 characters`,
				`ids: too_small: expected at least 2 items, got 1`,
			},
		},
		{
			Name: "one item of the wrong kind, and null, are refused",
			In:   `{"labels":1,"ids":"7","groups":[null]}`,
			Issues: []string{
				`labels: invalid_type: expected a string of at least 1 character, got the number 1`,
				`ids: invalid_type: expected an integer, got the string "7"`,
				`ids: too_small: expected at least 2 items, got 1`,
				`groups[0]: invalid_type: expected an array, got null`,
			},
		},
		{
			Name:   "without single, one item alone is refused",
			In:     `{"labels":["a"],"plain":"a"}`,
			Issues: []string{`plain: invalid_type: expected an array, got the string "a"`},
		},
	})
}
