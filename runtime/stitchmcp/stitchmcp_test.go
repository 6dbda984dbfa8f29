package stitchmcp_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/examples/broadcast"
	"github.com/stitchgen/stitchgen/runtime/stitch"
	"github.com/stitchgen/stitchgen/runtime/stitchmcp"
)

// serve starts a server with the tools add registers and returns a client session of the
// SDK's own client, connected over in-memory pipes.
func serve(t testing.TB, add func(s *mcp.Server)) *mcp.ClientSession {
	t.Helper()
	ctx := context.Background()
	s := mcp.NewServer(&mcp.Implementation{Name: "stitchmcp-test", Version: "v0.0.0"}, nil)
	add(s)
	st, ct := mcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	require.NoError(t, err)
	c := mcp.NewClient(&mcp.Implementation{Name: "test-client", Version: "v0.0.0"}, nil)
	cs, err := c.Connect(ctx, ct, nil)
	require.NoError(t, err)
	t.Cleanup(func() {
		_ = cs.Close()
		_ = ss.Wait()
	})
	return cs
}

// call makes one tools/call with args sent byte for byte; it fails the test on a protocol
// error, which no call through the adapter may produce.
func call(t *testing.T, cs *mcp.ClientSession, tool, args string) *mcp.CallToolResult {
	t.Helper()
	params := &mcp.CallToolParams{Name: tool}
	if args != "" {
		params.Arguments = json.RawMessage(args)
	}
	res, err := cs.CallTool(context.Background(), params)
	require.NoError(t, err, "a call must never be a JSON-RPC error")
	return res
}

// wireLen is the size of args as the server receives them: the SDK's client sends a
// json.RawMessage compacted, and no arguments as {}.
func wireLen(args string) int {
	if args == "" {
		return len("{}")
	}
	var b bytes.Buffer
	if err := json.Compact(&b, []byte(args)); err != nil {
		panic(err)
	}
	return b.Len()
}

// text returns the only content of res, which must be text.
func text(t *testing.T, res *mcp.CallToolResult) string {
	t.Helper()
	require.Len(t, res.Content, 1)
	tc, ok := res.Content[0].(*mcp.TextContent)
	require.True(t, ok, "content is %T, want text", res.Content[0])
	return tc.Text
}

// recorder counts handler calls and records what the hooks saw.
type recorder struct {
	mu       sync.Mutex
	handled  []any
	befores  []stitchmcp.CallInfo
	outcomes []stitchmcp.Outcome
}

func (r *recorder) hooks() stitchmcp.Option {
	return stitchmcp.WithHooks(
		func(_ context.Context, ci stitchmcp.CallInfo) {
			r.mu.Lock()
			defer r.mu.Unlock()
			r.befores = append(r.befores, ci)
		},
		func(_ context.Context, ci stitchmcp.CallInfo, oc stitchmcp.Outcome) {
			r.mu.Lock()
			defer r.mu.Unlock()
			r.outcomes = append(r.outcomes, oc)
		})
}

func (r *recorder) handle(v any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.handled = append(r.handled, v)
}

// echo adds tool to s with a handler that records its input and returns it
// as the result.
func echo[T any](t *testing.T, s *mcp.Server, tool *stitch.Tool[T], r *recorder) {
	t.Helper()
	require.NoError(t, stitchmcp.AddTool(s, tool, func(_ context.Context, _ *mcp.CallToolRequest, in T) (T, error) {
		r.handle(in)
		return in, nil
	}))
}

// listed returns the input schema of each tool cs lists, as JSON, in the
// order listed.
func listed(t *testing.T, cs *mcp.ClientSession) [][]byte {
	t.Helper()
	tools, err := cs.ListTools(context.Background(), nil)
	require.NoError(t, err)
	var schemas [][]byte
	for _, tl := range tools.Tools {
		schema, err := json.Marshal(tl.InputSchema)
		require.NoError(t, err)
		schemas = append(schemas, schema)
	}
	return schemas
}

// issueLines reads the error envelope res carries: "path: message" for
// each issue.
func issueLines(t *testing.T, res *mcp.CallToolResult) []string {
	t.Helper()
	require.True(t, res.IsError)
	var env envelope
	require.NoError(t, json.Unmarshal([]byte(text(t, res)), &env))
	var lines []string
	for _, is := range env.Details.Issues {
		lines = append(lines, is.Path+": "+is.Message)
	}
	return lines
}

// sent is a handler's result: what it received, echoed.
type sent struct {
	ChatID int64  `json:"chat_id"`
	Text   string `json:"text"`
}

