package stitchimpl

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// issuesOf returns the Issues in err (nil for nil), failing on any other error.
func issuesOf(t *testing.T, err error) Issues {
	t.Helper()
	if err == nil {
		return nil
	}
	var is stitch.Issues
	require.True(t, errors.As(err, &is), "error %T is not Issues", err)
	return localIssues(is)
}

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
				{"limit", CodeInvalidType, `expected an integer from 0 to 5000, got the string "1"`},
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
				{"limit", CodeInvalidType, `expected an integer from 0 to 5000, got the string "` + strings.Repeat("x", 40) + `…"`},
			},
		},
		{
			name: "refinements after a read",
			in:   `{"name":"   ","content":{"parts":[]},"limit":-1}`,
			want: Issues{
				{"name", CodeTooSmall, "expected at least 1 character, got 0"},
				{"content.parts", CodeTooSmall, "expected at least 1 item, got 0"},
				{"limit", CodeTooSmall, "expected an integer ≥ 0, got -1"},
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
				{`meta.x-y_1`, CodeInvalidType, `expected an integer, got the string "3"`},
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
			_, err := ParseCreate([]byte(tt.in))
			assert.Equal(t, tt.want, issuesOf(t, err))
		})
	}
}

func TestCreateValue(t *testing.T) {
	v, err := ParseCreate([]byte(`{"tags":["a","b\n"],"name":" Spring ","meta":{"x":-3},"content":{"parts":[{"text":"hi","type":"text"},{"type":"photo","url":"https://x.y/a.png"}]}}`))
	require.NoError(t, err)
	assert.Equal(t, Create{
		Name:    "Spring",
		Content: Content{Parts: []Part{TextPart{Type: "text", Text: "hi"}, ImagePart{Type: "photo", URL: "https://x.y/a.png"}}},
		Limit:   100,
		Tags:    []string{"a", "b\n"},
		Meta:    map[string]int64{"x": -3},
	}, v)
}

func TestDoubleEncoded(t *testing.T) {
	tests := []struct {
		name      string
		in        string
		want      Issues
		parts     int
		tags      []string
		unwrapped int
	}{
		{
			name:      "an object",
			in:        `{"name":"a","content":"{\"parts\":[{\"type\":\"text\",\"text\":\"x\"}]}"}`,
			parts:     1,
			unwrapped: 1,
		},
		{
			name:      "an object with whitespace around, escaped",
			in:        `{"name":"a","content":"\n\t {\"parts\":[{\"type\":\"text\",\"text\":\"x\"}]} \r\n"}`,
			parts:     1,
			unwrapped: 1,
		},
		{
			name:      "an array",
			in:        `{"name":"a","content":{"parts":"[{\"type\":\"text\",\"text\":\"x\"},{\"type\":\"image\",\"url\":\"http://a\"}]"},"tags":"[\"a\",\"b\"]"}`,
			parts:     2,
			tags:      []string{"a", "b"},
			unwrapped: 2,
		},
		{
			name:      "an array with no escapes at all",
			in:        `{"name":"a","content":{"parts":[{"type":"text","text":"x"}]},"tags":"[]"}`,
			parts:     1,
			tags:      []string{},
			unwrapped: 1,
		},
		{
			name:      "the whole call",
			in:        `"{\"name\":\"a\",\"content\":{\"parts\":[{\"type\":\"text\",\"text\":\"x\"}]}}"`,
			parts:     1,
			unwrapped: 1,
		},
		{
			name: "only once: no unwrapping inside an unwrapped document",
			in:   `{"name":"a","content":"{\"parts\":\"[{\\\"type\\\":\\\"text\\\",\\\"text\\\":\\\"x\\\"}]\"}"}`,
			want: Issues{
				{"content.parts", CodeInvalidType, `expected an array, got the string "[{\"type\":\"text\",\"text\":\"x\"}]"`},
			},
			unwrapped: 1,
		},
		{
			name: "issues inside have their paths",
			in:   `{"name":"a","content":"{\"parts\":[{\"type\":\"text\",\"text\":5}],\"x\":1}"}`,
			want: Issues{
				{"content.parts[0].text", CodeInvalidType, "expected a string, got the number 5"},
				{"content.x", CodeUnknownKey, `unknown key "x"; allowed keys: parts`},
			},
			parts:     1,
			unwrapped: 1,
		},
		{
			name: "a label failure inside",
			in:   `{"name":"a","content":"{\"parts\":[{\"type\":\"gif\"}]}"}`,
			want: Issues{
				{"content.parts[0].type", CodeInvalidLabel, `unknown type "gif"; expected one of: text, image, photo`},
			},
			parts:     1,
			unwrapped: 1,
		},
		{
			name: "invalid JSON in the string is a type issue",
			in:   `{"name":"a","content":"{\"parts\":[}"}`,
			want: Issues{{"content", CodeInvalidType, `expected an object, got the string "{\"parts\":[}"`}},
		},
		{
			name: "trailing data in the string is a type issue",
			in:   `{"name":"a","content":"{\"parts\":[]} x"}`,
			want: Issues{{"content", CodeInvalidType, `expected an object, got the string "{\"parts\":[]} x"`}},
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
			var d Decoder
			d.Reset([]byte(tt.in), Limits{})
			var v Create
			decodeCreate(&d, &v)
			assert.Equal(t, tt.want, issuesOf(t, d.Finish()))
			assert.Len(t, v.Content.Parts, tt.parts)
			assert.Equal(t, tt.tags, v.Tags)
			assert.Equal(t, tt.unwrapped, d.unwraps)
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
			_, err := ParseCreate([]byte(tt.in))
			is := issuesOf(t, err)
			require.NotEmpty(t, is)
			assert.Equal(t, tt.want, is[len(is)-1], "all: %v", is)
		})
	}
}

