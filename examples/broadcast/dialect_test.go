package broadcast

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/internal/parsetest"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// in returns tool's parser for calls sent in a provider dialect.
func in[T any](tool *stitch.Tool[T], dialect string) func([]byte) (T, error) {
	return func(b []byte) (T, error) { return stitch.ParseIn(tool, dialect, b) }
}

// Under openai-strict every key is sent; null stands for a key left out.
func TestParseOpenAIStrict(t *testing.T) {
	parsetest.Run(t, in(ContactSearchTool, "openai-strict"), []parsetest.Case{
		{
			Name: "null for every optional key: defaults apply",
			In:   `{"query":"Ada","country":null,"email":null,"page_size":null,"cursor":null}`,
			Want: ContactSearch{Query: "ada", PageSize: 20},
		},
		{
			Name:   "null for a required key is a missing key",
			In:     `{"query":null,"country":null,"email":null,"page_size":null,"cursor":null}`,
			Issues: []string{`query: required: missing required key "query"`},
		},
	})
	parsetest.Run(t, ParseContactSearch, []parsetest.Case{
		{
			Name:   "the canonical form takes no null for a key that is not nullable",
			In:     `{"query":"Ada","email":null}`,
			Issues: []string{`email: invalid_type: expected a string in format email, got null; leave the key out to send no value`},
		},
	})
	parsetest.Run(t, in(BroadcastEditTool, "openai-strict"), []parsetest.Case{
		{
			Name: "other variants' keys sent as null are absent",
			In: `{"broadcast_id":"` + uuid + `","operations":[{"op":"set_name","name":"Launch","part_index":null,"text":null,"part":null,` +
				`"to":null,"label":null,"url":null,"at":null,"segment":null,"limit":null,"tags":null}]}`,
			Want: BroadcastEdit{BroadcastID: uuid, Operations: []Operation{SetName{Op: "set_name", Name: "Launch"}}},
		},
		{
			Name:   "another variant's key with a value is still an issue",
			In:     `{"broadcast_id":"` + uuid + `","operations":[{"op":"set_name","name":"Launch","text":"x"}]}`,
			Issues: []string{`operations[0].text: unknown_key: "text" is allowed only when op = set_text | append_text`},
		},
	})
}

// Under gemini (and openai-strict, anthropic-strict) an any value travels as JSON text.
func TestParseAnyAsText(t *testing.T) {
	base := `{"broadcast_id":"` + uuid + `","from":"2026-11-01","to":"2026-11-30","filter":`
	for _, c := range []struct {
		filter string
		want   any
	}{
		{`"{\"segment\":\"vip\"}"`, map[string]any{"segment": "vip"}},
		{`"\"vip\""`, "vip"},
		{`"3"`, float64(3)},
		{`"vip"`, "vip"}, // not JSON text: the string itself
		{`{"segment":"vip"}`, map[string]any{"segment": "vip"}},
	} {
		v, err := stitch.ParseIn(AudienceStatsTool, "gemini", []byte(base+c.filter+`}`))
		assert.NoError(t, err, c.filter)
		assert.Equal(t, c.want, v.Filter, c.filter)
	}
	// The canonical form keeps a string a string.
	v, err := ParseAudienceStats([]byte(base + `"3"}`))
	assert.NoError(t, err)
	assert.Equal(t, "3", v.Filter)
	// json.RawMessage holds the text's content.
	w, err := stitch.ParseIn(WebhookRegisterTool, "anthropic-strict", []byte(`{"url":"https://example.com","secret":"0123456789abcdef","echo":"[1, 2]"}`))
	assert.NoError(t, err)
	assert.Equal(t, json.RawMessage(`[1, 2]`), w.Echo)
	_, err = stitch.ParseIn(WebhookRegisterTool, "cohere", []byte(`{}`))
	assert.EqualError(t, err, `stitch: unknown provider dialect "cohere"; this tool has: mcp, openai, openai-strict, anthropic, anthropic-strict, gemini, gemini-jsonschema`)
}
