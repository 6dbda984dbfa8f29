package load

import (
	"go/ast"
	"go/parser"
	"go/token"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMigratedPresence generates two migrated packages and compares each
// key's presence with what the library the structs were written for reads
// from the same tags: the MCP Go SDK's inference (required unless
// omitempty or omitzero) for migrate_gosdk, invopop/jsonschema with
// RequiredFromJSONSchemaTags (required where the jsonschema tag says so)
// for migrate_invopop, which says //stitch:package required=jsonschema.
// Every key whose presence differs has a note at its field; no other does.
func TestMigratedPresence(t *testing.T) {
	rules := map[string]func(jsonTag, jsTag string) bool{
		"migrate_gosdk": func(jsonTag, _ string) bool {
			opts := strings.Split(jsonTag, ",")[1:]
			return !slices.Contains(opts, "omitempty") && !slices.Contains(opts, "omitzero")
		},
		"migrate_invopop": func(_, jsTag string) bool {
			return slices.Contains(strings.Split(jsTag, ","), "required")
		},
	}
	for name, libRequired := range rules {
		t.Run(name, func(t *testing.T) {
			dir := "../testdata/golden/" + name
			tagsOf := structTags(t, dir+"/input.go")
			pkgs, diags, err := Packages(Config{Dir: dir}, ".")
			require.NoError(t, err)
			require.Len(t, pkgs, 1, "%v", diags)
			noted := map[token.Position]string{}
			for _, d := range diags {
				require.True(t, d.Note, "%s", d)
				if strings.Contains(d.Msg, "key ") {
					noted[d.Pos] = d.Msg
				}
			}
			differ, keys := 0, 0
			for _, s := range pkgs[0].Structs {
				for _, f := range s.Fields {
					owner := s.Named.Name
					if len(f.Index) > 1 {
						owner = f.Index[len(f.Index)-2] // promoted from an embedded struct
					}
					tag, ok := tagsOf[owner+"."+f.GoName]
					require.True(t, ok, "%s.%s", owner, f.GoName)
					keys++
					want := libRequired(tag.Get("json"), tag.Get("jsonschema"))
					msg, isNoted := noted[f.Pos]
					if want != f.Required {
						differ++
						assert.True(t, isNoted, "%s.%s: the library read required=%v, stitchgen reads %v, and no note says so", owner, f.GoName, want, f.Required)
						assert.Contains(t, msg, strconv.Quote(f.JSON))
					} else {
						assert.False(t, isNoted, "%s.%s: a note where nothing differs: %s", owner, f.GoName, msg)
					}
				}
			}
			assert.GreaterOrEqual(t, keys, 12)
			t.Logf("%d keys, %d read otherwise than the library, each noted", keys, differ)
		})
	}
}

// structTags maps "Struct.Field" to the field's tag, for the structs of a
// Go file.
func structTags(t *testing.T, path string) map[string]reflect.StructTag {
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
	require.NoError(t, err)
	out := map[string]reflect.StructTag{}
	ast.Inspect(f, func(n ast.Node) bool {
		ts, ok := n.(*ast.TypeSpec)
		if !ok {
			return true
		}
		st, ok := ts.Type.(*ast.StructType)
		if !ok {
			return true
		}
		for _, fl := range st.Fields.List {
			tag := ""
			if fl.Tag != nil {
				tag, _ = strconv.Unquote(fl.Tag.Value)
			}
			for _, n := range fl.Names {
				out[ts.Name.Name+"."+n.Name] = reflect.StructTag(tag)
			}
		}
		return true
	})
	return out
}
