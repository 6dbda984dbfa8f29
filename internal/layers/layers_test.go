// Package layers holds a test that keeps stitchgen's package arrows pointing
// one way (STYLE.md): cmd → pipeline (load → tags/model → flatten → dialect)
// → gen, gen importing no pass; cmd → breaking (contract, the built model); runtime for
// generated code with the standard library only.
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
		"tags":    {mod + "model"},
		"model":   {},
		"flatten": {mod + "model"},
		"dialect": {mod + "model", mod + "runtime/stitch"},
		"load":    {mod + "model", mod + "tags", mod + "internal/check", "golang.org/x/tools/go/packages"},
		// gen writes each tool's contract (contract serialises the model; it
		// is no pass).
		"gen":      {mod + "model", mod + "dialect", mod + "contract", "github.com/dave/jennifer/jen"},
		"contract": {mod + "model"},
		// breaking compares a contract read back with the model built now;
		// it judges witnesses with load's judge of constants.
		"breaking":             {mod + "contract", mod + "gen", mod + "load", mod + "model", mod + "dialect"},
		"internal/probedriver": {mod + "breaking"},
		"pipeline":             {mod + "load", mod + "model", mod + "flatten", mod + "dialect", mod + "gen", mod + "runtime/stitch", mod + "tags"},
		"cmd/stitchgen":        {mod + "pipeline", mod + "gen", mod + "load", mod + "model", mod + "dialect", mod + "breaking"},
		"internal/check":       {},
		"runtime/stitch":       {mod + "internal/check"},
		"runtime/stitchimpl":   {mod + "runtime/stitch", mod + "internal/check"},
		"runtime/stitchmcp":    {mod + "runtime/stitch", "github.com/modelcontextprotocol/go-sdk/mcp", "github.com/google/jsonschema-go/jsonschema"},
		"examples/broadcast":   {mod + "runtime/stitch", mod + "runtime/stitchimpl"},
		"internal/parsetest":   {mod + "runtime/stitch", "github.com/stretchr/testify/assert", "github.com/stretchr/testify/require"},
		"internal/proptest": {mod + "load", mod + "model", mod + "internal/check", mod + "flatten", mod + "dialect", mod + "runtime/stitch", "github.com/santhosh-tekuri/jsonschema/v6",
			"github.com/google/jsonschema-go/jsonschema", "github.com/stretchr/testify/assert", "github.com/stretchr/testify/require"},
	}
	for pkg, ok := range allowed {
		for _, imp := range imports(t, pkg) {
			assert.Contains(t, ok, imp, "%s must not import %s", pkg, imp)
		}
	}
	// The runtime that generated code imports depends on the standard
	// library only (and on internal/check, the judges it shares with the
	// generator, which does too), so users of stitchgen download nothing for
	// it.
	assert.Empty(t, allDeps(t, "internal/check"))
	assert.Equal(t, []string{mod + "internal/check"}, allDeps(t, "runtime/stitch"))
	assert.ElementsMatch(t, []string{mod + "internal/check", mod + "runtime/stitch"}, allDeps(t, "runtime/stitchimpl"))
	assert.ElementsMatch(t, []string{mod + "internal/check", mod + "runtime/stitch", mod + "runtime/stitchimpl"}, allDeps(t, "examples/broadcast"))
}
