package gen

import (
	"go/format"
	"math/rand/v2"
	"strconv"
	"strings"
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
		assertFormatted(t, w, list)
	}
	// Keys of many lengths, as a union's Owners has: gofmt breaks the
	// alignment where a key is much longer or shorter than the ones before
	// it, by their length in bytes, and pads by characters.
	r := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		var list []element
		for range 1 + r.IntN(12) {
			key := strings.Repeat("k", 1+r.IntN(20)*r.IntN(6))
			if r.IntN(4) == 0 {
				key += "é"
			}
			value := strconv.Quote("a | b")
			if r.IntN(10) == 0 {
				value = "[]byte(`x` +\n\t\t`y`)"
			}
			list = append(list, element{strconv.Quote(key), value})
		}
		assertFormatted(t, &goText{depth: 1}, list)
	}
}

// assertFormatted writes els in a composite literal and checks that gofmt
// leaves it as it is.
func assertFormatted(t *testing.T, w *goText, els []element) {
	t.Helper()
	w.elements(els)
	src := "package p\n\nvar x = T{\n" + string(w.buf) + "}\n"
	formatted, err := format.Source([]byte(src))
	require.NoError(t, err)
	assert.Equal(t, string(formatted), src)
}
