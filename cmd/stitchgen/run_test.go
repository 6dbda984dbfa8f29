package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/gen"
)

// scratchPackage copies a golden case's input into a package p of a new
// module in a temporary directory (its stitchgen is this checkout), makes
// that the working directory and returns "./p".
func scratchPackage(t *testing.T, golden string) string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(goldenDir, golden, "input.go"))
	require.NoError(t, err)
	tempModule(t, map[string]string{"p/input.go": string(src)})
	return "./p"
}

func runCmd(args ...string) (int, string, string) {
	var stdout, stderr bytes.Buffer
	code := run(args, &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

func TestRunWritesThenCheckPasses(t *testing.T) {
	dir := scratchPackage(t, "union_items")

	code, _, stderr := runCmd("-check", dir)
	assert.Equal(t, 1, code)
	assert.Contains(t, stderr, filepath.Join(dir[2:], "stitch_gen.go")+": missing; run stitchgen")
	assert.Contains(t, stderr, filepath.Join(dir[2:], "schemas", "broadcast_create.json")+": missing")
	_, err := os.Stat(filepath.Join(dir, "stitch_gen.go"))
	assert.True(t, os.IsNotExist(err), "-check must write nothing")

	code, stdout, stderr := runCmd("-v", dir)
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "1 tool, 9 files written, 0 unchanged") // stitch_gen.go, the schema, its contract, 6 dialects
	assert.Regexp(t, `broadcast_create\s+advertised\s+\d+ B \(exact\s+\d+ B\)\s+\d+ properties  0 warnings`, stdout)
	assert.Regexp(t, `\n    openai \d+ B · openai-strict \d+ B strict widened 3 · anthropic \d+ B · anthropic-strict \d+ B strict \(3 optional, 0 union-typed\) widened 3 · gemini \d+ B widened 1 · gemini-jsonschema \d+ B widened 3\n`, stdout)
	assert.Contains(t, stdout, "  anthropic-strict: 1 strict tool (limit 20), 3 optional parameters (limit 24), 0 union-typed (limit 16)\n")
	assert.Contains(t, stdout, filepath.Join("schemas", "gemini-jsonschema", "broadcast_create.json"))

	info, err := os.Stat(filepath.Join(dir, "stitch_gen.go"))
	require.NoError(t, err)
	code, stdout, _ = runCmd(dir)
	require.Equal(t, 0, code)
	assert.Contains(t, stdout, "0 files written, 9 unchanged")
	again, err := os.Stat(filepath.Join(dir, "stitch_gen.go"))
	require.NoError(t, err)
	assert.Equal(t, info.ModTime(), again.ModTime(), "an unchanged file is not rewritten")

	code, _, _ = runCmd("-check", dir)
	assert.Equal(t, 0, code)

	// -v counts the unchanged files in one line (a line each drowned the
	// tools' lines: 109 for the examples); -v=2 lists them.
	code, stdout, _ = runCmd("-v", dir)
	require.Equal(t, 0, code)
	assert.Contains(t, stdout, "\n  unchanged 9 files in "+dir[2:]+" (-v=2 lists them)\n")
	assert.NotContains(t, stdout, "  unchanged "+filepath.Join(dir[2:], "stitch_gen.go"))
	code, stdout, _ = runCmd("-v=2", dir)
	require.Equal(t, 0, code)
	assert.Contains(t, stdout, "  unchanged "+filepath.Join(dir[2:], "stitch_gen.go")+"\n")
	assert.NotContains(t, stdout, "-v=2 lists them")
	code, _, stderr = runCmd("-v=3", dir)
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "invalid boolean value \"3\" for -v: write -v, -v=2 or -v=0")

	// A stale file is named.
	gofile := filepath.Join(dir, "stitch_gen.go")
	data, _ := os.ReadFile(gofile)
	require.NoError(t, os.WriteFile(gofile, append(data, '\n'), 0o644))
	code, _, stderr = runCmd("-check", dir)
	assert.Equal(t, 1, code)
	assert.Contains(t, stderr, "stitch_gen.go: stale")
}

