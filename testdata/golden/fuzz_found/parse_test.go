package fuzz_found

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParsePointerSlice(t *testing.T) {
	parsetest.Run(t, ParsePointerSlice, []parsetest.Case{
		{Name: "good", In: `{"items":["a","b"]}`, Want: PointerSlice{Items: &[]string{"a", "b"}}},
		{Name: "too few items", In: `{"items":[]}`, Issues: []string{`items: too_small: expected at least 1 item, got 0`}},
	})
}

func TestParseZeroMin(t *testing.T) {
	parsetest.Run(t, ParseZeroMin, []parsetest.Case{
		{Name: "good: empty", In: `{"m":{}}`, Want: ZeroMin{M: map[string]int{}}},
		{Name: "good", In: `{"m":{"a":1},"s":[2]}`, Want: ZeroMin{M: map[string]int{"a": 1}, S: []int{2}}},
	})
}

func TestParseKeyMin(t *testing.T) {
	parsetest.Run(t, ParseKeyMin, []parsetest.Case{
		{Name: "good", In: `{"m":{"":1,"a":2}}`, Want: KeyMin{M: map[string]int{"": 1, "a": 2}}},
	})
}
