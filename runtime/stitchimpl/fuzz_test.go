package stitchimpl

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// FuzzDecoder runs the hand-written decoders on arbitrary bytes. It checks that nothing
// panics, that issues are well formed, and that an input read without issues is read by
// encoding/json to the same value (except where the runtime is deliberately more lenient:
// integers spelled 1.0 or 1e2, -0 for an unsigned, and double-encoded structures).
func FuzzDecoder(f *testing.F) {
	for _, s := range []string{
		string(benchPayload),
		`{"name":"a","content":"{\"parts\":[{\"type\":\"text\",\"text\":\"x\"}]}"}`,
		`{"name":"a","content":{"parts":[{"url":"http://a","type":"photo"},{"type":"video"}]},"meta":{"a.b":1,"a.b":2}}`,
		`{"s":"x\n\u00e9\ud83c\udf89","i8":-128,"i16":32767,"i32":-2147483648,"i64":9007199254740993,"u8":255,"u16":65535,"u32":4294967295,"u64":18446744073709551615}`,
		`{"f32":3.4028234e38,"f64":1.7976931348623157e308,"b":true,"ints":[1,-2,3e2],"m":{"k":"v"},"sub":{"sub":null,"i8":1}}`,
		`{"a":{"x":[1,"2",null,true,{}]},"raw":[ 1 , {"y" : 2} ],"t":"2024-05-01T12:30:00+02:00"}`,
		`{"sub":"{\"i8\":1}","ints":"[1,2]","m":"{}"}`,
		`{"i64":1.0,"u8":-0,"f64":1e-400,"i32":1e400}`,
		`{"f64":-1e-1000001,"i64":1000000000000e-12,"u8":1e-99999999999999999999}`,
		`{"t":"2024-01-01T0:00:00Z"}`, `{"t":"2024-01-01T00:00:00+24:00"}`, `{"t":"2024-01-01T00:00:00,5Z"}`,
		`{"t":"2025-01-01T10:00:00"}`, `{"t":"2016-12-31T23:59:60Z"}`, `{"a":[[[]],{"k":[{}]},[]]}`,
		`[[[[[[[[[[]]]]]]]]]]`, `"x"`, `1`, `null`, ``, "\xef\xbb\xbf{}", "{\"s\":\"\xff\"}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := ParseCreate(data)
		checkIssues(t, err)

		got, d, err := ParseRec(data, Limits{})
		checkIssues(t, err)
		if err != nil || d.unwraps > 0 {
			return
		}
		var want Rec
		if jerr := json.Unmarshal(data, &want); jerr != nil {
			var te *json.UnmarshalTypeError
			if errors.As(jerr, &te) && strings.HasPrefix(te.Value, "number") {
				return
			}
			t.Fatalf("stitch accepted %q, encoding/json did not: %v", data, jerr)
		}
		gotJSON, _ := json.Marshal(got)
		wantJSON, _ := json.Marshal(want)
		if string(gotJSON) != string(wantJSON) {
			t.Fatalf("input %q:\nstitch        %s\nencoding/json %s", data, gotJSON, wantJSON)
		}
	})
}

// checkIssues checks that err is nil or well-formed Issues.
func checkIssues(t *testing.T, err error) {
	t.Helper()
	if err == nil {
		return
	}
	var is stitch.Issues
	if !errors.As(err, &is) {
		t.Fatalf("error %T is not Issues", err)
	}
	if len(is) == 0 || len(is) > DefaultMaxIssues+2 {
		t.Fatalf("%d issues", len(is))
	}
	for i, it := range is {
		if it.Code == "" || it.Message == "" || !utf8.ValidString(it.Message) || !utf8.ValidString(it.Path) {
			t.Fatalf("malformed issue %d: %#v", i, it)
		}
		fatal := it.Code == CodeSyntax || it.Code == CodeTooDeep || it.Code == CodeTooLarge
		if fatal && i != len(is)-1 && !(i == len(is)-2 && is[i+1].Code == CodeTooManyIssues) {
			t.Fatalf("issue %d is fatal but not last: %v", i, is)
		}
	}
	_ = is.Error()
}
