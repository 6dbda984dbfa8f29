package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tempModule writes files into a new module outside the repository whose
// stitchgen is this checkout (a replace directive), makes it the working
// directory for the rest of the test and returns its path.
func tempModule(t *testing.T, files map[string]string) string {
	t.Helper()
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	dir := t.TempDir()
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	require.NoError(t, err)
	goLine := regexp.MustCompile(`(?m)^go .*$`).Find(mod) // the module's own go version
	files["go.mod"] = "module example.com/m\n\n" + string(goLine) + "\n\nrequire github.com/stitchgen/stitchgen v0.0.0\n\nreplace github.com/stitchgen/stitchgen => " + root + "\n"
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	require.NoError(t, err)
	files["go.sum"] = string(sum)
	for name, data := range files {
		writeTestFile(t, filepath.Join(dir, name), data)
	}
	t.Chdir(dir)
	return dir
}

func writeTestFile(t *testing.T, path, data string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(data), 0o644))
}

// goRun runs the go command in the working directory and returns its
// combined output.
func goRun(t *testing.T, args ...string) string {
	t.Helper()
	out, err := exec.Command("go", args...).CombinedOutput()
	require.NoError(t, err, "go %v: %s", args, out)
	return string(out)
}

// greetMain is the first MCP server a user writes: one package main holding
// the tool and the code that serves it by its generated names.
const greetMain = `package main

import (
	"fmt"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// Greet someone by name.
//
//stitch:tool
type %[1]s struct {
	Name string ` + "`" + `json:"name" stitch:"min=1"` + "`" + `
}

func main() {
	var all []stitch.AnyTool = StitchTools
	in, err := Parse%[1]s([]byte(` + "`" + `{"name":"Ada"}` + "`" + `))
	fmt.Println(len(all), %[1]sTool.Info().Name, in.Name, err)
}
`

// greetLib is a library that hands its tools out by their generated names.
const greetLib = `package tools

import "github.com/stitchgen/stitchgen/runtime/stitch"

// Greet someone by name.
//
//stitch:tool
type %[1]s struct {
	Name string ` + "`" + `json:"name" stitch:"min=1"` + "`" + `
}

// All is every tool of the package.
func All() []stitch.AnyTool { return StitchTools }

var _ = %[1]sTool
`

// TestOwnGeneratedNames: a package that uses the names generated for it
// generates before the first run (no stitch_gen.go) and with a stale
// stitch_gen.go (here: one generated for the type's old name, which does
// not compile any more), as a package main and as a library.
func TestOwnGeneratedNames(t *testing.T) {
	for _, kind := range []struct{ name, dir, src, use string }{
		{"main", "greet", greetMain, "go run ./greet"},
		{"library", "tools", greetLib, "go vet ./tools"},
	} {
		t.Run(kind.name, func(t *testing.T) {
			dir := tempModule(t, map[string]string{kind.dir + "/greet.go": sprintf(kind.src, "Greet")})
			code, stdout, stderr := runCmd("./" + kind.dir)
			require.Equal(t, 0, code, stderr)
			assert.Equal(t, "stitchgen: example.com/m/"+kind.dir+": 1 tools, 8 files written, 0 unchanged\n", stdout) // stitch_gen.go, the schema, 6 dialects
			assert.Empty(t, stderr)
			if kind.name == "main" {
				assert.Equal(t, "1 greet Ada <nil>\n", goRun(t, "run", "./greet"))
			} else {
				goRun(t, "vet", "./tools")
			}

			// The type is renamed: the generated file refers to a type that
			// no longer exists, and the code to names not generated yet.
			writeTestFile(t, filepath.Join(dir, kind.dir, "greet.go"), sprintf(kind.src, "Hello"))
			code, stdout, stderr = runCmd("./" + kind.dir)
			require.Equal(t, 0, code, stderr)
			assert.Equal(t, "stitchgen: example.com/m/"+kind.dir+": 1 tools, 8 files written, 0 unchanged\n", stdout) // stitch_gen.go, the schema, 6 dialects
			assert.Empty(t, stderr)
			if kind.name == "main" {
				assert.Equal(t, "1 hello Ada <nil>\n", goRun(t, "run", "./greet"))
			} else {
				goRun(t, "vet", "./tools")
			}
		})
	}
}

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }
