package broadcast

import "time"

// Draft is a broadcast draft as broadcast_create and broadcast_edit return it.
//
//stitch:output
type Draft struct {
	// Id to pass to broadcast_edit and audience_stats.
	BroadcastID string `json:"broadcast_id"`
	Name        string `json:"name"`
	// Number of content parts.
	Parts   int    `json:"parts"`
	Limit   int    `json:"limit"`
	Segment string `json:"segment"`
	// draft or scheduled.
	Status     string     `json:"status"`
	ScheduleAt *time.Time `json:"schedule_at,omitempty"`
	Tags       []string   `json:"tags,omitempty"`
}

// SentMessage is the result of message_send.
//
//stitch:output
type SentMessage struct {
	MessageID    int    `json:"message_id"`
	ChatID       int64  `json:"chat_id"`
	ReplyTo      *int64 `json:"reply_to,omitempty"`
	ParseMode    string `json:"parse_mode"`
	Silent       bool   `json:"silent"`
	DelaySeconds int    `json:"delay_seconds"`
}

// ContactCard is one contact of the address book, as contact_search returns it.
type ContactCard struct {
	Name       string   `json:"name"`
	Email      string   `json:"email"`
	Country    string   `json:"country,omitempty"`
	Phone      string   `json:"phone,omitempty"`
	Tags       []string `json:"tags,omitempty"`
	Subscribed bool     `json:"subscribed"`
}

// ContactPage is the result of contact_search: one page of contacts.
//
//stitch:output
type ContactPage struct {
	Contacts []ContactCard `json:"contacts"`
	// Pass as cursor to get the next page; absent on the last page.
	NextCursor string `json:"next_cursor,omitempty"`
}

// ImportSummary is the result of contact_import.
//
//stitch:output
type ImportSummary struct {
	Created int `json:"created"`
	Updated int `json:"updated"`
	Skipped int `json:"skipped"`
}

// Webhook is the result of webhook_register.
//
//stitch:output
type Webhook struct {
	WebhookID string    `json:"webhook_id"`
	URL       string    `json:"url"`
	Headers   int       `json:"headers"`
	Backoff   [3]uint16 `json:"backoff"`
	// Keys sent beyond the known ones, kept for the integration.
	ExtraKeys []string `json:"extra_keys"`
}

// Stats is the result of audience_stats.
//
//stitch:output
type Stats struct {
	BroadcastID string  `json:"broadcast_id"`
	From        string  `json:"from"`
	To          string  `json:"to"`
	Granularity string  `json:"granularity"`
	Percentile  float32 `json:"percentile"`
	Recipients  int     `json:"recipients"`
	Delivered   int     `json:"delivered"`
}
