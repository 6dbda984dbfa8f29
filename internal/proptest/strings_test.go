package proptest

import (
	"math/big"
	"math/rand/v2"
	"strconv"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/runtime/stitch"
	"github.com/stitchgen/stitchgen/sample"
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
		assert.NotEmpty(t, sample.Formats[format], "format %s has no samples", format)
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
