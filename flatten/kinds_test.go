package flatten

import (
	"encoding/json"
	"go/token"
	"testing"

	"github.com/stitchgen/stitchgen/model"
)

// byKind is a by=kind union of the given branches.
func byKind(doc string, branches ...*model.Schema) *model.Schema {
	return &model.Schema{Description: doc, By: model.ByKind, Union: "V", Pos: token.Position{Filename: "v.go", Line: 1, Column: 6}, OneOf: branches}
}

// keysUnion is a by=keys union of its variants, each with its markers.
func keysUnion(name, doc string, variants ...*model.Schema) *model.Schema {
	return &model.Schema{Description: doc, By: model.ByKeys, Union: name, Pos: token.Position{Filename: "k.go", Line: 1, Column: 6}, OneOf: variants}
}

func keysVariant(line int, markers []string, props ...field) *model.Schema {
	s := object(props)
	s.Markers = markers
	s.Pos = token.Position{Filename: "k.go", Line: line, Column: 6}
	return s
}

// TestFlattenKinds: a by=kind union is one node with the branches' type
// list and kind-scoped keywords side by side; an enum or const moves into the
// description; null joins the list. A by=keys union is a flat object without
// discriminator whose hints name the variants by their markers; two of them
// merged under one key are flattened again as one.
func TestFlattenKinds(t *testing.T) {
	labelObj := object([]field{req("name", str(minLen(1))), opt("why", str())}, desc("A label with why."))
	byItem := func() *model.Schema {
		return keysUnion("Item", "An item.",
			keysVariant(2, []string{"node_id"}, req("node_id", str(minLen(1))), opt("note", str(maxLen(10)))),
			keysVariant(3, []string{"item_id"}, req("item_id", integer(minimum("1"))), req("note", str(maxLen(20)))),
			keysVariant(4, []string{"owner", "repo"}, req("owner", str()), req("repo", str())),
		)
	}
	for _, c := range []tcase{
		{
			name:  "by kind: a string or an object",
			exact: tool("T.", req("label", byKind("A label.", str(minLen(1), maxLen(50)), labelObj))),
			want: `{"description":"T.","type":"object","properties":{"label":{"description":"A label. As an object: A label with why.",
				"type":["string","object"],"minLength":1,"maxLength":50,
				"properties":{"name":{"type":"string","minLength":1},"why":{"type":"string"}},"required":["name"],"additionalProperties":false}},
				"required":["label"],"additionalProperties":false}`,
		},
		{
			name: "by kind: enum and const move into the description, null joins, items and bounds stand",
			exact: tool("T.", opt("v", byKind("", str(strEnum("todo", "done"), desc("A column.")), boolean(func(s *model.Schema) { s.Const = json.RawMessage("true") }),
				integer(minimum("0"), maximum("9")), array(str(), maxItems(3)), &model.Schema{Type: []string{"null"}}))),
			want: `{"description":"T.","type":"object","properties":{"v":{"description":"As a string: A column. One of: \"todo\", \"done\". As a boolean: Exactly true.",
				"type":["string","integer","boolean","array","null"],"minimum":0,"maximum":9,"items":{"type":"string"},"maxItems":3}},
				"additionalProperties":false}`,
		},
		{
			name:  "by keys: a flat object hinted by markers",
			exact: tool("T.", req("item", byItem())),
			want: `{"description":"T.","type":"object","properties":{"item":{
				"description":"An item. Send exactly one of: node_id; item_id; owner and repo.","type":"object","properties":{
				"node_id":{"type":"string","minLength":1},
				"note":{"description":"When sent with node_id: at most 10 characters. Available if sent with node_id | item_id. Required if sent with item_id.","type":"string","maxLength":20},
				"item_id":{"type":"integer","minimum":1},
				"owner":{"type":"string"},"repo":{"type":"string"}},
				"additionalProperties":false}},"required":["item"],"additionalProperties":false}`,
		},
		{
			name: "by keys: two merged under one key are one union again",
			exact: union("Op", "op", "",
				variantOf("A", "op", "a", "", req("ref", byItem())),
				variantOf("B", "op", "b", "", opt("ref", keysUnion("Other", "", keysVariant(9, []string{"url"}, req("url", str()))))),
			),
			want: `{"type":"object","properties":{"op":{"type":"string","enum":["a","b"]},"ref":{
				"description":"When op = a: An item. Send exactly one of: node_id; item_id; owner and repo; url. Required if op = a.","type":"object","properties":{
				"node_id":{"type":"string","minLength":1},
				"note":{"description":"When sent with node_id: at most 10 characters. Available if sent with node_id | item_id. Required if sent with item_id.","type":"string","maxLength":20},
				"item_id":{"type":"integer","minimum":1},
				"owner":{"type":"string"},"repo":{"type":"string"},"url":{"type":"string"}},
				"additionalProperties":false}},"required":["op"],"additionalProperties":false}`,
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, diags := Flatten(c.exact)
			if len(diags) > 0 {
				t.Errorf("diagnostics: %v", diags)
			}
			if gotJSON, want := mustJSON(t, got), compact(t, c.want); gotJSON != want {
				t.Errorf("advertised schema:\ngot  %s\nwant %s", pretty(gotJSON), pretty(want))
			}
		})
	}
}
