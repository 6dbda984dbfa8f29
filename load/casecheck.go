package load

import (
	"fmt"
	"math/big"
	"regexp/syntax"
	"unicode"

	"github.com/stitchgen/stitchgen/model"
)

// caseLeavesNoMatch reports whether no string the rewrite leaves as it is
// (upper: strings.ToUpper(s) == s; lower likewise) can match pattern: every
// match needs a letter the rewrite changes. It answers only where that is
// certain; a pattern it cannot judge is taken as satisfiable.
func caseLeavesNoMatch(pattern string, upper bool) bool {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return false
	}
	keep := func(r rune) bool { return unicode.ToLower(r) == r }
	if upper {
		keep = func(r rune) bool { return unicode.ToUpper(r) == r }
	}
	return !canMatch(re, keep)
}

// canMatch reports whether re matches some string made only of runes keep
// accepts (an over-approximation: anchors and empty-width assertions are
// taken to hold).
func canMatch(re *syntax.Regexp, keep func(rune) bool) bool {
	switch re.Op {
	case syntax.OpNoMatch:
		return false
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			if keep(r) {
				continue
			}
			if re.Flags&syntax.FoldCase != 0 && (keep(unicode.ToUpper(r)) || keep(unicode.ToLower(r))) {
				continue
			}
			return false
		}
		return true
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			lo, hi := re.Rune[i], re.Rune[i+1]
			if hi-lo > 1024 {
				return true // too wide to walk; surely holds a kept rune
			}
			for r := lo; r <= hi; r++ {
				if keep(r) {
					return true
				}
			}
		}
		return false
	case syntax.OpConcat:
		for _, s := range re.Sub {
			if !canMatch(s, keep) {
				return false
			}
		}
		return true
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if canMatch(s, keep) {
				return true
			}
		}
		return false
	case syntax.OpCapture, syntax.OpPlus:
		return canMatch(re.Sub[0], keep)
	case syntax.OpRepeat:
		return re.Min == 0 || canMatch(re.Sub[0], keep)
	}
	// OpStar, OpQuest (they match the empty string), any-char, anchors,
	// empty-width assertions.
	return true
}

// formatLengths are the fewest and most characters a value of a format can
// have (0: no limit), where that is certain: a uuid is 36 characters, an
// IPv4 address 7 to 15, a date 10, a date-time at least 20
// (2024-01-01T00:00:00Z), a time at least 9 (00:00:00Z), an email address
// at least 3 (a@b), a duration at least 3 (P1D).
var formatLengths = map[string][2]int64{
	"uuid":      {36, 36},
	"ipv4":      {7, 15},
	"date":      {10, 10},
	"date-time": {20, 0},
	"time":      {9, 0},
	"email":     {3, 0},
	"duration":  {3, 0},
}

// formatOutsideLength says why no value of format fits the length bounds
// min and max (either may be nil), or returns "".
func formatOutsideLength(format string, min, max *model.Bound) string {
	l, ok := formatLengths[format]
	if !ok {
		return ""
	}
	if max != nil && max.Rat.Cmp(new(big.Rat).SetInt64(l[0])) < 0 {
		return fmt.Sprintf("max=%s leaves no %s: the shortest has %d characters", max.Text, format, l[0])
	}
	if min != nil && l[1] > 0 && min.Rat.Cmp(new(big.Rat).SetInt64(l[1])) > 0 {
		return fmt.Sprintf("min=%s leaves no %s: the longest has %d characters", min.Text, format, l[1])
	}
	return ""
}
