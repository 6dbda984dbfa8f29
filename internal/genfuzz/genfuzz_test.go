package genfuzz

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/dialect"
	"github.com/stitchgen/stitchgen/gen"
	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/pipeline"
)

var (
	firstSeed = flag.Uint64("genfuzz.seed", 0, "first seed of a longer run (with -genfuzz.n)")
	count     = flag.Int("genfuzz.n", 0, "packages of a longer run: seeds genfuzz.seed … genfuzz.seed+n-1 instead of the corpus")
	batchSize = flag.Int("genfuzz.batch", 150, "packages per go vet and go test run")
	values    = flag.Int("genfuzz.values", 40, "random values per tool and mode (valid, edge)")
	keep      = flag.Bool("genfuzz.keep", false, "keep the packages under testdata/ after the run")
	showDiags = flag.Bool("genfuzz.diags", false, "log the diagnostics of refused packages")
	tables    = flag.Bool("genfuzz.tables", false, "write every package with //stitch:package tables: its parsers read structs by tables")
)

// corpus is the seeds go test runs: every seed from 1 to 98 (about one in
// five is generated, the rest refused), and the seeds that found a bug,
// which stay in once it is fixed (the seeds depend on the grammar: a change
// to it draws a new corpus): 618, a [][]*Base4 read through Base4's own
// decoder and a tool embedding Base4 (one scratch pool declared twice);
// 300391 and 880025, an optional struct by value (omitempty, which
// encoding/json ignores for a struct) whose zero value fails its own
// required keys, unjudged because it holds a stitch.Nullable field: now
// refused where it is declared; 600158, a pointer to a by=kind union with
// default={} in a flatten=false tool, whose default the openai-strict and
// gemini-jsonschema dialects left on the union's node (an internal error at
// generation): now said in its description. From a 3000-seed run, three
// that the property harness failed, not stitchgen: 700012, a pattern on a
// field whose named type has a format (^[A-Z]{3}$ and uri leave no string;
// the grammar no longer combines them, see ftype.ruled); 700276, a union
// that holds itself through required keys in one variant ([2]U), whose
// values the generator now ends with the shallowest variant; 701342, a
// dive,min=2147483647 list, which makes no value (errTooLarge: the tool is
// skipped, saying so) instead of exhausting memory. Then 802605, min=80 on a
// ^[a-z]+$ string, for which the pattern walker drew 80 repetitions too
// rarely, and 901717, upper with min=10 and ^x*$, which no string meets
// (after upper only "" matches) and load now refuses; 1003860, min=80,max=80
// on ^\w+@\w+$, two repeats that must share 79 runes, which the pattern
// walker now hits by growing a shortest match (sample.Drawer.MatchOf). From
// proptest.Dialects over 450 seeds from 40000: 40085, a string "0" of an
// object's other keys of any value, which gemini now says and sends as JSON
// text; 40102, a by=kind definition required again inside its own inlined
// body in gemini-jsonschema, now sent as text only there; 40268 and 40320,
// a by=keys union left as the anyOf of its variants, whose value the
// property harness sent under the first variant's branch (the others' keys
// as null under openai-strict). Then 41825, a by=kind union of a string and
// a struct without keys, which gemini sent whole as JSON text ("{}" read as
// the string; now split per kind, the loss a note), and 41877, a labelled
// variant openai-strict sends as JSON text, which the harness wired under
// another variant's object branch; 41791, a key that is json.RawMessage in
// one variant and []any in another, whose hull closed its objects in the
// strict dialects (and said an empty additionalProperties they dropped).
// Then 1200707, a by=keys union whose variants share a required key that is
// any in one and a struct in the other: openai-strict declares its kinds,
// null among them, and the parser read the null as the key left out
// ("missing required key"); a required any's null is now its value.
// Then 1200994, a by=kind union of a string and a recursive struct left as
// oneOf (flatten=false): the property harness found no branch for the
// object (a $ref), so under openai-strict it sent none of the struct's keys
// as null; and anthropic-strict and gemini sent the struct as JSON text,
// which read as the string (now its definition inlined one level); and
// 1201122, the same of a string and a map, which openai-strict,
// anthropic-strict and gemini sent as JSON text (now an object, the tool
// not strict; in gemini only the string, the loss a note).
// Then 1400639, from 2000 seeds from 1400000: a recursive by=kind union of a
// number, an object and an array, reached through a $ref that
// anthropic-strict and gemini send as JSON text, whose number traveled as
// "-77.85", which the parser (reading a string in its place only as an
// object or an array) refused: its number is now declared as a number.
// Then 1701300, from 2000 seeds from 1700000: a rest map with a json key,
// which encoding/json writes as that one key, so ValidateX's value was not
// ParseX's; load now asks for json:"-". Then, from 2000 seeds from 1900000
// as tables: 1900236, a by=kind union of a string, an object and an array
// of integers, whose array a dialect's note said lost (beside the string)
// while the soundness check reported its items dropped unsaid; 1900072, a
// definition said whole in words (a $ref sent as JSON text) whose collided
// key's words on JSON text were in it, though inside a text nothing is.
var corpus = append(seedRange(1, 98), 618, 300391, 880025, 600158, 700012, 700276, 701342, 802605, 901717, 1003860,
	40085, 40102, 40268, 40320, 41791, 41825, 41877, 1200707, 1200994, 1201122, 1400639, 1701300, 1900072, 1900236)

