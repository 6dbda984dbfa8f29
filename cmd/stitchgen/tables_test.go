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
	root, tmp := scratchTree(t, "tables-")
	for _, c := range loadGolden(t) {
		if c.files == nil {
			continue // an error case
		}
		require.NoError(t, copyTree(c.dir, filepath.Join(tmp, c.name)))
	}
	for _, p := range generateTree(t, tmp, func(*gen.Package) bool { return true }) {
		got, err := os.ReadFile(filepath.Join(p.Model.Dir, "stitch_gen.go"))
		require.NoError(t, err)
		if strings.Contains(string(got), "func stitchFields") {
			require.Contains(t, string(got), "stitchimpl.Object{", "%s: no table written", p.Model.Path)
		}
	}
	var args []string
	if os.Getenv("STITCHGEN_TABLES_RACE") != "" { // .ci/run: checkptr over every kind of row
		args = append(args, "-race")
	}
	goTestTree(t, root, tmp, args...)
}

// scratchTree makes a directory under the repository's testdata (so that its packages
// are in the module and import this checkout), removed when the test ends; it returns the
// repository's root and the directory.
func scratchTree(t *testing.T, prefix string) (root, tmp string) {
	t.Helper()
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	tmp, err = os.MkdirTemp(filepath.Join(root, "testdata"), prefix)
	require.NoError(t, err)
	t.Cleanup(func() { os.RemoveAll(tmp) })
	return root, tmp
}

// generateTree generates every package under dir as the command does, with
// //stitch:package tables where tables says, writes the files and returns the packages.
func generateTree(t *testing.T, dir string, tables func(*gen.Package) bool) []*gen.Package {
	t.Helper()
	pkgs, diags, err := pipeline.Build(pipeline.Config{Load: load.Config{Dir: dir}}, "./...")
	require.NoError(t, err)
	require.False(t, model.HasErrors(diags), "%v", diags)
	for _, p := range pkgs {
		files, err := gen.Files(p, gen.Options{Tables: tables(p)})
		require.NoError(t, err)
		for _, f := range files {
			require.NoError(t, os.MkdirAll(filepath.Dir(f.Path), 0o755))
			require.NoError(t, os.WriteFile(f.Path, f.Data, 0o644))
		}
	}
	return pkgs
}

// goTestTree runs go test -count=1, with args, on every package under dir (inside root).
func goTestTree(t *testing.T, root, dir string, args ...string) {
	t.Helper()
	rel, err := filepath.Rel(root, dir)
	require.NoError(t, err)
	cmd := exec.Command("go", append(append([]string{"test", "-count=1"}, args...), "./"+filepath.ToSlash(rel)+"/...")...)
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
