package stitchmcpgo_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os/exec"
	"path/filepath"
	"testing"

	mcpgoclient "github.com/mark3labs/mcp-go/client"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/examples/broadcast"
	"github.com/stitchgen/stitchgen/runtime/stitchmcp"
	"github.com/stitchgen/stitchgen/testdata/golden/foreign"
)

// sdkCall serves one tool with runtime/stitchmcp on the official SDK and
// returns the text of the result of one call (the SDK is a test
// dependency here: a server on mcp-go never links it).
func sdkCall(t *testing.T, add func(*mcp.Server), name, args string) string {
	t.Helper()
	ctx := context.Background()
	s := mcp.NewServer(&mcp.Implementation{Name: "sdk", Version: "v0"}, nil)
	add(s)
	st, ct := mcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	require.NoError(t, err)
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, nil).Connect(ctx, ct, nil)
	require.NoError(t, err)
	defer func() { _ = cs.Close(); _ = ss.Wait() }()
	res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: name, Arguments: json.RawMessage(args)})
	require.NoError(t, err)
	return res.Content[0].(*mcp.TextContent).Text
}

// TestEnvelopeMatchesStitchmcp: for the same calls, the adapter on mcp-go
// and stitchmcp on the official SDK answer with the same text, byte for
// byte: validation errors, tool errors with codes and details, panics.
func TestEnvelopeMatchesStitchmcp(t *testing.T) {
	c := connect(t, newServer(t, &calls{}))
	addSDK := func(s *mcp.Server) {
		require.NoError(t, stitchmcp.AddTool(s, broadcast.MessageSendTool, func(_ context.Context, _ *mcp.CallToolRequest, in broadcast.MessageSend) (broadcast.MessageSend, error) {
			switch in.Text {
			case "fail":
				return in, errors.New("the chat is archived")
			case "coded":
				return in, &stitchmcp.Error{Code: "CHAT_ARCHIVED", Message: "the chat is archived", Details: map[string]any{"chat_id": in.ChatID}, Hint: "Pick another chat."}
			case "panic":
				panic("boom")
			}
			return in, nil
		}))
		require.NoError(t, stitchmcp.AddTool(s, foreign.SearchIssuesTool, func(_ context.Context, _ *mcp.CallToolRequest, in foreign.SearchIssues) (foreign.SearchIssues, error) {
			return in, nil
		}))
	}
	for _, tc := range []struct{ tool, args string }{
		{"search_issues", `{"query":"","state":"merged","page":0,"repo":"-x-","extra":1}`},
		{"search_issues", `{"query":"crash","page":1,"repo":"github.com","labels":"[\"bug\"]"}`},
		{"message_send", `{"chat_id": "42", "text": "", "colour": "red"}`},
		{"message_send", `{"chat_id": 1, "text": "fail"}`},
		{"message_send", `{"chat_id": 9007199254740993, "text": "coded"}`},
		{"message_send", `{"chat_id": 1, "text": "panic"}`},
		{"message_send", `{"chat_id": 9007199254740993, "text": "hi <b>"}`},
	} {
		want := sdkCall(t, addSDK, tc.tool, tc.args)
		got := text(t, call(t, c, tc.tool, tc.args))
		assert.Equal(t, want, got, "%s %s", tc.tool, tc.args)
	}
}

// TestStdio builds cmd/demo (message_send and search_issues on mcp-go's
// stdio server through the adapter) and drives the binary over its stdin
// and stdout with two real clients: mcp-go's own stdio client and the
// official SDK's CommandTransport.
func TestStdio(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a binary")
	}
	bin := filepath.Join(t.TempDir(), "demo")
	out, err := exec.Command("go", "build", "-o", bin, "./cmd/demo").CombinedOutput()
	require.NoError(t, err, "%s", out)
	ctx := context.Background()

	t.Run("mcp-go client", func(t *testing.T) {
		c, err := mcpgoclient.NewStdioMCPClient(bin, nil)
		require.NoError(t, err)
		defer c.Close()
		init := mcpgo.InitializeRequest{}
		init.Params.ProtocolVersion = mcpgo.LATEST_PROTOCOL_VERSION
		init.Params.ClientInfo = mcpgo.Implementation{Name: "test", Version: "v0"}
		_, err = c.Initialize(ctx, init)
		require.NoError(t, err)
		list, err := c.ListTools(ctx, mcpgo.ListToolsRequest{})
		require.NoError(t, err)
		var names []string
		for _, tool := range list.Tools {
			names = append(names, tool.Name)
		}
		assert.ElementsMatch(t, []string{"message_send", "search_issues"}, names)

		req := mcpgo.CallToolRequest{}
		req.Params.Name = "message_send"
		req.Params.Arguments = json.RawMessage(`{"chat_id": 9007199254740993, "text": "hi"}`)
		res, err := c.CallTool(ctx, req)
		require.NoError(t, err)
		require.False(t, res.IsError)
		assert.Equal(t, `{"chat_id":9007199254740993,"text":"hi","parse_mode":"plain","reply_to":null}`, res.Content[0].(mcpgo.TextContent).Text)

		req.Params.Name = "search_issues"
		req.Params.Arguments = json.RawMessage(`{"query":"","page":0,"repo":"a.b"}`)
		res, err = c.CallTool(ctx, req)
		require.NoError(t, err)
		assert.True(t, res.IsError)
		assert.Contains(t, res.Content[0].(mcpgo.TextContent).Text, `{"error":"VALIDATION_ERROR","details":{"message":"2 issues","issues":[{"path":"query","code":"too_small","message":"expected a string of 1 to 200 characters, got 0 characters"}`)
	})

	t.Run("official SDK client", func(t *testing.T) {
		cmd := exec.Command(bin)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "v0"}, nil).Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
		require.NoError(t, err)
		list, err := cs.ListTools(ctx, nil)
		require.NoError(t, err)
		for _, tool := range list.Tools {
			schema, err := json.Marshal(tool.InputSchema)
			require.NoError(t, err)
			want := broadcast.MessageSendTool.Meta.Advertised
			if tool.Name == "search_issues" {
				want = foreign.SearchIssuesTool.Meta.Advertised
			}
			assert.JSONEq(t, string(want), string(schema), "%s is advertised as generated", tool.Name)
		}
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "search_issues", Arguments: json.RawMessage(`{"query":"crash","page":2,"repo":"github.com","state":""}`)})
		require.NoError(t, err)
		require.False(t, res.IsError)
		assert.JSONEq(t, `{"query":"crash","state":"","per_page":30,"page":2,"repo":"github.com"}`, res.Content[0].(*mcp.TextContent).Text, `state "" passes (validator's omitempty) and stays "" (its json tag has no omitempty, so the echo keeps it); per_page takes its default`)
		require.NoError(t, cs.Close())
		assert.Contains(t, stderr.String(), "search_issues ok")
	})
}