func seedRange(from, n uint64) []uint64 {
	s := make([]uint64, n)
	for i := range s {
		s[i] = from + uint64(i)
	}
	return s
}

const module = "github.com/stitchgen/stitchgen/internal/genfuzz/"

// outcome is what happened to one package.
type outcome struct {
	seed     uint64
	dir      string // relative to the test's directory
	refused  bool   // the generator reported errors
	diags    []model.Diagnostic
	tools    int
	failures []string
}

func (o *outcome) failf(format string, args ...any) {
	o.failures = append(o.failures, fmt.Sprintf(format, args...))
}

func TestGeneratedPackages(t *testing.T) { generatedPackages(t) }

// TestGeneratedPackagesByTables is TestGeneratedPackages with every package
// written as //stitch:package tables (the corpus; -genfuzz.tables runs a
// longer run so).
func TestGeneratedPackagesByTables(t *testing.T) {
	if *tables || *count > 0 {
		t.Skip("TestGeneratedPackages runs them")
	}
	*tables = true
	defer func() { *tables = false }()
	generatedPackages(t)
}

// generatedPackages generates, builds and checks the packages of the corpus
// or of the seeds the flags name.
func generatedPackages(t *testing.T) {
	seeds := corpus
	if *count > 0 {
		seeds = seedRange(*firstSeed, uint64(*count))
	}
	var all []*outcome
	for len(seeds) > 0 {
		n := min(*batchSize, len(seeds))
		all = append(all, runBatch(t, seeds[:n])...)
		seeds = seeds[n:]
	}
	refused, tools, failed := 0, 0, 0
	for _, o := range all {
		if o.refused {
			refused++
		}
		tools += o.tools
		if *showDiags {
			for _, d := range o.diags {
				t.Logf("seed %d: %s", o.seed, d)
			}
		}
		if len(o.failures) > 0 {
			failed++
			t.Errorf("seed %d (%s/input.go):\n\t%s\nrerun: go test ./internal/genfuzz -genfuzz.seed=%d -genfuzz.n=1 -genfuzz.keep",
				o.seed, o.dir, strings.Join(o.failures, "\n\t"), o.seed)
		}
	}
	t.Logf("%d packages: %d refused with diagnostics, %d generated (%d tools); %d failed",
		len(all), refused, len(all)-refused, tools, failed)
	if testing.Verbose() {
		var passed []string
		for _, o := range all {
			if !o.refused && len(o.failures) == 0 {
				passed = append(passed, strconv.FormatUint(o.seed, 10))
			}
		}
		t.Logf("generated and passed: %s", strings.Join(passed, ","))
	}
}

