package hull_rest

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseCall, []parsetest.Case{
		{
			Name: "good: a with a tree and null mode",
			In:   `{"v":{"kind":"a","labels":{"x":"y"},"target":{"name":"r","children":[{"name":"c"}]},"mode":null}}`,
			Want: Call{V: A{Kind: "a", Labels: map[string]string{"x": "y"}, Target: Node{Name: "r", Children: []Node{{Name: "c"}}}}},
		},
		{
			Name: "good: b with a name",
			In:   `{"v":{"kind":"b","labels":{"x":1},"target":"r","mode":"z"}}`,
			Want: Call{V: B{Kind: "b", Labels: map[string]int{"x": 1}, Target: "r", Mode: "z"}},
		},
		{
			Name:   "b: labels hold integers",
			In:     `{"v":{"kind":"b","labels":{"x":"y"},"target":"r","mode":"z"}}`,
			Issues: []string{`v.labels.x: invalid_type: expected an integer, got the string "y"`},
		},
	})
}