// addAll registers the six example tools; every handler records its input and returns a
// small struct.
func addAll(s *mcp.Server, r *recorder, opts ...stitchmcp.Option) {
	stitchmcp.AddTool(s, broadcast.BroadcastCreateTool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.BroadcastCreate) (struct{}, error) {
		r.handle(in)
		return struct{}{}, nil
	}, opts...)
	stitchmcp.AddTool(s, broadcast.BroadcastEditTool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.BroadcastEdit) (struct{}, error) {
		r.handle(in)
		return struct{}{}, nil
	}, opts...)
	stitchmcp.AddTool(s, broadcast.MessageSendTool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.MessageSend) (sent, error) {
		r.handle(in)
		return sent{ChatID: in.ChatID, Text: in.Text}, nil
	}, opts...)
	stitchmcp.AddTool(s, broadcast.ContactSearchTool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.ContactSearch) (struct{}, error) {
		r.handle(in)
		return struct{}{}, nil
	}, opts...)
	stitchmcp.AddTool(s, broadcast.WebhookRegisterTool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.WebhookRegister) (struct{}, error) {
		r.handle(in)
		return struct{}{}, nil
	}, opts...)
	stitchmcp.AddTool(s, broadcast.AudienceStatsTool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.AudienceStats) (struct{}, error) {
		r.handle(in)
		return struct{}{}, nil
	}, opts...)
}

func TestListToolsAdvertisesTheGeneratedSchemas(t *testing.T) {
	var r recorder
	cs := serve(t, func(s *mcp.Server) {
		addAll(s, &r)
		// Registering again replaces the tool; this time with annotations.
		stitchmcp.AddTool(s, broadcast.AudienceStatsTool, func(context.Context, *mcp.CallToolRequest, broadcast.AudienceStats) (struct{}, error) {
			return struct{}{}, nil
		}, stitchmcp.WithAnnotations(&mcp.ToolAnnotations{Title: "Audience statistics", ReadOnlyHint: true}))
	})

	res, err := cs.ListTools(context.Background(), nil)
	require.NoError(t, err)
	generated := map[string]*stitch.Meta{}
	for _, st := range broadcast.StitchTools {
		generated[st.Info().Name] = st.Info()
	}
	require.Len(t, res.Tools, 6, "addAll registers six tools")
	for _, tool := range res.Tools {
		meta, ok := generated[tool.Name]
		require.True(t, ok, "%s is not a generated tool", tool.Name)
		assert.Equal(t, meta.Description, tool.Description)
		got, err := json.Marshal(tool.InputSchema)
		require.NoError(t, err)
		assert.JSONEq(t, string(meta.Advertised), string(got), "%s: the listed input schema is not the advertised one", meta.Name)
		assert.Nil(t, tool.OutputSchema, meta.Name)
		assert.Equal(t, meta.Title, tool.Title, meta.Name)
		switch tool.Name {
		case "audience_stats":
			assert.Equal(t, &mcp.ToolAnnotations{Title: "Audience statistics", ReadOnlyHint: true}, tool.Annotations)
		case "contact_search", "message_send":
			// The directive's title and hints; see TestListToolsTitleAndHints.
		default:
			assert.Nil(t, tool.Annotations, meta.Name)
			assert.Empty(t, tool.Title, meta.Name)
		}
	}
}

// TestListToolsTitleAndHints: tools/list shows the title and the hints a
// //stitch:tool directive states (contact_search: title="Search contacts"
// readonly idempotent openworld=false; message_send: title="Send a message"
// destructive=false), on the wire as MCP spells them; a hint left unsaid is
// left out where the SDK can (destructiveHint, openWorldHint), false where it
// cannot.
func TestListToolsTitleAndHints(t *testing.T) {
	var r recorder
	cs := serve(t, func(s *mcp.Server) { addAll(s, &r) })
	res, err := cs.ListTools(context.Background(), nil)
	require.NoError(t, err)
	listed := map[string]string{}
	for _, tool := range res.Tools {
		b, err := json.Marshal(struct {
			Title       string               `json:"title,omitempty"`
			Annotations *mcp.ToolAnnotations `json:"annotations,omitempty"`
		}{tool.Title, tool.Annotations})
		require.NoError(t, err)
		listed[tool.Name] = string(b)
	}
	assert.JSONEq(t, `{"title":"Search contacts","annotations":{"readOnlyHint":true,"idempotentHint":true,"openWorldHint":false}}`, listed["contact_search"])
	assert.JSONEq(t, `{"title":"Send a message","annotations":{"readOnlyHint":false,"idempotentHint":false,"destructiveHint":false}}`, listed["message_send"])
	assert.JSONEq(t, `{}`, listed["broadcast_create"])
}

