package union_items

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseBroadcastCreate, []parsetest.Case{
		{
			Name: "good: every label, name trimmed, default limit",
			In: `{"name":"  Launch ","content":{"parts":[{"type":"text","text":"Hello"},{"type":"image","url":"https://x.io/a.png"},` +
				`{"url":"https://x.io/b.png","type":"photo"}]}}`,
			Want: BroadcastCreate{Name: "Launch", Limit: 100, Content: Content{Parts: []Part{
				TextPart{Type: "text", Text: "Hello"},
				ImagePart{Type: "image", URL: "https://x.io/a.png"},
				ImagePart{Type: "photo", URL: "https://x.io/b.png"},
			}}},
		},
		{
			Name: "good: the items array sent as a JSON string",
			In:   `{"name":"n","limit":0,"content":{"parts":"[{\"type\":\"text\",\"text\":\"a\"},{\"type\":\"photo\",\"url\":\"https://x.io\"}]"}}`,
			Want: BroadcastCreate{Name: "n", Content: Content{Parts: []Part{
				TextPart{Type: "text", Text: "a"},
				ImagePart{Type: "photo", URL: "https://x.io"},
			}}},
		},
		{
			Name: "good: one item sent as a JSON string",
			In:   `{"name":"n","content":{"parts":["{\"type\":\"text\",\"text\":\"a\"}"]},"limit":5000}`,
			Want: BroadcastCreate{Name: "n", Limit: 5000, Content: Content{Parts: []Part{TextPart{Type: "text", Text: "a"}}}},
		},
		{
			Name:   "a variant's check at its item's path",
			In:     `{"name":"n","content":{"parts":[{"type":"text","text":"a"},{"type":"text","text":"b"},{"type":"image","url":"not a uri"}]}}`,
			Issues: []string{`content.parts[2].url: format: expected a URI, got the string "not a uri"`},
		},
		{
			Name: "keys of other variants, unknown and missing labels, per item",
			In:   `{"name":"n","content":{"parts":[{"type":"text","url":"https://x"},{"type":"image","text":"t"},{"type":"video"},{"text":"t"}]}}`,
			Issues: []string{
				`content.parts[0].url: unknown_key: "url" is allowed only when type = image | photo`,
				`content.parts[0].text: required: missing required key "text" (required when type = text)`,
				`content.parts[1].text: unknown_key: "text" is allowed only when type = text`,
				`content.parts[1].url: required: missing required key "url" (required when type = image | photo)`,
				`content.parts[2].type: invalid_label: unknown type "video"; expected one of: text, image, photo`,
				`content.parts[3].type: invalid_label: missing discriminator "type"; expected one of: text, image, photo`,
			},
		},
		{
			Name: "each variant's required key",
			In:   `{"name":"n","content":{"parts":[{"type":"image"},{"type":"text"}]}}`,
			Issues: []string{
				`content.parts[0].url: required: missing required key "url" (required when type = image | photo)`,
				`content.parts[1].text: required: missing required key "text" (required when type = text)`,
			},
		},
		{
			Name: "items that are not objects, a discriminator sent twice",
			In:   `{"name":"n","content":{"parts":[1,null,{"type":"text","text":"a","type":"image"}]}}`,
			Issues: []string{
				`content.parts[0]: invalid_type: expected an object, got the number 1`,
				`content.parts[1]: invalid_type: expected an object, got null`,
				`content.parts[2].type: duplicate_key: duplicate key "type": send each key once`,
			},
		},
		{
			Name: "trim runs before the length check",
			In:   `{"name":"   ","content":{"parts":[{"type":"text","text":"a"}]},"limit":-1}`,
			Issues: []string{
				`name: too_small: expected a string of 1 to 80 characters, got the string "   " (0 characters after trim)`,
				`limit: too_small: expected an integer between 0 and 5000, got -1`,
			},
		},
		{
			Name:   "double encoding is undone once: an item inside a double-encoded object is not",
			In:     `{"name":"n","content":"{\"parts\":[\"{\\\"type\\\":\\\"text\\\",\\\"text\\\":\\\"a\\\"}\"]}"}`,
			Issues: []string{`content.parts[0]: invalid_type: expected an object, got the string "{\"type\":\"text\",\"text\":\"a\"}"`},
		},
		{
			Name: "missing keys",
			In:   `{"content":{}}`,
			Issues: []string{
				`content.parts: required: missing required key "parts"`,
				`name: required: missing required key "name"`,
			},
		},
		{
			Name:   "too few items",
			In:     `{"name":"n","content":{"parts":[]}}`,
			Issues: []string{`content.parts: too_small: expected at least 1 item, got 0`},
		},
		{
			Name:   "a variant's length check",
			In:     `{"name":"n","content":{"parts":[{"type":"text","text":""}]}}`,
			Issues: []string{`content.parts[0].text: too_small: expected a string of at least 1 character, got 0 characters`},
		},
	})
}
