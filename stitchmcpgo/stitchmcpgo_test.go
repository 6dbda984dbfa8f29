package stitchmcpgo_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"sync"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/examples/broadcast"
	"github.com/stitchgen/stitchgen/runtime/stitch"
	"github.com/stitchgen/stitchgen/stitchmcpgo"
	"github.com/stitchgen/stitchgen/testdata/golden/foreign"
)

// calls records what the hooks saw.
type calls struct {
	mu       sync.Mutex
	before   []string
	outcomes []stitchmcpgo.Outcome
}

func (c *calls) hooks() stitchmcpgo.Option {
	return stitchmcpgo.WithHooks(func(_ context.Context, ci stitchmcpgo.CallInfo) {
		c.mu.Lock()
		defer c.mu.Unlock()
		c.before = append(c.before, ci.Tool)
	}, func(_ context.Context, _ stitchmcpgo.CallInfo, o stitchmcpgo.Outcome) {
		c.mu.Lock()
		defer c.mu.Unlock()
		c.outcomes = append(c.outcomes, o)
	})
}

// newServer registers message_send, search_issues and a tool whose handler
// fails as the test asks.
func newServer(t *testing.T, log *calls) *server.MCPServer {
	t.Helper()
	s := server.NewMCPServer("test", "v0")
	require.NoError(t, stitchmcpgo.AddTool(s, broadcast.MessageSendTool, func(_ context.Context, _ mcp.CallToolRequest, in broadcast.MessageSend) (broadcast.MessageSend, error) {
		switch in.Text {
		case "fail":
			return in, errors.New("the chat is archived")
		case "coded":
			return in, &stitchmcpgo.Error{Code: "CHAT_ARCHIVED", Message: "the chat is archived", Details: map[string]any{"chat_id": in.ChatID}, Hint: "Pick another chat."}
		case "panic":
			panic("boom")
		}
		return in, nil
	}, log.hooks()))
	require.NoError(t, stitchmcpgo.AddTool(s, foreign.SearchIssuesTool, func(_ context.Context, _ mcp.CallToolRequest, in foreign.SearchIssues) (foreign.SearchIssues, error) {
		return in, nil
	}, log.hooks()))
	return s
}

// connect starts mcp-go's own in-process client on s.
func connect(t *testing.T, s *server.MCPServer) *client.Client {
	t.Helper()
	c, err := client.NewInProcessClient(s)
	require.NoError(t, err)
	ctx := context.Background()
	require.NoError(t, c.Start(ctx))
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "test", Version: "v0"}
	_, err = c.Initialize(ctx, init)
	require.NoError(t, err)
	t.Cleanup(func() { c.Close() })
	return c
}

func call(t *testing.T, c *client.Client, name, args string) *mcp.CallToolResult {
	t.Helper()
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	req.Params.Arguments = json.RawMessage(args)
	res, err := c.CallTool(context.Background(), req)
	require.NoError(t, err, "a call is never a protocol error")
	return res
}

func text(t *testing.T, res *mcp.CallToolResult) string {
	t.Helper()
	require.Len(t, res.Content, 1)
	tc, ok := res.Content[0].(mcp.TextContent)
	require.True(t, ok, "%T", res.Content[0])
	return tc.Text
}