func TestValidCallReachesTheHandlerExactly(t *testing.T) {
	var r recorder
	cs := serve(t, func(s *mcp.Server) { addAll(s, &r, r.hooks()) })

	// 2^53 + 1: a float64 round trip would make it ...992.
	args := `{"chat_id": 9007199254740993, "text": "hello", "reply_to": null}`
	res := call(t, cs, "message_send", args)

	assert.False(t, res.IsError, text(t, res))
	require.Len(t, r.handled, 1)
	assert.Equal(t, broadcast.MessageSend{ChatID: 9007199254740993, Text: "hello", ParseMode: "plain"}, r.handled[0])
	// The structured result is sent as encoding/json writes it: exact on the wire too.
	assert.Equal(t, `{"chat_id":9007199254740993,"text":"hello"}`, text(t, res))
	assert.Equal(t, map[string]any{"chat_id": 9007199254740993.0, "text": "hello"}, res.StructuredContent)

	require.Len(t, r.befores, 1)
	assert.Equal(t, "message_send", r.befores[0].Tool)
	assert.Equal(t, wireLen(args), r.befores[0].ArgBytes)
	require.NotNil(t, r.befores[0].Request)
	require.Len(t, r.outcomes, 1)
	oc := r.outcomes[0]
	assert.Equal(t, stitchmcp.StatusOK, oc.Status)
	assert.Empty(t, oc.Code)
	assert.Nil(t, oc.Issues)
	assert.NoError(t, oc.Err)
	assert.Positive(t, oc.Duration)
}

func TestDoubleEncodedStructureIsAccepted(t *testing.T) {
	var r recorder
	cs := serve(t, func(s *mcp.Server) { addAll(s, &r, r.hooks()) })

	// content is a JSON string holding the object, as models often send it.
	args := `{"name": "  Spring sale ", "content": "{\"parts\": [{\"type\": \"text\", \"text\": \"Hello\"}, {\"type\": \"photo\", \"url\": \"https://example.com/a.png\"}]}"}`
	res := call(t, cs, "broadcast_create", args)

	assert.False(t, res.IsError, res.Content)
	assert.Empty(t, res.Content, "struct{} sends no content")
	require.Len(t, r.handled, 1)
	assert.Equal(t, broadcast.BroadcastCreate{
		Name: "Spring sale", // trimmed
		Content: broadcast.Content{Parts: []broadcast.Part{
			broadcast.TextPart{Type: "text", Text: "Hello"},
			broadcast.ImagePart{Type: "photo", URL: "https://example.com/a.png"},
		}},
		Limit:   100,   // default
		Segment: "all", // default
	}, r.handled[0])
	require.Len(t, r.outcomes, 1)
	assert.Equal(t, stitchmcp.StatusOK, r.outcomes[0].Status)
}

// envelope is the decoded text of an error result.
type envelope struct {
	Error   string `json:"error"`
	Details struct {
		Message string        `json:"message"`
		Issues  stitch.Issues `json:"issues"`
	} `json:"details"`
	Hint string `json:"_hint"`
}