// TestRunCollisionsWriteNothing: a name the package declares that stitch_gen.go declares
// too is found once the schema files are made and being staged: they are discarded, no
// file is written and no staged file or directory is left.
func TestRunCollisionsWriteNothing(t *testing.T) {
	dir := scratchPackage(t, "err_names")
	code, _, stderr := runCmd(dir)
	assert.Equal(t, 1, code)
	assert.Contains(t, stderr, "ParseSend is also declared by stitchgen in stitch_gen.go")
	var found []string
	filepath.WalkDir(dir, func(p string, _ os.DirEntry, _ error) error {
		found = append(found, p)
		return nil
	})
	assert.Equal(t, []string{dir, filepath.Join(dir, "input.go")}, found, "not even the directories made to stage the files")
}

func TestRunErrorsWriteNothing(t *testing.T) {
	dir := scratchPackage(t, "err_tags")
	code, _, stderr := runCmd(dir)
	assert.Equal(t, 1, code)
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	assert.Len(t, lines, 22, stderr) // one per line of the case that says want
	assert.Contains(t, lines[0], `input.go:8:30: unknown tag "mni"; did you mean "min"?`)
	entries, _ := os.ReadDir(dir)
	assert.Len(t, entries, 1, "nothing is written when a diagnostic is an error")
}

func TestRunFlags(t *testing.T) {
	code, _, stderr := runCmd("-output", "x/y.go")
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "must be a .go file name without a directory")
	// The schema files are embedded (go:embed): only a directory below the
	// package's can hold them.
	for _, dir := range []string{"../api", "/tmp/api", ".", "api/../.."} {
		code, _, stderr = runCmd("-schemas", dir, "-check", goldenDir+"/hull_coerce")
		assert.Equal(t, 2, code, dir)
		assert.Equal(t, "stitchgen: -schemas "+strconv.Quote(dir)+" must name a directory inside the package, relative to it (such as schemas or api/schemas): stitch_gen.go embeds the schema files with //go:embed, which reads only files below the package's directory\n", stderr)
	}
	code, _, _ = runCmd("-nope")
	assert.Equal(t, 2, code)
	code, _, _ = runCmd("-h")
	assert.Equal(t, 0, code)
}

// TestRequireTyped: the incident's shape (a collided key one variant
// coerces) keeps its type, so -require-typed passes without an allow-list
// and without a warning (design §4: tolerances never erase a type).
func TestRequireTyped(t *testing.T) {
	code, _, stderr := runCmd("-require-typed", "-check", goldenDir+"/hull_coerce")
	assert.Equal(t, 0, code, stderr)
	assert.Empty(t, stderr)
}

// TestRunSkipsPackagesWithoutDirectives: the example server imports the
// generated tools, so it does not type-check while they are excluded; having
// no directives, it is skipped rather than reported.
func TestRunSkipsPackagesWithoutDirectives(t *testing.T) {
	code, stdout, stderr := runCmd("-check", "../../examples/...")
	assert.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "examples/broadcast: 7 tools")
	assert.NotContains(t, stdout, "cmd/server")

	code, stdout, _ = runCmd("../../runtime/stitch")
	assert.Equal(t, 0, code)
	assert.Equal(t, "stitchgen: no //stitch: directives in ../../runtime/stitch; nothing to generate\n", stdout)
}

// TestAllowFormats: a format outside the portable list is an error unless
// -allow-formats names it; it is then advertised, and left to a refine.
func TestAllowFormats(t *testing.T) {
	dir := scratchPackage(t, "scalars")
	src, err := os.ReadFile(filepath.Join(dir, "input.go"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "input.go"), []byte(strings.Replace(string(src), "format=uri", "format=iban", 1)), 0o644))

	code, _, stderr := runCmd("-check", dir)
	assert.Equal(t, 1, code)
	assert.Contains(t, stderr, `format "iban" is not portable`)

	code, _, stderr = runCmd("-allow-formats=iban,phone", dir)
	require.Equal(t, 0, code, stderr)
	schema, err := os.ReadFile(filepath.Join(dir, "schemas", "scalars.json"))
	require.NoError(t, err)
	assert.Contains(t, string(schema), `"format": "iban"`)

	// The Go file records the flag that shaped it.
	src, err = os.ReadFile(filepath.Join(dir, "stitch_gen.go"))
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(src), "// Code generated by \"stitchgen -allow-formats=iban,phone\"; DO NOT EDIT.\n"), "%.80s", src)
}

