package stitchimpl

import "strconv"

// The Fail helpers below record the issue of a check generated code makes: "expected
// <want>, got " followed by the value received, spelled as the helper's name says. They
// are out of line, so a check costs the generated decoder one call on its failure path
// and the user's build no more than that: spelled at each check (a concatenation with
// strconv inlined), failure paths were an eighth of the instructions compiling a
// generated package takes (gencost's 10 tools: 2 050 → 1 800 M). TestFailHelpersOutOfLine
// keeps them out of line.

// FailInt records an issue whose message ends with the integer n:
//
//	if x0 < 0 {
//		d.FailInt(stitch.CodeTooSmall, "expected an integer ≥ 0, got ", x0)
//	}
func (d *Decoder) FailInt(code, message string, n int64) {
	d.Fail(code, message+strconv.FormatInt(n, 10))
}

// FailUint records an issue whose message ends with the unsigned integer n.
func (d *Decoder) FailUint(code, message string, n uint64) {
	d.Fail(code, message+strconv.FormatUint(n, 10))
}

// FailCount records an issue whose message ends with the count n of an array's items or
// an object's entries: "expected at most 10 items, got 12".
func (d *Decoder) FailCount(code, message string, n int) {
	d.Fail(code, message+strconv.Itoa(n))
}

// FailChars records an issue whose message ends with n characters, spelled as a count
// of characters: "expected a string of at most 8 characters, got 9 characters".
func (d *Decoder) FailChars(code, message string, n int) {
	d.Fail(code, message+countOf(n, "character"))
}

// FailString records an issue whose message ends with the string s, described as
// [DescribeString] does: `expected one of "a", "b", got the string "c"`.
func (d *Decoder) FailString(code, message, s string) {
	d.Fail(code, message+DescribeString(s))
}

// FailNumber records an issue whose message ends with the number just read, as it was
// sent (shownNumber of [Decoder.NumberText]), not the float it rounds to.
func (d *Decoder) FailNumber(code, message string) {
	d.Fail(code, message+shownNumber(d.NumberText()))
}

// FailFloat32 is FailNumber for a float32 field, where f is the value Float(32, …)
// returned: the number as sent and, where it differs, the float32 it became
// (shownFloat32).
func (d *Decoder) FailFloat32(code, message string, f float64) {
	d.Fail(code, message+shownFloat32(d.NumberText(), f))
}