// runBatch writes, generates and checks the packages of seeds in one
// directory.
func runBatch(t *testing.T, seeds []uint64) []*outcome {
	dir := filepath.Join("testdata", fmt.Sprintf("b%d-%d", seeds[0], len(seeds)))
	require.NoError(t, os.RemoveAll(dir))
	if !*keep {
		t.Cleanup(func() { os.RemoveAll(dir) })
	}
	outs := make([]*outcome, len(seeds))
	byDir := map[string]*outcome{}
	for i, s := range seeds {
		name := fmt.Sprintf("p%d", s)
		o := &outcome{seed: s, dir: filepath.Join(dir, name)}
		require.NoError(t, os.MkdirAll(o.dir, 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(o.dir, "input.go"), writePackage(name, s), 0o644))
		outs[i] = o
		byDir[absDir(t, o.dir)] = o
	}

	generate(t, outs, byDir)
	vet(t, dir, outs)
	sound(t, dir, outs)
	return outs
}

func absDir(t *testing.T, dir string) string {
	a, err := filepath.Abs(dir)
	require.NoError(t, err)
	return a
}

// loaded is what load.Packages gave for some packages.
type loaded struct {
	models []*model.Package
	diags  []model.Diagnostic
	panic  string
}

func loadPackages(t *testing.T, outs []*outcome) (l loaded) {
	defer func() {
		if r := recover(); r != nil {
			l.panic = panicText(r)
		}
	}()
	patterns := make([]string, len(outs))
	for i, o := range outs {
		patterns[i] = "./" + filepath.ToSlash(o.dir)
	}
	models, diags, err := load.Packages(load.Config{}, patterns...)
	require.NoError(t, err, "load.Packages fails to load")
	return loaded{models: models, diags: diags}
}

// generate runs the generator on every package, as cmd/stitchgen does, and
// writes the output of the accepted ones. A batch whose load panics or
// yields a diagnostic it cannot tie to a package is loaded again one
// package at a time, so that the outcome names the package.
func generate(t *testing.T, outs []*outcome, byDir map[string]*outcome) {
	l := loadPackages(t, outs)
	if l.panic == "" && !slices.ContainsFunc(l.diags, func(d model.Diagnostic) bool { return owner(t, d, byDir) == nil }) {
		generateLoaded(t, l, byDir)
		return
	}
	for _, o := range outs {
		l := loadPackages(t, []*outcome{o})
		if l.panic != "" {
			o.failf("load.Packages panics: %s", l.panic)
			continue
		}
		generateLoaded(t, l, map[string]*outcome{absDir(t, o.dir): o})
	}
}

// owner returns the package a diagnostic points into, or nil.
func owner(t *testing.T, d model.Diagnostic, byDir map[string]*outcome) *outcome {
	if d.Pos.Filename == "" {
		return nil
	}
	return byDir[filepath.Dir(absDir(t, d.Pos.Filename))]
}

func generateLoaded(t *testing.T, l loaded, byDir map[string]*outcome) {
	diags := map[*outcome][]model.Diagnostic{}
	for _, d := range l.diags {
		o := owner(t, d, byDir)
		if o == nil {
			// Loaded alone: the diagnostic is this package's.
			for _, only := range byDir {
				o = only
			}
			require.Len(t, byDir, 1, "a diagnostic outside the batch's packages: %v", d)
		}
		diags[o] = append(diags[o], d)
	}
	models := map[*outcome]*model.Package{}
	for _, m := range l.models {
		o := byDir[m.Dir]
		require.NotNil(t, o, "a model for a package outside the batch: %s", m.Dir)
		models[o] = m
	}
	for _, o := range byDir {
		ds := diags[o]
		var res *result
		if m := models[o]; m != nil {
			var gds []model.Diagnostic
			var p string
			res, gds, p = generateOne(m)
			if p != "" {
				o.failf("the generator panics: %s", p)
				continue
			}
			ds = append(ds, gds...)
		}
		o.diags = ds
		if model.HasErrors(ds) {
			o.refused = true
			checkRefused(t, o, ds)
			continue
		}
		if res == nil {
			o.failf("no error and no model: %v", ds)
			continue
		}
		checkAccepted(t, o, models[o], res)
	}
}