func TestInvalidCallsReturnEveryIssueAndSkipTheHandler(t *testing.T) {
	tests := []struct {
		name    string
		tool    string
		args    string
		limits  stitch.Limits
		issues  stitch.Issues
		message string // details.message, when it is not "1 issue"
	}{{
		name: "wrong type",
		tool: "message_send",
		args: `{"chat_id": "42", "text": "hi"}`,
		issues: stitch.Issues{
			{Path: "chat_id", Code: "invalid_type", Message: `expected an integer, got the string "42"`},
		},
	}, {
		name: "missing key",
		tool: "message_send",
		args: `{"text": "hi"}`,
		issues: stitch.Issues{
			{Path: "chat_id", Code: "required", Message: `missing required key "chat_id"`},
		},
	}, {
		name: "unknown key",
		tool: "message_send",
		args: `{"chat_id": 42, "text": "hi", "colour": "red"}`,
		issues: stitch.Issues{
			{Path: "colour", Code: "unknown_key", Message: `unknown key "colour"; allowed keys: chat_id, text, parse_mode, reply_to, silent, delay_seconds`},
		},
	}, {
		name: "unknown union label",
		tool: "broadcast_create",
		args: `{"name": "x", "content": {"parts": [{"type": "video", "url": "https://example.com/v.mp4"}]}}`,
		issues: stitch.Issues{
			{Path: "content.parts[0].type", Code: "invalid_label", Message: `unknown type "video"; expected one of: text, image, photo, button, delay`},
		},
	}, {
		name: "refine",
		tool: "message_send",
		args: `{"chat_id": 0, "text": "hi"}`,
		issues: stitch.Issues{
			{Path: "chat_id", Code: "custom", Message: "chat_id 0 is reserved; use the id of a real chat"},
		},
	}, {
		name: "five issues at once",
		tool: "broadcast_create",
		args: `{"name": "", "content": {"parts": [{"type": "text", "text": ""}, {"type": "image", "url": "nope", "label": "x"}]}, "limit": -1}`,
		issues: stitch.Issues{
			{Path: "name", Code: "too_small", Message: "expected a string of 1 to 80 characters, got 0 characters"},
			{Path: "content.parts[0].text", Code: "too_small", Message: "expected a string of 1 to 4096 characters, got 0 characters"},
			{Path: "content.parts[1].url", Code: "format", Message: `expected a URI, got the string "nope"`},
			{Path: "content.parts[1].label", Code: "unknown_key", Message: `"label" is allowed only when type = button`},
			{Path: "limit", Code: "too_small", Message: "expected an integer between 0 and 5000, got -1"},
		},
		message: "5 issues",
	}, {
		name: "six issues: the message shows five, the list has all",
		tool: "broadcast_create",
		args: `{"name": "", "content": {"parts": [{"type": "text", "text": ""}, {"type": "image", "url": "nope", "label": "x"}]}, "limit": -1, "segment": "everyone"}`,
		issues: stitch.Issues{
			{Path: "name", Code: "too_small", Message: "expected a string of 1 to 80 characters, got 0 characters"},
			{Path: "content.parts[0].text", Code: "too_small", Message: "expected a string of 1 to 4096 characters, got 0 characters"},
			{Path: "content.parts[1].url", Code: "format", Message: `expected a URI, got the string "nope"`},
			{Path: "content.parts[1].label", Code: "unknown_key", Message: `"label" is allowed only when type = button`},
			{Path: "limit", Code: "too_small", Message: "expected an integer between 0 and 5000, got -1"},
			{Path: "segment", Code: "invalid_enum", Message: `expected one of "all", "active", "dormant", "vip", got the string "everyone"`},
		},
		message: "6 issues",
	}, {
		name: "no arguments read as {}",
		tool: "broadcast_create",
		args: "",
		issues: stitch.Issues{
			{Path: "name", Code: "required", Message: `missing required key "name"`},
			{Path: "content", Code: "required", Message: `missing required key "content"`},
		},
		message: "2 issues",
	}, {
		name: "null arguments read as {}",
		tool: "broadcast_create",
		args: "null",
		issues: stitch.Issues{
			{Path: "name", Code: "required", Message: `missing required key "name"`},
			{Path: "content", Code: "required", Message: `missing required key "content"`},
		},
		message: "2 issues",
	}, {
		name: "arguments not an object",
		tool: "broadcast_create",
		args: `[1]`,
		issues: stitch.Issues{
			{Path: "", Code: "invalid_type", Message: "expected an object, got an array"},
		},
	}, {
		name:   "limits",
		tool:   "message_send",
		args:   `{"chat_id": 42, "text": "a text longer than the limit allows"}`,
		limits: stitch.Limits{MaxBytes: 32},
		issues: stitch.Issues{
			{Path: "", Code: "too_large", Message: "the input is 59 bytes; the limit is 32 bytes"},
		},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r recorder
			cs := serve(t, func(s *mcp.Server) { addAll(s, &r, r.hooks(), stitchmcp.WithLimits(tt.limits)) })

			res := call(t, cs, tt.tool, tt.args)

			assert.True(t, res.IsError)
			assert.Nil(t, res.StructuredContent)
			var env envelope
			require.NoError(t, json.Unmarshal([]byte(text(t, res)), &env))
			assert.Equal(t, "VALIDATION_ERROR", env.Error)
			assert.Equal(t, tt.issues, env.Details.Issues)
			want := tt.message
			if want == "" {
				want = "1 issue"
			}
			assert.Equal(t, want, env.Details.Message)
			assert.Equal(t, "Nothing was done. Fix every issue listed in details.issues and call "+tt.tool+" again.", env.Hint)

			assert.Empty(t, r.handled, "the handler must not be called")
			require.Len(t, r.befores, 1)
			assert.Equal(t, tt.tool, r.befores[0].Tool)
			assert.Equal(t, wireLen(tt.args), r.befores[0].ArgBytes)
			require.Len(t, r.outcomes, 1)
			assert.Equal(t, stitchmcp.StatusValidationError, r.outcomes[0].Status)
			assert.Equal(t, "VALIDATION_ERROR", r.outcomes[0].Code)
			assert.Equal(t, tt.issues, r.outcomes[0].Issues)
			assert.NoError(t, r.outcomes[0].Err)
		})
	}
}

