package model

import (
	"fmt"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The classes of a pattern, in the spelling RE2 and ECMA-262 share: class
// escapes (\d, \s, \pL), bracketed classes, and classes RE2 folds under (?i).

// classEscape writes a class escape outside a class (\d, \s, \pL): as
// written where ECMA-262 means the same, in its ECMA spelling where the two
// spell it differently, and under (?i) as the class RE2 folds it into.
func (w *patternWriter) classEscape(at int, text string) error {
	if w.cur.fold {
		if folded, same, err := foldedClass(at, text, false, true); err != nil || !same {
			if err == nil {
				w.out.WriteString(folded)
			}
			return err
		}
	}
	switch text {
	case `\d`, `\D`, `\w`, `\W`:
		w.out.WriteString(text)
		return nil
	case `\s`:
		w.out.WriteString(`[\t\n\f\r ]`) // ECMA's \s also holds U+00A0, U+FEFF and Unicode's spaces
		return nil
	case `\S`:
		w.out.WriteString(`[^\t\n\f\r ]`)
		return nil
	}
	item, script, neg, err := unicodeClass(at, text)
	switch {
	case err != nil:
		return err
	case script != nil && neg:
		w.out.WriteString("[^" + rangesText(script) + "]")
	case script != nil:
		w.out.WriteString("[" + rangesText(script) + "]")
	default:
		w.out.WriteString(item)
	}
	return nil
}

// unicodeClass spells \pL, \p{Letter}, \P{^Lu} in the syntax RE2 and
// ECMA-262 share: \p{L}, \p{L}, \p{Lu}. Go reads names loosely
// (\p{letter}, \p{Cased_Letter}); ECMA-262 wants a property value as Unicode
// spells it. A script (\p{Greek}), which ECMA-262 says \p{Script=Greek}
// and RE2 does not read so, is its characters as RE2's tables have them:
// script holds their ranges, and neg says the class is all others.
func unicodeClass(at int, text string) (item string, script []rune, neg bool, err error) {
	neg = text[1] == 'P'
	name := strings.TrimSuffix(strings.TrimPrefix(text[2:], "{"), "}")
	if strings.HasPrefix(name, "^") {
		neg, name = !neg, name[1:]
	}
	p := `\p`
	if neg {
		p = `\P`
	}
	c := canonicalName(name)
	switch c {
	case "Any":
		return p + "{Any}", nil, neg, nil
	case "Assigned":
		return p + "{Assigned}", nil, neg, nil
	case "Ascii":
		return p + "{ASCII}", nil, neg, nil
	case "Lc":
		return p + "{LC}", nil, neg, nil
	}
	for k := range unicode.Categories {
		if canonicalName(k) == c {
			return p + "{" + k + "}", nil, neg, nil
		}
	}
	for k := range unicode.Scripts {
		if canonicalName(k) == c {
			// ECMA-262 says \p{Script=Greek}, which RE2 does not read:
			// the script's characters, as RE2's tables have them.
			rs, err := classRanges(`\p{` + k + `}`)
			return "", rs, neg, err
		}
	}
	for alias, k := range unicode.CategoryAliases {
		if canonicalName(alias) == c {
			return p + "{" + k + "}", nil, neg, nil
		}
	}
	return "", nil, false, &PatternError{at, fmt.Sprintf("%s names no Unicode class RE2 and ECMA-262 both know", text)}
}

// canonicalName is regexp/syntax's reading of a Unicode class name:
// underscores, hyphens and spaces dropped, the first letter upper case and
// the rest lower.
func canonicalName(name string) string {
	var b strings.Builder
	first := true
	for i := range len(name) {
		c := name[i]
		switch {
		case c == '_' || c == '-' || c == ' ':
			continue
		case first:
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			first = false
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		}
		b.WriteByte(c)
	}
	return b.String()
}

// class writes the character class at w.i: item by item where every item
// has a spelling ECMA-262 reads inside a class, else as the ranges RE2 reads
// it as (a negated POSIX class, \S, a class under (?i) that folding
// changes).
func (w *patternWriter) class() error {
	at := w.i
	end := classEnd(w.src, w.i)
	text := w.src[w.i:end]
	w.i = end
	if w.cur.fold {
		folded, same, err := foldedClass(at, text, true, true)
		if err != nil {
			return err
		}
		if !same {
			w.out.WriteString(folded)
			return nil
		}
	}
	body, neg := text[1:len(text)-1], false
	if strings.HasPrefix(body, "^") {
		body, neg = body[1:], true
	}
	var b strings.Builder
	for i := 0; i < len(body); {
		item, n, ok, err := classItem(at, body, i)
		if err != nil {
			return err
		}
		if !ok {
			plain, _, err := foldedClass(at, text, true, false)
			if err != nil {
				return err
			}
			w.out.WriteString(plain)
			return nil
		}
		b.WriteString(item)
		i += n
	}
	if neg {
		w.out.WriteString("[^" + b.String() + "]")
	} else {
		w.out.WriteString("[" + b.String() + "]")
	}
	return nil
}

// classEnd is the index after the ] that closes the class opened at s[i]
// (RE2: a ] first in the class is itself).
func classEnd(s string, i int) int {
	j := i + 1
	if j < len(s) && s[j] == '^' {
		j++
	}
	if j < len(s) && s[j] == ']' {
		j++
	}
	for j < len(s) {
		switch {
		case s[j] == '\\':
			if strings.HasPrefix(s[j:], `\p{`) || strings.HasPrefix(s[j:], `\P{`) || strings.HasPrefix(s[j:], `\x{`) {
				j += strings.IndexByte(s[j:], '}') + 1
			} else {
				_, n := utf8.DecodeRuneInString(s[j+1:])
				j += 1 + n
			}
		case s[j] == '[' && strings.HasPrefix(s[j:], "[:") && strings.Contains(s[j+2:], ":]") && posixEnd(s[j:]) > 0:
			j += posixEnd(s[j:])
		case s[j] == ']':
			return j + 1
		default:
			j++
		}
	}
	return len(s)
}

// posixEnd is the length of the [:alpha:] or [:^alpha:] that starts s, or 0.
func posixEnd(s string) int {
	end := strings.Index(s[2:], ":]")
	if end < 0 {
		return 0
	}
	name := strings.TrimPrefix(s[2:2+end], "^")
	if _, ok := posixClasses[name]; !ok {
		return 0
	}
	return end + 4
}

// posixClasses are RE2's [[:name:]] classes, as ECMA-262 class items.
var posixClasses = map[string]string{
	"alnum":  `0-9A-Za-z`,
	"alpha":  `A-Za-z`,
	"ascii":  `\x00-\x7F`,
	"blank":  `\t `,
	"cntrl":  `\x00-\x1F\x7F`,
	"digit":  `0-9`,
	"graph":  `!-~`,
	"lower":  `a-z`,
	"print":  ` -~`,
	"punct":  `!-/:-@\[-` + "`" + `{-~`,
	"space":  `\t\n\v\f\r `,
	"upper":  `A-Z`,
	"word":   `0-9A-Za-z_`,
	"xdigit": `0-9A-Fa-f`,
}

// classItem reads the item at body[i] of a class (without its brackets and
// ^) and returns its ECMA-262 spelling inside a class and its length; ok is
// false for an item that has none inside a class (\S, [:^alpha:], \P{C}…
// they are the class's complement's), so the whole class is written as its
// ranges.
func classItem(at int, body string, i int) (string, int, bool, error) {
	lo, n, spelled, ok, err := classAtom(at, body, i)
	lsrc := body[i : i+n]
	if err != nil || !ok {
		return "", 0, ok, err
	}
	if spelled != "" {
		return spelled, n, true, nil
	}
	if j := i + n; j+1 < len(body) && body[j] == '-' {
		hi, m, hs, ok, err := classAtom(at, body, j+1)
		if err != nil || !ok || hs != "" {
			return "", 0, false, err
		}
		return keepRune(lo, lsrc, true) + "-" + keepRune(hi, body[j+1:j+1+m], true), n + 1 + m, true, nil
	}
	if lo == '-' && n == 1 && (i == 0 || i+1 == len(body)) {
		return "-", 1, true, nil // a - first or last is itself in both
	}
	return keepRune(lo, lsrc, true), n, true, nil
}

// classAtom reads one character or one class escape at body[i]: the
// character r, or spelled (an ECMA-262 class item: \d, \p{L}, A-Za-z).
func classAtom(at int, body string, i int) (r rune, n int, spelled string, ok bool, err error) {
	s := body[i:]
	if strings.HasPrefix(s, "[:") {
		if m := posixEnd(s); m > 0 {
			name := s[2 : m-2]
			if strings.HasPrefix(name, "^") {
				return 0, 0, "", false, nil
			}
			return 0, m, posixClasses[name], true, nil
		}
	}
	if s[0] != '\\' {
		r, n := utf8.DecodeRuneInString(s)
		return r, n, "", true, nil
	}
	switch s[1] {
	case 'd', 'D', 'w', 'W':
		return 0, 2, s[:2], true, nil
	case 's':
		return 0, 2, `\t\n\f\r `, true, nil
	case 'S':
		return 0, 0, "", false, nil
	case 'p', 'P':
		n := classEscapeLen(s)
		item, script, neg, err := unicodeClass(at, s[:n])
		switch {
		case err != nil:
			return 0, 0, "", false, err
		case script != nil && neg:
			return 0, 0, "", false, nil
		case script != nil:
			return 0, n, rangesText(script), true, nil
		}
		return 0, n, item, true, nil
	}
	r, n = escapedRune(s)
	return r, n, "", true, surrogate(at, r, s[:n])
}

// foldedClass is the class (or class escape) text as the ranges RE2 reads
// it as, under (?i) when fold is set: [ranges] or [^ranges]. same says that
// folding changes nothing, so text may be written item by item.
func foldedClass(at int, text string, isClass, fold bool) (string, bool, error) {
	neg := false
	pos := text
	if isClass && strings.HasPrefix(text, "[^") {
		neg, pos = true, "["+text[2:]
	}
	folded, err1 := classRanges("(?i:" + pos + ")")
	plain, err2 := classRanges(pos)
	if err1 != nil || err2 != nil {
		return "", false, &PatternError{at, fmt.Sprintf("%s has no ECMA-262 spelling stitchgen can write; write the characters as a class ([a-z0-9])", text)}
	}
	same := slices.Equal(folded, plain)
	if !fold {
		folded = plain
	}
	if neg {
		return "[^" + rangesText(folded) + "]", same, nil
	}
	return "[" + rangesText(folded) + "]", same, nil
}

// rangesText writes lo, hi pairs as the inside of a class: a-z, ab, a.
func rangesText(rs []rune) string {
	var b strings.Builder
	for i := 0; i+1 < len(rs); i += 2 {
		lo, hi := rs[i], rs[i+1]
		b.WriteString(portableRune(lo, true))
		switch {
		case hi == lo:
		case hi == lo+1:
			b.WriteString(portableRune(hi, true))
		default:
			b.WriteString("-" + portableRune(hi, true))
		}
	}
	return b.String()
}

// classRanges is the characters a one-class RE2 expression matches, as
// sorted lo, hi pairs.
func classRanges(expr string) ([]rune, error) {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return nil, err
	}
	switch re.Op {
	case syntax.OpCharClass:
		return re.Rune, nil
	case syntax.OpLiteral:
		if len(re.Rune) != 1 {
			break
		}
		r := re.Rune[0]
		if re.Flags&syntax.FoldCase == 0 {
			return []rune{r, r}, nil
		}
		var out []rune
		for _, o := range foldOrbit(r) {
			out = append(out, o, o)
		}
		return sortRanges(out), nil
	case syntax.OpAnyChar:
		return []rune{0, unicode.MaxRune}, nil
	case syntax.OpAnyCharNotNL:
		return []rune{0, '\n' - 1, '\n' + 1, unicode.MaxRune}, nil
	case syntax.OpNoMatch:
		return nil, nil
	}
	return nil, fmt.Errorf("%s is not one class", expr)
}

// sortRanges sorts single-character pairs.
func sortRanges(rs []rune) []rune {
	for i := 2; i < len(rs); i += 2 {
		for j := i; j >= 2 && rs[j] < rs[j-2]; j -= 2 {
			rs[j], rs[j-2] = rs[j-2], rs[j]
			rs[j+1], rs[j-1] = rs[j-1], rs[j+1]
		}
	}
	return rs
}
