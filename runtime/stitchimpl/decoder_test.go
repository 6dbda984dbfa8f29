package stitchimpl

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unsafe"

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
	_, ok = d.Label(&Union{Key: "type", Labels: []string{"text"}})
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

// TestLabelValueReadOnce: String returns the label Label matched when it reads the
// discriminator's value (escaped or not), and nothing else: not a string at the same offset
// of a double-encoded document read after it.
func TestLabelValueReadOnce(t *testing.T) {
	u := &Union{Key: "type", Labels: []string{"text", "image"}}
	var d Decoder
	d.Reset([]byte(`{"type":"text","o":"{\"abc\": \"zz\"}"}`), Limits{})
	require.True(t, d.BeginObject())
	l, ok := d.Label(u)
	require.True(t, ok)
	require.True(t, d.NextKey())
	s, ok := d.String("")
	assert.Equal(t, "text", s)
	assert.True(t, ok)
	assert.True(t, unsafe.StringData(s) == unsafe.StringData(l), "the label itself, not a copy")
	require.True(t, d.NextKey())
	require.True(t, d.BeginObject())
	require.True(t, d.NextKey())
	require.Equal(t, d.label.at, skipWS(d.data, d.pos), "the inner string sits where the label did")
	s, _ = d.String("")
	assert.Equal(t, "zz", s)
	assert.False(t, d.NextKey())
	assert.False(t, d.NextKey())
	assert.NoError(t, d.Finish())

	d.Reset([]byte(`{"type":"im\u0061ge"}`), Limits{})
	require.True(t, d.BeginObject())
	l, _ = d.Label(u)
	require.True(t, d.NextKey())
	s, _ = d.String("")
	assert.Equal(t, "image", s)
	assert.Equal(t, "image", l)
}

// TestLabelWords: Label matches keys and labels of every length around the 7 bytes it
// compares as one word, escaped or not, with room after them for a word's load or not,
// and tells a label from one that shares its first bytes.
func TestLabelWords(t *testing.T) {
	labels := []string{"", "a", "ab", "abcdefg", "abcdefgh", "abcdefghijk"}
	for _, key := range []string{"k", "kind_of", "kind_of_", "kind_of_thing"} {
		u := &Union{Key: key, Labels: labels}
		for _, sent := range append(slices.Clone(labels), "abcdefx", "abcdefgx", "abc", "b", "abcdefghijx") {
			want := slices.Index(labels, sent)
			for _, input := range []string{
				`{"` + key + `":"` + sent + `"}`,
				`{"x":1,"` + key + `":"` + sent + `","y":"` + strings.Repeat("z", 10) + `"}`,
				`{"` + key + `":"` + sent + `"` + strings.Repeat(" ", 10) + `}`,
				`{"` + key + `":"` + strings.ReplaceAll(sent, "a", `\u0061`) + `"}`,
				`{"` + strings.ReplaceAll(key, "k", `\u006b`) + `":"` + sent + `"}`,
			} {
				var d Decoder
				d.Reset([]byte(input), Limits{})
				require.True(t, d.BeginObject())
				l, ok := d.Label(u)
				if want < 0 {
					assert.False(t, ok, input)
					// One edit from a label: the message offers it.
					meant := map[string]string{"abcdefx": ` (did you mean "abcdefg"?)`, "abc": ` (did you mean "ab"?)`, "abcdefghijx": ` (did you mean "abcdefghijk"?)`}[sent]
					assert.Equal(t, `unknown `+key+` "`+sent+`"`+meant+`; expected one of: `+strings.Join(labels, ", "), d.issues[0].Message, input)
					continue
				}
				assert.True(t, ok, input)
				assert.Equal(t, labels[want], l, input)
			}
		}
	}
}
