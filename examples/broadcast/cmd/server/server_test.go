package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/examples/broadcast"
)

// connect serves a fresh store in memory and returns the SDK client's session and the log.
func connect(t *testing.T) (*mcp.ClientSession, *bytes.Buffer) {
	t.Helper()
	ctx := context.Background()
	var logs bytes.Buffer
	s, err := newServer(newStore(), slog.New(slog.NewTextHandler(&logs, nil)))
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

// call makes a call with args sent as they are and returns its result and its only text.
func call(t *testing.T, cs *mcp.ClientSession, tool, args string) (*mcp.CallToolResult, string) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tool, Arguments: json.RawMessage(args)})
	require.NoError(t, err)
	require.Len(t, res.Content, 1)
	return res, res.Content[0].(*mcp.TextContent).Text
}

// ok makes a call that must succeed and decodes its result into a T (from the text, which
// keeps int64 exact).
func ok[T any](t *testing.T, cs *mcp.ClientSession, tool, args string) T {
	t.Helper()
	res, text := call(t, cs, tool, args)
	require.False(t, res.IsError, text)
	var v T
	dec := json.NewDecoder(strings.NewReader(text))
	dec.DisallowUnknownFields()
	require.NoError(t, dec.Decode(&v), text)
	return v
}

// fails makes a call that must fail and returns its envelope's text.
func fails(t *testing.T, cs *mcp.ClientSession, tool, args string) string {
	t.Helper()
	res, text := call(t, cs, tool, args)
	require.True(t, res.IsError, text)
	return text
}

func TestServesEveryGeneratedTool(t *testing.T) {
	cs, _ := connect(t)
	res, err := cs.ListTools(context.Background(), nil)
	require.NoError(t, err)
	require.Len(t, res.Tools, len(broadcast.StitchTools))
	listed := map[string]*mcp.Tool{}
	for _, tool := range res.Tools {
		listed[tool.Name] = tool
	}
	for _, st := range broadcast.StitchTools {
		meta := st.Info()
		require.Contains(t, listed, meta.Name)
		got, err := json.Marshal(listed[meta.Name].InputSchema)
		require.NoError(t, err)
		assert.JSONEq(t, string(meta.Advertised), string(got), meta.Name)
		// Every result type is a //stitch:output type: its generated schema is the
		// tool's outputSchema, and the SDK's client checks results against it.
		out, err := json.Marshal(listed[meta.Name].OutputSchema)
		require.NoError(t, err)
		assert.JSONEq(t, string(outputSchemas[meta.Name]), string(out), meta.Name)
	}
}

var outputSchemas = map[string][]byte{
	"broadcast_create": broadcast.DraftOutputSchema,
	"broadcast_edit":   broadcast.DraftOutputSchema,
	"message_send":     broadcast.SentMessageOutputSchema,
	"contact_search":   broadcast.ContactPageOutputSchema,
	"contact_import":   broadcast.ImportSummaryOutputSchema,
	"webhook_register": broadcast.WebhookOutputSchema,
	"audience_stats":   broadcast.StatsOutputSchema,
}

