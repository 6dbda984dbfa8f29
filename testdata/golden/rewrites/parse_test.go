package rewrites

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseSet, []parsetest.Case{
		{
			Name: "good: every value rewritten before its checks",
			In:   `{"mode":" FAST ","code":" gb ","name":" abc ","owner":" A@B.CO ","tags":["RED","Blue"],"labels":{"k":" ab "},"level":" high "}`,
			Want: Set{Mode: "fast", Code: "GB", Name: "abc", Owner: "a@b.co", Tags: []string{"red", "blue"}, Labels: map[string]string{"k": "ab"}, Level: 2},
		},
		{
			Name: "bad: each check fails on the rewritten value, its message quoting what was sent",
			In:   `{"mode":" Medium ","code":" g1 ","name":" a ","owner":" nobody ","tags":["Green"],"labels":{"k":" abcde "},"level":" mid "}`,
			Issues: []string{
				`mode: invalid_enum: expected one of "fast", "slow", got the string " Medium " (read as "medium")`,
				`code: pattern: expected a string matching ^[A-Z]{2}$, got the string " g1 " (read as "G1")`,
				`name: too_small: expected a string of 2 to 5 characters, got the string " a " (1 character after trim)`,
				`owner: format: expected an email address, got the string "nobody"`,
				`tags[0]: invalid_enum: expected one of "red", "blue", got the string "Green" (read as "green")`,
				`labels.k: too_big: expected a string of at most 4 characters, got the string " abcde " (5 characters after trim)`,
				`level: invalid_enum: expected one of "low", "high", got the string " mid " (read as "mid")`,
			},
		},
	})
}
