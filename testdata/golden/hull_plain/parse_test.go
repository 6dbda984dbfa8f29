package hull_plain

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseCall, []parsetest.Case{
		{
			Name: "good: a",
			In:   `{"v":{"kind":"a","n":1,"name":"x"}}`,
			Want: Call{V: A{Kind: "a", N: 1, Name: "x"}},
		},
		{
			Name: "good: b ignores n, whatever its value (the advertised schema says integer: soundness modulo ignored keys)",
			In:   `{"v":{"kind":"b","name":"xy","n":"many"}}`,
			Want: Call{V: B{Kind: "b", Name: "xy"}},
		},
		{
			Name: "good: c keeps n in its rest map",
			In:   `{"v":{"kind":"c","n":3}}`,
			Want: Call{V: C{Kind: "c", Extra: map[string]int{"n": 3}}},
		},
		{
			Name:   "a: n is an integer",
			In:     `{"v":{"kind":"a","n":"1","name":"x"}}`,
			Issues: []string{`v.n: invalid_type: expected an integer ≥ 0, got the string "1"`},
		},
	})
}
