package sample

import (
	"math/rand/v2"
	"regexp/syntax"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/stitchgen/stitchgen/model"
)

// validFormat reports whether s is a value of format, as the format tag's
// judge (the parser's) says.
func validFormat(format, s string) bool {
	return (&model.Checks{Format: format}).Judge(model.StringOf(s)) == ""
}

// Formats are values valid in each portable format (design §6), chosen
// to be valid for the runtime's ValidFormat and for santhosh-tekuri's format
// assertions alike. A format missing here is generated as a free string.
var Formats = map[string][]string{
	"date":      {"2024-02-29", "1999-12-31", "2000-01-01", "2023-06-15"},
	"time":      {"12:34:56Z", "23:59:59.123+05:30", "00:00:00-08:00", "08:15:00.5Z"},
	"date-time": {"2024-02-29T12:34:56Z", "1999-12-31T23:59:59.5+01:00", "2000-01-01T00:00:00-08:00", "2023-06-15T08:15:00.123456789Z"},
	"duration":  {"P1D", "PT2H", "P1Y2M3DT4H5M6S", "P2W", "PT0S", "P3M"},
	"uri": {"https://example.com/a?b=c#d", "mailto:someone@example.com", "urn:isbn:0451450523",
		"http://example.com/path", "ftp://ftp.example.org/file.txt", "https://example.com:8443/x/y%20z"},
	"uri-reference":         {"/relative/path", "../x?y=1", "https://example.com", "#frag", "a/b/c"},
	"uri-template":          {"https://example.com/{id}", "/search{?q,lang}", "/users/{user}/repos"},
	"email":                 {"a@example.com", "first.last+tag@sub.example.org", "x_y@example.co.uk"},
	"hostname":              {"example.com", "a-b.c-d.example", "localhost", "xn--bcher-kva.example"},
	"ipv4":                  {"192.168.0.1", "8.8.8.8", "10.0.0.255"},
	"ipv6":                  {"::1", "2001:db8::8a2e:370:7334", "fe80::1"},
	"regex":                 {"^a+$", "[0-9]{2,3}", "(foo|bar)baz"},
	"uuid":                  {"123e4567-e89b-12d3-a456-426614174000", "00000000-0000-0000-0000-000000000000", "A987FBC9-4BED-3078-CF07-9141BA07C9F3"},
	"json-pointer":          {"", "/a/b", "/a~1b/0", "/~0"},
	"relative-json-pointer": {"0", "1/a", "2#", "0/b~1c"},
}

// Stretch grows a sample of a format to n runes where the format has room
// (an email's local part, a time's fraction, a regex's literal tail, a
// pointer's last token), keeping it a value of the format; other samples,
// and samples already n runes or longer, are returned as they are.
func Stretch(format, s string, n int) string {
	k := n - utf8.RuneCountInString(s)
	if k < 0 {
		return shortFormat(format, s, n)
	}
	if k == 0 {
		return s
	}
	var out string
	switch format {
	case "email":
		out = strings.Repeat("a", k) + s
	case "regex", "json-pointer", "uri", "uri-reference", "uri-template":
		out = s + strings.Repeat("a", k)
		if format == "json-pointer" && s == "" {
			out = "/" + strings.Repeat("a", k-1)
		}
	case "hostname":
		out = hostname(n)
	case "duration":
		out = "P" + strings.Repeat("1", n-2) + "D" // P1D → P111D
	case "time", "date-time":
		// 12:34:56Z → 12:34:56.000Z: a fraction of k-1 digits after a dot.
		i := strings.LastIndexAny(s, "Zz+-")
		if i < 0 || k < 2 || strings.Contains(s, ".") {
			return s
		}
		out = s[:i] + "." + strings.Repeat("0", k-1) + s[i:]
	default:
		return shortFormat(format, s, n)
	}
	if !validFormat(format, out) {
		return shortFormat(format, s, n)
	}
	return out
}

