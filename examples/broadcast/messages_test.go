package broadcast

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

// Messages a model acts on (issue 26): one case per point, each the exact issue a model
// making that mistake reads.
func TestMessagesAModelActsOn(t *testing.T) {
	parsetest.Run(t, ParseContactSearch, []parsetest.Case{{
		// upper,pattern: the value quoted is the one sent, and what upper made of it.
		Name:   "the value that arrived is quoted, with its rewrite",
		In:     `{"query":"ann","country":"u.s"}`,
		Issues: []string{`country: pattern: expected a string that is an ISO 3166 alpha-2 country code (pattern ^[A-Za-z]{2}$), got the string "u.s" (read as "U.S")`},
	}, {
		Name:   "null on an optional key with a default: leave the key out to use it",
		In:     `{"query":"ann","page_size":null}`,
		Issues: []string{`page_size: invalid_type: expected an integer between 1 and 100, got null; leave the key out to use the default 20`},
	}})
	parsetest.Run(t, ParseBroadcastCreate, []parsetest.Case{{
		Name:   "trim: the string sent, and its length once trimmed",
		In:     `{"name":"  ","content":{"parts":[{"type":"text","text":"x"}]}}`,
		Issues: []string{`name: too_small: expected a string of 1 to 80 characters, got the string "  " (0 characters after trim)`},
	}, {
		Name:   "a 64-bit integer beyond its Go type states the declared range",
		In:     `{"name":"n","content":{"parts":[{"type":"text","text":"x"}]},"limit":99999999999999999999}`,
		Issues: []string{`limit: too_big: expected an integer between 0 and 5000, got 99999999999999999999`},
	}, {
		Name: "null on an optional key that cannot be null: leave the key out (to use its default)",
		In:   `{"name":"n","content":{"parts":[{"type":"text","text":"x"}]},"limit":null,"segment":null,"tags":null}`,
		Issues: []string{
			`limit: invalid_type: expected an integer between 0 and 5000, got null; leave the key out to use the default 100`,
			`segment: invalid_type: expected one of "all", "active", "dormant", "vip", got null; leave the key out to use the default "all"`,
			`tags: invalid_type: expected an array, got null; leave the key out to send no value`,
		},
	}, {
		Name:   "a variant's missing key says which label requires it",
		In:     `{"name":"n","content":{"parts":[{"type":"text"}]}}`,
		Issues: []string{`content.parts[0].text: required: missing required key "text" (required when type = text)`},
	}, {
		Name: "did you mean: a key, an enum value and a label one edit away",
		In:   `{"nmae":"n","name":"n","content":{"parts":[{"type":"txet","text":"x"}]},"segment":"actve"}`,
		Issues: []string{
			`nmae: unknown_key: unknown key "nmae" (did you mean "name"?); allowed keys: name, content, limit, segment, schedule_at, tags`,
			`content.parts[0].type: invalid_label: unknown type "txet" (did you mean "text"?); expected one of: text, image, photo, button, delay`,
			`segment: invalid_enum: expected one of "all", "active", "dormant", "vip", got the string "actve" (did you mean "active"?)`,
		},
	}})
}
