package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// staleTool is a tool whose decoder reads fields of three struct types: its
// own, an embedded struct of the package and an embedded struct of another
// package; beside them fields stitchgen ignores (unexported, json:"-").
const staleTool = `package p

import "example.com/m/other"

// Base is embedded in the tool.
type Base struct {
	ID   int64  ` + "`json:\"id\"`" + `
	note string
}

// Send a message.
//
//stitch:tool
type Send struct {
	Base
	other.Meta
	To    string            ` + "`json:\"to\" stitch:\"min=1\"`" + `
	Count int               ` + "`json:\"count,omitempty\" stitch:\"max=20\"`" + `
	Cache map[string]string ` + "`json:\"-\"`" + `
	hook  func() error
}

var _ = Send{}.hook
var _ = Base{}.note
`

const staleOther = `package other

// Meta is embedded from another package.
type Meta struct {
	Trace string ` + "`json:\"trace,omitempty\"`" + `
}
`

// TestStaleFileDoesNotBuild: once a struct a decoder reads changes (a field
// added, removed, retyped or retagged, in the tool, in an embedded struct of
// the package or of another package, among the fields stitchgen ignores
// too), the package stops building at a line of stitch_gen.go that says to
// run go generate; after stitchgen runs again it builds.
func TestStaleFileDoesNotBuild(t *testing.T) {
	dir := tempModule(t, map[string]string{"p/send.go": staleTool, "other/meta.go": staleOther})
	code, _, stderr := runCmd("./p")
	require.Equal(t, 0, code, stderr)
	goRun(t, "build", "./p")

	for _, c := range []struct {
		name, file, old, new, asserted string
	}{
		{"a field added", "p/send.go", "\thook  func() error\n", "\thook  func() error\n\tFrom string `json:\"from\"`\n", "Send"},
		{"a field removed", "p/send.go", "\tCount int               `json:\"count,omitempty\" stitch:\"max=20\"`\n", "", "Send"},
		{"a field retyped", "p/send.go", "Count int ", "Count int64 ", "Send"},
		{"a tag changed", "p/send.go", "stitch:\"max=20\"", "stitch:\"max=50\"", "Send"},
		{"an ignored field changed", "p/send.go", "Cache map[string]string", "Cache map[string]int   ", "Send"},
		{"an unexported field added", "p/send.go", "\thook  func() error\n", "\thook  func() error\n\tseq   int\n", "Send"},
		{"an embedded struct changed", "p/send.go", "\tnote string\n", "\tnote string\n\tRev  int `json:\"rev\"`\n", "Base"},
		{"another package's embedded struct changed", "other/meta.go", "\tTrace string", "\tSpan  string `json:\"span\"`\n\tTrace string", "other.Meta"},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(dir, c.file)
			before, err := os.ReadFile(path)
			require.NoError(t, err)
			require.Contains(t, string(before), c.old)
			writeTestFile(t, path, strings.Replace(string(before), c.old, c.new, 1))
			defer func() {
				writeTestFile(t, path, string(before))
				code, _, stderr := runCmd("./p")
				require.Equal(t, 0, code, stderr)
			}()

			out, err := exec.Command("go", "build", "./p").CombinedOutput()
			require.Error(t, err, "a stale stitch_gen.go must not build")
			// The first error the compiler reports.
			m := regexp.MustCompile(`(?m)^\S+\.go:(\d+):\d+: (.*)`).FindStringSubmatch(string(out))
			require.NotNil(t, m, "%s", out)
			require.Contains(t, m[0], "stitch_gen.go:", "the first error is in stitch_gen.go: %s", out)
			assert.Regexp(t, `^cannot use stitch\w+Changed_RunGoGenerate\{\} .* as `+regexp.QuoteMeta(c.asserted)+` value`, m[2], "the compiler's own message says to run go generate")
			gen, err := os.ReadFile(filepath.Join(dir, "p", "stitch_gen.go"))
			require.NoError(t, err)
			n, _ := strconv.Atoi(m[1])
			line := strings.Split(string(gen), "\n")[n-1]
			assert.Contains(t, line, c.asserted+" changed after stitch_gen.go was written: run go generate", "the line the error is at says what to do")

			// Regenerated, it builds again.
			code, _, stderr := runCmd("./p")
			require.Equal(t, 0, code, stderr)
			goRun(t, "build", "./p")
		})
	}
}

// TestSchemaFileMismatch: a schema file that is not the one stitch_gen.go was
// generated with (here: its line endings converted) stops the program when
// the package is initialized, with a message naming the file and what to do,
// not with a slice bounds panic; regenerated, it runs.
func TestSchemaFileMismatch(t *testing.T) {
	dir := tempModule(t, map[string]string{"greet/greet.go": sprintf(greetMain, "Greet")})
	code, _, stderr := runCmd("./greet")
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, "1 greet Ada <nil>\n", goRun(t, "run", "./greet"))

	path := filepath.Join(dir, "greet", "schemas", "greet.json")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	crlf := strings.ReplaceAll(string(data), "\n", "\r\n")
	writeTestFile(t, path, crlf)
	out, err := exec.Command("go", "run", "./greet").CombinedOutput()
	require.Error(t, err, "%s", out)
	assert.Contains(t, string(out), "panic: stitchgen: schemas/greet.json is not the file stitch_gen.go was generated with ("+
		strconv.Itoa(len(crlf))+" bytes, "+strconv.Itoa(len(data))+" expected): run go generate, or restore the file")

	code, _, stderr = runCmd("./greet")
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, "1 greet Ada <nil>\n", goRun(t, "run", "./greet"))
}
