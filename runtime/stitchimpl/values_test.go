package stitchimpl

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestStringsMatchEncodingJSON(t *testing.T) {
	for _, in := range []string{
		`""`, `"plain"`, `"é ü 日本 🎉"`, `"\"\\\/\b\f\n\r\t"`, `"\u0041\u00e9\u65e5"`,
		`"\ud83c\udf89"`,       // a surrogate pair
		`"\ud800"`,             // a lone high surrogate
		`"\udc00x"`,            // a lone low surrogate
		`"\ud800\u0041"`,       // high surrogate, then not a low one
		`"\ud800\ud800\udc00"`, // high, then a valid pair
		`"\ud800\\"`,
		`"\u0000"`,
		`"a very long string that goes on and on past the eight-byte fast path \n with an escape"`,
	} {
		var want string
		require.NoError(t, json.Unmarshal([]byte(in), &want), in)
		got, ok, is := readRoot(t, in, func(d *Decoder) (string, bool) { return d.String("") })
		assert.True(t, ok, in)
		assert.Empty(t, is, in)
		assert.Equal(t, want, got, in)
		b, ok, _ := readRoot(t, in, func(d *Decoder) ([]byte, bool) { return d.stringBytes("") })
		assert.True(t, ok, in)
		assert.Equal(t, want, string(b), in)
	}
	// Every length around the eight bytes read at once, with an escape, a multi-byte
	// character, a control byte or a bare quote at every position.
	for n := range 20 {
		for at := range n + 1 {
			for _, odd := range []string{`\n`, "é", `\u0041`, "\x01", `\q`} {
				in := `"` + strings.Repeat("a", at) + odd + strings.Repeat("b", n-at) + `"`
				var want string
				wantErr := json.Unmarshal([]byte(in), &want)
				got, ok, _ := readRoot(t, in, func(d *Decoder) (string, bool) { return d.String("") })
				require.Equal(t, wantErr == nil, ok, in)
				assert.Equal(t, want, got, in)
			}
		}
	}
	_, _, is := readRoot(t, `5`, func(d *Decoder) ([]byte, bool) { return d.stringBytes("a name") })
	assert.Equal(t, Issues{{"", CodeInvalidType, "expected a name, got the number 5"}}, is)
}

func TestAny(t *testing.T) {
	for _, in := range []string{
		`null`, `true`, `false`, `0`, `-1.5e3`, `"s\n"`, `[]`, `{}`,
		`{"a":[1,"x",null,{"b":{}}],"\u00e9":true,"a":2}`, // a repeated key keeps the last value
		` [ 1 , [ [ ] ] , { "k" : "v" } ] `,
		`1e-400`,
	} {
		var want any
		require.NoError(t, json.Unmarshal([]byte(in), &want), in)
		got, ok, is := readRoot(t, in, func(d *Decoder) (any, bool) { return d.Any() })
		assert.True(t, ok, in)
		assert.Empty(t, is, in)
		assert.Equal(t, want, got, in)
	}
	// Integers a float64 cannot hold stay exact, as their literal; those it holds, and
	// every other number, are float64 as encoding/json makes them.
	for in, want := range map[string]any{
		`9007199254740993`:       json.Number(`9007199254740993`),
		`-9007199254740993`:      json.Number(`-9007199254740993`),
		`90071992547409930e-1`:   json.Number(`90071992547409930e-1`),
		`12345678901234567891`:   json.Number(`12345678901234567891`),
		`9007199254740992`:       float64(1 << 53),
		`9007199254740994`:       float64(1<<53 + 2),
		`1180591620717411303424`: float64(1 << 70),
		`1e21`:                   1e21,
		`9007199254740993.5`:     9007199254740994.0,
		`1.5e300`:                json.Number(`1.5e300`), // an integer too
		`1.5e-300`:               1.5e-300,
	} {
		got, ok, is := readRoot(t, `[`+in+`]`, func(d *Decoder) (any, bool) { return d.Any() })
		assert.True(t, ok, in)
		assert.Empty(t, is, in)
		assert.Equal(t, []any{want}, got, in)
	}
	_, ok, is := readRoot(t, `{"a":[1e400,-1e400]}`, func(d *Decoder) (any, bool) { return d.Any() })
	assert.False(t, ok)
	assert.Equal(t, Issues{{"a[0]", CodeTooBig, "expected a number ≤ 1.7976931348623157e+308 (float64), got 1e400"}}, is)
	_, ok, is = readRoot(t, `{"a":[1,}`, func(d *Decoder) (any, bool) { return d.Any() })
	assert.False(t, ok)
	assert.Equal(t, Issues{{"", CodeSyntax, "invalid JSON at byte 8: expected a value"}}, is)
}

func TestRaw(t *testing.T) {
	var d Decoder
	d.Reset([]byte(`{"a": { "x" : [1, 2] } ,"b":"s","c":null}`), Limits{})
	require.True(t, d.BeginObject())
	var got []string
	for d.NextKey() {
		raw, ok := d.Raw()
		require.True(t, ok)
		got = append(got, string(raw))
	}
	require.NoError(t, d.Finish())
	assert.Equal(t, []string{`{ "x" : [1, 2] }`, `"s"`, `null`}, got)
}