// TestListAdvertisesTheGeneratedSchemas: tools/list sends each tool's
// advertised schema byte for byte, and its description.
func TestListAdvertisesTheGeneratedSchemas(t *testing.T) {
	s := newServer(t, &calls{})
	resp := s.HandleMessage(context.Background(), []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
	data, err := json.Marshal(resp)
	require.NoError(t, err)
	var list struct {
		Result struct {
			Tools []struct {
				Name        string          `json:"name"`
				Title       string          `json:"title"`
				Description string          `json:"description"`
				InputSchema json.RawMessage `json:"inputSchema"`
				Annotations json.RawMessage `json:"annotations"`
			} `json:"tools"`
		} `json:"result"`
	}
	require.NoError(t, json.Unmarshal(data, &list), "%s", data)
	byName := map[string]stitch.AnyTool{}
	for _, tool := range []stitch.AnyTool{broadcast.MessageSendTool.Meta, foreign.SearchIssuesTool.Meta} {
		byName[tool.Info().Name] = tool
	}
	require.Len(t, list.Result.Tools, 2)
	for _, lt := range list.Result.Tools {
		m := byName[lt.Name].Info()
		var sent bytes.Buffer // Advertised is schemas/<tool>.json's pretty-printed bytes; JSON-RPC sends them compacted
		require.NoError(t, json.Compact(&sent, m.Advertised))
		assert.Equal(t, sent.String(), string(lt.InputSchema), lt.Name)
		assert.Equal(t, m.Description, lt.Description, lt.Name)
		// The title and hints of the tool's //stitch:tool directive
		// (message_send: title="Send a message" destructive=false), each hint
		// unsaid left out; foreign's directive states none.
		switch lt.Name {
		case "message_send":
			assert.Equal(t, "Send a message", lt.Title)
			assert.JSONEq(t, `{"destructiveHint":false}`, string(lt.Annotations))
		default:
			assert.Empty(t, lt.Title, lt.Name)
			assert.JSONEq(t, `{}`, string(lt.Annotations), lt.Name)
		}
	}
}

// TestValidCallsAreExact: the handler gets what the parser made of the
// bytes the client sent: an int64 above 2^53 exact, defaults applied.
func TestValidCallsAreExact(t *testing.T) {
	log := &calls{}
	c := connect(t, newServer(t, log))
	res := call(t, c, "message_send", `{"chat_id": 9007199254740993, "text": "hi", "silent": "true"}`)
	require.False(t, res.IsError, text(t, res))
	assert.Equal(t, `{"chat_id":9007199254740993,"text":"hi","parse_mode":"plain","reply_to":null,"silent":true}`, text(t, res))

	res = call(t, c, "search_issues", `{"query":"crash","page":1,"repo":"github.com"}`)
	require.False(t, res.IsError, text(t, res))
	assert.JSONEq(t, `{"query":"crash","state":"open","per_page":30,"page":1,"repo":"github.com"}`, text(t, res))
	assert.Equal(t, []string{"message_send", "search_issues"}, log.before)
	assert.Equal(t, stitchmcpgo.StatusOK, log.outcomes[0].Status)
}

// TestInvalidCallsGetEveryIssue: a bad call is an isError result whose text
// is the envelope with every issue; the handler does not run.
func TestInvalidCallsGetEveryIssue(t *testing.T) {
	log := &calls{}
	c := connect(t, newServer(t, log))
	res := call(t, c, "search_issues", `{"query":"","state":"merged","page":0,"repo":"-x-","extra":1}`)
	assert.True(t, res.IsError)
	var env struct {
		Error   string `json:"error"`
		Details struct {
			Message string         `json:"message"`
			Issues  []stitch.Issue `json:"issues"`
		} `json:"details"`
		Hint string `json:"_hint"`
	}
	require.NoError(t, json.Unmarshal([]byte(text(t, res)), &env))
	assert.Equal(t, "VALIDATION_ERROR", env.Error)
	var got []string
	for _, is := range env.Details.Issues {
		got = append(got, is.Path+": "+is.Code)
	}
	assert.Equal(t, []string{"query: too_small", "state: invalid_enum", "page: too_small", "repo: pattern", "extra: unknown_key"}, got)
	assert.Equal(t, "Nothing was done. Fix every issue listed in details.issues and call search_issues again.", env.Hint)
	require.Len(t, log.outcomes, 1)
	assert.Equal(t, stitchmcpgo.StatusValidationError, log.outcomes[0].Status)
	assert.Len(t, log.outcomes[0].Issues, 5)
}

// TestHandlerErrors: a plain error is TOOL_ERROR, an *Error keeps its code,
// details and hint, and a panic is INTERNAL_ERROR; the server goes on.
func TestHandlerErrors(t *testing.T) {
	log := &calls{}
	c := connect(t, newServer(t, log))
	res := call(t, c, "message_send", `{"chat_id": 1, "text": "fail"}`)
	assert.True(t, res.IsError)
	assert.Equal(t, `{"error":"TOOL_ERROR","details":{"message":"the chat is archived"}}`, text(t, res))
	res = call(t, c, "message_send", `{"chat_id": 9007199254740993, "text": "coded"}`)
	assert.Equal(t, `{"error":"CHAT_ARCHIVED","details":{"message":"the chat is archived","chat_id":9007199254740993},"_hint":"Pick another chat."}`, text(t, res))
	res = call(t, c, "message_send", `{"chat_id": 1, "text": "panic"}`)
	assert.Equal(t, `{"error":"INTERNAL_ERROR","details":{"message":"the tool message_send failed unexpectedly; its effects are unknown"}}`, text(t, res))
	res = call(t, c, "message_send", `{"chat_id": 1, "text": "ok"}`)
	assert.False(t, res.IsError)
	codes := []string{}
	for _, o := range log.outcomes {
		codes = append(codes, o.Code)
	}
	assert.Equal(t, []string{"TOOL_ERROR", "CHAT_ARCHIVED", "INTERNAL_ERROR", ""}, codes)
	assert.ErrorContains(t, log.outcomes[2].Err, "panic in tool handler: boom")
}

// TestMCPGoBindingLosesWhatTheAdapterKeeps: mcp-go's own path binds the
// arguments with encoding/json through map[string]any: the integer above
// 2^53 is rounded and the misspelled key dropped without a word.
func TestMCPGoBindingLosesWhatTheAdapterKeeps(t *testing.T) {
	s := server.NewMCPServer("test", "v0")
	var got broadcast.MessageSend
	s.AddTool(mcp.NewTool("message_send"), func(_ context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		data, _ := json.Marshal(req.GetArguments())
		return mcp.NewToolResultText("sent"), json.Unmarshal(data, &got)
	})
	c := connect(t, s)
	req := mcp.CallToolRequest{}
	req.Params.Name = "message_send"
	req.Params.Arguments = json.RawMessage(`{"chat_id": 9007199254740993, "text": "hi", "slient": true}`)
	_, err := c.CallTool(context.Background(), req)
	require.NoError(t, err)
	assert.Equal(t, int64(9007199254740992), got.ChatID, "rounded through float64")

	c = connect(t, newServer(t, &calls{}))
	res := call(t, c, "message_send", `{"chat_id": 9007199254740993, "text": "hi", "slient": true}`)
	assert.True(t, res.IsError)
	assert.Contains(t, text(t, res), `unknown key \"slient\"`)
}

func TestAddToolRejectsMistakes(t *testing.T) {
	s := server.NewMCPServer("test", "v0")
	h := func(context.Context, mcp.CallToolRequest, broadcast.MessageSend) (string, error) { return "", nil }
	assert.EqualError(t, stitchmcpgo.AddTool[broadcast.MessageSend, string](s, nil, h), "stitchmcpgo.AddTool: nil tool or tool without a parser")
	assert.EqualError(t, stitchmcpgo.AddTool[broadcast.MessageSend, string](s, broadcast.MessageSendTool, nil), `stitchmcpgo.AddTool "message_send": nil handler`)
	assert.EqualError(t, stitchmcpgo.AddTool(s, broadcast.MessageSendTool, h, stitchmcpgo.WithOutputSchema(json.RawMessage(`{`))), `stitchmcpgo.AddTool "message_send": the output schema is not JSON`)
	assert.EqualError(t, stitchmcpgo.AddTool(s, broadcast.MessageSendTool, h, stitchmcpgo.WithOutputSchema(json.RawMessage(`{}`))), `stitchmcpgo.AddTool "message_send": an output schema needs an Out that is a struct, a pointer to one or *mcp.CallToolResult, not string`)
	assert.Empty(t, s.ListTools())
}