func TestValidationEnvelopeBytes(t *testing.T) {
	var r recorder
	cs := serve(t, func(s *mcp.Server) { addAll(s, &r) })

	res := call(t, cs, "message_send", `{"chat_id": "42", "text": "<hi>"}`)

	// The exact text: key order as documented, no HTML escaping.
	assert.Equal(t, `{"error":"VALIDATION_ERROR","details":{"message":"1 issue",`+
		`"issues":[{"path":"chat_id","code":"invalid_type","message":"expected an integer, got the string \"42\""}]},`+
		`"_hint":"Nothing was done. Fix every issue listed in details.issues and call message_send again."}`, text(t, res))
}

func TestToolErrors(t *testing.T) {
	tests := []struct {
		name  string
		err   error
		opts  []stitchmcp.Option
		text  string
		code  string
		issue string // a validation call's hint, with the same options
	}{{
		name: "plain error",
		err:  errors.New("the chat is archived"),
		text: `{"error":"TOOL_ERROR","details":{"message":"the chat is archived"}}`,
		code: "TOOL_ERROR",
	}, {
		name: "Error with code, details and hint",
		err: &stitchmcp.Error{
			Code:    "NOT_FOUND",
			Message: "no chat 42",
			Details: map[string]any{"chat_id": int64(42), "message": "ignored", "known": []int{1, 2}},
			Hint:    "Call contact_search to find the chat first.",
		},
		text: `{"error":"NOT_FOUND","details":{"message":"no chat 42","chat_id":42,"known":[1,2]},"_hint":"Call contact_search to find the chat first."}`,
		code: "NOT_FOUND",
	}, {
		name: "wrapped Error without a code",
		err:  fmt.Errorf("sending: %w", &stitchmcp.Error{Message: "rate limited <1/s>"}),
		text: `{"error":"TOOL_ERROR","details":{"message":"rate limited <1/s>"}}`,
		code: "TOOL_ERROR",
	}, {
		name: "hint function",
		err:  &stitchmcp.Error{Code: "BUSY", Message: "try later"},
		opts: []stitchmcp.Option{stitchmcp.WithErrorHint(func(tool, code string) string {
			if code == "VALIDATION_ERROR" {
				return "" // keep the default
			}
			return tool + " failed with " + code
		})},
		text: `{"error":"BUSY","details":{"message":"try later"},"_hint":"message_send failed with BUSY"}`,
		code: "BUSY",
	}, {
		name: "the error's own hint wins",
		err:  &stitchmcp.Error{Code: "BUSY", Message: "try later", Hint: "Wait a minute."},
		opts: []stitchmcp.Option{stitchmcp.WithErrorHint(func(tool, code string) string { return "from the function" })},
		text: `{"error":"BUSY","details":{"message":"try later"},"_hint":"Wait a minute."}`,
		code: "BUSY",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r recorder
			cs := serve(t, func(s *mcp.Server) {
				stitchmcp.AddTool(s, broadcast.MessageSendTool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.MessageSend) (sent, error) {
					r.handle(in)
					return sent{}, tt.err
				}, append(tt.opts, r.hooks())...)
			})

			res := call(t, cs, "message_send", `{"chat_id": 42, "text": "hi"}`)

			assert.True(t, res.IsError)
			assert.Nil(t, res.StructuredContent)
			assert.Equal(t, tt.text, text(t, res))
			assert.Len(t, r.handled, 1)
			require.Len(t, r.outcomes, 1)
			assert.Equal(t, stitchmcp.StatusToolError, r.outcomes[0].Status)
			assert.Equal(t, tt.code, r.outcomes[0].Code)
			assert.Equal(t, tt.err, r.outcomes[0].Err)
			assert.Nil(t, r.outcomes[0].Issues)
		})
	}
}

func TestHintFunctionForValidationErrors(t *testing.T) {
	var r recorder
	cs := serve(t, func(s *mcp.Server) {
		addAll(s, &r, stitchmcp.WithErrorHint(func(tool, code string) string {
			return "Read the schema of " + tool + " (" + code + ")."
		}))
	})
	var env envelope
	require.NoError(t, json.Unmarshal([]byte(text(t, call(t, cs, "message_send", `{}`))), &env))
	assert.Equal(t, "Read the schema of message_send (VALIDATION_ERROR).", env.Hint)
}

