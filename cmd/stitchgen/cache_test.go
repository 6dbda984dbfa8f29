package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMain runs the command's tests without the user's format cache (each test's package
// is new, and its cache file would stay behind for days), but for TestRunFormatCache's.
func TestMain(m *testing.M) {
	os.Setenv("STITCHGEN_CACHE", "off")
	os.Exit(m.Run())
}

// TestRunFormatCache: with STITCHGEN_CACHE naming a directory, a run writes the package's
// format cache there and -check writes nothing there; the files written are those written
// without the cache, and a second run (from the cache) finds them unchanged.
func TestRunFormatCache(t *testing.T) {
	dir := scratchPackage(t, "union_items")
	code, _, stderr := runCmd(dir)
	require.Equal(t, 0, code, stderr)
	want, err := os.ReadFile(filepath.Join(dir, "stitch_gen.go"))
	require.NoError(t, err)
	require.NoError(t, os.Remove(filepath.Join(dir, "stitch_gen.go")))

	cache := t.TempDir()
	t.Setenv("STITCHGEN_CACHE", cache)
	code, _, _ = runCmd("-check", dir)
	assert.Equal(t, 1, code)
	names, err := filepath.Glob(filepath.Join(cache, "*.format"))
	require.NoError(t, err)
	assert.Empty(t, names, "-check writes no cache")

	code, stdout, stderr := runCmd(dir)
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "1 file written, 8 unchanged")
	got, err := os.ReadFile(filepath.Join(dir, "stitch_gen.go"))
	require.NoError(t, err)
	assert.Equal(t, string(want), string(got))
	names, err = filepath.Glob(filepath.Join(cache, "*.format"))
	require.NoError(t, err)
	assert.Len(t, names, 1)

	code, stdout, stderr = runCmd(dir)
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "0 files written, 9 unchanged")
}
