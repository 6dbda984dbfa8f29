package union_merged

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseSet, []parsetest.Case{
		{
			Name: "good: first holds an a",
			In:   `{"x":{"k":"first","value":{"t":"a","n":0,"label":"x"}}}`,
			Want: Set{X: First{K: "first", Value: A{T: "a", N: 0, Label: "x"}}},
		},
		{
			Name: "good: second holds a c under its second label",
			In:   `{"x":{"k":"second","value":{"t":"cc","label":"y","flag":true}}}`,
			Want: Set{X: Second{K: "second", Value: ptr[U2](C{T: "cc", Label: "y", Flag: true})}},
		},
		{
			Name: "good: second without a value",
			In:   `{"x":{"k":"second"}}`,
			Want: Set{X: Second{K: "second"}},
		},
		{
			Name:   "first cannot hold a c: the labels stay apart in the parser",
			In:     `{"x":{"k":"first","value":{"t":"c","label":"y"}}}`,
			Issues: []string{`x.value.t: invalid_label: unknown t "c"; expected one of: a, b`},
		},
		{
			Name:   "b: n within its own bounds",
			In:     `{"x":{"k":"first","value":{"t":"b","n":0}}}`,
			Issues: []string{`x.value.n: too_small: expected an integer between 1 and 9, got 0`},
		},
	})
}

func ptr[T any](v T) *T { return &v }