// shortFormat is a value of format of n runes, built from the format's
// shortest form (a:bb for a uri, a@b for an email, ::a for an IPv6
// address), or s where there is none.
func shortFormat(format, s string, n int) string {
	a := func(k int) string { return strings.Repeat("a", max(k, 0)) }
	var out string
	switch format {
	case "uri":
		out = "a:" + a(n-2)
	case "hostname":
		out = hostname(n)
	case "uri-reference", "uri-template", "regex":
		out = a(n)
	case "email":
		local := min(n-2, 64) // the local part has at most 64 characters
		out = a(local) + "@" + hostname(n-local-1)
	case "ipv4":
		out = groups(4, n, ".", "1", 3) // 1.1.1.1 to 111.111.111.111
	case "ipv6":
		out = ipv6(n)
	case "duration":
		out = "P" + strings.Repeat("1", max(n-2, 1)) + "D"
	case "json-pointer":
		out = ""
		if n > 0 {
			out = "/" + a(n-1)
		}
	case "relative-json-pointer":
		out = "0"
		if n > 1 {
			out = "0/" + a(n-2)
		}
	default:
		return s
	}
	if utf8.RuneCountInString(out) != n || !validFormat(format, out) {
		return s
	}
	return out
}

// hostname is a hostname of n characters (1 to 253): labels of at most 63
// letters (RFC 1123) joined by dots, "aaa…a.aaa…a".
func hostname(n int) string {
	var b strings.Builder
	for n > 63 {
		b.WriteString(strings.Repeat("a", 62) + ".")
		n -= 63
	}
	b.WriteString(strings.Repeat("a", max(n, 0)))
	return b.String()
}

// groups writes k groups of 1 to most copies of unit joined by sep, n
// characters in all, or "" when they cannot be n long.
func groups(k, n int, sep, unit string, most int) string {
	w := n - (k-1)*len(sep) // the groups' own characters
	if w < k || w > k*most {
		return ""
	}
	parts := make([]string, k)
	for i := range parts {
		c := min(most, w-(k-1-i)) // leave at least one for each group after
		parts[i] = strings.Repeat(unit, c)
		w -= c
	}
	return strings.Join(parts, sep)
}

// ipv6 is an IPv6 address of n characters (2 to 45): "::" and up to seven
// groups, eight groups, or six groups and an IPv4 address.
func ipv6(n int) string {
	if n == 2 {
		return "::"
	}
	for k := 1; k <= 7; k++ {
		if g := groups(k, n-2, ":", "a", 4); g != "" {
			return "::" + g
		}
	}
	if g := groups(8, n, ":", "a", 4); g != "" {
		return g
	}
	for v4 := 7; v4 <= 15; v4++ {
		if g := groups(6, n-v4-1, ":", "a", 4); g != "" {
			return g + ":" + groups(4, v4, ".", "1", 3)
		}
	}
	return ""
}

// RunePool is what free strings are made of: ASCII (letters weigh most),
// characters JSON must escape, multi-byte and astral runes (rune counts differ
// from byte and UTF-16 counts), and line separators.
var RunePool = []rune("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" +
	"abcdefghijklmnopqrstuvwxyz0123456789" +
	"      _-.,:;!?'\"\\/<>&@#%()[]{}~`+=*^$|" +
	"\t\n\r\x01\x1f\x7f" +
	"éüßñÅØ日本語中文字한국어ÿΩЖ" +
	"😀🎉𝄞\u2028\u2029\u00a0\ufeff")

// FreeString returns a string of n runes from RunePool.
func FreeString(r *rand.Rand, n int) string {
	var b strings.Builder
	for range n {
		b.WriteRune(RunePool[r.IntN(len(RunePool))])
	}
	return b.String()
}

// Drawer draws matches of patterns (parsed with syntax.Perl) with R. Plain
// keeps their runes printable ASCII where the pattern allows, a literal as
// written (the witnesses a reviewer reads); else a rune comes from RunePool
// or anywhere in a class's ranges, and a (?i) literal's case at random (the
// property tests' values).
type Drawer struct {
	R     *rand.Rand
	Plain bool
}

