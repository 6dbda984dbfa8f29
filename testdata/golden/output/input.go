// Package output has a //stitch:output type: a tool result whose schema an
// MCP server advertises as the tool's outputSchema.
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
