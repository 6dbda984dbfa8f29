package main

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/gen"
	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/pipeline"
)

// TestGoldenPackagesByTables runs every golden package's own tests against parsers
// generated as //stitch:package tables would have them: a copy of each package under
// testdata, generated with the option set, then go test. Every parse test (values and
// exact issues) of the code decoders thus holds for the table decoders too. With
// STITCHGEN_TABLES_RACE set (.ci/run sets it), they run under the race detector, whose
// checkptr checks every row's pointer arithmetic.
func TestGoldenPackagesByTables(t *testing.T) {
	if *update {
		t.Skip("regenerating")
	}
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	tmp, err := os.MkdirTemp(filepath.Join(root, "testdata"), "tables-")
	require.NoError(t, err)
	t.Cleanup(func() { os.RemoveAll(tmp) })
	for _, c := range loadGolden(t) {
		if c.files == nil {
			continue // an error case
		}
		require.NoError(t, copyTree(c.dir, filepath.Join(tmp, c.name)))
	}
	pkgs, diags, err := pipeline.Build(pipeline.Config{Load: load.Config{Dir: tmp}}, "./...")
	require.NoError(t, err)
	require.False(t, model.HasErrors(diags), "%v", diags)
	for _, p := range pkgs {
		files, err := gen.Files(p, gen.Options{Tables: true})
		require.NoError(t, err)
		for _, f := range files {
			require.NoError(t, os.WriteFile(f.Path, f.Data, 0o644))
		}
		got, err := os.ReadFile(filepath.Join(p.Model.Dir, "stitch_gen.go"))
		require.NoError(t, err)
		if strings.Contains(string(got), "func stitchFields") {
			require.Contains(t, string(got), "stitchimpl.Object{", "%s: no table written", p.Model.Path)
		}
	}
	rel, err := filepath.Rel(root, tmp)
	require.NoError(t, err)
	args := []string{"test", "-count=1"}
	if os.Getenv("STITCHGEN_TABLES_RACE") != "" { // .ci/run: checkptr over every kind of row
		args = append(args, "-race")
	}
	cmd := exec.Command("go", append(args, "./"+filepath.ToSlash(rel)+"/...")...)
	cmd.Dir = root
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
}

// copyTree copies the directory from to to.
func copyTree(from, to string) error {
	return filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, path)
		dst := filepath.Join(to, rel)
		if d.IsDir() {
			return os.MkdirAll(dst, 0o755)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(dst, data, 0o644)
	})
}
