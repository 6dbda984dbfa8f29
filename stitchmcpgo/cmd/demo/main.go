// Command demo serves two generated tools over stdio with mcp-go, through
// stitchmcpgo: message_send from examples/broadcast (an int64 chat id, exact
// above 2^53) and search_issues from the golden pair foreign (a struct with
// validate: and jsonschema: tags only). Handlers echo what they were given.
// The adapter's stdio tests build and drive it.
package main

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/stitchgen/stitchgen/examples/broadcast"
	"github.com/stitchgen/stitchgen/stitchmcpgo"
	"github.com/stitchgen/stitchgen/testdata/golden/foreign"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func run() error {
	s := server.NewMCPServer("stitchmcpgo-demo", "v0.1.0")
	log := stitchmcpgo.WithHooks(nil, func(_ context.Context, c stitchmcpgo.CallInfo, o stitchmcpgo.Outcome) {
		fmt.Fprintf(os.Stderr, "%s %s %s %d issues\n", c.Tool, o.Status, o.Code, len(o.Issues))
	})
	if err := stitchmcpgo.AddTool(s, broadcast.MessageSendTool, func(_ context.Context, _ mcp.CallToolRequest, in broadcast.MessageSend) (broadcast.MessageSend, error) {
		return in, nil
	}, log); err != nil {
		return err
	}
	if err := stitchmcpgo.AddTool(s, foreign.SearchIssuesTool, func(_ context.Context, _ mcp.CallToolRequest, in foreign.SearchIssues) (foreign.SearchIssues, error) {
		return in, nil
	}, log); err != nil {
		return err
	}
	return server.ServeStdio(s)
}
