package stitchimpl_test

// The runtime tested through the code stitchgen generates (testdata/golden/runtime_calls):
// whole calls, as a program makes them.

import (
	"bytes"
	"encoding/json"
	"errors"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/runtime/stitch"
	"github.com/stitchgen/stitchgen/runtime/stitchimpl"
	rc "github.com/stitchgen/stitchgen/testdata/golden/runtime_calls"
)

func TestCreateIssues(t *testing.T) {
	const good = `{"name":"Spring","content":{"parts":[{"type":"text","text":"hi"}]}}`
	tests := []struct {
		name string
		in   string
		want Issues
	}{
		{name: "valid", in: good},
		{
			name: "wrong types",
			in:   `{"name":5,"content":[],"limit":"1","tags":{}}`,
			want: Issues{
				{"name", CodeInvalidType, "expected a string of 1 to 80 characters, got the number 5"},
				{"content", CodeInvalidType, "expected an object, got an array"},
				{"limit", CodeInvalidType, `expected an integer between 0 and 5000, got the string "1"`},
				{"tags", CodeInvalidType, "expected an array, got an object"},
			},
		},
		{
			name: "null, booleans and a long string",
			in:   `{"name":null,"content":true,"tags":[false,"` + strings.Repeat("é", 50) + `"],"limit":` + `"` + strings.Repeat("x", 41) + `"}`,
			want: Issues{
				{"name", CodeInvalidType, "expected a string of 1 to 80 characters, got null"},
				{"content", CodeInvalidType, "expected an object, got true"},
				{"tags[0]", CodeInvalidType, "expected a string, got false"},
				{"limit", CodeInvalidType, `expected an integer between 0 and 5000, got the string "` + strings.Repeat("x", 40) + `…"`},
			},
		},
		{
			name: "refinements after a read",
			in:   `{"name":"   ","content":{"parts":[]},"limit":-1}`,
			want: Issues{
				{"name", CodeTooSmall, `expected a string of 1 to 80 characters, got the string "   " (0 characters after trim)`}, // what arrived, not what trim left
				{"content.parts", CodeTooSmall, "expected at least 1 item, got 0"},
				{"limit", CodeTooSmall, "expected an integer between 0 and 5000, got -1"},
			},
		},
		{
			name: "missing keys",
			in:   `{"content":{}}`,
			want: Issues{
				{"content.parts", CodeRequired, `missing required key "parts"`},
				{"name", CodeRequired, `missing required key "name"`},
			},
		},
		{
			name: "duplicates",
			in:   `{"name":"a","name":"b","content":{"parts":[{"type":"text","text":"x","text":"y"}]},"meta":{"k":1,"k":2}}`,
			want: Issues{
				{"name", CodeDuplicateKey, `duplicate key "name": send each key once`},
				{"content.parts[0].text", CodeDuplicateKey, `duplicate key "text": send each key once`},
				{"meta.k", CodeDuplicateKey, `duplicate key "k": send each key once`},
			},
		},
		{
			name: "unknown keys, plain and owned by other variants",
			in:   `{"name":"a","bogus":{"x":[1]},"content":{"parts":[{"type":"text","text":"x","url":"http://a"},{"type":"photo","url":"http://a","text":"t","alt":""}]}}`,
			want: Issues{
				{"bogus", CodeUnknownKey, `unknown key "bogus"; allowed keys: name, content, limit, tags, meta`},
				{"content.parts[0].url", CodeUnknownKey, `"url" is allowed only when type = image | photo`},
				{"content.parts[1].text", CodeUnknownKey, `"text" is allowed only when type = text`},
				{"content.parts[1].alt", CodeUnknownKey, `unknown key "alt"; allowed keys: type, url`},
			},
		},
		{
			name: "labels",
			in: `{"name":"a","content":{"parts":[` +
				`{"text":"x","type":"text"},` + // anywhere in the object
				`{"url":"http://a","alt":{"type":"x"},"type":"photo"},` + // a nested "type" is not it
				`{"text":"x"},` + // missing
				`{"type":"video","text":[1,{"a":2}]},` + // unknown
				`{"type":["text"],"text":"x"},` + // not a string
				`{"type":"t\u0065xt","text":"escaped"},` +
				`{},` +
				`{"type":"` + strings.Repeat("v", 50) + `"}]}}`,
			want: Issues{
				{"content.parts[1].alt", CodeUnknownKey, `unknown key "alt"; allowed keys: type, url`},
				{"content.parts[2].type", CodeInvalidLabel, `missing discriminator "type"; expected one of: text, image, photo`},
				{"content.parts[3].type", CodeInvalidLabel, `unknown type "video"; expected one of: text, image, photo`},
				{"content.parts[4].type", CodeInvalidLabel, `type must be a string, got an array; expected one of: text, image, photo`},
				{"content.parts[6].type", CodeInvalidLabel, `missing discriminator "type"; expected one of: text, image, photo`},
				{"content.parts[7].type", CodeInvalidLabel, `unknown type "` + strings.Repeat("v", 40) + `…"; expected one of: text, image, photo`},
			},
		},
		{
			name: "a format check in a variant",
			in:   `{"name":"a","content":{"parts":[{"type":"image","url":"not a uri"}]}}`,
			want: Issues{{"content.parts[0].url", CodeFormat, `expected a URI, got the string "not a uri"`}},
		},
		{
			name: "odd keys in paths",
			in:   `{"name":"a","content":{"parts":[{"type":"text","text":"x"}]},"meta":{"a.b":"1","":"2","x-y_1":"3","1a":"4","\"q\"":"5","é":"6","\n":"7"}}`,
			want: Issues{
				{`meta["a.b"]`, CodeInvalidType, `expected an integer, got the string "1"`},
				{`meta[""]`, CodeInvalidType, `expected an integer, got the string "2"`},
				{`meta["x-y_1"]`, CodeInvalidType, `expected an integer, got the string "3"`},
				{`meta["1a"]`, CodeInvalidType, `expected an integer, got the string "4"`},
				{`meta["\"q\""]`, CodeInvalidType, `expected an integer, got the string "5"`},
				{`meta["é"]`, CodeInvalidType, `expected an integer, got the string "6"`},
				{`meta["\n"]`, CodeInvalidType, `expected an integer, got the string "7"`},
			},
		},
		{
			name: "escaped keys are unescaped",
			in:   `{"n\u0061me":"a","\u0063ontent":{"parts":[{"\u0074ype":"text","te\u0078t":"x"}]},"meta":{"\u00e9":1,"é":2}}`,
			want: Issues{{`meta["é"]`, CodeDuplicateKey, `duplicate key "é": send each key once`}},
		},
		{
			name: "whitespace everywhere",
			in:   " \t\r\n{ \"name\" : \"a\" , \"content\" :\n{ \"parts\" : [ { \"type\" : \"text\" , \"text\" : \"x\" } ] } } \n",
		},
		{
			name: "not an object at the root",
			in:   `"hello"`,
			want: Issues{{"", CodeInvalidType, `expected an object, got the string "hello"`}},
		},
		{
			name: "an array at the root",
			in:   `[{"name":"a"}]`,
			want: Issues{{"", CodeInvalidType, "expected an object, got an array"}},
		},
		{
			name: "a number at the root",
			in:   `-12.5e3`,
			want: Issues{{"", CodeInvalidType, "expected an object, got the number -12.5e3"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := rc.ParseCreate([]byte(tt.in))
			assert.Equal(t, tt.want, issuesOf(t, err))
		})
	}
}

func TestCreateValue(t *testing.T) {
	v, err := rc.ParseCreate([]byte(`{"tags":["a","b\n"],"name":" Spring ","meta":{"x":-3},"content":{"parts":[{"text":"hi","type":"text"},{"type":"photo","url":"https://x.y/a.png"}]}}`))
	require.NoError(t, err)
	assert.Equal(t, rc.Create{
		Name:    "Spring",
		Content: rc.Content{Parts: []rc.Part{rc.TextPart{Type: "text", Text: "hi"}, rc.ImagePart{Type: "photo", URL: "https://x.y/a.png"}}},
		Limit:   100,
		Tags:    []string{"a", "b\n"},
		Meta:    map[string]int64{"x": -3},
	}, v)
}

func TestDoubleEncoded(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		want  Issues
		parts int
		tags  []string
		again bool // read unchecked first (stitch.WireOnce), the document is found not to be one
	}{
		{
			name:  "an object",
			in:    `{"name":"a","content":"{\"parts\":[{\"type\":\"text\",\"text\":\"x\"}]}"}`,
			parts: 1,
		},
		{
			name:  "an object with whitespace around, escaped",
			in:    `{"name":"a","content":"\n\t {\"parts\":[{\"type\":\"text\",\"text\":\"x\"}]} \r\n"}`,
			parts: 1,
		},
		{
			name:  "an array",
			in:    `{"name":"a","content":{"parts":"[{\"type\":\"text\",\"text\":\"x\"},{\"type\":\"image\",\"url\":\"http://a\"}]"},"tags":"[\"a\",\"b\"]"}`,
			parts: 2,
			tags:  []string{"a", "b"},
		},
		{
			name:  "an array with no escapes at all",
			in:    `{"name":"a","content":{"parts":[{"type":"text","text":"x"}]},"tags":"[]"}`,
			parts: 1,
			tags:  []string{},
		},
		{
			name:  "the whole call",
			in:    `"{\"name\":\"a\",\"content\":{\"parts\":[{\"type\":\"text\",\"text\":\"x\"}]}}"`,
			parts: 1,
		},
		{
			name: "only once: no unwrapping inside an unwrapped document",
			in:   `{"name":"a","content":"{\"parts\":\"[{\\\"type\\\":\\\"text\\\",\\\"text\\\":\\\"x\\\"}]\"}"}`,
			want: Issues{
				{"content.parts", CodeInvalidType, `expected an array, got the string "[{\"type\":\"text\",\"text\":\"x\"}]"`},
			},
		},
		{
			name: "issues inside have their paths",
			in:   `{"name":"a","content":"{\"parts\":[{\"type\":\"text\",\"text\":5}],\"x\":1}"}`,
			want: Issues{
				{"content.parts[0].text", CodeInvalidType, "expected a string of at least 1 character, got the number 5"},
				{"content.x", CodeUnknownKey, `unknown key "x"; allowed keys: parts`},
			},
			parts: 1,
		},
		{
			name: "a label failure inside",
			in:   `{"name":"a","content":"{\"parts\":[{\"type\":\"gif\"}]}"}`,
			want: Issues{
				{"content.parts[0].type", CodeInvalidLabel, `unknown type "gif"; expected one of: text, image, photo`},
			},
			parts: 1,
		},
		{
			name:  "invalid JSON in the string is a type issue",
			in:    `{"name":"a","content":"{\"parts\":[}"}`,
			want:  Issues{{"content", CodeInvalidType, `expected an object, got the string "{\"parts\":[}"`}},
			again: true,
		},
		{
			name: "invalid JSON after issues inside is a type issue alone",
			in:   `{"name":"a","content":"{\"parts\":[{\"type\":\"text\",\"text\":5}],\"x\":1,}","limit":-1}`,
			want: Issues{
				{"content", CodeInvalidType, `expected an object, got the string "{\"parts\":[{\"type\":\"text\",\"text\":5}],\"x\":…"`},
				{"limit", CodeTooSmall, "expected an integer between 0 and 5000, got -1"},
			},
			again: true,
		},
		{
			name:  "too deep inside an object is a type issue",
			in:    `{"name":"a","content":"{\"parts\":` + strings.Repeat("[", 300) + `"}`,
			want:  Issues{{"content", CodeInvalidType, `expected an object, got the string "{\"parts\":` + strings.Repeat("[", 31) + `…"`}},
			again: true,
		},
		{
			name: "a broken string is a syntax issue",
			in:   `{"name":"a","content":"{\"parts\":\x[]}"}`,
			want: Issues{{"content", CodeSyntax, "invalid JSON at byte 34: invalid escape sequence in a string"}},
		},
		{
			name:  "trailing data in the string is a type issue",
			in:    `{"name":"a","content":"{\"parts\":[]} x"}`,
			want:  Issues{{"content", CodeInvalidType, `expected an object, got the string "{\"parts\":[]} x"`}},
			again: true,
		},
		{
			name: "the other kind is a type issue",
			in:   `{"name":"a","content":"[1]","tags":"{}"}`,
			want: Issues{
				{"content", CodeInvalidType, `expected an object, got the string "[1]"`},
				{"tags", CodeInvalidType, `expected an array, got the string "{}"`},
			},
		},
		{
			name: "a plain string is a type issue",
			in:   `{"name":"a","content":"parts"}`,
			want: Issues{{"content", CodeInvalidType, `expected an object, got the string "parts"`}},
		},
		{
			name: "too deep inside is a type issue",
			in:   `{"name":"a","content":"` + strings.Repeat("[", 300) + `"}`,
			want: Issues{{"content", CodeInvalidType, `expected an object, got the string "` + strings.Repeat("[", 40) + `…"`}},
		},
		{
			name:  "a string is not unwrapped for a scalar",
			in:    `{"name":"{\"a\":1}","content":{"parts":[{"type":"text","text":"[1]"}]}}`,
			parts: 1,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := rc.ParseCreate([]byte(tt.in))
			assert.Equal(t, tt.want, issuesOf(t, err))
			if err == nil { // a call with issues hands back the zero value
				assert.Len(t, v.Content.Parts, tt.parts)
				assert.Equal(t, tt.tags, v.Tags)
			}
			// ParseIn reads a document unchecked first (stitch.WireOnce), and again
			// checked where one is not one JSON value: the same value and issues.
			w, err := stitch.ParseIn(rc.CreateTool, stitch.MCP, []byte(tt.in))
			assert.Equal(t, tt.want, issuesOf(t, err))
			assert.Equal(t, v, w)
			a, err := stitch.ParseAnyIn(rc.CreateTool.Meta, stitch.MCP, []byte(tt.in), stitch.Limits{})
			assert.Equal(t, tt.want, issuesOf(t, err))
			if err == nil {
				assert.Equal(t, v, a)
			}
			_, err = rc.CreateTool.Parse([]byte(tt.in), stitch.Limits{Wire: stitch.WireOnce})
			assert.Equal(t, tt.again, errors.Is(err, stitch.ErrAgain), "WireOnce asks again")
		})
	}
}

