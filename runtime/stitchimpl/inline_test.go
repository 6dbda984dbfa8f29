package stitchimpl

import (
	"os/exec"
	"strings"
	"sync"
	"testing"
)

// inliningReport is what go build -gcflags=-m says of the package, built once for the
// tests that read it.
var inliningReport = sync.OnceValues(func() (string, error) {
	out, err := exec.Command("go", "build", "-gcflags=-m", ".").CombinedOutput()
	return string(out), err
})

// inlinable reports whether the compiler's report says fn can be inlined.
func inlinable(t *testing.T, fn string) bool {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the package with -gcflags=-m")
	}
	out, err := inliningReport()
	if err != nil {
		t.Fatalf("go build -gcflags=-m: %v\n%s", err, out)
	}
	return strings.Contains(out, "can inline "+fn+"\n") || strings.Contains(out, "can inline "+fn+" ")
}

// TestFastPathsInline keeps the fast paths generated decoders call on every
// key, item or string inlined: each sits near the compiler's inlining budget
// (Field costs 80 of 80), and a small edit could push it over without any
// other test noticing. Not a timing: the compiler's own report.
func TestFastPathsInline(t *testing.T) {
	for _, fn := range []string{
		"(*Decoder).Field", "(*Decoder).FieldAny", "(*Decoder).First", "(*Decoder).BeginObject",
		"(*Decoder).BeginArray", "(*Decoder).Mark", "(*Decoder).Since", "shortStr", "skipWS",
	} {
		if !inlinable(t, fn) {
			t.Errorf("%s is no longer inlined; keep it within the compiler's budget (go build -gcflags=-m=2 says by how much)", fn)
		}
	}
}
