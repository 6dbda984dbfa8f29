// Package flatten derives a tool's advertised schema from its exact schema.
//
// Models handle oneOf badly: they drop fields, mangle values, and several
// providers reject combinators outright. So what a model is shown holds no
// oneOf, anyOf or allOf at any depth: every discriminated union, wherever it
// sits (the root, a property, array items, map values, a variant's own field,
// $defs), becomes one flat object whose discriminator is an enum of every
// label and whose other keys are the variants' keys, each once (DESIGN §3,
// ADR 0031). A key that several variants declare gets the sound hull of its
// variant schemas: the most precise schema this subset can say that accepts
// every value any of them accepts, so a collided field keeps its type
// (DESIGN §4, ADR 0044). Only a hazard (a coerce or catch tolerance in the
// collision set, or $refs that cannot be merged) advertises a key untyped,
// and each such loss is a warning.
//
// Flattening changes only what is advertised, never what the parser accepts:
// every value valid against the exact schema is valid against the advertised
// one.
//
// In the pipeline: load → tags → model → flatten → gen. Flatten is a pure
// pass: it never modifies its input, and its output does not depend on map
// iteration or, beyond the order of enum members, properties and labels, on
// the order variants are declared in.
package flatten

import (
	"encoding/json"
	"fmt"

	"github.com/stitchgen/stitchgen/model"
)

// Flatten returns the advertised schema of a tool whose exact schema is
// exact, and warnings for every key it had to advertise untyped. The result
// is a new tree; exact is left as it was.
func Flatten(exact *model.Schema) (*model.Schema, []model.Diagnostic) {
	if exact == nil {
		return nil, nil
	}
	f := &flattener{}
	out := f.node(exact)
	return out, f.diagnostics()
}

// flattener carries the warnings of one Flatten call.
type flattener struct {
	diags []model.Diagnostic
}

func (f *flattener) warn(d model.Diagnostic) {
	d.Warning = true
	f.diags = append(f.diags, d)
}

// diagnostics returns the warnings sorted, each once: a union reached from
// two places would otherwise report the same key twice.
func (f *flattener) diagnostics() []model.Diagnostic {
	model.SortDiagnostics(f.diags)
	var out []model.Diagnostic
	for i, d := range f.diags {
		if i > 0 && d == f.diags[i-1] {
			continue
		}
		out = append(out, d)
	}
	return out
}

// node returns the advertised form of s: a fresh tree with every union
// below it flattened.
func (f *flattener) node(s *model.Schema) *model.Schema {
	if s == nil {
		return nil
	}
	if s.OneOf != nil {
		return f.union(s)
	}
	c := shallow(s)
	if s.Properties != nil {
		c.Properties = make([]model.Property, len(s.Properties))
		for i, p := range s.Properties {
			c.Properties[i] = model.Property{Name: p.Name, Schema: f.node(p.Schema)}
		}
	}
	c.Items = f.node(s.Items)
	c.AdditionalProperties = f.node(s.AdditionalProperties)
	c.PropertyNames = s.PropertyNames.Clone() // a string schema: nothing to flatten
	c.Defs = f.defs(s.Defs)
	return c
}

func (f *flattener) defs(ds []model.Def) []model.Def {
	if ds == nil {
		return nil
	}
	out := make([]model.Def, len(ds))
	for i, d := range ds {
		out[i] = model.Def{Name: d.Name, Schema: f.node(d.Schema)}
	}
	return out
}

// shallow copies s without its children (properties, items,
// additionalProperties, oneOf, $defs). Slices are copied; the bytes of JSON
// values are shared, which is safe because no pass writes into them.
func shallow(s *model.Schema) *model.Schema {
	c := *s
	c.Type = append([]string(nil), s.Type...)
	c.Enum = append([]json.RawMessage(nil), s.Enum...)
	c.Required = append([]string(nil), s.Required...)
	c.Properties = nil
	c.Items = nil
	c.AdditionalProperties = nil
	c.PropertyNames = nil
	c.OneOf = nil
	c.Defs = nil
	return &c
}

// variant is one flattened branch of a discriminated union.
type variant struct {
	s      *model.Schema
	labels []string          // the discriminator values selecting it
	raw    []json.RawMessage // the same, as written in the exact schema
}

// union flattens the oneOf node u. Its branches are flattened first
// (bottom-up), so a variant's own unions are already flat objects when the
// variants are merged.
func (f *flattener) union(u *model.Schema) *model.Schema {
	k := u.Discriminator
	branches := make([]*model.Schema, len(u.OneOf))
	for i, b := range u.OneOf {
		branches[i] = stripDefaults(f.node(b))
	}
	var vs []variant
	nullable := false
	wellFormed := k != ""
	for _, b := range branches {
		if isNullOnly(b) {
			nullable = true
			continue
		}
		labels, raw, ok := labelsOf(b, k)
		if !ok {
			wellFormed = false
			break
		}
		vs = append(vs, variant{s: b, labels: labels, raw: raw})
	}
	if !wellFormed || len(vs) == 0 {
		return f.fallback(u, branches)
	}
	flat := f.merge(u, vs)
	if nullable {
		flat.Type = []string{"object", "null"}
	}
	return flat
}

