package stitch

import (
	"math"
	"strconv"
	"time"
	"unsafe"

	"github.com/stitchgen/stitchgen/internal/check"
)

// Scalar readers. Each takes want, the expectation phrase of its invalid_type message
// ("expected <want>, got <value>"; "" means the method's default phrase). On a value of
// another kind they record invalid_type, skip the value and return ok == false.

// stringAt scans the string literal at p and returns its body (unescaped into the scratch
// buffer when needed) and the index after it; end < 0 after a fatal issue.
func (d *Decoder) stringAt(p int) (body []byte, end int) {
	end, esc, e := scanStr(d.data, p)
	if e != errNone {
		d.syntax(end, e)
		return nil, -1
	}
	body = d.data[p+1 : end-1]
	if esc {
		d.scratch = appendUnescaped(d.scratch[:0], body)
		body = d.scratch
	}
	return body, end
}

// String reads a string.
func (d *Decoder) String(want string) (string, bool) {
	if d.fatal {
		return "", false
	}
	p := skipWS(d.data, d.pos)
	if p < len(d.data) && d.data[p] == '"' {
		body, end := d.stringAt(p)
		if end < 0 {
			return "", false
		}
		d.pos = end
		return d.keep(body), true
	}
	d.pos = p
	d.mismatch(want, "a string")
	return "", false
}

// arenaMax is the longest string keep copies into the arena; longer ones
// get their own allocation, so one kept string cannot pin a large chunk.
const arenaMax = 1 << 10

// keep returns b as a string the caller may keep. Short strings are copied
// into an arena of chunks, sized by the input left to read, so a call's
// strings cost one allocation per chunk instead of one each. A chunk is never
// written again where a string points, and never reused after Reset: the
// strings stay valid for as long as they are referenced (and keep their chunk
// alive).
func (d *Decoder) keep(b []byte) string { return d.keepSized(b, len(d.data)-d.pos) }

// keepSized is keep for a caller that knows how much input is left to read: left bytes
// beyond b.
func (d *Decoder) keepSized(b []byte, left int) string {
	if len(b) == 0 {
		return ""
	}
	if len(b) > arenaMax {
		return string(b)
	}
	if cap(d.strs)-len(d.strs) < len(b) {
		size := left + len(b)
		size = max(min(size, 16<<10), 64)
		d.strs = make([]byte, 0, size)
	}
	start := len(d.strs)
	d.strs = append(d.strs, b...)
	return unsafe.String(&d.strs[start], len(b))
}

// KeyString returns the current key as a string the caller may keep (a map
// key), from the same arena as String.
func (d *Decoder) KeyString() string { return d.keep(d.Key()) }

// StringBytes reads a string without allocating; the bytes are valid until the next call
// of a Decoder method.
func (d *Decoder) StringBytes(want string) ([]byte, bool) {
	if d.fatal {
		return nil, false
	}
	p := skipWS(d.data, d.pos)
	if p < len(d.data) && d.data[p] == '"' {
		body, end := d.stringAt(p)
		if end < 0 {
			return nil, false
		}
		d.pos = end
		return body, true
	}
	d.pos = p
	d.mismatch(want, "a string")
	return nil, false
}

// StringCoerce reads a string, or a number (its literal text: "1.50" stays "1.50") or a
// boolean ("true", "false").
func (d *Decoder) StringCoerce(want string) (string, bool) {
	if d.fatal {
		return "", false
	}
	p := skipWS(d.data, d.pos)
	if p < len(d.data) {
		switch c := d.data[p]; {
		case c == '-' || check.IsDigit(c):
			end, e := scanNum(d.data, p)
			if e != errNone {
				d.syntax(end, e)
				return "", false
			}
			d.pos = end
			return d.keep(d.data[p:end]), true
		case c == 't' || c == 'f':
			if b, ok := d.literalBool(p); ok {
				if b {
					return "true", true
				}
				return "false", true
			}
		}
	}
	return d.String(want)
}