func TestSyntax(t *testing.T) {
	tests := []struct {
		in   string
		want Issue
	}{
		{`hello`, Issue{"", CodeSyntax, "invalid JSON at byte 0: expected a value"}},
		{``, Issue{"", CodeSyntax, "invalid JSON: the input is empty; send one JSON value"}},
		{" \n\t", Issue{"", CodeSyntax, "invalid JSON: the input is empty; send one JSON value"}},
		{"\xef\xbb\xbf{}", Issue{"", CodeSyntax, "invalid JSON at byte 0: the input starts with a UTF-8 byte order mark (BOM); remove it"}},
		{`{`, Issue{"", CodeSyntax, "invalid JSON at byte 1: unexpected end of input; expected a string key or '}'"}},
		{`{"name"`, Issue{"name", CodeSyntax, "invalid JSON at byte 7: unexpected end of input; expected ':' after an object key"}},
		{`{"name":`, Issue{"name", CodeSyntax, "invalid JSON at byte 8: unexpected end of input; expected a value"}},
		{`{"name":"ab`, Issue{"name", CodeSyntax, "invalid JSON at byte 11: unexpected end of input; expected '\"' to close the string"}},
		{`{"name":"a"`, Issue{"", CodeSyntax, "invalid JSON at byte 11: unexpected end of input; expected ',' or '}' after an object value"}},
		{`{"name":"a",`, Issue{"", CodeSyntax, "invalid JSON at byte 12: unexpected end of input; expected a string key after ','"}},
		{`{"name":"a",}`, Issue{"", CodeSyntax, "invalid JSON at byte 12: expected a string key after ','"}},
		{`{"name":"a" "content":{}}`, Issue{"", CodeSyntax, "invalid JSON at byte 12: expected ',' or '}' after an object value"}},
		{`{name:"a"}`, Issue{"", CodeSyntax, "invalid JSON at byte 1: expected a string key or '}'"}},
		{`{'name':"a"}`, Issue{"", CodeSyntax, "invalid JSON at byte 1: expected a string key or '}'"}},
		{`{"name":'a'}`, Issue{"name", CodeSyntax, "invalid JSON at byte 8: expected a value"}},
		{`{"name":"a"}}`, Issue{"", CodeSyntax, "invalid JSON at byte 12: unexpected data after the JSON value"}},
		{`{"name":"a"} {}`, Issue{"", CodeSyntax, "invalid JSON at byte 13: unexpected data after the JSON value"}},
		{`{"tags":["a" "b"]}`, Issue{"tags", CodeSyntax, "invalid JSON at byte 13: expected ',' or ']' after an array item"}},
		{`{"tags":["a",]}`, Issue{"tags[1]", CodeSyntax, "invalid JSON at byte 13: expected a value"}},
		{`{"tags":[`, Issue{"tags", CodeSyntax, "invalid JSON at byte 9: unexpected end of input; expected a value"}},
		{`{"x":tru}`, Issue{"x", CodeSyntax, "invalid JSON at byte 5: expected true, false or null"}},
		{`{"x":tru`, Issue{"x", CodeSyntax, "invalid JSON at byte 8: unexpected end of input; expected true, false or null"}},
		{`{"x":nul}`, Issue{"x", CodeSyntax, "invalid JSON at byte 5: expected true, false or null"}},
		{`{"x":NaN}`, Issue{"x", CodeSyntax, "invalid JSON at byte 5: expected a value"}},
		{`{"x":Infinity}`, Issue{"x", CodeSyntax, "invalid JSON at byte 5: expected a value"}},
		{`{"x":01}`, Issue{"x", CodeSyntax, "invalid JSON at byte 6: a number must not have leading zeros"}},
		{`{"x":-01}`, Issue{"x", CodeSyntax, "invalid JSON at byte 7: a number must not have leading zeros"}},
		{`{"x":1.}`, Issue{"x", CodeSyntax, "invalid JSON at byte 7: expected a digit after the decimal point"}},
		{`{"x":1.e3}`, Issue{"x", CodeSyntax, "invalid JSON at byte 7: expected a digit after the decimal point"}},
		{`{"x":1e}`, Issue{"x", CodeSyntax, "invalid JSON at byte 7: expected a digit in the exponent"}},
		{`{"x":1e+}`, Issue{"x", CodeSyntax, "invalid JSON at byte 8: expected a digit in the exponent"}},
		{`{"x":+1}`, Issue{"x", CodeSyntax, "invalid JSON at byte 5: expected a value"}},
		{`{"x":.5}`, Issue{"x", CodeSyntax, "invalid JSON at byte 5: expected a value"}},
		{`{"x":-}`, Issue{"x", CodeSyntax, "invalid JSON at byte 6: expected a digit after '-'"}},
		{`{"x":0x10}`, Issue{"", CodeSyntax, "invalid JSON at byte 6: expected ',' or '}' after an object value"}},
		{`{"name":"a\qb"}`, Issue{"name", CodeSyntax, `invalid JSON at byte 10: invalid escape sequence in a string`}},
		{`{"name":"\u00zz"}`, Issue{"name", CodeSyntax, `invalid JSON at byte 9: invalid \u escape in a string: expected 4 hex digits`}},
		{`{"name":"\u00`, Issue{"name", CodeSyntax, `invalid JSON at byte 13: unexpected end of input; expected '"' to close the string`}},
		{"{\"name\":\"a\x00b\"}", Issue{"name", CodeSyntax, `invalid JSON at byte 10: control character U+0000 in a string must be escaped (\n, \t, \u00XX)`}},
		{"{\"name\":\"a\nb\"}", Issue{"name", CodeSyntax, `invalid JSON at byte 10: control character U+000A in a string must be escaped (\n, \t, \u00XX)`}},
		{"\x00", Issue{"", CodeSyntax, "invalid JSON at byte 0: expected a value"}},
		{"{\"name\":\"a\"}\x00", Issue{"", CodeSyntax, "invalid JSON at byte 12: unexpected data after the JSON value"}},
		{"{\"name\":\"\xff\"}", Issue{"name", CodeSyntax, "invalid JSON at byte 9: invalid UTF-8 in a string"}},
		{"{\"name\":\"\xc3\"}", Issue{"name", CodeSyntax, "invalid JSON at byte 9: invalid UTF-8 in a string"}},
		{"{\"name\":\"\xed\xa0\x80\"}", Issue{"name", CodeSyntax, "invalid JSON at byte 9: invalid UTF-8 in a string"}}, // an encoded surrogate
		{"{\"n\xffme\":1}", Issue{"", CodeSyntax, "invalid JSON at byte 3: invalid UTF-8 in a string"}},
		{`{"content":{"parts":[{"type":"text" "text":"x"}]}}`, Issue{"content.parts[0]", CodeSyntax, "invalid JSON at byte 36: expected ',' or '}' after an object value"}},
		{`{"content":{"parts":[{"text":"x" "type":"text"}]}}`, Issue{"content.parts[0]", CodeSyntax, "invalid JSON at byte 33: expected ',' or '}' after an object value"}},
		{`{"bogus":{"a":[1,}]}`, Issue{"bogus", CodeSyntax, "invalid JSON at byte 17: expected a value"}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			_, err := rc.ParseCreate([]byte(tt.in))
			is := issuesOf(t, err)
			require.NotEmpty(t, is)
			assert.Equal(t, tt.want, is[len(is)-1], "all: %v", is)
		})
	}
}

