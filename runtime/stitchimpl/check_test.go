package stitchimpl

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// TestCheckHelpers: each check records an issue exactly where its bounds break,
// with the message the decoder passes and the value received, and nothing on
// the bounds themselves. Strings are counted in runes, on both sides of the
// byte-count shortcut (4-byte runes: few runes in many bytes; ASCII: as many).
func TestCheckHelpers(t *testing.T) {
	four := "𝄞" // 4 bytes, 1 rune
	var d Decoder
	d.Reset([]byte(`1`), stitch.Limits{})
	d.Skip()
	// Between the bounds: nothing.
	d.Chars("ab", 2, 4, "c ")
	d.Chars(strings.Repeat(four, 4), 2, 4, "c ") // 16 bytes, 4 runes
	d.Chars("a"+four, 2, 4, "c ")                // 5 bytes, 2 runes
	d.Chars("", 0, 4, "c ")
	d.CharsMin(four+four, 2, "c ")
	d.CharsAs("ab", " ab ", "trim", 2, 4, "c ")
	d.CharsMinAs("ab", "AB", "lower", 2, "c ")
	d.Count(2, 2, 4, "n ")
	d.Count(4, 0, 4, "n ")
	d.CountMin(2, 2, "n ")
	d.IntRange(-5, -5, 5, "i ")
	d.IntRange(5, -5, 5, "i ")
	d.IntMin(0, 0, "i ")
	d.IntMax(7, 7, "i ")
	d.UintRange(1, 1, 18446744073709551615, "u ")
	d.UintMin(3, 3, "u ")
	d.UintMax(9, 9, "u ")
	d.Require(0b10, 0b10, "k")
	d.RequireIn(0b1, 0b1, nil, "k", "a")
	assert.NoError(t, d.Finish())

	d.Reset([]byte(`1`), stitch.Limits{})
	d.Skip()
	d.Chars(four, 2, 4, "c ")                    // 4 bytes, 1 rune
	d.Chars(strings.Repeat(four, 5), 2, 4, "c ") // 20 bytes, 5 runes
	d.Chars("abcde", 0, 4, "c ")
	d.CharsMin("a", 2, "c ")
	d.CharsAs("a", " a ", "trim", 2, 4, "c ")
	d.CharsMinAs(four, four, "lower", 2, "c ")
	d.Count(1, 2, 4, "n ")
	d.Count(5, 0, 4, "n ")
	d.CountMin(1, 2, "n ")
	d.IntRange(-6, -5, 5, "i ")
	d.IntRange(6, -5, 5, "i ")
	d.IntMin(-1, 0, "i ")
	d.IntMax(8, 7, "i ")
	d.UintRange(0, 1, 18446744073709551615, "u ")
	d.UintMin(2, 3, "u ")
	d.UintMax(10, 9, "u ")
	d.Require(0b01, 0b10, "k")
	var got []string
	for _, is := range d.Finish().(stitch.Issues) {
		got = append(got, is.Code+": "+is.Message)
	}
	assert.Equal(t, []string{
		"too_small: c 1 character",
		"too_big: c 5 characters",
		"too_big: c 5 characters",
		"too_small: c 1 character",
		`too_small: c the string " a " (1 character after trim)`,
		"too_small: c 1 character",
		"too_small: n 1",
		"too_big: n 5",
		"too_small: n 1",
		"too_small: i -6",
		"too_big: i 6",
		"too_small: i -1",
		"too_big: i 8",
		"too_small: u 0",
		"too_small: u 2",
		"too_big: u 10",
		`required: missing required key "k"`,
	}, got)
}

// TestCheckHelpersInline: the checks stay inlined, so that with a decoder's literal
// bounds each is the comparison the decoder would spell (and a call only when a
// bound breaks). Not a timing: the compiler's own report.
func TestCheckHelpersInline(t *testing.T) {
	for _, fn := range []string{"Chars", "CharsMin", "CharsAs", "CharsMinAs", "Count", "CountMin",
		"IntRange", "IntMin", "IntMax", "UintRange", "UintMin", "UintMax", "Require", "RequireIn"} {
		if !inlinable(t, "(*Decoder)."+fn) {
			t.Errorf("(*Decoder).%s is no longer inlined; keep it within the compiler's budget (go build -gcflags=-m=2 says by how much)", fn)
		}
	}
}