// literalBool consumes true or false at p if it is spelled right.
func (d *Decoder) literalBool(p int) (v, ok bool) {
	if len(d.data)-p >= 4 && string(d.data[p:p+4]) == "true" {
		d.pos = p + 4
		return true, true
	}
	if len(d.data)-p >= 5 && string(d.data[p:p+5]) == "false" {
		d.pos = p + 5
		return false, true
	}
	return false, false
}

// Bool reads a boolean.
func (d *Decoder) Bool(want string) (bool, bool) {
	if d.fatal {
		return false, false
	}
	p := skipWS(d.data, d.pos)
	d.pos = p
	if v, ok := d.literalBool(p); ok {
		return v, true
	}
	d.mismatch(want, "a boolean")
	return false, false
}

// BoolCoerce reads a boolean, or the strings "true" and "false", or the numbers 1 and 0.
func (d *Decoder) BoolCoerce(want string) (bool, bool) {
	if d.fatal {
		return false, false
	}
	p := skipWS(d.data, d.pos)
	d.pos = p
	if v, ok := d.literalBool(p); ok {
		return v, true
	}
	if p < len(d.data) {
		switch c := d.data[p]; {
		case c == '"':
			body, end := d.stringAt(p)
			if end < 0 {
				return false, false
			}
			switch string(body) {
			case "true":
				d.pos = end
				return true, true
			case "false":
				d.pos = end
				return false, true
			}
		case c == '-' || check.IsDigit(c):
			end, e := scanNum(d.data, p)
			if e != errNone {
				d.syntax(end, e)
				return false, false
			}
			if neg, mag, class := check.ParseInteger(d.data[p:end]); class == check.NumInt && !neg && mag <= 1 {
				d.pos = end
				return mag == 1, true
			}
		}
	}
	d.mismatch(want, "a boolean")
	return false, false
}

// normBits maps a bit size to 1..64 (0 means 64).
func normBits(bits int) int {
	if bits <= 0 || bits > 64 {
		return 64
	}
	return bits
}

// number scans the value at the cursor as a number, or (coerce) as a string holding
// exactly a JSON number. It returns the literal and the raw value; ok is false when the
// value is something else (nothing consumed) or after a fatal issue (fatal set).
func (d *Decoder) number(coerce bool) (lit, raw []byte, ok bool) {
	p := skipWS(d.data, d.pos)
	d.pos = p
	if p >= len(d.data) {
		return nil, nil, false
	}
	switch c := d.data[p]; {
	case c == '-' || check.IsDigit(c):
		end, e := scanNum(d.data, p)
		if e != errNone {
			d.syntax(end, e)
			return nil, nil, false
		}
		d.pos = end
		return d.data[p:end], d.data[p:end], true
	case c == '"' && coerce:
		body, end := d.stringAt(p)
		if end < 0 || !check.IsNumber(body) {
			return nil, nil, false
		}
		d.pos = end
		return body, d.data[p:end], true
	}
	return nil, nil, false
}

// Int reads an integer that fits in a signed integer of the given bits (8, 16, 32, 64; 0
// means 64). The literal is read exactly: 1.0, 1e2 and 100e-2 are integers,
// 9007199254740993 stays exact, 1.5 is an invalid_type issue, and a value out of range is
// a too_big or too_small issue.
func (d *Decoder) Int(bits int, want string) (int64, bool) { return d.readInt(bits, want, false) }

// IntCoerce is Int that also accepts a string holding exactly a JSON number ("1").
func (d *Decoder) IntCoerce(bits int, want string) (int64, bool) {
	return d.readInt(bits, want, true)
}

func (d *Decoder) readInt(bits int, want string, coerce bool) (int64, bool) {
	if d.fatal {
		return 0, false
	}
	lit, raw, ok := d.number(coerce)
	if !ok {
		if !d.fatal {
			d.mismatch(want, "an integer")
		}
		return 0, false
	}
	bits = normBits(bits)
	neg, mag, class := check.ParseInteger(lit)
	max := uint64(1)<<(bits-1) - 1
	switch {
	case class == check.NumFrac:
		d.typeIssue(want, "an integer", raw)
	case neg && (class == check.NumBig || mag > max+1):
		d.intRangeIssue(CodeTooSmall, "an integer ≥ "+strconv.FormatInt(-int64(max)-1, 10), "int", bits, lit, want)
	case !neg && (class == check.NumBig || mag > max):
		d.intRangeIssue(CodeTooBig, "an integer ≤ "+strconv.FormatUint(max, 10), "int", bits, lit, want)
	case neg:
		return -int64(mag), true
	default:
		return int64(mag), true
	}
	return 0, false
}

