package gen_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/gen"
	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/pipeline"
)

// TestFormatCache: with a format cache, stitch_gen.go is the file made without one, byte
// for byte: on the first run (every chunk formatted, the cache then written), on the next
// (every chunk from the cache, which is not written again), and from a cache file that is
// not whole (ignored, written anew).
func TestFormatCache(t *testing.T) {
	abs, err := filepath.Abs("../examples/helpdesk")
	require.NoError(t, err)
	cache := t.TempDir()
	goFile := func(dir string) ([]byte, *gen.FormatCache) {
		pkgs, _, err := pipeline.Build(pipeline.Config{Load: load.Config{Dir: abs}, FormatCache: dir}, ".")
		require.NoError(t, err)
		require.Len(t, pkgs, 1)
		_, render, err := gen.Prepare(pkgs[0], gen.Options{Output: "stitch_gen.go"})
		require.NoError(t, err)
		f, err := render()
		require.NoError(t, err)
		return f.Data, pkgs[0].Formatted
	}
	want, none := goFile("")
	assert.Nil(t, none)
	files := func() []string {
		names, err := filepath.Glob(filepath.Join(cache, "*.format"))
		require.NoError(t, err)
		return names
	}

	got, c := goFile(cache)
	assert.Equal(t, string(want), string(got), "first run")
	assert.Zero(t, c.Entries())
	assert.True(t, c.Missed())
	require.NoError(t, c.Save())
	require.Len(t, files(), 1)
	saved, err := os.ReadFile(files()[0])
	require.NoError(t, err)

	got, c = goFile(cache)
	assert.Equal(t, string(want), string(got), "from the cache")
	assert.Positive(t, c.Entries())
	assert.False(t, c.Missed(), "every chunk found")
	require.NoError(t, os.WriteFile(files()[0], []byte("left alone"), 0o644))
	require.NoError(t, c.Save())
	left, err := os.ReadFile(files()[0])
	require.NoError(t, err)
	assert.Equal(t, "left alone", string(left), "nothing new: not written")

	for name, broken := range map[string][]byte{
		"cut short": saved[:len(saved)/2],
		"changed":   bytes.Replace(saved, []byte("func"), []byte("FUNC"), 1),
		"another":   []byte("stitchgen format cache 0\n"),
	} {
		require.NoError(t, os.WriteFile(files()[0], broken, 0o644))
		got, c = goFile(cache)
		assert.Equal(t, string(want), string(got), name)
		assert.Zero(t, c.Entries(), name)
		require.NoError(t, c.Save())
		again, err := os.ReadFile(files()[0])
		require.NoError(t, err)
		assert.Equal(t, len(saved), len(again), "%s: written anew", name)
	}
}

// TestFormatCacheTrim: a Save removes the cache files no run used for five days, once a
// day, and keeps the others; opening a cache file touches it.
func TestFormatCacheTrim(t *testing.T) {
	abs, err := filepath.Abs("../examples/migrate")
	require.NoError(t, err)
	cache := t.TempDir()
	old := time.Now().Add(-6 * 24 * time.Hour)
	stale, fresh := filepath.Join(cache, "stale.format"), filepath.Join(cache, "fresh.format")
	for _, name := range []string{stale, fresh} {
		require.NoError(t, os.WriteFile(name, []byte("x"), 0o644))
	}
	require.NoError(t, os.Chtimes(stale, old, old))
	save := func() {
		pkgs, _, err := pipeline.Build(pipeline.Config{Load: load.Config{Dir: abs}, FormatCache: cache}, ".")
		require.NoError(t, err)
		require.Len(t, pkgs, 1)
		_, render, err := gen.Prepare(pkgs[0], gen.Options{Output: "stitch_gen.go"})
		require.NoError(t, err)
		_, err = render()
		require.NoError(t, err)
		require.NoError(t, pkgs[0].Formatted.Save())
	}
	save()
	assert.NoFileExists(t, stale)
	assert.FileExists(t, fresh)
	assert.FileExists(t, filepath.Join(cache, "trim.txt"))

	require.NoError(t, os.WriteFile(stale, []byte("x"), 0o644))
	require.NoError(t, os.Chtimes(stale, old, old))
	names, err := filepath.Glob(filepath.Join(cache, "*.format"))
	require.NoError(t, err)
	for _, name := range names {
		if name != stale && name != fresh {
			require.NoError(t, os.Chtimes(name, old, old)) // the package's own, unused for days
		}
	}
	save()
	assert.FileExists(t, stale, "trimmed within the day: not again")
	for _, name := range names {
		if name != stale && name != fresh {
			fi, err := os.Stat(name)
			require.NoError(t, err)
			assert.WithinDuration(t, time.Now(), fi.ModTime(), time.Minute, "opened, every chunk found (not written): touched")
		}
	}
}
