package stitchimpl

import (
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/runtime/internal/check"
)

// readRoot runs read on a Decoder over in and returns what it read and the issues.
func readRoot[T any](t *testing.T, in string, read func(d *Decoder) (T, bool)) (T, bool, Issues) {
	t.Helper()
	var d Decoder
	d.Reset([]byte(in), Limits{})
	v, ok := read(&d)
	return v, ok, issuesOf(t, d.Finish())
}

// numCase is one literal: the value read, or the one issue it gives.
type numCase[T any] struct {
	in   string
	want T
	code string // "" for no issue
	msg  string
}

func checkNumbers[T comparable](t *testing.T, tests []numCase[T], read func(d *Decoder) (T, bool)) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			v, ok, is := readRoot(t, tt.in, read)
			if tt.code == "" {
				assert.Empty(t, is)
				assert.True(t, ok)
				assert.Equal(t, tt.want, v)
				return
			}
			assert.False(t, ok)
			assert.Equal(t, Issues{{"", tt.code, tt.msg}}, is)
		})
	}
}

func TestInt(t *testing.T) {
	type c = numCase[int64]
	int8s := []c{
		{in: "127", want: 127},
		{in: "-128", want: -128},
		{in: "128", code: CodeTooBig, msg: "expected an integer ≤ 127 (int8), got 128"},
		{in: "300", code: CodeTooBig, msg: "expected an integer ≤ 127 (int8), got 300"},
		{in: "-129", code: CodeTooSmall, msg: "expected an integer ≥ -128 (int8), got -129"},
		{in: "1.27e2", want: 127},
		{in: "12.8e1", code: CodeTooBig, msg: "expected an integer ≤ 127 (int8), got 12.8e1"},
	}
	checkNumbers(t, int8s, func(d *Decoder) (int64, bool) { return d.Int(8, "") })
	int16s := []c{
		{in: "32767", want: 32767},
		{in: "-32768", want: -32768},
		{in: "32768", code: CodeTooBig, msg: "expected an integer ≤ 32767 (int16), got 32768"},
		{in: "-32769", code: CodeTooSmall, msg: "expected an integer ≥ -32768 (int16), got -32769"},
	}
	checkNumbers(t, int16s, func(d *Decoder) (int64, bool) { return d.Int(16, "") })
	int32s := []c{
		{in: "2147483647", want: math.MaxInt32},
		{in: "-2147483648", want: math.MinInt32},
		{in: "2147483648", code: CodeTooBig, msg: "expected an integer ≤ 2147483647 (int32), got 2147483648"},
		{in: "-2147483649", code: CodeTooSmall, msg: "expected an integer ≥ -2147483648 (int32), got -2147483649"},
	}
	checkNumbers(t, int32s, func(d *Decoder) (int64, bool) { return d.Int(32, "") })
	int64s := []c{
		{in: "0", want: 0},
		{in: "-0", want: 0},
		{in: "-0.0e5", want: 0},
		{in: "0e999999999999999999999", want: 0},
		{in: "1.0", want: 1},
		{in: "1e2", want: 100},
		{in: "1E+2", want: 100},
		{in: "100e-2", want: 1},
		{in: "12300e-2", want: 123},
		{in: "0.000123e6", want: 123},
		{in: "9007199254740993", want: 9007199254740993}, // 2^53+1: a float64 would round it
		{in: "-9007199254740993", want: -9007199254740993},
		{in: "9223372036854775807", want: math.MaxInt64},
		{in: "-9223372036854775808", want: math.MinInt64},
		{in: "9223372036854775807.000", want: math.MaxInt64},
		{in: "922337203685477580.7e1", want: math.MaxInt64},
		{in: "1" + strings.Repeat("0", 1000) + "e-1000", want: 1},
		{in: "9223372036854775808", code: CodeTooBig, msg: "expected an integer ≤ 9223372036854775807 (int64), got 9223372036854775808"},
		{in: "-9223372036854775809", code: CodeTooSmall, msg: "expected an integer ≥ -9223372036854775808 (int64), got -9223372036854775809"},
		{in: "18446744073709551616", code: CodeTooBig, msg: "expected an integer ≤ 9223372036854775807 (int64), got 18446744073709551616"},
		{in: "1e19", code: CodeTooBig, msg: "expected an integer ≤ 9223372036854775807 (int64), got 1e19"},
		{in: "1e400", code: CodeTooBig, msg: "expected an integer ≤ 9223372036854775807 (int64), got 1e400"},
		{in: "-1e400", code: CodeTooSmall, msg: "expected an integer ≥ -9223372036854775808 (int64), got -1e400"},
		{in: "1e999999999", code: CodeTooBig, msg: "expected an integer ≤ 9223372036854775807 (int64), got 1e999999999"},
		{in: "1e99999999999999999999999999999999", code: CodeTooBig, msg: "expected an integer ≤ 9223372036854775807 (int64), got 1e99999999999999999999999999999999"},
		{in: "1" + strings.Repeat("0", 100), code: CodeTooBig, msg: "expected an integer ≤ 9223372036854775807 (int64), got 1" + strings.Repeat("0", 39) + "…"},
		{in: "1.5", code: CodeInvalidType, msg: "expected an integer, got the number 1.5"},
		{in: "-1.5", code: CodeInvalidType, msg: "expected an integer, got the number -1.5"},
		{in: "1e-400", code: CodeInvalidType, msg: "expected an integer, got the number 1e-400"},
		{in: "1e-999999999999999999999", code: CodeInvalidType, msg: "expected an integer, got the number 1e-999999999999999999999"},
		{in: "123e-2", code: CodeInvalidType, msg: "expected an integer, got the number 123e-2"},
		{in: "1.0000000000000000000000001", code: CodeInvalidType, msg: "expected an integer, got the number 1.0000000000000000000000001"},
		{in: `"1"`, code: CodeInvalidType, msg: `expected an integer, got the string "1"`},
		{in: `true`, code: CodeInvalidType, msg: `expected an integer, got true`},
		{in: `null`, code: CodeInvalidType, msg: `expected an integer, got null`},
		{in: `{}`, code: CodeInvalidType, msg: `expected an integer, got an object`},
	}
	checkNumbers(t, int64s, func(d *Decoder) (int64, bool) { return d.Int(64, "") })
	checkNumbers(t, int64s[:3], func(d *Decoder) (int64, bool) { return d.Int(0, "") })
	checkNumbers(t, []c{{in: "1.5", code: CodeInvalidType, msg: "expected an integer ≥ 0, got the number 1.5"}},
		func(d *Decoder) (int64, bool) { return d.Int(64, "an integer ≥ 0") })
}