// Uint reads an integer that fits in an unsigned integer of the given bits, exactly as
// Int does; -0 is 0 and a negative value is a too_small issue.
func (d *Decoder) Uint(bits int, want string) (uint64, bool) { return d.readUint(bits, want, false) }

// UintCoerce is Uint that also accepts a string holding exactly a JSON number ("1").
func (d *Decoder) UintCoerce(bits int, want string) (uint64, bool) {
	return d.readUint(bits, want, true)
}

func (d *Decoder) readUint(bits int, want string, coerce bool) (uint64, bool) {
	if d.fatal {
		return 0, false
	}
	lit, raw, ok := d.number(coerce)
	if !ok {
		if !d.fatal {
			d.mismatch(want, "an integer")
		}
		return 0, false
	}
	bits = normBits(bits)
	neg, mag, class := check.ParseInteger(lit)
	max := uint64(math.MaxUint64) >> (64 - bits)
	switch {
	case class == check.NumFrac:
		d.typeIssue(want, "an integer", raw)
	case neg:
		d.intRangeIssue(CodeTooSmall, "an integer ≥ 0", "uint", bits, lit, want)
	case class == check.NumBig || mag > max:
		d.intRangeIssue(CodeTooBig, "an integer ≤ "+strconv.FormatUint(max, 10), "uint", bits, lit, want)
	default:
		return mag, true
	}
	return 0, false
}

// Float reads a number as a float of the given bits (32 or 64; 0 means 64). A value
// beyond the type's range is a too_big or too_small issue; one too small to represent
// reads as zero, as with strconv.ParseFloat.
func (d *Decoder) Float(bits int, want string) (float64, bool) {
	return d.readFloat(bits, want, false)
}

// FloatCoerce is Float that also accepts a string holding exactly a JSON number ("1.5").
func (d *Decoder) FloatCoerce(bits int, want string) (float64, bool) {
	return d.readFloat(bits, want, true)
}

func (d *Decoder) readFloat(bits int, want string, coerce bool) (float64, bool) {
	if d.fatal {
		return 0, false
	}
	lit, _, ok := d.number(coerce)
	if !ok {
		if !d.fatal {
			d.mismatch(want, "a number")
		}
		return 0, false
	}
	d.lastNum = lit
	if bits != 32 {
		bits = 64
		if f, ok := check.FastFloat(lit); ok {
			return f, true
		}
	}
	f := check.ParseFloat(lit, bits)
	if math.IsInf(f, 0) {
		max := math.MaxFloat64
		if bits == 32 {
			max = math.MaxFloat32
		}
		if f > 0 {
			d.rangeIssue(CodeTooBig, "a number ≤ "+strconv.FormatFloat(max, 'g', -1, bits), "float", bits, lit)
		} else {
			d.rangeIssue(CodeTooSmall, "a number ≥ "+strconv.FormatFloat(-max, 'g', -1, bits), "float", bits, lit)
		}
		return 0, false
	}
	return f, true
}

// typeIssue records invalid_type for the raw value just read.
func (d *Decoder) typeIssue(want, def string, raw []byte) {
	if d.over() {
		return
	}
	if want == "" {
		want = def
	}
	d.record(CodeInvalidType, "expected "+want+", got "+describe(raw), false, "")
}

// rangeIssue records a value out of its Go type's range: "expected an integer ≤ 127
// (int8), got 300".
func (d *Decoder) rangeIssue(code, bound, typ string, bits int, lit []byte) {
	if d.over() {
		return
	}
	d.record(code, "expected "+bound+" ("+typ+strconv.Itoa(bits)+"), got "+shownLiteral(lit), false, "")
}

