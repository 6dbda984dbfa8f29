package stitch

import (
	"math"
	"strconv"
	"unsafe"
)

// numClass classifies a number literal read as an integer.
type numClass uint8

const (
	numInt  numClass = iota // an integer whose magnitude fits in a uint64
	numFrac                 // not an integer (1.5, 1e-400)
	numBig                  // an integer whose magnitude exceeds a uint64 (1e400)
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

// readDecimal reads a valid JSON number literal (a bound checked by the generator, or a
// literal scanned by scanNum) in one pass.
func readDecimal[S ~string | ~[]byte](lit S) decimal[S] {
	x := decimal[S]{lit: lit}
	i := 0
	if lit[0] == '-' {
		x.neg = true
		i = 1
	}
	x.intStart = i
	for i < len(lit) && isDigit(lit[i]) {
		i++
	}
	x.nInt = i - x.intStart
	x.fracStart = i
	nFrac := 0
	if i < len(lit) && lit[i] == '.' {
		i++
		x.fracStart = i
		for i < len(lit) && isDigit(lit[i]) {
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
func (x *decimal[S]) classify() (neg bool, mag uint64, class numClass) {
	switch {
	case x.isZero():
		return false, 0, numInt
	case !x.integral():
		return x.neg, 0, numFrac
	case x.point > 20: // at least 10^20
		return x.neg, 0, numBig
	}
	for k := x.first; k <= x.last; k++ {
		d := uint64(x.digit(k))
		if mag > (math.MaxUint64-d)/10 {
			return x.neg, 0, numBig
		}
		mag = mag*10 + d
	}
	for e := x.point - int64(x.last-x.first+1); e > 0; e-- {
		if mag > math.MaxUint64/10 {
			return x.neg, 0, numBig
		}
		mag *= 10
	}
	return x.neg, mag, numInt
}

// compareDecimal compares two values exactly: -1, 0 or +1 as a is less than, equal to or
// greater than b. It reads each digit at most once: time linear in the literals.
func compareDecimal[A, B ~string | ~[]byte](a *decimal[A], b *decimal[B]) int {
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

// parseInteger reads a valid JSON number literal exactly, with no float round trip: the
// value is its digits times a power of ten, and it is an integer iff no non-zero digit falls
// after the decimal point once the exponent is applied (1.0, 1e2 and 100e-2 are integers).
// The sign is returned apart from the magnitude; -0 is 0 (neg false).
func parseInteger(lit []byte) (neg bool, mag uint64, class numClass) {
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
			return neg && m != 0, m, numInt
		}
	}
	x := readDecimal(lit)
	return x.classify()
}

// parseFloat converts a valid number literal to the nearest float of the given bits (32
// or 64), as strconv.ParseFloat does, and right for every length: ParseFloat stops reading
// an exponent past 10000, so it reads 1 followed by a million zeros times 10^-1000000 as
// 0, not 1. A long literal is first rewritten as 0.<significant digits>e<point>, whose
// exponent is beyond 10000 only when the value overflows or underflows anyway.
func parseFloat(lit []byte, bits int) float64 {
	if len(lit) <= 32 {
		f, _ := strconv.ParseFloat(string(lit), bits)
		return f
	}
	x := readDecimal(lit)
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

// fastFloat converts a valid number literal with few digits and a small exponent to a
// float64, correctly rounded (Clinger's fast path: an exact mantissa below 2^53 times or
// divided by an exact power of ten rounds once). ok is false when the literal needs the
// general algorithm.
func fastFloat(lit []byte) (f float64, ok bool) {
	i := 0
	neg := lit[0] == '-'
	if neg {
		i = 1
	}
	var m uint64
	digits, frac := 0, 0
	for ; i < len(lit) && isDigit(lit[i]); i++ {
		m = m*10 + uint64(lit[i]-'0')
		digits++
	}
	if i < len(lit) && lit[i] == '.' {
		for i++; i < len(lit) && isDigit(lit[i]); i++ {
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
