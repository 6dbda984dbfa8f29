package main

import "time"

// Ticket is a ticket as the tools return it.
type Ticket struct {
	ID        int64             `json:"id"`
	Title     string            `json:"title"`
	Body      string            `json:"body,omitempty"`
	Status    string            `json:"status"`
	Priority  Priority          `json:"priority"`
	Requester string            `json:"requester"`
	Assignee  string            `json:"assignee,omitempty"`
	Labels    []string          `json:"labels,omitempty"`
	DueAt     *time.Time        `json:"due_at,omitempty"`
	Fields    map[string]string `json:"fields,omitempty"`
	CreatedAt time.Time         `json:"created_at"`
	// Comments and Links are filled when ticket_get asks for them.
	Comments []TicketComment `json:"comments,omitempty"`
	Links    []TicketLink    `json:"links,omitempty"`
}

// TicketComment is one message of a ticket's conversation.
type TicketComment struct {
	Author   string    `json:"author"`
	Body     string    `json:"body"`
	Internal bool      `json:"internal,omitempty"`
	At       time.Time `json:"at"`
}

// TicketLink relates two tickets.
type TicketLink struct {
	Target int64  `json:"target"`
	Kind   string `json:"kind"`
}

// TicketList is a page of search results.
type TicketList struct {
	Tickets []Ticket `json:"tickets"`
	Total   int      `json:"total"`
}

// ImportResult says what an import did (or would do, on a dry run).
type ImportResult struct {
	Created []int64 `json:"created"`
	DryRun  bool    `json:"dry_run,omitempty"`
}