// intRangeIssue is rangeIssue for an integer of fewer than 64 bits: the caller's want,
// when it gives one, already states the range together with the field's own bounds
// ("an integer between 1 and 100" for a uint8 with max=100), so one phrase covers both.
func (d *Decoder) intRangeIssue(code, bound, typ string, bits int, lit []byte, want string) {
	if d.over() {
		return
	}
	if want != "" && bits < 64 {
		d.record(code, "expected "+want+", got "+shownLiteral(lit), false, "")
		return
	}
	d.rangeIssue(code, bound, typ, bits, lit)
}

// Time reads a string holding an RFC 3339 date-time, judged as a format=date-time
// string is (check.ValidDateTime): a lowercase t and z are accepted, as RFC 3339 allows; a leap
// second is refused, as encoding/json refuses it. A string in another form is a format
// issue.
func (d *Decoder) Time(want string) (time.Time, bool) {
	if d.fatal {
		return time.Time{}, false
	}
	p := skipWS(d.data, d.pos)
	d.pos = p
	if p >= len(d.data) || d.data[p] != '"' {
		d.mismatch(want, "a date-time string (RFC 3339)")
		return time.Time{}, false
	}
	body, end := d.stringAt(p)
	if end < 0 {
		return time.Time{}, false
	}
	d.pos = end
	s := string(body)
	if !check.ValidDateTime(s) {
		if !d.over() {
			d.record(CodeFormat, formatMessage("date-time", s), false, "")
		}
		return time.Time{}, false
	}
	// time.Parse takes every date-time check.ValidDateTime accepts, once T and Z are upper case.
	if s[10] == 't' {
		s = s[:10] + "T" + s[11:]
	}
	if s[len(s)-1] == 'z' {
		s = s[:len(s)-1] + "Z"
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil { // not reached: check.ValidDateTime is the stricter judge
		d.record(CodeFormat, formatMessage("date-time", s), false, "")
		return time.Time{}, false
	}
	return t, true
}

// Raw returns a copy of the next value's bytes, as sent; any kind.
func (d *Decoder) Raw() ([]byte, bool) {
	if d.fatal {
		return nil, false
	}
	var raw []byte
	var ok bool
	if d.anyText(func() { raw, ok = d.Raw() }) {
		return raw, ok
	}
	start := d.skip()
	if start < 0 {
		return nil, false
	}
	return append([]byte(nil), d.data[start:d.pos]...), true
}

// Any returns the next value as encoding/json decodes it into an any: map[string]any,
// []any, float64, string, bool or nil (a repeated key keeps its last value). A number out
// of the float64 range is a too_big or too_small issue.
//
// The value costs what its Go form costs and little more: a first pass counts the items
// and entries of every array and object in it, so each slice and map is made once at its
// final size; strings share arena chunks; every empty array is one shared value.
func (d *Decoder) Any() (any, bool) {
	if d.fatal {
		return nil, false
	}
	var tv any
	var ok bool
	if d.anyText(func() { tv, ok = d.Any() }) {
		return tv, ok
	}
	start := d.skip()
	if start < 0 {
		return nil, false
	}
	mark := d.count
	b := d.data[:d.pos]
	d.countAny(b[start:])
	v, _ := d.buildAny(b, start, mark)
	d.anyCounts, d.anyNext = d.anyCounts[:0], 0
	if d.count != mark {
		return nil, false
	}
	return v, true
}

// countAny sets d.anyCounts to the number of items or entries of every array and object
// in the valid value b, in the order their brackets open (the order buildAny meets them).
// The list is made at its final size: containers are counted first.
func (d *Decoder) countAny(b []byte) {
	n := 0
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '"':
			i, _, _ = scanStr(b, i)
			i--
		case '[', '{':
			n++
		}
	}
	if cap(d.anyCounts) < n {
		d.anyCounts = make([]int32, 0, n)
	}
	counts, open := d.anyCounts[:0], d.anyOpen[:0]
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '"':
			i, _, _ = scanStr(b, i)
			i--
		case '[', '{':
			open = append(open, int32(len(counts)))
			if j := skipWS(b, i+1); b[j] == ']' || b[j] == '}' {
				counts = append(counts, 0)
			} else {
				counts = append(counts, 1)
			}
		case ']', '}':
			open = open[:len(open)-1]
		case ',':
			counts[open[len(open)-1]]++
		}
	}
	d.anyCounts, d.anyOpen, d.anyNext = counts, open, 0
}