func TestTime(t *testing.T) {
	for _, in := range []string{`"2024-05-01T12:30:00Z"`, `"2024-05-01T12:30:00.123+02:00"`} {
		var want time.Time
		require.NoError(t, json.Unmarshal([]byte(in), &want))
		got, ok, is := readRoot(t, in, func(d *Decoder) (time.Time, bool) { return d.Time("") })
		assert.True(t, ok)
		assert.Empty(t, is)
		assert.True(t, want.Equal(got), in)
		assert.Equal(t, want, got)
	}
	for in, want := range map[string]Issue{
		`"yesterday"`:            {"", CodeFormat, `expected a date-time (RFC 3339), got the string "yesterday"`},
		`"2024-05-01"`:           {"", CodeFormat, `expected a date-time (RFC 3339), got the string "2024-05-01"`},
		`"2024-13-01T00:00:00Z"`: {"", CodeFormat, `expected a date-time (RFC 3339), got the string "2024-13-01T00:00:00Z"`},
		`1714566600`:             {"", CodeInvalidType, `expected a date-time string (RFC 3339), got the number 1714566600`},
	} {
		_, ok, is := readRoot(t, in, func(d *Decoder) (time.Time, bool) { return d.Time("") })
		assert.False(t, ok)
		assert.Equal(t, Issues{want}, is, in)
	}
}

func TestKeysWithEscapesSurviveNesting(t *testing.T) {
	// Escaped keys live in a buffer shared by the open objects; an inner key must not
	// overwrite an outer one.
	in := `{"a\u002eb":{"c\u002ed":{"e\u002ef":1}},"g\u002eh":[{"i\u002ej":true}]}`
	var d Decoder
	d.Reset([]byte(in), Limits{})
	var paths []string
	var walk func()
	walk = func() {
		switch d.peek() {
		case kindObject:
			d.BeginObject()
			for d.NextKey() {
				walk()
			}
		case kindArray:
			d.BeginArray()
			for d.NextItem() {
				walk()
			}
		default:
			d.Fail(CodeCustom, "leaf")
			d.Skip()
		}
		paths = append(paths, string(d.appendPath(nil)))
	}
	walk()
	is := issuesOf(t, d.Finish())
	assert.Equal(t, Issues{
		{`["a.b"]["c.d"]["e.f"]`, CodeCustom, "leaf"},
		{`["g.h"][0]["i.j"]`, CodeCustom, "leaf"},
	}, is)
}

func TestTimeRFC3339(t *testing.T) {
	read := func(in string) (time.Time, bool, Issues) {
		return readRoot(t, in, func(d *Decoder) (time.Time, bool) { return d.Time("") })
	}
	want := time.Date(2024, 5, 1, 10, 0, 0, 0, time.UTC)
	for _, in := range []string{`"2024-05-01T10:00:00Z"`, `"2024-05-01t10:00:00z"`, `"2024-05-01T10:00:00\u005a"`} {
		got, ok, is := read(in)
		assert.True(t, ok, in)
		assert.Empty(t, is, in)
		assert.True(t, want.Equal(got), in)
	}
	_, ok, is := read(`"2024-12-31T23:59:60Z"`)
	assert.False(t, ok)
	assert.Equal(t, Issues{{"", CodeFormat, `expected a date-time (RFC 3339), got the string "2024-12-31T23:59:60Z" (a leap second, :60, cannot be represented; use :59)`}}, is)
	_, _, is = read(`"yesterday"`)
	assert.Equal(t, Issues{{"", CodeFormat, `expected a date-time (RFC 3339), got the string "yesterday"`}}, is)
	_, _, is = read(`"2025-01-01T10:00:00"`)
	assert.Equal(t, Issues{{"", CodeFormat, `expected a date-time (RFC 3339), got the string "2025-01-01T10:00:00" (add Z or an offset)`}}, is)
}

// TestOneDateTimeJudge: a time.Time field and a format=date-time string accept the same
// strings (issue 10 §5: time.Time took 2024-01-01T0:00:00Z, offsets +24:00 and +23:60, and
// ,5Z fractions that the format refused), and say the same thing about the others.
func TestOneDateTimeJudge(t *testing.T) {
	for _, s := range []string{
		"2024-01-01T00:00:00Z", "2024-01-01t00:00:00.123456789123z", "2024-02-29T23:59:59-23:59",
		"2024-01-01T0:00:00Z", "2024-01-01T00:00:00+24:00", "2024-01-01T00:00:00+23:60",
		"2024-01-01T00:00:00,5Z", "2024-01-01T00:00:00", "2016-12-31T23:59:60Z", "2016-12-31T23:59:60+01:00",
		"2024-01-01T00:00:00.Z", "2024-1-01T00:00:00Z", "2023-02-29T00:00:00Z", "0000-01-01T00:00:00Z",
		"2024-01-01T00:00:00+0100", "2024-01-01 00:00:00Z", "",
	} {
		var d Decoder
		d.Reset([]byte(quote(s)), Limits{})
		_, ok := d.Time("")
		timeIssues := d.Finish()
		assert.Equal(t, ValidFormat("date-time", s), ok, s)
		d.Reset([]byte(quote(s)), Limits{})
		if str, ok := d.String(""); ok {
			d.CheckFormat("date-time", str)
		}
		assert.Equal(t, timeIssues, d.Finish(), s)
	}
}
