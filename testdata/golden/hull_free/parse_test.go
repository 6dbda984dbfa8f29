package hull_free

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// freeWords is what a dialect where any travels as JSON text says of the
// value key's string: the raw variant reads it as JSON text.
const freeWords = `If kind = raw, a string or null is sent as its JSON text`

// TestParseIn: where any travels as JSON text, a string sent for the value
// key is JSON text when kind = raw and itself when kind = name, as each
// such dialect's declaration says; an array's strings are JSON text where
// it is []any (kind = bag) and themselves inside a json.RawMessage.
func TestParseIn(t *testing.T) {
	for _, d := range []string{"openai-strict", "anthropic-strict", "gemini"} {
		for _, c := range []struct {
			in   string
			want Entry
		}{
			{`{"kind":"raw","value":"\"6\""}`, Raw{Kind: "raw", Value: "6"}},
			{`{"kind":"raw","value":"6"}`, Raw{Kind: "raw", Value: 6.0}},
			{`{"kind":"raw","value":6}`, Raw{Kind: "raw", Value: 6.0}},
			{`{"kind":"name","value":"6"}`, Name{Kind: "name", Value: "6"}},
			{`{"kind":"bag","items":["\"2\"",3]}`, Bag{Kind: "bag", Items: []any{"2", 3.0}}},
			{`{"kind":"raw","value":null,"items":["2"]}`, Raw{Kind: "raw", Items: json.RawMessage(`["2"]`)}},
		} {
			in := `{"entry":` + c.in + `}`
			if d == "openai-strict" && !strings.Contains(c.in, `"items"`) {
				in = `{"entry":` + strings.TrimSuffix(c.in, "}") + `,"items":null}}`
			}
			v, err := stitch.ParseIn(RecordTool, d, []byte(in))
			if err != nil {
				t.Errorf("%s %s: %v", d, in, err)
				continue
			}
			if !reflect.DeepEqual(v.Entry, c.want) {
				t.Errorf("%s %s: got %#v, want %#v", d, in, v.Entry, c.want)
			}
		}
		decl, _ := RecordTool.Meta.Declaration(d)
		if !strings.Contains(string(decl.JSON), freeWords) {
			t.Errorf("%s does not say how the value's string is read: %s", d, decl.JSON)
		}
	}
	// Elsewhere a string is itself for every variant, and nothing says otherwise.
	for _, d := range []string{"openai", "anthropic"} {
		v, err := stitch.ParseIn(RecordTool, d, []byte(`{"entry":{"kind":"raw","value":"\"6\""}}`))
		if err != nil || !reflect.DeepEqual(v.Entry, Raw{Kind: "raw", Value: `"6"`}) {
			t.Errorf("%s: got %#v, %v", d, v.Entry, err)
		}
		decl, _ := RecordTool.Meta.Declaration(d)
		if strings.Contains(string(decl.JSON), freeWords) {
			t.Errorf("%s says a string is JSON text: %s", d, decl.JSON)
		}
	}
}

// TestTextSaysNoWire: inside a JSON text every value is read as written, so
// the words on a collided key's string are not in Node's schema said whole
// (genfuzz seed 1900072): anthropic-strict and gemini send Grow's root, a
// recursive struct, as JSON text, say nothing of a string's text, and read
// an entry's value "6" inside it as the string.
func TestTextSaysNoWire(t *testing.T) {
	for _, d := range []string{"anthropic-strict", "gemini"} {
		grow, _ := GrowTool.Meta.Declaration(d)
		if strings.Contains(string(grow.JSON), freeWords) || !strings.Contains(string(grow.JSON), "Node is {") {
			t.Errorf("%s: Grow says a string's JSON text inside Node, or not Node whole: %s", d, grow.JSON)
		}
		in := `{"root":"{\"entry\":{\"kind\":\"raw\",\"value\":\"6\"},\"kids\":[{\"entry\":{\"kind\":\"name\",\"value\":\"7\"}}]}"}`
		v, err := stitch.ParseIn(GrowTool, d, []byte(in))
		want := Node{Entry: Raw{Kind: "raw", Value: "6"}, Kids: []Node{{Entry: Name{Kind: "name", Value: "7"}}}}
		if err != nil || !reflect.DeepEqual(v.Root, want) {
			t.Errorf("%s: got %#v, %v", d, v.Root, err)
		}
	}
}
