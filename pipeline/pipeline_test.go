package pipeline

import (
	"go/token"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/gen"
	"github.com/stitchgen/stitchgen/model"
)

// build builds one package p from memory (x.go does not exist on disk:
// the overlay supplies it) and returns its diagnostics as the command
// prints them, with the file's base name.
func build(t *testing.T, cfg Config, src string) []string {
	t.Helper()
	_, diags := buildMem(t, cfg, src)
	var out []string
	for _, d := range diags {
		d.Pos.Filename = filepath.Base(d.Pos.Filename)
		out = append(out, d.String())
	}
	return out
}

// buildMem builds package p of testdata/mem, whose x.go is src (from
// memory: the overlay supplies it).
func buildMem(t *testing.T, cfg Config, src string) ([]*gen.Package, []model.Diagnostic) {
	t.Helper()
	cfg.Load.Overlay = map[string][]byte{filepath.Join(memDir(t), "x.go"): []byte("package p\n\n" + src)}
	built, diags, err := Build(cfg, "./testdata/mem")
	require.NoError(t, err)
	return built, diags
}

// memDir is testdata/mem's absolute path.
func memDir(t *testing.T) string {
	dir, err := filepath.Abs(filepath.Join("testdata", "mem"))
	require.NoError(t, err)
	return dir
}

// TestRequireTyped: -require-typed names each advertised property without a
// type (the runtime's rule, stitch.CheckSchemas) at its position; the
// tool's allow-untyped= lets listed paths through, and a path naming no
// property is an error with or without the flag. The generator advertises
// no untyped property today, so the schema is made by hand.
func TestRequireTyped(t *testing.T) {
	at := func(line int) token.Position { return token.Position{Filename: "x.go", Line: line, Column: 2} }
	adv := &model.Schema{Type: []string{"object"}, Properties: []model.Property{
		{Name: "name", Schema: &model.Schema{Type: []string{"string"}, Pos: at(3)}},
		{Name: "blob", Schema: &model.Schema{Pos: at(4)}},
		{Name: "rows", Schema: &model.Schema{Type: []string{"array"}, Pos: at(5), Items: &model.Schema{
			Type: []string{"object"}, Properties: []model.Property{{Name: "extra", Schema: &model.Schema{Pos: at(9)}}}}}},
	}}
	tool := &model.Tool{Name: "call", Pos: at(1)}
	assert.Empty(t, checkTyped(tool, adv, compact(adv), false))
	assert.Equal(t, []model.Diagnostic{
		{Pos: at(4), Msg: "-require-typed: call.blob is advertised untyped (it has no type); give it a type, or allow it with //stitch:tool allow-untyped=blob"},
		{Pos: at(9), Msg: "-require-typed: call.rows[].extra is advertised untyped (it has no type); give it a type, or allow it with //stitch:tool allow-untyped=rows[].extra"},
	}, checkTyped(tool, adv, compact(adv), true))
	tool.AllowUntyped = []string{"blob", "rows[].extra"}
	assert.Empty(t, checkTyped(tool, adv, compact(adv), true))
	tool.AllowUntyped, tool.AllowUntypedPos = []string{"blb"}, []token.Position{at(2)}
	assert.Equal(t, []model.Diagnostic{
		{Pos: at(2), Msg: "allow-untyped path blb names no advertised property of tool call; the untyped ones are blob, rows[].extra"},
	}, checkTyped(tool, adv, compact(adv), false))
}

// TestLoadErrorStopsThePackage: a package whose load failed is not built
// further (its model may be partial), so no pass adds follow-on errors.
func TestLoadErrorStopsThePackage(t *testing.T) {
	assert.Equal(t, []string{
		`x.go:3:15: tool name "has.dot" is invalid; use 1 to 64 of a-z A-Z 0-9 _ -, starting with a letter or _`,
	}, build(t, Config{}, "//stitch:tool name=has.dot\ntype A struct {\n\tN int `json:\"n\"`\n}\n"))
}

// TestFilesMadeForTheSchemasDir: the schema files are made once, under the
// schemas directory the Config names, and gen.Prepare with that directory
// returns the same files without emitting the package again.
func TestFilesMadeForTheSchemasDir(t *testing.T) {
	dir := memDir(t)
	var made [][]gen.File
	cfg := Config{SchemasDir: "api/schemas", FilesMade: func(_ *gen.Package, files []gen.File) { made = append(made, files) }}
	built, diags := buildMem(t, cfg, "// Greet someone.\n//\n//stitch:tool\ntype Greet struct {\n\tName string `json:\"name\"`\n}\n")
	require.Empty(t, diags)
	require.Len(t, made, 1)
	for _, f := range made[0] {
		rel, err := filepath.Rel(dir, f.Path)
		require.NoError(t, err)
		assert.True(t, strings.HasPrefix(filepath.ToSlash(rel), "api/schemas/"), rel)
	}
	others, _, err := gen.Prepare(built[0], gen.Options{SchemasDir: "api/schemas"})
	require.NoError(t, err)
	assert.Len(t, made, 1, "not emitted again")
	assert.Equal(t, made[0], others)
}
