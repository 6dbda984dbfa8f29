package model

import (
	"fmt"
	"regexp/syntax"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A pattern is written in RE2 (Go's regexp reads it in the parser), while
// JSON Schema's pattern is ECMA-262, read with the u flag by what reads the
// schemas (providers, ajv) and with RE2 again by a Go validator of them.
// PortablePattern is the one place that says how an RE2 pattern is spelled
// there; the tag table's pattern entry writes it into every schema, and
// load refuses, at the tag, a pattern it returns an error for.

// PatternError says why an RE2 pattern has no portable spelling: at byte
// Offset of the pattern, and what to write instead.
type PatternError struct {
	Offset int
	Msg    string
}

func (e *PatternError) Error() string { return e.Msg }

// reFlags are RE2's flags of one group: (?i), (?m), (?s), (?U).
type reFlags struct{ fold, multi, dotNL, ungreedy bool }

// patternWriter turns an RE2 pattern into its portable spelling, a token at
// a time, keeping every token whose meaning is the same in both as written.
type patternWriter struct {
	src   string
	i     int
	out   strings.Builder
	cur   reFlags
	stack []reFlags
	names map[string]bool // the group names written
	// assert is where in out the last token starts when it is an
	// assertion (^, $, \b, \B), else -1: ECMA-262 with u repeats no
	// assertion, so a repeat of one is written of a group of it.
	assert int
}

// PortablePattern returns the portable spelling of the RE2 pattern p (which
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
func PortablePattern(p string) (string, error) {
	if _, err := syntax.Parse(p, syntax.Perl); err != nil {
		return "", &PatternError{0, fmt.Sprintf("pattern %s is not an RE2 expression: %v", p, err)}
	}
	w := &patternWriter{src: p, assert: -1, names: map[string]bool{}}
	for w.i < len(w.src) {
		if err := w.token(); err != nil {
			return "", err
		}
	}
	return w.out.String(), nil
}

// token writes the token at w.i.
func (w *patternWriter) token() error {
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
func (w *patternWriter) group0(at int) {
	if at < 0 {
		return
	}
	s := w.out.String()
	w.out.Reset()
	w.out.WriteString(s[:at] + "(?:" + s[at:] + ")")
}

// lazy writes a repeat's ? after its operator: as written, or swapped
// under (?U).
func (w *patternWriter) lazy() {
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
func (w *patternWriter) group() {
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
func (w *patternWriter) escape() error {
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
		if err := surrogate(at, r, w.src[w.i:w.i+n]); err != nil {
			return err
		}
		w.literal(r, w.src[w.i:w.i+n])
		w.i += n
	}
	return nil
}

// surrogate refuses \x{D800}…\x{DFFF}: no Go string holds one (RE2
// never matches it), while ECMA-262 matches a lone one in a JSON string.
func surrogate(at int, r rune, src string) error {
	if r >= 0xd800 && r <= 0xdfff {
		return &PatternError{at, fmt.Sprintf("%s is a UTF-16 surrogate, which RE2 never matches and ECMA-262 matches alone; leave it out", src)}
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
func (w *patternWriter) literal(r rune, src string) {
	if orbit := foldOrbit(r); w.cur.fold && len(orbit) > 1 {
		w.out.WriteByte('[')
		for _, o := range orbit {
			w.out.WriteString(portableRune(o, true))
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
	return portableRune(r, inClass)
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

// portableRune spells one character as RE2 and ECMA-262 with u both read
// it: as itself where it is printable and not syntax, else escaped (\n,
// \x07, \xA0). Inside a class, only what is syntax there is escaped.
func portableRune(r rune, inClass bool) string {
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
