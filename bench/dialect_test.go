package bench

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"github.com/stitchgen/stitchgen/bench/deep"
	"github.com/stitchgen/stitchgen/examples/broadcast"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// The strict dialects' models send the bench payloads in another form: openai-strict
// every key of every object, null for the ones left out (the union's variants merged into
// one object, so null for the other variants' keys too), and both a value the dialect
// declares as a string of JSON text (Large's attributes, Deep's whole condition under
// anthropic-strict) as that text. BenchmarkDialect reads each payload in its canonical form
// with Parse and in each strict form with ParseIn; TestDialectForms checks the forms give
// the canonical value.

// strictDialects are the dialects whose calls differ from the canonical form.
var strictDialects = []string{"openai-strict", "anthropic-strict"}

// A dialectTool is a bench payload's tool, its parse in each form and the value's
// canonical form.
type dialectTool struct {
	meta  *stitch.Meta
	parse func(data []byte) (any, error)
	in    func(dialect string, data []byte) (any, error)
	// run reads data as parse (dialect "") or in does, and drops the value (no any to
	// box it in): the benchmark's body.
	run func(dialect string, data []byte) error
}

func toolOf[T any](t *stitch.Tool[T]) dialectTool {
	return dialectTool{
		meta: t.Meta,
		parse: func(data []byte) (any, error) {
			v, err := t.Parse(data, stitch.Limits{})
			return v, err
		},
		in: func(dialect string, data []byte) (any, error) {
			v, err := stitch.ParseIn(t, dialect, data)
			return v, err
		},
		run: func(dialect string, data []byte) error {
			var err error
			if dialect == "" {
				_, err = t.Parse(data, stitch.Limits{})
			} else {
				_, err = stitch.ParseIn(t, dialect, data)
			}
			return err
		},
	}
}

// dialectTools are the tools of the payloads, by payload name.
var dialectTools = map[string]dialectTool{
	"Small": toolOf(broadcast.MessageSendTool),
	"Union": toolOf(broadcast.BroadcastCreateTool),
	"Large": toolOf(broadcast.ContactImportTool),
	"Deep":  toolOf(deep.FilterApplyTool),
}

// dialectForm returns data, a call in the canonical form, as a model holding the tool's
// declaration for dialect sends it: the declaration's schema says which keys are required
// (each one left out is sent as null) and which values are strings (an object or array
// there is sent as its JSON text). Keys keep their order; the added ones follow, in the
// schema's order.
func dialectForm(tb testing.TB, m *stitch.Meta, dialect string, data []byte) []byte {
	tb.Helper()
	d, ok := m.Declaration(dialect)
	if !ok {
		tb.Fatalf("no %s declaration", dialect)
	}
	var decl map[string]any
	if err := json.Unmarshal(d.JSON, &decl); err != nil {
		tb.Fatal(err)
	}
	root, _ := decl["parameters"].(map[string]any)
	if root == nil {
		root, _ = decl["input_schema"].(map[string]any)
	}
	if root == nil {
		tb.Fatalf("the %s declaration has no schema", dialect)
	}
	v, err := readOrdered(json.NewDecoder(bytes.NewReader(data)))
	if err != nil {
		tb.Fatal(err)
	}
	var b bytes.Buffer
	writeForm(&b, v, root, root)
	return b.Bytes()
}

// ordered is a JSON value with its objects' keys in order.
type ordered struct {
	keys  []string // an object's keys; nil for any other value
	vals  []ordered
	items []ordered // an array's items
	isArr bool
	raw   json.RawMessage // a scalar as it was sent
}

func readOrdered(dec *json.Decoder) (ordered, error) {
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return ordered{}, err
	}
	switch tok := tok.(type) {
	case json.Delim:
		v := ordered{isArr: tok == '['}
		if !v.isArr {
			v.keys = []string{}
		}
		for dec.More() {
			if !v.isArr {
				k, err := dec.Token()
				if err != nil {
					return ordered{}, err
				}
				v.keys = append(v.keys, k.(string))
			}
			x, err := readOrdered(dec)
			if err != nil {
				return ordered{}, err
			}
			if v.isArr {
				v.items = append(v.items, x)
			} else {
				v.vals = append(v.vals, x)
			}
		}
		if _, err := dec.Token(); err != nil {
			return ordered{}, err
		}
		return v, nil
	default:
		raw, err := json.Marshal(tok)
		if err != nil {
			return ordered{}, err
		}
		if n, ok := tok.(json.Number); ok {
			raw = []byte(n)
		}
		return ordered{raw: raw}, nil
	}
}