func TestTruncatedPrefixes(t *testing.T) {
	full := `{"name":"Spring \u00e9\n","content":{"parts":[{"type":"text","text":"hi"},{"url":"https://x.y/a.png","type":"image"}]},"limit":2.5e2,"tags":["a","b"],"meta":{"k":-1}}`
	_, err := rc.ParseCreate([]byte(full))
	require.NoError(t, err)
	for i := 0; i < len(full); i++ {
		_, err := rc.ParseCreate([]byte(full[:i]))
		is := issuesOf(t, err)
		require.NotEmpty(t, is, "prefix %q", full[:i])
		last := is[len(is)-1]
		assert.Equal(t, CodeSyntax, last.Code, "prefix %q: %v", full[:i], is)
	}
}

func TestIssuesErrorOfACall(t *testing.T) {
	_, err := rc.ParseCreate([]byte(`{"name":1,"content":1,"limit":true,"tags":1,"meta":1,"x":1}`))
	assert.EqualError(t, err, "name: expected a string of 1 to 80 characters, got the number 1; "+
		"content: expected an object, got the number 1; limit: expected an integer between 0 and 5000, got true; "+
		"tags: expected an array, got the number 1; meta: expected an object, got the number 1; …and 1 more")
}

func TestFinishReturnsAFreshSlice(t *testing.T) {
	_, err1 := rc.CreateTool.Parse([]byte(`[1,2]`), Limits{})
	_, err2 := rc.CreateTool.Parse([]byte(`"x"`), Limits{})
	first, second := issuesOf(t, err1), issuesOf(t, err2)
	assert.Equal(t, Issues{{"", CodeInvalidType, "expected an object, got an array"}}, first)
	assert.Equal(t, Issues{{"", CodeInvalidType, `expected an object, got the string "x"`}}, second)
	assert.NoError(t, (&stitchimpl.Decoder{}).Finish())
}

