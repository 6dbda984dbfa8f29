package stitchimpl

import (
	"strings"
	"testing"
)

// TestShortStr: where shortStr answers, it ends the literal where scanStr does and the
// literal has no escape; it leaves to scanStr every literal it cannot judge from the eight
// bytes after the quote (escapes, control bytes, UTF-8, longer bodies, the input's end).
func TestShortStr(t *testing.T) {
	bodies := []string{"", "a", "op", "1234567", "12345678", "abc\\\"d", `a\nb`, "\\", "é", "a\x01b", "a\x7fb", "\"", "abcdefg\"x"}
	tails := []string{`"`, `":1}`, `",`, `"` + strings.Repeat(" ", 9), "", `\"`}
	answered := 0
	for _, body := range bodies {
		for _, tail := range tails {
			b := []byte(`"` + body + tail)
			got := shortStr(b, 0)
			end, esc, e := scanStr(b, 0)
			if got < 0 {
				continue
			}
			answered++
			if e != errNone || esc || got != end {
				t.Errorf("%q: shortStr ends at %d; scanStr at %d (escapes %v, error %v)", b, got, end, esc, e)
			}
		}
	}
	if answered == 0 {
		t.Fatal("shortStr answered nothing")
	}
}
