package stitchimpl

import (
	"strconv"
	"strings"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// mismatch records that the next value is not want (def when want is "") and skips it.
func (d *Decoder) mismatch(want, def string) {
	start := d.skip()
	if start < 0 {
		return
	}
	if d.over() {
		return
	}
	if want == "" {
		want = def
	}
	msg := "expected " + want + ", got " + describe(d.data[start:d.pos])
	if d.data[start] == 'n' && d.optIn == d.unwrapped && d.optAt >= 0 && skipWS(d.data, d.optAt) == start {
		// null for an optional key (FieldOpt), or one with a default (FieldDefault)
		if d.optDefAt == d.optAt {
			msg += "; leave the key out to use the default " + d.optDef
		} else {
			msg += "; leave the key out to send no value"
		}
	}
	d.record(stitch.CodeInvalidType, msg, false, "")
}

// Fail records an issue at the current path: the value just read, or the object or array
// just finished.
func (d *Decoder) Fail(code, message string) {
	if d.fatal {
		return
	}
	d.record(code, message, false, "")
}

// Mark returns the count of issues found so far, for Since and Rewind.
func (d *Decoder) Mark() int { return d.count }

// Since reports whether an issue was found after mark.
func (d *Decoder) Since(mark int) bool { return d.count > mark }

// Rewind forgets the issues found after mark (a field with a catch value). It does
// nothing once the Decoder is fatal.
func (d *Decoder) Rewind(mark int) {
	if d.fatal || mark < 0 || mark >= d.count {
		return
	}
	d.count = mark
	if len(d.issues) > mark {
		d.issues = d.issues[:mark]
	}
}

// over counts an issue the list has no room for (MaxIssues) and reports true; the caller
// then builds no message, so hostile input (a million unknown keys) costs no memory for
// the issues it does not list.
func (d *Decoder) over() bool {
	if len(d.issues) < d.maxIssues {
		return false
	}
	d.count++
	return true
}

// record adds an issue at the current path, extended by key when withKey is set.
func (d *Decoder) record(code, msg string, withKey bool, key string) {
	d.count++
	if len(d.issues) >= d.maxIssues {
		return
	}
	b := d.appendPath(make([]byte, 0, 64))
	if withKey {
		b = appendKeySegment(b, []byte(key))
	}
	d.issues = append(d.issues, stitch.Issue{Path: string(b), Code: code, Message: msg})
}

// fatalIssue records an issue that stops the parse; it is kept whatever MaxIssues says.
func (d *Decoder) fatalIssue(code, msg string) {
	d.count++
	d.issues = append(d.issues, stitch.Issue{Path: string(d.appendPath(nil)), Code: code, Message: msg})
	d.fatal = true
}

// syntaxBetween records a scanner failure between two entries of the current object or
// array: the path is the container's, not its last entry's.
func (d *Decoder) syntaxBetween(at int, e scanErr) {
	f := d.frame(d.nframes - 1)
	saved := *f
	f.flags &^= fOpen
	if f.kind == '[' {
		f.at = -1
	}
	d.syntax(at, e)
	*f = saved
}

// syntax records a scanner failure at byte offset at of the current document.
func (d *Decoder) syntax(at int, e scanErr) {
	if d.trusted {
		d.distrust()
		return
	}
	if e == errDeep {
		d.fatalIssue(stitch.CodeTooDeep, "invalid JSON at byte "+strconv.Itoa(at)+": objects and arrays are nested more than "+strconv.Itoa(d.maxDepth)+" levels deep")
		return
	}
	d.fatalIssue(stitch.CodeSyntax, syntaxMessage(d.data, at, e))
}

// distrust stops a parse that trusted a structure sent as JSON text (stitch.WireOnce)
// which is not one JSON value: Finish returns stitch.ErrAgain, and the parse run again
// without WireOnce finds the string is not such a document, as skipVal would have here.
func (d *Decoder) distrust() {
	d.again, d.fatal = true, true
}

// appendPath appends the current path.
func (d *Decoder) appendPath(b []byte) []byte {
	doc := d.input
	for i := 0; i < d.nframes; i++ {
		f := d.frame(i)
		if f.flags&fUnwrap != 0 {
			doc = d.data
		}
		switch {
		case f.kind == '{' && f.flags&fOpen != 0:
			b = appendKeySegment(b, d.keyOf(f, doc))
		case f.kind == '[' && f.at >= 0:
			b = append(b, '[')
			b = strconv.AppendInt(b, int64(f.at), 10)
			b = append(b, ']')
		}
	}
	return b
}

// typeIssue records invalid_type for the raw value just read.
func (d *Decoder) typeIssue(want, def string, raw []byte) {
	if d.over() {
		return
	}
	if want == "" {
		want = def
	}
	d.record(stitch.CodeInvalidType, "expected "+want+", got "+describe(raw), false, "")
}

// rangeIssue records a value out of its Go type's range: "expected an integer ≤ 127
// (int8), got 300".
func (d *Decoder) rangeIssue(code, bound, typ string, bits int, lit []byte) {
	if d.over() {
		return
	}
	d.record(code, "expected "+bound+" ("+typ+strconv.Itoa(bits)+"), got "+shownLiteral(lit), false, "")
}

// intRangeIssue is rangeIssue for an integer: for fewer than 64 bits the caller's want,
// when it gives one, already states the range together with the field's own bounds
// ("an integer between 1 and 100" for a uint8 with max=100), so one phrase covers both;
// for 64 bits it does where the field declares the side broken (IntIn: "between 0 and
// 5000" for 99999999999999999999, not the int64's limit), and where it declares the
// other side only, the issue says both ("an integer ≥ 1 and ≤ 9223372036854775807
// (int64)").
func (d *Decoder) intRangeIssue(code, bound, typ string, bits int, lit []byte, want string) {
	if d.over() {
		return
	}
	if bits == 64 {
		switch w := d.sideWant(want, code == stitch.CodeTooBig); {
		case w != "":
			want = w
		case d.declared != 0 && want != "":
			want += " and " + strings.TrimPrefix(bound, "an integer ") + " (" + typ + strconv.Itoa(bits) + ")"
		default:
			want = ""
		}
	}
	if want != "" {
		d.record(code, "expected "+want+", got "+shownLiteral(lit), false, "")
		return
	}
	d.rangeIssue(code, bound, typ, bits, lit)
}

// countOf spells n of a unit for a message: "1 character", "0 characters".
func countOf(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return strconv.Itoa(n) + " " + unit + "s"
}

// isIdent reports whether a key can be written bare in a path: an identifier (letters,
// digits after the first, underscores). Any other key is bracket-quoted:
// headers["X-Id"], variables["var-replicas"].
func isIdent(key []byte) bool {
	if len(key) == 0 {
		return false
	}
	for i, c := range key {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '_':
		case i > 0 && c >= '0' && c <= '9':
		default:
			return false
		}
	}
	return true
}

