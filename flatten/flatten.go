// Package flatten derives a tool's advertised schema from its exact schema.
//
// Models handle oneOf badly: they drop fields, mangle values, and several
// providers reject combinators outright. So what a model is shown holds no
// oneOf, anyOf or allOf at any depth: every discriminated union, wherever it
// sits (the root, a property, array items, map values, a variant's own field,
// $defs), becomes one flat object whose discriminator is an enum of every
// label and whose other keys are the variants' keys, each once (design §3,
// ADR 0031). A key that several variants declare gets the sound hull of its
// variant schemas: the most precise schema this subset can say that accepts
// every value any of them accepts, so a collided field keeps its type
// (design §4, ADR 0044). Tolerances (trim, coerce, catch) never erase a
// type: both schemas describe the canonical value, and a collided key whose
// variants tolerate more than it says only carries a note for stitchgen -v.
// Two flattened unions merged under one key are flattened again as one, so
// their hints read as one set per discriminator. The hull of a key is built
// from the variants (and objects) that declare it.
//
// Flattening changes only what is advertised, never what the parser accepts:
// every value valid against the exact schema is valid against the advertised
// one, modulo the keys a plain or loose object accepts without declaring
// them while a sibling declares them.
//
// Its place in the pipeline is drawn in package pipeline's doc. Flatten is a pure
// pass: it never modifies its input, and its output does not depend on map
// iteration or, beyond the order of enum members, properties and labels, on
// the order variants are declared in.
package flatten

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// Flatten returns the advertised schema of a tool whose exact schema is
// exact, and warnings for every key it had to advertise untyped. The result
// is a new tree; exact is left as it was. Collided keys whose variants
// tolerate more than the hull says carry a note (model.Schema.Notes).
func Flatten(exact *model.Schema) (*model.Schema, []model.Diagnostic) {
	if exact == nil {
		return nil, nil
	}
	f := &flattener{
		root:      exact,
		sources:   map[*model.Schema]*source{},
		targets:   map[string]*model.Schema{},
		resolving: map[string]bool{},
	}
	out := f.node(exact)
	sayDropped(out)
	return out, f.diagnostics()
}

// Tool returns the advertised schema of a tool whose exact schema is exact:
// flattened unless flat is false, then lean (design §10). Its root's
// description is what flattening said beyond the tool's doc (a by=keys
// root's "Send exactly one of: …"), or none: the exact root's is the tool's
// description, which every provider sends beside the schema.
func Tool(exact *model.Schema, flat bool) (*model.Schema, []model.Diagnostic) {
	adv, diags := exact, []model.Diagnostic(nil)
	if flat {
		adv, diags = Flatten(exact)
	}
	adv = lean(adv)
	if adv != nil {
		adv.Description = beyondDoc(adv.Description, exact.Description)
		whyOnce(adv)
	}
	return adv, diags
}

// whyOnce says each pattern's reason once in the tool's schema s, a tree
// this pass owns: where it first appears, in the order a model reads the
// schema (model.Schema.Walk: properties in order, then $defs). A later key
// with the same reason and the same pattern keeps its pattern and bounds
// and drops the sentence (a name type used on 42 keys said it 42 times).
func whyOnce(s *model.Schema) {
	said := map[[2]string]bool{}
	s.Walk(func(n *model.Schema) {
		if n.Why == "" {
			return
		}
		k := [2]string{n.Why, n.Pattern}
		if !said[k] {
			said[k] = true
			return
		}
		n.Description = withoutSentence(n.Description, n.Why)
		n.Why = ""
	})
}

// withoutSentence is desc without the sentence why and the space or
// paragraph break that joined it (model.JoinSentences).
func withoutSentence(desc, why string) string {
	i := strings.LastIndex(desc, why)
	if i < 0 {
		return desc
	}
	head, tail := strings.TrimRight(desc[:i], " \n"), strings.TrimLeft(desc[i+len(why):], " \n")
	switch {
	case head == "":
		return tail
	case tail == "":
		return head
	}
	return model.JoinSentences(head, tail)
}