// emptyArray is every empty array Any returns: a []any of capacity 0, which no append
// can write through, so one value serves them all.
var emptyArray any = []any{}

// buildAny builds the valid value at b[i]; it returns the value and the index after it.
// It recurses, within the depth skip already checked. Only the first number out of range
// after mark is reported.
func (d *Decoder) buildAny(b []byte, i, mark int) (any, int) {
	i = skipWS(b, i)
	switch c := b[i]; {
	case c == '"':
		end, esc, _ := scanStr(b, i)
		return d.anyString(b, i, end, esc), end
	case c == 't':
		return true, i + 4
	case c == 'f':
		return false, i + 5
	case c == 'n':
		return nil, i + 4
	case c == '{':
		m := make(map[string]any, d.anyCounts[d.anyNext])
		d.anyNext++
		i = skipWS(b, i+1)
		for b[i] != '}' {
			end, esc, _ := scanStr(b, i)
			key := d.anyString(b, i, end, esc)
			d.anyPath = append(d.anyPath, anySeg{key: b[i+1 : end-1], esc: esc, index: -1})
			var v any
			v, i = d.buildAny(b, skipWS(b, end)+1, mark) // after the ':'
			m[key] = v
			d.anyPath = d.anyPath[:len(d.anyPath)-1]
			if i = skipWS(b, i); b[i] == ',' {
				i = skipWS(b, i+1)
			}
		}
		return m, i + 1
	case c == '[':
		n := int(d.anyCounts[d.anyNext])
		d.anyNext++
		if n == 0 {
			return emptyArray, skipWS(b, i+1) + 1
		}
		s := make([]any, n)
		for k := range s {
			d.anyPath = append(d.anyPath, anySeg{index: k})
			s[k], i = d.buildAny(b, i+1, mark) // after the '[' or ','
			d.anyPath = d.anyPath[:len(d.anyPath)-1]
			i = skipWS(b, i)
		}
		return s, i + 1
	}
	end, _ := scanNum(b, i)
	lit := b[i:end]
	f, ok := check.FastFloat(lit)
	if !ok {
		f = check.ParseFloat(lit, 64)
		if math.IsInf(f, 0) {
			if d.count == mark { // one issue per value
				code, bound := CodeTooBig, "a number ≤ "+strconv.FormatFloat(math.MaxFloat64, 'g', -1, 64)
				if f < 0 {
					code, bound = CodeTooSmall, "a number ≥ "+strconv.FormatFloat(-math.MaxFloat64, 'g', -1, 64)
				}
				d.anyIssue(code, "expected "+bound+" (float64), got "+shownLiteral(lit))
			}
		}
	}
	return f, end
}

// anyString returns the string literal b[i:end] as a string the caller may keep, from
// the arena (sized by what is left of the value Any reads).
func (d *Decoder) anyString(b []byte, i, end int, esc bool) string {
	body := b[i+1 : end-1]
	if esc {
		d.scratch = appendUnescaped(d.scratch[:0], body)
		body = d.scratch
	}
	return d.keepSized(body, len(b)-end)
}

// anySeg is one step below the value Any is reading: a key (the body of its literal,
// escaped when esc) or an index (key unused).
type anySeg struct {
	key   []byte
	esc   bool
	index int
}

// anyIssue records an issue at the path of the current value plus d.anyPath.
func (d *Decoder) anyIssue(code, msg string) {
	if d.over() {
		return
	}
	d.count++
	b := d.appendPath(make([]byte, 0, 64))
	for _, s := range d.anyPath {
		if s.index >= 0 {
			b = append(b, '[')
			b = strconv.AppendInt(b, int64(s.index), 10)
			b = append(b, ']')
		} else if s.esc {
			b = appendKeySegment(b, appendUnescaped(nil, s.key))
		} else {
			b = appendKeySegment(b, s.key)
		}
	}
	d.issues = append(d.issues, Issue{Path: string(b), Code: code, Message: msg})
}