func TestHostile(t *testing.T) {
	deepArrays := strings.Repeat("[", 100_000) + strings.Repeat("]", 100_000)
	deepObjects := strings.Repeat(`{"sub":`, 100_000) + "{}" + strings.Repeat("}", 100_000)
	tests := []struct {
		name string
		in   string
		want Issues
	}{
		{
			name: "not JSON",
			in:   `name=broadcast&limit=1`,
			want: Issues{{"", CodeSyntax, "invalid JSON at byte 0: expected a value"}},
		},
		{
			name: "100 000 nested arrays",
			in:   deepArrays,
			want: Issues{{"", CodeTooDeep, "invalid JSON at byte 256: objects and arrays are nested more than 256 levels deep"}},
		},
		{
			name: "nested arrays in a skipped value",
			in:   `{"name":"a","bogus":` + deepArrays + `}`,
			want: Issues{
				{"bogus", CodeUnknownKey, `unknown key "bogus"; allowed keys: name, content, limit, tags, meta`},
				{"bogus", CodeTooDeep, "invalid JSON at byte 275: objects and arrays are nested more than 256 levels deep"},
			},
		},
		{
			name: "100 000 nested objects read by a decoder",
			in:   deepObjects,
			want: Issues{{strings.Repeat("sub.", 255) + "sub", CodeTooDeep, "invalid JSON at byte 1792: objects and arrays are nested more than 256 levels deep"}},
		},
		{
			name: "invalid UTF-8",
			in:   "{\"s\":\"caf\xe9\"}",
			want: Issues{{"s", CodeSyntax, "invalid JSON at byte 9: invalid UTF-8 in a string"}},
		},
		{
			name: "a byte order mark",
			in:   "\xef\xbb\xbf{\"s\":\"x\"}",
			want: Issues{{"", CodeSyntax, "invalid JSON at byte 0: the input starts with a UTF-8 byte order mark (BOM); remove it"}},
		},
		{
			name: "NUL bytes",
			in:   "\x00\x00\x00\x00",
			want: Issues{{"", CodeSyntax, "invalid JSON at byte 0: expected a value"}},
		},
		{
			name: "a NUL byte after the value",
			in:   "{}\x00",
			want: Issues{{"", CodeSyntax, "invalid JSON at byte 2: unexpected data after the JSON value"}},
		},
		{
			name: "a NUL byte between tokens",
			in:   "{\"s\":\x00\"x\"}",
			want: Issues{{"s", CodeSyntax, "invalid JSON at byte 5: expected a value"}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var is Issues
			if strings.HasPrefix(tt.in, `{"sub"`) || strings.HasPrefix(tt.in, "{\"s\"") || strings.HasPrefix(tt.in, "\xef") || strings.HasPrefix(tt.in, "{}") {
				_, err := rc.ParseRec([]byte(tt.in))
				is = issuesOf(t, err)
			} else {
				_, err := rc.ParseCreate([]byte(tt.in))
				is = issuesOf(t, err)
			}
			assert.Equal(t, tt.want, is)
		})
	}
}

