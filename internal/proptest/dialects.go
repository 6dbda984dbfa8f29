package proptest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/dialect"
	"github.com/stitchgen/stitchgen/flatten"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// Dialects checks design §8.1 for the provider dialects (§9), on every tool ×
// dialect: random valid values, mapped to the dialect's wire form (wire.go's
// toWire: JSON text where the dialect's schema says a string carries a
// structure or any value; under openai-strict, null for every key left out),
// are accepted by the schema of the generated declaration under
// santhosh-tekuri/jsonschema (gemini's OpenAPI subset read as JSON Schema),
// and parse in that dialect (stitch.ParseAnyIn) to the value the canonical
// form parses to. It also checks that the generated declarations are the
// dialect package's current output. Every tool is tried in every dialect,
// declared or not: a golden that chooses no dialect (//stitch:dialects
// none, so a dialect change touches only the dialect goldens' files) still
// has its shapes lowered and parsed in each, from dialect.Transform's
// output, with the Wire the dialect would declare.
func Dialects(t *testing.T, cases []*Case, seed uint64, n int) {
	total := 0
	per := map[string]int{}
	for _, tc := range cases {
		t.Run(tc.Name(), func(t *testing.T) {
			for d, s := range dialects(t, tc, seed, n) {
				per[d] += s
				total += s
			}
		})
	}
	var each []string
	for _, d := range dialect.All {
		each = append(each, fmt.Sprintf("%s %d", d, per[string(d)]))
	}
	t.Logf("%d tools × up to %d dialects: %d values sent in a dialect's wire form (%s)", len(cases), len(dialect.All), total, strings.Join(each, ", "))
}

// dialects returns the values sent in each dialect the tool declares.
func dialects(t *testing.T, tc *Case, seed uint64, n int) map[string]int {
	meta := tc.Tool.Info()
	declared := map[dialect.Dialect]stitch.Declaration{}
	for _, decl := range meta.Declarations {
		d := dialect.Dialect(decl.Dialect)
		require.NotNil(t, d.Spec(), "dialect %q", decl.Dialect)
		declared[d] = decl
	}
	exact, _ := model.ExactSchema(tc.Model.Type, tc.Model.Doc)
	adv, _ := flatten.Tool(exact, tc.Model.Flatten)
	sent := map[string]int{}
	for _, d := range dialect.All {
		r := dialect.Transform(d, dialect.Tool{Name: tc.Model.Name, Description: tc.Model.Doc, Advertised: adv, Strict: tc.Model.Strict})
		doc, err := r.Schema.MarshalJSON()
		require.NoError(t, err, "%s schema", d)
		if decl, ok := declared[d]; ok {
			require.Equal(t, r.Wire, decl.Wire, "%s: the declaration's wire mode", d)
			var top map[string]json.RawMessage
			require.NoError(t, json.Unmarshal(decl.JSON, &top), "%s declaration", d)
			var got bytes.Buffer // the declaration is embedded pretty-printed, as schemas/<dialect>/<tool>.json has it
			require.NoError(t, json.Compact(&got, top[r.SchemaKey()]))
			require.Equal(t, string(doc), got.String(), "%s: the generated declaration is stale", d)
		}
		if len(r.Notes) > 0 {
			// A loss the dialect notes (a map it cannot declare) leaves
			// valid values it cannot send: not this property's business.
			t.Logf("%s %s: skipped, the declaration notes a loss: %s", tc.Model.Name, d, strings.Join(r.Notes, "; "))
			continue
		}
		if d == dialect.Gemini {
			doc = openAPIToJSONSchema(doc)
		}
		sch, err := santhosh("mem://stitch/"+tc.Model.Name+"/"+string(d)+".json", doc)
		require.NoError(t, err, "compile the %s schema", d)

		h := fnv.New64a()
		h.Write([]byte(tc.Pkg + "." + tc.Model.Name + "." + string(d)))
		rng := rand.New(rand.NewPCG(seed, h.Sum64()))
		rep := &reporter{t: t, count: map[string]int{}}
		w := wirerOf(r)
		for range n {
			g := newGen(rng)
			data := g.value(tc.Model.Type, nil)
			if errors.Is(g.err, errTooLarge) {
				t.Skipf("%s: %v", tc.Name(), g.err)
			}
			require.NoError(t, g.err)
			v0, err := tc.Tool.ParseAny(data, stitch.Limits{})
			if err != nil {
				var is stitch.Issues
				if errors.As(err, &is) && onlyCustom(is) {
					continue // a refine function objects; not the dialect's business
				}
				rep.fail("parser rejects a valid value", "tool %s\nJSON: %s\nissues: %s", tc.Model.Name, data, describe(err))
				continue
			}
			wire, err := w.convert(data, tc.Model.Type)
			if err != nil {
				rep.fail("wire mapping", "%s %s\nJSON: %s\n%v", d, tc.Model.Name, data, err)
				continue
			}
			sent[string(d)]++
			if err := santhoshValidate(sch, wire); err != nil {
				rep.fail("dialect schema rejects the wire form of a valid value", "%s %s\ncanonical: %s\nwire: %s\n%v", d, tc.Model.Name, data, wire, err)
			}
			v1, err := parseWire(tc.Tool, r.Wire, wire)
			if err != nil {
				rep.fail("parser rejects the wire form", "%s %s\ncanonical: %s\nwire: %s\nissues: %s", d, tc.Model.Name, data, wire, describe(err))
				continue
			}
			if !reflect.DeepEqual(v0, v1) {
				if rep.fail("the wire form parses to another value", "%s %s\ncanonical: %s\nwire: %s", d, tc.Model.Name, data, wire) {
					assert.Equal(t, v0, v1)
				}
			}
		}
		rep.summary()
	}
	return sent
}

// parseWire parses data as stitch.ParseAnyIn does in a dialect whose wire
// mode is w, declared by the tool or not.
func parseWire(tool stitch.AnyTool, w stitch.Wire, data []byte) (any, error) {
	v, err := tool.ParseAny(data, stitch.Limits{Wire: w | stitch.WireOnce})
	if err == stitch.ErrAgain { // a structure sent as JSON text was not one: read it checked
		return tool.ParseAny(data, stitch.Limits{Wire: w})
	}
	return v, err
}

// openAPIToJSONSchema reads a gemini (OpenAPI subset) schema as JSON Schema:
// types in lower case, nullable as null in the type (and enum), the rest
// as is (Gemini's Schema fields are JSON Schema keywords of the same
// meaning).
func openAPIToJSONSchema(doc []byte) []byte {
	var s any
	d := json.NewDecoder(bytes.NewReader(doc))
	d.UseNumber()
	if d.Decode(&s) != nil {
		return doc
	}
	var conv func(v any)
	conv = func(v any) {
		m, ok := v.(map[string]any)
		if !ok {
			return
		}
		if t, ok := m["type"].(string); ok {
			t = strings.ToLower(t)
			m["type"] = t
			if m["nullable"] == true {
				m["type"] = []any{t, "null"}
				if e, ok := m["enum"].([]any); ok {
					m["enum"] = append(e, nil)
				}
			}
		}
		delete(m, "nullable")
		if p, ok := m["properties"].(map[string]any); ok {
			for _, ps := range p {
				conv(ps)
			}
		}
		conv(m["items"])
		if l, ok := m["anyOf"].([]any); ok {
			for _, b := range l {
				conv(b)
			}
		}
	}
	conv(s)
	out, _ := json.Marshal(s)
	return out
}
