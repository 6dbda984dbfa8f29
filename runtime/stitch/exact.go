package stitch

import "math/big"

// NumberText returns the literal of the number the last Float or FloatCoerce call read,
// as sent (for a coerced string, its content). It is valid until the next call. Generated
// code uses it where the float64 a literal rounds to cannot decide a check: a bound the
// value ties with after rounding, the int tag, and the text of a message.
func (d *Decoder) NumberText() []byte { return d.lastNum }

// CompareNumber compares the JSON number literal lit with the decimal bound exactly:
// -1, 0 or +1 as lit is less than, equal to or greater than bound. Both are valid
// (lit was scanned as a JSON number, bound was checked by the generator); anything else
// compares as equal. It allocates, and is called only when rounding ties.
func CompareNumber(lit []byte, bound string) int {
	a, ok1 := new(big.Rat).SetString(string(lit))
	b, ok2 := new(big.Rat).SetString(bound)
	if !ok1 || !ok2 {
		return 0
	}
	return a.Cmp(b)
}

// IsIntegral reports whether the JSON number literal lit is an integer exactly:
// 1, 1.0, 1e2 and 100e-2 are; 1.5 and 1.0000000000000001 are not. It does not allocate.
func IsIntegral(lit []byte) bool {
	i := 0
	if i < len(lit) && lit[i] == '-' {
		i++
	}
	intStart := i
	for i < len(lit) && isDigit(lit[i]) {
		i++
	}
	intDigits := lit[intStart:i]
	var frac []byte
	if i < len(lit) && lit[i] == '.' {
		i++
		start := i
		for i < len(lit) && isDigit(lit[i]) {
			i++
		}
		frac = lit[start:i]
	}
	exp := 0
	if i < len(lit) && (lit[i] == 'e' || lit[i] == 'E') {
		i++
		neg := false
		if i < len(lit) && (lit[i] == '+' || lit[i] == '-') {
			neg = lit[i] == '-'
			i++
		}
		for i < len(lit) && isDigit(lit[i]) {
			if exp < 1<<20 {
				exp = exp*10 + int(lit[i]-'0')
			}
			i++
		}
		if neg {
			exp = -exp
		}
	}
	// Trailing zeros of the fraction never matter.
	for len(frac) > 0 && frac[len(frac)-1] == '0' {
		frac = frac[:len(frac)-1]
	}
	if exp >= 0 {
		// A positive exponent moves that many fraction digits into the integer part.
		return len(frac) <= exp
	}
	// A negative exponent moves integer digits into the fraction: they must be zeros
	// (or the whole value zero).
	if len(frac) > 0 {
		return false
	}
	digits := intDigits
	for len(digits) > 0 && digits[0] == '0' {
		digits = digits[1:]
	}
	if len(digits) == 0 {
		return true
	}
	zeros := 0
	for k := len(digits) - 1; k >= 0 && digits[k] == '0'; k-- {
		zeros++
	}
	return zeros >= -exp
}