func TestDrafts(t *testing.T) {
	cs, logs := connect(t)
	const id = "00000000-0000-4000-8000-000000000001"

	// content double-encoded, as models send it; name trimmed; defaults applied.
	d := ok[Draft](t, cs, "broadcast_create", `{"name": " Spring sale ", "content": "{\"parts\": [{\"type\": \"text\", \"text\": \"Hello\"}, {\"type\": \"button\", \"label\": \"Shop\", \"url\": \"https://shop.example.com\"}]}"}`)
	assert.Equal(t, Draft{BroadcastID: id, Name: "Spring sale", Parts: 2, Limit: 100, Segment: "all", Status: "draft"}, d)

	d = ok[Draft](t, cs, "broadcast_edit", `{"broadcast_id": "`+id+`", "operations": [
		{"op": "set_name", "name": "Spring sale, day 2"},
		{"op": "insert_part", "part_index": 0, "part": {"type": "image", "url": "https://cdn.example.com/a.png"}},
		{"op": "append_text", "part_index": 1, "text": "!"},
		{"op": "set_audience", "segment": "vip", "limit": 50},
		{"op": "add_tags", "tags": ["spring", "vip"]},
		{"op": "set_schedule", "at": "2026-03-21T09:00:00Z"}]}`)
	at := time.Date(2026, 3, 21, 9, 0, 0, 0, time.UTC)
	assert.Equal(t, Draft{BroadcastID: id, Name: "Spring sale, day 2", Parts: 3, Limit: 50, Segment: "vip",
		Status: "scheduled", ScheduleAt: &at, Tags: []string{"spring", "vip"}}, d)

	// A failing operation applies none of the batch.
	text := fails(t, cs, "broadcast_edit", `{"broadcast_id": "`+id+`", "operations": [
		{"op": "remove_part", "part_index": 0},
		{"op": "set_text", "part_index": 1, "text": "x"}]}`)
	assert.Equal(t, `{"error":"INVALID_OPERATION","details":{"message":"operations[1]: part 1 is not a text part","operation":1,"parts":2},`+
		`"_hint":"No operation was applied. Fix this one and send the whole batch again."}`, text)
	d = ok[Draft](t, cs, "broadcast_edit", `{"broadcast_id": "`+id+`", "operations": [{"op": "clear_schedule"}]}`)
	assert.Equal(t, 3, d.Parts)
	assert.Equal(t, "draft", d.Status)

	// A key of another operation is a validation error; the handler is not reached.
	text = fails(t, cs, "broadcast_edit", `{"broadcast_id": "`+id+`", "operations": [{"op": "set_name", "name": "x", "part_index": 0}]}`)
	assert.Contains(t, text, `{"path":"operations[0].part_index","code":"unknown_key","message":"\"part_index\" is allowed only when op = set_text | append_text | insert_part | remove_part | move_part | set_button | set_image"}`)

	stats := ok[Stats](t, cs, "audience_stats", `{"broadcast_id": "`+id+`", "from": "2026-03-01", "to": "2026-03-31"}`)
	assert.Equal(t, Stats{BroadcastID: id, From: "2026-03-01", To: "2026-03-31", Granularity: "day", Percentile: 95, Recipients: 50}, stats)

	text = fails(t, cs, "audience_stats", `{"broadcast_id": "00000000-0000-4000-8000-000000000099", "from": "2026-03-01", "to": "2026-03-31"}`)
	assert.Equal(t, `{"error":"NOT_FOUND","details":{"message":"no broadcast 00000000-0000-4000-8000-000000000099","broadcast_id":"00000000-0000-4000-8000-000000000099"},`+
		`"_hint":"Use the broadcast_id that broadcast_create returned."}`, text)

	// Every call is logged, valid or not.
	lines := strings.Split(strings.TrimSpace(logs.String()), "\n")
	require.Len(t, lines, 7)
	assert.Contains(t, lines[0], "tool=broadcast_create")
	assert.Contains(t, lines[0], "status=ok")
	assert.Contains(t, lines[2], "status=tool_error")
	assert.Contains(t, lines[2], "code=INVALID_OPERATION")
	assert.Contains(t, lines[4], "status=validation_error")
	assert.Contains(t, lines[4], "issues=1")
}

func TestMessageSend(t *testing.T) {
	cs, _ := connect(t)
	m := ok[Message](t, cs, "message_send", `{"chat_id": 9007199254740993, "text": "hi", "reply_to": 9007199254740995, "silent": "true", "delay_seconds": 30.0}`)
	reply := int64(9007199254740995)
	assert.Equal(t, Message{MessageID: 1, ChatID: 9007199254740993, ReplyTo: &reply, ParseMode: "plain", Silent: true, DelaySeconds: 30}, m)

	text := fails(t, cs, "message_send", `{"chat_id": 0, "text": "hi", "delay_seconds": 1.5}`)
	assert.Contains(t, text, `{"path":"delay_seconds","code":"invalid_type"`)
}

func TestContacts(t *testing.T) {
	cs, _ := connect(t)
	grace := Contact{Name: "Grace Hopper", Email: "grace@example.com", Country: "US", Subscribed: true}
	katherine := Contact{Name: "Katherine Johnson", Email: "katherine@example.com", Country: "US", Subscribed: true}

	// query is trimmed and lowered; page_size is coerced from a string.
	page := ok[Contacts](t, cs, "contact_search", `{"query": "  ER ", "page_size": "1"}`)
	assert.Equal(t, Contacts{Contacts: []Contact{grace}, NextCursor: "c1"}, page)
	page = ok[Contacts](t, cs, "contact_search", `{"query": "er", "page_size": 1, "cursor": "c1"}`)
	assert.Equal(t, Contacts{Contacts: []Contact{katherine}}, page)
	// country is uppercased; an invalid cursor is caught (the first page); unknown keys are ignored.
	page = ok[Contacts](t, cs, "contact_search", `{"query": "", "country": "us", "cursor": "not a cursor!", "sort": "name"}`)
	assert.Len(t, page.Contacts, 3)
	assert.Empty(t, page.NextCursor)

	n := ok[Imported](t, cs, "contact_import", `{"contacts": [
		{"name": "Grace B. Hopper", "email": "GRACE@example.com", "subscribed": false},
		{"name": "Radia Perlman", "email": "radia@example.com", "phone": "+15551234567", "tags": ["net"], "subscribed": true}]}`)
	assert.Equal(t, Imported{Created: 1, Skipped: 1}, n)
	n = ok[Imported](t, cs, "contact_import", `{"upsert": true, "contacts": [{"name": "Grace B. Hopper", "email": "GRACE@example.com", "subscribed": false}]}`)
	assert.Equal(t, Imported{Updated: 1}, n)
	page = ok[Contacts](t, cs, "contact_search", `{"query": "", "email": "grace@example.com"}`)
	assert.Equal(t, []Contact{{Name: "Grace B. Hopper", Email: "GRACE@example.com", Country: "US"}}, page.Contacts)
	page = ok[Contacts](t, cs, "contact_search", `{"query": "radia"}`)
	assert.Equal(t, []Contact{{Name: "Radia Perlman", Email: "radia@example.com", Phone: "+15551234567", Tags: []string{"net"}, Subscribed: true}}, page.Contacts)

	text := fails(t, cs, "contact_import", `{"contacts": [{"name": "", "email": "nope", "phone": "555", "subscribed": "yes"}]}`)
	var env struct {
		Details struct {
			Issues []struct{ Path, Code string } `json:"issues"`
		} `json:"details"`
	}
	require.NoError(t, json.Unmarshal([]byte(text), &env))
	assert.Equal(t, []struct{ Path, Code string }{
		{"contacts[0].name", "too_small"},
		{"contacts[0].email", "format"},
		{"contacts[0].phone", "pattern"},
		{"contacts[0].subscribed", "invalid_type"},
	}, env.Details.Issues)
}