func TestUint(t *testing.T) {
	type c = numCase[uint64]
	checkNumbers(t, []c{
		{in: "255", want: 255},
		{in: "0", want: 0},
		{in: "-0", want: 0},
		{in: "256", code: CodeTooBig, msg: "expected an integer ≤ 255 (uint8), got 256"},
		{in: "-1", code: CodeTooSmall, msg: "expected an integer ≥ 0 (uint8), got -1"},
		{in: "-1e400", code: CodeTooSmall, msg: "expected an integer ≥ 0 (uint8), got -1e400"},
		{in: "-0.5", code: CodeInvalidType, msg: "expected an integer, got the number -0.5"},
	}, func(d *Decoder) (uint64, bool) { return d.Uint(8, "") })
	checkNumbers(t, []c{
		{in: "65535", want: 65535},
		{in: "65536", code: CodeTooBig, msg: "expected an integer ≤ 65535 (uint16), got 65536"},
	}, func(d *Decoder) (uint64, bool) { return d.Uint(16, "") })
	checkNumbers(t, []c{
		{in: "4294967295", want: math.MaxUint32},
		{in: "4294967296", code: CodeTooBig, msg: "expected an integer ≤ 4294967295 (uint32), got 4294967296"},
	}, func(d *Decoder) (uint64, bool) { return d.Uint(32, "") })
	checkNumbers(t, []c{
		{in: "18446744073709551615", want: math.MaxUint64},
		{in: "1844674407370955161.5e1", want: math.MaxUint64},
		{in: "9007199254740993", want: 9007199254740993},
		{in: "18446744073709551616", code: CodeTooBig, msg: "expected an integer ≤ 18446744073709551615 (uint64), got 18446744073709551616"},
		{in: "99999999999999999999", code: CodeTooBig, msg: "expected an integer ≤ 18446744073709551615 (uint64), got 99999999999999999999"},
		{in: "1e20", code: CodeTooBig, msg: "expected an integer ≤ 18446744073709551615 (uint64), got 1e20"},
		{in: "-9223372036854775808", code: CodeTooSmall, msg: "expected an integer ≥ 0 (uint64), got -9223372036854775808"},
		{in: `"7"`, code: CodeInvalidType, msg: `expected an integer, got the string "7"`},
	}, func(d *Decoder) (uint64, bool) { return d.Uint(0, "") })
}

