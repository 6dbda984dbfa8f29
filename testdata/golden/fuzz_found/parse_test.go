package fuzz_found

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParsePointerSlice(t *testing.T) {
	parsetest.Run(t, ParsePointerSlice, []parsetest.Case{
		{Name: "good", In: `{"items":["a","b"]}`, Want: PointerSlice{Items: &[]string{"a", "b"}}},
		{Name: "too few items", In: `{"items":[]}`, Issues: []string{`items: too_small: expected at least 1 item, got 0`}},
		{Name: "a null count is not a count", In: `{"count":null}`, Issues: []string{`count: invalid_type: expected an integer, got null; leave the key out to send no value`}},
	})
}

// A value ParsePointerSlice returns passes ValidatePointerSlice, although
// encoding/json writes its nil Count as "count":null.
func TestValidatePointerSlice(t *testing.T) {
	v, err := ParsePointerSlice([]byte(`{"items":["a"]}`))
	if err != nil {
		t.Fatal(err)
	}
	if v.Count != nil {
		t.Fatalf("Count = %v, want nil", *v.Count)
	}
	if err := ValidatePointerSlice(v); err != nil {
		t.Errorf("ValidatePointerSlice(%+v) = %v, want nil", v, err)
	}
	empty := []string{}
	if err := ValidatePointerSlice(PointerSlice{Items: &empty}); err == nil || err.Error() != "items: expected at least 1 item, got 0" {
		t.Errorf("ValidatePointerSlice with no items = %v, want the too_small issue", err)
	}
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
