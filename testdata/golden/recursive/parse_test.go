package recursive

import (
	"reflect"
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseFolder, []parsetest.Case{
		{
			Name: "good: a tree and a parent folder",
			In: `{"title":"t","root":{"name":"r","children":[{"name":"a"},{"name":"b","children":[{"name":"c","children":[]}]}]},` +
				`"parent":{"title":"up","root":{"name":"top"}}}`,
			Want: Folder{
				Title: "t",
				Root: Node{Name: "r", Children: []Node{
					{Name: "a"},
					{Name: "b", Children: []Node{{Name: "c", Children: []Node{}}}},
				}},
				Parent: &Folder{Title: "up", Root: Node{Name: "top"}},
			},
		},
		{
			Name: "deep path",
			In:   `{"title":"t","root":{"name":"r","children":[{"name":"a","children":[{"name":"x"},{"nam":"y"}]}]}}`,
			Issues: []string{
				`root.children[0].children[1].nam: unknown_key: unknown key "nam" (did you mean "name"?); allowed keys: name, children`,
				`root.children[0].children[1].name: required: missing required key "name"`,
			},
		},
		{
			Name:   "deep wrong kind",
			In:     `{"title":"t","root":{"name":"r","children":[{"name":"a","children":[{"name":"x"},{"name":"y","children":5}]}]}}`,
			Issues: []string{`root.children[0].children[1].children: invalid_type: expected an array, got the number 5`},
		},
		{
			Name: "too many children",
			In: `{"title":"t","root":{"name":"r","children":[{"name":"1"},{"name":"2"},{"name":"3"},{"name":"4"},` +
				`{"name":"5"},{"name":"6"},{"name":"7"},{"name":"8"},{"name":"9"}]}}`,
			Issues: []string{`root.children: too_big: expected at most 8 items, got 9`},
		},
		{
			Name: "recursion through a pointer",
			In:   `{"title":"t","root":{"name":"r"},"parent":{"title":"p","root":{"name":"q"},"parent":{"title":1,"root":{}}}}`,
			Issues: []string{
				`parent.parent.title: invalid_type: expected a string, got the number 1`,
				`parent.parent.root.name: required: missing required key "name"`,
			},
		},
		{
			Name:   "an optional pointer is not nullable",
			In:     `{"title":"t","root":{"name":"r"},"parent":null}`,
			Issues: []string{`parent: invalid_type: expected an object, got null; leave the key out to send no value`},
		},
		{
			Name: "missing keys",
			In:   `{}`,
			Issues: []string{
				`title: required: missing required key "title"`,
				`root: required: missing required key "root"`,
			},
		},
		{
			Name:   "deep path: wrong kind",
			In:     `{"title":"t","root":{"name":"r","children":[{"name":"a","children":[{"name":"x"},{"name":7}]}]}}`,
			Issues: []string{`root.children[0].children[1].name: invalid_type: expected a string of at least 1 character, got the number 7`},
		},
		{
			Name:   "deep path: too short",
			In:     `{"title":"t","root":{"name":"r","children":[{"name":"a","children":[{"name":"x"},{"name":""}]}]}}`,
			Issues: []string{`root.children[0].children[1].name: too_small: expected a string of at least 1 character, got 0 characters`},
		},
	})
}

// A chain parses the same from the canonical form and from gemini-jsonschema's,
// where the step under an inlined step arrives as JSON text.
func TestParseChainInGemini(t *testing.T) {
	want := Chain{First: Then{Kind: "then", Next: Then{Kind: "then", Next: Last{Kind: "last"}}}}
	got, err := ParseChain([]byte(`{"first":{"kind":"then","next":{"kind":"then","next":{"kind":"last"}}}}`))
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("ParseChain = %#v, %v; want %#v", got, err, want)
	}
	got, err = stitch.ParseIn(ChainTool, "gemini-jsonschema", []byte(`{"first":{"kind":"then","next":"{\"kind\":\"then\",\"next\":{\"kind\":\"last\"}}"}}`))
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("ParseIn(gemini-jsonschema) = %#v, %v; want %#v", got, err, want)
	}
}