// TestVerboseCountsWarningsPerTool: -v names the warnings of each tool, not
// a running total, and lists the notes of each tool under it (a tolerance
// is a note, not a warning).
func TestVerboseCountsWarningsPerTool(t *testing.T) {
	dir := scratchPackage(t, "hull_coerce")
	src, err := os.ReadFile(filepath.Join(dir, "input.go"))
	require.NoError(t, err)
	// A second tool after the one with the warning.
	src = append(src, []byte("\n// Other is a tool without warnings.\n//\n//stitch:tool\ntype Other struct {\n\tN int `json:\"n\"`\n}\n")...)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "input.go"), src, 0o644))
	code, stdout, stderr := runCmd("-v", dir)
	require.Equal(t, 0, code, stderr)
	assert.Regexp(t, `(?m)^  call\s.*  0 warnings\n    \S*input.go:27:2: note: key "count" of union V tolerates more than it advertises: B.Count uses coerce$`, stdout)
	assert.Regexp(t, `(?m)^  other\s.*  0 warnings$`, stdout)
	assert.Equal(t, 1, strings.Count(stdout, "note:"), "only call has a note")
	assert.Contains(t, stdout, "2 tools, 5 files written, 0 unchanged\n", "-v prints the notes, so the summary does not count them")

	// Without -v the summary line counts them.
	code, stdout, stderr = runCmd(dir)
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, "stitchgen: example.com/m/p: 2 tools, 0 files written, 5 unchanged; 1 note on the advertised schemas (-v prints it); 5 notes on descriptions and presence (-v prints them)\n", stdout)
	code, stdout, _ = runCmd("-check", dir)
	require.Equal(t, 0, code)
	assert.Equal(t, "stitchgen: example.com/m/p: 2 tools, 5 files up to date, 0 not; 1 note on the advertised schemas (-v prints it); 5 notes on descriptions and presence (-v prints them)\n", stdout)
}

// TestNotesPrintedByDefault: a note on a field (this may not do what you
// think) is printed under the go generate line the docs give, which
// passes no -v; it stops nothing.
func TestNotesPrintedByDefault(t *testing.T) {
	tempModule(t, map[string]string{"p/input.go": `package p

// Greet greets.
//
//stitch:tool
type Greet struct {
	Name  string
	Count int ` + "`json:\"count\" stitch:\"nullable\"`" + `
}
`})
	code, stdout, stderr := runCmd("./p")
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, `p/input.go:7:2: note: field Name has no json tag, so its key is "Name" as in encoding/json; models read lower-case keys best: add json:"name"
p/input.go:8:34: note: nullable on Count (int, not a pointer) reads null as the zero value and skips its checks; use *int to tell null apart
`, stderr)
	assert.Contains(t, stdout, "1 tool, 9 files written")
}

// TestRunWriteFailure: a file that cannot be written (schemas is a file here, not a
// directory) is named, and the run fails; the files are written side by side, so the
// others are in place and a second run, once the obstacle is gone, writes only the rest.
func TestRunWriteFailure(t *testing.T) {
	dir := scratchPackage(t, "union_items")
	require.NoError(t, os.WriteFile(filepath.Join(dir, "schemas"), []byte("in the way"), 0o644))
	code, _, stderr := runCmd(dir)
	assert.Equal(t, 1, code)
	assert.Regexp(t, `^stitchgen: mkdir .*schemas: not a directory\n$`, stderr)
	_, err := os.Stat(filepath.Join(dir, "stitch_gen.go"))
	assert.NoError(t, err, "the Go file, which needs no schemas directory, is written")

	require.NoError(t, os.Remove(filepath.Join(dir, "schemas")))
	code, stdout, stderr := runCmd(dir)
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "1 tool, 8 files written, 1 unchanged")
}

