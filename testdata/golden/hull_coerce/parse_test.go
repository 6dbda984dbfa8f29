package hull_coerce

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseCall, []parsetest.Case{
		{
			Name: "good: a takes a number",
			In:   `{"v":{"kind":"a","count":3}}`,
			Want: Call{V: A{Kind: "a", Count: 3}},
		},
		{
			Name: "good: b takes a numeric string",
			In:   `{"v":{"kind":"b","count":"3"}}`,
			Want: Call{V: B{Kind: "b", Count: 3}},
		},
		{
			Name: "good: b takes a number too",
			In:   `{"v":{"kind":"b","count":3}}`,
			Want: Call{V: B{Kind: "b", Count: 3}},
		},
		{
			Name: "good: b takes any integral JSON number spelling in a string",
			In:   `{"v":{"kind":"b","count":"1e2"}}`,
			Want: Call{V: B{Kind: "b", Count: 100}},
		},
		{
			Name: "good: c takes a number",
			In:   `{"v":{"kind":"c","count":0}}`,
			Want: Call{V: C{Kind: "c", Count: 0}},
		},
		{
			Name:   "a rejects the numeric string b takes",
			In:     `{"v":{"kind":"a","count":"3"}}`,
			Issues: []string{`v.count: invalid_type: expected an integer ≥ 0, got the string "3"`},
		},
		{
			Name:   "c rejects the numeric string b takes",
			In:     `{"v":{"count":"3","kind":"c"}}`,
			Issues: []string{`v.count: invalid_type: expected an integer ≥ 0, got the string "3"`},
		},
		{
			Name:   "b: a coerced value still meets the bound",
			In:     `{"v":{"kind":"b","count":"-1"}}`,
			Issues: []string{`v.count: too_small: expected an integer ≥ 0, got -1`},
		},
		{
			Name:   "b: a string that is not a number",
			In:     `{"v":{"kind":"b","count":"x"}}`,
			Issues: []string{`v.count: invalid_type: expected an integer ≥ 0, got the string "x"`},
		},
		{
			Name:   "b: a string must hold exactly a number",
			In:     `{"v":{"kind":"b","count":" 3"}}`,
			Issues: []string{`v.count: invalid_type: expected an integer ≥ 0, got the string " 3"`},
		},
	})
}