// draft is a result type with an output schema.
type draft struct {
	ID    string `json:"id"`
	Parts int    `json:"parts"`
}

const draftSchema = `{"type":"object","properties":{"id":{"type":"string"},"parts":{"type":"integer"}},"required":["id","parts"],"additionalProperties":false}`

func TestResults(t *testing.T) {
	create := func(s *mcp.Server, name string, add func(s *mcp.Server, tool *stitch.Tool[broadcast.BroadcastCreate])) {
		add(s, renamed(broadcast.BroadcastCreateTool, name))
	}
	cs := serve(t, func(s *mcp.Server) {
		create(s, "structured", func(s *mcp.Server, tool *stitch.Tool[broadcast.BroadcastCreate]) {
			stitchmcp.AddTool(s, tool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.BroadcastCreate) (draft, error) {
				return draft{ID: "d-1", Parts: len(in.Content.Parts)}, nil
			}, stitchmcp.WithOutputSchema(json.RawMessage(draftSchema)))
		})
		create(s, "pointer", func(s *mcp.Server, tool *stitch.Tool[broadcast.BroadcastCreate]) {
			stitchmcp.AddTool(s, tool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.BroadcastCreate) (*draft, error) {
				return &draft{ID: "d-2", Parts: len(in.Content.Parts)}, nil
			})
		})
		create(s, "nil_pointer", func(s *mcp.Server, tool *stitch.Tool[broadcast.BroadcastCreate]) {
			stitchmcp.AddTool(s, tool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.BroadcastCreate) (*draft, error) {
				return nil, nil
			})
		})
		create(s, "string", func(s *mcp.Server, tool *stitch.Tool[broadcast.BroadcastCreate]) {
			stitchmcp.AddTool(s, tool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.BroadcastCreate) (string, error) {
				return "created " + in.Name, nil
			})
		})
		create(s, "map", func(s *mcp.Server, tool *stitch.Tool[broadcast.BroadcastCreate]) {
			stitchmcp.AddTool(s, tool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.BroadcastCreate) (map[string]int, error) {
				return map[string]int{"parts": len(in.Content.Parts)}, nil
			})
		})
		create(s, "nil_any", func(s *mcp.Server, tool *stitch.Tool[broadcast.BroadcastCreate]) {
			stitchmcp.AddTool(s, tool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.BroadcastCreate) (any, error) {
				return nil, nil
			})
		})
		create(s, "raw_result", func(s *mcp.Server, tool *stitch.Tool[broadcast.BroadcastCreate]) {
			stitchmcp.AddTool(s, tool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.BroadcastCreate) (*mcp.CallToolResult, error) {
				return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "a"}, &mcp.TextContent{Text: "b"}}}, nil
			}, stitchmcp.WithOutputSchema(json.RawMessage(`{"type":"object"}`)))
		})
	})
	args := `{"name": "n", "content": {"parts": [{"type": "text", "text": "t"}]}}`

	listed, err := cs.ListTools(context.Background(), nil)
	require.NoError(t, err)
	schemas := map[string]any{}
	for _, tool := range listed.Tools {
		schemas[tool.Name] = tool.OutputSchema
	}
	var want any
	require.NoError(t, json.Unmarshal([]byte(draftSchema), &want))
	assert.Equal(t, want, schemas["structured"])
	assert.Nil(t, schemas["pointer"], "no output schema unless one is given")
	assert.Equal(t, map[string]any{"type": "object"}, schemas["raw_result"])

	res := call(t, cs, "structured", args)
	assert.Equal(t, `{"id":"d-1","parts":1}`, text(t, res))
	assert.Equal(t, map[string]any{"id": "d-1", "parts": 1.0}, res.StructuredContent)

	res = call(t, cs, "pointer", args)
	assert.Equal(t, `{"id":"d-2","parts":1}`, text(t, res))
	assert.Equal(t, map[string]any{"id": "d-2", "parts": 1.0}, res.StructuredContent)

	res = call(t, cs, "nil_pointer", args)
	assert.Equal(t, `{"id":"","parts":0}`, text(t, res), "a nil pointer is sent as the zero value")
	assert.Equal(t, map[string]any{"id": "", "parts": 0.0}, res.StructuredContent)

	res = call(t, cs, "string", args)
	assert.Equal(t, "created n", text(t, res))
	assert.Nil(t, res.StructuredContent)

	res = call(t, cs, "map", args)
	assert.Equal(t, `{"parts":1}`, text(t, res))
	assert.Nil(t, res.StructuredContent)

	res = call(t, cs, "nil_any", args)
	assert.Empty(t, res.Content)
	assert.False(t, res.IsError)

	res = call(t, cs, "raw_result", args)
	require.Len(t, res.Content, 2)
	assert.Equal(t, "b", res.Content[1].(*mcp.TextContent).Text)
}

