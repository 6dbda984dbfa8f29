// Package nullable has fields that tell a key left out, null and a value
// apart (stitch.Nullable): an update tool where absent means keep, null
// means clear and a value means set.
package nullable

import (
	"errors"
	"time"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// Login is a user name.
//
//stitch:tags min=1,max=39
type Login string

// IssueUpdate changes an issue; a key left out keeps what the issue has.
//
//stitch:tool
type IssueUpdate struct {
	// Number of the issue.
	Number int `json:"number" stitch:"min=1"`
	// Title: null is refused (an issue keeps a title), a value sets it.
	Title *string `json:"title,omitempty" stitch:"min=1,max=256"`
	// Milestone number; null clears it.
	Milestone stitch.Nullable[int] `json:"milestone,omitzero" stitch:"min=1"`
	// Assignee login; null unassigns. Login's tags hold on the value.
	Assignee stitch.Nullable[Login] `json:"assignee,omitzero"`
	// Due date; null clears it.
	Due stitch.Nullable[time.Time] `json:"due,omitzero"`
	// Labels replace the issue's labels; null removes them all.
	Labels stitch.Nullable[[]string] `json:"labels,omitzero" stitch:"max=5,dive,min=1,max=20,lower"`
	// State must be sent: open, closed, or null to clear it.
	State stitch.Nullable[string] `json:"state,omitzero" stitch:"required,enum=open|closed"`
	// Body is checked by a function when a value is sent.
	Body stitch.Nullable[string] `json:"body,omitzero" stitch:"max=1000,refine=checkBody"`
	// Meta is a nested object, or null.
	Meta stitch.Nullable[Meta] `json:"meta,omitzero"`
}

// Meta is extra data.
type Meta struct {
	Source string `json:"source" stitch:"enum=web|api"`
}

func checkBody(v string) error {
	if v == "TODO" {
		return errors.New("write a body, not TODO")
	}
	return nil
}

// MilestoneSet sets or clears a milestone; every key is sent, so it can be
// strict in every dialect.
//
//stitch:tool
type MilestoneSet struct {
	Number int `json:"number" stitch:"min=1"`
	// Milestone number, or null to clear it.
	Milestone stitch.Nullable[int] `json:"milestone,omitzero" stitch:"required,min=1"`
}

// Batch edits several issues.
//
//stitch:tool
type Batch struct {
	Ops []Op `json:"ops" stitch:"min=1"`
}

// Op is one edit.
//
//stitch:union
type Op interface{ isOp() }

// Reschedule moves the due date; null clears it, a key left out keeps it.
type Reschedule struct {
	Kind string                     `json:"kind" stitch:"oneof-variant=reschedule"`
	Due  stitch.Nullable[time.Time] `json:"due,omitzero"`
}

// Create makes an issue; its due date is optional.
type Create struct {
	Kind  string     `json:"kind" stitch:"oneof-variant=create"`
	Title string     `json:"title" stitch:"min=1"`
	Due   *time.Time `json:"due,omitempty"`
}

func (Reschedule) isOp() {}
func (Create) isOp()     {}
