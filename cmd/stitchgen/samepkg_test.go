package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/dialect"
)

// tempModule writes files into a new module outside the repository whose
// stitchgen is this checkout (a replace directive), makes it the working
// directory for the rest of the test and returns its path.
func tempModule(t *testing.T, files map[string]string) string {
	t.Helper()
	return tempModuleAt(t, "", files)
}

// tempModuleAt is tempModule with the module in the subdirectory sub of
// a temporary directory (returned), and the current directory the
// module's.
func tempModuleAt(t *testing.T, sub string, files map[string]string) string {
	t.Helper()
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	dir := t.TempDir()
	// The repository's own requirements (a superset of what stitchgen
	// needs, as the go command wants them listed for the tool directive).
	mod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	require.NoError(t, err)
	files["go.mod"] = strings.Replace(string(mod), "module github.com/stitchgen/stitchgen\n", "module example.com/m\n", 1) +
		"\nrequire github.com/stitchgen/stitchgen v0.0.0\n\ntool github.com/stitchgen/stitchgen/cmd/stitchgen\n\nreplace github.com/stitchgen/stitchgen => " + root + "\n"
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	require.NoError(t, err)
	files["go.sum"] = string(sum)
	for name, data := range files {
		writeTestFile(t, filepath.Join(dir, sub, name), data)
	}
	t.Chdir(filepath.Join(dir, sub))
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
	fmt.Println(len(all), %[1]sTool.Meta.Name, in.Name, err)
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
			assert.Equal(t, "stitchgen: example.com/m/"+kind.dir+": 1 tool, 9 files written, 0 unchanged\n", stdout) // stitch_gen.go, the schema, 6 dialects
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
			assert.Equal(t, "stitchgen: example.com/m/"+kind.dir+": 1 tool, 9 files written, 0 unchanged, 8 removed\n", stdout) // stitch_gen.go, the schema, 6 dialects
			assert.Empty(t, stderr)
			if kind.name == "main" {
				assert.Equal(t, "1 hello Ada <nil>\n", goRun(t, "run", "./greet"))
			} else {
				goRun(t, "vet", "./tools")
			}
		})
	}
}

// TestUnusedThroughGeneratedNames: an import or a variable whose only use is
// in an expression that holds a generated name (err of in, err :=
// ParseGreet(…), read as err.(stitch.Issues)) is not "imported and not
// used" before the name exists; an import that is unused indeed is left
// to the compiler, once the names exist, and a package without generated
// names still gets it from stitchgen.
func TestUnusedThroughGeneratedNames(t *testing.T) {
	src := `package main

import (
	"fmt"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// Greet someone by name.
//
//stitch:tool
type Greet struct {
	Name string ` + "`" + `json:"name" stitch:"min=1"` + "`" + `
}

func main() {
	_, err := ParseGreet([]byte(` + "`" + `{"name":""}` + "`" + `))
	for _, is := range err.(stitch.Issues) {
		fmt.Println(is.Path, is.Code)
	}
}
`
	tempModule(t, map[string]string{"greet/greet.go": src, "plain/plain.go": "package plain\n\nimport \"fmt\"\n\n// In is a tool.\n//\n//stitch:tool\ntype In struct {\n\tA int `json:\"a\"`\n}\n"})
	code, _, stderr := runCmd("./greet")
	require.Equal(t, 0, code, stderr)
	assert.Empty(t, stderr)
	assert.Equal(t, "name too_small\n", goRun(t, "run", "./greet"))

	code, _, stderr = runCmd("./plain")
	assert.Equal(t, 1, code)
	assert.Equal(t, "plain/plain.go:3:8: \"fmt\" imported and not used\n", stderr)
}

func sprintf(format string, args ...any) string { return fmt.Sprintf(format, args...) }

