package gen_test

import (
	"bytes"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/gen"
	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
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

// TestFilesSameOnEveryCore: the pipeline and gen build each tool's schemas,
// declarations and files, and render stitch_gen.go, on every core; what
// they give on one core and on eight is the same, byte for byte and in the
// same order, diagnostics included.
func TestFilesSameOnEveryCore(t *testing.T) {
	abs, err := filepath.Abs("../testdata/golden")
	require.NoError(t, err)
	run := func(procs int) ([]gen.File, []model.Diagnostic) {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		pkgs, diags, err := pipeline.Build(pipeline.Config{Load: load.Config{Dir: abs}}, "./...")
		require.NoError(t, err)
		var files []gen.File
		for _, p := range pkgs {
			if model.HasErrors(diags) && len(p.Tools) == 0 {
				continue
			}
			fs, err := gen.Files(p, gen.Options{})
			require.NoError(t, err, p.Model.Path)
			files = append(files, fs...)
		}
		return files, diags
	}
	one, oneDiags := run(1)
	many, manyDiags := run(8)
	assert.Equal(t, oneDiags, manyDiags)
	require.Equal(t, len(one), len(many))
	for i := range one {
		assert.Equal(t, one[i].Path, many[i].Path)
		if !bytes.Equal(one[i].Data, many[i].Data) {
			assert.Equal(t, string(one[i].Data), string(many[i].Data), one[i].Path)
		}
	}
	assert.Greater(t, len(one), 400)
}