// merge builds the flat object of the discriminated union u from its
// non-null variants (DESIGN §3).
func (f *flattener) merge(u *model.Schema, vs []variant) *model.Schema {
	k := u.Discriminator
	flat := &model.Schema{
		Pos:         u.Pos,
		Field:       u.Field,
		Tolerance:   u.Tolerance,
		Description: u.Description,
		Type:        []string{"object"},
		Default:     u.Default,
		Defs:        f.defs(u.Defs),
	}
	c := collision{union: unionName(u), key: k}

	disc := &model.Schema{Type: []string{"string"}, Description: discDescription(k, vs)}
	discs := make([]member, len(vs))
	for i, v := range vs {
		discs[i] = member{s: v.s.Prop(k), labels: v.labels}
	}
	first := sorted(discs)[0].s
	disc.Pos, disc.Field = first.Pos, first.Field
	seen := map[string]bool{}
	for _, v := range vs {
		for _, r := range v.raw {
			if !seen[string(r)] {
				seen[string(r)] = true
				disc.Enum = append(disc.Enum, r)
			}
		}
	}
	flat.Properties = []model.Property{{Name: k, Schema: disc}}
	flat.Required = []string{k}

	for _, name := range keysOf(vs, k) {
		var ms []member
		var avail, req []string
		declared := 0
		for _, v := range vs {
			p := v.s.Prop(name)
			if p == nil {
				if u := undeclared(v.s); u != nil {
					// A loose or plain variant accepts this key too.
					ms = append(ms, member{s: u, labels: v.labels})
				}
				continue
			}
			declared++
			ms = append(ms, member{s: p, labels: v.labels})
			avail = append(avail, v.labels...)
			if v.s.IsRequired(name) {
				req = append(req, v.labels...)
			}
		}
		sch := f.hull(c.at(name), ms)
		if declared == len(vs) && len(req) == len(avail) {
			flat.Required = append(flat.Required, name)
		} else {
			sch.Description = withHint(sch.Description, k, avail, req)
		}
		flat.Properties = append(flat.Properties, model.Property{Name: name, Schema: sch})
	}

	flat.AdditionalProperties = &model.Schema{}
	if allStrict(vs) {
		flat.AdditionalProperties = &model.Schema{False: true}
	}
	return flat
}

// keysOf lists every key of every variant but k, once, in order of first
// appearance.
func keysOf(vs []variant, k string) []string {
	var out []string
	seen := map[string]bool{k: true}
	for _, v := range vs {
		for _, p := range v.s.Properties {
			if !seen[p.Name] {
				seen[p.Name] = true
				out = append(out, p.Name)
			}
		}
	}
	return out
}

func allStrict(vs []variant) bool {
	for _, v := range vs {
		if v.s.AdditionalProperties == nil || !v.s.AdditionalProperties.False {
			return false
		}
	}
	return true
}

// fallback advertises a oneOf the generator should not produce (no
// discriminator, or a branch without labels) as the hull of its branches:
// still sound and still free of combinators, but every branch-specific
// detail is lost, so it is reported.
func (f *flattener) fallback(u *model.Schema, branches []*model.Schema) *model.Schema {
	name := unionName(u)
	ms := make([]member, len(branches))
	for i, b := range branches {
		ms[i] = member{s: b, labels: []string{fmt.Sprint(i + 1)}}
	}
	h := f.hull(collision{union: name}, ms)
	h.Pos, h.Field, h.Tolerance = u.Pos, u.Field, u.Tolerance
	h.Description = join(u.Description, h.Description)
	h.Default = u.Default
	h.Defs = f.defs(u.Defs)
	f.warn(model.Diagnostic{
		Pos: u.Pos,
		Msg: fmt.Sprintf("oneOf of %s has no usable discriminator; advertised as one schema accepting any of its %d branches", name, len(branches)),
	})
	return h
}

func unionName(u *model.Schema) string {
	switch {
	case u.Union != "":
		return u.Union
	case u.Field != "":
		return u.Field
	}
	return "(unnamed)"
}

// labelsOf reads the labels of variant v from its discriminator property k:
// a string const or an enum of strings.
func labelsOf(v *model.Schema, k string) ([]string, []json.RawMessage, bool) {
	if k == "" {
		return nil, nil, false
	}
	p := v.Prop(k)
	if p == nil {
		return nil, nil, false
	}
	raw := p.Enum
	if p.Const != nil {
		raw = []json.RawMessage{p.Const}
	}
	if len(raw) == 0 {
		return nil, nil, false
	}
	labels := make([]string, len(raw))
	for i, r := range raw {
		if err := json.Unmarshal(r, &labels[i]); err != nil {
			return nil, nil, false
		}
	}
	return labels, raw, true
}

// isNullOnly reports whether b is the {"type":"null"} branch a nullable
// union ends with.
func isNullOnly(b *model.Schema) bool {
	return len(b.Type) == 1 && b.Type[0] == "null" && b.Properties == nil && b.Enum == nil && b.Const == nil && b.Ref == ""
}

// stripDefaults removes every default from s, a tree this pass owns: a
// default inside a variant would be injected into calls of other variants.
func stripDefaults(s *model.Schema) *model.Schema {
	s.Walk(func(n *model.Schema) { n.Default = nil })
	return s
}
