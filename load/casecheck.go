package load

import (
	"regexp/syntax"
	"unicode"
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
