package main

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	jsonschema "github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/gen"
	updateflag "github.com/stitchgen/stitchgen/internal/update"
	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/pipeline"
)

var update = updateflag.Flag

const goldenDir = "../../testdata/golden"

// goldenCase is one package under testdata/golden with what stitchgen made
// of it.
type goldenCase struct {
	name  string
	dir   string
	pkg   *gen.Package // nil when loading failed
	files []gen.File   // nil after an error
	diags []model.Diagnostic
}

// loadGolden builds every golden package in one pipeline run, as the
// command does, and renders the files of each.
func loadGolden(t *testing.T) []*goldenCase {
	t.Helper()
	abs, err := filepath.Abs(goldenDir)
	require.NoError(t, err)
	pkgs, diags, err := pipeline.Build(pipeline.Config{Load: load.Config{Dir: abs}}, "./...")
	require.NoError(t, err)
	byDir := map[string]*goldenCase{}
	entries, err := os.ReadDir(abs)
	require.NoError(t, err)
	var cases []*goldenCase
	for _, e := range entries {
		if e.IsDir() {
			c := &goldenCase{name: e.Name(), dir: filepath.Join(abs, e.Name())}
			byDir[c.dir] = c
			cases = append(cases, c)
		}
	}
	for _, d := range diags {
		if c := byDir[filepath.Dir(absPath(d.Pos.Filename))]; c != nil {
			c.diags = append(c.diags, d)
		} else {
			t.Fatalf("diagnostic outside any golden case: %s", d)
		}
	}
	for _, p := range pkgs {
		c := byDir[p.Model.Dir]
		require.NotNil(t, c, "package %s in %s", p.Model.Path, p.Model.Dir)
		c.pkg = p
		if model.HasErrors(c.diags) {
			continue // as the command: nothing is generated
		}
		c.files, err = gen.Files(p, gen.Options{})
		require.NoError(t, err)
	}
	for _, c := range cases {
		model.SortDiagnostics(c.diags)
	}
	return cases
}

func absPath(p string) string {
	a, err := filepath.Abs(p)
	if err != nil {
		return p
	}
	return a
}

// TestGolden compares the generated files of every golden case with the
// checked-in ones (go test ./cmd/stitchgen -update rewrites them), and the
// diagnostics of every error case with its // want comments.
func TestGolden(t *testing.T) {
	for _, c := range loadGolden(t) {
		t.Run(c.name, func(t *testing.T) {
			wants := readWants(t, c.dir)
			if _, err := os.Stat(filepath.Join(c.dir, "stderr.golden")); err == nil || (*update && len(wants) == 0 && strings.HasPrefix(c.name, "err_")) {
				// Mistakes a // want comment cannot sit beside (directives
				// are comments themselves) are pinned by the exact stderr.
				var stderr bytes.Buffer
				for _, d := range c.diags {
					stderr.WriteString(casePrinter(c).diagnostic(d) + "\n")
				}
				require.True(t, model.HasErrors(c.diags), "error case %s reports no error", c.name)
				compareFile(t, filepath.Join(c.dir, "stderr.golden"), stderr.Bytes(), false)
				assert.True(t, len(c.files) == 0, "an error case must produce no files")
				return
			}
			if len(wants) > 0 || strings.HasPrefix(c.name, "err_") {
				require.NotEmpty(t, wants, "error case %s has no // want comments", c.name)
				checkWants(t, c, wants)
				return
			}
			var warnings bytes.Buffer
			for _, d := range c.diags {
				require.True(t, d.Warning || d.Note, "unexpected error: %s", d)
				warnings.WriteString(casePrinter(c).diagnostic(d) + "\n")
			}
			compareFile(t, filepath.Join(c.dir, "warnings.golden"), warnings.Bytes(), true)
			require.NotEmpty(t, c.files)
			for _, f := range c.files {
				compareFile(t, f.Path, f.Data, false)
			}
			staleSchemas(t, c)
		})
	}
}

// staleSchemas reports, or removes under -update, a file in the case's
// schemas directory that the generator no longer writes (the declarations
// of a dialect the case stopped choosing): a golden holds what is
// generated, no more.
func staleSchemas(t *testing.T, c *goldenCase) {
	t.Helper()
	written := map[string]bool{}
	for _, f := range c.files {
		written[filepath.Clean(f.Path)] = true
	}
	dir := filepath.Join(c.dir, "schemas")
	var dirs []string
	err := filepath.WalkDir(dir, func(path string, e fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case e.IsDir():
			dirs = append(dirs, path)
		case !written[path] && *update:
			return os.Remove(path)
		case !written[path]:
			t.Errorf("%s is no longer generated; run go test ./cmd/stitchgen -update", path)
		}
		return nil
	})
	if os.IsNotExist(err) {
		return
	}
	require.NoError(t, err)
	if *update {
		for i := len(dirs) - 1; i >= 0; i-- {
			if entries, err := os.ReadDir(dirs[i]); err == nil && len(entries) == 0 {
				require.NoError(t, os.Remove(dirs[i]))
			}
		}
	}
}

// compareFile compares got with the file at path, or writes it under
// -update. An empty optional file is expected to be absent.
func compareFile(t *testing.T, path string, got []byte, optional bool) {
	t.Helper()
	if *update {
		if optional && len(got) == 0 {
			os.Remove(path)
			return
		}
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, got, 0o644))
		return
	}
	want, err := os.ReadFile(path)
	if optional && os.IsNotExist(err) {
		want, err = nil, nil
	}
	require.NoError(t, err, "missing golden file; run go test ./cmd/stitchgen -update")
	assert.Equal(t, string(want), string(got), "%s differs; run go test ./cmd/stitchgen -update and review the diff", path)
}

