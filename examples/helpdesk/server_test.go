package main

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// connect serves a fresh desk in memory and returns the SDK client's session and the log.
func connect(t *testing.T) (*mcp.ClientSession, *bytes.Buffer) {
	t.Helper()
	ctx := context.Background()
	var logs bytes.Buffer
	s, err := newServer(newDesk(), slog.New(slog.NewTextHandler(&logs, nil)))
	require.NoError(t, err)
	st, ct := mcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	require.NoError(t, err)
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "v0"}, nil).Connect(ctx, ct, nil)
	require.NoError(t, err)
	t.Cleanup(func() {
		_ = cs.Close()
		_ = ss.Wait()
	})
	return cs, &logs
}

func call(t *testing.T, cs *mcp.ClientSession, tool, args string) (bool, string) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tool, Arguments: json.RawMessage(args)})
	require.NoError(t, err)
	require.Len(t, res.Content, 1)
	return res.IsError, res.Content[0].(*mcp.TextContent).Text
}

func TestServesEveryTool(t *testing.T) {
	cs, _ := connect(t)
	res, err := cs.ListTools(context.Background(), nil)
	require.NoError(t, err)
	var names []string
	for _, tool := range res.Tools {
		names = append(names, tool.Name)
		raw, err := json.Marshal(tool.InputSchema)
		require.NoError(t, err)
		assert.NotContains(t, string(raw), "oneOf", tool.Name)
		assert.NotNil(t, tool.OutputSchema, tool.Name)
	}
	assert.ElementsMatch(t, []string{"ticket_create", "ticket_search", "ticket_get", "ticket_update", "ticket_import", "ticket_merge"}, names)
}

func TestTicketFlow(t *testing.T) {
	cs, logs := connect(t)
	isErr, text := call(t, cs, "ticket_create", `{"title":"Printer on fire","requester":"ann@example.com","priority":"urgent","labels":["hardware"]}`)
	require.False(t, isErr, text)
	assert.JSONEq(t, `{"id":1001,"title":"Printer on fire","status":"open","priority":"urgent","requester":"ann@example.com","labels":["hardware"],"created_at":"2026-01-02T03:04:05Z"}`, text)

	isErr, text = call(t, cs, "ticket_update", `{"id":1001,"ops":[{"op":"assign","assignee":"Bo@Example.com"},{"op":"set_status","status":"pending"},{"op":"comment","body":"On it."}]}`)
	require.False(t, isErr, text)
	assert.Contains(t, text, `"assignee":"bo@example.com"`)
	assert.Contains(t, text, `"status":"pending"`)

	isErr, text = call(t, cs, "ticket_search", `{"status":["pending"],"priority":["urgent","high"],"limit":"10"}`)
	require.False(t, isErr, text)
	assert.Contains(t, text, `"total":1`)

	// A bad call: every issue, at its path, and the handler is not called.
	isErr, text = call(t, cs, "ticket_update", `{"id":1001,"ops":[{"op":"set_priority","priority":"soon"}]}`)
	require.True(t, isErr)
	assert.Contains(t, text, `"path":"ops[0].priority","code":"invalid_enum"`)
	// A handler error the model can act on.
	isErr, text = call(t, cs, "ticket_get", `{"id":5}`)
	require.True(t, isErr)
	assert.Contains(t, text, `"NOT_FOUND"`)
	assert.Equal(t, 5, strings.Count(logs.String(), "msg=call"))
}