func TestSyntaxIsFatal(t *testing.T) {
	var d Decoder
	d.Reset([]byte(`{"a":1 "b":2}`), Limits{})
	require.True(t, d.BeginObject())
	require.True(t, d.NextKey())
	n, ok := d.Int(0, "")
	assert.True(t, ok)
	assert.Equal(t, int64(1), n)
	assert.False(t, d.NextKey())
	assert.True(t, d.fatal)
	mark := d.Mark()
	// Every method now returns at once and records nothing.
	assert.False(t, d.NextKey())
	assert.False(t, d.NextItem())
	assert.False(t, d.BeginObject())
	assert.False(t, d.BeginArray())
	assert.False(t, d.Null())
	assert.Equal(t, kindInvalid, d.peek())
	_, ok = d.String("")
	assert.False(t, ok)
	_, ok = d.Int(0, "")
	assert.False(t, ok)
	_, ok = d.Label(unionPart)
	assert.False(t, ok)
	_, ok = d.Any()
	assert.False(t, ok)
	_, ok = d.Raw()
	assert.False(t, ok)
	d.Skip()
	d.Fail(CodeCustom, "x")
	d.Missing("x")
	d.Duplicate()
	d.Unknown(nil, "")
	d.Rewind(0)
	assert.Equal(t, mark, d.Mark())
	is := issuesOf(t, d.Finish())
	assert.Equal(t, Issues{{"", CodeSyntax, "invalid JSON at byte 7: expected ',' or '}' after an object value"}}, is)
}

func TestTruncatedPrefixes(t *testing.T) {
	full := `{"name":"Spring \u00e9\n","content":{"parts":[{"type":"text","text":"hi"},{"url":"https://x.y/a.png","type":"image"}]},"limit":2.5e2,"tags":["a","b"],"meta":{"k":-1}}`
	_, err := ParseCreate([]byte(full))
	require.NoError(t, err)
	for i := 0; i < len(full); i++ {
		_, err := ParseCreate([]byte(full[:i]))
		is := issuesOf(t, err)
		require.NotEmpty(t, is, "prefix %q", full[:i])
		last := is[len(is)-1]
		assert.Equal(t, CodeSyntax, last.Code, "prefix %q: %v", full[:i], is)
	}
}

