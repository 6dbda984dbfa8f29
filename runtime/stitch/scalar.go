package stitch

import (
	"bytes"
	"errors"
	"math"
	"strconv"
	"strings"
	"time"
	"unsafe"
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
func (d *Decoder) keep(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	if len(b) > arenaMax {
		return string(b)
	}
	if cap(d.strs)-len(d.strs) < len(b) {
		size := len(d.data) - d.pos + len(b)
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
		case c == '-' || isDigit(c):
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
		case c == '-' || isDigit(c):
			end, e := scanNum(d.data, p)
			if e != errNone {
				d.syntax(end, e)
				return false, false
			}
			if neg, mag, class := parseInteger(d.data[p:end]); class == numInt && !neg && mag <= 1 {
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
	case c == '-' || isDigit(c):
		end, e := scanNum(d.data, p)
		if e != errNone {
			d.syntax(end, e)
			return nil, nil, false
		}
		d.pos = end
		return d.data[p:end], d.data[p:end], true
	case c == '"' && coerce:
		body, end := d.stringAt(p)
		if end < 0 || !isNumber(body) {
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
	neg, mag, class := parseInteger(lit)
	max := uint64(1)<<(bits-1) - 1
	switch {
	case class == numFrac:
		d.typeIssue(want, "an integer", raw)
	case neg && (class == numBig || mag > max+1):
		d.intRangeIssue(CodeTooSmall, "an integer ≥ "+strconv.FormatInt(-int64(max)-1, 10), "int", bits, lit, want)
	case !neg && (class == numBig || mag > max):
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
	neg, mag, class := parseInteger(lit)
	max := uint64(math.MaxUint64) >> (64 - bits)
	switch {
	case class == numFrac:
		d.typeIssue(want, "an integer", raw)
	case neg:
		d.intRangeIssue(CodeTooSmall, "an integer ≥ 0", "uint", bits, lit, want)
	case class == numBig || mag > max:
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
		if f, ok := fastFloat(lit); ok {
			return f, true
		}
	}
	f, _ := strconv.ParseFloat(string(lit), bits)
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
	if want == "" {
		want = def
	}
	d.record(CodeInvalidType, "expected "+want+", got "+describe(raw), false, "")
}

// rangeIssue records a value out of its Go type's range: "expected an integer ≤ 127
// (int8), got 300".
func (d *Decoder) rangeIssue(code, bound, typ string, bits int, lit []byte) {
	d.record(code, "expected "+bound+" ("+typ+strconv.Itoa(bits)+"), got "+shownLiteral(lit), false, "")
}

// intRangeIssue is rangeIssue for an integer of fewer than 64 bits: the caller's want,
// when it gives one, already states the range together with the field's own bounds
// ("an integer between 1 and 100" for a uint8 with max=100), so one phrase covers both.
func (d *Decoder) intRangeIssue(code, bound, typ string, bits int, lit []byte, want string) {
	if want != "" && bits < 64 {
		d.record(code, "expected "+want+", got "+shownLiteral(lit), false, "")
		return
	}
	d.rangeIssue(code, bound, typ, bits, lit)
}

// Time reads a string holding a date-time as encoding/json reads a time.Time (RFC 3339).
// A string in another form is a format issue.
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
	end, _, e := scanStr(d.data, p)
	if e != errNone {
		d.syntax(end, e)
		return time.Time{}, false
	}
	d.pos = end
	raw := d.data[p+1 : end-1]
	if bytes.IndexByte(raw, '\\') >= 0 {
		raw = appendUnescaped(d.scratch[:0], raw)
		d.scratch = raw
	}
	t, err := parseRFC3339(raw)
	if err != nil {
		d.record(CodeFormat, "expected a date-time (RFC 3339), got "+describe(d.data[p:end])+err.Error(), false, "")
		return time.Time{}, false
	}
	return t, true
}

// parseRFC3339 parses an RFC 3339 date-time. RFC 3339 allows a lowercase t and z, which
// time.Parse does not; a leap second cannot be a time.Time, and the error says so.
func parseRFC3339(b []byte) (time.Time, error) {
	s := string(b)
	if len(s) > 10 && s[10] == 't' {
		s = s[:10] + "T" + s[11:]
	}
	if strings.HasSuffix(s, "z") {
		s = s[:len(s)-1] + "Z"
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		if len(s) >= 19 && s[13] == ':' && s[16] == ':' && s[17:19] == "60" {
			return t, errors.New(" (a leap second, :60, cannot be represented; use :59)")
		}
		return t, errors.New("")
	}
	return t, nil
}

// Raw returns a copy of the next value's bytes, as sent; any kind.
func (d *Decoder) Raw() ([]byte, bool) {
	if d.fatal {
		return nil, false
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
func (d *Decoder) Any() (any, bool) {
	if d.fatal {
		return nil, false
	}
	start := d.skip()
	if start < 0 {
		return nil, false
	}
	mark := d.count
	v, _ := d.buildAny(d.data[:d.pos], start, mark)
	if d.count != mark {
		return nil, false
	}
	return v, true
}

// buildAny builds the valid value at b[i]; it returns the value and the index after it.
// It recurses, within the depth skip already checked. Only the first number out of range
// after mark is reported.
func (d *Decoder) buildAny(b []byte, i, mark int) (any, int) {
	i = skipWS(b, i)
	switch c := b[i]; {
	case c == '"':
		end, esc, _ := scanStr(b, i)
		if !esc {
			return string(b[i+1 : end-1]), end
		}
		return string(appendUnescaped(make([]byte, 0, end-i), b[i+1:end-1])), end
	case c == 't':
		return true, i + 4
	case c == 'f':
		return false, i + 5
	case c == 'n':
		return nil, i + 4
	case c == '{':
		m := map[string]any{}
		i = skipWS(b, i+1)
		if b[i] == '}' {
			return m, i + 1
		}
		for {
			end, esc, _ := scanStr(b, i)
			var key string
			if esc {
				key = string(appendUnescaped(nil, b[i+1:end-1]))
			} else {
				key = string(b[i+1 : end-1])
			}
			i = skipWS(b, end) + 1 // ':'
			d.anyPath = append(d.anyPath, anySeg{key: key, index: -1})
			m[key], i = d.buildAny(b, i, mark)
			d.anyPath = d.anyPath[:len(d.anyPath)-1]
			i = skipWS(b, i)
			if b[i] == '}' {
				return m, i + 1
			}
			i = skipWS(b, i+1) // ','
		}
	case c == '[':
		s := []any{}
		i = skipWS(b, i+1)
		if b[i] == ']' {
			return s, i + 1
		}
		for {
			var v any
			d.anyPath = append(d.anyPath, anySeg{index: len(s)})
			v, i = d.buildAny(b, i, mark)
			d.anyPath = d.anyPath[:len(d.anyPath)-1]
			s = append(s, v)
			i = skipWS(b, i)
			if b[i] == ']' {
				return s, i + 1
			}
			i++ // ','
		}
	}
	end, _ := scanNum(b, i)
	lit := b[i:end]
	f, ok := fastFloat(lit)
	if !ok {
		f, _ = strconv.ParseFloat(string(lit), 64)
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

// anySeg is one step below the value Any is reading: a key, or an index (key unused).
type anySeg struct {
	key   string
	index int
}

// anyIssue records an issue at the path of the current value plus d.anyPath.
func (d *Decoder) anyIssue(code, msg string) {
	d.count++
	if len(d.issues) >= d.maxIssues {
		return
	}
	b := d.appendPath(make([]byte, 0, 64))
	for _, s := range d.anyPath {
		if s.index >= 0 {
			b = append(b, '[')
			b = strconv.AppendInt(b, int64(s.index), 10)
			b = append(b, ']')
		} else {
			b = appendKeySegment(b, []byte(s.key))
		}
	}
	d.issues = append(d.issues, Issue{Path: string(b), Code: code, Message: msg})
}
