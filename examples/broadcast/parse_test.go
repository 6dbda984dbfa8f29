package broadcast

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/internal/parsetest"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// The table tests below feed each example tool good calls (checked against
// the exact Go value) and bad calls (checked against every issue: path,
// code and message). Issues read "path: code: message" (see parsetest).

const uuid = "123e4567-e89b-12d3-a456-426614174000"

func TestParseMessageSend(t *testing.T) {
	parsetest.Run(t, ParseMessageSend, []parsetest.Case{
		{
			Name: "minimal call: defaults injected",
			In:   `{"chat_id":42,"text":"hi"}`,
			Want: MessageSend{ChatID: 42, Text: "hi", ParseMode: "plain"},
		},
		{
			Name: "int64 beyond 2^53 stays exact",
			In:   `{"chat_id":9007199254740993,"text":"hi","reply_to":-9223372036854775808}`,
			Want: MessageSend{ChatID: 9007199254740993, Text: "hi", ParseMode: "plain", ReplyTo: ptr(int64(-9223372036854775808))},
		},
		{
			Name: "every key; integral float as 1e2; coerce spelling of a bool",
			In:   `{"silent":"true","delay_seconds":1e2,"reply_to":null,"parse_mode":"html","text":"<b>hi</b>","chat_id":-100123}`,
			Want: MessageSend{ChatID: -100123, Text: "<b>hi</b>", ParseMode: "html", Silent: true, DelaySeconds: 100},
		},
		{
			Name:   "the string \"1\" for an integer",
			In:     `{"chat_id":"1","text":"hi"}`,
			Issues: []string{`chat_id: invalid_type: expected an integer, got the string "1"`},
		},
		{
			Name:   "int64 out of range",
			In:     `{"chat_id":9223372036854775808,"text":"hi"}`,
			Issues: []string{`chat_id: too_big: expected an integer ≤ 9223372036854775807 (int64), got 9223372036854775808`},
		},
		{
			Name:   "unknown key",
			In:     `{"chat_id":1,"text":"hi","txt":"b"}`,
			Issues: []string{`txt: unknown_key: unknown key "txt" (did you mean "text"?); allowed keys: chat_id, text, parse_mode, reply_to, silent, delay_seconds`},
		},
		{
			Name:   "duplicate key",
			In:     `{"chat_id":1,"text":"hi","chat_id":2}`,
			Issues: []string{`chat_id: duplicate_key: duplicate key "chat_id": send each key once`},
		},
		{
			Name:   "missing key",
			In:     `{"text":"hi"}`,
			Issues: []string{`chat_id: required: missing required key "chat_id"`},
		},
		{
			Name:   "refine function",
			In:     `{"chat_id":0,"text":"hi"}`,
			Issues: []string{`chat_id: custom: chat_id 0 is reserved; use the id of a real chat`},
		},
		{
			Name:   "int float: 1.5 is not an integer",
			In:     `{"chat_id":1,"text":"hi","delay_seconds":1.5}`,
			Issues: []string{`delay_seconds: invalid_type: expected an integer between 0 and 86400, got the number 1.5`},
		},
		{
			Name: "seven issues at once",
			In:   `{"chat_id":1.5,"text":"","parse_mode":"rich","reply_to":"7","silent":"yes","delay_seconds":-1,"extra":1}`,
			Issues: []string{
				`chat_id: invalid_type: expected an integer, got the number 1.5`,
				`text: too_small: expected a string of 1 to 4096 characters, got 0 characters`,
				`parse_mode: invalid_enum: expected one of "plain", "markdown", "html", got the string "rich"`,
				`reply_to: invalid_type: expected an integer, got the string "7"`,
				`silent: invalid_type: expected a boolean, got the string "yes"`,
				`delay_seconds: too_small: expected an integer between 0 and 86400, got -1`,
				`extra: unknown_key: unknown key "extra"; allowed keys: chat_id, text, parse_mode, reply_to, silent, delay_seconds`,
			},
		},
	})
}

// TestIssuesErrorText checks the short text of many issues: the first five,
// then how many more.
func TestIssuesErrorText(t *testing.T) {
	_, err := ParseMessageSend([]byte(`{"chat_id":1.5,"text":"","parse_mode":"rich","reply_to":"7","silent":"yes","delay_seconds":-1,"extra":1}`))
	var is stitch.Issues
	require.True(t, errors.As(err, &is), "%v", err)
	assert.Len(t, is, 7)
	assert.Equal(t, `chat_id: expected an integer, got the number 1.5; `+
		`text: expected a string of 1 to 4096 characters, got 0 characters; `+
		`parse_mode: expected one of "plain", "markdown", "html", got the string "rich"; `+
		`reply_to: expected an integer, got the string "7"; `+
		`silent: expected a boolean, got the string "yes"; …and 2 more`, err.Error())
}

