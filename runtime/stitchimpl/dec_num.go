package stitchimpl

import (
	"math"
	"strconv"

	"github.com/stitchgen/stitchgen/runtime/internal/check"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

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
		d.intRangeIssue(stitch.CodeTooSmall, "an integer ≥ "+strconv.FormatInt(-int64(max)-1, 10), "int", bits, lit, want)
	case !neg && (class == check.NumBig || mag > max):
		d.intRangeIssue(stitch.CodeTooBig, "an integer ≤ "+strconv.FormatUint(max, 10), "int", bits, lit, want)
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
		d.intRangeIssue(stitch.CodeTooSmall, "an integer ≥ 0", "uint", bits, lit, want)
	case class == check.NumBig || mag > max:
		d.intRangeIssue(stitch.CodeTooBig, "an integer ≤ "+strconv.FormatUint(max, 10), "uint", bits, lit, want)
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
			d.rangeIssue(stitch.CodeTooBig, "a number ≤ "+strconv.FormatFloat(max, 'g', -1, bits), "float", bits, lit)
		} else {
			d.rangeIssue(stitch.CodeTooSmall, "a number ≥ "+strconv.FormatFloat(-max, 'g', -1, bits), "float", bits, lit)
		}
		return 0, false
	}
	return f, true
}

// NumberText returns the literal of the number the last Float or FloatCoerce call read,
// as sent (for a coerced string, its content). It is valid until the next call. Generated
// code uses it where the float64 a literal rounds to cannot decide a check: a bound the
// value ties with after rounding, the int tag, and the text of a message.
func (d *Decoder) NumberText() []byte { return d.lastNum }

// CompareNumber compares the JSON number literal lit with the decimal bound exactly:
// -1, 0 or +1 as lit is less than, equal to or greater than bound (check.CompareNumber:
// digit strings compared in linear time, no allocation; anything that is not a number
// literal compares as equal).
func CompareNumber(lit []byte, bound string) int { return check.CompareNumber(lit, bound) }

// IsIntegral reports whether the valid JSON number literal lit is an integer exactly:
// 1, 1.0, 1e2 and 100e-2 are; 1.5 and 1.0000000000000001 are not (check.IsIntegral).
func IsIntegral(lit []byte) bool { return check.IsIntegral(lit) }

// ParseFloat converts the valid JSON number literal lit to the nearest float of the given
// bits (32 or 64), as a float field holds it: correctly rounded at any length, ±Inf past
// the type's range (check.ParseFloat).
func ParseFloat(lit []byte, bits int) float64 { return check.ParseFloat(lit, bits) }

// shownNumber spells a number literal as a message repeats it: cut after 40 bytes with
// "…". Generated code passes NumberText.
func shownNumber(lit []byte) string { return shownLiteral(lit) }

// shownFloat32 spells a number sent for a float32 field, for a message: the literal as
// sent and, where the float32 it became reads differently, that value:
// "99.999999999 (100 as a float32)". f is the value Float(32, …) returned.
func shownFloat32(lit []byte, f float64) string {
	shown := shownLiteral(lit)
	held := strconv.FormatFloat(f, 'g', -1, 32)
	if CompareNumber(lit, held) != 0 {
		shown += " (" + held + " as a float32)"
	}
	return shown
}
