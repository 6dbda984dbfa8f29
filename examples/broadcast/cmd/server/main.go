// Command server is an MCP server, over stdio, for the tools of the broadcast example:
// broadcast_create, broadcast_edit, message_send, contact_search, contact_import,
// webhook_register and audience_stats. It shows what serving stitchgen tools takes: one stitchmcp.AddTool per
// tool, with a typed handler; the generated parser judges every call.
//
// The handlers keep their state (drafts, webhooks, a few contacts) in memory: nothing is
// sent anywhere. Each call is logged to stderr, valid or not, by the adapter's hooks.
//
// Run it with
//
//	go run ./examples/broadcast/cmd/server
//
// and talk to it in newline-delimited JSON-RPC on stdin and stdout, or add it to an MCP
// client's configuration (see docs/mcp.md).
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/stitchgen/stitchgen/examples/broadcast"
	"github.com/stitchgen/stitchgen/runtime/stitchmcp"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Stdin, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "server:", err)
		os.Exit(1)
	}
}

// run serves one MCP session on stdin and stdout until the client closes stdin or ctx
// ends; it logs every call to stderr.
func run(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer) error {
	log := slog.New(slog.NewTextHandler(stderr, nil))
	s, err := newServer(newStore(), log)
	if err != nil {
		return err
	}
	t := &mcp.IOTransport{Reader: io.NopCloser(stdin), Writer: nopCloser{stdout}}
	if err := s.Run(ctx, t); err != nil && ctx.Err() == nil {
		return err
	}
	return nil
}

// newServer is the server with every tool of the example, served from st; log gets one
// line per call.
func newServer(st *store, log *slog.Logger) (*mcp.Server, error) {
	s := mcp.NewServer(&mcp.Implementation{Name: "broadcast", Version: "v0.1.0"}, nil)
	logged := stitchmcp.WithHooks(nil, logCall(log))
	readOnly := stitchmcp.WithAnnotations(&mcp.ToolAnnotations{ReadOnlyHint: true})
	err := errors.Join(
		stitchmcp.AddTool(s, broadcast.BroadcastCreateTool, st.createBroadcast, logged),
		stitchmcp.AddTool(s, broadcast.BroadcastEditTool, st.editBroadcast, logged),
		stitchmcp.AddTool(s, broadcast.MessageSendTool, st.sendMessage, logged),
		stitchmcp.AddTool(s, broadcast.ContactSearchTool, st.searchContacts, logged, readOnly),
		stitchmcp.AddTool(s, broadcast.ContactImportTool, st.importContacts, logged),
		stitchmcp.AddTool(s, broadcast.WebhookRegisterTool, st.registerWebhook, logged),
		stitchmcp.AddTool(s, broadcast.AudienceStatsTool, st.audienceStats, logged, readOnly),
	)
	return s, err
}

// logCall is the after hook: one log line per call, the audit trail of what models sent.
func logCall(log *slog.Logger) func(context.Context, stitchmcp.CallInfo, stitchmcp.Outcome) {
	return func(ctx context.Context, ci stitchmcp.CallInfo, oc stitchmcp.Outcome) {
		attrs := []slog.Attr{
			slog.String("tool", ci.Tool),
			slog.Int("bytes", ci.ArgBytes),
			slog.String("status", string(oc.Status)),
			slog.Duration("duration", oc.Duration),
		}
		switch oc.Status {
		case stitchmcp.StatusValidationError:
			attrs = append(attrs, slog.Int("issues", len(oc.Issues)), slog.String("error", oc.Issues.Error()))
		case stitchmcp.StatusToolError:
			attrs = append(attrs, slog.String("code", oc.Code), slog.String("error", oc.Err.Error()))
		}
		log.LogAttrs(ctx, slog.LevelInfo, "call", attrs...)
	}
}

// nopCloser is stdout as an io.WriteCloser whose Close does nothing: the process, not the
// session, owns stdout.
type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }
