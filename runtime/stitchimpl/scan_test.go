package stitchimpl

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
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

// TestMediumStr: where mediumStr answers, it ends the literal where scanStr does and the
// literal has no escape; it answers for every plain body of 8 to 15 bytes followed by
// enough input, and leaves to scanStr everything else (an escape, a control byte or a
// multi-byte character at any position, longer bodies, the input's end).
func TestMediumStr(t *testing.T) {
	tails := []string{`"`, `":1}`, `",`, `"` + strings.Repeat(" ", 17), "", `\"`}
	odd := []string{`\"`, `\n`, "\x01", "é", "\x7f", `"`}
	answered := 0
	for n := range 20 {
		plain := strings.Repeat("k", n)
		bodies := []string{plain}
		for i := range n {
			for _, o := range odd {
				bodies = append(bodies, plain[:i]+o+plain[i:])
			}
		}
		for _, body := range bodies {
			for _, tail := range tails {
				b := []byte(`"` + body + tail)
				got := mediumStr(b, 0)
				end, esc, e := scanStr(b, 0)
				if body == plain && n >= 8 && n <= 15 && strings.HasPrefix(tail, `"`) && len(b) >= 17 && got < 0 {
					t.Errorf("%q: mediumStr leaves a plain body of %d bytes to scanStr", b, n)
				}
				if got < 0 {
					continue
				}
				answered++
				if e != errNone || esc || got != end {
					t.Errorf("%q: mediumStr ends at %d; scanStr at %d (escapes %v, error %v)", b, got, end, esc, e)
				}
			}
		}
	}
	if answered == 0 {
		t.Fatal("mediumStr answered nothing")
	}
}

// TestAppendUnescaped: on valid literal bodies made of every kind of piece (runs of plain
// bytes of every length around the in-place copy's threshold, each escape, \u escapes of
// one, two and three bytes, surrogate pairs and lone surrogates, multi-byte characters),
// appendUnescaped appends what encoding/json decodes, after what dst held, with room for
// the literal in dst (in place) or without (appended run by run).
func TestAppendUnescaped(t *testing.T) {
	pieces := []string{"", "a", "op", strings.Repeat("x", 15), strings.Repeat("y", 16), strings.Repeat("z", 17), strings.Repeat("w", 40),
		`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\u0041`, `\u00e9`, `\u20ac`, `\ud83d\ude00`, `\ud83d`, `\ude00x`, `\ud83dabcdef`, "é", "€", "😀"}
	rng := rand.New(rand.NewPCG(1, 2))
	for n := range 5000 {
		var b strings.Builder
		for range rng.IntN(12) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		body := b.String()
		var want string
		if err := json.Unmarshal([]byte(`"`+body+`"`), &want); err != nil {
			t.Fatalf("%q: %v", body, err)
		}
		prefix := []byte("pre")[:n%4]
		dst := slices.Clip(prefix) // no room: appended run by run
		if n%2 == 0 {
			dst = slices.Grow(dst, len(body)) // room: in place
		}
		got := appendUnescaped(dst, []byte(body))
		if string(got) != string(prefix)+want {
			t.Fatalf("%q: got %q, want %q", body, got, string(prefix)+want)
		}
	}
}

// TestUnquote: on literals made of every kind of piece, valid or broken (each escape, bad
// escapes and \u escapes cut short, control bytes, invalid UTF-8, surrogates, plain runs of
// every length around the word, the input's end at every place), unquote ends or fails
// where scanStr does, with its error, and decodes what appendUnescaped decodes, after what
// dst held, with and without room in dst.
func TestUnquote(t *testing.T) {
	pieces := []string{"", "a", "op", strings.Repeat("x", 7), strings.Repeat("y", 8), strings.Repeat("z", 9), strings.Repeat("w", 40),
		`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\u0041`, `\u00e9`, `\u20ac`, `\ud83d\ude00`, `\ud83d`, `\ude00x`, `\ud83dabcdef`, "é", "€", "😀",
		`\x`, `\u12`, `\u12G4`, "\x01", "\x1f", "\xff", "\xc3", "\xe2\x82", "\x7f", `{\"op\":\"not\",`}
	rng := rand.New(rand.NewPCG(3, 4))
	for n := range 20000 {
		var b strings.Builder
		b.WriteByte('"')
		for range rng.IntN(12) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		lit := b.String()
		switch n % 3 {
		case 0:
			lit += `"`
		case 1:
			lit += `",` + strings.Repeat(" ", rng.IntN(10))
		} // else the input ends in the literal
		data := []byte(lit)
		if k := rng.IntN(4); k == 0 { // cut anywhere
			data = data[:rng.IntN(len(data)+1)]
			if len(data) == 0 {
				continue
			}
		}
		end, _, e := scanStr(data, 0)
		prefix := []byte("pre")[:n%4]
		dst := slices.Clip(prefix)
		if n%2 == 0 {
			dst = slices.Grow(dst, rng.IntN(2*len(data)))
		}
		got, gend, ge := unquote(dst, data, 0)
		if gend != end || ge != e {
			t.Fatalf("%q: unquote ends at %d (%v); scanStr at %d (%v)", data, gend, ge, end, e)
		}
		if e != errNone {
			continue
		}
		want := appendUnescaped(slices.Clip(prefix), data[1:end-1])
		if string(got) != string(want) {
			t.Fatalf("%q: unquote decodes %q; appendUnescaped %q", data, got, want)
		}
	}
}
