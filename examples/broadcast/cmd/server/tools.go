package main

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/stitchgen/stitchgen/examples/broadcast"
	"github.com/stitchgen/stitchgen/runtime/stitchmcp"
)

// store is the server's state, in memory. Its methods are the tool handlers: each gets
// the value the generated parser accepted, and returns a small struct (sent as structured
// content) or a *stitchmcp.Error the model can act on.
type store struct {
	mu       sync.Mutex
	lastID   int
	drafts   map[string]*draft
	webhooks int
	messages int
	contacts []Contact
}

// draft is a broadcast draft.
type draft struct {
	id         string
	name       string
	parts      []broadcast.Part
	limit      int
	segment    string
	scheduleAt *time.Time
	tags       []string
}

func newStore() *store {
	return &store{
		drafts: map[string]*draft{},
		contacts: []Contact{
			{Name: "Ada Lovelace", Email: "ada@example.com", Country: "GB", Subscribed: true},
			{Name: "Grace Hopper", Email: "grace@example.com", Country: "US", Subscribed: true},
			{Name: "Hedy Lamarr", Email: "hedy@example.com", Country: "AT"},
			{Name: "Katherine Johnson", Email: "katherine@example.com", Country: "US", Subscribed: true},
			{Name: "Margaret Hamilton", Email: "margaret@example.com", Country: "US"},
		},
	}
}

// newID returns the next id, as a UUID (the broadcast_id format) that is easy to read.
func (st *store) newID() string {
	st.lastID++
	return fmt.Sprintf("00000000-0000-4000-8000-%012d", st.lastID)
}

// The results are declared in package broadcast with //stitch:output, so stitchgen
// generates their output schemas.
type (
	Draft    = broadcast.Draft
	Message  = broadcast.SentMessage
	Contact  = broadcast.ContactCard
	Contacts = broadcast.ContactPage
	Imported = broadcast.ImportSummary
	Webhook  = broadcast.Webhook
	Stats    = broadcast.Stats
)

// notFound is the error for an unknown broadcast id.
func notFound(id string) error {
	return &stitchmcp.Error{
		Code:    "NOT_FOUND",
		Message: fmt.Sprintf("no broadcast %s", id),
		Details: map[string]any{"broadcast_id": id},
		Hint:    "Use the broadcast_id that broadcast_create returned.",
	}
}

func (d *draft) result() Draft {
	status := "draft"
	if d.scheduleAt != nil {
		status = "scheduled"
	}
	return Draft{
		BroadcastID: d.id, Name: d.name, Parts: len(d.parts), Limit: d.limit, Segment: d.segment,
		Status: status, ScheduleAt: d.scheduleAt, Tags: d.tags,
	}
}

func (st *store) createBroadcast(_ context.Context, _ *mcp.CallToolRequest, in broadcast.BroadcastCreate) (Draft, error) {
	st.mu.Lock()
	defer st.mu.Unlock()
	d := &draft{
		id: st.newID(), name: in.Name, parts: in.Content.Parts, limit: in.Limit,
		segment: in.Segment, scheduleAt: in.ScheduleAt, tags: in.Tags,
	}
	st.drafts[d.id] = d
	return d.result(), nil
}

// editBroadcast applies every operation, or none: a failing operation leaves the draft as
// it was.
func (st *store) editBroadcast(_ context.Context, _ *mcp.CallToolRequest, in broadcast.BroadcastEdit) (Draft, error) {
	st.mu.Lock()
	defer st.mu.Unlock()
	d, ok := st.drafts[in.BroadcastID]
	if !ok {
		return Draft{}, notFound(in.BroadcastID)
	}
	next := *d
	next.parts = slices.Clone(d.parts)
	next.tags = slices.Clone(d.tags)
	for i, op := range in.Operations {
		if err := next.apply(op); err != nil {
			return Draft{}, &stitchmcp.Error{
				Code:    "INVALID_OPERATION",
				Message: fmt.Sprintf("operations[%d]: %v", i, err),
				Details: map[string]any{"operation": i, "parts": len(next.parts)},
				Hint:    "No operation was applied. Fix this one and send the whole batch again.",
			}
		}
	}
	*d = next
	return d.result(), nil
}

// apply applies one operation to the draft.
func (d *draft) apply(op broadcast.Operation) error {
	switch op := op.(type) {
	case broadcast.SetName:
		d.name = op.Name
	case broadcast.SetText:
		p, err := partAt[broadcast.TextPart](d, op.PartIndex, "text")
		if err != nil {
			return err
		}
		p.Text = op.Text
		d.parts[op.PartIndex] = p
	case broadcast.AppendText:
		p, err := partAt[broadcast.TextPart](d, op.PartIndex, "text")
		if err != nil {
			return err
		}
		p.Text += op.Text
		d.parts[op.PartIndex] = p
	case broadcast.InsertPart:
		if op.PartIndex > len(d.parts) {
			return fmt.Errorf("part_index %d is past the end: the draft has %d parts", op.PartIndex, len(d.parts))
		}
		d.parts = slices.Insert(d.parts, op.PartIndex, op.Part)
	case broadcast.RemovePart:
		if err := d.checkIndex(op.PartIndex); err != nil {
			return err
		}
		d.parts = slices.Delete(d.parts, op.PartIndex, op.PartIndex+1)
	case broadcast.MovePart:
		if err := d.checkIndex(op.PartIndex); err != nil {
			return err
		}
		if err := d.checkIndex(op.To); err != nil {
			return err
		}
		p := d.parts[op.PartIndex]
		d.parts = slices.Insert(slices.Delete(d.parts, op.PartIndex, op.PartIndex+1), op.To, p)
	case broadcast.SetButton:
		p, err := partAt[broadcast.ButtonPart](d, op.PartIndex, "button")
		if err != nil {
			return err
		}
		p.Label, p.URL = op.Label, op.URL
		d.parts[op.PartIndex] = p
	case broadcast.SetImage:
		p, err := partAt[broadcast.ImagePart](d, op.PartIndex, "image")
		if err != nil {
			return err
		}
		p.URL = op.URL
		d.parts[op.PartIndex] = p
	case broadcast.SetSchedule:
		at := op.At
		d.scheduleAt = &at
	case broadcast.ClearSchedule:
		d.scheduleAt = nil
	case broadcast.SetAudience:
		d.segment = op.Segment
		if op.Limit > 0 {
			d.limit = op.Limit
		}
	case broadcast.Tag:
		for _, t := range op.Tags {
			i := slices.Index(d.tags, t)
			switch {
			case op.Op == "add_tags" && i < 0:
				d.tags = append(d.tags, t)
			case op.Op == "remove_tags" && i >= 0:
				d.tags = slices.Delete(d.tags, i, i+1)
			}
		}
		if len(d.tags) > 10 {
			return fmt.Errorf("a draft has at most 10 tags; this would make %d", len(d.tags))
		}
	default:
		return fmt.Errorf("operation %T is not supported", op)
	}
	return nil
}