func TestIssuesErrorOfACall(t *testing.T) {
	_, err := ParseCreate([]byte(`{"name":1,"content":1,"limit":true,"tags":1,"meta":1,"x":1}`))
	assert.EqualError(t, err, "name: expected a string of 1 to 80 characters, got the number 1; "+
		"content: expected an object, got the number 1; limit: expected an integer from 0 to 5000, got true; "+
		"tags: expected an array, got the number 1; meta: expected an object, got the number 1; …and 1 more")
}

func TestFinishReturnsAFreshSlice(t *testing.T) {
	var d Decoder
	d.Reset([]byte(`[1,2]`), Limits{})
	var v Create
	decodeCreate(&d, &v)
	first := issuesOf(t, d.Finish())
	d.Reset([]byte(`"x"`), Limits{})
	decodeCreate(&d, &v)
	second := issuesOf(t, d.Finish())
	assert.Equal(t, Issues{{"", CodeInvalidType, "expected an object, got an array"}}, first)
	assert.Equal(t, Issues{{"", CodeInvalidType, `expected an object, got the string "x"`}}, second)
	assert.NoError(t, (&Decoder{}).Finish())
}

func TestMarkSinceRewind(t *testing.T) {
	var d Decoder
	d.Reset([]byte(`{"a":"x","b":2,"c":"y"}`), Limits{})
	require.True(t, d.BeginObject())
	require.True(t, d.NextKey())
	mark := d.Mark()
	_, ok := d.Int(0, "")
	assert.False(t, ok)
	assert.True(t, d.Since(mark))
	d.Rewind(mark) // a catch value replaces the field
	assert.False(t, d.Since(mark))
	require.True(t, d.NextKey())
	_, ok = d.Int(0, "")
	assert.True(t, ok)
	require.True(t, d.NextKey())
	_, ok = d.Int(0, "")
	assert.False(t, ok)
	assert.False(t, d.NextKey())
	assert.Equal(t, Issues{{"c", CodeInvalidType, `expected an integer, got the string "y"`}}, issuesOf(t, d.Finish()))
}

func TestMaxIssues(t *testing.T) {
	in := `[` + strings.Repeat(`1,`, 999) + `1]`
	var d Decoder
	d.Reset([]byte(in), Limits{MaxIssues: 3})
	if d.BeginArray() {
		for d.NextItem() {
			d.String("")
		}
	}
	is := issuesOf(t, d.Finish())
	assert.Equal(t, Issues{
		{"[0]", CodeInvalidType, "expected a string, got the number 1"},
		{"[1]", CodeInvalidType, "expected a string, got the number 1"},
		{"[2]", CodeInvalidType, "expected a string, got the number 1"},
		{"", CodeTooManyIssues, "997 more issues were not listed; fix these and send the call again"},
	}, is)
}

func TestPeekNullSkip(t *testing.T) {
	var d Decoder
	d.Reset([]byte(` [null, true, false, -1, "s", {"a":[{}]}, [], nul]`), Limits{})
	require.True(t, d.BeginArray())
	want := []kind{kindNull, kindBool, kindBool, kindNumber, kindString, kindObject, kindArray, kindNull}
	for i := 0; d.NextItem(); i++ {
		assert.Equal(t, i, d.index())
		assert.Equal(t, want[i], d.peek(), "item %d", i)
		if i == 0 {
			assert.True(t, d.Null())
			continue
		}
		assert.False(t, d.Null())
		d.Skip()
	}
	assert.Equal(t, Issues{{"[7]", CodeSyntax, "invalid JSON at byte 46: expected true, false or null"}}, issuesOf(t, d.Finish()))
	assert.Equal(t, "array", kindArray.String())
	assert.Equal(t, "boolean", kindBool.String())
	assert.Equal(t, "kind(9)", kind(9).String())

	d.Reset([]byte(`x`), Limits{})
	assert.Equal(t, kindInvalid, d.peek())
	assert.Equal(t, -1, d.index())
	assert.Nil(t, d.Key())
	assert.False(t, d.NextKey())
	assert.False(t, d.NextItem())
}
