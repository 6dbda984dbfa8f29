package scalars

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func ptr[T any](v T) *T { return &v }

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseScalars, []parsetest.Case{
		{
			Name: "good: exact integers, defaults, rewrites",
			In: `{"name":"ab","code":"ABC","color":"red","site":"https://x.io","handle":"  BoB ","flag":true,
"i":-5,"i8":-128,"i16":1,"i32":3,"i64":9007199254740993,"u":0,"u8":10,"u16":65535,"u32":4294967295,
"u64":18446744073709551615,"f32":0.5,"f64":1e2,"maybe":null}`,
			Want: Scalars{Name: "ab", Code: "ABC", Color: "red", Site: "https://x.io", Handle: "bob", Flag: true,
				I: -5, I8: -128, I16: 1, I32: 3, I64: 9007199254740993, U: 0, U8: 10, U16: 65535, U32: 4294967295,
				U64: 18446744073709551615, F32: 0.5, F64: 100, Level: "low", Count: 7},
		},
		{
			Name: "coerce and catch",
			In: `{"name":"ab","code":"ABC","color":"red","site":"https://x.io","handle":"bob","flag":false,
"i":0,"i8":0,"i16":1,"i32":1,"i64":1.0,"u":0,"u8":0,"u16":0,"u32":0,"u64":0,"f32":0.25,"f64":-0,
"maybe":"m","loose":"12","fallback":"x","count":1,"level":"high","best":7,"peak":"p"}`,
			Want: Scalars{Name: "ab", Code: "ABC", Color: "red", Site: "https://x.io", Handle: "bob",
				I16: 1, I32: 1, I64: 1, F32: 0.25, Level: "high", Count: 1, Maybe: ptr("m"), Loose: 12,
				Best: ptr(Score(7)), Peak: ptr(Level("p"))},
		},
		{
			Name: "every check fails at once",
			In: `{"name":"","code":"abc","color":"pink","site":"not a uri","handle":" x ","flag":1,
"i":6,"i8":128,"i16":0,"i32":4,"i64":1.5,"u":-1,"u8":11,"u16":65536,"u32":-0.5,"u64":18446744073709551616,
"f32":1,"f64":0.5,"maybe":7,"level":"mid","loose":"3","fallback":-1}`,
			Issues: []string{
				`name: too_small: expected a string of 1 to 10 characters, got 0 characters`,
				`code: pattern: expected a string matching ^[A-Z]{3}$, got the string "abc"`,
				`color: invalid_enum: expected one of "red", "green", "blue", got the string "pink"`,
				`site: format: expected a URI, got the string "not a uri"`,
				`handle: too_small: expected a string of at least 3 characters, got the string " x " (1 character after trim and lower)`,
				`flag: invalid_type: expected a boolean, got the number 1`,
				`i: too_big: expected an integer between -5 and 5, got 6`,
				`i8: too_big: expected an integer between -128 and 127, got 128`,
				`i16: too_small: expected an integer > 0 and ≤ 32767, got 0`,
				`i32: invalid_enum: expected one of 1, 2, 3, got 4`,
				`i64: invalid_type: expected an integer, got the number 1.5`,
				`u: too_small: expected an integer ≥ 0 (uint64), got -1`,
				`u8: too_big: expected an integer between 0 and 10, got 11`,
				`u16: too_big: expected an integer between 0 and 65535, got 65536`,
				`u32: invalid_type: expected an integer between 0 and 4294967295, got the number -0.5`,
				`u64: too_big: expected an integer ≤ 18446744073709551615 (uint64), got 18446744073709551616`,
				`f32: too_big: expected a number > 0 and < 1, got 1`,
				`f64: invalid_type: expected an integer ≥ 0, got the number 0.5`,
				`maybe: invalid_type: expected a string, got the number 7`,
				`level: invalid_enum: expected one of "low", "high", got the string "mid"`,
			},
		},
		{
			Name: "missing keys are each an issue",
			In:   `{"flag":true,"i":0,"i8":0,"i16":1,"i32":1,"i64":0,"u":0,"u8":0,"u16":0,"u32":0,"u64":0,"f32":0.5,"f64":0}`,
			Issues: []string{
				`name: required: missing required key "name"`,
				`code: required: missing required key "code"`,
				`color: required: missing required key "color"`,
				`site: required: missing required key "site"`,
				`handle: required: missing required key "handle"`,
			},
		},
		{
			Name:   "wrong root kind",
			In:     `[1]`,
			Issues: []string{`(root): invalid_type: expected an object, got an array`},
		},
	})
}