func (d *draft) checkIndex(i int) error {
	if i >= len(d.parts) {
		return fmt.Errorf("part_index %d is past the end: the draft has %d parts", i, len(d.parts))
	}
	return nil
}

// partAt returns the part at i, which must be a P (a part of type kind).
func partAt[P broadcast.Part](d *draft, i int, kind string) (P, error) {
	var zero P
	if err := d.checkIndex(i); err != nil {
		return zero, err
	}
	p, ok := d.parts[i].(P)
	if !ok {
		return zero, fmt.Errorf("part %d is not a %s part", i, kind)
	}
	return p, nil
}

func (st *store) sendMessage(_ context.Context, _ *mcp.CallToolRequest, in broadcast.MessageSend) (Message, error) {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.messages++
	return Message{
		MessageID: st.messages, ChatID: in.ChatID, ReplyTo: in.ReplyTo, ParseMode: in.ParseMode,
		Silent: in.Silent, DelaySeconds: int(in.DelaySeconds),
	}, nil
}

func (st *store) searchContacts(_ context.Context, _ *mcp.CallToolRequest, in broadcast.ContactSearch) (Contacts, error) {
	st.mu.Lock()
	defer st.mu.Unlock()
	var found []Contact
	for _, c := range st.contacts {
		switch {
		case in.Query != "" && !strings.Contains(strings.ToLower(c.Name+" "+c.Email), in.Query):
		case in.Country != "" && c.Country != in.Country:
		case in.Email != "" && !strings.EqualFold(c.Email, in.Email):
		default:
			found = append(found, c)
		}
	}
	start := 0
	if n, err := strconv.Atoi(strings.TrimPrefix(in.Cursor, "c")); err == nil && n >= 0 && n <= len(found) {
		start = n
	}
	end := min(start+int(in.PageSize), len(found))
	out := Contacts{Contacts: found[start:end]}
	if out.Contacts == nil {
		out.Contacts = []Contact{}
	}
	if end < len(found) {
		out.NextCursor = "c" + strconv.Itoa(end)
	}
	return out, nil
}

// importContacts adds contacts, keyed by e-mail address (compared without case): an
// existing one is updated if in.Upsert, skipped otherwise.
func (st *store) importContacts(_ context.Context, _ *mcp.CallToolRequest, in broadcast.ContactImport) (Imported, error) {
	st.mu.Lock()
	defer st.mu.Unlock()
	var n Imported
	for _, c := range in.Contacts {
		next := Contact{Name: c.Name, Email: c.Email, Phone: c.Phone, Tags: c.Tags, Subscribed: c.Subscribed}
		i := slices.IndexFunc(st.contacts, func(old Contact) bool { return strings.EqualFold(old.Email, c.Email) })
		switch {
		case i < 0:
			st.contacts = append(st.contacts, next)
			n.Created++
		case in.Upsert:
			next.Country = st.contacts[i].Country
			st.contacts[i] = next
			n.Updated++
		default:
			n.Skipped++
		}
	}
	return n, nil
}

func (st *store) registerWebhook(_ context.Context, _ *mcp.CallToolRequest, in broadcast.WebhookRegister) (Webhook, error) {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.webhooks++
	extra := make([]string, 0, len(in.Extra))
	for k := range in.Extra {
		extra = append(extra, k)
	}
	slices.Sort(extra)
	return Webhook{
		WebhookID: "wh-" + strconv.Itoa(st.webhooks), URL: in.URL, Headers: len(in.Headers),
		Backoff: in.Backoff, ExtraKeys: extra,
	}, nil
}

func (st *store) audienceStats(_ context.Context, _ *mcp.CallToolRequest, in broadcast.AudienceStats) (Stats, error) {
	st.mu.Lock()
	defer st.mu.Unlock()
	d, ok := st.drafts[in.BroadcastID]
	if !ok {
		return Stats{}, notFound(in.BroadcastID)
	}
	if in.To < in.From {
		return Stats{}, &stitchmcp.Error{
			Code:    "INVALID_RANGE",
			Message: fmt.Sprintf("to (%s) is before from (%s)", in.To, in.From),
		}
	}
	return Stats{
		BroadcastID: d.id, From: in.From, To: in.To, Granularity: in.Granularity,
		Percentile: in.Percentile, Recipients: d.limit,
	}, nil
}