// result is what the generator made of one package.
type result struct {
	Tools []gen.ToolOutput
	Files []gen.File
}

func generateOne(m *model.Package) (res *result, ds []model.Diagnostic, p string) {
	defer func() {
		if r := recover(); r != nil {
			p = panicText(r)
		}
	}()
	b, ds := pipeline.BuildPackage(m, pipeline.Config{})
	res = &result{Tools: b.Tools}
	if model.HasErrors(ds) {
		return res, ds, ""
	}
	files, err := gen.Files(b, gen.Options{})
	if err != nil {
		ds = append(ds, model.Diagnostic{Msg: "internal error: " + err.Error()})
	}
	res.Files = files
	return res, ds, ""
}

// checkRefused checks that every error points at file:line:col in the
// package's own file and is about the package: an internal error is the
// generator's own failure.
func checkRefused(t *testing.T, o *outcome, ds []model.Diagnostic) {
	file := absDir(t, filepath.Join(o.dir, "input.go"))
	for _, d := range ds {
		if d.Warning {
			continue
		}
		if strings.HasPrefix(d.Msg, "internal error") {
			o.failf("the generator fails, not the package: %s", d)
		}
		if d.Pos.Filename == "" || d.Pos.Line <= 0 || d.Pos.Column <= 0 {
			o.failf("an error without file:line:col: %q", d.String())
		} else if absDir(t, d.Pos.Filename) != file {
			o.failf("an error outside the package's file: %s", d)
		}
	}
}

// checkAccepted checks the generator's output in memory and writes it.
func checkAccepted(t *testing.T, o *outcome, m *model.Package, res *result) {
	o.tools = len(res.Tools)
	again, _, p := generateOne(m)
	switch {
	case p != "":
		o.failf("the generator panics the second time: %s", p)
	case !sameFiles(res.Files, again.Files):
		o.failf("generating twice gives different files")
	}
	for _, to := range res.Tools {
		for _, s := range []struct {
			kind   string
			schema *model.Schema
		}{{"exact", to.Exact}, {"advertised", to.Advertised}, {"output", to.Output}} {
			if s.schema == nil {
				continue
			}
			doc, err := s.schema.MarshalJSON()
			if err != nil {
				o.failf("tool %s: the %s schema does not marshal: %v", to.Tool.Name, s.kind, err)
				continue
			}
			if err := metaValid(doc); err != nil {
				o.failf("tool %s: the %s schema fails the meta-schema: %v", to.Tool.Name, s.kind, err)
			}
		}
		for _, r := range to.Dialects {
			if unsaid := dialect.Unsaid(to.Advertised, r); len(unsaid) > 0 {
				o.failf("tool %s: %s drops unsaid: %s", to.Tool.Name, r.Dialect, strings.Join(unsaid, "; "))
			}
		}
	}
	for _, f := range res.Files {
		if strings.HasSuffix(f.Path, ".json") && !json.Valid(f.Data) {
			o.failf("%s is not JSON", f.Path)
		}
		if strings.HasSuffix(f.Path, ".go") {
			// Most of the file is written as text, not formatted (gen/text.go).
			if formatted, err := format.Source(f.Data); err != nil {
				o.failf("%s does not format: %v", f.Path, err)
			} else if !bytes.Equal(formatted, f.Data) {
				o.failf("%s is not as gofmt prints it:\n%s", f.Path, firstDiff(f.Data, formatted))
			}
		}
		require.NoError(t, os.MkdirAll(filepath.Dir(f.Path), 0o755))
		require.NoError(t, os.WriteFile(f.Path, f.Data, 0o644))
	}
}

