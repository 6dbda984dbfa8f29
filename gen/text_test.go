package gen

import (
	"go/format"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestElements: composite literal elements are aligned as gofmt aligns
// them, the runs of values on one line broken by a value over several.
func TestElements(t *testing.T) {
	long := []byte(`{"type":"object","properties":{"name":{"type":"string","minLength":1},"limit":{"type":"integer"}},"required":["name"]}`)
	short := []byte(`{"type":"string"}`)
	for _, els := range [][]string{
		{"Name", `"x"`},
		{"Name", `"x"`, "Description", `"a longer one"`, "Exact", "short", "Strict", "true"},
		{"Name", `"x"`, "Advertised", "long", "Exact", "short", "Wire", "a | b", "Output", "O"},
		{"Advertised", "long", "Exact", "long", "Parse", "p"},
		{"Dialect", `"openai"`, "JSON", "short", "Declarations", "[]D{}"},
	} {
		w := &goText{depth: 1}
		var list []element
		for i := 0; i < len(els); i += 2 {
			v := els[i+1]
			switch v {
			case "long":
				v = schemaLit(w, long)
			case "short":
				v = schemaLit(w, short)
			}
			list = append(list, element{els[i], v})
		}
		w.elements(list)
		src := "package p\n\nvar x = T{\n" + string(w.buf) + "}\n"
		formatted, err := format.Source([]byte(src))
		require.NoError(t, err)
		assert.Equal(t, string(formatted), src)
	}
}
