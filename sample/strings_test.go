package sample

import (
	"math/rand/v2"
	"regexp"
	"regexp/syntax"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

// TestPatternAtLength: Drawer.MatchOf makes a match of exactly the length
// asked for wherever the pattern's repeats can make one, two repeats sharing
// it included (genfuzz seed 1003860: min=80,max=80 with ^\w+@\w+$, which
// lengths drawn for each repeat alone missed in 200 tries), with either
// kind of runes.
func TestPatternAtLength(t *testing.T) {
	for _, d := range []Drawer{{R: rand.New(rand.NewPCG(1, 2))}, {R: rand.New(rand.NewPCG(1, 2)), Plain: true}} {
		for _, c := range []struct {
			pattern string
			n       int
		}{{`^\w+@\w+$`, 80}, {`^[a-z]+$`, 80}, {`^[A-Z]{3}$`, 3}, {`^[0-9]{1,4}$`, 4}, {`(a|b)c`, 2}, {`^x*$`, 10}, {`^(ab|c)?[0-9]{2,}$`, 7}} {
			re, err := syntax.Parse(c.pattern, syntax.Perl)
			assert.NoError(t, err)
			m := regexp.MustCompile(c.pattern)
			for range 50 {
				s := d.MatchOf(re, c.n)
				assert.True(t, m.MatchString(s), "%s: %q does not match", c.pattern, s)
				assert.Equal(t, c.n, utf8.RuneCountInString(s), "%s: %q", c.pattern, s)
			}
		}
	}
}
