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

	"github.com/stitchgen/stitchgen/runtime/stitchmcp"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Stdin, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "helpdesk:", err)
		os.Exit(1)
	}
}

// run serves one MCP session on stdin and stdout until the client closes stdin or ctx
// ends; it logs every call to stderr.
func run(ctx context.Context, stdin io.Reader, stdout, stderr io.Writer) error {
	log := slog.New(slog.NewTextHandler(stderr, nil))
	s, err := newServer(newDesk(), log)
	if err != nil {
		return err
	}
	t := &mcp.IOTransport{Reader: io.NopCloser(stdin), Writer: nopCloser{stdout}}
	if err := s.Run(ctx, t); err != nil && ctx.Err() == nil {
		return err
	}
	return nil
}

// newServer is the server with every tool of this package, generated in this package
// (TicketCreateTool and the others are declared in stitch_gen.go).
func newServer(d *desk, log *slog.Logger) (*mcp.Server, error) {
	s := mcp.NewServer(&mcp.Implementation{Name: "helpdesk", Version: "v0.1.0"}, nil)
	logged := stitchmcp.WithHooks(nil, func(ctx context.Context, ci stitchmcp.CallInfo, oc stitchmcp.Outcome) {
		attrs := []slog.Attr{slog.String("tool", ci.Tool), slog.String("status", string(oc.Status))}
		if oc.Status == stitchmcp.StatusValidationError {
			attrs = append(attrs, slog.String("error", oc.Issues.Error()))
		}
		log.LogAttrs(ctx, slog.LevelInfo, "call", attrs...)
	})
	readOnly := stitchmcp.WithAnnotations(&mcp.ToolAnnotations{ReadOnlyHint: true})
	err := errors.Join(
		stitchmcp.AddTool(s, TicketCreateTool, d.create, logged),
		stitchmcp.AddTool(s, TicketSearchTool, d.search, logged, readOnly),
		stitchmcp.AddTool(s, TicketGetTool, d.get, logged, readOnly),
		stitchmcp.AddTool(s, TicketUpdateTool, d.update, logged),
		stitchmcp.AddTool(s, TicketImportTool, d.importTickets, logged),
		stitchmcp.AddTool(s, TicketMergeTool, d.merge, logged),
	)
	return s, err
}

// nopCloser is stdout as an io.WriteCloser whose Close does nothing: the process, not the
// session, owns stdout.
type nopCloser struct{ io.Writer }

func (nopCloser) Close() error { return nil }