type want struct {
	file string
	line int
	re   *regexp.Regexp
	hit  bool
}

// wantRE matches // want "regexp" and // want `regexp`.
var wantRE = regexp.MustCompile("// want (?:\"((?:[^\"\\\\]|\\\\.)*)\"|`([^`]*)`)")

func readWants(t *testing.T, dir string) []*want {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	require.NoError(t, err)
	var wants []*want
	for _, f := range files {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		for i, line := range strings.Split(string(data), "\n") {
			for _, m := range wantRE.FindAllStringSubmatch(line, -1) {
				pat := m[2]
				if m[2] == "" {
					pat, err = strconv.Unquote(`"` + m[1] + `"`)
					require.NoError(t, err)
				}
				wants = append(wants, &want{file: filepath.Base(f), line: i + 1, re: regexp.MustCompile(pat)})
			}
		}
	}
	return wants
}

// checkWants requires each diagnostic to match a want on its line, and each
// want to be matched.
// casePrinter prints a case's diagnostics as stitchgen run in the case's
// directory prints them: file names (and the positions a message names)
// relative to it.
func casePrinter(c *goldenCase) printer { return printer{base: absPath(c.dir)} }

func checkWants(t *testing.T, c *goldenCase, wants []*want) {
	t.Helper()
	for _, d := range c.diags {
		d = casePrinter(c).relative(d)
		file := d.Pos.Filename
		ok := false
		for _, w := range wants {
			if w.file == file && w.line == d.Pos.Line && w.re.MatchString(d.Msg) {
				w.hit, ok = true, true
				break
			}
		}
		assert.True(t, ok, "unexpected diagnostic %s:%d:%d: %s", file, d.Pos.Line, d.Pos.Column, d.Msg)
	}
	for _, w := range wants {
		assert.True(t, w.hit, "%s:%d: no diagnostic matched %q", w.file, w.line, w.re)
	}
	assert.True(t, len(c.files) == 0, "an error case must produce no files")
}

// TestDeterministic generates every golden case twice and compares bytes.
func TestDeterministic(t *testing.T) {
	a := loadGolden(t)
	b := loadGolden(t)
	for i := range a {
		require.Equal(t, len(a[i].files), len(b[i].files))
		for j := range a[i].files {
			assert.Equal(t, a[i].files[j].Data, b[i].files[j].Data, a[i].files[j].Path)
		}
	}
}

// TestGoldenPackages builds the golden packages with their generated code and
// runs their own tests, which feed JSON to the generated parsers.
func TestGoldenPackages(t *testing.T) {
	if *update {
		t.Skip("regenerating")
	}
	cmd := exec.Command("go", "test", "-count=1", "./testdata/golden/...")
	cmd.Dir = "../.."
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	sort.Strings(lines)
	t.Logf("%s", strings.Join(lines, "\n"))
}

// TestGoldenSchemasCompile compiles every exact and advertised schema of the
// goldens and the example as JSON Schema 2020-12, and checks the advertised
// ones hold no combinator at any depth and have an object root.
func TestGoldenSchemasCompile(t *testing.T) {
	for _, c := range append(loadGolden(t), loadExample(t)) {
		if c.files == nil {
			continue
		}
		for _, to := range c.pkg.Tools {
			for kind, s := range map[string]*model.Schema{"exact": to.Exact, "advertised": to.Advertised} {
				raw, err := s.MarshalJSON()
				require.NoError(t, err)
				doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
				require.NoError(t, err)
				comp := jsonschema.NewCompiler()
				comp.DefaultDraft(jsonschema.Draft2020)
				url := "mem://" + c.name + "/" + to.Tool.Name + "/" + kind + ".json"
				require.NoError(t, comp.AddResource(url, doc))
				_, err = comp.Compile(url)
				require.NoError(t, err, "%s %s %s schema does not compile", c.name, to.Tool.Name, kind)
			}
			assert.Equal(t, []string{"object"}, to.Advertised.Type, "%s: root must be type object", to.Tool.Name)
			if to.Tool.Flatten {
				to.Advertised.Walk(func(s *model.Schema) {
					assert.Nil(t, s.OneOf, "%s/%s: advertised schema holds oneOf", c.name, to.Tool.Name)
				})
				raw, _ := to.Advertised.MarshalJSON()
				for _, k := range []string{`"oneOf"`, `"anyOf"`, `"allOf"`} {
					assert.NotContains(t, string(raw), k, "%s/%s", c.name, to.Tool.Name)
				}
			}
		}
	}
}

// TestSchemasMetaValid validates every emitted schema (exact, advertised and
// output, of the goldens and the example) against the draft 2020-12
// meta-schema: an invalid schema (a type listed twice) is refused by
// validators such as Ajv.
func TestSchemasMetaValid(t *testing.T) {
	meta, err := jsonschema.NewCompiler().Compile("https://json-schema.org/draft/2020-12/schema")
	require.NoError(t, err)
	n := 0
	for _, c := range append(loadGolden(t), loadExample(t)) {
		if c.files == nil {
			continue
		}
		for _, to := range c.pkg.Tools {
			for kind, s := range map[string]*model.Schema{"exact": to.Exact, "advertised": to.Advertised, "output": to.Output} {
				if s == nil {
					continue
				}
				raw, err := s.MarshalJSON()
				require.NoError(t, err)
				doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
				require.NoError(t, err)
				assert.NoError(t, meta.Validate(doc), "%s %s %s schema", c.name, to.Tool.Name, kind)
				n++
			}
		}
	}
	t.Logf("%d schemas valid", n)
}
