package stitchimpl

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// TestFailHelpers pins each helper's message: the one the check spelled inline before.
func TestFailHelpers(t *testing.T) {
	var d Decoder
	d.Reset([]byte(`99.999999999`), stitch.Limits{})
	_, _ = d.Float(32, "")
	d.FailInt(stitch.CodeTooSmall, "expected an integer ≥ 0, got ", -3)
	d.FailUint(stitch.CodeTooBig, "expected an integer ≤ 5, got ", 18446744073709551615)
	d.FailCount(stitch.CodeTooBig, "expected at most 2 items, got ", 3)
	d.FailChars(stitch.CodeTooSmall, "expected a string of 2 to 4 characters, got ", 1)
	d.FailChars(stitch.CodeTooBig, "expected a string of 2 to 4 characters, got ", 5)
	d.FailString(stitch.CodeInvalidEnum, `expected one of "a", got `, "b")
	d.FailNumber(stitch.CodeTooBig, "expected a number < 1, got ")
	d.FailFloat32(stitch.CodeTooBig, "expected a number < 1, got ", float64(float32(99.999999999)))
	var got []string
	for _, is := range d.Finish().(stitch.Issues) {
		got = append(got, is.Code+": "+is.Message)
	}
	assert.Equal(t, []string{
		"too_small: expected an integer ≥ 0, got -3",
		"too_big: expected an integer ≤ 5, got 18446744073709551615",
		"too_big: expected at most 2 items, got 3",
		"too_small: expected a string of 2 to 4 characters, got 1 character",
		"too_big: expected a string of 2 to 4 characters, got 5 characters",
		`invalid_enum: expected one of "a", got the string "b"`,
		"too_big: expected a number < 1, got 99.999999999",
		"too_big: expected a number < 1, got 99.999999999 (100 as a float32)",
	}, got)
}

// TestFailHelpersOutOfLine keeps the Fail helpers out of line: inlined at every check of
// every generated decoder, they would cost the user's build what they exist to save.
// Not a timing: the compiler's own report.
func TestFailHelpersOutOfLine(t *testing.T) {
	for _, fn := range []string{"FailInt", "FailUint", "FailCount", "FailChars", "FailString", "FailNumber", "FailFloat32"} {
		if inlinable(t, "(*Decoder)."+fn) {
			t.Errorf("(*Decoder).%s is inlined: generated decoders call it at every check, keep it out of line", fn)
		}
	}
}