// Match returns a string matching re, by walking its syntax tree. Unbounded
// repeats (*, +, {n,}) repeat up to rep more times, so a caller after a
// given length passes it. Assertions (anchors, word boundaries) produce
// nothing: the caller checks the result with the compiled regexp.
func (d Drawer) Match(re *syntax.Regexp, rep int) string {
	var b strings.Builder
	w := regexpWalker{d: d, rep: max(rep, 1)}
	w.walk(re, &b)
	return b.String()
}

type regexpWalker struct {
	d   Drawer
	rep int
}

// leafString is what a node without sub-expressions writes: its literal (a
// rune case-folded at random where (?i) allows), a rune of its class, any
// rune; false for every other node.
func (d Drawer) leafString(re *syntax.Regexp) (string, bool) {
	r := d.R
	switch re.Op {
	case syntax.OpLiteral:
		var b strings.Builder
		for _, c := range re.Rune {
			if re.Flags&syntax.FoldCase != 0 && !d.Plain && r.IntN(2) == 0 {
				c = unicode.SimpleFold(c)
			}
			b.WriteRune(c)
		}
		return b.String(), true
	case syntax.OpCharClass:
		if d.Plain {
			return string(plainRune(r, re.Rune)), true
		}
		return string(classRune(r, re.Rune)), true
	case syntax.OpAnyCharNotNL, syntax.OpAnyChar:
		if d.Plain {
			return "a", true
		}
		c := RunePool[r.IntN(len(RunePool))]
		for c == '\n' && re.Op == syntax.OpAnyCharNotNL {
			c = RunePool[r.IntN(len(RunePool))]
		}
		return string(c), true
	}
	return "", false
}

func (w *regexpWalker) walk(re *syntax.Regexp, b *strings.Builder) {
	r := w.d.R
	if leaf, ok := w.d.leafString(re); ok {
		b.WriteString(leaf)
		return
	}
	switch re.Op {
	case syntax.OpCapture:
		w.walk(re.Sub[0], b)
	case syntax.OpStar, syntax.OpPlus:
		// Any count up to rep, the length asked for, and rep itself half the
		// time: min=80 with ^[a-z]+$ wants 80 repetitions, which a uniform
		// count drew once in 80 (seed 802605 found no string in 200 tries).
		n := w.rep
		if r.IntN(2) == 0 {
			n = r.IntN(w.rep + 1)
		}
		if re.Op == syntax.OpPlus {
			n = max(n, 1)
		}
		for range n {
			w.walk(re.Sub[0], b)
		}
	case syntax.OpQuest:
		if r.IntN(2) == 0 {
			w.walk(re.Sub[0], b)
		}
	case syntax.OpRepeat:
		n := re.Min
		switch {
		case re.Max < 0:
			n += r.IntN(w.rep + 1)
		case re.Max > re.Min:
			n = PickLen(r, re.Min, re.Max)
		}
		for range n {
			w.walk(re.Sub[0], b)
		}
	case syntax.OpConcat:
		for _, s := range re.Sub {
			w.walk(s, b)
		}
	case syntax.OpAlternate:
		w.walk(re.Sub[r.IntN(len(re.Sub))], b)
	}
	// OpEmptyMatch, OpNoMatch and the assertions write nothing.
}

// classRune picks a rune from the ranges of a character class (pairs lo, hi),
// preferring the printable ASCII ones so that negated classes stay readable.
func classRune(r *rand.Rand, ranges []rune) rune {
	var ascii []rune
	for i := 0; i < len(ranges); i += 2 {
		for c := max(ranges[i], 0x20); c <= min(ranges[i+1], 0x7e); c++ {
			ascii = append(ascii, c)
		}
	}
	if len(ascii) > 0 && r.IntN(10) < 8 {
		return ascii[r.IntN(len(ascii))]
	}
	for {
		i := 2 * r.IntN(len(ranges)/2)
		lo, hi := ranges[i], min(ranges[i+1], unicode.MaxRune)
		c := lo + rune(r.Int64N(int64(hi-lo)+1))
		if utf8.ValidRune(c) {
			return c
		}
	}
}

