// Package output has a //stitch:output type: a tool result whose schema an
// MCP server advertises as the tool's outputSchema.
//
//stitch:dialects none
package output

import "time"

// Send a message.
//
//stitch:tool output=SendResult
type Send struct {
	Text string `json:"text" stitch:"min=1"`
}

// SendResult is what send returns.
//
//stitch:output
type SendResult struct {
	// Id of the new message.
	ID int64 `json:"id"`
	// When it was queued.
	QueuedAt time.Time `json:"queued_at"`
	// Warnings, if any.
	Warnings []string `json:"warnings,omitempty"`
}

// Receipt is a result no tool names yet (a handler's, written by hand): its
// schema is a file of its own, which stitch_gen.go embeds with the tools'.
//
//stitch:output
type Receipt struct {
	// The message's id.
	ID int64 `json:"id"`
}