// TestObsoleteFilesRemoved: after a tool is renamed, the schema file of its
// old name is reported by -check and removed by a run; a file the
// generator did not write stays.
func TestObsoleteFilesRemoved(t *testing.T) {
	dir := tempModule(t, map[string]string{
		"greet/greet.go":       sprintf(greetLib, "Greet"),
		"greet/schemas/x.json": "{}\n", // the user's
	})
	code, _, stderr := runCmd("./greet")
	require.Equal(t, 0, code, stderr)
	writeTestFile(t, filepath.Join(dir, "greet", "greet.go"), sprintf(greetLib, "Hello"))

	// Each tool's schema, its contract and its declaration for each dialect.
	files := []string{"schemas/%s.json", "schemas/%s.contract.json"}
	for _, d := range dialect.All {
		files = append(files, "schemas/"+string(d)+"/%s.json")
	}
	wantErr := "greet/stitch_gen.go: stale; run stitchgen (go generate) and commit the result\n"
	for _, f := range files {
		wantErr += "greet/" + sprintf(f, "hello") + ": missing; run stitchgen (go generate) and commit the result\n"
	}
	for _, f := range files {
		wantErr += "greet/" + sprintf(f, "greet") + ": no longer generated; run stitchgen (go generate) to remove it and commit the result\n"
	}
	// The reviewer's summary of what changed for models.
	wantErr += "  changed since generated: hello: tool added\n  changed since generated: greet: tool removed\n"
	code, stdout, stderr := runCmd("-check", "./greet")
	assert.Equal(t, 1, code)
	assert.Equal(t, "stitchgen: example.com/m/greet: 1 tool, 0 files up to date, 17 not\n", stdout)
	assert.Equal(t, wantErr, stderr)

	code, stdout, stderr = runCmd("-v", "./greet")
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, "stitchgen: example.com/m/greet: 1 tool, 9 files written, 0 unchanged, 8 removed\n", stdout[:strings.IndexByte(stdout, '\n')+1])
	for _, f := range files {
		assert.Contains(t, stdout, "  removed   greet/"+sprintf(f, "greet")+"\n")
		_, err := os.Stat(filepath.Join(dir, "greet", sprintf(f, "greet")))
		assert.True(t, os.IsNotExist(err), f)
	}
	_, err := os.Stat(filepath.Join(dir, "greet", "schemas", "x.json"))
	assert.NoError(t, err, "a file the generator did not write stays")

	code, stdout, stderr = runCmd("-check", "./greet")
	assert.Equal(t, 0, code, stderr)
	assert.Equal(t, "stitchgen: example.com/m/greet: 1 tool, 9 files up to date, 0 not\n", stdout)

	// Another schemas directory: the old one loses what stitchgen wrote
	// there, and the directories that leaves empty.
	code, stdout, stderr = runCmd("-schemas", "api", "./greet")
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, "stitchgen: example.com/m/greet: 1 tool, 9 files written, 0 unchanged, 8 removed\n", stdout)
	entries, err := os.ReadDir(filepath.Join(dir, "greet", "schemas"))
	require.NoError(t, err)
	require.Len(t, entries, 1)
	assert.Equal(t, "x.json", entries[0].Name())
}

// TestOtherSchemasDirLeavesNoStaging: a run with -schemas stages the schema
// files, as soon as they are made, under the directory asked for, and
// nothing under the old one (a run that emitted the package for the default
// directory first left that emission's staging there, still being written
// when the run had returned): here every file differs from the disk (the
// tool's description changed), so each is written beside its place.
func TestOtherSchemasDirLeavesNoStaging(t *testing.T) {
	dir := tempModule(t, map[string]string{"greet/greet.go": sprintf(greetLib, "Greet")})
	code, _, stderr := runCmd("./greet")
	require.Equal(t, 0, code, stderr)
	writeTestFile(t, filepath.Join(dir, "greet", "greet.go"), strings.Replace(sprintf(greetLib, "Greet"), "Greet someone", "Welcome someone", 1))
	code, stdout, stderr := runCmd("-schemas", "api", "./greet")
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, "stitchgen: example.com/m/greet: 1 tool, 9 files written, 0 unchanged, 8 removed\n", stdout)
	var found []string
	filepath.WalkDir(filepath.Join(dir, "greet"), func(p string, _ os.DirEntry, _ error) error {
		if rel, _ := filepath.Rel(dir, p); !strings.HasPrefix(rel, filepath.Join("greet", "api")) {
			found = append(found, filepath.ToSlash(rel))
		}
		return nil
	})
	assert.Equal(t, []string{"greet", "greet/greet.go", "greet/stitch_gen.go"}, found, "nothing under schemas/, not even a staged file")
}

// TestPatternMatchesNothing: a mistyped pattern is an error, as in go list,
// so that -check in CI does not pass on nothing.
func TestPatternMatchesNothing(t *testing.T) {
	tempModule(t, map[string]string{"greet/greet.go": sprintf(greetLib, "Greet"), "empty/README": "no Go here\n"})
	for _, c := range []struct{ pattern, stderr string }{
		{"./exmaples/...", "pattern ./exmaples/...: lstat ./exmaples/: no such file or directory\n"},
		{"./empty/...", "stitchgen: no packages match ./empty/...\n"},
		{"./empty", "no Go files in " + filepath.Join(mustGetwd(t), "empty") + "\n"},
		{"example.com/m/gret", "no required module provides package example.com/m/gret; to add it:\n\tgo get example.com/m/gret\n"},
	} {
		code, stdout, stderr := runCmd("-check", c.pattern)
		assert.Equal(t, 1, code, c.pattern)
		assert.Empty(t, stdout, c.pattern)
		assert.Equal(t, c.stderr, stderr, c.pattern)
	}
}

