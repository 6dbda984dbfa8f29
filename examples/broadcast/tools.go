package broadcast

import (
	"encoding/json"
	"errors"
	"strings"
	"time"
)

// Create a broadcast draft: a named message made of content parts, sent
// later to an audience segment.
//
//stitch:tool name=broadcast_create output=Draft
type BroadcastCreate struct {
	// Name shown to the owner only.
	Name    string  `json:"name" stitch:"min=1,max=80,trim"`
	Content Content `json:"content"`
	// How many recipients at most.
	Limit int `json:"limit" stitch:"optional,min=0,max=5000,default=100"`
	// Audience segment to send to.
	Segment string `json:"segment,omitempty" stitch:"enum=all|active|dormant|vip,default='\"all\"'"`
	// When to send; absent means "keep as a draft".
	ScheduleAt *time.Time `json:"schedule_at,omitempty"`
	// Free labels for the owner's filters.
	Tags []string `json:"tags,omitempty" stitch:"max=10"`
}

// Content is the body of a broadcast.
type Content struct {
	// The parts, in display order.
	Parts []Part `json:"parts" stitch:"min=1"`
}

// Send one message to a chat.
//
//stitch:tool title="Send a message" destructive=false output=SentMessage
type MessageSend struct {
	// Chat to post in.
	ChatID int64 `json:"chat_id" stitch:"refine=CheckChatID"`
	// Message text.
	Text string `json:"text" stitch:"min=1,max=4096"`
	// How the text is formatted.
	ParseMode string `json:"parse_mode,omitempty" stitch:"enum=plain|markdown|html,default='\"plain\"'"`
	// Message to reply to; null to post without a reply.
	ReplyTo *int64 `json:"reply_to" stitch:"nullable,optional"`
	// Send without a notification sound.
	Silent bool `json:"silent,omitempty" stitch:"coerce"`
	// Delay in seconds before sending.
	DelaySeconds float64 `json:"delay_seconds,omitempty" stitch:"int,min=0,max=86400"`
}

// CheckChatID rejects the chat ids the service reserves.
func CheckChatID(id int64) error {
	if id == 0 {
		return errors.New("chat_id 0 is reserved; use the id of a real chat")
	}
	return nil
}

// Search the owner's contacts.
//
//stitch:tool title="Search contacts" readonly idempotent openworld=false output=ContactPage
//stitch:plain
type ContactSearch struct {
	// Words to look for in names and handles.
	Query string `json:"query" stitch:"trim,lower,max=200"`
	// The contact's country.
	Country string `json:"country,omitempty" stitch:"upper,pattern='^[A-Za-z]{2}$',why='an ISO 3166 alpha-2 country code'"`
	// An exact e-mail address.
	Email string `json:"email,omitempty" stitch:"format=email"`
	// Page size.
	PageSize uint8 `json:"page_size,omitempty" stitch:"coerce,min=1,max=100,default=20"`
	// Cursor from the previous page.
	Cursor string `json:"cursor,omitempty" stitch:"pattern='^[A-Za-z0-9_-]{0,64}$',catch='\"\"'"`
}

// Register a webhook for broadcast events.
//
//stitch:tool name=webhook_register flatten=false output=Webhook
//stitch:refine CheckWebhook
type WebhookRegister struct {
	// Where to POST events.
	URL string `json:"url" stitch:"format=uri"`
	// Shared secret used to sign deliveries.
	Secret string `json:"secret" stitch:"min=16,max=128,pattern='^[\\x21-\\x7e]+$'"`
	// Extra headers to send with each delivery.
	Headers map[string]string `json:"headers,omitempty" stitch:"max=20"`
	// Retry delays in seconds: exactly three steps.
	Backoff [3]uint16 `json:"backoff,omitempty"`
	// Opaque data echoed back with every event.
	Echo json.RawMessage `json:"echo,omitempty"`
	// Anything else is kept for the integration to read.
	Extra map[string]any `json:"-" stitch:"rest"`
}

// CheckWebhook refuses plain-HTTP endpoints.
func CheckWebhook(w WebhookRegister) error {
	if strings.HasPrefix(w.URL, "http://") {
		return errors.New("url must use https")
	}
	return nil
}

// Report delivery statistics of a broadcast.
//
//stitch:tool output=Stats
type AudienceStats struct {
	// Broadcast to report on.
	BroadcastID string `json:"broadcast_id" stitch:"format=uuid"`
	// First day, inclusive.
	From string `json:"from" stitch:"format=date"`
	// Last day, inclusive.
	To string `json:"to,omitempty" stitch:"format=date,required"`
	// Bucket size of the series.
	Granularity string `json:"granularity,omitempty" stitch:"enum=hour|day|week,default='\"day\"'"`
	// Latency percentile to report.
	Percentile float32 `json:"percentile,omitempty" stitch:"gt=0,lt=100,default=95"`
	// Filters on recipient attributes.
	Filter any `json:"filter,omitempty"`
}
