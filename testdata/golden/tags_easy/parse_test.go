package tags_easy

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func ptr[T any](v T) *T { return &v }

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseSearch, []parsetest.Case{
		{
			Name: "good: absent keys take their bare-word defaults",
			In:   `{"Name":"x"}`,
			Want: Search{Order: "asc", Query: "two words", Page: "10", Name: "x"},
		},
		{
			Name: "good: a bad mode is caught as none; null is false",
			In:   `{"Name":"x","mode":"turbo","flag":null,"note":null,"account":"DE00"}`,
			Want: Search{Order: "asc", Mode: "none", Query: "two words", Page: "10", Name: "x", Account: "DE00"},
		},
		{
			Name:   "the key without a json tag is Name",
			In:     `{"name":"x"}`,
			Issues: []string{`name: unknown_key: unknown key "name" (did you mean "Name"?); allowed keys: order, mode, query, page, note, account, Name, flag`, `Name: required: missing required key "Name"`},
		},
	})
	_ = ptr[int]
}