// plainRune picks a printable ASCII rune (space aside) of a class's ranges
// (pairs lo, hi), or the class's first rune when it has none.
func plainRune(r *rand.Rand, ranges []rune) rune {
	var nice []rune
	for i := 0; i+1 < len(ranges); i += 2 {
		for c := max(ranges[i], 0x21); c <= min(ranges[i+1], 0x7e); c++ {
			nice = append(nice, c)
		}
	}
	if len(nice) > 0 {
		return nice[r.IntN(len(nice))]
	}
	if len(ranges) == 0 {
		return 'a'
	}
	return ranges[0]
}

// PickLen picks a length in [lo, hi], favouring the bounds and short values.
func PickLen(r *rand.Rand, lo, hi int) int {
	switch n := r.IntN(10); {
	case n < 2:
		return lo
	case n < 3:
		return hi
	default:
		return lo + r.IntN(min(hi-lo, 12)+1)
	}
}

// MatchOf returns a match of re of exactly n runes where its repeats
// can make one, else a match as close to n as they come: it walks re at its
// shortest (no optional part, each repeat at its minimum, a random branch),
// then adds one repetition at a time to a random repeat that has room, while
// the match stays within n. Two repeats that share a length (^\w+@\w+$ at
// min=80,max=80) land on it, which lengths drawn for each alone rarely do.
func (d Drawer) MatchOf(re *syntax.Regexp, n int) string {
	r := d.R
	b := &budget{d: d}
	root, size := b.build(re)
	b.size = size
	for tries := 0; b.size < n && tries < 4*n+16 && len(b.repeats) > 0; tries++ {
		p := b.repeats[r.IntN(len(b.repeats))]
		if p.max >= 0 && len(p.kids) >= p.max {
			continue
		}
		mark := len(b.repeats)
		k, size := b.build(p.re)
		if b.size+size > n {
			b.repeats = b.repeats[:mark] // k is dropped, and its repeats with it
			continue
		}
		b.size += size
		p.kids = append(p.kids, k)
	}
	var sb strings.Builder
	root.write(&sb)
	return sb.String()
}

// budget builds a shortest match and grows it (MatchOf).
type budget struct {
	d       Drawer
	size    int      // the runes of the match so far
	repeats []*piece // the repeats that may take one more repetition
}

// piece is a part of a match: literal text, or the parts of a concatenation
// or of a repeat's repetitions (re, at most max of them; max < 0: no limit).
type piece struct {
	text string
	kids []*piece
	re   *syntax.Regexp
	max  int
}

func (p *piece) write(sb *strings.Builder) {
	sb.WriteString(p.text)
	for _, k := range p.kids {
		k.write(sb)
	}
}

// build returns the shortest match of re it draws, and its runes.
func (b *budget) build(re *syntax.Regexp) (*piece, int) {
	p, size := &piece{}, 0
	b.walk(re, p, &size)
	return p, size
}

func (b *budget) walk(re *syntax.Regexp, p *piece, size *int) {
	if leaf, ok := b.d.leafString(re); ok {
		p.text += leaf
		*size += utf8.RuneCountInString(leaf)
		return
	}
	switch re.Op {
	case syntax.OpCapture:
		b.walk(re.Sub[0], p, size)
	case syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat:
		lo, hi := 0, -1
		switch re.Op {
		case syntax.OpPlus:
			lo = 1
		case syntax.OpQuest:
			hi = 1
		case syntax.OpRepeat:
			lo, hi = re.Min, re.Max
		}
		rp := &piece{re: re.Sub[0], max: hi}
		for range lo {
			k := &piece{}
			b.walk(re.Sub[0], k, size)
			rp.kids = append(rp.kids, k)
		}
		p.kids = append(p.kids, rp)
		b.repeats = append(b.repeats, rp)
	case syntax.OpConcat:
		for _, s := range re.Sub {
			k := &piece{}
			b.walk(s, k, size)
			p.kids = append(p.kids, k)
		}
	case syntax.OpAlternate:
		b.walk(re.Sub[b.d.R.IntN(len(re.Sub))], p, size)
	}
	// OpEmptyMatch, OpNoMatch and the assertions write nothing.
}
