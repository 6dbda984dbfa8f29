package model

import (
	"encoding/json"
	"go/token"
	"slices"
)

// ExactSchema builds the exact JSON Schema of a type (a tool's input or a
// result) with doc as its description: everything the
// parser checks that JSON Schema can say, unions as oneOf, recursive types
// through $defs. Hidden checks (refine) are not expressed. Tolerances
// (trim, lower, upper, coerce, catch) are recorded in Schema.Tolerance and
// change no keyword: the schema describes the canonical value, the one the
// parser keeps after a rewrite and checks (design §2).
func ExactSchema(t Type, doc string) (*Schema, []Diagnostic) {
	b := &exactBuilder{recursive: recursiveTypes(t), defined: map[Type]bool{}, root: t}
	s := b.body(t) // the root is never a $ref, even when recursive
	if s.OneOf != nil {
		// A union at the root: the root is still an object.
		s.Type = []string{"object"}
	}
	if doc != "" {
		s.Description = doc
	}
	s.Defs = b.defs
	return s, b.diags
}

type exactBuilder struct {
	root      Type
	recursive map[Type]bool
	defined   map[Type]bool
	defs      []Def
	diags     []Diagnostic
}

// Recursive reports whether t is a named struct or union that reaches
// itself.
func Recursive(t Type) bool { return recursiveTypes(t)[t] }

// recursiveTypes finds the named structs and unions that reach themselves.
func recursiveTypes(root Type) map[Type]bool {
	rec := map[Type]bool{}
	onStack := map[Type]bool{}
	done := map[Type]bool{}
	var visit func(t Type)
	visit = func(t Type) {
		switch t := t.(type) {
		case *Struct, *Union:
			if onStack[t] {
				rec[t] = true
				return
			}
			if done[t] {
				return
			}
			onStack[t] = true
			if s, ok := t.(*Struct); ok {
				for _, f := range s.Fields {
					visit(f.Type)
				}
				if s.Rest != nil {
					visit(s.Rest.Type)
				}
			} else {
				for _, v := range t.(*Union).Variants {
					visit(v.Type)
				}
			}
			onStack[t] = false
			done[t] = true
		case *Slice:
			visit(t.Elem)
		case *Array:
			visit(t.Elem)
		case *Map:
			visit(t.Elem)
		case *Pointer:
			visit(t.Elem)
		case *Nullable:
			visit(t.Elem)
		}
	}
	visit(root)
	return rec
}

// typ is the schema of a type, without the field-level checks.
func (b *exactBuilder) typ(t Type) *Schema {
	if b.recursive[t] {
		if t == b.root {
			return &Schema{Ref: "#"}
		}
		name := t.GoName().Name
		if !b.defined[t] {
			b.defined[t] = true
			i := len(b.defs)
			b.defs = append(b.defs, Def{Name: name})
			b.defs[i].Schema = b.body(t)
		}
		return &Schema{Ref: DefRef(name)}
	}
	return b.body(t)
}

func (b *exactBuilder) body(t Type) *Schema {
	switch t := t.(type) {
	case *Basic:
		return basicSchema(t)
	case *Struct:
		return b.structSchema(t, "")
	case *Union:
		return b.unionSchema(t)
	case *Slice:
		return &Schema{Type: []string{"array"}, Items: b.typ(t.Elem)}
	case *Array:
		return &Schema{Type: []string{"array"}, Items: b.typ(t.Elem), MinItems: IntPtr(t.Len), MaxItems: IntPtr(t.Len)}
	case *Map:
		return &Schema{Type: []string{"object"}, AdditionalProperties: b.typ(t.Elem)}
	case *Pointer:
		return b.typ(t.Elem)
	case *Nullable:
		return b.typ(t.Elem)
	case *Time:
		return &Schema{Type: []string{"string"}, Format: "date-time"}
	case *Text:
		return &Schema{Type: []string{"string"}}
	case *Raw, *Any:
		// items: {} on the array member: plain OpenAI and GitHub Copilot
		// reject an array type without items, even in a type list.
		return &Schema{Type: []string{"string", "number", "boolean", "object", "array", "null"}, Items: &Schema{}, Free: true}
	}
	return &Schema{}
}

