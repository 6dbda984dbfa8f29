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
