// Package embedded covers struct embedding, promoted as encoding/json does.
//
//stitch:dialects none
package embedded

import "errors"

// Base holds fields shared by several inputs. Its refine runs wherever its
// fields are promoted.
//
//stitch:refine CheckBase
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

// CheckBase refuses a dry run of a request meant for production.
func CheckBase(b Base) error {
	if b.DryRun && b.RequestID == "prod" {
		return errors.New("a production request cannot be a dry run")
	}
	return nil
}