func basicSchema(t *Basic) *Schema {
	switch {
	case t.Kind == String:
		return &Schema{Type: []string{"string"}}
	case t.Kind == Bool:
		return &Schema{Type: []string{"boolean"}}
	case t.Kind.IsFloat():
		return &Schema{Type: []string{"number"}}
	}
	s := &Schema{Type: []string{"integer"}}
	if t.Kind.Bits() < 64 || t.Kind.IsUnsigned() {
		lo, hi := IntRange(t.Kind)
		s.Minimum = json.Number(lo.String())
		if t.Kind.Bits() < 64 {
			s.Maximum = json.Number(hi.String())
		}
	}
	return s
}

func (b *exactBuilder) structSchema(st *Struct, disc string) *Schema {
	// A type's doc comment describes the Go type to Go readers ("Part is one
	// piece of content."); a key is described by its field's doc. Only a
	// variant's doc (unionSchema) and the root's (ExactSchema) are kept.
	s := &Schema{Type: []string{"object"}, Pos: st.Pos, Properties: []Property{}}
	for _, f := range st.Fields {
		ps := b.field(st, f)
		s.Properties = append(s.Properties, Property{Name: f.JSON, Schema: ps})
		if f.Required {
			s.Required = append(s.Required, f.JSON)
		}
		if f.Requires != nil {
			s.DependentRequired = append(s.DependentRequired, Dependent{Key: f.JSON, Requires: f.Requires})
		}
	}
	switch st.Policy {
	case Strict:
		s.AdditionalProperties = &Schema{False: true}
	case Loose:
		if st.Rest.Elem != nil {
			s.AdditionalProperties = b.checked(st.Rest.Type.(*Map).Elem, st.Rest.Elem, st.Rest.Pos)
		} else {
			s.AdditionalProperties = b.typ(st.Rest.Type.(*Map).Elem)
		}
	}
	return s
}

func (b *exactBuilder) unionSchema(u *Union) *Schema {
	s := &Schema{Discriminator: u.Key, By: u.By, Union: u.Named.Name, Pos: u.Pos}
	switch u.By {
	case ByKind:
		// Each variant is of its own kinds, so exactly one branch holds.
		for _, v := range u.Variants {
			c := v.Checks
			if c == nil {
				c = &Checks{}
			}
			vs := b.checked(v.Type, c, v.Pos)
			if v.Doc != "" && vs.Ref == "" {
				vs.Description = v.Doc
			}
			s.OneOf = append(s.OneOf, vs)
		}
		return s
	case ByKeys:
		// Each variant requires its markers, which no other declares.
		for _, v := range u.Variants {
			vs := b.structSchema(v.Struct, "")
			vs.Description = v.Struct.Doc // a variant's doc, as below
			vs.Markers = v.Markers
			s.OneOf = append(s.OneOf, vs)
		}
		return s
	}
	for _, v := range u.Variants {
		vs := b.structSchema(v.Struct, u.Key)
		vs.Description = v.Struct.Doc // merged into the discriminator's (design §3)
		vs.Labels = v.Labels
		if d := vs.Prop(u.Key); d != nil {
			if len(v.Labels) == 1 {
				d.Const = quote(v.Labels[0])
				d.Enum = nil
			} else {
				d.Enum = nil
				for _, l := range v.Labels {
					d.Enum = append(d.Enum, quote(l))
				}
			}
		}
		s.OneOf = append(s.OneOf, vs)
	}
	return s
}

// field is the schema of one struct field: its type with the field's checks.
func (b *exactBuilder) field(st *Struct, f *Field) *Schema {
	s := b.checked(f.Type, &f.Checks, f.Pos)
	s.Field = st.Named.Name + "." + f.GoName
	if _, ok := f.Type.(*Nullable); ok {
		s.NullValue = true
	}
	if f.Doc != "" {
		// The doc, then what the checks' tags say in words (why).
		s.Why = WhySentence(&f.Checks, KindOf(f.Type))
		s.Description = JoinSentences(fieldDoc(f), s.Why)
	}
	if f.Default != nil {
		s.Default = f.Default
	}
	s.Examples = f.Examples
	return s
}

