package gen_test

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/gen"
	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/pipeline"
)

// TestRenderParts: stitch_gen.go rendered on every core, its chunks
// formatted apart and joined, is byte for byte the file formatted whole
// (what one jen.File.Render gave), for every golden package and example,
// with one worker and with several; and the chunks are many, so that the
// test says something. (The goldens pin the bytes themselves.)
func TestRenderParts(t *testing.T) {
	chunks := 0
	for _, dir := range []string{"../testdata/golden", "../examples"} {
		abs, err := filepath.Abs(dir)
		require.NoError(t, err)
		pkgs, diags, err := pipeline.Build(pipeline.Config{Load: load.Config{Dir: abs}}, "./...")
		require.NoError(t, err)
		broken := map[string]bool{}
		for _, d := range diags {
			if !d.Warning && !d.Verbose {
				broken[filepath.Dir(d.Pos.Filename)] = true
			}
		}
		for _, p := range pkgs {
			if broken[p.Model.Dir] || len(p.Tools) == 0 {
				continue
			}
			want, _, err := gen.RenderParts(p, 1, true)
			require.NoError(t, err, p.Model.Path)
			for _, workers := range []int{1, 2, 7} {
				got, n, err := gen.RenderParts(p, workers, false)
				require.NoError(t, err, p.Model.Path)
				if !bytes.Equal(got, want) {
					assert.Equal(t, string(want), string(got), "%s with %d workers", p.Model.Path, workers)
				}
				chunks += n
			}
		}
	}
	assert.Greater(t, chunks, 300, "chunks rendered apart")
}

