package main

import (
	"errors"
	"time"
)

// Op is one change to a ticket.
//
//stitch:union
type Op interface{ isOp() }

// SetStatus moves the ticket through its workflow.
type SetStatus struct {
	Op string `json:"op" stitch:"oneof-variant=set_status"`
	// The new status.
	Status string `json:"status" stitch:"enum=open|pending|solved|closed"`
	// Why, for the history.
	Note string `json:"note,omitempty" stitch:"max=500"`
}

// SetPriority changes how urgent the ticket is.
type SetPriority struct {
	Op string `json:"op" stitch:"oneof-variant=set_priority"`
	// The new priority.
	Priority Priority `json:"priority" stitch:"enum=low|normal|high|urgent"`
	// Why, for the history.
	Note string `json:"note,omitempty" stitch:"max=200"`
}

// Assign gives the ticket to an agent.
type Assign struct {
	Op string `json:"op" stitch:"oneof-variant=assign"`
	// The agent's email address.
	Assignee string `json:"assignee" stitch:"trim,lower,format=email"`
}

// Unassign takes the ticket back from its agent.
type Unassign struct {
	Op string `json:"op" stitch:"oneof-variant=unassign"`
}

// AddLabels adds labels.
type AddLabels struct {
	Op string `json:"op" stitch:"oneof-variant=add_labels"`
	// Labels to add.
	Labels []string `json:"labels" stitch:"min=1,max=10,dive,pattern='^[a-z][a-z0-9-]*$',why='a slug, lower-case words joined by dashes',max=30"`
}

// RemoveLabels removes labels (unknown ones are ignored).
type RemoveLabels struct {
	Op string `json:"op" stitch:"oneof-variant=remove_labels"`
	// Labels to remove.
	Labels []string `json:"labels" stitch:"min=1,max=50,dive,max=30"`
}

// Comment adds a message to the conversation.
type Comment struct {
	Op string `json:"op" stitch:"oneof-variant=comment"`
	// The message, as Markdown.
	Body string `json:"body" stitch:"min=1,max=10000"`
	// Seen by agents only.
	Internal bool `json:"internal,omitempty"`
}

// SetDue sets or clears the due date.
type SetDue struct {
	Op string `json:"op" stitch:"oneof-variant=set_due"`
	// The new due date; null clears it.
	DueAt *time.Time `json:"due_at" stitch:"required,nullable"`
	// Why, for the history.
	Note string `json:"note,omitempty" stitch:"max=500"`
}

// Link relates the ticket to another one.
type Link struct {
	Op string `json:"op" stitch:"oneof-variant=link"`
	// The other ticket's id.
	Target int64 `json:"target" stitch:"min=1"`
	// How they relate.
	Kind string `json:"kind,omitempty" stitch:"enum=duplicates|blocks|relates,default=relates"`
}

// SetField sets one custom field of the ticket form; null clears it.
type SetField struct {
	Op string `json:"op" stitch:"oneof-variant=set_field"`
	// The field's name.
	Key string `json:"key" stitch:"pattern='^[a-z][a-z0-9_]*$',why='a snake_case name',max=40"`
	// Its new value.
	Value *string `json:"value" stitch:"required,nullable,max=200"`
}

func (SetStatus) isOp()    {}
func (SetPriority) isOp()  {}
func (Assign) isOp()       {}
func (Unassign) isOp()     {}
func (AddLabels) isOp()    {}
func (RemoveLabels) isOp() {}
func (Comment) isOp()      {}
func (SetDue) isOp()       {}
func (Link) isOp()         {}
func (SetField) isOp()     {}

// Priority is how urgent a ticket is. It reads and writes itself as text ("low",
// "normal", "high", "urgent"), so stitchgen advertises a string and its UnmarshalText
// judges it.
type Priority int

const (
	Low Priority = iota
	Normal
	High
	Urgent
)

var priorityNames = []string{"low", "normal", "high", "urgent"}

// UnmarshalText reads a priority's name.
func (p *Priority) UnmarshalText(b []byte) error {
	for i, n := range priorityNames {
		if string(b) == n {
			*p = Priority(i)
			return nil
		}
	}
	return errors.New("expected a priority: low, normal, high or urgent")
}

// MarshalText writes a priority's name.
func (p Priority) MarshalText() ([]byte, error) {
	if p < Low || p > Urgent {
		return nil, errors.New("priority out of range")
	}
	return []byte(priorityNames[p]), nil
}

// String is the priority's name.
func (p Priority) String() string {
	b, err := p.MarshalText()
	if err != nil {
		return "invalid"
	}
	return string(b)
}
