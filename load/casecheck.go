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
	return !canMatch(re, caseKeeps(upper))
}

// caseKeeps is the runes a string keeps after upper (or lower): the only
// runes a pattern checked after the rewrite can match.
func caseKeeps(upper bool) func(rune) bool {
	if upper {
		return func(r rune) bool { return unicode.ToUpper(r) == r }
	}
	return func(r rune) bool { return unicode.ToLower(r) == r }
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
// have (0: no limit), where that is certain, and a length between them no
// value has: a uuid is 36 characters, an IPv4 address 7 to 15, a date 10, a
// date-time at least 20 (2024-01-01T00:00:00Z) but not 21 (a fraction is a
// dot and a digit), a time at least 9 (00:00:00Z) but not 10, an email
// address 3 (a@b) to 254, a duration at least 3 (P1D), a uri at least 2
// (a:), a hostname 1 to 253, an IPv6 address 2 (::) to 45 (six groups and
// an IPv4 address), a relative JSON pointer at least 1 (0).
var formatLengths = map[string]struct{ min, max, gap int64 }{
	"uuid":                  {36, 36, 0},
	"ipv4":                  {7, 15, 0},
	"date":                  {10, 10, 0},
	"date-time":             {20, 0, 21},
	"time":                  {9, 0, 10},
	"email":                 {3, 254, 0},
	"duration":              {3, 0, 0},
	"uri":                   {2, 0, 0},
	"hostname":              {1, 253, 0},
	"ipv6":                  {2, 45, 0},
	"relative-json-pointer": {1, 0, 0},
}

// FormatHasLength reports whether a value of format can have n characters,
// as far as load knows (formatLengths; true for a format it knows nothing
// of): load refuses length bounds that leave no such n, and the property
// tests build a value of every length it allows.
func FormatHasLength(format string, n int64) bool {
	l, ok := formatLengths[format]
	return !ok || n >= l.min && (l.max == 0 || n <= l.max) && n != l.gap
}

// formatOutsideLength says why no value of format fits the length bounds
// min and max (either may be nil), or returns "".
func formatOutsideLength(format string, min, max *model.Bound) string {
	l, ok := formatLengths[format]
	if !ok {
		return ""
	}
	if max != nil && max.Rat.Cmp(new(big.Rat).SetInt64(l.min)) < 0 {
		return fmt.Sprintf("max=%s leaves no %s: the shortest has %s", max.Text, format, model.Counted(l.min, "characters"))
	}
	if min != nil && l.max > 0 && min.Rat.Cmp(new(big.Rat).SetInt64(l.max)) > 0 {
		return fmt.Sprintf("min=%s leaves no %s: the longest has %s", min.Text, format, model.Counted(l.max, "characters"))
	}
	if g := big.NewRat(l.gap, 1); l.gap > 0 && min != nil && max != nil && min.Rat.Cmp(g) == 0 && max.Rat.Cmp(g) == 0 {
		return fmt.Sprintf("min=%s,max=%s leaves no %s: none has %s (%s or at least %s)", min.Text, max.Text, format,
			model.Counted(l.gap, "characters"), model.Counted(l.min, "characters"), model.Counted(l.gap+1, "characters"))
	}
	return ""
}

// patternOutsideLength says why no string within the length bounds min and
// max (either may be nil) can match pattern, or returns "": every match has
// at least as many runes as the pattern's shortest match, and a pattern
// anchored at both ends (^…$) with no unbounded repeat has a longest one.
//
// With a case rewrite (how: "upper" or "lower"), the matches counted are those
// made of the runes it leaves (keep): ^x*$ after upper matches "" alone, so
// min=10 leaves no value.
func patternOutsideLength(pattern string, min, max *model.Bound, keep func(rune) bool, how string) string {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return ""
	}
	re = re.Simplify() // counted repeats spelled out
	what := "every match"
	if how != "" {
		what = "every match " + how + " leaves as it is"
	}
	if lo := shortestMatch(re, keep); max != nil && max.Rat.Cmp(big.NewRat(int64(lo), 1)) < 0 {
		return fmt.Sprintf("max=%s leaves no value that matches pattern %s: %s has at least %s", max.Text, pattern, what, model.Counted(lo, "characters"))
	}
	anchored := re.Op == syntax.OpConcat && len(re.Sub) >= 2 &&
		re.Sub[0].Op == syntax.OpBeginText && re.Sub[len(re.Sub)-1].Op == syntax.OpEndText
	if hi := longestMatch(re, keep); min != nil && anchored && hi >= 0 && min.Rat.Cmp(big.NewRat(int64(hi), 1)) > 0 {
		return fmt.Sprintf("min=%s leaves no value that matches pattern %s: %s has at most %s", min.Text, pattern, what, model.Counted(hi, "characters"))
	}
	return ""
}

// usable reports whether re can take part in a match made of the runes keep
// accepts (keep nil: every rune).
func usable(re *syntax.Regexp, keep func(rune) bool) bool {
	return keep == nil || canMatch(re, keep)
}

// shortestMatch is the fewest runes a match of the simplified re has, of
// runes keep accepts (nil: any). Where that is not plain (a branch that
// matches nothing) it says 0: too few only ever spares a pattern a
// diagnostic.
func shortestMatch(re *syntax.Regexp, keep func(rune) bool) int {
	switch re.Op {
	case syntax.OpLiteral:
		return len(re.Rune)
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return 1
	case syntax.OpCapture, syntax.OpPlus:
		return shortestMatch(re.Sub[0], keep)
	case syntax.OpConcat:
		n := 0
		for _, s := range re.Sub {
			n += shortestMatch(s, keep)
		}
		return n
	case syntax.OpAlternate:
		n := -1
		for _, s := range re.Sub {
			if usable(s, keep) && (n < 0 || shortestMatch(s, keep) < n) {
				n = shortestMatch(s, keep)
			}
		}
		return max(n, 0)
	}
	// Star, quest, empty matches, assertions, no match.
	return 0
}

// longestMatch is the most runes a match of the simplified re has, of runes
// keep accepts (nil: any), or -1 when a repeat has no limit. A part no such
// match can use adds nothing: a star of it repeats zero times.
func longestMatch(re *syntax.Regexp, keep func(rune) bool) int {
	if !usable(re, keep) {
		return 0
	}
	switch re.Op {
	case syntax.OpLiteral:
		return len(re.Rune)
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return 1
	case syntax.OpCapture, syntax.OpQuest:
		return longestMatch(re.Sub[0], keep)
	case syntax.OpStar, syntax.OpPlus:
		if longestMatch(re.Sub[0], keep) == 0 {
			return 0
		}
		return -1
	case syntax.OpConcat, syntax.OpAlternate:
		n := 0
		for _, s := range re.Sub {
			m := longestMatch(s, keep)
			switch {
			case m < 0:
				return -1
			case re.Op == syntax.OpConcat:
				n += m
			default:
				n = max(n, m)
			}
		}
		return n
	}
	// Empty matches, assertions, no match.
	return 0
}
