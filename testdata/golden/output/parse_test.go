package output

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseSend, []parsetest.Case{
		{
			Name: "good",
			In:   `{"text":"hi"}`,
			Want: Send{Text: "hi"},
		},
		{
			Name:   "length check",
			In:     `{"text":""}`,
			Issues: []string{`text: too_small: expected a string of at least 1 character, got 0 characters`},
		},
		{
			Name: "a key of the output type is not an input key",
			In:   `{"text":"hi","id":1}`,
			Issues: []string{
				`id: unknown_key: unknown key "id"; allowed keys: text`,
			},
		},
		{
			Name:   "missing key",
			In:     `{}`,
			Issues: []string{`text: required: missing required key "text"`},
		},
	})
}
