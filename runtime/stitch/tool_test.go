package stitch_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/examples/broadcast"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// TestTool drives a generated tool through the user API: its Meta, the AnyTool that
// StitchTools lists, and ParseAny.
func TestTool(t *testing.T) {
	var at stitch.AnyTool = broadcast.MessageSendTool.Meta
	assert.Equal(t, "message_send", at.Info().Name)
	assert.Same(t, broadcast.MessageSendTool.Meta, at.Info())
	assert.Contains(t, broadcast.StitchTools, at, "StitchTools lists each tool's Meta")

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

	_, err = (&stitch.Meta{}).ParseAny(nil, stitch.Limits{})
	assert.EqualError(t, err, "stitch: tool has no parser")
}

// TestToolHasNoMethods keeps what a tool costs the user's build: every method of a
// generic type, and every method an embedded field promotes, is compiled into the user's
// package for each tool type (called or not), so Tool has none; what needs no T is on
// *Meta, a field.
func TestToolHasNoMethods(t *testing.T) {
	for _, typ := range []reflect.Type{reflect.TypeFor[stitch.Tool[int]](), reflect.TypeFor[*stitch.Tool[int]]()} {
		assert.Zero(t, typ.NumMethod(), "%v has methods", typ)
	}
	assert.Equal(t, 3, reflect.TypeFor[*stitch.Meta]().NumMethod(), "Declaration, Info, ParseAny, and no more")
}

// TestParseInRefuses pins what ParseIn returns when it cannot parse: the dialect is
// looked up first, then the parser.
func TestParseInRefuses(t *testing.T) {
	_, err := stitch.ParseIn(broadcast.MessageSendTool, "cohere", []byte(`{}`))
	assert.EqualError(t, err, `stitch: unknown provider dialect "cohere"; this tool has: mcp, openai, openai-strict, anthropic, anthropic-strict, gemini, gemini-jsonschema`)

	tool := &stitch.Tool[int]{Meta: &stitch.Meta{Declarations: []stitch.Declaration{{Dialect: "openai"}}}}
	_, err = stitch.ParseIn(tool, "gemini", nil)
	assert.EqualError(t, err, `stitch: unknown provider dialect "gemini"; this tool has: mcp, openai`)
	_, err = stitch.ParseAnyIn(tool.Meta, "gemini", nil, stitch.Limits{})
	assert.EqualError(t, err, `stitch: unknown provider dialect "gemini"; this tool has: mcp, openai`)
	_, err = stitch.ParseIn(tool, "openai", nil)
	assert.EqualError(t, err, "stitch: tool has no parser")
}

// The advertised schema is the mcp dialect: its calls are canonical.
func TestParseInMCP(t *testing.T) {
	in, err := stitch.ParseIn(broadcast.MessageSendTool, "mcp", []byte(`{"chat_id":7,"text":"hi"}`))
	require.NoError(t, err)
	assert.Equal(t, "hi", in.Text)
	// Canonical: a null for a key that is not nullable is an issue, as in ParseMessageSend
	// (openai-strict would read it as absent).
	_, err = stitch.ParseIn(broadcast.MessageSendTool, stitch.MCP, []byte(`{"chat_id":7,"text":"hi","silent":null}`))
	assert.ErrorContains(t, err, "silent")
}
