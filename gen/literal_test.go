package gen

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

// TestSplitJSON: the pieces concatenate to the input, each is valid UTF-8,
// a piece ends at a comma between values unless it is cut inside a long
// string, and none is much longer than the target.
func TestSplitJSON(t *testing.T) {
	long := strings.Repeat("é", 200) // 400 bytes in one string
	for _, s := range []string{
		``,
		`{"type":"string"}`,
		`{"a":{"type":"string","description":"x, y"},"b":{"type":"integer","minimum":1,"maximum":2},"c":{"enum":["p,q","r"]},"d":{"type":"boolean"}}`,
		`{"description":"` + long + `","type":"object"}`,
		`{"pattern":"^a\\\\\",b$","x":1,"y":2,"z":3,"w":4,"v":5,"u":6,"t":7,"s":8,"r":9,"q":10,"p":11,"o":12,"n":13,"m":14,"l":15}`,
	} {
		pieces := splitJSON(s, 40)
		assert.Equal(t, s, strings.Join(pieces, ""))
		for i, p := range pieces {
			assert.True(t, utf8.ValidString(p), "%q", p)
			assert.LessOrEqual(t, len(p), 4*40, "%q", p)
			if i < len(pieces)-1 && !strings.HasSuffix(p, ",") {
				assert.GreaterOrEqual(t, len(p), 3*40, "cut inside a string only when long: %q", p)
			}
		}
	}
	assert.Equal(t, []string{`{"a":1,"b":2}`}, splitJSON(`{"a":1,"b":2}`, 40))
	assert.Equal(t, []string{`{"a":"x,y",`, `"b":2,`, `"c":3}`}, splitJSON(`{"a":"x,y","b":2,"c":3}`, 5), "a comma inside a string is not a cut")
}

// TestFillLiterals: placeholders are replaced in order, a literal of several
// pieces on as many lines indented alike; any other occurrence of the
// prefix, a missing placeholder or one out of order is refused.
func TestFillLiterals(t *testing.T) {
	lits := [][]string{{"`a`", `"b\r"`, "`c`"}, {"`d`"}, {"`e`", "`f`"}}
	out, ok := fillLiterals([]byte("x(stitchLiteral0 +\n\t\tstitchLiteral0)\ny(stitchLiteral1)\nz(stitchLiteral2 +\n\tstitchLiteral2)\n"), lits)
	assert.True(t, ok)
	assert.Equal(t, "x(`a` +\n\t\t\"b\\r\" +\n\t\t`c`)\ny(`d`)\nz(`e` +\n\t`f`)\n", string(out))
	for _, src := range []string{
		"stitchLiteral0 +\nstitchLiteral0 stitchLiteral1",                                     // one missing
		"stitchLiteral0 +\nstitchLiteral0 stitchLiteral2 +\nstitchLiteral2 stitchLiteral1",    // out of order
		"stitchLiteral0 +\nstitchLiteral0 stitchLiteral1 stitchLiteral21 +\nstitchLiteral2",   // another number
		"stitchLiteral0 + stitchLiteral0 stitchLiteral1 stitchLiteral2 +\nstitchLiteral2",     // no line break
		`"stitchLiteral" stitchLiteral0 +` + "\nstitchLiteral0 stitchLiteral1 stitchLiteral2", // in other text
		"stitchLiteral0 +\nstitchLiteral0 stitchLiteral1 stitchLiteral2 // stitchLiteral2",    // in a comment
	} {
		_, ok := fillLiterals([]byte(src), lits)
		assert.False(t, ok, src)
	}
}
