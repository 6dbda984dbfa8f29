package union_field

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseNotify, []parsetest.Case{
		{
			Name: "good: email",
			In:   `{"text":"hi","channel":{"via":"email","to":"a.b+c@d-e.fr"}}`,
			Want: Notify{Text: "hi", Channel: Email{Via: "email", To: "a.b+c@d-e.fr"}},
		},
		{
			Name: "good: sms, discriminator last",
			In:   `{"text":"hi","channel":{"to":"+33612345678","via":"sms"}}`,
			Want: Notify{Text: "hi", Channel: SMS{Via: "sms", To: "+33612345678"}},
		},
		{
			Name: "good: webhook",
			In:   `{"channel":{"via":"webhook","url":"https://x.io/h?a=1#f"},"text":"hi"}`,
			Want: Notify{Text: "hi", Channel: Hook{Via: "webhook", URL: "https://x.io/h?a=1#f"}},
		},
		{
			Name: "good: the union sent as a JSON string",
			In:   `{"text":"hi","channel":"{\"via\":\"email\",\"to\":\"a@b.co\"}"}`,
			Want: Notify{Text: "hi", Channel: Email{Via: "email", To: "a@b.co"}},
		},
		{
			Name:   "same key, the variant's own check: sms pattern",
			In:     `{"text":"hi","channel":{"via":"sms","to":"a@b.co"}}`,
			Issues: []string{`channel.to: pattern: expected a string matching ^\+[0-9]{6,15}$, got the string "a@b.co"`},
		},
		{
			Name:   "same key, the variant's own check: email format",
			In:     `{"text":"hi","channel":{"via":"email","to":"+33612345678"}}`,
			Issues: []string{`channel.to: format: expected an email address, got the string "+33612345678"`},
		},
		{
			Name:   "uri format",
			In:     `{"text":"hi","channel":{"via":"webhook","url":"/relative"}}`,
			Issues: []string{`channel.url: format: expected a URI, got the string "/relative"`},
		},
		{
			Name: "a key of another variant",
			In:   `{"text":"hi","channel":{"via":"email","url":"https://x"}}`,
			Issues: []string{
				`channel.url: unknown_key: "url" is allowed only when via = webhook`,
				`channel.to: required: missing required key "to" (required when via = email)`,
			},
		},
		{
			Name: "a key of two other variants",
			In:   `{"text":"hi","channel":{"via":"webhook","to":"a@b.co"}}`,
			Issues: []string{
				`channel.to: unknown_key: "to" is allowed only when via = email | sms`,
				`channel.url: required: missing required key "url" (required when via = webhook)`,
			},
		},
		{
			Name:   "variant's required key missing",
			In:     `{"text":"hi","channel":{"via":"webhook"}}`,
			Issues: []string{`channel.url: required: missing required key "url" (required when via = webhook)`},
		},
		{
			Name:   "missing discriminator",
			In:     `{"text":"hi","channel":{"to":"a@b.co"}}`,
			Issues: []string{`channel.via: invalid_label: missing discriminator "via"; expected one of: email, sms, webhook`},
		},
		{
			Name: "unknown label, then the parse goes on after the union",
			In:   `{"text":"hi","channel":{"via":"fax","to":1},"extra":1}`,
			Issues: []string{
				`channel.via: invalid_label: unknown via "fax"; expected one of: email, sms, webhook`,
				`extra: unknown_key: unknown key "extra"; allowed keys: text, channel`,
			},
		},
		{
			Name: "unknown label inside a double-encoded union, then the parse goes on",
			In:   `{"text":"hi","channel":"{\"via\":\"fax\"}","extra":1}`,
			Issues: []string{
				`channel.via: invalid_label: unknown via "fax"; expected one of: email, sms, webhook`,
				`extra: unknown_key: unknown key "extra"; allowed keys: text, channel`,
			},
		},
		{
			Name:   "discriminator not a string",
			In:     `{"text":"hi","channel":{"via":["email"]}}`,
			Issues: []string{`channel.via: invalid_label: via must be a string, got an array; expected one of: email, sms, webhook`},
		},
		{
			Name:   "union null",
			In:     `{"text":"hi","channel":null}`,
			Issues: []string{`channel: invalid_type: expected an object, got null`},
		},
		{
			Name:   "union missing",
			In:     `{"text":"hi"}`,
			Issues: []string{`channel: required: missing required key "channel"`},
		},
		{
			Name:   "union sent twice",
			In:     `{"channel":{"via":"email","to":"a@b.co"},"text":"x","channel":{"via":"sms"}}`,
			Issues: []string{`channel: duplicate_key: duplicate key "channel": send each key once`},
		},
		{
			Name: "issues in the union and after it",
			In:   `{"channel":{"via":"email","to":"x"},"text":5}`,
			Issues: []string{
				`channel.to: format: expected an email address, got the string "x"`,
				`text: invalid_type: expected a string of at least 1 character, got the number 5`,
			},
		},
	})
}
