package flatten

import (
	"bytes"
	"encoding/json"
	"go/token"
	"strings"
	"testing"
	"unicode"

	"github.com/stitchgen/stitchgen/model"
)

// Constructors for exact schemas shaped like the ones model.ExactSchema
// builds from Go types.

type mod func(*model.Schema)

func node(kinds []string, mods []mod) *model.Schema {
	s := &model.Schema{Type: kinds}
	for _, m := range mods {
		m(s)
	}
	return s
}

func str(mods ...mod) *model.Schema     { return node([]string{"string"}, mods) }
func integer(mods ...mod) *model.Schema { return node([]string{"integer"}, mods) }
func number(mods ...mod) *model.Schema  { return node([]string{"number"}, mods) }
func boolean(mods ...mod) *model.Schema { return node([]string{"boolean"}, mods) }

func array(items *model.Schema, mods ...mod) *model.Schema {
	s := node([]string{"array"}, mods)
	s.Items = items
	return s
}

// mapOf is map[string]T: an object with additionalProperties.
func mapOf(elem *model.Schema, mods ...mod) *model.Schema {
	s := node([]string{"object"}, mods)
	s.AdditionalProperties = elem
	return s
}

// object is a strict struct.
func object(props []field, mods ...mod) *model.Schema {
	s := node([]string{"object"}, nil)
	s.Properties = []model.Property{}
	for _, p := range props {
		s.Properties = append(s.Properties, model.Property{Name: p.name, Schema: p.s})
		if p.required {
			s.Required = append(s.Required, p.name)
		}
	}
	s.AdditionalProperties = &model.Schema{False: true}
	for _, m := range mods {
		m(s)
	}
	return s
}

func ref(name string, mods ...mod) *model.Schema {
	s := node(nil, mods)
	s.Ref = "#/$defs/" + name
	return s
}

func fld(name string) mod { return func(s *model.Schema) { s.Field = name } }
func desc(d string) mod   { return func(s *model.Schema) { s.Description = d } }
func minLen(n int64) mod {
	return func(s *model.Schema) { s.MinLength = &n }
}
func maxLen(n int64) mod {
	return func(s *model.Schema) { s.MaxLength = &n }
}
func minItems(n int64) mod {
	return func(s *model.Schema) { s.MinItems = &n }
}
func maxItems(n int64) mod {
	return func(s *model.Schema) { s.MaxItems = &n }
}
func minProps(n int64) mod {
	return func(s *model.Schema) { s.MinProperties = &n }
}
func minimum(n string) mod   { return func(s *model.Schema) { s.Minimum = json.Number(n) } }
func gt(n string) mod        { return func(s *model.Schema) { s.ExclusiveMinimum = json.Number(n) } }
func maximum(n string) mod   { return func(s *model.Schema) { s.Maximum = json.Number(n) } }
func lt(n string) mod        { return func(s *model.Schema) { s.ExclusiveMaximum = json.Number(n) } }
func pattern(p string) mod   { return func(s *model.Schema) { s.Pattern = p } }
func format(f string) mod    { return func(s *model.Schema) { s.Format = f } }
func tolerance(t string) mod { return func(s *model.Schema) { s.Tolerance = t } }
func deflt(v string) mod     { return func(s *model.Schema) { s.Default = json.RawMessage(v) } }

// enum sets the values, written as JSON (`"a"`, `1`).
func enum(vals ...string) mod {
	return func(s *model.Schema) {
		for _, v := range vals {
			s.Enum = append(s.Enum, json.RawMessage(v))
		}
	}
}

// strEnum is enum of the given strings.
func strEnum(vals ...string) mod {
	return func(s *model.Schema) {
		for _, v := range vals {
			s.Enum = append(s.Enum, quote(v))
		}
	}
}

// nullable adds null as model.ExactSchema does.
func nullable() mod {
	return func(s *model.Schema) {
		if s.OneOf != nil {
			s.OneOf = append(s.OneOf, &model.Schema{Type: []string{"null"}})
			return
		}
		s.Type = append(s.Type, "null")
		if s.Enum != nil {
			s.Enum = append(s.Enum, json.RawMessage("null"))
		}
	}
}

func quote(v string) json.RawMessage {
	b, _ := json.Marshal(v)
	return b
}

type field struct {
	name     string
	s        *model.Schema
	required bool
}

func req(name string, s *model.Schema) field { return field{name, s, true} }
func opt(name string, s *model.Schema) field { return field{name, s, false} }

// variantOf builds the struct of one union variant: goName is its Go type,
// labels its oneof-variant tag ("image|photo"), key the discriminator. Fields
// get the Field and Pos model.ExactSchema would give them, so warnings and
// the order-independence test see stable metadata.
func variantOf(goName, key, labels, doc string, props ...field) *model.Schema {
	disc := &model.Schema{Type: []string{"string"}}
	ls := strings.Split(labels, "|")
	for _, l := range ls {
		disc.Enum = append(disc.Enum, quote(l))
	}
	if len(ls) == 1 {
		disc.Const = quote(ls[0])
	}
	s := object(append([]field{req(key, disc)}, props...), desc(doc))
	s.Labels = ls
	file := strings.ToLower(goName) + ".go"
	s.Pos = token.Position{Filename: file, Line: 1, Column: 6}
	for i, p := range s.Properties {
		if p.Schema.Field == "" {
			p.Schema.Field = goName + "." + goField(p.Name)
		}
		if !p.Schema.Pos.IsValid() {
			p.Schema.Pos = token.Position{Filename: file, Line: 2 + i, Column: 2}
		}
	}
	return s
}

// goField turns a JSON key into the Go field name: part_index → PartIndex.
func goField(key string) string {
	var b strings.Builder
	up := true
	for _, r := range key {
		if r == '_' {
			up = true
			continue
		}
		if up {
			r = unicode.ToUpper(r)
			up = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

func loose(ap *model.Schema) mod {
	return func(s *model.Schema) { s.AdditionalProperties = ap }
}

func plain() mod { return func(s *model.Schema) { s.AdditionalProperties = nil } }

func with(s *model.Schema, mods ...mod) *model.Schema {
	for _, m := range mods {
		m(s)
	}
	return s
}

// union is a discriminated union as model.ExactSchema builds it.
func union(goName, key, doc string, variants ...*model.Schema) *model.Schema {
	return &model.Schema{
		Description:   doc,
		Discriminator: key,
		Union:         goName,
		Pos:           token.Position{Filename: "union.go", Line: 1, Column: 6},
		OneOf:         variants,
	}
}

// tool is a root object (a strict struct), with optional $defs.
func tool(doc string, props ...field) *model.Schema {
	return object(props, desc(doc))
}

func mustJSON(t *testing.T, s *model.Schema) string {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func compact(t *testing.T, s string) string {
	t.Helper()
	var b bytes.Buffer
	if err := json.Compact(&b, []byte(s)); err != nil {
		t.Fatalf("bad expected JSON: %v\n%s", err, s)
	}
	return b.String()
}

func pretty(s string) string {
	var b bytes.Buffer
	if err := json.Indent(&b, []byte(s), "", "  "); err != nil {
		return s
	}
	return b.String()
}
