package patterns

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

// The parser checks each pattern as written in RE2: (?i) folds k into the
// Kelvin sign, . refuses only \n, \s is [\t\n\f\r ].
func TestParse(t *testing.T) {
	parsetest.Run(t, ParseFind, []parsetest.Case{
		{
			Name: "good",
			In: `{"code":"abc-12","same_code":"ABC-3","name":"Tea pot 2","word":"чай","greek":"τσάι",
"line":"a\rb","spaced":"a b\tc","unit":"\u212a","versions":["v1.2"],"path":"{root}/x","slug":"a-b"}`,
			Want: Find{Code: "abc-12", SameCode: "ABC-3", Name: "Tea pot 2", Word: "чай", Greek: "τσάι",
				Line: "a\rb", Spaced: "a b\tc", Unit: "\u212a", Versions: []string{"v1.2"}, Path: "{root}/x", Slug: "a-b"},
		},
		{
			Name: "each refused as RE2 refuses it",
			In: `{"code":"ab-12","same_code":"abc-12\n","name":"2 pots","word":"a1","greek":"tea",
"line":"a\nb","spaced":"a  b","unit":"kk","versions":["v1x2"],"path":"root/x","slug":"A"}`,
			Issues: []string{
				`code: pattern: expected a string matching \A(?i)[a-z]{3}-\d+\z, got the string "ab-12"`,
				`same_code: pattern: expected a string matching \A(?i)[a-z]{3}-\d+\z, got the string "abc-12\n"`,
				`name: pattern: expected a string matching ^[[:alpha:]][[:alnum:] ]*$, got the string "2 pots"`,
				`word: pattern: expected a string matching ^(?P<word>\pL+)$, got the string "a1"`,
				`greek: pattern: expected a string matching ^\p{Greek}+$, got the string "tea"`,
				`line: pattern: expected a string matching ^.+$, got the string "a\nb"`,
				`spaced: pattern: expected a string matching ^\S+(?:\s\S+)*$, got the string "a  b"`,
				`unit: pattern: expected a string matching (?i)^k$, got the string "kk"`,
				`versions[0]: pattern: expected a string matching ^\Qv1.\E\d+$, got the string "v1x2"`,
				`path: pattern: expected a string matching ^\{root\}/, got the string "root/x"`,
				`slug: pattern: expected a string matching \A[[:lower:]-]+\z, got the string "A"`,
			},
		},
	})
}

// TestDirectiveAsStructTag: the //stitch:tags text and the struct tag's
// give one pattern, in the schema (in its ECMA-262 spelling) as in the
// parser.
func TestDirectiveAsStructTag(t *testing.T) {
	data, err := os.ReadFile("schemas/find.json")
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		InputSchema struct {
			Properties map[string]struct{ Pattern string } `json:"properties"`
		} `json:"inputSchema"`
	}
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	code, same := s.InputSchema.Properties["code"].Pattern, s.InputSchema.Properties["same_code"].Pattern
	if want := "^[A-Za-z\u017f\u212a]{3}-\\d+$"; code != want || same != want {
		t.Errorf("code's pattern %q, same_code's %q; want both %q", code, same, want)
	}
}
