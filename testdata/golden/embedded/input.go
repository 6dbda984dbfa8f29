// Package embedded covers struct embedding, promoted as encoding/json does.
//
//stitch:dialects none
package embedded

// Base holds fields shared by several inputs.
type Base struct {
	// Request id for tracing.
	RequestID string `json:"request_id" stitch:"min=1"`
	DryRun    bool   `json:"dry_run,omitempty"`
}

// Paging is embedded with a JSON name, so it stays nested.
type Paging struct {
	Page int `json:"page" stitch:"min=1"`
}

// Listing embeds Base (promoted) and Paging (named).
//
//stitch:tool
type Listing struct {
	Base
	Paging  `json:"paging"`
	Query   string `json:"query"`
	ignored string
	Skipped string `json:"-"`
}
