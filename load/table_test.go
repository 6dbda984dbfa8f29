package load

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	updateflag "github.com/stitchgen/stitchgen/internal/update"
)

// tableKinds are the field types of TestTagTable, one tool each.
var tableKinds = []string{
	"string", "Name", "bool", "int", "int8", "uint8", "float32", "float64", "*int",
	"[]string", "[2]int", "map[string]int", "Inner", "time.Time", "any", "json.RawMessage", "U",
}

// tableTags are the tags of TestTagTable, one field each.
var tableTags = []string{
	"int", "min=1", "max=1", "gt=1", "lt=1", "min=2,max=1", "enum=a|b", "enum=1|2",
	"pattern='^a'", "pattern='^a',why='an a'", "why='an a'", "format=uri", "nullable", "optional", "required", "trim", "lower",
	"upper", "coerce", "zero-ok", "default=1", `default='"a"'`, "catch=1", "refine=Missing", "rest",
	"dive,min=1", "dive,keys,min=1,endkeys", "oneof-variant=x",
}

// TestTagTable crosses every tag with every kind of field and pins what
// load says of each pair in testdata/tags.golden (go test ./load -update
// rewrites it): "ok", or the diagnostics, without their position.
func TestTagTable(t *testing.T) {
	prelude := "import (\n\t\"encoding/json\"\n\t\"time\"\n)\n\n" +
		"var _ json.RawMessage\nvar _ time.Time\n\ntype Name string\n\ntype Inner struct {\n\tA int `json:\"a\"`\n}\n\n" +
		"//stitch:union\ntype U interface{ isU() }\n\nfunc (V) isU() {}\n\ntype V struct {\n\tKind string `json:\"kind\" stitch:\"oneof-variant=v\"`\n}\n"
	got, other := crossTable(t, prelude, tableKinds, tableTags, "`json:\"f%d,omitempty\" stitch:%q`")
	out := tableText("# What load says of each tag on each kind of field (TestTagTable).\n", tableKinds, tableTags, func(cell string) string {
		if msgs := got[cell]; len(msgs) > 0 {
			return strings.Join(msgs, "\n\t")
		}
		return "ok"
	})
	if len(other) > 0 {
		out += "\n== elsewhere\n" + strings.Join(other, "\n") + "\n"
	}
	golden(t, "tags.golden", out)
}

// crossTable loads a package of prelude and one tool per kind, each with a
// field per tag (F<j> <kind> and the struct tag that field writes with j
// and the tag), and returns what load says of each cell ("kind\ttag"): its
// diagnostics without their position; other holds those outside any cell.
func crossTable(t *testing.T, prelude string, kinds, tags []string, field string) (got map[string][]string, other []string) {
	t.Helper()
	var src strings.Builder
	src.WriteString(prelude)
	line := strings.Count("package p\n\n"+src.String(), "\n") + 1
	cell := map[int]string{} // line → kind and tag
	for i, k := range kinds {
		fmt.Fprintf(&src, "\n//stitch:tool name=t%d\ntype T%d struct {\n", i, i)
		line += 3
		for j, tag := range tags {
			fmt.Fprintf(&src, "\tF%d %s "+field+"\n", j, k, j, tag)
			cell[line] = k + "\t" + tag
			line++
		}
		src.WriteString("}\n")
		line++
	}
	mem := map[string]*memCase{"table": {src: src.String()}}
	loadMem(t, mem)
	got = map[string][]string{}
	for _, d := range mem["table"].diags {
		var ln, col int
		_, err := fmt.Sscanf(d, "x.go:%d:%d:", &ln, &col)
		require.NoError(t, err, d)
		if c, ok := cell[ln]; ok {
			got[c] = append(got[c], d[strings.Index(d, ": ")+2:])
		} else {
			other = append(other, d)
		}
	}
	return got, other
}

// tableText writes a table's golden: the header, then per kind "== kind"
// and a line "tag: what" per tag.
func tableText(header string, kinds, tags []string, what func(cell string) string) string {
	var out strings.Builder
	out.WriteString(header)
	for _, k := range kinds {
		fmt.Fprintf(&out, "\n== %s\n", k)
		for _, tag := range tags {
			fmt.Fprintf(&out, "%s: %s\n", tag, what(k+"\t"+tag))
		}
	}
	return out.String()
}

// golden compares out with testdata/<name>; go test ./load -update
// rewrites it.
func golden(t *testing.T, name, out string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *updateflag.Flag {
		require.NoError(t, os.WriteFile(path, []byte(out), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./load -update")
	assert.Equal(t, string(want), out, "%s differs; run go test ./load -update and review the diff", path)
}