// beyondDoc is desc, a text that starts with doc joined to more
// (model.JoinSentences), without doc: the more, or "".
func beyondDoc(desc, doc string) string {
	if doc == "" {
		return desc
	}
	for _, head := range []string{model.Sentence(doc), strings.TrimRight(doc, " \t\n")} {
		if rest, ok := strings.CutPrefix(desc, head); ok {
			return strings.TrimLeft(rest, " \n")
		}
	}
	return ""
}

// Output returns the advertised schema of a tool's result type: flattened
// and lean, its root description kept (the result type's doc).
func Output(exact *model.Schema) (*model.Schema, []model.Diagnostic) {
	adv, diags := Flatten(exact)
	return lean(adv), diags
}

// lean returns a copy of s without the bounds only a 32-bit Go type sets
// (model.Schema.WideMin, WideMax): 2147483647 tells a model nothing, and
// leaving a bound out only widens what is advertised. s is left as it was
// (it may be the exact schema, for a tool that is not flattened).
func lean(s *model.Schema) *model.Schema {
	if s == nil {
		return nil
	}
	c := s.Clone()
	c.Walk(func(n *model.Schema) {
		if n.WideMin {
			n.Minimum, n.WideMin = "", false
		}
		if n.WideMax {
			n.Maximum, n.WideMax = "", false
		}
	})
	return c
}

// flattener carries the state of one Flatten call.
type flattener struct {
	root  *model.Schema // the exact schema, for $ref targets
	diags []model.Diagnostic
	// sources maps each flat object built from a union (and each copy of
	// one) to the union's variants, so two flattened unions merged under one
	// key can be flattened again as one (design §3).
	sources map[*model.Schema]*source
	// targets caches the flattened $ref targets; resolving guards a target
	// that reaches itself while it is being flattened.
	targets   map[string]*model.Schema
	resolving map[string]bool
}

// source is what a flat object was built from.
type source struct {
	key      string // the discriminator
	vs       []variant
	nullable bool
	// doc is the union's own description, without what merge added to the
	// flat object's (a by=keys union's alternatives).
	doc string
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
		// A stitch.Nullable of a union stays one: its null is a "clear"
		// whatever node the union flattens to (a type list, a flat object).
		u := f.union(s)
		u.NullValue = u.NullValue || s.NullValue
		return u
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
	labels []string // the discriminator values selecting it; a by=keys variant's names
	// markers are a by=keys variant's marker keys, else nil.
	markers []string
}

// union flattens the oneOf node u. Its branches are flattened first
// (bottom-up), so a variant's own unions are already flat objects when the
// variants are merged. The labels of each branch, and which branch is the
// null one, are the model's metadata (model.Schema.Labels).
func (f *flattener) union(u *model.Schema) *model.Schema {
	k := u.Discriminator
	branches := make([]*model.Schema, len(u.OneOf))
	for i, b := range u.OneOf {
		branches[i] = stripDefaults(f.node(b))
		// A branch's dependentRequired would bind every variant of the
		// merged object: its keys say it, and the merge says which
		// variant's words they are.
		model.SayRequires(branches[i])
	}
	if u.By == model.ByKind {
		return f.kinds(u, branches)
	}
	var vs []variant
	nullable := false
	for i, b := range branches {
		switch {
		case u.By == model.ByKeys && u.OneOf[i].Markers != nil:
			k = byKeys
			vs = append(vs, variant{s: b, labels: []string{model.AndList(u.OneOf[i].Markers)}, markers: u.OneOf[i].Markers})
		case u.OneOf[i].Labels == nil:
			nullable = true
		default:
			vs = append(vs, variant{s: b, labels: u.OneOf[i].Labels})
		}
	}
	if k == "" || len(vs) == 0 {
		return f.fallback(u, branches)
	}
	flat := f.merge(u, vs)
	if nullable {
		flat.Type = []string{"object", "null"}
	}
	f.sources[flat] = &source{key: k, vs: vs, nullable: nullable, doc: u.Description}
	return flat
}