func TestWebhookRegister(t *testing.T) {
	cs, _ := connect(t)
	w := ok[Webhook](t, cs, "webhook_register", `{"url": "https://hooks.example.com/b", "secret": "0123456789abcdef", "backoff": [1, 10, 60], "team": "growth", "env": "prod"}`)
	assert.Equal(t, Webhook{WebhookID: "wh-1", URL: "https://hooks.example.com/b", Backoff: [3]uint16{1, 10, 60}, ExtraKeys: []string{"env", "team"}}, w)

	text := fails(t, cs, "webhook_register", `{"url": "http://hooks.example.com/b", "secret": "0123456789abcdef"}`)
	assert.Contains(t, text, `"issues":[{"path":"","code":"custom","message":"url must use https"}]`)
}

// pipe is one direction of a stdio connection.
func pipe() (*io.PipeReader, *io.PipeWriter) { return io.Pipe() }

func TestRun(t *testing.T) {
	ctx := context.Background()
	inR, inW := pipe()
	outR, outW := pipe()
	var stderr bytes.Buffer
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, inR, outW, &stderr)
		_ = outW.Close()
	}()
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "v0"}, nil).
		Connect(ctx, &mcp.IOTransport{Reader: outR, Writer: inW}, nil)
	require.NoError(t, err)
	_, text := call(t, cs, "message_send", `{"chat_id": 1, "text": "hi"}`)
	assert.Equal(t, `{"message_id":1,"chat_id":1,"parse_mode":"plain","silent":false,"delay_seconds":0}`, text)
	require.NoError(t, cs.Close())
	require.NoError(t, <-done)
	assert.Contains(t, stderr.String(), "tool=message_send bytes=25 status=ok")
}

// TestStdioBinary builds the server, starts it as an MCP client would, with the SDK's
// CommandTransport, and talks to it over its stdin and stdout.
func TestStdioBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a binary")
	}
	bin := filepath.Join(t.TempDir(), "server")
	build := exec.Command("go", "build", "-o", bin, ".")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)

	ctx := context.Background()
	cmd := exec.Command(bin)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "test", Version: "v0"}, nil).
		Connect(ctx, &mcp.CommandTransport{Command: cmd}, nil)
	require.NoError(t, err)

	tools, err := cs.ListTools(ctx, nil)
	require.NoError(t, err)
	var listed, generated []string
	for _, tool := range tools.Tools {
		listed = append(listed, tool.Name)
	}
	for _, st := range broadcast.StitchTools {
		generated = append(generated, st.Info().Name)
	}
	assert.ElementsMatch(t, generated, listed)

	m := ok[Message](t, cs, "message_send", `{"chat_id": 9007199254740993, "text": "hi"}`)
	assert.Equal(t, int64(9007199254740993), m.ChatID)

	text := fails(t, cs, "message_send", `{"chat_id": "42", "text": "hi", "colour": "red"}`)
	assert.Equal(t, `{"error":"VALIDATION_ERROR","details":{"message":"2 issues",`+
		`"issues":[{"path":"chat_id","code":"invalid_type","message":"expected an integer, got the string \"42\""},`+
		`{"path":"colour","code":"unknown_key","message":"unknown key \"colour\"; allowed keys: chat_id, text, parse_mode, reply_to, silent, delay_seconds"}]},`+
		`"_hint":"Nothing was done. Fix every issue listed in details.issues and call message_send again."}`, text)

	require.NoError(t, cs.Close()) // closes stdin and waits for the server to exit
	assert.Contains(t, stderr.String(), "tool=message_send bytes=40 status=ok")
	assert.Contains(t, stderr.String(), "status=validation_error")
}