func TestTooLarge(t *testing.T) {
	big := make([]byte, 10<<20)
	big[0] = '"'
	for i := 1; i < len(big)-1; i++ {
		big[i] = 'a'
	}
	big[len(big)-1] = '"'
	_, err := rc.ParseCreate(big)
	assert.Equal(t, Issues{{"", CodeTooLarge, "the input is 10485760 bytes; the limit is 8388608 bytes"}}, issuesOf(t, err))

	// Under a larger limit the same 10 MB string is read in one pass.
	var d stitchimpl.Decoder
	d.Reset(big, Limits{MaxBytes: 16 << 20})
	s, ok := d.String("")
	require.True(t, ok)
	assert.Len(t, s, len(big)-2)
	require.NoError(t, d.Finish())

	// And reported as a type issue with a short message.
	d.Reset(big, Limits{MaxBytes: 16 << 20})
	_, ok = d.Int(0, "")
	assert.False(t, ok)
	assert.Equal(t, Issues{{"", CodeInvalidType, `expected an integer, got the string "` + strings.Repeat("a", 40) + `…"`}}, issuesOf(t, d.Finish()))
}

func TestManyDuplicateKeysStayLinear(t *testing.T) {
	for _, n := range []int{1_000, 10_000, 100_000} {
		var b bytes.Buffer
		b.WriteString(`{"name":"a","content":{"parts":[{"type":"text","text":"x"}]},"meta":{`)
		for i := range n {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(`"k":1`)
		}
		b.WriteString(`}`)
		for range n {
			b.WriteString(`,"name":"a"`)
		}
		b.WriteString(`}`)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := rc.ParseCreate(b.Bytes())
		runtime.ReadMemStats(&after)
		is := issuesOf(t, err)
		require.Len(t, is, DefaultMaxIssues+1)
		assert.Equal(t, Issue{"meta.k", CodeDuplicateKey, `duplicate key "k": send each key once`}, is[0])
		assert.Equal(t, Issue{"", CodeTooManyIssues, strconv.Itoa(2*n-1-DefaultMaxIssues) + " more issues were not listed; fix these and send the call again"}, is[DefaultMaxIssues])
		// The issues past MaxIssues are only counted: what memory the call takes (the
		// keys the map reads) stays below its size.
		assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(64<<10+b.Len()), "%d duplicates", n)
	}
}