// merge builds the flat object of the discriminated union u from its
// non-null variants (design §3). A key's hull is taken over the variants
// that declare it: a plain or loose variant accepts any value under a key
// it does not declare, and letting that erase the type its siblings declare
// would tell the model less than the code knows (soundness holds modulo
// those keys, docs/advertised.md, "Plain and loose variants").
func (f *flattener) merge(u *model.Schema, vs []variant) *model.Schema {
	k := u.Discriminator
	if u.By == model.ByKeys {
		k = byKeys
	}
	flat := &model.Schema{
		Pos:         u.Pos,
		Field:       u.Field,
		Tolerance:   u.Tolerance,
		Notes:       u.Notes,
		Description: u.Description,
		Type:        []string{"object"},
		Default:     u.Default,
		Defs:        f.defs(u.Defs),
	}
	c := collision{union: unionName(u), key: k}

	markers := map[string]bool{}
	if k == byKeys {
		// No key chooses the variant: the object says how its markers do.
		flat.Description = join(flat.Description, keysDescription(vs))
		flat.Properties = []model.Property{}
		for _, v := range vs {
			for _, m := range v.markers {
				markers[m] = true
			}
		}
	} else {
		disc := &model.Schema{Type: []string{"string"}, Description: discDescription(k, vs)}
		discs := make([]member, len(vs))
		for i, v := range vs {
			discs[i] = member{s: v.s.Prop(k), labels: v.labels}
		}
		first := sorted(discs)[0].s
		disc.Pos, disc.Field = first.Pos, first.Field
		for _, l := range labelsOf(vs) {
			disc.Enum = append(disc.Enum, jsonString(l))
		}
		flat.Properties = []model.Property{{Name: k, Schema: disc}}
		flat.Required = []string{k}
		// A union with a default variant (//stitch:union default=range):
		// that variant's discriminator is optional, its label the default,
		// and so is the key of the flat object.
		for _, b := range u.OneOf {
			if p := b.Prop(k); p != nil && p.Default != nil && !b.IsRequired(k) {
				disc.Default = p.Default
				flat.Required = nil
			}
		}
	}

	for _, name := range keysOf(vs, k) {
		var ms []member
		var avail, req []string
		for _, v := range vs {
			p := v.s.Prop(name)
			if p == nil {
				continue
			}
			ms = append(ms, member{s: p, labels: v.labels})
			avail = append(avail, v.labels...)
			if v.s.IsRequired(name) {
				req = append(req, v.labels...)
			}
		}
		sch := f.hull(c.at(name), ms)
		switch {
		case len(ms) == len(vs) && len(req) == len(avail):
			flat.Required = append(flat.Required, name)
		case markers[name]:
			// A marker is what chooses its variant; the object's
			// description names the alternatives.
		default:
			sch.Description = withHint(sch.Description, k, labelsOf(vs), avail, req)
		}
		flat.Properties = append(flat.Properties, model.Property{Name: name, Schema: sch})
	}

	flat.AdditionalProperties = &model.Schema{}
	if allStrict(vs) {
		flat.AdditionalProperties = &model.Schema{False: true}
	}
	return flat
}

// labelsOf lists the labels of every variant, each once, in order.
func labelsOf(vs []variant) []string {
	var out []string
	for _, v := range vs {
		out = append(out, v.labels...)
	}
	return unique(out)
}

// unique returns ss without repeats, in order of first appearance.
func unique(ss []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// jsonString is s as a JSON value.
func jsonString(s string) json.RawMessage {
	b, _ := json.Marshal(s)
	return b
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

// stripDefaults removes every default from s, a tree this pass owns: a
// default inside a variant would be injected into calls of other variants.
// Each is kept as Dropped, for the description to state where it holds.
func stripDefaults(s *model.Schema) *model.Schema {
	s.Walk(func(n *model.Schema) {
		if n.Default != nil {
			n.Dropped, n.Default = n.Default, nil
		}
	})
	return s
}
