package main

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/stitchgen/stitchgen/runtime/stitchmcp"
)

// desk is the tracker's state, in memory. Its methods are the tool handlers: each gets
// the value the generated parser accepted.
type desk struct {
	mu      sync.Mutex
	nextID  int64
	tickets map[int64]*Ticket
	now     func() time.Time
}

func newDesk() *desk {
	return &desk{nextID: 1001, tickets: map[int64]*Ticket{}, now: func() time.Time {
		return time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC) // a fixed clock: replies are reproducible
	}}
}

func notFound(id int64) error {
	return &stitchmcp.Error{Code: "NOT_FOUND", Message: fmt.Sprintf("no ticket %d", id),
		Hint: "Call ticket_search to find the ticket's id."}
}

func (d *desk) add(t Ticket) *Ticket {
	t.ID = d.nextID
	d.nextID++
	if t.Status == "" {
		t.Status = "open"
	}
	d.tickets[t.ID] = &t
	return &t
}

func (d *desk) create(_ context.Context, _ *mcp.CallToolRequest, in TicketCreate) (Ticket, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	t := d.add(Ticket{Title: in.Title, Body: in.Body, Priority: in.Priority, Requester: in.Requester,
		Labels: in.Labels, DueAt: in.DueAt, Fields: in.Fields, CreatedAt: d.now()})
	return *t, nil
}

func (d *desk) search(_ context.Context, _ *mcp.CallToolRequest, in TicketSearch) (TicketList, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	var out []Ticket
	for _, t := range d.tickets {
		if in.Query != "" && !strings.Contains(strings.ToLower(t.Title+" "+t.Body), strings.ToLower(in.Query)) ||
			len(in.Status) > 0 && !slices.Contains(in.Status, t.Status) ||
			len(in.Priority) > 0 && !slices.Contains(in.Priority, t.Priority) ||
			len(in.Assignees) > 0 && !slices.Contains(in.Assignees, t.Assignee) ||
			in.CreatedAfter != nil && !t.CreatedAt.After(*in.CreatedAfter) ||
			!labelsMatch(t.Labels, in.Labels, in.Match) {
			continue
		}
		out = append(out, *t)
	}
	slices.SortFunc(out, func(a, b Ticket) int {
		switch in.Sort {
		case "oldest":
			return int(a.ID - b.ID)
		case "priority":
			if a.Priority != b.Priority {
				return int(b.Priority - a.Priority)
			}
		}
		return int(b.ID - a.ID)
	})
	total := len(out)
	return TicketList{Tickets: out[:min(total, in.Limit)], Total: total}, nil
}

func labelsMatch(have, want []string, match string) bool {
	if len(want) == 0 {
		return true
	}
	for _, w := range want {
		if slices.Contains(have, w) == (match == "any") {
			return match == "any"
		}
	}
	return match != "any"
}

func (d *desk) get(_ context.Context, _ *mcp.CallToolRequest, in TicketGet) (Ticket, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	t, ok := d.tickets[in.ID]
	if !ok {
		return Ticket{}, notFound(in.ID)
	}
	out := *t
	if !slices.Contains(in.Include, "comments") {
		out.Comments = nil
	}
	if !slices.Contains(in.Include, "links") {
		out.Links = nil
	}
	return out, nil
}

func (d *desk) update(_ context.Context, _ *mcp.CallToolRequest, in TicketUpdate) (Ticket, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	t, ok := d.tickets[in.ID]
	if !ok {
		return Ticket{}, notFound(in.ID)
	}
	c := *t // all or none: work on a copy
	c.Labels = slices.Clone(t.Labels)
	c.Comments = slices.Clone(t.Comments)
	c.Links = slices.Clone(t.Links)
	for i, op := range in.Ops {
		if err := d.apply(&c, op); err != nil {
			return Ticket{}, &stitchmcp.Error{Code: "OP_FAILED", Message: fmt.Sprintf("ops[%d]: %v", i, err),
				Hint: "Nothing was changed. Fix that operation and send all of them again."}
		}
	}
	*t = c
	return c, nil
}

func (d *desk) apply(t *Ticket, op Op) error {
	switch op := op.(type) {
	case SetStatus:
		t.Status = op.Status
	case SetPriority:
		t.Priority = op.Priority
	case Assign:
		t.Assignee = op.Assignee
	case Unassign:
		t.Assignee = ""
	case AddLabels:
		for _, l := range op.Labels {
			if !slices.Contains(t.Labels, l) {
				t.Labels = append(t.Labels, l)
			}
		}
	case RemoveLabels:
		t.Labels = slices.DeleteFunc(t.Labels, func(l string) bool { return slices.Contains(op.Labels, l) })
	case Comment:
		t.Comments = append(t.Comments, TicketComment{Author: "agent", Body: op.Body, Internal: op.Internal, At: d.now()})
	case SetDue:
		t.DueAt = op.DueAt
	case Link:
		if _, ok := d.tickets[op.Target]; !ok || op.Target == t.ID {
			return fmt.Errorf("no other ticket %d to link to", op.Target)
		}
		t.Links = append(t.Links, TicketLink{Target: op.Target, Kind: op.Kind})
	case SetField:
		if op.Value == nil {
			delete(t.Fields, op.Key)
			break
		}
		if t.Fields == nil {
			t.Fields = map[string]string{}
		}
		t.Fields[op.Key] = *op.Value
	}
	return nil
}

func (d *desk) importTickets(_ context.Context, _ *mcp.CallToolRequest, in TicketImport) (ImportResult, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	res := ImportResult{Created: []int64{}, DryRun: in.DryRun}
	for i, it := range in.Tickets {
		if in.DryRun {
			res.Created = append(res.Created, d.nextID+int64(i))
			continue
		}
		t := Ticket{Title: it.Title, Priority: it.Priority, Requester: "import", CreatedAt: it.CreatedAt,
			Fields: map[string]string{"external_id": it.ExternalID}}
		for _, c := range it.Comments {
			t.Comments = append(t.Comments, TicketComment{Author: c.Author, Body: c.Body, At: c.At})
		}
		res.Created = append(res.Created, d.add(t).ID)
	}
	return res, nil
}

func (d *desk) merge(_ context.Context, _ *mcp.CallToolRequest, in TicketMerge) (Ticket, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	target, ok := d.tickets[in.Target]
	if !ok {
		return Ticket{}, notFound(in.Target)
	}
	for _, id := range in.Sources {
		if _, ok := d.tickets[id]; !ok {
			return Ticket{}, notFound(id)
		}
	}
	for _, id := range in.Sources {
		src := d.tickets[id]
		src.Status = "closed"
		src.Links = append(src.Links, TicketLink{Target: target.ID, Kind: "duplicates"})
		target.Comments = append(target.Comments, src.Comments...)
	}
	return *target, nil
}
