package import_names

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
	anyitem "github.com/stitchgen/stitchgen/testdata/golden/import_names/any"
	erroritem "github.com/stitchgen/stitchgen/testdata/golden/import_names/error"
	lenitem "github.com/stitchgen/stitchgen/testdata/golden/import_names/len"
	stringitem "github.com/stitchgen/stitchgen/testdata/golden/import_names/string"
)

// TestParse: the package compiles (stitch_gen.go's imports shadow neither
// any nor string, which it uses), and each field reads into its own
// package's type.
func TestParse(t *testing.T) {
	parsetest.Run(t, ParseTag, []parsetest.Case{
		{
			Name: "good: a value of each package's types, and any value",
			In:   `{"a":"a","ac":"x","e":"e","ec":"x","l":"l","lc":"x","s":"s","sc":"x","extra":[1]}`,
			Want: Tag{A: anyitem.ID("a"), AC: anyitem.Code{S: "X"}, E: erroritem.ID("e"), EC: erroritem.Code{S: "X"}, L: lenitem.ID("l"), LC: lenitem.Code{S: "X"},
				S: stringitem.ID("s"), SC: stringitem.Code{S: "X"}, Extra: []any{float64(1)}},
		},
		{
			Name: "a missing key of each",
			In:   `{}`,
			Issues: []string{
				`a: required: missing required key "a"`,
				`ac: required: missing required key "ac"`,
				`e: required: missing required key "e"`,
				`ec: required: missing required key "ec"`,
				`l: required: missing required key "l"`,
				`lc: required: missing required key "lc"`,
				`s: required: missing required key "s"`,
				`sc: required: missing required key "sc"`,
			},
		},
	})
}