func mustGetwd(t *testing.T) string {
	wd, err := os.Getwd()
	require.NoError(t, err)
	return wd
}

// TestPathsUnderGoGenerate: go generate runs the generator in the package
// directory; diagnostics still name files relative to where go generate
// was run, and each Go error is printed once.
func TestPathsUnderGoGenerate(t *testing.T) {
	tempModule(t, map[string]string{"a/b/greet.go": `package b

//go:generate go tool stitchgen

//stitch:tool
type Greet struct {
	Name string ` + "`" + `json:"name" stitch:"mni=1"` + "`" + `
}

var _ = GreetTool
`, "a/c/wave.go": `package c

//go:generate go tool stitchgen

//stitch:tool
type Wave struct {
	Age Years ` + "`" + `json:"age"` + "`" + `
}
`})
	cmd := exec.Command("go", "generate", "./...")
	out, err := cmd.CombinedOutput()
	require.Error(t, err)
	assert.Equal(t, "a/b/greet.go:7:35: unknown tag \"mni\"; did you mean \"min\"?\n"+
		"a/b/greet.go:3: running \"go\": exit status 1\n"+
		"a/c/wave.go:7:6: undefined: Years\n"+
		"a/c/wave.go:3: running \"go\": exit status 1\n", string(out))
}

// TestDialectsChosen: //stitch:dialects in the package doc chooses the
// provider dialects: -check and a run agree on it, the files of a dialect no
// longer chosen are obsolete and removed, Meta.Declarations holds only the
// chosen ones, and a name that is no dialect is an error at the name.
func TestDialectsChosen(t *testing.T) {
	dir := tempModule(t, map[string]string{"greet/greet.go": sprintf(greetLib, "Greet")})
	code, _, stderr := runCmd("./greet")
	require.Equal(t, 0, code, stderr)
	chosen := "// Package tools greets.\n//\n//stitch:dialects anthropic,openai-strict\n" + sprintf(greetLib, "Greet")
	writeTestFile(t, filepath.Join(dir, "greet", "greet.go"), chosen)

	wantErr := "greet/stitch_gen.go: stale; run stitchgen (go generate) and commit the result\n"
	for _, d := range []string{"openai", "anthropic-strict", "gemini", "gemini-jsonschema"} {
		wantErr += "greet/schemas/" + d + "/greet.json: no longer generated; run stitchgen (go generate) to remove it and commit the result\n"
	}
	code, stdout, stderr := runCmd("-check", "./greet")
	assert.Equal(t, 1, code)
	assert.Equal(t, "stitchgen: example.com/m/greet: 1 tool, 4 files up to date, 5 not\n", stdout)
	assert.Equal(t, wantErr, stderr)

	code, stdout, stderr = runCmd("./greet")
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, "stitchgen: example.com/m/greet: 1 tool, 1 file written, 4 unchanged, 4 removed\n", stdout)
	entries, err := os.ReadDir(filepath.Join(dir, "greet", "schemas"))
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{"anthropic", "greet.contract.json", "greet.json", "openai-strict"}, names)
	gen, err := os.ReadFile(filepath.Join(dir, "greet", "stitch_gen.go"))
	require.NoError(t, err)
	assert.Equal(t, 2, strings.Count(string(gen), "Dialect: "), "Meta.Declarations: the chosen dialects only")
	code, _, stderr = runCmd("-check", "./greet")
	assert.Equal(t, 0, code, stderr)

	// none: the MCP schemas only.
	writeTestFile(t, filepath.Join(dir, "greet", "greet.go"), strings.Replace(chosen, "anthropic,openai-strict", "none", 1))
	code, stdout, stderr = runCmd("./greet")
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, "stitchgen: example.com/m/greet: 1 tool, 1 file written, 2 unchanged, 2 removed\n", stdout)

	// Names that are no dialect.
	writeTestFile(t, filepath.Join(dir, "greet", "greet.go"), strings.Replace(chosen, "anthropic,openai-strict", "opneai,mcp,anthropic,anthropic", 1))
	code, _, stderr = runCmd("./greet")
	assert.Equal(t, 1, code)
	assert.Equal(t, `greet/greet.go:3:19: unknown dialect "opneai" (did you mean openai?); the dialects are openai, openai-strict, anthropic, anthropic-strict, gemini, gemini-jsonschema (or none)
greet/greet.go:3:26: "mcp" is not a provider dialect: the MCP schemas (schemas/<tool>.json) are always written; the dialects are openai, openai-strict, anthropic, anthropic-strict, gemini, gemini-jsonschema (or none)
greet/greet.go:3:40: dialect anthropic is listed twice
`, stderr)
}
