package stitchmcpgo_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTheAdapterLinksNoOtherSDK: a server on mcp-go that uses the adapter
// builds neither the official MCP SDK nor runtime/stitchmcp (the tests use
// them to compare envelopes; the package does not).
func TestTheAdapterLinksNoOtherSDK(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "github.com/stitchgen/stitchgen/stitchmcpgo").CombinedOutput()
	require.NoError(t, err, "%s", out)
	deps := strings.Fields(string(out))
	assert.Contains(t, deps, "github.com/mark3labs/mcp-go/server")
	for _, d := range deps {
		assert.False(t, strings.HasPrefix(d, "github.com/modelcontextprotocol/"), "the adapter depends on %s", d)
		assert.NotEqual(t, "github.com/stitchgen/stitchgen/runtime/stitchmcp", d)
	}
}
