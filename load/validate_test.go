package load

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/model"
)

// validateKinds are the field types of TestValidateTable, one tool each.
var validateKinds = []string{"string", "int", "uint", "float64", "bool", "*string", "[]string", "map[string]string", "Name"}

// validateTags are the validate tags of TestValidateTable, one field each.
var validateTags = []string{
	"required", "omitempty", "omitempty,min=3", "min=3", "max=3", "len=2", "eq=3", "gt=2", "gte=2", "lt=2", "lte=2",
	"oneof=a b 'c d'", "oneof=1 2", "required,min=0", "required,max=0", "required,gte=-5,lte=5",
	"email", "url", "uri", "uuid", "uuid4", "hostname", "ip", "ipv4", "ipv6",
	"alpha", "alphanum", "numeric", "number", "lowercase", "uppercase", "boolean",
	"contains=x", "startswith=x", "endswith=x",
	"dive,required", "dive,omitempty,min=2", "dive,keys,min=1,endkeys,max=2",
	"required_if=F0 x", "eqfield=F0", "rgb|rgba", "unique", "-", "min=0x10",
}

// TestValidateTable crosses validator tags with kinds of field and pins
// in testdata/validate.golden (go test ./load -update rewrites it) what
// each means: whether the key is required, the field's exact schema and
// its tolerance, or the diagnostics. The mapping table of docs/migrating.md is read from it.
func TestValidateTable(t *testing.T) {
	got, other := crossTable(t, "type Name string\n", validateKinds, validateTags, "`json:\"f%d\" validate:%q`")
	require.Empty(t, other, "diagnostics outside the table")
	schemas := map[string]string{}
	require.NotEmpty(t, got, "the table has no diagnostics: it would load")
	// The cells without diagnostics, loaded again on their own.
	okSrc := strings.Builder{}
	okSrc.WriteString("type Name string\n")
	var okCells []string
	for i, k := range validateKinds {
		fmt.Fprintf(&okSrc, "\n//stitch:tool name=t%d\ntype T%d struct {\n", i, i)
		for j, tag := range validateTags {
			if len(got[k+"\t"+tag]) == 0 {
				fmt.Fprintf(&okSrc, "\tF%d %s `json:\"f%d\" validate:%q`\n", j, k, j, tag)
				okCells = append(okCells, k+"\t"+tag)
			}
		}
		okSrc.WriteString("}\n")
	}
	okMem := map[string]*memCase{"ok": {src: okSrc.String()}}
	loadMem(t, okMem)
	require.Empty(t, okMem["ok"].diags)
	for i, k := range validateKinds {
		tool := okMem["ok"].pkg.Tools[i]
		s, diags := model.ExactSchema(tool.Type, "")
		require.Empty(t, diags)
		for j, tag := range validateTags {
			name := fmt.Sprintf("f%d", j)
			p := s.Prop(name)
			if p == nil {
				continue
			}
			b, err := json.Marshal(p)
			require.NoError(t, err)
			pres := "optional"
			if s.IsRequired(name) {
				pres = "required"
			}
			tol := ""
			if p.Tolerance != "" {
				tol = " (tolerance: " + p.Tolerance + ")"
			}
			schemas[k+"\t"+tag] = pres + " " + string(b) + tol
		}
	}
	golden(t, "validate.golden", tableText("# What a validate tag means on each kind of field (TestValidateTable):\n# the key's presence and the field's exact schema, or the diagnostics.\n",
		validateKinds, validateTags, func(cell string) string {
			if msgs := got[cell]; len(msgs) > 0 {
				return strings.Join(msgs, "\n\t")
			}
			return schemas[cell]
		}))
}
