package check

import (
	"math"
	"strconv"
	"unsafe"
)

// NumClass classifies a number literal read as an integer.
type NumClass uint8

const (
	NumInt  NumClass = iota // an integer whose magnitude fits in a uint64
	NumFrac                 // not an integer (1.5, 1e-400)
	NumBig                  // an integer whose magnitude exceeds a uint64 (1e400)
)

// maxExp caps the exponent read from a literal. A literal cannot hold 2^48 digits (no
// address space does), so an exponent beyond the cap is beyond every digit count a
// literal can bring back, and every value it gives compares as if the exponent were
// infinite; capping keeps the work linear in the literal's length and the arithmetic
// in an int64.
const maxExp = 1 << 50

// decimal is a valid JSON number literal read exactly, with no arithmetic on its digits:
// its value is ±0.d₁d₂…dₙ × 10^point, where d₁…dₙ are its significant digits (the first
// and last are not zero). Zero, in any spelling, has no significant digits.
type decimal[S ~string | ~[]byte] struct {
	lit         S
	neg         bool
	intStart    int   // index of the first digit of the integer part
	nInt        int   // digits in the integer part
	fracStart   int   // index of the first digit of the fraction
	first, last int   // the significant digits: positions in the digit sequence (integer part, then fraction)
	point       int64 // the exponent of the form above
}

// ReadDecimal reads a valid JSON number literal (a bound checked by the generator, or a
// literal scanned by scanNum) in one pass.
func ReadDecimal[S ~string | ~[]byte](lit S) decimal[S] {
	x := decimal[S]{lit: lit}
	i := 0
	if lit[0] == '-' {
		x.neg = true
		i = 1
	}
	x.intStart = i
	for i < len(lit) && IsDigit(lit[i]) {
		i++
	}
	x.nInt = i - x.intStart
	x.fracStart = i
	nFrac := 0
	if i < len(lit) && lit[i] == '.' {
		i++
		x.fracStart = i
		for i < len(lit) && IsDigit(lit[i]) {
			i++
		}
		nFrac = i - x.fracStart
	}
	var exp int64
	if i < len(lit) { // 'e' or 'E'
		i++
		eneg := false
		if lit[i] == '+' || lit[i] == '-' {
			eneg = lit[i] == '-'
			i++
		}
		for ; i < len(lit); i++ {
			if exp < maxExp {
				exp = exp*10 + int64(lit[i]-'0')
			}
		}
		exp = min(exp, maxExp)
		if eneg {
			exp = -exp
		}
	}
	n := x.nInt + nFrac
	x.first = 0
	for x.first < n && x.digit(x.first) == 0 {
		x.first++
	}
	x.last = n - 1
	for x.last >= x.first && x.digit(x.last) == 0 {
		x.last--
	}
	x.point = exp + int64(x.nInt-x.first)
	return x
}

// digit returns the k-th digit of the digit sequence (integer part, then fraction).
func (x *decimal[S]) digit(k int) byte {
	if k < x.nInt {
		return x.lit[x.intStart+k] - '0'
	}
	return x.lit[x.fracStart+k-x.nInt] - '0'
}

// isZero reports whether the value is zero (-0 and 0e5 included).
func (x *decimal[S]) isZero() bool { return x.first > x.last }

// sign is -1, 0 or +1.
func (x *decimal[S]) sign() int {
	switch {
	case x.isZero():
		return 0
	case x.neg:
		return -1
	}
	return 1
}

// integral reports whether the value is an integer: no significant digit falls after
// the decimal point.
func (x *decimal[S]) integral() bool {
	return x.isZero() || int64(x.last-x.first+1) <= x.point
}

// classify reads the value as an integer: its sign apart from its magnitude (-0 is 0,
// neg false), and whether it is one that fits in a uint64. It is the one place that
// decides whether a literal is an integer (IsIntegral, Int, Uint, BoolCoerce).
func (x *decimal[S]) classify() (neg bool, mag uint64, class NumClass) {
	switch {
	case x.isZero():
		return false, 0, NumInt
	case !x.integral():
		return x.neg, 0, NumFrac
	case x.point > 20: // at least 10^20
		return x.neg, 0, NumBig
	}
	for k := x.first; k <= x.last; k++ {
		d := uint64(x.digit(k))
		if mag > (math.MaxUint64-d)/10 {
			return x.neg, 0, NumBig
		}
		mag = mag*10 + d
	}
	for e := x.point - int64(x.last-x.first+1); e > 0; e-- {
		if mag > math.MaxUint64/10 {
			return x.neg, 0, NumBig
		}
		mag *= 10
	}
	return x.neg, mag, NumInt
}

