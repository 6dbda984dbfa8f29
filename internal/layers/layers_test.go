// Package layers holds a test that keeps stitchgen's package arrows pointing
// one way (STYLE.md), floor by floor as docs/design.md's Architecture draws them:
//
//	internal/...   harnesses and measurements (proptest, genfuzz, parsetest, ...):
//	               they import everything and nothing but tests imports them
//	cmd/stitchgen  → pipeline, breaking
//	pipeline       → load → tags → model; flatten, dialect; gen (which imports no pass)
//	load           → load/foreign (other libraries' tags) → load/judge (the judge of
//	               constants) → model
//	sample         → model (values of a type with its checks: witnesses, property tests)
//	model          → runtime/stitchimpl (a tag's Judge uses the parser's judges)
//	runtime/...    the ground: generated code's runtime, standard library only; its
//	               judges (runtime/internal/check) are the parser's, and the generator
//	               reaches them through runtime/stitchimpl
package layers

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const mod = "github.com/stitchgen/stitchgen/"

// imports lists the non-standard packages pkg imports directly.
func imports(t *testing.T, pkg string) []string {
	t.Helper()
	out, err := exec.Command("go", "list", "-f", `{{join .Imports "\n"}}`, mod+pkg).CombinedOutput()
	require.NoError(t, err, "%s", out)
	var deps []string
	for _, p := range strings.Fields(string(out)) {
		if strings.Contains(strings.SplitN(p, "/", 2)[0], ".") {
			deps = append(deps, p)
		}
	}
	return deps
}

// allDeps lists every non-standard package pkg depends on.
func allDeps(t *testing.T, pkg string) []string {
	t.Helper()
	out, err := exec.Command("go", "list", "-deps", "-f", `{{if not .Standard}}{{.ImportPath}}{{end}}`, mod+pkg).CombinedOutput()
	require.NoError(t, err, "%s", out)
	var deps []string
	for _, p := range strings.Fields(string(out)) {
		if p != mod+pkg {
			deps = append(deps, p)
		}
	}
	return deps
}

func TestLayers(t *testing.T) {
	// What each package may import directly, beyond the standard library.
	allowed := map[string][]string{
		// tags parses by the declarations of model.Tags (the arrow load →
		// tags → model of the pipeline).
		"tags": {mod + "model"},
		// model reads a tag as a rule (TagSpec.Judge) with the parser's
		// judges: the IR stands on the ground floor only.
		"model":   {mod + "runtime/stitchimpl"},
		"flatten": {mod + "model"},
		"dialect": {mod + "model", mod + "runtime/stitch"},
		// load judges default= and catch= values with the parser's own
		// judges, through the runtime (load/judge); other libraries' tags
		// are read by load/foreign, which stands on load/judge too.
		"load":         {mod + "model", mod + "tags", mod + "load/foreign", mod + "load/judge", mod + "runtime/stitch", mod + "runtime/stitchimpl", "golang.org/x/tools/go/packages"},
		"load/foreign": {mod + "model", mod + "tags", mod + "load/judge"},
		"load/judge":   {mod + "model", mod + "runtime/stitchimpl"},
		// gen writes each tool's contract (contract serialises the model; it
		// is no pass).
		"gen":      {mod + "model", mod + "dialect", mod + "contract", "github.com/dave/jennifer/jen"},
		"contract": {mod + "model"},
		// sample draws values of a type with its checks for the review's
		// witnesses and the property tests, from the tag table alone.
		"sample": {mod + "model"},
		// breaking compares a contract read back with the model built now;
		// it judges witnesses with load's judge of constants.
		"breaking":               {mod + "contract", mod + "gen", mod + "load", mod + "model", mod + "dialect", mod + "sample"},
		"internal/probedriver":   {mod + "breaking"},
		"pipeline":               {mod + "load", mod + "model", mod + "flatten", mod + "dialect", mod + "gen", mod + "runtime/stitch", mod + "tags"},
		"cmd/stitchgen":          {mod + "pipeline", mod + "gen", mod + "load", mod + "model", mod + "dialect", mod + "breaking"},
		"runtime/internal/check": {},
		"runtime/stitch":         {mod + "runtime/internal/check"},
		"runtime/stitchimpl":     {mod + "runtime/stitch", mod + "runtime/internal/check"},
		"runtime/stitchmcp":      {mod + "runtime/stitch", mod + "runtime/stitchmcp/envelope", "github.com/modelcontextprotocol/go-sdk/mcp", "github.com/google/jsonschema-go/jsonschema"},
		// The error text both MCP adapters write (stitchmcpgo's module
		// imports it too): it links no SDK.
		"runtime/stitchmcp/envelope": {mod + "runtime/stitch"},
		"examples/broadcast":         {mod + "runtime/stitch", mod + "runtime/stitchimpl"},
		"internal/parsetest":         {mod + "runtime/stitch", "github.com/stretchr/testify/assert", "github.com/stretchr/testify/require"},
		"internal/proptest": {mod + "load", mod + "model", mod + "sample", mod + "runtime/stitchimpl", mod + "flatten", mod + "dialect", mod + "runtime/stitch", "github.com/santhosh-tekuri/jsonschema/v6",
			"github.com/google/jsonschema-go/jsonschema", "github.com/stretchr/testify/assert", "github.com/stretchr/testify/require"},
	}
	for pkg, ok := range allowed {
		for _, imp := range imports(t, pkg) {
			assert.Contains(t, ok, imp, "%s must not import %s", pkg, imp)
		}
	}
	// The runtime that generated code imports depends on the standard
	// library only (and on runtime/internal/check, the judges the parser
	// and the generator share), so users of stitchgen download nothing for
	// it.
	check := mod + "runtime/internal/check"
	assert.Empty(t, allDeps(t, "runtime/internal/check"))
	assert.Equal(t, []string{check}, allDeps(t, "runtime/stitch"))
	assert.ElementsMatch(t, []string{check, mod + "runtime/stitch"}, allDeps(t, "runtime/stitchimpl"))
	assert.ElementsMatch(t, []string{check, mod + "runtime/stitch"}, allDeps(t, "runtime/stitchmcp/envelope"))
	assert.ElementsMatch(t, []string{check, mod + "runtime/stitch", mod + "runtime/stitchimpl"}, allDeps(t, "examples/broadcast"))
}

// TestFloors: internal/ is the top floor. What a build of stitchgen or of a
// user's program compiles (every package's non-test files, internal/'s own
// aside) imports nothing under internal/: the harnesses there import
// everything, and only tests import them. The ground is runtime/: a runtime
// package imports only the standard library, other runtime packages, and
// (stitchmcp) the MCP SDK.
func TestFloors(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", `{{.ImportPath}} {{join .Imports " "}}`, mod+"...").CombinedOutput()
	require.NoError(t, err, "%s", out)
	seen := 0
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		pkg, imps := strings.TrimPrefix(f[0], mod), f[1:]
		if strings.HasPrefix(pkg, "testdata/") {
			continue
		}
		seen++
		for _, imp := range imps {
			if !strings.HasPrefix(pkg, "internal/") {
				assert.False(t, strings.HasPrefix(imp, mod+"internal/"), "%s must not import %s: internal/ holds harnesses, which only tests import", pkg, imp)
			}
			if strings.HasPrefix(pkg, "runtime/") && strings.HasPrefix(imp, mod) {
				assert.True(t, strings.HasPrefix(imp, mod+"runtime/"), "%s must not import %s: the runtime is the ground floor", pkg, imp)
			}
		}
	}
	assert.Greater(t, seen, 20, "go list listed the module's packages")
}
