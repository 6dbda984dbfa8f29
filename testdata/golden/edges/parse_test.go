package edges

import (
	"strings"
	"testing"
	"time"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

// The cases of issue 10 §5, with their exact texts.
func TestParse(t *testing.T) {
	million := strings.Repeat("0", 1_000_000)
	parsetest.Run(t, ParseEdges, []parsetest.Case{
		{
			Name: "good: ties decided by the literal",
			In:   `{"non_neg":0,"upto20":20.000,"whole":1e2,"below":99.5,"at":"2024-01-01T00:00:00Z","when":"2024-01-01t00:00:00.5+23:59"}`,
			Want: Edges{Upto20: 20, Whole: 100, Below: 99.5, At: time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC), When: "2024-01-01t00:00:00.5+23:59"},
		},
		{
			Name:   "a negative number too small for a float64 is still below min=0",
			In:     `{"non_neg":-1e-1000001}`,
			Issues: []string{`non_neg: too_small: expected a number ≥ 0, got -1e-1000001`},
		},
		{
			Name:   "20.000…0001 with a million zeros is above max=20",
			In:     `{"upto20":20.` + million + `1}`,
			Issues: []string{`upto20: too_big: expected a number ≤ 20, got 20.0000000000000000000000000000000000000…`},
		},
		{
			Name: "the same number spelled exactly 20 is not",
			In:   `{"upto20":20.` + million + `}`,
			Want: Edges{Upto20: 20},
		},
		{
			Name:   "1 and 1 048 576 zeros times 10^-10485760 is not an integer",
			In:     `{"whole":1` + strings.Repeat("0", 1<<20) + `e-10485760}`,
			Issues: []string{`whole: invalid_type: expected an integer, got the number 1000000000000000000000000000000000000000…`},
		},
		{
			Name: "1 and 1 048 576 zeros times 10^-1048576 is 1",
			In:   `{"whole":1` + strings.Repeat("0", 1<<20) + `e-1048576}`,
			Want: Edges{Whole: 1},
		},
		{
			Name:   "a float32 exclusive bound says what the float32 became",
			In:     `{"below":99.999999999}`,
			Issues: []string{`below: too_big: expected a number < 100, got 99.999999999 (100 as a float32)`},
		},
		{
			Name: "time.Time and format=date-time refuse the same strings, with the same words",
			In:   `{"at":"2024-01-01T0:00:00Z","when":"2024-01-01T0:00:00Z"}`,
			Issues: []string{
				`at: format: expected a date-time (RFC 3339), got the string "2024-01-01T0:00:00Z"`,
				`when: format: expected a date-time (RFC 3339), got the string "2024-01-01T0:00:00Z"`,
			},
		},
		{
			Name: "offsets +24:00 and +23:60",
			In:   `{"at":"2024-01-01T00:00:00+24:00","when":"2024-01-01T00:00:00+23:60"}`,
			Issues: []string{
				`at: format: expected a date-time (RFC 3339), got the string "2024-01-01T00:00:00+24:00"`,
				`when: format: expected a date-time (RFC 3339), got the string "2024-01-01T00:00:00+23:60"`,
			},
		},
		{
			Name: "a comma before the fraction",
			In:   `{"at":"2024-01-01T00:00:00,5Z","when":"2024-01-01T00:00:00,5Z"}`,
			Issues: []string{
				`at: format: expected a date-time (RFC 3339), got the string "2024-01-01T00:00:00,5Z"`,
				`when: format: expected a date-time (RFC 3339), got the string "2024-01-01T00:00:00,5Z"`,
			},
		},
		{
			Name: "no offset: add Z or an offset",
			In:   `{"at":"2025-01-01T10:00:00","when":"2025-01-01T10:00:00"}`,
			Issues: []string{
				`at: format: expected a date-time (RFC 3339), got the string "2025-01-01T10:00:00" (add Z or an offset)`,
				`when: format: expected a date-time (RFC 3339), got the string "2025-01-01T10:00:00" (add Z or an offset)`,
			},
		},
		{
			Name: "a leap second is refused in both",
			In:   `{"at":"2016-12-31T23:59:60Z","when":"2016-12-31T23:59:60Z"}`,
			Issues: []string{
				`at: format: expected a date-time (RFC 3339), got the string "2016-12-31T23:59:60Z" (a leap second, :60, cannot be represented; use :59)`,
				`when: format: expected a date-time (RFC 3339), got the string "2016-12-31T23:59:60Z" (a leap second, :60, cannot be represented; use :59)`,
			},
		},
		{
			Name:   "an array beyond its max is counted, not kept",
			In:     `{"tags":["a","b","c","d","e"]}`,
			Issues: []string{`tags: too_big: expected at most 3 items, got 5`},
		},
		{
			Name: "good: slices at their final size; any with nested and empty arrays",
			In:   `{"tags":["a"],"rows":[[1,2],[],[3]],"any":[[[]],{"k":[1,{}]},[]]}`,
			Want: Edges{Tags: []string{"a"}, Rows: [][]int{{1, 2}, {}, {3}}, Any: []any{[]any{[]any{}}, map[string]any{"k": []any{1.0, map[string]any{}}}, []any{}}},
		},
	})
}