func TestParseBroadcastCreate(t *testing.T) {
	at := time.Date(2024, 2, 29, 12, 34, 56, 0, time.UTC)
	parsetest.Run(t, ParseBroadcastCreate, []parsetest.Case{
		{
			Name: "every variant; name trimmed; defaults injected",
			In: `{"name":"  Spring sale ","content":{"parts":[
				{"type":"text","text":"Hello"},
				{"url":"https://example.com/a.png","type":"photo"},
				{"label":"Shop","type":"button","url":"https://example.com/shop"},
				{"seconds":5,"type":"delay"}]},
				"schedule_at":"2024-02-29T12:34:56Z","tags":["spring"]}`,
			Want: BroadcastCreate{
				Name: "Spring sale",
				Content: Content{Parts: []Part{
					TextPart{Type: "text", Text: "Hello"},
					ImagePart{Type: "photo", URL: "https://example.com/a.png"},
					ButtonPart{Type: "button", Label: "Shop", URL: "https://example.com/shop"},
					DelayPart{Type: "delay", Seconds: 5},
				}},
				Limit:      100,
				Segment:    "all",
				ScheduleAt: &at,
				Tags:       []string{"spring"},
			},
		},
		{
			Name: "1.0 is an integer; an escaped discriminator key",
			In:   `{"name":"n","content":{"parts":[{"seconds":1,"\u0074ype":"delay"}]},"limit":1.0}`,
			Want: BroadcastCreate{Name: "n", Content: Content{Parts: []Part{DelayPart{Type: "delay", Seconds: 1}}}, Limit: 1, Segment: "all"},
		},
		{
			Name: "a double-encoded structure is read in its place",
			In:   `{"name":"n","content":"{\"parts\":[{\"type\":\"text\",\"text\":\"hi\"}]}"}`,
			Want: BroadcastCreate{Name: "n", Content: Content{Parts: []Part{TextPart{Type: "text", Text: "hi"}}}, Limit: 100, Segment: "all"},
		},
		{
			Name:   "1.5 is not an integer",
			In:     `{"name":"n","content":{"parts":[{"type":"delay","seconds":1}]},"limit":1.5}`,
			Issues: []string{`limit: invalid_type: expected an integer between 0 and 5000, got the number 1.5`},
		},
		{
			Name:   "unknown union label",
			In:     `{"name":"n","content":{"parts":[{"type":"video","url":"https://example.com/v.mp4"}]}}`,
			Issues: []string{`content.parts[0].type: invalid_label: unknown type "video"; expected one of: text, image, photo, button, delay`},
		},
		{
			Name:   "a key of another variant",
			In:     `{"name":"n","content":{"parts":[{"type":"text","text":"a","url":"https://example.com"}]}}`,
			Issues: []string{`content.parts[0].url: unknown_key: "url" is allowed only when type = image | photo | button`},
		},
		{
			Name: "issues in several parts, and the name checked after trim",
			In:   `{"name":"   ","content":{"parts":[{"type":"text","text":""},{"type":"image","url":"not a uri"},{"type":"delay"}]},"segment":"everyone"}`,
			Issues: []string{
				`name: too_small: expected a string of 1 to 80 characters, got the string "   " (0 characters after trim)`,
				`content.parts[0].text: too_small: expected a string of 1 to 4096 characters, got 0 characters`,
				`content.parts[1].url: format: expected a URI, got the string "not a uri"`,
				`content.parts[2].seconds: required: missing required key "seconds" (required when type = delay)`,
				`segment: invalid_enum: expected one of "all", "active", "dormant", "vip", got the string "everyone"`,
			},
		},
		{
			Name:   "an empty parts list",
			In:     `{"name":"n","content":{"parts":[]}}`,
			Issues: []string{`content.parts: too_small: expected at least 1 item, got 0`},
		},
	})
}

