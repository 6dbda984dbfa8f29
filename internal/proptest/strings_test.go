package proptest

import (
	"math/big"
	"math/rand/v2"
	"regexp"
	"regexp/syntax"
	"strconv"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// TestFormatAtEveryLength: for every portable format and every length from
// 0 to 300 characters, the generator finds a value of the format of exactly
// that length (min=n,max=n), or load knows that none exists (FormatLengths)
// and refuses the bounds. genfuzz seed 880495 (min=80,max=80,format=hostname)
// was a length the generator gave up on: a hostname's labels are 63
// characters at most.
func TestFormatAtEveryLength(t *testing.T) {
	g := newGen(rand.New(rand.NewPCG(880495, 1)))
	for _, format := range stitch.PortableFormats {
		assert.NotEmpty(t, formatSamples[format], "format %s has no samples", format)
		for n := range 301 {
			if !load.FormatHasLength(format, int64(n)) {
				continue // load refuses min=n,max=n with this format
			}
			b := model.NewBound(strconv.Itoa(n), big.NewRat(int64(n), 1))
			c := &model.Checks{Format: format, Min: b, Max: b}
			g.err = nil
			s := g.str(c)
			if !assert.NoError(t, g.err, "format=%s,min=%d,max=%d", format, n, n) {
				break
			}
			assert.Equal(t, n, utf8.RuneCountInString(s), "format=%s: %q", format, s)
			assert.Empty(t, c.Judge(model.StringOf(s)))
		}
	}
}

// TestPatternAtLength: regexpStringOf makes a match of exactly the length
// asked for wherever the pattern's repeats can make one, two repeats sharing
// it included (genfuzz seed 1003860: min=80,max=80 with ^\w+@\w+$, which
// lengths drawn for each repeat alone missed in 200 tries).
func TestPatternAtLength(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct {
		pattern string
		n       int
	}{{`^\w+@\w+$`, 80}, {`^[a-z]+$`, 80}, {`^[A-Z]{3}$`, 3}, {`^[0-9]{1,4}$`, 4}, {`(a|b)c`, 2}, {`^x*$`, 10}, {`^(ab|c)?[0-9]{2,}$`, 7}} {
		re, err := syntax.Parse(c.pattern, syntax.Perl)
		assert.NoError(t, err)
		m := regexp.MustCompile(c.pattern)
		for range 50 {
			s := regexpStringOf(r, re, c.n)
			assert.True(t, m.MatchString(s), "%s: %q does not match", c.pattern, s)
			assert.Equal(t, c.n, utf8.RuneCountInString(s), "%s: %q", c.pattern, s)
		}
	}
}
