package stitchimpl

import (
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/runtime/internal/check"
)

func TestIsIntegral(t *testing.T) {
	for lit, want := range map[string]bool{
		"1": true, "-1": true, "0": true, "-0": true, "1.0": true, "1e2": true, "100e-2": true, "1.50e1": true,
		"0.0e-5": true, "12300e-2": true, "1.5": false, "1.0000000000000001": false, "1e-1": false,
		"123e-2": false, "0.1e1": true, "0.15e1": false, "1e400": true, "5e-400": false,
	} {
		assert.Equal(t, want, IsIntegral([]byte(lit)), lit)
	}
}

func TestCompareNumber(t *testing.T) {
	assert.Equal(t, 1, CompareNumber([]byte("2.5000000000000001"), "2.5"))
	assert.Equal(t, 0, CompareNumber([]byte("25e-1"), "2.5"))
	assert.Equal(t, -1, CompareNumber([]byte("-1e-400"), "0"))
	assert.Equal(t, 0, CompareNumber([]byte("x"), "0"))
	assert.Equal(t, 0, CompareNumber([]byte("-0.0e7"), "0"))
	assert.Equal(t, -1, CompareNumber([]byte("-0.5"), "-0.25"))
	assert.Equal(t, 1, CompareNumber([]byte("1e400"), "1.7976931348623157e308"))
	assert.Equal(t, -1, CompareNumber([]byte("0.00012"), "1.2e-3"))
	assert.Equal(t, 0, CompareNumber([]byte("1200e-6"), "1.2e-3"))
}

// Issue 10 §5: big.Rat.SetString failed beyond an exponent of 10^6 and CompareNumber said
// "equal"; and it was quadratic. The comparison is exact at any length and allocates
// nothing.
func TestCompareNumberLongLiterals(t *testing.T) {
	million := strings.Repeat("0", 1_000_000)
	tests := []struct {
		lit, bound string
		want       int
	}{
		{"-1e-1000001", "0", -1},
		{"1e-1000001", "0", 1},
		{"20." + million + "1", "20", 1},
		{"20." + million, "20", 0},
		{"19." + strings.Repeat("9", 1_000_000), "20", -1},
		{"2" + million + "e-1000000", "2", 0},
		{"2" + million + "1e-1000001", "2", 1},
		{"2" + million + "1e-1000001", "20", -1},
		{"1e" + strings.Repeat("9", 100_000), "1e308", 1},
		{"-1e" + strings.Repeat("9", 100_000), "-1e308", -1},
		{"1e-" + strings.Repeat("9", 100_000), "0", 1},
	}
	for _, tt := range tests {
		lit := []byte(tt.lit)
		assert.Equal(t, tt.want, CompareNumber(lit, tt.bound), shownLiteral(lit))
		assert.Equal(t, -tt.want, compareSwapped(tt.bound, lit), shownLiteral(lit))
		assert.Zero(t, testing.AllocsPerRun(1, func() { CompareNumber(lit, tt.bound) }))
	}
}

// compareSwapped compares bound with lit, to check the comparison both ways.
func compareSwapped(bound string, lit []byte) int {
	a, b := check.ReadDecimal(bound), check.ReadDecimal(lit)
	return check.CompareDecimal(&a, &b)
}

// FuzzCompareNumber checks the digit-string comparison against big.Rat on literals short
// enough for it.
func FuzzCompareNumber(f *testing.F) {
	for _, s := range [][2]string{{"2.5000000000000001", "2.5"}, {"-0", "0"}, {"1e2", "100.0"}, {"0.1e-3", "1E-4"}, {"-7.25", "-7.3"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		if !check.IsNumber(a) || !check.IsNumber(b) || len(a) > 40 || len(b) > 40 {
			return
		}
		ra, ok1 := new(big.Rat).SetString(a)
		rb, ok2 := new(big.Rat).SetString(b)
		if !ok1 || !ok2 { // big.Rat refuses exponents beyond 10^6
			return
		}
		if got, want := CompareNumber([]byte(a), b), ra.Cmp(rb); got != want {
			t.Fatalf("CompareNumber(%s, %s) = %d, big.Rat says %d", a, b, got, want)
		}
		if got, want := check.IsIntegral(a), ra.IsInt(); got != want {
			t.Fatalf("%s: integral %v, big.Rat says %v", a, got, want)
		}
	})
}

// Issue 10 §5 (and issue 14 §2: one classification): IsIntegral read the exponent only up
// to 2^20.
func TestIsIntegralLongLiterals(t *testing.T) {
	zeros := strings.Repeat("0", 1<<20)
	assert.False(t, IsIntegral([]byte("1"+zeros+"e-10485760")))
	assert.True(t, IsIntegral([]byte("1"+zeros+"e-1048576")))
	assert.False(t, IsIntegral([]byte("1"+zeros+"e-1048577")))
	assert.True(t, IsIntegral([]byte("0."+zeros+"1e1048577")))
	_, _, class := check.ParseInteger([]byte("1" + zeros + "e-10485760"))
	assert.Equal(t, check.NumFrac, class)
}

// strconv.ParseFloat stops reading an exponent at 10000; check.ParseFloat reads any length.
func TestParseFloatLongLiterals(t *testing.T) {
	zeros := strings.Repeat("0", 1<<20)
	assert.Equal(t, 1.0, check.ParseFloat([]byte("1"+zeros+"e-1048576"), 64))
	assert.Equal(t, 0.5, check.ParseFloat([]byte("5"+zeros+"e-1048577"), 32))
	assert.Equal(t, 20.0, check.ParseFloat([]byte("20."+zeros+"1"), 64))
	assert.True(t, math.Signbit(check.ParseFloat([]byte("-0."+zeros), 64)))
	assert.Equal(t, 0.0, check.ParseFloat([]byte("1e-1"+zeros), 64))
	assert.True(t, math.IsInf(check.ParseFloat([]byte("1e1"+zeros), 64), 1))
	assert.Equal(t, 0.1, check.ParseFloat([]byte("1e-"+zeros+"1"), 64))
	assert.Equal(t, 1.5, check.ParseFloat([]byte("1.5"), 64))
}

func TestNumberText(t *testing.T) {
	var d Decoder
	d.Reset([]byte(`[2.5000000000000001,"7e1"]`), Limits{})
	d.BeginArray()
	d.NextItem()
	f, ok := d.Float(64, "")
	assert.True(t, ok)
	assert.Equal(t, 2.5, f)
	assert.Equal(t, "2.5000000000000001", string(d.NumberText()))
	d.NextItem()
	_, ok = d.FloatCoerce(64, "")
	assert.True(t, ok)
	assert.Equal(t, "7e1", string(d.NumberText()))
}
