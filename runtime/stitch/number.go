package stitch

import "math"

// numClass classifies a number literal read as an integer.
type numClass uint8

const (
	numInt  numClass = iota // an integer whose magnitude fits in a uint64
	numFrac                 // not an integer (1.5, 1e-400)
	numBig                  // an integer whose magnitude exceeds a uint64 (1e400)
)

// maxExp caps the exponent read from a literal: anything beyond it is out of every range
// (the input is at most a few megabytes, so a literal cannot hold enough digits to bring
// such an exponent back), and capping keeps the work linear in the literal's length.
const maxExp = 1 << 40

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
	intStart := i
	for i < len(lit) && isDigit(lit[i]) {
		i++
	}
	nInt := i - intStart
	fracStart, nFrac := i, 0
	if i < len(lit) && lit[i] == '.' {
		i++
		fracStart = i
		for i < len(lit) && isDigit(lit[i]) {
			i++
		}
		nFrac = i - fracStart
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
		if eneg {
			exp = -exp
		}
	}
	// The digits, int part then fraction, are indexed 0..n-1 as one sequence.
	n := nInt + nFrac
	digit := func(k int) byte {
		if k < nInt {
			return lit[intStart+k] - '0'
		}
		return lit[fracStart+k-nInt] - '0'
	}
	first := 0
	for first < n && digit(first) == 0 {
		first++
	}
	if first == n {
		return false, 0, numInt // zero, in any spelling
	}
	last := n - 1
	for digit(last) == 0 {
		last--
	}
	// value = digits[first..last] × 10^e
	e := exp - int64(nFrac) + int64(n-1-last)
	if e < 0 {
		return neg, 0, numFrac
	}
	if int64(last-first+1)+e > 20 {
		return neg, 0, numBig
	}
	for k := first; k <= last; k++ {
		d := uint64(digit(k))
		if mag > (math.MaxUint64-d)/10 {
			return neg, 0, numBig
		}
		mag = mag*10 + d
	}
	for ; e > 0; e-- {
		if mag > math.MaxUint64/10 {
			return neg, 0, numBig
		}
		mag *= 10
	}
	return neg, mag, numInt
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