func TestFloat(t *testing.T) {
	type c = numCase[float64]
	checkNumbers(t, []c{
		{in: "1.5", want: 1.5},
		{in: "-0.1", want: -0.1},
		{in: "1e2", want: 100},
		{in: "123456789012345678901234567890", want: 123456789012345678901234567890},
		{in: "0.1e-5", want: 0.1e-5},
		{in: "1e22", want: 1e22},
		{in: "1e23", want: 1e23},
		{in: "9007199254740993", want: 9007199254740992},
		{in: "1.7976931348623157e308", want: math.MaxFloat64},
		{in: "1e-400", want: 0}, // too small to represent: zero, as strconv and encoding/json read it
		{in: "1e400", code: CodeTooBig, msg: "expected a number ≤ 1.7976931348623157e+308 (float64), got 1e400"},
		{in: "-1e400", code: CodeTooSmall, msg: "expected a number ≥ -1.7976931348623157e+308 (float64), got -1e400"},
		{in: "1e999999999999999999", code: CodeTooBig, msg: "expected a number ≤ 1.7976931348623157e+308 (float64), got 1e999999999999999999"},
		{in: `"1.5"`, code: CodeInvalidType, msg: `expected a number, got the string "1.5"`},
		{in: `[1]`, code: CodeInvalidType, msg: `expected a number, got an array`},
	}, func(d *Decoder) (float64, bool) { return d.Float(64, "") })
	checkNumbers(t, []c{
		{in: "1.5", want: 1.5},
		{in: "0.1", want: float64(float32(0.1))},
		{in: "3.4028234e38", want: math.MaxFloat32},
		{in: "1e39", code: CodeTooBig, msg: "expected a number ≤ 3.4028235e+38 (float32), got 1e39"},
		{in: "-1e39", code: CodeTooSmall, msg: "expected a number ≥ -3.4028235e+38 (float32), got -1e39"},
	}, func(d *Decoder) (float64, bool) { return d.Float(32, "") })
}

func TestParseIntegerAgreesWithBigArithmetic(t *testing.T) {
	// Spot checks of the exact reader against literals whose value is known.
	for lit, want := range map[string]uint64{
		"0.00000000000000000000000000001e29": 1,
		"18446744073709551615e0":             math.MaxUint64,
		"1844674407370955161500e-2":          math.MaxUint64,
		"5e0":                                5,
		"50e-1":                              5,
		"0.5e1":                              5,
	} {
		neg, mag, class := check.ParseInteger([]byte(lit))
		assert.False(t, neg, lit)
		assert.Equal(t, check.NumInt, class, lit)
		assert.Equal(t, want, mag, lit)
	}
	_, _, class := check.ParseInteger([]byte("1844674407370955161500e-1"))
	assert.Equal(t, check.NumBig, class)
	_, _, class = check.ParseInteger([]byte("1844674407370955161501e-2"))
	assert.Equal(t, check.NumFrac, class)
}