// CompareDecimal compares two values exactly: -1, 0 or +1 as a is less than, equal to or
// greater than b. It reads each digit at most once: time linear in the literals.
func CompareDecimal[A, B ~string | ~[]byte](a *decimal[A], b *decimal[B]) int {
	sa, sb := a.sign(), b.sign()
	switch {
	case sa != sb:
		return cmpInt(sa, sb)
	case sa == 0:
		return 0
	}
	mag := 0 // |a| against |b|
	if a.point != b.point {
		mag = cmpInt(a.point, b.point)
	} else {
		na, nb := a.last-a.first+1, b.last-b.first+1
		for k := 0; k < max(na, nb) && mag == 0; k++ {
			var da, db byte // past the last significant digit, digits are 0
			if k < na {
				da = a.digit(a.first + k)
			}
			if k < nb {
				db = b.digit(b.first + k)
			}
			mag = cmpInt(da, db)
		}
	}
	return sa * mag
}

func cmpInt[T int | int64 | byte](a, b T) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// ParseInteger reads a valid JSON number literal exactly, with no float round trip: the
// value is its digits times a power of ten, and it is an integer iff no non-zero digit falls
// after the decimal point once the exponent is applied (1.0, 1e2 and 100e-2 are integers).
// The sign is returned apart from the magnitude; -0 is 0 (neg false).
func ParseInteger(lit []byte) (neg bool, mag uint64, class NumClass) {
	i := 0
	if lit[0] == '-' {
		neg = true
		i = 1
	}
	// Fast path: plain digits that fit.
	if len(lit)-i <= 19 {
		var m uint64
		k := i
		for ; k < len(lit); k++ {
			c := lit[k] - '0'
			if c > 9 {
				break
			}
			m = m*10 + uint64(c)
		}
		if k == len(lit) {
			return neg && m != 0, m, NumInt
		}
	}
	x := ReadDecimal(lit)
	return x.classify()
}

// ParseFloat converts a valid number literal to the nearest float of the given bits (32
// or 64), as strconv.ParseFloat does, and right for every length: ParseFloat stops reading
// an exponent past 10000, so it reads 1 followed by a million zeros times 10^-1000000 as
// 0, not 1. A long literal is first rewritten as 0.<significant digits>e<point>, whose
// exponent is beyond 10000 only when the value overflows or underflows anyway.
func ParseFloat(lit []byte, bits int) float64 {
	if len(lit) <= 32 {
		f, _ := strconv.ParseFloat(string(lit), bits)
		return f
	}
	x := ReadDecimal(lit)
	if x.isZero() {
		if x.neg {
			return math.Copysign(0, -1)
		}
		return 0
	}
	b := make([]byte, 0, x.last-x.first+32)
	if x.neg {
		b = append(b, '-')
	}
	b = append(b, '0', '.')
	for k := x.first; k <= x.last; k++ {
		b = append(b, '0'+x.digit(k))
	}
	b = append(b, 'e')
	b = strconv.AppendInt(b, x.point, 10)
	f, _ := strconv.ParseFloat(unsafe.String(&b[0], len(b)), bits)
	return f
}

// pow10 holds the powers of ten that a float64 represents exactly.
var pow10 = [...]float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
	1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22}

