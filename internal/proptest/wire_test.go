package proptest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/dialect"
	"github.com/stitchgen/stitchgen/flatten"
	"github.com/stitchgen/stitchgen/model"
)

// TestWireByKeysVariant: a by=keys union left unflattened is an anyOf of one
// object per variant, which the kind cannot tell apart; the wirer sends a
// value under its own variant's branch (the one declaring its markers), not
// the first object's. Under null-as-absent it sent the first variant's keys
// as null besides the value's own ("node_id": null here, which the strict
// declaration refuses as not a string: genfuzz seeds 40268 and 40320), and
// it read the value's keys under a branch that has none of them, so a union
// nested there lost its JSON text (gemini-jsonschema, seed 40268).
func TestWireByKeysVariant(t *testing.T) {
	var tc *Case
	for _, c := range cases(t) {
		if c.Pkg == golden+"union_keys" && c.Model.Name == "items_update" {
			tc = c
		}
	}
	require.NotNil(t, tc, "golden union_keys items_update")
	exact, _ := model.ExactSchema(tc.Model.Type, tc.Model.Doc)
	adv, _ := flatten.Tool(exact, false) // the union as the anyOf of its variants
	for _, in := range []string{
		`{"items":[{"owner":"o","repo":"r","number":1}],"status":"todo"}`, // the third variant
		`{"items":[{"item_id":7,"note":"n"},{"node_id":"x","note":"m"}],"status":"done"}`,
	} {
		for _, d := range []dialect.Dialect{dialect.OpenAIStrict, dialect.AnthropicStrict, dialect.GeminiJSONSchema} {
			r := dialect.Transform(d, dialect.Tool{Name: tc.Model.Name, Description: tc.Model.Doc, Advertised: adv, Strict: tc.Model.Strict})
			w := wirerOf(r)
			wire, err := w.convert([]byte(in), tc.Model.Type)
			require.NoError(t, err)
			assert.Equal(t, in, string(wire), "%s: every key of the variant is sent, no other variant's", d)
			doc, err := r.Schema.MarshalJSON()
			require.NoError(t, err)
			sch, err := santhosh("mem://stitch/wire/"+string(d)+".json", doc)
			require.NoError(t, err)
			assert.NoError(t, santhoshValidate(sch, wire), "%s accepts %s", d, wire)
		}
	}
}

// TestWireLabelledText: a labelled union's variant that a strict dialect
// sends as JSON text (one with other keys of any value: openai-strict closes
// every object) has no object branch of its label; the wirer sends it under
// the text branch, not the first object branch, whose label it is not and
// whose keys it filled with null (genfuzz seed 41877: "value must be 'f'").
func TestWireLabelledText(t *testing.T) {
	str := &model.Basic{Kind: model.String}
	kind := func() *model.Field { return &model.Field{GoName: "Kind", JSON: "kind", Type: str, Required: true} }
	f := &model.Struct{Named: &model.Name{Name: "F"}, Fields: []*model.Field{kind()}}
	e := &model.Struct{Named: &model.Name{Name: "E"}, Fields: []*model.Field{kind()}, Policy: model.Loose,
		Rest: &model.Field{GoName: "Rest", Type: &model.Map{Elem: &model.Any{}}}}
	u := &model.Union{Named: &model.Name{Name: "U"}, Key: "kind", Variants: []*model.Variant{
		{Type: f, Struct: f, Labels: []string{"f"}}, {Type: e, Struct: e, Labels: []string{"e"}}}}
	root := &model.Struct{Named: &model.Name{Name: "T"}, Fields: []*model.Field{{GoName: "V", JSON: "v", Type: u, Required: true}}}
	exact, _ := model.ExactSchema(root, "")
	adv, _ := flatten.Tool(exact, false)
	r := dialect.Transform(dialect.OpenAIStrict, dialect.Tool{Name: "t", Advertised: adv})
	w := wirerOf(r)
	for in, want := range map[string]string{
		`{"v":{"kind":"e","x":[1,true]}}`: `{"v":"{\"kind\":\"e\",\"x\":[1,true]}"}`,
		`{"v":{"kind":"f"}}`:              `{"v":{"kind":"f"}}`,
	} {
		wire, err := w.convert([]byte(in), root)
		require.NoError(t, err)
		assert.Equal(t, want, string(wire))
		doc, err := r.Schema.MarshalJSON()
		require.NoError(t, err)
		sch, err := santhosh("mem://stitch/wire/labelled.json", doc)
		require.NoError(t, err)
		assert.NoError(t, santhoshValidate(sch, wire), "openai-strict accepts %s (%s)", wire, doc)
	}
}
