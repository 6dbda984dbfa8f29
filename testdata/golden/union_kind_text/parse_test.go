package union_kind_text

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// TestParseIn: each call as its dialect's declaration tells the model to
// send it parses to the value the canonical call gives. A node beside a
// string variant is an object in every dialect (anthropic-strict and gemini
// inline its definition one level, its next node JSON text), and under
// openai-strict its keys left out are sent as null (genfuzz seed 1200994);
// a string that holds JSON is the string.
func TestParseIn(t *testing.T) {
	node := NodeSet{Nodes: []NodeRef{Node{Y: 1, Next: &Node{Y: 2}}}, Count: 3}
	for _, c := range []struct {
		dialect, in string
		want        NodeSet
	}{
		{"mcp", `{"nodes":[{"y":1,"next":{"y":2}}],"count":3}`, node},
		{"openai-strict", `{"nodes":[{"y":1,"next":{"y":2,"next":null}}],"count":3}`, node},
		{"openai-strict", `{"nodes":[{"y":null,"next":{"y":null,"next":null}}],"count":0}`, NodeSet{Nodes: []NodeRef{Node{Next: &Node{}}}}},
		{"anthropic-strict", `{"nodes":[{"y":1,"next":"{\"y\":2}"}],"count":3}`, node},
		{"gemini", `{"nodes":[{"y":1,"next":"{\"y\":2}"}],"count":3}`, node},
		{"anthropic-strict", `{"nodes":["{\"y\":1}"],"count":3}`, NodeSet{Nodes: []NodeRef{NodeName(`{"y":1}`)}, Count: 3}},
	} {
		v, err := parseIn(NodeSetTool, c.dialect, c.in)
		if err != nil {
			t.Fatalf("%s %s: %v", c.dialect, c.in, err)
		}
		if !reflect.DeepEqual(v, c.want) {
			t.Errorf("%s %s: got %#v, want %#v", c.dialect, c.in, v, c.want)
		}
	}
	// A map beside a string stays an object (openai-strict and
	// anthropic-strict are not strict); its text would be the string.
	for _, d := range []string{"openai-strict", "anthropic-strict"} {
		v, err := parseIn(LabelSetTool, d, `{"labels":[{"a":"x"},"b"]}`)
		if err != nil || !reflect.DeepEqual(v, LabelSet{Labels: []Labels{LabelMap{"a": "x"}, LabelName("b")}}) {
			t.Errorf("%s: got %#v, %v", d, v, err)
		}
		if decl, ok := LabelSetTool.Meta.Declaration(d); !ok || decl.Strict {
			t.Errorf("%s: label_set is declared strict", d)
		}
	}
}

// TestRecursiveScalar: a recursive by=kind union of a number, an object and
// an array, which anthropic-strict and gemini reach through a $ref they send
// as JSON text, declares its number as a number and only its structures as
// the text (the parser reads a string in its place as an object or an
// array, never a number: genfuzz seed 1400639).
func TestRecursiveScalar(t *testing.T) {
	want := MeasureSet{Measure: Sum{Left: Amount(1.5), Right: Measures{Amount(2), Sum{Left: Amount(3)}}}}
	for _, c := range []struct{ dialect, in string }{
		{"mcp", `{"measure":{"left":1.5,"right":[2,{"left":3}]}}`},
		{"anthropic-strict", `{"measure":"{\"left\":1.5,\"right\":[2,{\"left\":3}]}"}`},
		{"gemini", `{"measure":"{\"left\":1.5,\"right\":[2,{\"left\":3}]}"}`},
	} {
		v, err := parseIn(MeasureSetTool, c.dialect, c.in)
		if err != nil || !reflect.DeepEqual(v, want) {
			t.Errorf("%s %s: got %#v, %v", c.dialect, c.in, v, err)
		}
	}
	for _, d := range []string{"anthropic-strict", "gemini"} {
		v, err := parseIn(MeasureSetTool, d, `{"measure":-77.85}`)
		if err != nil || v.Measure != Amount(-77.85) {
			t.Errorf("%s: got %#v, %v", d, v, err)
		}
		decl, _ := MeasureSetTool.Meta.Declaration(d)
		if !strings.Contains(string(decl.JSON), `"anyOf"`) {
			t.Errorf("%s: measure is not split by kind: %s", d, decl.JSON)
		}
	}
}

// TestMapOfRecursive: a map beside a string stays an object in
// anthropic-strict (not strict), and its values, a recursive struct, are
// lowered as anywhere in that dialect: JSON text, not a $ref into $defs the
// declaration does not have.
func TestMapOfRecursive(t *testing.T) {
	decl, _ := TagSetTool.Meta.Declaration("anthropic-strict")
	var doc any
	if err := json.Unmarshal(decl.JSON, &doc); err != nil {
		t.Fatal(err)
	}
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			if ref, ok := v["$ref"]; ok {
				t.Errorf("anthropic-strict declares a $ref, %v, and no $defs", ref)
			}
			for _, c := range v {
				walk(c)
			}
		case []any:
			for _, c := range v {
				walk(c)
			}
		}
	}
	walk(doc)
	want := TagSet{Tags: []Tags{NodeMap{"a": Node{Y: 1, Next: &Node{Y: 2}}}, TagName("b")}}
	v, err := parseIn(TagSetTool, "anthropic-strict", `{"tags":[{"a":"{\"y\":1,\"next\":{\"y\":2}}"},"b"]}`)
	if err != nil || !reflect.DeepEqual(v, want) {
		t.Errorf("got %#v, %v", v, err)
	}
}

func parseIn[T any](tool *stitch.Tool[T], dialect, in string) (T, error) {
	if dialect == "mcp" {
		return tool.Parse([]byte(in), stitch.Limits{})
	}
	return stitch.ParseIn(tool, dialect, []byte(in))
}