func TestCoerce(t *testing.T) {
	checkNumbers(t, []numCase[int64]{
		{in: `"1"`, want: 1},
		{in: `"-12"`, want: -12},
		{in: `"1e2"`, want: 100},
		{in: `"\u0031"`, want: 1},
		{in: `7`, want: 7},
		{in: `" 2 "`, code: CodeInvalidType, msg: `expected an integer, got the string " 2 "`},
		{in: `"01"`, code: CodeInvalidType, msg: `expected an integer, got the string "01"`},
		{in: `"+1"`, code: CodeInvalidType, msg: `expected an integer, got the string "+1"`},
		{in: `""`, code: CodeInvalidType, msg: `expected an integer, got the string ""`},
		{in: `"one"`, code: CodeInvalidType, msg: `expected an integer, got the string "one"`},
		{in: `"1.5"`, code: CodeInvalidType, msg: `expected an integer, got the string "1.5"`},
		{in: `"300"`, want: 300},
		{in: `true`, code: CodeInvalidType, msg: `expected an integer, got true`},
	}, func(d *Decoder) (int64, bool) { return d.IntCoerce(0, "") })
	checkNumbers(t, []numCase[int64]{
		{in: `"300"`, code: CodeTooBig, msg: `expected an integer ≤ 127 (int8), got 300`},
	}, func(d *Decoder) (int64, bool) { return d.IntCoerce(8, "") })
	checkNumbers(t, []numCase[uint64]{
		{in: `"42"`, want: 42},
		{in: `"-1"`, code: CodeTooSmall, msg: `expected an integer ≥ 0 (uint64), got -1`},
	}, func(d *Decoder) (uint64, bool) { return d.UintCoerce(0, "") })
	checkNumbers(t, []numCase[float64]{
		{in: `"1.5"`, want: 1.5},
		{in: `2.5`, want: 2.5},
		{in: `"1.5x"`, code: CodeInvalidType, msg: `expected a number, got the string "1.5x"`},
		{in: `"NaN"`, code: CodeInvalidType, msg: `expected a number, got the string "NaN"`},
		{in: `"1e400"`, code: CodeTooBig, msg: `expected a number ≤ 1.7976931348623157e+308 (float64), got 1e400`},
	}, func(d *Decoder) (float64, bool) { return d.FloatCoerce(64, "") })
	checkNumbers(t, []numCase[bool]{
		{in: `true`, want: true},
		{in: `false`, want: false},
		{in: `"true"`, want: true},
		{in: `"false"`, want: false},
		{in: `1`, want: true},
		{in: `0`, want: false},
		{in: `1.0`, want: true},
		{in: `-0`, want: false},
		{in: `"True"`, code: CodeInvalidType, msg: `expected a boolean, got the string "True"`},
		{in: `"1"`, code: CodeInvalidType, msg: `expected a boolean, got the string "1"`},
		{in: `2`, code: CodeInvalidType, msg: `expected a boolean, got the number 2`},
		{in: `-1`, code: CodeInvalidType, msg: `expected a boolean, got the number -1`},
		{in: `null`, code: CodeInvalidType, msg: `expected a boolean, got null`},
	}, func(d *Decoder) (bool, bool) { return d.BoolCoerce("") })
	checkNumbers(t, []numCase[bool]{
		{in: `true`, want: true},
		{in: `"true"`, code: CodeInvalidType, msg: `expected a boolean, got the string "true"`},
		{in: `1`, code: CodeInvalidType, msg: `expected a yes/no flag, got the number 1`},
	}[:2], func(d *Decoder) (bool, bool) { return d.Bool("") })
	checkNumbers(t, []numCase[bool]{
		{in: `1`, code: CodeInvalidType, msg: `expected a yes/no flag, got the number 1`},
	}, func(d *Decoder) (bool, bool) { return d.Bool("a yes/no flag") })
	checkNumbers(t, []numCase[string]{
		{in: `"a"`, want: "a"},
		{in: `1.50`, want: "1.50"},
		{in: `-1e400`, want: "-1e400"},
		{in: `true`, want: "true"},
		{in: `false`, want: "false"},
		{in: `null`, code: CodeInvalidType, msg: `expected a string, got null`},
		{in: `[]`, code: CodeInvalidType, msg: `expected a string, got an array`},
	}, func(d *Decoder) (string, bool) { return d.StringCoerce("") })
}
