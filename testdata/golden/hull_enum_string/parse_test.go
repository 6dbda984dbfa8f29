package hull_enum_string

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseCall, []parsetest.Case{
		{
			Name: "good: a with its enums",
			In:   `{"v":{"kind":"a","mode":"fast","level":"low"}}`,
			Want: Call{V: A{Kind: "a", Mode: "fast", Level: "low"}},
		},
		{
			Name: "good: b takes a free mode and its own level",
			In:   `{"v":{"kind":"b","mode":"medium","level":"high"}}`,
			Want: Call{V: B{Kind: "b", Mode: "medium", Level: "high"}},
		},
		{
			Name: "good: b takes a's mode and the shared level",
			In:   `{"v":{"kind":"b","mode":"fast","level":"mid"}}`,
			Want: Call{V: B{Kind: "b", Mode: "fast", Level: "mid"}},
		},
		{
			Name: "good: b takes an empty mode",
			In:   `{"v":{"kind":"b","mode":"","level":"mid"}}`,
			Want: Call{V: B{Kind: "b", Mode: "", Level: "mid"}},
		},
		{
			Name: "a rejects what b takes",
			In:   `{"v":{"kind":"a","mode":"medium","level":"high"}}`,
			Issues: []string{
				`v.mode: invalid_enum: expected one of "fast", "slow", got the string "medium"`,
				`v.level: invalid_enum: expected one of "low", "mid", got the string "high"`,
			},
		},
		{
			Name:   "a rejects an empty mode",
			In:     `{"v":{"kind":"a","mode":"","level":"mid"}}`,
			Issues: []string{`v.mode: invalid_enum: expected one of "fast", "slow", got the string ""`},
		},
		{
			Name: "b rejects a too long mode and a's own level",
			In:   `{"v":{"kind":"b","mode":"abcdefghijklmnopqrstu","level":"low"}}`,
			Issues: []string{
				`v.mode: too_big: expected a string of at most 20 characters, got 21 characters`,
				`v.level: invalid_enum: expected one of "mid", "high", got the string "low"`,
			},
		},
		{
			Name: "missing keys",
			In:   `{"v":{"kind":"a"}}`,
			Issues: []string{
				`v.mode: required: missing required key "mode" (required when kind = a)`,
				`v.level: required: missing required key "level" (required when kind = a)`,
			},
		},
	})
}
