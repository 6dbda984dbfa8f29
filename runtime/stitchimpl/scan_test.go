package stitchimpl

import "testing"

// TestSkipValidStr: on every literal scanStr accepts, skipValidStr (the counting passes'
// string skip) ends where scanStr does, whatever runs of backslashes precede its quotes.
func TestSkipValidStr(t *testing.T) {
	for _, lit := range []string{`""`, `"a"`, `"\\"`, `"\\\\"`, `"\""`, `"a\"b"`, `"\\\""`, `"\\\\\"x"`,
		`"\u0022"`, `"é\n\t"`, `"0123456789abcdef\"0123456789"`, `"x\\"`} {
		b := []byte(lit + `,"tail"]`)
		want, _, e := scanStr(b, 0)
		if e != errNone {
			t.Fatalf("%s: scanStr refuses it", lit)
		}
		if got := skipValidStr(b, 0); got != want {
			t.Errorf("%s: skipValidStr ends at %d; scanStr at %d", lit, got, want)
		}
	}
}