func TestUnencodableResultIsAToolError(t *testing.T) {
	var r recorder
	cs := serve(t, func(s *mcp.Server) {
		stitchmcp.AddTool(s, broadcast.MessageSendTool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.MessageSend) (map[string]any, error) {
			return map[string]any{"f": func() {}}, nil
		}, r.hooks())
	})
	res := call(t, cs, "message_send", `{"chat_id": 42, "text": "hi"}`)
	assert.True(t, res.IsError)
	assert.Equal(t, `{"error":"TOOL_ERROR","details":{"message":"encoding the result of message_send: json: unsupported type: func()"}}`, text(t, res))
	require.Len(t, r.outcomes, 1)
	assert.Equal(t, stitchmcp.StatusToolError, r.outcomes[0].Status)
}

func TestAddToolRejectsMistakes(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "t", Version: "v0"}, nil)
	h := func(context.Context, *mcp.CallToolRequest, broadcast.MessageSend) (string, error) { return "", nil }

	assert.EqualError(t, stitchmcp.AddTool(s, &stitch.Tool[broadcast.MessageSend]{Meta: &stitch.Meta{Name: "x"}}, h),
		"stitchmcp.AddTool: nil tool or tool without a parser")
	assert.EqualError(t, stitchmcp.AddTool[broadcast.MessageSend, string](s, broadcast.MessageSendTool, nil),
		`stitchmcp.AddTool "message_send": nil handler`)
	assert.EqualError(t, stitchmcp.AddTool(s, broadcast.MessageSendTool, h, stitchmcp.WithOutputSchema(json.RawMessage(`{"type":"string"}`))),
		`stitchmcp.AddTool "message_send": an output schema needs an Out that is a struct, a pointer to one or *mcp.CallToolResult, not string`)
	assert.EqualError(t, stitchmcp.AddTool(s, broadcast.MessageSendTool, func(context.Context, *mcp.CallToolRequest, broadcast.MessageSend) (draft, error) {
		return draft{}, nil
	}, stitchmcp.WithOutputSchema(json.RawMessage(`{"type":`))), `stitchmcp.AddTool "message_send": the output schema is not JSON`)
}

// TestHandlerPanic: a panicking handler gives the model an INTERNAL_ERROR envelope, the
// hooks the panic and its stack, and the server keeps serving.
func TestHandlerPanic(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "t", Version: "v0"}, nil)
	var got []stitchmcp.Outcome
	require.NoError(t, stitchmcp.AddTool(s, broadcast.MessageSendTool, func(context.Context, *mcp.CallToolRequest, broadcast.MessageSend) (string, error) {
		panic("boom")
	}, stitchmcp.WithHooks(nil, func(_ context.Context, _ stitchmcp.CallInfo, oc stitchmcp.Outcome) { got = append(got, oc) })))
	ct, st := mcp.NewInMemoryTransports()
	ss, err := s.Connect(context.Background(), st, nil)
	require.NoError(t, err)
	defer ss.Close()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, nil).Connect(context.Background(), ct, nil)
	require.NoError(t, err)
	defer cs.Close()
	for range 2 {
		res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: "message_send", Arguments: json.RawMessage(`{"chat_id":1,"text":"hi"}`)})
		require.NoError(t, err)
		assert.True(t, res.IsError)
		assert.Equal(t, `{"error":"INTERNAL_ERROR","details":{"message":"the tool message_send failed unexpectedly; its effects are unknown"}}`, res.Content[0].(*mcp.TextContent).Text)
	}
	require.Len(t, got, 2)
	assert.Equal(t, stitchmcp.StatusToolError, got[0].Status)
	assert.Equal(t, stitchmcp.CodeInternal, got[0].Code)
	assert.Contains(t, got[0].Err.Error(), "panic in tool handler: boom")
	assert.Contains(t, got[0].Err.Error(), "stitchmcp_test.TestHandlerPanic")
}

