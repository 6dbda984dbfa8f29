package model

import (
	"fmt"
	"regexp/syntax"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A pattern is written in RE2 (Go's regexp reads it in the parser), while
// JSON Schema's pattern is ECMA-262, read with the u flag by what reads the
// schemas (providers, ajv). ECMAPattern is the one place that says how an
// RE2 pattern is spelled there; the tag table's pattern entry writes it into
// every schema, and load refuses, at the tag, a pattern it returns an error
// for.

// PatternError says why an RE2 pattern has no ECMA-262 spelling of the same
// meaning: at byte Offset of the pattern, and what to write instead.
type PatternError struct {
	Offset int
	Msg    string
}

func (e *PatternError) Error() string { return e.Msg }

// reFlags are RE2's flags of one group: (?i), (?m), (?s), (?U).
type reFlags struct{ fold, multi, dotNL, ungreedy bool }

// ecmaWriter turns an RE2 pattern into ECMA-262 source, a token at a time,
// keeping every token whose meaning is the same in both as written.
type ecmaWriter struct {
	src   string
	i     int
	out   strings.Builder
	cur   reFlags
	stack []reFlags
	names map[string]bool // the group names written
	// assert is where in out the last token starts when it is an
	// assertion (^, $, \b, a lookaround), else -1: ECMA-262 with u repeats
	// no assertion, so a repeat of one is written of a group of it.
	assert int
}

// ECMAPattern returns the portable spelling of the RE2 pattern p (which
// regexp.Compile reads): a pattern in the syntax RE2 and ECMA-262 (with the
// u flag, no other flag) share, that matches the same strings in both (so
// a Go validator of the schemas, google/jsonschema-go in the MCP SDK, reads
// it alike too). It differs from p only where the two engines differ: \A
// → ^, \z → $, . → [^\n] ([\s\S] under (?s)), \s → [\t\n\f\r ],
// [[:alpha:]] → [A-Za-z] (every POSIX class), \pL → \p{L}, \p{Letter} →
// \p{L}, a script (\p{Greek}) → its characters' ranges, (?P<n>…) →
// (?<n>…), (?i) expanded into each letter's RE2 case orbit ((?i)k →
// [kKK]), (?U) as laziness swapped, \Q…\E, \x{…} and octal escapes as
// characters, and escapes ECMA-262 refuses with u (\-, \#, a lone {)
// written plainly; p unchanged is the common case. An error says why p has
// none, at a byte offset of p: a ^ or $ under (?m), or p is not RE2 (Go's
// regexp refuses \C, backreferences and lookarounds already).
func ECMAPattern(p string) (string, error) {
	if _, err := syntax.Parse(p, syntax.Perl); err != nil {
		return "", &PatternError{0, fmt.Sprintf("pattern %s is not an RE2 expression: %v", p, err)}
	}
	w := &ecmaWriter{src: p, assert: -1, names: map[string]bool{}}
	for w.i < len(w.src) {
		if err := w.token(); err != nil {
			return "", err
		}
	}
	return w.out.String(), nil
}

// token writes the token at w.i.
func (w *ecmaWriter) token() error {
	c := w.src[w.i]
	prev := w.assert
	w.assert = -1
	switch c {
	case '\\':
		return w.escape()
	case '[':
		return w.class()
	case '(':
		w.group()
	case ')':
		w.i++
		w.out.WriteByte(')')
		if n := len(w.stack); n > 0 {
			w.cur, w.stack = w.stack[n-1], w.stack[:n-1]
		}
	case '.':
		w.i++
		if w.cur.dotNL {
			w.out.WriteString(`[\s\S]`)
		} else {
			w.out.WriteString(`[^\n]`) // ECMA's . also refuses \r, U+2028, U+2029
		}
	case '^', '$':
		if w.cur.multi {
			return &PatternError{w.i, fmt.Sprintf(`(?m) makes %c match at each line's %s, which no pattern both RE2 and ECMA-262 read says (ECMA-262's lines also end at \r, U+2028 and U+2029, and JSON Schema's pattern takes no flags); drop (?m) and match the line end itself, as in (?:^|\n)abc(?:\n|$)`, c, map[byte]string{'^': "start", '$': "end"}[c])}
		}
		w.i++
		w.assert = w.out.Len()
		w.out.WriteByte(c) // RE2's $ without (?m) is \z, as ECMA's without m
	case '*', '+', '?':
		w.i++
		w.group0(prev)
		w.out.WriteByte(c)
		w.lazy()
	case '{':
		if n := repeatLen(w.src[w.i:]); n > 0 {
			w.group0(prev)
			w.out.WriteString(w.src[w.i : w.i+n])
			w.i += n
			w.lazy()
		} else {
			w.i++
			w.out.WriteString(`\{`) // RE2 reads a { that starts no repeat as itself
		}
	case '|':
		w.i++
		w.out.WriteByte('|')
	default:
		r, n := utf8.DecodeRuneInString(w.src[w.i:])
		w.literal(r, w.src[w.i:w.i+n])
		w.i += n
	}
	return nil
}

// group0 puts the assertion written from out[at] in a group, for a repeat
// that follows it.
func (w *ecmaWriter) group0(at int) {
	if at < 0 {
		return
	}
	s := w.out.String()
	w.out.Reset()
	w.out.WriteString(s[:at] + "(?:" + s[at:] + ")")
}

// lazy writes a repeat's ? after its operator: as written, or swapped
// under (?U).
func (w *ecmaWriter) lazy() {
	q := w.i < len(w.src) && w.src[w.i] == '?'
	if q {
		w.i++
	}
	if q != w.cur.ungreedy {
		w.out.WriteByte('?')
	}
}

// repeatLen is the length of the {n}, {n,} or {n,m} that starts s, or 0
// when s starts with a { RE2 reads as a literal.
func repeatLen(s string) int {
	i := 1
	digits := func() bool {
		j := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		return i > j
	}
	if !digits() {
		return 0
	}
	if i < len(s) && s[i] == ',' {
		i++
		digits()
	}
	if i < len(s) && s[i] == '}' {
		return i + 1
	}
	return 0
}

// group writes a group's opening: ( and (?: as written, (?P<n> as (?<n>,
// a flag group's flags applied to what follows.
func (w *ecmaWriter) group() {
	w.stack = append(w.stack, w.cur)
	rest := w.src[w.i:]
	switch {
	case strings.HasPrefix(rest, "(?P<") || strings.HasPrefix(rest, "(?<"):
		start := strings.IndexByte(rest, '<') + 1
		end := strings.IndexByte(rest, '>')
		name := rest[start:end]
		w.i += end + 1
		if name != "" && !w.names[name] && (name[0] == '_' || name[0] >= 'A' && name[0] <= 'Z' || name[0] >= 'a' && name[0] <= 'z') {
			w.out.WriteString("(?<" + name + ">")
			w.names[name] = true
		} else {
			// ECMA-262 refuses a name twice or one that starts with a
			// digit, which RE2 takes; a name changes no match.
			w.out.WriteByte('(')
		}
	case strings.HasPrefix(rest, "(?"):
		j := 2
		on := true
		f := w.cur
		for ; j < len(rest) && rest[j] != ')' && rest[j] != ':'; j++ {
			switch rest[j] {
			case '-':
				on = false
			case 'i':
				f.fold = on
			case 'm':
				f.multi = on
			case 's':
				f.dotNL = on
			case 'U':
				f.ungreedy = on
			}
		}
		w.i += j + 1
		if rest[j] == ':' {
			w.out.WriteString("(?:")
			w.cur = f
			return
		}
		// (?flags) holds to the end of the enclosing group.
		w.stack = w.stack[:len(w.stack)-1]
		w.cur = f
	default:
		w.i++
		w.out.WriteByte('(')
	}
}

// escape writes the escape at w.i, outside a class.
func (w *ecmaWriter) escape() error {
	at := w.i
	if w.i+1 >= len(w.src) {
		return &PatternError{at, "a pattern cannot end with \\"}
	}
	switch c := w.src[w.i+1]; c {
	case 'A':
		w.i += 2
		w.assert = w.out.Len()
		w.out.WriteByte('^')
	case 'z':
		w.i += 2
		w.assert = w.out.Len()
		w.out.WriteByte('$')
	case 'b', 'B':
		w.i += 2
		w.assert = w.out.Len()
		w.out.WriteString(w.src[at:w.i])
	case 'Q':
		w.i += 2
		end := strings.Index(w.src[w.i:], `\E`)
		lit := w.src[w.i:]
		if end >= 0 {
			lit = lit[:end]
			w.i += end + 2
		} else {
			w.i = len(w.src)
		}
		for _, r := range lit {
			w.literal(r, "")
		}
	case 'E':
		w.i += 2 // a \E that ends no \Q means nothing to RE2
	case 'd', 'D', 'w', 'W', 's', 'S', 'p', 'P':
		n := classEscapeLen(w.src[w.i:])
		text := w.src[w.i : w.i+n]
		w.i += n
		return w.classEscape(at, text)
	default:
		r, n := escapedRune(w.src[w.i:])
		w.literal(r, w.src[w.i:w.i+n])
		w.i += n
	}
	return nil
}

// classEscapeLen is the length of the \d, \pL or \p{Name} that starts s.
func classEscapeLen(s string) int {
	if s[1] != 'p' && s[1] != 'P' {
		return 2
	}
	if len(s) > 2 && s[2] == '{' {
		return strings.IndexByte(s, '}') + 1
	}
	_, n := utf8.DecodeRuneInString(s[2:])
	return 2 + n
}

// escapedRune reads the escape of one character that starts s (\x41,
// \x{1F600}, \101, \n, \a, \.) and returns it with the escape's length.
func escapedRune(s string) (rune, int) {
	switch c := s[1]; {
	case c == 'x' && len(s) > 2 && s[2] == '{':
		end := strings.IndexByte(s, '}')
		v, _ := strconv.ParseUint(s[3:end], 16, 32)
		return rune(v), end + 1
	case c == 'x':
		v, _ := strconv.ParseUint(s[2:4], 16, 32)
		return rune(v), 4
	case c >= '0' && c <= '7':
		n := 2
		for n < len(s) && n < 4 && s[n] >= '0' && s[n] <= '7' {
			n++
		}
		v, _ := strconv.ParseUint(s[1:n], 8, 32)
		return rune(v), n
	case c == 'a':
		return '\a', 2
	case c == 'f':
		return '\f', 2
	case c == 'n':
		return '\n', 2
	case c == 'r':
		return '\r', 2
	case c == 't':
		return '\t', 2
	case c == 'v':
		return '\v', 2
	}
	r, n := utf8.DecodeRuneInString(s[1:])
	return r, 1 + n
}

// literal writes one character of the pattern, written src in it (""
// when it is part of a \Q…\E): as written where ECMA-262 reads it the
// same, under (?i) as its RE2 case orbit ((?i)k is [kKK]).
func (w *ecmaWriter) literal(r rune, src string) {
	if orbit := foldOrbit(r); w.cur.fold && len(orbit) > 1 {
		w.out.WriteByte('[')
		for _, o := range orbit {
			w.out.WriteString(ecmaRune(o, true))
		}
		w.out.WriteByte(']')
		return
	}
	w.out.WriteString(keepRune(r, src, false))
}

// keepRune is src, the text of the character r in the pattern, where
// ECMA-262 with u reads it as r (a character, \x41, \n, \.), else r's
// spelling there (\x{41}, \101, \-, a lone } are RE2's alone).
func keepRune(r rune, src string, inClass bool) string {
	syntaxChars := `^$\.*+?()[]{}|/`
	if inClass {
		syntaxChars += "-"
	}
	switch {
	case len(src) == 1 && inClass && src != "]" && src != "\\":
		return src
	case len(src) == 1 && !strings.Contains(`{}]\`, src):
		return src
	case len(src) > 1 && src[0] != '\\':
		return src // one character of UTF-8
	case len(src) == 4 && src[1] == 'x':
		return src
	case len(src) == 2 && (strings.ContainsRune("tnvfr", rune(src[1])) || strings.ContainsRune(syntaxChars, rune(src[1]))):
		return src
	}
	return ecmaRune(r, inClass)
}

// foldOrbit is r followed by the other characters RE2's (?i) matches for
// it (unicode.SimpleFold's orbit, as regexp/syntax folds).
func foldOrbit(r rune) []rune {
	out := []rune{r}
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		out = append(out, f)
	}
	return out
}

// ecmaRune spells one character in ECMA-262 source with u: as itself where
// it is printable and not syntax, else escaped. Inside a class, only what
// is syntax there is escaped.
func ecmaRune(r rune, inClass bool) string {
	switch r {
	case '\t':
		return `\t`
	case '\n':
		return `\n`
	case '\v':
		return `\v`
	case '\f':
		return `\f`
	case '\r':
		return `\r`
	}
	special := `^$\.*+?()[]{}|`
	if inClass {
		special = `\]-[^`
	}
	switch {
	case r < utf8.RuneSelf && strings.ContainsRune(special, r):
		return `\` + string(r)
	case r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0xff && (!unicode.IsGraphic(r) || unicode.IsSpace(r)):
		return fmt.Sprintf(`\x%02X`, r) // \xHH is one character in both
	}
	return string(r) // RE2 has no \u, ECMA-262 no \x{…}: the character itself
}

// classEscape writes a class escape outside a class (\d, \s, \pL): as
// written where ECMA-262 means the same, in its ECMA spelling where the two
// spell it differently, and under (?i) as the class RE2 folds it into.
func (w *ecmaWriter) classEscape(at int, text string) error {
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
func (w *ecmaWriter) class() error {
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
	return r, n, "", true, nil
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
		b.WriteString(ecmaRune(lo, true))
		switch {
		case hi == lo:
		case hi == lo+1:
			b.WriteString(ecmaRune(hi, true))
		default:
			b.WriteString("-" + ecmaRune(hi, true))
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