// writeForm writes v as the schema s (of the declaration whose schema is root) asks.
func writeForm(b *bytes.Buffer, v ordered, s, root map[string]any) {
	s = resolve(s, root)
	if (v.keys != nil || v.isArr) && typeIs(s, "string") {
		var text bytes.Buffer
		writeForm(&text, v, map[string]any{}, root) // as it is: JSON text holds the canonical form
		q, _ := json.Marshal(text.String())
		b.Write(q)
		return
	}
	switch {
	case v.isArr:
		items, _ := s["items"].(map[string]any)
		b.WriteByte('[')
		for i, x := range v.items {
			if i > 0 {
				b.WriteByte(',')
			}
			writeForm(b, x, items, root)
		}
		b.WriteByte(']')
	case v.keys != nil:
		props, _ := s["properties"].(map[string]any)
		b.WriteByte('{')
		seen := map[string]bool{}
		for i, k := range v.keys {
			if i > 0 {
				b.WriteByte(',')
			}
			seen[k] = true
			q, _ := json.Marshal(k)
			b.Write(q)
			b.WriteByte(':')
			ps, _ := props[k].(map[string]any)
			writeForm(b, v.vals[i], ps, root)
		}
		req, _ := s["required"].([]any)
		for _, k := range req {
			if k := k.(string); !seen[k] {
				q, _ := json.Marshal(k)
				fmt.Fprintf(b, ",%s:null", q)
			}
		}
		b.WriteByte('}')
	default:
		b.Write(v.raw)
	}
}

// resolve follows s's $ref and a one-branch-and-null anyOf to the schema of a value.
func resolve(s, root map[string]any) map[string]any {
	for s != nil {
		if ref, ok := s["$ref"].(string); ok {
			defs, _ := root["$defs"].(map[string]any)
			s, _ = defs[ref[len("#/$defs/"):]].(map[string]any)
			continue
		}
		if alts, ok := s["anyOf"].([]any); ok && len(alts) > 0 {
			s, _ = alts[0].(map[string]any)
			continue
		}
		return s
	}
	return map[string]any{}
}

// typeIs reports whether the schema's type is t or a list holding t.
func typeIs(s map[string]any, t string) bool {
	switch x := s["type"].(type) {
	case string:
		return x == t
	case []any:
		for _, y := range x {
			if y == t {
				return true
			}
		}
	}
	return false
}

// TestDialectForms: each payload in each strict dialect's form is read by ParseIn as the
// value Parse reads from the canonical form, and the forms are what the dialects send (a
// null for every key left out under openai-strict, JSON text where a string is declared).
func TestDialectForms(t *testing.T) {
	for _, name := range []string{"Small", "Union", "Large", "Deep"} {
		p := findPayload(t, name)
		tool := dialectTools[name]
		want, err := tool.parse(p.data)
		if err != nil {
			t.Fatal(err)
		}
		for _, dialect := range strictDialects {
			form := dialectForm(t, tool.meta, dialect, p.data)
			t.Logf("%s in %s: %d bytes (canonical: %d)", name, dialect, len(form), len(p.data))
			got, err := tool.in(dialect, form)
			if err != nil {
				t.Fatalf("%s in %s: %v\n%.300s", name, dialect, err, form)
			}
			if !reflect.DeepEqual(want, got) {
				t.Errorf("%s in %s: the value differs from the canonical form's", name, dialect)
			}
			if dialect == "openai-strict" && len(form) <= len(p.data) {
				t.Errorf("%s: openai-strict sends every key left out as null, but the form is no longer", name)
			}
		}
	}
	// What the forms look like, on the small call and a contact with attributes.
	small := findPayload(t, "Small").data
	if got, want := string(dialectForm(t, dialectTools["Small"].meta, "openai-strict", small)), `{"chat_id":-1001234567890,"text":"Your order #4411 has shipped and will arrive on Thursday.","parse_mode":"plain","reply_to":null,"silent":true,"delay_seconds":null}`; got != want {
		t.Errorf("the small call in openai-strict:\n got %s\nwant %s", got, want)
	}
	contact := []byte(`{"contacts":[{"name":"a","email":"a@b.c","attributes":{"city":"Berlin"},"subscribed":true}]}`)
	if got, want := string(dialectForm(t, dialectTools["Large"].meta, "anthropic-strict", contact)), `{"contacts":[{"name":"a","email":"a@b.c","attributes":"{\"city\":\"Berlin\"}","subscribed":true}]}`; got != want {
		t.Errorf("a contact in anthropic-strict:\n got %s\nwant %s", got, want)
	}
}

// BenchmarkDialect reads each payload as Parse reads the canonical form and as ParseIn
// reads each strict dialect's form of it (Payload/canonical, Payload/openai-strict,
// Payload/anthropic-strict). The bytes per second are of the canonical form, so that the
// rates compare the same value.
func BenchmarkDialect(b *testing.B) {
	for _, name := range []string{"Small", "Union", "Large", "Deep"} {
		p := findPayload(b, name)
		tool := dialectTools[name]
		b.Run(name+"/canonical", func(b *testing.B) {
			benchRead(b, len(p.data), func() error { return tool.run("", p.data) })
		})
		for _, dialect := range strictDialects {
			form := dialectForm(b, tool.meta, dialect, p.data)
			b.Run(name+"/"+dialect, func(b *testing.B) {
				benchRead(b, len(p.data), func() error { return tool.run(dialect, form) })
			})
		}
	}
}

func benchRead(b *testing.B, n int, read func() error) {
	b.SetBytes(int64(n))
	b.ReportAllocs()
	for b.Loop() {
		if err := read(); err != nil {
			b.Fatal(err)
		}
	}
}
