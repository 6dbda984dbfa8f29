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
// at least 3 (a@b), a duration at least 3 (P1D), a uri at least 2 (a:), a
// hostname 1 to 253, an IPv6 address 2 (::) to 45 (six groups and an IPv4
// address), a relative JSON pointer at least 1 (0).
var formatLengths = map[string][2]int64{
	"uuid":                  {36, 36},
	"ipv4":                  {7, 15},
	"date":                  {10, 10},
	"date-time":             {20, 0},
	"time":                  {9, 0},
	"email":                 {3, 0},
	"duration":              {3, 0},
	"uri":                   {2, 0},
	"hostname":              {1, 253},
	"ipv6":                  {2, 45},
	"relative-json-pointer": {1, 0},
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

// patternOutsideLength says why no string within the length bounds min and
// max (either may be nil) can match pattern, or returns "": every match has
// at least as many runes as the pattern's shortest match, and a pattern
// anchored at both ends (^…$) with no unbounded repeat has a longest one.
func patternOutsideLength(pattern string, min, max *model.Bound) string {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return ""
	}
	re = re.Simplify()
	if lo := matchLen(re, false); max != nil && max.Rat.Cmp(new(big.Rat).SetInt64(int64(lo))) < 0 {
		return fmt.Sprintf("max=%s leaves no value that matches pattern %s: every match has at least %d characters", max.Text, pattern, lo)
	}
	if min == nil || re.Op != syntax.OpConcat || len(re.Sub) < 2 ||
		re.Sub[0].Op != syntax.OpBeginText || re.Sub[len(re.Sub)-1].Op != syntax.OpEndText {
		return ""
	}
	if hi := matchLen(re, true); hi >= 0 && min.Rat.Cmp(new(big.Rat).SetInt64(int64(hi))) > 0 {
		return fmt.Sprintf("min=%s leaves no value that matches pattern %s: every match has at most %d characters", min.Text, pattern, hi)
	}
	return ""
}

// matchLen is the fewest runes a match of re has, or with longest the most
// (-1: no limit). re is simplified: counted repeats are spelled out.
func matchLen(re *syntax.Regexp, longest bool) int {
	const unbounded = -1
	switch re.Op {
	case syntax.OpLiteral:
		return len(re.Rune)
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return 1
	case syntax.OpCapture:
		return matchLen(re.Sub[0], longest)
	case syntax.OpQuest:
		if longest {
			return matchLen(re.Sub[0], true)
		}
		return 0
	case syntax.OpStar:
		if longest && matchLen(re.Sub[0], true) != 0 {
			return unbounded
		}
		return 0
	case syntax.OpPlus:
		n := matchLen(re.Sub[0], longest)
		if longest && n != 0 {
			return unbounded
		}
		return n
	case syntax.OpConcat:
		total := 0
		for _, s := range re.Sub {
			n := matchLen(s, longest)
			if n == unbounded {
				return unbounded
			}
			total += n
		}
		return total
	case syntax.OpAlternate:
		best := matchLen(re.Sub[0], longest)
		for _, s := range re.Sub[1:] {
			n := matchLen(s, longest)
			switch {
			case best == unbounded || n == unbounded:
				if longest {
					best = unbounded
				}
				if !longest && best == unbounded {
					best = n
				}
			case longest:
				best = max(best, n)
			default:
				best = min(best, n)
			}
		}
		return best
	case syntax.OpNoMatch:
		if longest {
			return 0
		}
		return unbounded // no match: nothing to bound; taken as no limit
	}
	// Empty matches and empty-width assertions.
	return 0
}
