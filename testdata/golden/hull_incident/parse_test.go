package hull_incident

import (
	"strings"
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseEdit, []parsetest.Case{
		{
			Name: "good: set_text",
			In:   `{"operation":{"op":"set_text","part_index":0,"text":"hi"}}`,
			Want: Edit{Operation: SetText{Op: "set_text", PartIndex: 0, Text: "hi"}},
		},
		{
			Name: "good: split_part",
			In:   `{"operation":{"part_index":2,"at":1,"op":"split_part"}}`,
			Want: Edit{Operation: SplitPart{Op: "split_part", PartIndex: 2, At: 1}},
		},
		{
			Name: "good: set_schedule, at is a date-time here",
			In:   `{"operation":{"op":"set_schedule","at":"2024-01-01T00:00:00.5+01:00"}}`,
			Want: Edit{Operation: SetSchedule{Op: "set_schedule", At: "2024-01-01T00:00:00.5+01:00"}},
		},
		{
			Name: "good: a variant with no other key",
			In:   `{"operation":{"op":"clear_schedule"}}`,
			Want: Edit{Operation: ClearSchedule{Op: "clear_schedule"}},
		},
		{
			Name: "good: set_name",
			In:   `{"operation":{"op":"set_name","name":"n"}}`,
			Want: Edit{Operation: SetName{Op: "set_name", Name: "n"}},
		},
		{
			Name:   "part_index below its minimum",
			In:     `{"operation":{"op":"set_text","part_index":-1,"text":"hi"}}`,
			Issues: []string{`operation.part_index: too_small: expected an integer ≥ 0, got -1`},
		},
		{
			Name: "part_index as a string (the incident) is not an integer",
			In:   `{"operation":{"op":"move_part","part_index":"1","to":-1}}`,
			Issues: []string{
				`operation.part_index: invalid_type: expected an integer ≥ 0, got the string "1"`,
				`operation.to: too_small: expected an integer ≥ 0, got -1`,
			},
		},
		{
			Name:   "part_index not integral",
			In:     `{"operation":{"op":"remove_part","part_index":1.5}}`,
			Issues: []string{`operation.part_index: invalid_type: expected an integer ≥ 0, got the number 1.5`},
		},
		{
			Name: "part_index where set_name does not take it names the 8 operations",
			In:   `{"operation":{"op":"set_name","name":"n","part_index":0}}`,
			Issues: []string{
				`operation.part_index: unknown_key: "part_index" is allowed only when op = set_text | append_text | remove_part | move_part | set_button | set_image | clear_part | split_part`,
			},
		},
		{
			Name:   "at, declared by two variants with different types",
			In:     `{"operation":{"op":"clear_schedule","at":"2024-01-01T00:00:00Z"}}`,
			Issues: []string{`operation.at: unknown_key: "at" is allowed only when op = split_part | set_schedule`},
		},
		{
			Name:   "text where add_tag does not take it",
			In:     `{"operation":{"op":"add_tag","tag":"t","text":"x"}}`,
			Issues: []string{`operation.text: unknown_key: "text" is allowed only when op = set_text | append_text`},
		},
		{
			Name:   "date-time format",
			In:     `{"operation":{"op":"set_schedule","at":"tomorrow"}}`,
			Issues: []string{`operation.at: format: expected a date-time (RFC 3339), got the string "tomorrow"`},
		},
		{
			Name:   "date-time needs an offset",
			In:     `{"operation":{"op":"set_schedule","at":"2024-01-01T00:00:00"}}`,
			Issues: []string{`operation.at: format: expected a date-time (RFC 3339), got the string "2024-01-01T00:00:00" (add Z or an offset)`},
		},
		{
			Name:   "date-time that does not exist",
			In:     `{"operation":{"op":"set_schedule","at":"2023-02-29T00:00:00Z"}}`,
			Issues: []string{`operation.at: format: expected a date-time (RFC 3339), got the string "2023-02-29T00:00:00Z"`},
		},
		{
			Name:   "enum",
			In:     `{"operation":{"op":"set_audience","segment":"none"}}`,
			Issues: []string{`operation.segment: invalid_enum: expected one of "all", "active", "vip", got the string "none"`},
		},
		{
			Name:   "length bound",
			In:     `{"operation":{"op":"set_button","part_index":0,"label":"` + strings.Repeat("x", 65) + `"}}`,
			Issues: []string{`operation.label: too_big: expected a string of 1 to 64 characters, got 65 characters`},
		},
		{
			Name: "unknown op lists all 14",
			In:   `{"operation":{"op":"delete"}}`,
			Issues: []string{
				`operation.op: invalid_label: unknown op "delete"; expected one of: set_name, set_text, append_text, remove_part, move_part, set_button, set_image, clear_part, split_part, set_schedule, clear_schedule, set_audience, add_tag, remove_tag`,
			},
		},
		{
			Name:   "set_name's length check",
			In:     `{"operation":{"op":"set_name","name":""}}`,
			Issues: []string{`operation.name: too_small: expected a string of at least 1 character, got 0 characters`},
		},
	})
}
