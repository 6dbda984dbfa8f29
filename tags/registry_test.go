package tags

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/internal/update"
	"github.com/stitchgen/stitchgen/model"
)

// TestTagTable checks the declarations of model.Tags against themselves and
// the parser: every key the parser knows is declared once, every example
// parses, every tag applies to some kind of value at some level.
func TestTagTable(t *testing.T) {
	var keys []string
	for _, spec := range model.Tags {
		keys = append(keys, spec.Key)
	}
	assert.Equal(t, Known, slices.Sorted(slices.Values(keys)), "Known is the table's keys, sorted")
	assert.Len(t, slices.Compact(slices.Sorted(slices.Values(keys))), len(keys), "a key is declared once")
	seen := map[string]string{}
	for _, spec := range model.Tags {
		for name := range spec.Elsewhere {
			assert.Nil(t, model.Tag(name), "%s: %s is a stitch tag, not another library's name", spec.Key, name)
			assert.Empty(t, seen[name], "%s: %s is translated by %s too", spec.Key, name, seen[name])
			seen[name] = spec.Key
			w, ok := model.Translate(name, "")
			require.True(t, ok, name)
			w, _, _ = strings.Cut(w, " (")
			f, errs := ParseField(w)
			assert.Empty(t, errs, "%s translates to %s, which does not parse", name, w)
			assert.True(t, f.Has(spec.Key), "%s translates to %s, without %s", name, w, spec.Key)
		}
	}
	for _, spec := range model.Tags {
		assert.NotZero(t, spec.On, "%s applies to no kind of value", spec.Key)
		assert.NotZero(t, spec.Levels, "%s stands nowhere", spec.Key)
		assert.Equal(t, spec.Value == model.NoValue || spec.Value == model.StructureWord, spec.Example == "", "%s: a tag with a value has an example, and only one", spec.Key)
		assert.Equal(t, spec.Value == model.ListValue || spec.Value == model.ValueList, spec.Member != "", "%s: a list names its members", spec.Key)
		assert.False(t, spec.Misfit != "" && spec.On == model.AnyKind, "%s applies to every value but has a misfit message", spec.Key)
		assert.False(t, spec.Length != "" && model.Tag(spec.Length) == nil, "%s names an unknown length tag %s", spec.Key, spec.Length)
		assert.False(t, spec.Rewrite != nil && spec.Effect != model.Tolerates, "%s rewrites without being a tolerance", spec.Key)
		if spec.Levels.Has(model.AtElem) && spec.Value != model.StructureWord {
			assert.NotNil(t, spec.Set, "%s stands after dive but stores nothing", spec.Key)
		}
		for _, c := range spec.Conflicts {
			assert.NotNil(t, model.Tag(c.With), "%s conflicts with an unknown tag %s", spec.Key, c.With)
		}

		// The example parses, alone, at a level where the tag may stand.
		tag := spec.Spell(model.TagValue{Text: spec.Example, List: strings.Split(spec.Example, "|")})
		switch spec.Key {
		case "keys", "endkeys":
			tag = "dive,keys,min=1,endkeys"
		}
		f, errs := ParseField(tag)
		assert.Empty(t, errs, "%s", tag)
		if spec.Key != "endkeys" {
			assert.True(t, f.Has(spec.Key), "%s", tag)
		}
	}
	assert.Equal(t, "min, max, enum, pattern, why and format", model.KeyTags())
	assert.Equal(t, "the tags between check each key: `min`, `max`, `enum`, `pattern`, `why`, `format`", model.Tag("keys").Doc)
}

// placeholder is how the tag table (docs/tags.md) writes a value of each grammar.
var placeholder = map[model.TagGrammar]string{
	model.NumberValue: "N", model.RegexpValue: "'re'", model.WordValue: "name",
	model.JSONValue: "<json>", model.IdentValue: "Func", model.TextValue: "'words'",
}

// readmeTable writes model.Tags as the tag reference's table: one row per run of
// tags that share their columns (min=N / max=N); a tag without a Doc
// closes the one before it (keys … endkeys).
func readmeTable() string {
	var b strings.Builder
	b.WriteString("| tag | on | meaning | in the schemas |\n|---|---|---|---|\n")
	var row []string // tag, on, meaning, in the schemas
	flush := func() {
		if row != nil {
			b.WriteString("| " + strings.Join(row, " | ") + " |\n")
		}
	}
	for _, spec := range model.Tags {
		tag := spec.Key
		switch {
		case spec.Value == model.ListValue || spec.Value == model.ValueList:
			tag += "=" + strings.ReplaceAll(spec.Example, "|", `\|`)
		case placeholder[spec.Value] != "":
			tag += "=" + placeholder[spec.Value]
		}
		tag = "`" + tag + "`"
		switch {
		case spec.Doc == "":
			row[0] += " … " + tag
		case row != nil && row[1] == spec.Where && row[2] == spec.Doc && row[3] == spec.Shows:
			row[0] += " / " + tag
		default:
			flush()
			row = []string{tag, spec.Where, spec.Doc, spec.Shows}
		}
	}
	flush()
	return b.String()
}

// TestDocsTagTable keeps the tag table of the tag reference (docs/tags.md)
// equal to model.Tags; go test ./tags -update rewrites it.
func TestDocsTagTable(t *testing.T) {
	const path = "../docs/tags.md"
	readme, err := os.ReadFile(path)
	require.NoError(t, err)
	start := strings.Index(string(readme), "| tag | on | meaning | in the schemas |\n")
	require.GreaterOrEqual(t, start, 0, "docs/tags.md has no tag table")
	end := start + strings.Index(string(readme[start:]), "\n\n") + 1
	got, want := string(readme[start:end]), readmeTable()
	if *update.Flag {
		require.NoError(t, os.WriteFile(path, []byte(string(readme[:start])+want+string(readme[end:])), 0o644))
		return
	}
	assert.Equal(t, want, got, "docs/tags.md's tag table differs from model.Tags; run go test ./tags -update and review the diff")
}
