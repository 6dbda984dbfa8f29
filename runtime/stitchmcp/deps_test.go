package stitchmcp_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOnlyThisPackageNeedsTheSDK keeps the MCP SDK out of every library package of the
// module but this one: generated code and its runtime must build without it. Programs
// (package main, like the example server) may import it.
func TestOnlyThisPackageNeedsTheSDK(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	out, err := exec.Command("go", "list", "-e", "-f", `{{.ImportPath}} {{.Name}} {{join .Deps " "}}`, "github.com/stitchgen/stitchgen/...").CombinedOutput()
	require.NoError(t, err, "%s", out)
	const self = "github.com/stitchgen/stitchgen/runtime/stitchmcp"
	checked := 0
	for line := range strings.Lines(string(out)) {
		fields := strings.Fields(line)
		require.GreaterOrEqual(t, len(fields), 2, line)
		path, name, deps := fields[0], fields[1], fields[2:]
		if name == "main" || path == self {
			continue
		}
		checked++
		for _, d := range deps {
			assert.False(t, strings.HasPrefix(d, "github.com/modelcontextprotocol/"), "%s depends on %s", path, d)
			assert.NotEqual(t, self, d, "%s depends on %s", path, self)
		}
	}
	assert.Positive(t, checked)
}
