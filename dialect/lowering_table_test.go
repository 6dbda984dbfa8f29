package dialect_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/dialect"
	updateflag "github.com/stitchgen/stitchgen/internal/update"
	"github.com/stitchgen/stitchgen/model"
)

// sample is an advertised tool with one key "k" of the shape.
func sample(s dialect.Shape) *model.Schema {
	k := typed("string")
	required := true
	var defs []model.Def
	switch s {
	case dialect.ShapeMap:
		k = &model.Schema{Type: []string{"object"}, AdditionalProperties: typed("string")}
	case dialect.ShapeAny:
		k = &model.Schema{Free: true}
	case dialect.ShapeRecursive:
		k = &model.Schema{Ref: "#/$defs/N"}
		required = false
		defs = []model.Def{{Name: "N", Schema: obj([]model.Property{{Name: "next", Schema: &model.Schema{Ref: "#/$defs/N"}}})}}
	case dialect.ShapeOptional:
		required = false
	case dialect.ShapeNullable:
		k = typed("string", "null")
		k.NullValue = true
		required = false
	case dialect.ShapeKinds:
		k = typed("string", "number")
	case dialect.ShapeUnion:
		k = &model.Schema{OneOf: []*model.Schema{typed("string"), typed("number")}}
	case dialect.ShapeDefault:
		k = typed("integer")
		k.Default = json.RawMessage("3")
		required = false
	case dialect.ShapePattern:
		k.Pattern = "^[a-z]+$"
	case dialect.ShapeLength:
		k.MinLength, k.MaxLength = model.IntPtr(1), model.IntPtr(9)
	case dialect.ShapeRange:
		k = typed("integer")
		k.Minimum, k.Maximum = "1", "9"
	case dialect.ShapeFormat:
		k.Format = "uri"
	case dialect.ShapeMapBounds:
		k = &model.Schema{Type: []string{"object"}, AdditionalProperties: typed("string"), MinProperties: model.IntPtr(1), MaxProperties: model.IntPtr(9)}
	}
	var root *model.Schema
	if required {
		root = obj([]model.Property{{Name: "k", Schema: k}}, "k")
	} else {
		root = obj([]model.Property{{Name: "k", Schema: k}})
	}
	root.Defs = defs
	return root
}

// lowered tells how the dialect's result r lowered the key k of shape s.
func lowered(s dialect.Shape, adv *model.Schema, r *dialect.Result) dialect.How {
	a, k := adv.Prop("k"), r.Schema.Prop("k")
	if k == nil {
		return "dropped"
	}
	said := func(w string) bool {
		if strings.Contains(k.Description, w) {
			return true
		}
		for _, b := range k.AnyOf {
			if strings.Contains(b.Description, w) {
				return true
			}
		}
		return false
	}
	switch s {
	case dialect.ShapeMap, dialect.ShapeAny, dialect.ShapeRecursive:
		switch {
		case k.Text:
			return dialect.AsText
		case k.Ref != "", k.Free, k.AdditionalProperties != nil, len(k.AnyOf) > 0 && k.AnyOf[0].Ref != "", len(k.Type) == 0:
			return dialect.Kept
		}
	case dialect.ShapeOptional, dialect.ShapeNullable:
		switch {
		case !r.Schema.IsRequired("k") && s == dialect.ShapeNullable && r.Dialect.Strictable() && !r.Strict:
			return dialect.Optional
		case !r.Schema.IsRequired("k"):
			return dialect.Kept
		case k.HasType("null"):
			return dialect.RequiredNull
		}
	case dialect.ShapeKinds, dialect.ShapeUnion:
		switch {
		case len(k.AnyOf) == 2:
			return dialect.Split
		case s == dialect.ShapeKinds && len(k.Type) == 2, s == dialect.ShapeUnion && len(k.OneOf) == 2:
			return dialect.Kept
		}
	case dialect.ShapeDefault:
		switch {
		case string(k.Default) == string(a.Default):
			return dialect.Kept
		case said("efault 3"):
			return dialect.Said
		}
	case dialect.ShapePattern:
		switch {
		case k.Pattern == a.Pattern:
			return dialect.Kept
		case said("pattern ^[a-z]+$"):
			return dialect.Said
		}
	case dialect.ShapeLength:
		switch {
		case k.MinLength != nil && k.MaxLength != nil:
			return dialect.Kept
		case said("minLength 1, maxLength 9"):
			return dialect.Said
		}
	case dialect.ShapeRange:
		switch {
		case k.Minimum == "1" && k.Maximum == "9":
			return dialect.Kept
		case said("minimum 1") && said("maximum 9"):
			return dialect.Said
		}
	case dialect.ShapeFormat:
		switch {
		case k.Format == "uri":
			return dialect.Kept
		case said("format uri"):
			return dialect.Said
		}
	case dialect.ShapeMapBounds:
		switch {
		case k.MinProperties != nil && k.MaxProperties != nil:
			return dialect.Kept
		case said("minProperties 1, maxProperties 9"), said("of 1 to 9 entries"):
			return dialect.Said
		}
	}
	b, _ := k.MarshalJSON()
	return dialect.How("unknown: " + string(b))
}

// TestLowerings: each dialect's entry names a lowering for every shape, and
// its transform lowers a key of that shape so, dropping nothing unsaid.
func TestLowerings(t *testing.T) {
	for _, d := range dialect.All {
		for _, s := range dialect.Shapes {
			want := d.Lowering(s)
			require.NotEmpty(t, want, "%s names no lowering of %s", d, s)
			adv := sample(s)
			r := dialect.Transform(d, dialect.Tool{Name: "t", Advertised: adv})
			assert.Equal(t, want, lowered(s, adv, r), "%s: %s", d, s)
			assert.Empty(t, dialect.Unsaid(adv, r), "%s: %s", d, s)
		}
	}
}

// TestREADMELowerings keeps the lowering table in the docs (README.md, or
// the docs/ page that holds the Provider dialects section) equal to the
// dialect entries; go test ./dialect -update rewrites it.
func TestREADMELowerings(t *testing.T) {
	const header = "| shape |"
	files, _ := filepath.Glob("../docs/*.md")
	files = append([]string{"../README.md"}, files...)
	for _, path := range files {
		doc, err := os.ReadFile(path)
		require.NoError(t, err)
		start := strings.Index(string(doc), header)
		if start < 0 {
			continue
		}
		end := start + strings.Index(string(doc[start:]), "\n\n") + 1
		got, want := string(doc[start:end]), dialect.LoweringTable()
		if *updateflag.Flag {
			require.NoError(t, os.WriteFile(path, []byte(string(doc[:start])+want+string(doc[end:])), 0o644))
			return
		}
		assert.Equal(t, want, got, "%s: the lowering table differs from the dialect entries; run go test ./dialect -update and review the diff", path)
		return
	}
	t.Fatalf("no lowering table (%q) in README.md or docs/", header)
}
