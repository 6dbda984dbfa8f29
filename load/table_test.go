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
	"pattern='^a'", "format=uri", "nullable", "optional", "required", "trim", "lower",
	"upper", "coerce", "zero-ok", "default=1", `default='"a"'`, "catch=1", "refine=Missing", "rest",
	"dive,min=1", "dive,keys,min=1,endkeys", "oneof-variant=x",
}

// TestTagTable crosses every tag with every kind of field and pins what
// load says of each pair in testdata/tags.golden (go test ./load -update
// rewrites it): "ok", or the diagnostics, without their position.
func TestTagTable(t *testing.T) {
	var src strings.Builder
	src.WriteString("import (\n\t\"encoding/json\"\n\t\"time\"\n)\n\n")
	src.WriteString("var _ json.RawMessage\nvar _ time.Time\n\ntype Name string\n\ntype Inner struct {\n\tA int `json:\"a\"`\n}\n\n")
	src.WriteString("//stitch:union\ntype U interface{ isU() }\n\nfunc (V) isU() {}\n\ntype V struct {\n\tKind string `json:\"kind\" stitch:\"oneof-variant=v\"`\n}\n")
	line := strings.Count("package p\n\n"+src.String(), "\n") + 1
	cell := map[int]string{} // line → kind and tag
	for i, k := range tableKinds {
		fmt.Fprintf(&src, "\n//stitch:tool name=t%d\ntype T%d struct {\n", i, i)
		line += 3
		for j, tag := range tableTags {
			fmt.Fprintf(&src, "\tF%d %s `json:\"f%d,omitempty\" stitch:%q`\n", j, k, j, tag)
			cell[line] = k + "\t" + tag
			line++
		}
		src.WriteString("}\n")
		line++
	}
	mem := map[string]*memCase{"table": {src: src.String()}}
	loadMem(t, mem)
	got := map[string][]string{}
	var other []string
	for _, d := range mem["table"].diags {
		var ln, col int
		var msg string
		_, err := fmt.Sscanf(d, "x.go:%d:%d:", &ln, &col)
		require.NoError(t, err, d)
		msg = d[strings.Index(d, ": ")+2:]
		if c, ok := cell[ln]; ok {
			got[c] = append(got[c], msg)
		} else {
			other = append(other, d)
		}
	}
	var out strings.Builder
	out.WriteString("# What load says of each tag on each kind of field (TestTagTable).\n")
	for _, k := range tableKinds {
		fmt.Fprintf(&out, "\n== %s\n", k)
		for _, tag := range tableTags {
			msgs := got[k+"\t"+tag]
			if len(msgs) == 0 {
				msgs = []string{"ok"}
			}
			fmt.Fprintf(&out, "%s: %s\n", tag, strings.Join(msgs, "\n\t"))
		}
	}
	if len(other) > 0 {
		out.WriteString("\n== elsewhere\n" + strings.Join(other, "\n") + "\n")
	}
	path := filepath.Join("testdata", "tags.golden")
	if *updateflag.Flag {
		require.NoError(t, os.WriteFile(path, []byte(out.String()), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./load -update")
	assert.Equal(t, string(want), out.String(), "%s differs; run go test ./load -update and review the diff", path)
}
