package gen

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/stitchgen/stitchgen/runtime/stitchimpl"
)

// dfaPatterns are compiled to DFAs and checked against regexp; dfaRejected are left to
// regexp (the compiler must say no, not answer differently).
var (
	dfaPatterns = []string{
		`^\+[1-9][0-9]{6,14}$`, `^\+[0-9]{6,15}$`, `^[A-Z]{3}$`, `^[A-Za-z]{2}$`,
		`^[A-Za-z0-9_-]{0,64}$`, `^[\x21-\x7e]+$`, `^[a-z]+(-[a-z]+)*$`, `abc`, `^abc`, `abc$`,
		`a|b`, `^(ab|a)c$`, `^$`, ``, `^`, `$`, `x*`, `^[0-9]{2,3}[0-9]$`, `(?i)^abc$`,
		`^(?:[a-f0-9]{8}-[a-f0-9]{4}-4[a-f0-9]{3}-[89ab][a-f0-9]{3}-[a-f0-9]{12})$`,
		`\A[a-z]\z`, `^a{0}$`, `(?i)xy`, `^(a+)+$`, `^\d+\.\d{2}$`, `$^`,
		`^a$|^b`, `(a|^b)c`, `a(b$|c)`, `^[ \t]*#`, `[[:alpha:]]+[[:digit:]]`, `^\x00$`,
	}
	dfaRejected = []string{
		`^.+$`, `^[^a]$`, `\bword\b`, `(?m)^a$`, `^é$`, `(?i)^k$`, `(?i)s`, `^\pL+$`, `(?s).`,
		`^[a-z]{1,1000}[0-9]{1,1000}$`, `^[^\x00-\x7f]*$`,
	}
)

// dfaInputs returns inputs built from the bytes the pattern names, and some it does not
// (non-ASCII runes and invalid UTF-8 among them).
func dfaInputs(pattern string, r *rand.Rand) []string {
	alphabet := []string{"", "\x00", "\xff", "é", "K", "\u212a", "ſ", "\n", " "}
	for _, c := range pattern {
		alphabet = append(alphabet, string(c))
	}
	for c := byte('0'); c <= 'z'; c += 7 {
		alphabet = append(alphabet, string(c))
	}
	inputs := []string{"", "abc", "+4915112345678", "ABC", "abc-def", "12.34"}
	for range 400 {
		var b strings.Builder
		for range r.IntN(20) {
			b.WriteString(alphabet[r.IntN(len(alphabet))])
		}
		inputs = append(inputs, b.String())
	}
	return inputs
}

func TestDFAMatchesRegexp(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, p := range dfaPatterns {
		m, ok := compileDFA(p)
		if !ok {
			t.Errorf("%q: not compiled to a DFA", p)
			continue
		}
		re := regexp.MustCompile(p)
		d := stitchimpl.NewDFA(m.classes, rows(m.next), m.final)
		for _, in := range dfaInputs(p, r) {
			if got, want := d.MatchString(in), re.MatchString(in); got != want {
				t.Errorf("%q on %q: DFA says %v, regexp %v", p, in, got, want)
			}
		}
	}
	for _, p := range dfaRejected {
		if _, ok := compileDFA(p); ok {
			t.Errorf("%q: compiled to a DFA; want it left to regexp", p)
		}
	}
}

// TestDFAPhone pins the tables of the example's phone pattern: 4 classes, 17 states.
func TestDFAPhone(t *testing.T) {
	m, ok := compileDFA(`^\+[1-9][0-9]{6,14}$`)
	if !ok {
		t.Fatal("not compiled")
	}
	if got := strings.Join(m.classes, " "); got != "++ 00 19" {
		t.Errorf("classes %q", got)
	}
	if len(m.next) != 17 || len(m.final) != 9 {
		t.Errorf("%d states, %d final; want 17 and 9", len(m.next), len(m.final))
	}
}

func rows(next [][]uint8) []uint8 {
	var out []uint8
	for _, r := range next {
		out = append(out, r...)
	}
	return out
}

// FuzzDFA checks the DFA against regexp on any pattern it compiles and any input.
func FuzzDFA(f *testing.F) {
	for i, p := range dfaPatterns {
		f.Add(p, dfaInputs(p, rand.New(rand.NewPCG(uint64(i), 0)))[7])
	}
	f.Fuzz(func(t *testing.T, pattern, input string) {
		re, err := regexp.Compile(pattern)
		if err != nil {
			return
		}
		m, ok := compileDFA(pattern)
		if !ok {
			return
		}
		d := stitchimpl.NewDFA(m.classes, rows(m.next), m.final)
		if got, want := d.MatchString(input), re.MatchString(input); got != want {
			t.Fatalf("%q on %q: DFA says %v, regexp %v", pattern, input, got, want)
		}
	})
}

// BenchmarkDFAPhone: the DFA of examples/broadcast's phone pattern, as its generated code
// builds it, on four numbers.
func BenchmarkDFAPhone(b *testing.B) {
	m, ok := compileDFA(`^\+[1-9][0-9]{6,14}$`)
	if !ok {
		b.Fatal("the phone pattern is not compiled to a DFA")
	}
	d := stitchimpl.NewDFA(m.classes, rows(m.next), m.final)
	phones := []string{"+14155550123", "+442071838750", "+4930123456", "+61212345678"}
	for i := 0; b.Loop(); i++ {
		if !d.MatchString(phones[i&3]) {
			b.Fatal(phones[i&3])
		}
	}
}
