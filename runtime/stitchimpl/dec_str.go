package stitchimpl

import (
	"encoding/binary"
	"math/bits"
	"time"
	"unsafe"

	"github.com/stitchgen/stitchgen/runtime/internal/check"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// stringAt scans the string literal at p and returns its body (unescaped into the scratch
// buffer when needed) and the index after it; end < 0 after a fatal issue.
func (d *Decoder) stringAt(p int) (body []byte, end int) {
	end, esc, e := scanStr(d.data, p)
	if e != errNone {
		d.syntax(end, e)
		return nil, -1
	}
	if esc {
		return d.unescaped(d.data[p+1 : end-1]), end
	}
	return d.data[p+1 : end-1], end
}

// unescaped returns the body of a string literal with escapes decoded, in the scratch
// buffer.
func (d *Decoder) unescaped(body []byte) []byte {
	d.scratch = appendUnescaped(d.scratch[:0], body)
	return d.scratch
}

// String reads a string.
func (d *Decoder) String(want string) (string, bool) {
	if d.fatal {
		return "", false
	}
	p := skipWS(d.data, d.pos)
	if p == d.label.at && d.label.doc == d.doc() { // a discriminator Label read: its label
		d.pos = d.label.end
		return d.label.label, true
	}
	if p < len(d.data) && d.data[p] == '"' { // stringAt inline: the most common read
		// shortStr inline, and mediumStr for a literal of up to 15 plain bytes, which
		// also tell scanStr, when the eight or sixteen bytes after the quote are plain, to
		// go on after them.
		end, esc, from := -1, false, p
		if p+9 <= len(d.data) {
			if m := stops(d.data[p+1 : p+9]); m == 0 {
				from = p + 8
				if p+17 <= len(d.data) {
					if m = stops(d.data[p+9 : p+17]); m == 0 {
						from = p + 16
					} else if k := p + 9 + bits.TrailingZeros64(m)>>3; d.data[k] == '"' {
						d.pos = k + 1
						return d.keepWords(p+1, k-p-1, 2), true
					}
				}
			} else if k := p + 1 + bits.TrailingZeros64(m)>>3; d.data[k] == '"' {
				d.pos = k + 1
				return d.keepWords(p+1, k-p-1, 1), true
			}
		}
		if end < 0 {
			var e scanErr
			if end, esc, e = scanStr(d.data, from); e != errNone {
				d.syntax(end, e)
				return "", false
			}
		}
		d.pos = end
		if esc {
			return d.keep(d.unescaped(d.data[p+1 : end-1])), true
		}
		return d.keep(d.data[p+1 : end-1]), true
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

// keepWords is keep for the plain body of n bytes at data[at:] that String tested in words
// (at most 7 bytes in one, 15 in two): where the arena has room it stores those words
// whole after its last string (bytes past n are spare room the next string overwrites),
// not a copy of n bytes.
func (d *Decoder) keepWords(at, n, words int) string {
	s := d.strs
	k := len(s)
	if n == 0 || cap(s)-k < 16 {
		return d.keep(d.data[at : at+n])
	}
	s = s[:k+16]
	binary.LittleEndian.PutUint64(s[k:k+8], binary.LittleEndian.Uint64(d.data[at:at+8]))
	if words == 2 {
		binary.LittleEndian.PutUint64(s[k+8:k+16], binary.LittleEndian.Uint64(d.data[at+8:at+16]))
	}
	d.strs = s[:k+n]
	return unsafe.String(&s[k], n)
}

// KeyString returns the current key as a string the caller may keep (a map
// key), from the same arena as String.
func (d *Decoder) KeyString() string { return d.keep(d.Key()) }

// stringBytes reads a string without allocating; the bytes are valid until the next call
// of a Decoder method.
func (d *Decoder) stringBytes(want string) ([]byte, bool) {
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
			d.record(stitch.CodeFormat, formatMessage("date-time", s), false, "")
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
		d.record(stitch.CodeFormat, formatMessage("date-time", s), false, "")
		return time.Time{}, false
	}
	return t, true
}
