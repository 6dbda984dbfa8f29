package load

import (
	"encoding/json"
	"flag"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/model"
)

// memCase is one package loaded from memory: its source (one file, x.go)
// and, after loading, its model and diagnostics printed as the command does
// with the file's base name.
type memCase struct {
	src   string
	pkg   *model.Package
	diags []string
}

// loadMem loads every case as its own package, from memory (the files do
// not exist on disk: packages.Config.Overlay supplies them), in one go list
// call. A case's source is the body of package p after its package clause.
func loadMem(t *testing.T, cases map[string]*memCase) {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("testdata", "mem"))
	require.NoError(t, err)
	overlay := map[string][]byte{}
	var patterns []string
	byDir := map[string]*memCase{}
	names := make([]string, 0, len(cases))
	for name := range cases {
		names = append(names, name)
	}
	sort.Strings(names)
	for i, name := range names {
		dir := filepath.Join(root, fmt.Sprintf("c%d", i))
		overlay[filepath.Join(dir, "x.go")] = []byte("package p\n\n" + cases[name].src)
		patterns = append(patterns, "./"+filepath.ToSlash(filepath.Join("testdata", "mem", fmt.Sprintf("c%d", i))))
		byDir[dir] = cases[name]
	}
	pkgs, diags, err := Packages(Config{Overlay: overlay}, patterns...)
	require.NoError(t, err)
	for _, p := range pkgs {
		c := byDir[p.Dir]
		require.NotNil(t, c, "package in %s", p.Dir)
		c.pkg = p
	}
	for _, d := range diags {
		abs, err := filepath.Abs(d.Pos.Filename)
		require.NoError(t, err)
		c := byDir[filepath.Dir(abs)]
		require.NotNil(t, c, "diagnostic outside any case: %s", d)
		d.Pos.Filename = filepath.Base(d.Pos.Filename)
		// A position the message names (posString) is the file's path, as
		// Pos is; the case's files are named by their base, as Pos here.
		d.Msg = strings.ReplaceAll(d.Msg, filepath.Dir(abs)+string(filepath.Separator), "")
		c.diags = append(c.diags, d.String())
	}
}

var dumpFlag = flag.Bool("dumpwants", false, "log each case's diagnostics as JSON, to fill a table's wants (review them)")

// dumpWants logs a case's diagnostics under -dumpwants.
func dumpWants(t *testing.T, name string, diags []string) {
	if *dumpFlag {
		b, _ := json.Marshal(map[string]any{"name": name, "diags": diags})
		t.Logf("DUMP %s", b)
	}
}
