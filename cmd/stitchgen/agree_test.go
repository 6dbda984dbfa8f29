package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/gen"
)

// TestTablesAgreeWithCode: every golden package's and both examples' parsers read by tables
// and read by code make the same values and the same issues of thousands of calls: the
// calls of each package's own tests, each also with every key left out and every value (to
// the third level) replaced by values of every kind (empty, spaced, upper-case, null,
// numbers, booleans, containers, dates, a long string), each given to every tool of the
// package. Each package is copied twice under testdata (its Go files, not its tests), once
// generated with //stitch:package tables and once without, with a test that writes what
// each tool's parser makes of each call; the two outputs must be equal, line for line.
func TestTablesAgreeWithCode(t *testing.T) {
	if *update {
		t.Skip("regenerating")
	}
	root, tmp := scratchTree(t, "agree-")
	sources := []string{filepath.Join(root, "examples", "helpdesk"), filepath.Join(root, "examples", "broadcast")}
	for _, c := range loadGolden(t) {
		if c.files != nil { // not an error case
			sources = append(sources, c.dir)
		}
	}
	noTables := regexp.MustCompile(`(?m)^(//stitch:package .*?) ?\btables\b`)
	packageName := regexp.MustCompile(`(?m)^package (\w+)`)
	calls := 0
	var copies []string
	for _, src := range sources {
		inputs := agreeInputs(t, src)
		if len(inputs) == 0 {
			continue // a golden case without calls in its tests
		}
		calls += len(inputs)
		data, err := json.Marshal(inputs)
		require.NoError(t, err)
		name := filepath.Base(src)
		for _, mode := range []string{"code", "tables"} {
			dir := filepath.Join(tmp, name+"_"+mode)
			require.NoError(t, os.MkdirAll(dir, 0o755))
			files, err := filepath.Glob(filepath.Join(src, "*.go"))
			require.NoError(t, err)
			pkg := ""
			for _, f := range files {
				if strings.HasSuffix(f, "_test.go") || filepath.Base(f) == "stitch_gen.go" {
					continue
				}
				text, err := os.ReadFile(f)
				require.NoError(t, err)
				text = noTables.ReplaceAll(text, []byte("$1"))
				if m := packageName.FindSubmatch(text); m != nil {
					pkg = string(m[1])
				}
				require.NoError(t, os.WriteFile(filepath.Join(dir, filepath.Base(f)), text, 0o644))
			}
			require.NoError(t, os.WriteFile(filepath.Join(dir, "agree_test.go"), []byte(fmt.Sprintf(agreeDriver, pkg)), 0o644))
			require.NoError(t, os.WriteFile(filepath.Join(dir, "inputs.json"), data, 0o644))
		}
		copies = append(copies, name)
	}
	require.Greater(t, calls, 10000)
	t.Logf("%d packages, %d calls, each to every tool of its package", len(copies), calls)
	pkgs := generateTree(t, tmp, func(p *gen.Package) bool { return strings.HasSuffix(p.Model.Dir, "_tables") })
	require.Len(t, pkgs, 2*len(copies))
	goTestTree(t, root, tmp, "-run", "TestAgreeDriver")
	for _, name := range copies {
		code, err := os.ReadFile(filepath.Join(tmp, name+"_code", "agree.out"))
		require.NoError(t, err)
		tables, err := os.ReadFile(filepath.Join(tmp, name+"_tables", "agree.out"))
		require.NoError(t, err)
		if !bytes.Equal(code, tables) {
			cl, tl := strings.Split(string(code), "\n"), strings.Split(string(tables), "\n")
			for i := range min(len(cl), len(tl)) {
				if cl[i] != tl[i] {
					t.Errorf("%s: line %d differs:\ncode:   %s\ntables: %s", name, i+1, cl[i], tl[i])
					break
				}
			}
			if len(cl) != len(tl) {
				t.Errorf("%s: %d lines by code, %d by tables", name, len(cl), len(tl))
			}
		}
	}
}

// agreeDriver is the test each copy gets (%s: its package's name): for every tool, for
// every call of inputs.json, a line with the value as encoding/json writes it, or the
// issues.
const agreeDriver = `package %s

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

func TestAgreeDriver(t *testing.T) {
	data, err := os.ReadFile("inputs.json")
	if err != nil {
		t.Fatal(err)
	}
	var inputs []string
	if err := json.Unmarshal(data, &inputs); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	for _, tool := range StitchTools {
		for i, in := range inputs {
			v, err := tool.ParseAny([]byte(in), stitch.Limits{})
			if err != nil {
				var is stitch.Issues
				if !errors.As(err, &is) {
					t.Fatalf("%%s %%d: %%v", tool.Info().Name, i, err)
				}
				var lines []string
				for _, x := range is {
					lines = append(lines, x.Path+" "+string(x.Code)+" "+x.Message)
				}
				fmt.Fprintf(&out, "%%s %%d issues: %%s\n", tool.Info().Name, i, strings.Join(lines, " | "))
				continue
			}
			b, err := json.Marshal(v)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&out, "%%s %%d value: %%s\n", tool.Info().Name, i, b)
		}
	}
	if err := os.WriteFile("agree.out", []byte(out.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
`

// agreeInputs are the calls TestTablesAgreeWithCode gives the tools of the package in dir:
// the JSON objects its tests send, and each of them mutated (agreeMutations), each once.
func agreeInputs(t *testing.T, dir string) []string {
	files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
	require.NoError(t, err)
	seen := map[string]bool{}
	var out []string
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	quoted := regexp.MustCompile("`(\\{[^`]*\\})`")
	for _, f := range files {
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		for _, m := range quoted.FindAllSubmatch(src, -1) {
			seed := string(m[1])
			add(seed)
			var v any
			d := json.NewDecoder(strings.NewReader(seed))
			d.UseNumber()
			if d.Decode(&v) != nil {
				continue
			}
			for _, m := range agreeMutations(v, 3) {
				b, err := json.Marshal(m)
				require.NoError(t, err)
				add(string(b))
			}
		}
	}
	slices.Sort(out)
	return out
}

// agreeValues replace a value in agreeMutations.
var agreeValues = []any{"", " Mixed Case ", "A@B.CO", nil, json.Number("0"), json.Number("-1"), json.Number("1.5"),
	json.Number("1e400"), true, []any{}, map[string]any{}, "2025-01-02T03:04:05Z", "2025-13-01T00:00:00Z",
	strings.Repeat("x", 130), []any{"a", json.Number("1")}}

// agreeMutations are v with one change each: a key of an object left out, or a value, to
// depth levels down, replaced by each of agreeValues.
func agreeMutations(v any, depth int) []any {
	if depth == 0 {
		return nil
	}
	var out []any
	switch x := v.(type) {
	case map[string]any:
		keys := slices.Sorted(func(yield func(string) bool) {
			for k := range x {
				if !yield(k) {
					return
				}
			}
		})
		for _, k := range keys {
			without := map[string]any{}
			for k2, v2 := range x {
				if k2 != k {
					without[k2] = v2
				}
			}
			out = append(out, without)
			for _, r := range append(slices.Clone(agreeValues), agreeMutations(x[k], depth-1)...) {
				with := map[string]any{}
				for k2, v2 := range x {
					with[k2] = v2
				}
				with[k] = r
				out = append(out, with)
			}
		}
	case []any:
		for i := range x {
			for _, r := range agreeMutations(x[i], depth-1) {
				with := slices.Clone(x)
				with[i] = r
				out = append(out, with)
			}
		}
	}
	return out
}