// FastFloat converts a valid number literal with few digits and a small exponent to a
// float64, correctly rounded (Clinger's fast path: an exact mantissa below 2^53 times or
// divided by an exact power of ten rounds once). ok is false when the literal needs the
// general algorithm.
func FastFloat(lit []byte) (f float64, ok bool) {
	i := 0
	neg := lit[0] == '-'
	if neg {
		i = 1
	}
	var m uint64
	digits, frac := 0, 0
	for ; i < len(lit) && IsDigit(lit[i]); i++ {
		m = m*10 + uint64(lit[i]-'0')
		digits++
	}
	if i < len(lit) && lit[i] == '.' {
		for i++; i < len(lit) && IsDigit(lit[i]); i++ {
			m = m*10 + uint64(lit[i]-'0')
			digits++
			frac++
		}
	}
	if digits > 15 {
		return 0, false
	}
	exp := 0
	if i < len(lit) {
		i++
		eneg := false
		if lit[i] == '+' || lit[i] == '-' {
			eneg = lit[i] == '-'
			i++
		}
		for ; i < len(lit); i++ {
			exp = exp*10 + int(lit[i]-'0')
			if exp > 100 {
				return 0, false
			}
		}
		if eneg {
			exp = -exp
		}
	}
	exp -= frac
	f = float64(m)
	switch {
	case exp == 0:
	case exp > 0 && exp < len(pow10):
		f *= pow10[exp]
	case exp < 0 && -exp < len(pow10):
		f /= pow10[-exp]
	default:
		return 0, false
	}
	if neg {
		f = -f
	}
	return f, true
}

// NumErr says why a literal is not a JSON number (ScanNumber).
type NumErr uint8

const (
	NumOK          NumErr = iota
	NumMinusDigit         // "-" not followed by a digit
	NumLeadingZero        // "01"
	NumFracDigit          // "1." not followed by a digit
	NumExpDigit           // "1e" not followed by a digit
)

// ScanNumber scans the JSON number literal starting at b[i], which is '-' or a digit:
// the end of the literal, or where and why it is not one. The parser's scanner and
// IsNumber use it: one grammar.
func ScanNumber[S ~string | ~[]byte](b S, i int) (int, NumErr) {
	if b[i] == '-' {
		i++
		if i >= len(b) || !IsDigit(b[i]) {
			return i, NumMinusDigit
		}
	}
	if b[i] == '0' {
		i++
		if i < len(b) && IsDigit(b[i]) {
			return i, NumLeadingZero
		}
	} else {
		for i < len(b) && IsDigit(b[i]) {
			i++
		}
	}
	if i < len(b) && b[i] == '.' {
		i++
		if i >= len(b) || !IsDigit(b[i]) {
			return i, NumFracDigit
		}
		for i < len(b) && IsDigit(b[i]) {
			i++
		}
	}
	if i < len(b) && b[i]|0x20 == 'e' {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if i >= len(b) || !IsDigit(b[i]) {
			return i, NumExpDigit
		}
		for i < len(b) && IsDigit(b[i]) {
			i++
		}
	}
	return i, NumOK
}

// IsNumber reports whether b is exactly one JSON number literal.
func IsNumber[S ~string | ~[]byte](b S) bool {
	if len(b) == 0 || (b[0] != '-' && !IsDigit(b[0])) {
		return false
	}
	end, e := ScanNumber(b, 0)
	return e == NumOK && end == len(b)
}

// IsDigit reports whether c is an ASCII digit.
func IsDigit(c byte) bool { return c-'0' <= 9 }

// Unhex is the value of the hex digit c, or -1.
func Unhex(c byte) rune {
	switch {
	case c-'0' <= 9:
		return rune(c - '0')
	case c-'a' <= 5:
		return rune(c-'a') + 10
	case c-'A' <= 5:
		return rune(c-'A') + 10
	}
	return -1
}

// CompareNumber compares the JSON number literal lit with the decimal bound exactly:
// -1, 0 or +1 as lit is less than, equal to or greater than bound. Both must be valid JSON
// number literals (lit was scanned as one; bound was checked by the generator, and its
// exponent is below 2^50 in magnitude, as every float's is). It compares digit strings,
// in time linear in the literals, and does not allocate. Anything else compares as equal.
func CompareNumber[A, B ~string | ~[]byte](lit A, bound B) int {
	if !IsNumber(lit) || !IsNumber(bound) {
		return 0
	}
	a, b := ReadDecimal(lit), ReadDecimal(bound)
	return CompareDecimal(&a, &b)
}

// IsIntegral reports whether the valid JSON number literal lit is an integer exactly:
// 1, 1.0, 1e2 and 100e-2 are; 1.5 and 1.0000000000000001 are not (nor is anything that
// is not a number literal). It does not allocate.
func IsIntegral[S ~string | ~[]byte](lit S) bool {
	if !IsNumber(lit) {
		return false
	}
	x := ReadDecimal(lit)
	return x.integral()
}