// TestStaging: files are written beside their place while the Go files render, and put in
// place only when every file is rendered; a run that fails leaves neither the new files nor
// a temporary one, and a run that succeeds leaves no temporary file.
func TestStaging(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "old.json")
	require.NoError(t, os.WriteFile(old, []byte("old"), 0o644))
	files := []gen.File{
		{Path: old, Data: []byte("new")},
		{Path: filepath.Join(dir, "sub", "new.json"), Data: []byte("{}")},
		{Path: filepath.Join(dir, "same.json"), Data: []byte("same")},
	}
	require.NoError(t, os.WriteFile(files[2].Path, []byte("same"), 0o644))
	temps := func() []string {
		var found []string
		filepath.WalkDir(dir, func(p string, _ os.DirEntry, _ error) error {
			if strings.Contains(filepath.Base(p), ".stitchgen-") {
				found = append(found, p)
			}
			return nil
		})
		return found
	}

	staged := stageFiles(files, false)
	assert.Len(t, temps(), 2, "the two files that differ are staged")
	data, _ := os.ReadFile(old)
	assert.Equal(t, "old", string(data), "a staged file is not in place")
	discardStaged(staged)
	assert.Empty(t, temps())
	data, _ = os.ReadFile(old)
	assert.Equal(t, "old", string(data), "a discarded run changes nothing")

	staged = stageFiles(files, false)
	commitStaged(staged)
	assert.Empty(t, temps())
	var states []string
	for _, r := range staged {
		require.NoError(t, r.err)
		states = append(states, r.state)
	}
	assert.Equal(t, []string{"written", "written", "unchanged"}, states)
	data, _ = os.ReadFile(old)
	assert.Equal(t, "new", string(data))

	checked := stageFiles([]gen.File{{Path: old, Data: []byte("newer")}, {Path: filepath.Join(dir, "gone.json")}}, true)
	assert.Equal(t, "stale", checked[0].state)
	assert.Equal(t, "missing", checked[1].state)
	assert.Empty(t, temps(), "-check stages nothing")
}

// TestSecondPositionRelative: a message that names a second position (a
// label claimed twice) spells it as its own position is spelled, relative
// to the directory the command ran in (it printed input.go:… alone, the
// package's file, whichever directory that was).
func TestSecondPositionRelative(t *testing.T) {
	tempModule(t, map[string]string{"p/input.go": `package p

//stitch:tool
type In struct {
	Op Op ` + "`" + `json:"op"` + "`" + `
}

//stitch:union
type Op interface{ isOp() }

type A struct {
	Kind string ` + "`" + `json:"kind" stitch:"oneof-variant=a"` + "`" + `
}

type B struct {
	Kind string ` + "`" + `json:"kind" stitch:"oneof-variant=a"` + "`" + `
}

func (A) isOp() {}
func (B) isOp() {}
`})
	code, _, stderr := runCmd("./p")
	assert.Equal(t, 1, code)
	assert.Equal(t, "p/input.go:16:2: label \"a\" of union Op is already claimed at p/input.go:12:2; each label selects one variant\n", stderr)
}

// notifyWriter tells, through written, that something was written.
type notifyWriter struct {
	bytes.Buffer
	written chan struct{}
}

func (w *notifyWriter) Write(p []byte) (int, error) {
	n, err := w.Buffer.Write(p)
	close(w.written)
	return n, err
}

// TestSlowNotice: a load that runs long is announced on a terminal, once,
// and never elsewhere (a log or a pipe); one that ends first says nothing.
func TestSlowNotice(t *testing.T) {
	w := &notifyWriter{written: make(chan struct{})}
	stop := slowNotice(w, true, 0, "loading…\n")
	<-w.written
	stop()
	assert.Equal(t, "loading…\n", w.String())

	var quiet bytes.Buffer
	slowNotice(&quiet, false, 0, "loading…\n")()
	slowNotice(&quiet, true, time.Hour, "loading…\n")()
	assert.Empty(t, quiet.String())
	assert.False(t, isTerminal(&quiet))
	f, err := os.CreateTemp(t.TempDir(), "stderr")
	require.NoError(t, err)
	defer f.Close()
	assert.False(t, isTerminal(f), "a file is no terminal")
}