func TestParseBroadcastEdit(t *testing.T) {
	parsetest.Run(t, ParseBroadcastEdit, []parsetest.Case{
		{
			Name: "operations with the discriminator anywhere; a nested union; multi-label variant",
			In: `{"operations":[
				{"name":"Renamed","op":"set_name"},
				{"part_index":0,"part":{"text":"new","type":"text"},"op":"insert_part"},
				{"op":"remove_tags","tags":["old"]},
				{"op":"clear_schedule"},
				{"segment":"vip","op":"set_audience"}],
				"broadcast_id":"` + uuid + `"}`,
			Want: BroadcastEdit{BroadcastID: uuid, Operations: []Operation{
				SetName{Op: "set_name", Name: "Renamed"},
				InsertPart{Op: "insert_part", PartIndex: 0, Part: TextPart{Type: "text", Text: "new"}},
				Tag{Op: "remove_tags", Tags: []string{"old"}},
				ClearSchedule{Op: "clear_schedule"},
				SetAudience{Op: "set_audience", Segment: "vip"},
			}},
		},
		{
			Name:   "the string \"1\" for an integer ≥ 0",
			In:     `{"broadcast_id":"` + uuid + `","operations":[{"op":"remove_part","part_index":"1"}]}`,
			Issues: []string{`operations[0].part_index: invalid_type: expected an integer ≥ 0, got the string "1"`},
		},
		{
			Name:   "unknown label",
			In:     `{"broadcast_id":"` + uuid + `","operations":[{"op":"rename","name":"x"}]}`,
			Issues: []string{`operations[0].op: invalid_label: unknown op "rename"; expected one of: set_name, set_text, append_text, insert_part, remove_part, move_part, set_button, set_image, set_schedule, clear_schedule, set_audience, add_tags, remove_tags`},
		},
		{
			Name:   "missing label",
			In:     `{"broadcast_id":"` + uuid + `","operations":[{"name":"x"}]}`,
			Issues: []string{`operations[0].op: invalid_label: missing discriminator "op"; expected one of: set_name, set_text, append_text, insert_part, remove_part, move_part, set_button, set_image, set_schedule, clear_schedule, set_audience, add_tags, remove_tags`},
		},
		{
			Name:   "a key of other variants",
			In:     `{"broadcast_id":"` + uuid + `","operations":[{"name":"x","op":"set_name","part_index":2}]}`,
			Issues: []string{`operations[0].part_index: unknown_key: "part_index" is allowed only when op = set_text | append_text | insert_part | remove_part | move_part | set_button | set_image`},
		},
		{
			Name: "bad uuid and a bad nested part",
			In:   `{"broadcast_id":"42","operations":[{"op":"insert_part","part_index":-1,"part":{"type":"button","label":"Go"}}]}`,
			Issues: []string{
				`broadcast_id: format: expected a UUID, got the string "42"`,
				`operations[0].part_index: too_small: expected an integer ≥ 0, got -1`,
				`operations[0].part.url: required: missing required key "url" (required when type = button)`,
			},
		},
	})
}

func TestParseContactSearch(t *testing.T) {
	parsetest.Run(t, ParseContactSearch, []parsetest.Case{
		{
			Name: "rewrites, a coerce spelling, unknown keys ignored (plain)",
			In:   `{"query":"  Ada LOVELACE ","country":"gb","page_size":"50","sort":"name"}`,
			Want: ContactSearch{Query: "ada lovelace", Country: "GB", PageSize: 50},
		},
		{
			Name: "catch: a bad cursor becomes \"\"",
			In:   `{"query":"a","cursor":"not a cursor!","email":"a@example.com"}`,
			Want: ContactSearch{Query: "a", Email: "a@example.com", PageSize: 20},
		},
		{
			Name:   "300 for a uint8",
			In:     `{"query":"a","page_size":300}`,
			Issues: []string{`page_size: too_big: expected an integer between 1 and 100, got 300`},
		},
		{
			Name: "bounds, pattern after upper, format",
			In:   `{"query":"a","page_size":0,"country":"GBR","email":"ada@"}`,
			Issues: []string{
				`page_size: too_small: expected an integer between 1 and 100, got 0`,
				`country: pattern: expected a string that is an ISO 3166 alpha-2 country code (pattern ^[A-Za-z]{2}$), got the string "GBR"`,
				`email: format: expected an email address, got the string "ada@"`,
			},
		},
	})
}

