package stitch_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/examples/broadcast"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// TestTool drives a generated tool through the user API: its Meta, and ParseAny.
func TestTool(t *testing.T) {
	var at stitch.AnyTool = broadcast.MessageSendTool
	assert.Equal(t, "message_send", at.Info().Name)

	v, err := at.ParseAny([]byte(`{"chat_id":7,"text":"hi"}`), stitch.Limits{})
	require.NoError(t, err)
	assert.Equal(t, "hi", v.(broadcast.MessageSend).Text)

	v, err = at.ParseAny([]byte(`{}`), stitch.Limits{})
	assert.Nil(t, v)
	var is stitch.Issues
	require.True(t, errors.As(err, &is))
	assert.Equal(t, stitch.Issues{
		{Path: "chat_id", Code: stitch.CodeRequired, Message: `missing required key "chat_id"`},
		{Path: "text", Code: stitch.CodeRequired, Message: `missing required key "text"`},
	}, is)
	assert.EqualError(t, err, `chat_id: missing required key "chat_id"; text: missing required key "text"`)

	_, err = at.ParseAny([]byte(`{"chat_id":7,"text":"hi"}`), stitch.Limits{MaxBytes: 4})
	require.True(t, errors.As(err, &is))
	assert.Equal(t, stitch.Issues{{Code: stitch.CodeTooLarge, Message: "the input is 25 bytes; the limit is 4 bytes"}}, is)

	_, err = (&stitch.Tool[int]{}).ParseAny(nil, stitch.Limits{})
	assert.EqualError(t, err, "stitch: tool has no parser")
}

// TestParseInRefuses pins what ParseIn returns when it cannot parse: the dialect is
// looked up first, then the parser.
func TestParseInRefuses(t *testing.T) {
	_, err := broadcast.MessageSendTool.ParseIn("cohere", []byte(`{}`))
	assert.EqualError(t, err, `stitch: unknown provider dialect "cohere"; this tool has: mcp, openai, openai-strict, anthropic, anthropic-strict, gemini, gemini-jsonschema`)

	tool := &stitch.Tool[int]{Meta: stitch.Meta{Declarations: []stitch.Declaration{{Dialect: "openai"}}}}
	_, err = tool.ParseIn("gemini", nil)
	assert.EqualError(t, err, `stitch: unknown provider dialect "gemini"; this tool has: mcp, openai`)
	_, err = stitch.ParseAnyIn(tool, "gemini", nil, stitch.Limits{})
	assert.EqualError(t, err, `stitch: unknown provider dialect "gemini"; this tool has: mcp, openai`)
	_, err = tool.ParseIn("openai", nil)
	assert.EqualError(t, err, "stitch: tool has no parser")
}

// The advertised schema is the mcp dialect: its calls are canonical.
func TestParseInMCP(t *testing.T) {
	in, err := broadcast.MessageSendTool.ParseIn("mcp", []byte(`{"chat_id":7,"text":"hi"}`))
	require.NoError(t, err)
	assert.Equal(t, "hi", in.Text)
	// Canonical: a null for a key that is not nullable is an issue, as in ParseMessageSend
	// (openai-strict would read it as absent).
	_, err = broadcast.MessageSendTool.ParseIn(stitch.MCP, []byte(`{"chat_id":7,"text":"hi","silent":null}`))
	assert.ErrorContains(t, err, "silent")
}