// checked is the schema of a value of type t with the checks c: a field's,
// or an element's after dive.
func (b *exactBuilder) checked(t Type, c *Checks, pos token.Position) *Schema {
	s := b.typ(t)
	s.Pos = pos
	s.Tolerance = Tolerances(c)
	if s.Ref != "" {
		return s // load rejects nullable on a recursive type
	}
	// Each tag shows as its declaration says; the number range (the tags'
	// bounds with the Go type's), dive, keys and nullable shape the schema
	// here.
	show(s, c, KindOf(t))
	switch k := Deref(t).(type) {
	case *Basic:
		if k.Kind.IsNumber() {
			numberRange(s, c, k)
		}
	case *Slice, *Array:
		if c.Elem != nil {
			s.Items = b.checked(elemType(k), c.Elem, pos)
		}
	case *Map:
		if c.Elem != nil {
			s.AdditionalProperties = b.checked(k.Elem, c.Elem, pos)
		}
		if c.Keys != nil {
			s.PropertyNames = &Schema{Type: []string{"string"}, Pos: pos}
			show(s.PropertyNames, c.Keys, Strings)
		}
	}
	if c.Nullable {
		if s.OneOf != nil {
			s.OneOf = append(s.OneOf, &Schema{Type: []string{"null"}})
		} else {
			if !slices.Contains(s.Type, "null") {
				s.Type = append(s.Type, "null")
			}
			if s.Enum != nil {
				s.Enum = append(s.Enum, json.RawMessage("null"))
			}
		}
	}
	return s
}

// Shown is the schema keywords the checks c show on a value of kind k (the
// exact schema's, before the Go type's own): what the property tests
// generate values from.
func (c *Checks) Shown(k TagKinds) *Schema {
	s := &Schema{}
	show(s, c, k)
	return s
}

// show sets the keywords of the checks c on the schema s of a value of kind
// k, as each tag's declaration says (TagSpec.Schema).
func show(s *Schema, c *Checks, k TagKinds) {
	for _, t := range Tags {
		if t.Schema != nil {
			t.Schema(s, c, k)
		}
	}
}

// elemType is the element type of a slice or array.
func elemType(t Type) Type {
	switch t := t.(type) {
	case *Slice:
		return t.Elem
	case *Array:
		return t.Elem
	}
	return nil
}

// numberRange states a number field's effective range (the tag's bounds,
// or its Go type's limits) in s.
func numberRange(s *Schema, c *Checks, t *Basic) {
	lo, hi := c.Range(t)
	s.Minimum, s.ExclusiveMinimum, s.Maximum, s.ExclusiveMaximum = "", "", "", ""
	wide := func(l *Limit) bool { return l != nil && l.Key == "" && t.Kind.Bits() == 32 && l.Text != "0" }
	s.WideMin, s.WideMax = wide(lo), wide(hi)
	switch {
	case lo == nil:
	case lo.Exclusive:
		s.ExclusiveMinimum = json.Number(lo.Text)
	default:
		s.Minimum = json.Number(lo.Text)
	}
	switch {
	case hi == nil:
	case hi.Exclusive:
		s.ExclusiveMaximum = json.Number(hi.Text)
	default:
		s.Maximum = json.Number(hi.Text)
	}
}

func maxPtr(p *int64, n int64) *int64 {
	if p != nil && *p > n {
		return p
	}
	return IntPtr(n)
}

func minPtr(p *int64, n int64) *int64 {
	if p != nil && *p < n {
		return p
	}
	return IntPtr(n)
}

func quote(s string) json.RawMessage {
	b, _ := json.Marshal(s)
	return b
}

// fieldDoc is a field's doc as a model reads it. Go's convention opens a
// doc with the field's name ("URL is the page to fetch."), a name the model
// never sees (its key is url): the sentence starts at what it says instead
// ("The page to fetch."). Other openings ("Limit caps …") load rewrites
// under //stitch:package strip-names, and notes otherwise.
func fieldDoc(f *Field) string {
	if u, ok := StripName(f.Doc, f.GoName); ok && u.Verb {
		return u.Text
	}
	return f.Doc
}
