package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDocsBreakingExample: the example of docs/breaking.md (schema change review)
// is literally what -breaking prints: the diff's old side is committed
// (generated), its new side is the working tree, and -breaking=HEAD prints
// the output block, byte for byte (-update rewrites it).
func TestDocsBreakingExample(t *testing.T) {
	readme, err := filepath.Abs("../../docs/breaking.md") // tempModule changes directory
	require.NoError(t, err)
	data, err := os.ReadFile(readme)
	require.NoError(t, err)
	s := string(data)
	diff := between(t, s, "```diff\n", "```\n")
	want := between(t, s, "<!-- breaking-example -->\n```\n", "```\n")
	var old, new strings.Builder
	for _, l := range strings.SplitAfter(diff, "\n") {
		switch {
		case l == "":
		case strings.HasPrefix(l, "-"):
			old.WriteString(l[1:])
		case strings.HasPrefix(l, "+"):
			new.WriteString(l[1:])
		case l == "\n":
			old.WriteString(l)
			new.WriteString(l)
		default:
			require.True(t, strings.HasPrefix(l, " "), "docs/breaking.md diff line %q", l)
			old.WriteString(l[1:])
			new.WriteString(l[1:])
		}
	}
	dir := tempModule(t, map[string]string{"tools/tools.go": old.String()})
	code, _, stderr := runCmd("./tools")
	require.Equal(t, 0, code, stderr)
	gitRun(t, dir, "init", "-q")
	gitRun(t, dir, "add", "-A")
	gitRun(t, dir, "commit", "-qm", "base")
	writeTestFile(t, filepath.Join(dir, "tools", "tools.go"), new.String())
	code, stdout, stderr := runCmd("-breaking=HEAD", "./tools")
	assert.Equal(t, 1, code, stderr)
	if *update {
		require.NoError(t, os.WriteFile(readme, []byte(strings.Replace(string(data), "<!-- breaking-example -->\n```\n"+want, "<!-- breaking-example -->\n```\n"+stdout, 1)), 0o644))
		return
	}
	assert.Equal(t, want, stdout, "go test ./cmd/stitchgen -run TestDocsBreakingExample -update rewrites the block of docs/breaking.md")
}

// between is the text of s after the first start, up to the next end.
func between(t *testing.T, s, start, end string) string {
	t.Helper()
	i := strings.Index(s, start)
	require.GreaterOrEqual(t, i, 0, "the page has no %q", start)
	s = s[i+len(start):]
	j := strings.Index(s, end)
	require.GreaterOrEqual(t, j, 0)
	return s[:j]
}
