package hull_nullable

import (
	"strings"
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func ptr[T any](v T) *T { return &v }

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseCall, []parsetest.Case{
		{
			Name: "good: a takes null",
			In:   `{"v":{"kind":"a","note":null}}`,
			Want: Call{V: A{Kind: "a"}},
		},
		{
			Name: "good: a's pointer is optional",
			In:   `{"v":{"kind":"a"}}`,
			Want: Call{V: A{Kind: "a"}},
		},
		{
			Name: "good: a takes a string",
			In:   `{"v":{"kind":"a","note":"hi"}}`,
			Want: Call{V: A{Kind: "a", Note: ptr("hi")}},
		},
		{
			Name: "good: b takes a string a finds too long",
			In:   `{"v":{"kind":"b","note":"` + strings.Repeat("x", 101) + `"}}`,
			Want: Call{V: B{Kind: "b", Note: strings.Repeat("x", 101)}},
		},
		{
			Name:   "b rejects the null a takes",
			In:     `{"v":{"kind":"b","note":null}}`,
			Issues: []string{`v.note: invalid_type: expected a string of at most 200 characters, got null`},
		},
		{
			Name:   "b requires the key a makes optional",
			In:     `{"v":{"kind":"b"}}`,
			Issues: []string{`v.note: required: missing required key "note" (required when kind = b)`},
		},
		{
			Name:   "a rejects what b takes",
			In:     `{"v":{"kind":"a","note":"` + strings.Repeat("x", 101) + `"}}`,
			Issues: []string{`v.note: too_big: expected a string of at most 100 characters, got 101 characters`},
		},
		{
			Name:   "b's own bound",
			In:     `{"v":{"kind":"b","note":"` + strings.Repeat("x", 201) + `"}}`,
			Issues: []string{`v.note: too_big: expected a string of at most 200 characters, got 201 characters`},
		},
		{
			Name:   "a: neither a string nor null",
			In:     `{"v":{"kind":"a","note":5}}`,
			Issues: []string{`v.note: invalid_type: expected a string of at most 100 characters, got the number 5`},
		},
	})
}