func TestParseWebhookRegister(t *testing.T) {
	parsetest.Run(t, ParseWebhookRegister, []parsetest.Case{
		{
			Name: "every key; unknown keys kept in the rest map",
			In:   `{"url":"https://example.com/hook","secret":"0123456789abcdef","headers":{"X-A":"1"},"backoff":[1,10,60],"echo":{"k":[1, 2]},"team":"ops","n":3}`,
			Want: WebhookRegister{
				URL: "https://example.com/hook", Secret: "0123456789abcdef",
				Headers: map[string]string{"X-A": "1"},
				Backoff: [3]uint16{1, 10, 60},
				Echo:    json.RawMessage(`{"k":[1, 2]}`),
				Extra:   map[string]any{"team": "ops", "n": 3.0},
			},
		},
		{
			Name:   "the object refine function runs once the fields pass",
			In:     `{"url":"http://example.com/hook","secret":"0123456789abcdef"}`,
			Issues: []string{`(root): custom: url must use https`},
		},
		{
			Name: "a fixed array of uint16",
			In:   `{"url":"https://example.com/hook","secret":"0123456789abcdef","backoff":[1,2,70000,4]}`,
			Issues: []string{
				`backoff[2]: too_big: expected an integer between 0 and 65535, got 70000`,
				`backoff: too_big: expected exactly 3 items, got 4`,
			},
		},
		{
			Name:   "a duplicate key in the rest map",
			In:     `{"url":"https://example.com/hook","secret":"0123456789abcdef","team":"a","team":"b"}`,
			Issues: []string{`team: duplicate_key: duplicate key "team": send each key once`},
		},
	})
}

func TestParseAudienceStats(t *testing.T) {
	parsetest.Run(t, ParseAudienceStats, []parsetest.Case{
		{
			Name: "defaults injected; any value decoded as encoding/json does",
			In:   `{"broadcast_id":"` + uuid + `","from":"2024-02-01","to":"2024-02-29","filter":{"country":["DE","FR"],"min_age":18}}`,
			Want: AudienceStats{BroadcastID: uuid, From: "2024-02-01", To: "2024-02-29", Granularity: "day", Percentile: 95,
				Filter: map[string]any{"country": []any{"DE", "FR"}, "min_age": 18.0}},
		},
		{
			Name: "required despite omitempty; exclusive bounds; calendar dates",
			In:   `{"broadcast_id":"` + uuid + `","from":"2023-02-29","percentile":100}`,
			Issues: []string{
				`from: format: expected a date (YYYY-MM-DD), got the string "2023-02-29"`,
				`percentile: too_big: expected a number > 0 and < 100, got 100`,
				`to: required: missing required key "to"`,
			},
		},
	})
}

func TestParseContactImport(t *testing.T) {
	parsetest.Run(t, ParseContactImport, []parsetest.Case{
		{
			Name: "two contacts",
			In:   `{"contacts":[{"name":"Ada","email":"ada@example.com","phone":"+441234567","age":36,"tags":["vip"],"attributes":{"lang":"en"},"subscribed":true},{"name":"Bob","email":"bob@example.com","subscribed":false}],"upsert":true}`,
			Want: ContactImport{Upsert: true, Contacts: []Contact{
				{Name: "Ada", Email: "ada@example.com", Phone: "+441234567", Age: ptr(uint8(36)), Tags: []string{"vip"}, Attributes: map[string]string{"lang": "en"}, Subscribed: true},
				{Name: "Bob", Email: "bob@example.com"},
			}},
		},
		{
			Name: "300 for a *uint8, and every other issue of the item",
			In:   `{"contacts":[{"name":"","email":"x","phone":"12","age":300}]}`,
			Issues: []string{
				`contacts[0].name: too_small: expected a string of 1 to 120 characters, got 0 characters`,
				`contacts[0].email: format: expected an email address, got the string "x"`,
				`contacts[0].phone: pattern: expected a string that is an E.164 phone number, + then 7 to 15 digits (pattern ^\+[1-9][0-9]{6,14}$), got the string "12"`,
				`contacts[0].age: too_big: expected an integer between 0 and 150, got 300`,
				`contacts[0].subscribed: required: missing required key "subscribed"`,
			},
		},
	})
}

// TestParseEscapedDateTime pins a bug: a time.Time field rejects a date-time
// string written with JSON escapes, which the exact schema accepts (the
// string is the same). Decoder.Time hands the raw bytes, escapes included,
// to time.Time.UnmarshalJSON, which does not unescape (encoding/json has the
// same flaw); the message then shows the unescaped, valid string.
func TestParseEscapedDateTime(t *testing.T) {
	v, err := ParseBroadcastCreate([]byte(`{"name":"n","content":{"parts":[{"type":"delay","seconds":1}]},"schedule_at":"2024-02-29T12:34:56\u005a"}`))
	require.NoError(t, err)
	require.NotNil(t, v.ScheduleAt)
	assert.True(t, v.ScheduleAt.Equal(time.Date(2024, 2, 29, 12, 34, 56, 0, time.UTC)))
}

func ptr[T any](v T) *T { return &v }
