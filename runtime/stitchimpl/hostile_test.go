package stitchimpl

import (
	"bytes"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

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
				_, _, err := ParseRec([]byte(tt.in), Limits{})
				is = issuesOf(t, err)
			} else {
				_, err := ParseCreate([]byte(tt.in))
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
	_, err := ParseCreate(big)
	assert.Equal(t, Issues{{"", CodeTooLarge, "the input is 10485760 bytes; the limit is 8388608 bytes"}}, issuesOf(t, err))

	// Under a larger limit the same 10 MB string is read in one pass.
	var d Decoder
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

func TestLimits(t *testing.T) {
	var d Decoder
	d.Reset([]byte(`[[1]]`), Limits{MaxDepth: 1})
	require.True(t, d.BeginArray())
	require.True(t, d.NextItem())
	assert.False(t, d.BeginArray())
	assert.Equal(t, Issues{{"[0]", CodeTooDeep, "invalid JSON at byte 1: objects and arrays are nested more than 1 levels deep"}}, issuesOf(t, d.Finish()))

	d.Reset([]byte(`12345`), Limits{MaxBytes: 4})
	_, ok := d.Int(0, "")
	assert.False(t, ok)
	assert.Equal(t, Issues{{"", CodeTooLarge, "the input is 5 bytes; the limit is 4 bytes"}}, issuesOf(t, d.Finish()))
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
		_, err := ParseCreate(b.Bytes())
		runtime.ReadMemStats(&after)
		is := issuesOf(t, err)
		require.Len(t, is, DefaultMaxIssues+1)
		assert.Equal(t, Issue{"meta.k", CodeDuplicateKey, `duplicate key "k": send each key once`}, is[0])
		assert.Equal(t, Issue{"", CodeTooManyIssues, strconv.Itoa(2*n-1-DefaultMaxIssues) + " more issues were not listed; fix these and send the call again"}, is[DefaultMaxIssues])
		// The issues past MaxIssues are only counted: memory does not grow with them.
		assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(64<<10), "%d duplicates", n)
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
				_, _ = ParseCreate(buf.Bytes())
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
		_, _ = ParseCreate(b)
		_, _, _ = ParseRec(b, Limits{})
	}
}