// firstDiff shows the first line where got and want differ, with the line
// before it.
func firstDiff(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := range min(len(g), len(w)) {
		if g[i] != w[i] {
			return fmt.Sprintf("line %d:\n\t\t  %q\n\t\t- %q\n\t\t+ %q", i+1, g[max(i-1, 0)], g[i], w[i])
		}
	}
	return fmt.Sprintf("%d lines, gofmt %d", len(g), len(w))
}

func sameFiles(a, b []gen.File) bool {
	return slices.EqualFunc(a, b, func(x, y gen.File) bool { return x.Path == y.Path && bytes.Equal(x.Data, y.Data) })
}

// metaValid compiles a schema as draft 2020-12, which validates it against
// the meta-schema.
func metaValid(doc []byte) error {
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
	if err != nil {
		return err
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	if err := c.AddResource("mem://genfuzz/schema.json", v); err != nil {
		return err
	}
	_, err = c.Compile("mem://genfuzz/schema.json")
	return err
}

// pkgRef finds the package a line of go command output is about.
var pkgRef = regexp.MustCompile(`\bp(\d+)[/.:\s]`)

// attribute adds the lines of a go command's output to the packages they
// are about: a line naming a package, and the lines after it up to the next
// that names another (a message continued over several lines). It returns
// the lines before the first that names a package, but for go test's
// summary lines.
func attribute(output string, outs []*outcome, what func(o *outcome) string) []string {
	bySeed := map[uint64]*outcome{}
	for _, o := range outs {
		bySeed[o.seed] = o
	}
	lines := map[*outcome][]string{}
	var rest []string
	var cur *outcome
	for _, line := range strings.Split(strings.TrimRight(output, "\n"), "\n") {
		if m := pkgRef.FindStringSubmatch(line + "\n"); m != nil {
			s, _ := strconv.ParseUint(m[1], 10, 64)
			if o := bySeed[s]; o != nil {
				cur = o
			}
		}
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "" || trimmed == "FAIL" || strings.HasPrefix(trimmed, "FAIL\t") || strings.HasPrefix(trimmed, "ok "):
		case strings.HasPrefix(trimmed, "--- FAIL: ") && !pkgRef.MatchString(line+"\n"):
			cur = nil // a parent test's header
		case cur == nil:
			rest = append(rest, line)
		default:
			lines[cur] = append(lines[cur], line)
		}
	}
	for _, o := range outs {
		if ls := lines[o]; len(ls) > 0 {
			o.failf("%s:\n\t\t%s", what(o), strings.Join(ls, "\n\t\t"))
		}
	}
	return rest
}

// vet runs go vet on every package of the batch: the input of refused
// packages must be valid Go (or the grammar is wrong), the output of
// accepted ones must compile and vet clean.
func vet(t *testing.T, dir string, outs []*outcome) {
	out, err := exec.Command("go", "vet", "./"+filepath.ToSlash(dir)+"/...").CombinedOutput()
	if err == nil {
		return
	}
	rest := attribute(string(out), outs, func(o *outcome) string {
		if o.refused {
			return "the input does not vet (a bug of the grammar)"
		}
		return "the generated package does not compile or vet"
	})
	for _, line := range rest {
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		t.Errorf("go vet: %s", line)
	}
}

