package special

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/internal/parsetest"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// event completes the required keys around the given ones.
func event(keys string) string {
	return `{"at":"2024-05-01T10:00:00Z","payload":1,"client":{"name":"c"},` + keys + `}`
}

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseEvent, []parsetest.Case{
		{
			Name: "good: raw payload kept as sent, any decoded, rest collected, plain object lenient",
			In: `{"at":"2024-05-01T10:00:00Z","payload": {"a": [1, 2.50]} ,"meta":{"k":[1,"x",true,null]},"slug":"a-b",` +
				`"retries":"3","client":{"name":"cli","version":2,"extra":{"deep":[1]}},"x":1,"y":-2}`,
			Want: Event{
				At:      time.Date(2024, time.May, 1, 10, 0, 0, 0, time.UTC),
				Payload: json.RawMessage(`{"a": [1, 2.50]}`),
				Meta:    map[string]any{"k": []any{1.0, "x", true, nil}},
				Slug:    "a-b",
				Retries: 3,
				Extra:   map[string]int{"x": 1, "y": -2},
				Client:  Client{Name: "cli"},
			},
		},
		{
			Name: "good: an escaped time and RFC 3339's lowercase t and z",
			In:   `{"at":"2024-05-01t10:00:00\u005a","payload":1,"slug":"s","client":{"name":"c"},"meta":"2024-05-01t10:00:00z"}`,
			Want: Event{At: time.Date(2024, time.May, 1, 10, 0, 0, 0, time.UTC), Payload: json.RawMessage(`1`),
				Meta: "2024-05-01t10:00:00z", Slug: "s", Client: Client{Name: "c"}},
		},
		{
			Name:   "a leap second says why it is refused",
			In:     `{"at":"2016-12-31T23:59:60Z","payload":1,"slug":"s","client":{"name":"c"}}`,
			Issues: []string{`at: format: expected a date-time (RFC 3339), got the string "2016-12-31T23:59:60Z" (a leap second, :60, cannot be represented; use :59)`},
		},
		{
			Name:   "any: a number out of range deep inside is reported at its own path",
			In:     event(`"slug":"s","meta":[1,{"a":-1e999}]`),
			Issues: []string{`meta[1].a: too_small: expected a number ≥ -1.7976931348623157e+308 (float64), got -1e999`},
		},
		{
			Name: "good: time offset and fraction, null payload, empty slug",
			In:   `{"at":"2024-05-01T10:00:00.5+02:00","payload":null,"slug":"","client":{"name":""}}`,
			Want: Event{
				At:      time.Date(2024, time.May, 1, 10, 0, 0, 500000000, time.FixedZone("", 2*3600)),
				Payload: json.RawMessage(`null`),
			},
		},
		{
			Name: "good: raw keeps escapes as sent, any decodes them; any keeps a JSON string a string",
			In:   `{"at":"2024-05-01T10:00:00Z","payload":"\u0041","meta":"{\"a\":1}","slug":"s","client":{"name":"c"}}`,
			Want: Event{At: time.Date(2024, time.May, 1, 10, 0, 0, 0, time.UTC), Payload: json.RawMessage(`"\u0041"`),
				Meta: `{"a":1}`, Slug: "s", Client: Client{Name: "c"}},
		},
		{
			Name: "good: rest takes any undeclared key, including Go and tag names",
			In:   event(`"slug":"s","Extra":1,"-":2,"Meta":3`),
			Want: Event{At: time.Date(2024, time.May, 1, 10, 0, 0, 0, time.UTC), Payload: json.RawMessage(`1`),
				Slug: "s", Extra: map[string]int{"Extra": 1, "-": 2, "Meta": 3}, Client: Client{Name: "c"}},
		},
		{
			Name: "good: object refine passes at the limit, in another zone",
			In:   `{"at":"2100-01-01T01:00:00+01:00","payload":1,"slug":"s","client":"{\"name\":\"c\",\"v\":1}"}`,
			Want: Event{At: time.Date(2100, time.January, 1, 1, 0, 0, 0, time.FixedZone("", 3600)), Payload: json.RawMessage(`1`),
				Slug: "s", Client: Client{Name: "c"}},
		},
		{
			Name:   "a declared key sent twice is a duplicate, not a rest key",
			In:     event(`"slug":"s","at":"2024-05-01 10:00"`),
			Issues: []string{`at: duplicate_key: duplicate key "at": send each key once`},
		},
		{
			Name:   "time parse error",
			In:     `{"at":"2024-05-01 10:00","payload":1,"slug":"s","client":{"name":"c"}}`,
			Issues: []string{`at: format: expected a date-time (RFC 3339), got the string "2024-05-01 10:00"`},
		},
		{
			Name:   "time that does not exist",
			In:     `{"at":"2024-02-30T00:00:00Z","payload":1,"slug":"s","client":{"name":"c"}}`,
			Issues: []string{`at: format: expected a date-time (RFC 3339), got the string "2024-02-30T00:00:00Z"`},
		},
		{
			Name:   "time of the wrong kind",
			In:     `{"at":1714557600,"payload":1,"slug":"s","client":{"name":"c"}}`,
			Issues: []string{`at: invalid_type: expected a date-time string (RFC 3339), got the number 1714557600`},
		},
		{
			Name:   "any: a number out of the float64 range",
			In:     event(`"slug":"s","meta":1e400`),
			Issues: []string{`meta: too_big: expected a number ≤ 1.7976931348623157e+308 (float64), got 1e400`},
		},
		{
			Name: "rest: values checked, a duplicate is an issue",
			In:   event(`"slug":"s","x":1,"x":2,"y":"3","z":1.5`),
			Issues: []string{
				`x: duplicate_key: duplicate key "x": send each key once`,
				`y: invalid_type: expected an integer, got the string "3"`,
				`z: invalid_type: expected an integer, got the number 1.5`,
			},
		},
		{
			Name:   "plain object: unknown keys ignored, even twice; a declared key still checked",
			In:     `{"at":"2024-05-01T10:00:00Z","payload":1,"slug":"s","client":{"other":1,"name":"c","other":2,"name":"d"}}`,
			Issues: []string{`client.name: duplicate_key: duplicate key "name": send each key once`},
		},
		{
			Name:   "plain object: required keys still required",
			In:     `{"at":"2024-05-01T10:00:00Z","payload":1,"slug":"s","client":{"nam":"c"}}`,
			Issues: []string{`client.name: required: missing required key "name"`},
		},
		{
			Name:   "field refine",
			In:     event(`"slug":"a\u0020b"`),
			Issues: []string{`slug: custom: slug must not contain spaces`},
		},
		{
			Name:   "object refine",
			In:     `{"at":"2100-01-02T00:00:00Z","payload":1,"slug":"ab","client":{"name":"c"}}`,
			Issues: []string{`(root): custom: at must not be after 2100`},
		},
		{
			Name:   "object refine sees the instant, not the wall clock",
			In:     `{"at":"2099-12-31T23:59:59-23:59","payload":1,"slug":"ab","client":{"name":"c"}}`,
			Issues: []string{`(root): custom: at must not be after 2100`},
		},
		{
			Name:   "field refine runs only once the field's visible checks pass",
			In:     event(`"slug":7`),
			Issues: []string{`slug: invalid_type: expected a string, got the number 7`},
		},
		{
			Name:   "object refine runs only once every field passes: a visible check",
			In:     `{"at":"2100-01-02T00:00:00Z","payload":1,"slug":"ab","retries":6,"client":{"name":"c"}}`,
			Issues: []string{`retries: too_big: expected an integer ≤ 5, got 6`},
		},
		{
			Name:   "object refine runs only once every field passes: a field refine",
			In:     `{"at":"2100-01-02T00:00:00Z","payload":1,"slug":"a b","client":{"name":"c"}}`,
			Issues: []string{`slug: custom: slug must not contain spaces`},
		},
		{
			Name:   "object refine runs only once every field passes: a rest value",
			In:     `{"at":"2100-01-02T00:00:00Z","payload":1,"slug":"ab","client":{"name":"c"},"x":"no"}`,
			Issues: []string{`x: invalid_type: expected an integer, got the string "no"`},
		},
		{
			Name:   "object refine runs only once every field passes: a missing key",
			In:     `{"at":"2100-01-02T00:00:00Z","slug":"ab","client":{"name":"c"}}`,
			Issues: []string{`payload: required: missing required key "payload"`},
		},
		{
			Name:   "coerce: a numeric string is checked as the number",
			In:     event(`"slug":"s","retries":"6"`),
			Issues: []string{`retries: too_big: expected an integer ≤ 5, got 6`},
		},
		{
			Name:   "coerce: a string that is not a number",
			In:     event(`"slug":"s","retries":"two"`),
			Issues: []string{`retries: invalid_type: expected an integer ≤ 5, got the string "two"`},
		},
		{
			Name:   "coerce: a string that is not an integer",
			In:     event(`"slug":"s","retries":"1.5"`),
			Issues: []string{`retries: invalid_type: expected an integer ≤ 5, got the string "1.5"`},
		},
		{
			Name:   "coerce: a boolean is not a number",
			In:     event(`"slug":"s","retries":true`),
			Issues: []string{`retries: invalid_type: expected an integer ≤ 5, got true`},
		},
		{
			Name: "missing keys",
			In:   `{}`,
			Issues: []string{
				`at: required: missing required key "at"`,
				`payload: required: missing required key "payload"`,
				`slug: required: missing required key "slug"`,
				`client: required: missing required key "client"`,
			},
		},
	})
}

// TestNullForRequiredAny: under openai-strict a null sent for an optional key
// means it was left out, but a required key cannot be, so a null for one whose
// values null is among (json.RawMessage, any) is its value there as on every
// wire; the optional any beside it is left out.
func TestNullForRequiredAny(t *testing.T) {
	in := `{"at":"2024-05-01T10:00:00Z","payload":null,"meta":null,"slug":"a","client":{"name":"c"}}`
	for _, dialect := range []string{"openai-strict", "anthropic"} {
		v, err := stitch.ParseIn(EventTool, dialect, []byte(in))
		require.NoError(t, err, dialect)
		assert.Equal(t, json.RawMessage("null"), v.Payload, dialect)
		assert.Nil(t, v.Meta, dialect)
	}
}