// TestSDKTypedPathLosesWhatTheAdapterKeeps pins the two SDK behaviours the package doc gives
// as reasons for the adapter, with the same exact schema: mcp.AddTool rounds an int64 above
// 2^53 (it decodes through map[string]any) and reports one of several issues, not always the
// same one.
// If this fails after an SDK upgrade, the package doc needs revisiting.
func TestSDKTypedPathLosesWhatTheAdapterKeeps(t *testing.T) {
	type messageSend struct {
		ChatID int64  `json:"chat_id"`
		Text   string `json:"text"`
	}
	var got []int64
	cs := serve(t, func(s *mcp.Server) {
		tool := &mcp.Tool{Name: "message_send", InputSchema: json.RawMessage(broadcast.MessageSendTool.Meta.Exact)}
		mcp.AddTool(s, tool, func(_ context.Context, _ *mcp.CallToolRequest, in messageSend) (*mcp.CallToolResult, any, error) {
			got = append(got, in.ChatID)
			return nil, nil, nil
		})
	})

	res := call(t, cs, "message_send", `{"chat_id": 9007199254740993, "text": "hi"}`)
	assert.False(t, res.IsError)
	assert.Equal(t, []int64{9007199254740992}, got, "the SDK path rounds through float64")

	res = call(t, cs, "message_send", `{"chat_id": "42", "text": "", "colour": "red"}`)
	assert.True(t, res.IsError)
	// One issue of three, and which one varies from run to run (map iteration).
	msg := text(t, res)
	assert.True(t, strings.HasPrefix(msg, `validating "arguments": validating root: validating /properties/`), msg)
	assert.Equal(t, 1, strings.Count(msg, "/properties/"), msg)
}

// TestAddToolForTakesTheSDKHandler: a handler written for mcp.AddTool serves a generated
// tool unchanged; its result is sent as the SDK sends it, and a bad call still gets the
// envelope without reaching it.
func TestAddToolForTakesTheSDKHandler(t *testing.T) {
	var r recorder
	cs := serve(t, func(s *mcp.Server) {
		require.NoError(t, stitchmcp.AddToolFor(s, broadcast.MessageSendTool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.MessageSend) (*mcp.CallToolResult, sent, error) {
			r.handle(in)
			return nil, sent{ChatID: in.ChatID, Text: in.Text}, nil
		}))
		tool := renamed(broadcast.MessageSendTool, "own_result")
		require.NoError(t, stitchmcp.AddToolFor(s, tool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.MessageSend) (*mcp.CallToolResult, *sent, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "sent"}}}, &sent{ChatID: in.ChatID}, nil
		}))
		tool2 := renamed(broadcast.MessageSendTool, "fails")
		require.NoError(t, stitchmcp.AddToolFor(s, tool2, func(context.Context, *mcp.CallToolRequest, broadcast.MessageSend) (*mcp.CallToolResult, any, error) {
			return nil, nil, errors.New("chat 42 is archived")
		}))
	})
	res := call(t, cs, "message_send", `{"chat_id": 42, "text": "hi"}`)
	assert.Equal(t, `{"chat_id":42,"text":"hi"}`, text(t, res))
	assert.Equal(t, map[string]any{"chat_id": 42.0, "text": "hi"}, res.StructuredContent)

	res = call(t, cs, "own_result", `{"chat_id": 7, "text": "hi"}`)
	assert.Equal(t, "sent", text(t, res), "the handler's content is kept")
	assert.Equal(t, map[string]any{"chat_id": 7.0, "text": ""}, res.StructuredContent)

	res = call(t, cs, "fails", `{"chat_id": 42, "text": "hi"}`)
	assert.True(t, res.IsError)
	assert.Equal(t, `{"error":"TOOL_ERROR","details":{"message":"chat 42 is archived"}}`, text(t, res))

	res = call(t, cs, "message_send", `{"chat_id": "42"}`)
	assert.True(t, res.IsError)
	assert.Equal(t, `{"error":"VALIDATION_ERROR","details":{"message":"2 issues","issues":[{"path":"chat_id","code":"invalid_type","message":"expected an integer, got the string \"42\""},{"path":"text","code":"required","message":"missing required key \"text\""}]},"_hint":"Nothing was done. Fix every issue listed in details.issues and call message_send again."}`, text(t, res))
	assert.Len(t, r.handled, 1, "a bad call never reaches the handler")

	s := mcp.NewServer(&mcp.Implementation{Name: "t", Version: "v0"}, nil)
	assert.EqualError(t, stitchmcp.AddToolFor[broadcast.MessageSend, any](s, broadcast.MessageSendTool, nil),
		`stitchmcp.AddToolFor "message_send": nil handler`)
}

// renamed is a copy of tool called name.
func renamed[T any](tool *stitch.Tool[T], name string) *stitch.Tool[T] {
	t, m := *tool, *tool.Meta
	m.Name = name
	t.Meta = &m
	return &t
}
