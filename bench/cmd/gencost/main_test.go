package main

import (
	"bytes"
	"go/format"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSyntheticIsGofmt keeps the synthetic packages readable: every file is gofmt-clean.
func TestSyntheticIsGofmt(t *testing.T) {
	dir := t.TempDir()
	if _, err := writePackage(dir, "t7", 7); err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) != 2 {
		t.Fatalf("files %v, %v; want doc.go and one file of tools", files, err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out, err := format.Source(src)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if !bytes.Equal(out, src) {
			t.Errorf("%s is not gofmt-clean", f)
		}
	}
}

// TestRun measures a package of five tools (one with a union) end to end: stitchgen
// generates it and go vet accepts the result.
func TestRun(t *testing.T) {
	if testing.Short() {
		t.Skip("builds stitchgen and runs go vet")
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"-sizes", "5", "-runs", "1"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr.String())
	}
	if !strings.Contains(stdout.String(), "\n| 5 | ") {
		t.Errorf("no row for 5 tools in\n%s", stdout.String())
	}
}
