package stitchimpl

import (
	"os/exec"
	"strings"
	"testing"
)

// TestFastPathsInline keeps the fast paths generated decoders call on every
// key, item or string inlined: each sits near the compiler's inlining budget
// (Field costs 80 of 80), and a small edit could push it over without any
// other test noticing. Not a timing: the compiler's own report.
func TestFastPathsInline(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the package with -gcflags=-m")
	}
	out, err := exec.Command("go", "build", "-gcflags=-m", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=-m: %v\n%s", err, out)
	}
	for _, fn := range []string{
		"(*Decoder).Field", "(*Decoder).FieldAny", "(*Decoder).First", "(*Decoder).BeginObject",
		"(*Decoder).BeginArray", "(*Decoder).Mark", "(*Decoder).Since", "shortStr", "skipWS",
	} {
		if !strings.Contains(string(out), "can inline "+fn+"\n") && !strings.Contains(string(out), "can inline "+fn+" ") {
			t.Errorf("%s is no longer inlined; keep it within the compiler's budget (go build -gcflags=-m=2 says by how much)", fn)
		}
	}
}
