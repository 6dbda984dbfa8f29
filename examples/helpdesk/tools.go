// Command helpdesk is stitchgen's second example: an issue tracker's tools and the MCP
// server that serves them over stdio, in one package main. The tool inputs below are
// ordinary structs with stitch tags; stitch_gen.go, generated from them in this same
// package, holds their parsers and schemas, and main.go registers them with stitchmcp.
// Nothing is stored anywhere but in memory.
//
// Run it with
//
//	go run ./examples/helpdesk
//
// stitch_gen.go and schemas/ are generated: run go generate ./examples/... after editing.
// Its doc comments follow Go's convention (SetStatus moves…); the descriptions a model
// reads leave the Go name out (strip-names); and its parsers read each struct by a table
// the runtime walks (tables): a stitch_gen.go of fewer lines that compiles faster, for a
// parse of more instructions (docs/performance.md):
//
//stitch:package strip-names tables
package main

import (
	"fmt"
	"time"
)

//go:generate go run github.com/stitchgen/stitchgen/cmd/stitchgen -v

// TicketCreate opens a ticket for a customer.
//
//stitch:tool name=ticket_create output=Ticket
type TicketCreate struct {
	// One-line summary of the problem.
	Title string `json:"title" stitch:"min=3,max=120,trim"`
	// What the customer wrote, as Markdown.
	Body string `json:"body,omitempty" stitch:"max=10000"`
	// How urgent it is.
	Priority Priority `json:"priority,omitempty" stitch:"enum=low|normal|high|urgent,default=normal"`
	// The customer's email address.
	Requester string `json:"requester" stitch:"trim,lower,format=email"`
	// Labels.
	Labels []string `json:"labels,omitempty" stitch:"max=10,dive,pattern='^[a-z][a-z0-9-]*$',why='a slug, lower-case words joined by dashes',max=30"`
	// When the customer needs an answer.
	DueAt *time.Time `json:"due_at,omitempty"`
	// Custom fields of the ticket form, by name.
	Fields map[string]string `json:"fields,omitempty" stitch:"max=20,dive,keys,pattern='^[a-z][a-z0-9_]*$',why='a snake_case name',max=40,endkeys,max=200"`
}

// TicketSearch lists the tickets that match every filter given.
//
//stitch:tool name=ticket_search output=TicketList
type TicketSearch struct {
	// Words to find in titles and bodies.
	Query string `json:"query,omitempty" stitch:"max=200,trim"`
	// Any of these statuses.
	Status []string `json:"status,omitempty" stitch:"max=4,dive,enum=open|pending|solved|closed"`
	// Any of these priorities.
	Priority []Priority `json:"priority,omitempty" stitch:"max=4,dive,enum=low|normal|high|urgent"`
	// Assigned to any of these agents (email addresses).
	Assignees []string `json:"assignees,omitempty" stitch:"max=10,dive,trim,lower,format=email"`
	// Carrying every one of these labels.
	Labels []string `json:"labels,omitempty" stitch:"max=10,dive,max=30"`
	// Opened after this instant.
	CreatedAfter *time.Time `json:"created_after,omitempty"`
	// Order of the results.
	Sort string `json:"sort,omitempty" stitch:"enum=newest|oldest|priority,default=newest"`
	// Page size (models often send it as a string).
	Limit int `json:"limit,omitempty" stitch:"min=1,max=100,default=20,coerce"`
	// Whether labels must all match or any; an unknown value means all.
	Match string `json:"match,omitempty" stitch:"enum=all|any,catch=all"`
}

// TicketGet returns one ticket.
//
//stitch:tool name=ticket_get output=Ticket
type TicketGet struct {
	// The ticket's id.
	ID int64 `json:"id" stitch:"min=1"`
	// What to include besides the ticket itself.
	Include []string `json:"include,omitempty" stitch:"max=2,dive,enum=comments|links"`
}

// TicketUpdate applies operations to a ticket, in order, all or none.
//
//stitch:tool name=ticket_update output=Ticket
type TicketUpdate struct {
	// The ticket's id.
	ID int64 `json:"id" stitch:"min=1"`
	// The operations, applied in order.
	Ops []Op `json:"ops" stitch:"min=1,max=20"`
}

// TicketImport brings tickets over from another tracker.
//
//stitch:tool name=ticket_import output=ImportResult
type TicketImport struct {
	// The tickets, oldest first.
	Tickets []ImportedTicket `json:"tickets" stitch:"min=1,max=500"`
	// Check everything, change nothing.
	DryRun bool `json:"dry_run,omitempty"`
}

// ImportedTicket is a ticket as another tracker exported it.
type ImportedTicket struct {
	// Its id in the other tracker.
	ExternalID string `json:"external_id" stitch:"min=1,max=64"`
	// One-line summary.
	Title string `json:"title" stitch:"min=1,max=120,trim"`
	// How urgent it is.
	Priority Priority `json:"priority,omitempty" stitch:"enum=low|normal|high|urgent,default=normal"`
	// When it was opened.
	CreatedAt time.Time `json:"created_at"`
	// The conversation, oldest first.
	Comments []ImportedComment `json:"comments,omitempty" stitch:"max=200"`
	// Checklists: each a list of items.
	Checklists [][]string `json:"checklists,omitempty" stitch:"max=5,dive,min=1,max=20,dive,min=1,max=100"`
}

// ImportedComment is one message of an imported conversation.
type ImportedComment struct {
	// Who wrote it.
	Author string `json:"author" stitch:"trim,lower,format=email"`
	// What they wrote.
	Body string `json:"body" stitch:"min=1,max=10000"`
	// When.
	At time.Time `json:"at"`
}

// TicketMerge closes duplicate tickets into one.
//
//stitch:tool name=ticket_merge output=Ticket
//stitch:refine checkMerge
type TicketMerge struct {
	// The ticket that stays.
	Target int64 `json:"target" stitch:"min=1"`
	// The duplicates, closed into the target.
	Sources []int64 `json:"sources" stitch:"min=1,max=20,dive,min=1"`
}

// checkMerge refuses to merge a ticket into itself.
func checkMerge(m TicketMerge) error {
	for _, s := range m.Sources {
		if s == m.Target {
			return fmt.Errorf("ticket %d is both the target and a source; list it once, as the target", s)
		}
	}
	return nil
}
