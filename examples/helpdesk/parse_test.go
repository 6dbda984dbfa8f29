package main

import (
	"testing"
	"time"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func ptr[T any](v T) *T { return &v }

func TestParseTicketCreate(t *testing.T) {
	parsetest.Run(t, ParseTicketCreate, []parsetest.Case{
		{
			Name: "good: defaults, rewrites, a map with checked keys",
			In:   `{"title":"  Printer on fire ","requester":" Ann@Example.COM","labels":["hardware","p-1"],"fields":{"site":"Berlin"},"due_at":"2026-02-01T09:00:00Z"}`,
			Want: TicketCreate{Title: "Printer on fire", Priority: Normal, Requester: "ann@example.com",
				Labels: []string{"hardware", "p-1"}, Fields: map[string]string{"site": "Berlin"},
				DueAt: ptr(time.Date(2026, 2, 1, 9, 0, 0, 0, time.UTC))},
		},
		{
			Name: "every element and key at its own path",
			In:   `{"title":"ok?","requester":"nobody","priority":"soon","labels":["Hardware","ok"],"fields":{"Site":"x","site":"` + long(201) + `"}}`,
			Issues: []string{
				`requester: format: expected an email address, got the string "nobody"`,
				`priority: invalid_enum: expected one of "low", "normal", "high", "urgent", got the string "soon"`,
				`labels[0]: pattern: expected a string of at most 30 characters that is a slug, lower-case words joined by dashes (pattern ^[a-z][a-z0-9-]*$), got the string "Hardware"`,
				`fields.Site: pattern: expected a key of at most 40 characters that is a snake_case name (pattern ^[a-z][a-z0-9_]*$), got the string "Site"`,
				`fields.site: too_big: expected a string of at most 200 characters, got 201 characters`,
			},
		},
	})
}

func TestParseTicketSearch(t *testing.T) {
	parsetest.Run(t, ParseTicketSearch, []parsetest.Case{
		{
			Name: "good: list filters, a coerced limit, a caught match",
			In:   `{"status":["open","pending"],"priority":["high","urgent"],"assignees":[" Bo@Example.com"],"limit":"5","match":"some"}`,
			Want: TicketSearch{Status: []string{"open", "pending"}, Priority: []Priority{High, Urgent},
				Assignees: []string{"bo@example.com"}, Sort: "newest", Limit: 5, Match: "all"},
		},
		{
			Name: "bad filters",
			In:   `{"status":["open","done"],"priority":["high","soon"],"assignees":["x"],"limit":"500"}`,
			Issues: []string{
				`status[1]: invalid_enum: expected one of "open", "pending", "solved", "closed", got the string "done"`,
				`priority[1]: invalid_enum: expected one of "low", "normal", "high", "urgent", got the string "soon"`,
				`assignees[0]: format: expected an email address, got the string "x"`,
				`limit: too_big: expected an integer between 1 and 100, got 500`,
			},
		},
	})
}

func TestParseTicketUpdate(t *testing.T) {
	parsetest.Run(t, ParseTicketUpdate, []parsetest.Case{
		{
			Name: "good: one of each operation",
			In: `{"id":9007199254740993,"ops":[{"op":"set_status","status":"pending","note":"waiting"},{"op":"set_priority","priority":"high"},
{"op":"assign","assignee":"Agent@Example.com"},{"op":"unassign"},{"op":"add_labels","labels":["a"]},{"op":"remove_labels","labels":["Old Label"]},
{"op":"comment","body":"On it."},{"op":"set_due","due_at":null},{"op":"link","target":7},{"op":"set_field","key":"site","value":"Paris"}]}`,
			Want: TicketUpdate{ID: 9007199254740993, Ops: []Op{
				SetStatus{Op: "set_status", Status: "pending", Note: "waiting"}, SetPriority{Op: "set_priority", Priority: High},
				Assign{Op: "assign", Assignee: "agent@example.com"}, Unassign{Op: "unassign"},
				AddLabels{Op: "add_labels", Labels: []string{"a"}}, RemoveLabels{Op: "remove_labels", Labels: []string{"Old Label"}},
				Comment{Op: "comment", Body: "On it."}, SetDue{Op: "set_due"}, Link{Op: "link", Target: 7, Kind: "relates"},
				SetField{Op: "set_field", Key: "site", Value: ptr("Paris")}}},
		},
		{
			Name: "shared keys keep each variant's own checks",
			In:   `{"id":1,"ops":[{"op":"add_labels","labels":["Old Label"]},{"op":"set_priority","priority":"high","note":"` + long(201) + `"},{"op":"set_due"},{"op":"unassign","status":"open"},{"op":"reopen"}]}`,
			Issues: []string{
				`ops[0].labels[0]: pattern: expected a string of at most 30 characters that is a slug, lower-case words joined by dashes (pattern ^[a-z][a-z0-9-]*$), got the string "Old Label"`,
				`ops[1].note: too_big: expected a string of at most 200 characters, got 201 characters`,
				`ops[2].due_at: required: missing required key "due_at" (required when op = set_due)`,
				`ops[3].status: unknown_key: "status" is allowed only when op = set_status`,
				`ops[4].op: invalid_label: unknown op "reopen"; expected one of: set_status, set_priority, assign, unassign, add_labels, remove_labels, comment, set_due, link, set_field`,
			},
		},
	})
}

func TestParseTicketImport(t *testing.T) {
	parsetest.Run(t, ParseTicketImport, []parsetest.Case{
		{
			Name: "nested arrays report at their own paths",
			In:   `{"tickets":[{"external_id":"A-1","title":"x","created_at":"2025-01-01T00:00:00Z","checklists":[["a",""],[]],"comments":[{"author":"a@b.co","body":"","at":"yesterday"}]}]}`,
			Issues: []string{
				`tickets[0].checklists[0][1]: too_small: expected a string of 1 to 100 characters, got 0 characters`,
				`tickets[0].checklists[1]: too_small: expected 1 to 20 items, got 0`,
				`tickets[0].comments[0].body: too_small: expected a string of 1 to 10000 characters, got 0 characters`,
				`tickets[0].comments[0].at: format: expected a date-time (RFC 3339), got the string "yesterday"`,
			},
		},
	})
}

func TestParseTicketMerge(t *testing.T) {
	parsetest.Run(t, ParseTicketMerge, []parsetest.Case{
		{Name: "good", In: `{"target":1,"sources":[2,3]}`, Want: TicketMerge{Target: 1, Sources: []int64{2, 3}}},
		{Name: "the refine runs after the visible checks", In: `{"target":1,"sources":[2,1]}`, Issues: []string{`(root): custom: ticket 1 is both the target and a source; list it once, as the target`}},
		{Name: "no refine while an element fails", In: `{"target":1,"sources":[0,1]}`, Issues: []string{`sources[0]: too_small: expected an integer ≥ 1, got 0`}},
	})
}

func TestValidateAgreesWithParse(t *testing.T) {
	v := TicketCreate{Title: "Printer", Priority: Urgent, Requester: "ann@example.com"}
	if err := ValidateTicketCreate(v); err != nil {
		t.Fatalf("ValidateTicketCreate(good) = %v", err)
	}
	v.Priority = Priority(9) // MarshalText refuses it: encoding/json says so
	if err := ValidateTicketCreate(v); err == nil {
		t.Fatal("ValidateTicketCreate accepted an out-of-range priority")
	}
}

func long(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = 'x'
	}
	return string(b)
}