// appendKeySegment appends one key to a path.
func appendKeySegment(b []byte, key []byte) []byte {
	if isIdent(key) {
		if len(b) > 0 {
			b = append(b, '.')
		}
		return append(b, key...)
	}
	b = append(b, '[')
	b = appendQuoted(b, key)
	return append(b, ']')
}

// appendQuoted appends s as a JSON string literal.
func appendQuoted[S ~string | ~[]byte](b []byte, s S) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c == '\n':
			b = append(b, '\\', 'n')
		case c == '\r':
			b = append(b, '\\', 'r')
		case c == '\t':
			b = append(b, '\\', 't')
		case c < 0x20 || c == 0x7f:
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
		default:
			b = append(b, c)
		}
	}
	return append(b, '"')
}

// quote returns s as a JSON string literal.
func quote(s string) string { return string(appendQuoted(nil, s)) }

// maxShown is how many runes of a received string or number a message repeats.
const maxShown = 40

// DescribeString describes a received string for a message: `the string "abc"`, cut after
// 40 runes with "…". Generated code uses it for format, pattern and enum issues.
func DescribeString(s string) string {
	return "the string " + string(appendQuoted(nil, shorten(s)))
}

// shorten cuts s after maxShown runes, marking the cut with "…".
func shorten(s string) string {
	if len(s) <= maxShown {
		return s
	}
	n := 0
	for i := range s {
		if n == maxShown {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// describe describes a received JSON value (valid, compact or not) for a message.
func describe(raw []byte) string {
	if len(raw) == 0 {
		return "nothing"
	}
	switch raw[0] {
	case '"':
		var s []byte
		if len(raw) >= 2 {
			s = appendUnescaped(make([]byte, 0, min(len(raw), 4*maxShown+8)), raw[1:len(raw)-1])
		}
		return DescribeString(string(s))
	case '{':
		return "an object"
	case '[':
		return "an array"
	case 't':
		return "true"
	case 'f':
		return "false"
	case 'n':
		return "null"
	}
	return "the number " + shownLiteral(raw)
}

// shownLiteral is a number literal as a message repeats it.
func shownLiteral(lit []byte) string {
	if len(lit) > maxShown {
		return string(lit[:maxShown]) + "…"
	}
	return string(lit)
}