// BenchmarkManyDuplicateKeys shows that the cost of duplicate keys grows
// linearly with their number: ns/op divided by n stays flat across the
// sub-benchmarks (tests never assert on time).
func BenchmarkManyDuplicateKeys(b *testing.B) {
	for _, n := range []int{1_000, 10_000, 100_000} {
		var buf bytes.Buffer
		buf.WriteString(`{"name":"a","meta":{`)
		for i := range n {
			if i > 0 {
				buf.WriteByte(',')
			}
			buf.WriteString(`"k":1`)
		}
		buf.WriteString(`}}`)
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			b.SetBytes(int64(buf.Len()))
			for b.Loop() {
				_, _ = rc.ParseCreate(buf.Bytes())
			}
		})
	}
}

func TestRandomGarbageNeverPanics(t *testing.T) {
	// A cheap deterministic sweep; FuzzDecoder goes further.
	seed := uint64(1)
	next := func() byte {
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return byte(seed)
	}
	alphabet := []byte(`{}[]:,"\ ntrufalse0123456789-+.eE` + "\x00\xff\xc3\xa9")
	for range 20_000 {
		n := int(next() % 40)
		b := make([]byte, n)
		for i := range b {
			b[i] = alphabet[int(next())%len(alphabet)]
		}
		_, _ = rc.ParseCreate(b)
		_, _ = rc.ParseRec(b)
	}
}

