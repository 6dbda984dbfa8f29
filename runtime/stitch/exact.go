package stitch

import (
	"strconv"

	"github.com/stitchgen/stitchgen/internal/check"
)

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

// ShownNumber spells a number literal as a message repeats it: cut after 40 bytes with
// "…". Generated code passes NumberText.
func ShownNumber(lit []byte) string { return shownLiteral(lit) }

// ShownFloat32 spells a number sent for a float32 field, for a message: the literal as
// sent and, where the float32 it became reads differently, that value:
// "99.999999999 (100 as a float32)". f is the value Float(32, …) returned.
func ShownFloat32(lit []byte, f float64) string {
	shown := shownLiteral(lit)
	held := strconv.FormatFloat(f, 'g', -1, 32)
	if CompareNumber(lit, held) != 0 {
		shown += " (" + held + " as a float32)"
	}
	return shown
}