// sound runs internal/proptest over every accepted package that vets, in
// one go test run of a package that imports them all. A package whose
// parser crashes the test binary (a stack overflow cannot be recovered) is
// named from the crash and left out of the next run.
func sound(t *testing.T, dir string, outs []*outcome) {
	var ok []*outcome
	for _, o := range outs {
		if !o.refused && len(o.failures) == 0 {
			ok = append(ok, o)
		}
	}
	for len(ok) > 0 {
		out, err := runCheck(t, dir, ok)
		if err == nil {
			return
		}
		if crashed := crashOf(out, ok); crashed != nil {
			crashed.failf("the generated parser crashes the test binary:\n\t\t%s", firstLines(out[strings.Index(out, crashMark(out)):], 12))
			ok = slices.DeleteFunc(ok, func(o *outcome) bool { return o == crashed })
			continue
		}
		rest := attribute(out, ok, func(*outcome) string { return "internal/proptest fails" })
		if len(rest) > 0 {
			t.Errorf("go test of %s/check:\n%s", dir, out)
		}
		return
	}
}

// crashMark returns the line that starts a crash of a test binary, or "".
func crashMark(out string) string {
	for _, m := range []string{"\nfatal error: ", "\npanic: "} {
		if strings.Contains(out, m) {
			return m
		}
	}
	return ""
}

// crashOf returns the package whose code is on the stack of a crash.
func crashOf(out string, ok []*outcome) *outcome {
	m := crashMark(out)
	if m == "" {
		return nil
	}
	bySeed := map[uint64]*outcome{}
	for _, o := range ok {
		bySeed[o.seed] = o
	}
	for _, ref := range pkgRef.FindAllStringSubmatch(out[strings.Index(out, m):], -1) {
		s, _ := strconv.ParseUint(ref[1], 10, 64)
		if o := bySeed[s]; o != nil {
			return o
		}
	}
	return nil
}

func firstLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return strings.Join(lines[:min(n, len(lines))], "\n\t\t")
}

// runCheck writes the package check, which imports the packages ok and
// runs internal/proptest on them (soundness, a stitch.Nullable's three
// states in every dialect, and every value in every dialect's wire form),
// and runs its test.
func runCheck(t *testing.T, dir string, ok []*outcome) (string, error) {
	var b strings.Builder
	b.WriteString("package check\n\nimport (\n\t\"testing\"\n\n\t\"github.com/stretchr/testify/require\"\n\n\t\"github.com/stitchgen/stitchgen/internal/proptest\"\n")
	for _, o := range ok {
		fmt.Fprintf(&b, "\tp%d %q\n", o.seed, module+filepath.ToSlash(o.dir))
	}
	b.WriteString(")\n\nvar pkgs = []proptest.Package{\n")
	for _, o := range ok {
		fmt.Fprintf(&b, "\t{Path: %q, Tools: p%d.StitchTools},\n", module+filepath.ToSlash(o.dir), o.seed)
	}
	fmt.Fprintf(&b, `}

func TestProperties(t *testing.T) {
	models, err := proptest.Load("", pkgs)
	require.NoError(t, err)
	proptest.CheckTables(t, models, pkgs)
	cases := proptest.Cases(t, models, pkgs)
	proptest.CheckFlat(t, cases)
	t.Run("valid", func(t *testing.T) { proptest.Soundness(t, cases, 1, %d, 0) })
	t.Run("edge", func(t *testing.T) { proptest.Soundness(t, cases, 1, %d, 10) })
	t.Run("three states", func(t *testing.T) { proptest.ThreeStates(t, cases, 1) })
	t.Run("dialects", func(t *testing.T) { proptest.Dialects(t, cases, 1, %d) })
}
`, *values, *values, *values/2)
	check := filepath.Join(dir, "check")
	require.NoError(t, os.MkdirAll(check, 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(check, "check_test.go"), []byte(b.String()), 0o644))
	cmd := exec.Command("go", "test", "-count=1", "-vet=off", "-timeout=5m", ".")
	cmd.Dir = check
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// panicText is the panic value and the top of the stack, from the frame
// that panicked.
func panicText(r any) string {
	lines := strings.Split(string(debug.Stack()), "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, "panic(") && i+6 <= len(lines) {
			lines = lines[i+2 : i+6]
			break
		}
	}
	return fmt.Sprintf("%v\n\t\t%s", r, strings.Join(lines, "\n\t\t"))
}