func TestDeepButAllowedNesting(t *testing.T) {
	// Past the frames kept inline, and back.
	in := `{"sub":{"sub":{"sub":{"sub":{"sub":{"sub":{"sub":{"sub":{"sub":{"sub":{"sub":{"sub":{"sub":{"sub":{"sub":{"sub":{"sub":{"sub":{"sub":{"sub":{"i8":"x"}}}}}}}}}}}}}}}}}}}},"i8":1}`
	_, err := rc.ParseRec([]byte(in))
	is := issuesOf(t, err)
	want := ""
	for range 20 {
		want += "sub."
	}
	assert.Equal(t, Issues{{want + "i8", CodeInvalidType, `expected an integer between -128 and 127, got the string "x"`}}, is)
}

// FuzzDecoder runs the generated decoders on arbitrary bytes. It checks that nothing
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
		_, err := rc.ParseCreate(data)
		checkIssues(t, err)

		got, err := rc.ParseRec(data)
		checkIssues(t, err)
		if err != nil {
			return
		}
		var want rc.Rec
		if jerr := json.Unmarshal(data, &want); jerr != nil {
			var te *json.UnmarshalTypeError
			// Deliberately more lenient: integers spelled 1.0 or 1e2, -0 for an unsigned,
			// and structures sent double-encoded in a string.
			if errors.As(jerr, &te) && (strings.HasPrefix(te.Value, "number") || te.Value == "string") {
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

// benchPayload is a typical tool call, 150 bytes.
var benchPayload = []byte(`{"name":"Spring sale","content":{"parts":[{"type":"text","text":"Hello, friends!"},{"type":"image","url":"https://example.com/a.png"}]},"limit":250,"tags":["promo"]}`)

// createStd mirrors Create for encoding/json, which cannot decode a union: its parts are one
// flat struct.
type createStd struct {
	Name    string `json:"name"`
	Content struct {
		Parts []struct {
			Type string `json:"type"`
			Text string `json:"text,omitempty"`
			URL  string `json:"url,omitempty"`
		} `json:"parts"`
	} `json:"content"`
	Limit int              `json:"limit,omitempty"`
	Tags  []string         `json:"tags,omitempty"`
	Meta  map[string]int64 `json:"meta,omitempty"`
}

func BenchmarkParse(b *testing.B) {
	b.Run("stitch", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(benchPayload)))
		for b.Loop() {
			if _, err := rc.ParseCreate(benchPayload); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("encoding_json", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(benchPayload)))
		for b.Loop() {
			var v createStd
			if err := json.Unmarshal(benchPayload, &v); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// recPayload has no union, so encoding/json decodes the very same struct.
var recPayload = []byte(`{"s":"hello, world","i64":9007199254740993,"u8":200,"f64":3.25,"b":true,"ints":[1,2,3],"m":{"k":"v"},"sub":{"i8":-5,"f32":0.5},"t":"2024-05-01T12:30:00Z"}`)

func BenchmarkParseRec(b *testing.B) {
	b.Run("stitch", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(recPayload)))
		for b.Loop() {
			if _, err := rc.ParseRec(recPayload); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("encoding_json", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(recPayload)))
		for b.Loop() {
			var v rc.Rec
			if err := json.Unmarshal(recPayload, &v); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func TestAllocations(t *testing.T) {
	if raceOn {
		// Under the race detector a sync.Pool drops items at random: the item buffers
		// are made anew now and then, and the count varies from run to run.
		t.Skip("the race detector changes what a parse allocates")
	}
	// Reading allocates only what the value keeps: here one arena chunk for the six
	// strings, a chunk for each of the two variants boxed in the Part interface (see
	// Variants), and the two slices, each made once at its final size. Built with
	// stitch_convert, each of the two parts is copied to an allocation of its own.
	allocs := testing.AllocsPerRun(200, func() {
		if _, err := rc.ParseCreate(benchPayload); err != nil {
			t.Fatal(err)
		}
	})
	want := 5.0
	if !boxInPlace {
		want += 2
	}
	assert.Equal(t, want, allocs)

	// Numbers, booleans and plain keys allocate nothing; escaped keys, one buffer.
	for in, want := range map[string]float64{
		`{"i8":-1,"i64":9007199254740993,"u64":18446744073709551615,"f64":1.5e3,"f32":0.5,"b":true}`: 0,
		`{"i8":-1,"\u0062":true,"i\u0036\u0034":1}`:                                                  1,
	} {
		data := []byte(in)
		allocs = testing.AllocsPerRun(200, func() {
			if _, err := rc.ParseRec(data); err != nil {
				t.Fatal(err)
			}
		})
		assert.Equal(t, want, allocs, in)
	}
}
