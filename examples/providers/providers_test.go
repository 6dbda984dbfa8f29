package providers_test

import (
	"bytes"
	"encoding/json"
	"os"
	"testing"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/openai/openai-go/v3"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"google.golang.org/genai"

	"github.com/stitchgen/stitchgen/examples/broadcast"
	"github.com/stitchgen/stitchgen/examples/providers"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// decode reads JSON with numbers kept exact, for comparing documents.
func decode(t *testing.T, b []byte) any {
	t.Helper()
	var v any
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	require.NoError(t, d.Decode(&v), "%s", b)
	return v
}

// TestSDKsTakeDeclarations registers every example tool with each SDK's own parameter
// type and checks that what the SDK would send is the declaration, keyword for keyword.
func TestSDKsTakeDeclarations(t *testing.T) {
	for _, at := range broadcast.StitchTools {
		m := *at.Info()
		for _, d := range []string{"openai", "openai-strict"} {
			tool, err := providers.OpenAITool(m, d)
			require.NoError(t, err)
			sent, err := json.Marshal(tool)
			require.NoError(t, err)
			decl, _ := m.Declaration(d)
			want := map[string]any{"type": "function", "function": decode(t, decl.JSON)}
			assert.Equal(t, want, decode(t, sent), "%s %s", m.Name, d)
		}
		for _, d := range []string{"anthropic", "anthropic-strict"} {
			tool, err := providers.AnthropicTool(m, d)
			require.NoError(t, err)
			sent, err := json.Marshal(tool)
			require.NoError(t, err)
			decl, _ := m.Declaration(d)
			assert.Equal(t, decode(t, decl.JSON), decode(t, sent), "%s %s", m.Name, d)
		}
		for _, d := range []string{"gemini", "gemini-jsonschema"} {
			fd, err := providers.GeminiFunction(m, d)
			require.NoError(t, err)
			sent, err := json.Marshal(fd)
			require.NoError(t, err)
			decl, _ := m.Declaration(d)
			// genai.Schema holds the gemini schema without loss: it round-trips.
			assert.Equal(t, decode(t, decl.JSON), decode(t, sent), "%s %s", m.Name, d)
		}
	}
}

func readFixture(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	require.NoError(t, err)
	return b
}

// byName finds an example tool.
func byName(t *testing.T, name string) stitch.AnyTool {
	t.Helper()
	for _, at := range broadcast.StitchTools {
		if at.Info().Name == name {
			return at
		}
	}
	t.Fatalf("no tool %s", name)
	return nil
}

// canonical parses the canonical form of a call, for the value a dialect's call must give.
func canonical(t *testing.T, tool stitch.AnyTool, args string) any {
	t.Helper()
	v, err := tool.ParseAny([]byte(args), stitch.Limits{})
	require.NoError(t, err)
	return v
}

// TestOpenAIRecordedCalls parses the tool calls of a recorded Chat Completions response
// (openai-strict: every key sent, null for those left out; maps and any as JSON text).
func TestOpenAIRecordedCalls(t *testing.T) {
	var c openai.ChatCompletion
	require.NoError(t, json.Unmarshal(readFixture(t, "openai_chat_completion.json"), &c))
	calls := c.Choices[0].Message.ToolCalls
	require.Len(t, calls, 2)
	want := map[string]string{
		"contact_search":   `{"query":"ada","country":"GB"}`,
		"webhook_register": `{"url":"https://hooks.example.com/b","secret":"s3cr3t-s3cr3t-s3cr3t","headers":{"X-Team":"growth"},"echo":{"ping":1}}`,
	}
	for _, call := range calls {
		tool := byName(t, call.Function.Name)
		got, err := stitch.ParseAnyIn(tool, "openai-strict", []byte(call.Function.Arguments), stitch.Limits{})
		require.NoError(t, err, call.Function.Name)
		assert.Equal(t, canonical(t, tool, want[call.Function.Name]), got, call.Function.Name)
	}
	// The search's page_size was null: its default applies.
	v, _ := stitch.ParseIn(broadcast.ContactSearchTool, "openai-strict", []byte(calls[0].Function.Arguments))
	assert.Equal(t, uint8(20), v.PageSize)
}

// TestAnthropicRecordedCall parses the tool_use block of a recorded Messages response.
func TestAnthropicRecordedCall(t *testing.T) {
	var m anthropic.Message
	require.NoError(t, json.Unmarshal(readFixture(t, "anthropic_message.json"), &m))
	var n int
	for _, b := range m.Content {
		if b.Type != "tool_use" {
			continue
		}
		n++
		tool := byName(t, b.Name)
		got, err := stitch.ParseAnyIn(tool, "anthropic-strict", b.Input, stitch.Limits{})
		require.NoError(t, err)
		assert.Equal(t, canonical(t, tool, `{"chat_id":4242,"text":"Doors open at 9.","parse_mode":"plain","reply_to":null}`), got)
	}
	assert.Equal(t, 1, n)
}

// TestGeminiRecordedCall parses the function call of a recorded generateContent response
// (gemini: the any filter as JSON text).
func TestGeminiRecordedCall(t *testing.T) {
	var r genai.GenerateContentResponse
	require.NoError(t, json.Unmarshal(readFixture(t, "gemini_response.json"), &r))
	fcs := r.FunctionCalls()
	require.Len(t, fcs, 1)
	args, err := providers.GeminiArgs(fcs[0])
	require.NoError(t, err)
	tool := byName(t, fcs[0].Name)
	got, err := stitch.ParseAnyIn(tool, "gemini", args, stitch.Limits{})
	require.NoError(t, err)
	assert.Equal(t, canonical(t, tool, `{"broadcast_id":"7c9e6679-7425-40de-944b-e07fc1f90ae7","from":"2026-11-01","to":"2026-11-30","granularity":"week","filter":{"segment":"vip","min_opens":3}}`), got)
	v := got.(broadcast.AudienceStats)
	assert.Equal(t, float32(95), v.Percentile, "the default")
}
