package flatten

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// collision says where a hull is taken, for descriptions and warnings.
type collision struct {
	union string // the Go union type
	key   string // its discriminator ("" in a fallback)
	path  string // the key below the flat object: "part_index", "target.index", "ids[]"
}

func (c collision) at(name string) collision {
	if c.path != "" {
		name = c.path + "." + name
	}
	c.path = name
	return c
}

func (c collision) items() collision {
	c.path += "[]"
	return c
}

func (c collision) keys() collision {
	c.path += ".<key>"
	return c
}

func (c collision) values() collision {
	c.path += ".*"
	return c
}

// member is one variant's schema at a collided key.
type member struct {
	s      *model.Schema
	labels []string // labels of the variant it comes from
}

// hull returns the sound hull of the members (design §4, ADR 0044): the most
// precise schema of this subset that accepts every value any member accepts.
// A key declared once is kept as declared. Members are already flattened.
func (f *flattener) hull(c collision, ms []member) *model.Schema {
	if len(ms) == 1 {
		r := f.copyOf(ms[0].s)
		if r.Dropped != nil { // the default of the one variant declaring the key
			r.Description = join(r.Description, "Default "+string(r.Dropped)+".")
			r.Dropped = nil
		}
		return r
	}
	r := f.hullOf(c, ms)
	if !r.Pos.IsValid() {
		first := sorted(ms)[0]
		r.Pos, r.Field = first.s.Pos, first.s.Field
	}
	return r
}

// copyOf clones s, keeping what it was flattened from.
func (f *flattener) copyOf(s *model.Schema) *model.Schema {
	c := s.Clone()
	if src := f.sources[s]; src != nil {
		f.sources[c] = src
	}
	return c
}

// hullOf merges several members. Tolerances take no part: every member is
// the canonical schema of its variant (design §2), and a tolerance only
// earns the key a note.
func (f *flattener) hullOf(c collision, ms []member) *model.Schema {
	desc := when(c.key, describedOf(ms), true)
	live := filter(ms, func(s *model.Schema) bool { return !s.False })
	var r *model.Schema
	switch {
	case len(live) == 0:
		return &model.Schema{False: true}
	case len(live) == 1 || identical(live):
		r = f.copyOf(sorted(live)[0].s) // its position does not depend on variant order
		describeAlike(c.key, r, live)
		r.Description = whenAnd(c.key, describedOf(ms), widened(r, live), true, "") // what every member says, false ones too
		f.noteTolerance(c, r, ms, true)                                             // nothing below is merged again
		nullValue(r, ms)
		r.Examples = examplesOf(ms)
		return r
	case f.sameUnion(live):
		r = f.remerge(c, live, desc)
	default:
		resolved, ok := f.resolve(c, live)
		if !ok {
			return &model.Schema{Description: desc}
		}
		r = f.widen(c, resolved)
		r.Description = whenAnd(c.key, describedOf(ms), widened(r, resolved), true, r.Description)
		freeOrString(r, live)
		freeObjects(r, live)
		freeIn(c.key, r, live)
	}
	f.noteTolerance(c, r, ms, false)
	nullValue(r, ms)
	r.Examples = examplesOf(ms)
	return r
}

// examplesOf are the members' examples, each once, in the members' sorted
// order: the hull accepts every member's values, so each is one of its own.
func examplesOf(ms []member) []json.RawMessage {
	var out []json.RawMessage
	for _, m := range sorted(ms) {
		for _, e := range m.s.Examples {
			if !slices.ContainsFunc(out, func(o json.RawMessage) bool { return bytes.Equal(o, e) }) {
				out = append(out, e)
			}
		}
	}
	return out
}

// nullValue marks the hull r as a stitch.Nullable's when any member is one:
// null then means "clear" for that member, never a key left out.
func nullValue(r *model.Schema, ms []member) {
	for _, m := range ms {
		if m.s.NullValue {
			r.NullValue = true
		}
	}
}

// sameUnion reports whether every member is a flat object built from a
// union with one and the same discriminator.
func (f *flattener) sameUnion(ms []member) bool {
	for _, m := range ms {
		src := f.sources[m.s]
		if src == nil || src.key != f.sources[ms[0].s].key {
			return false
		}
	}
	return true
}

// remerge flattens the variants of every member's union as one union: its
// hints are computed over all their labels, one When / Available if /
// Required if set per discriminator, never nested (design §3).
func (f *flattener) remerge(c collision, ms []member, desc string) *model.Schema {
	key := f.sources[ms[0].s].key
	var vs []variant
	nullable := false
	docs := make([]described, len(ms))
	for i, m := range ms {
		src := f.sources[m.s]
		vs = append(vs, src.vs...)
		nullable = nullable || src.nullable
		docs[i] = described{m.labels, src.doc}
	}
	if key == byKeys {
		// merge says the alternatives again, over all the variants.
		desc = when(c.key, docs, true)
	}
	first := sorted(ms)[0].s
	u := &model.Schema{Discriminator: key, Union: c.union, Pos: first.Pos, Field: first.Field, Description: desc}
	flat := f.merge(u, vs)
	if nullable {
		flat.Type = []string{"object", "null"}
	}
	f.sources[flat] = &source{key: key, vs: vs, nullable: nullable, doc: desc}
	return flat
}

// noteTolerance notes on r the members whose parser accepts more than r
// says (trim, coerce, catch): their own fields, or with deep every field
// below them too.
func (f *flattener) noteTolerance(c collision, r *model.Schema, ms []member, deep bool) {
	var tol []member
	for _, m := range ms {
		if !deep {
			if m.s.Tolerance != "" {
				tol = append(tol, m)
			}
			continue
		}
		m.s.Walk(func(n *model.Schema) {
			if n.Tolerance != "" {
				tol = append(tol, member{s: n, labels: m.labels})
			}
		})
	}
	if len(tol) == 0 {
		return
	}
	tol = sorted(tol)
	parts := make([]string, 0, len(tol))
	var names []string
	for _, m := range tol {
		part := fieldName(c, m) + " uses " + m.s.Tolerance
		if len(parts) == 0 || parts[len(parts)-1] != part {
			parts = append(parts, part)
		}
		names = append(names, strings.Split(m.s.Tolerance, ", ")...)
	}
	r.Tolerance = strings.Join(unique(names), ", ")
	r.Notes = append(r.Notes, model.Diagnostic{
		Pos: tol[0].s.Pos,
		Msg: fmt.Sprintf("key %q of union %s tolerates more than it advertises: %s", c.path, c.union, andList(parts)),
	})
}

// widen merges members that differ: kinds are united, and each kind's
// keywords are merged over the members that allow that kind, so a keyword
// that speaks to one kind never constrains another.
func (f *flattener) widen(c collision, ms []member) *model.Schema {
	r := &model.Schema{}

	kinds := map[string]bool{}
	typed := true
	nullable := false
	for _, m := range ms {
		if len(m.s.Type) == 0 {
			typed = false
		}
		for _, t := range m.s.Type {
			kinds[t] = true
		}
		nullable = nullable || allowsNull(m.s)
	}
	if kinds["number"] {
		delete(kinds, "integer")
	}
	if nullable {
		kinds["null"] = true
	}
	if typed {
		for _, k := range model.KindOrder {
			if kinds[k] {
				r.Type = append(r.Type, k)
			}
		}
		r.Description = join(r.Description, kindHint(c.key, ms))
	}

	// enum and const speak to every kind: they survive only if every
	// member is enumerated.
	if all(ms, enumerated) {
		r.Const, r.Enum = values(ms, nullable)
	}

	if ps := among(ms, "string"); len(ps) > 0 {
		r.MinLength = loosestInt(ps, func(s *model.Schema) *int64 { return s.MinLength }, false)
		r.MaxLength = loosestInt(ps, func(s *model.Schema) *int64 { return s.MaxLength }, true)
		r.Pattern = agreed(ps, func(s *model.Schema) string { return s.Pattern })
		r.Format = agreed(ps, func(s *model.Schema) string { return s.Format })
	}
	if ps := among(ms, "number", "integer"); len(ps) > 0 {
		if b, ok := loosestBound(ps, lowerOf, -1); ok {
			if b.excl {
				r.ExclusiveMinimum = b.text
			} else {
				r.Minimum = b.text
			}
		}
		if b, ok := loosestBound(ps, upperOf, +1); ok {
			if b.excl {
				r.ExclusiveMaximum = b.text
			} else {
				r.Maximum = b.text
			}
		}
	}
	if ps := among(ms, "object"); len(ps) > 0 {
		f.objects(c, r, ps)
		if len(r.Type) == 0 && r.Properties == nil && acceptsAll(r.AdditionalProperties) {
			// An untyped hull (a member of no type: any value) whose
			// objects take any key of any value: additionalProperties {}
			// says nothing, and the dialects drop it unsaid.
			r.AdditionalProperties = nil
		}
	}
	if ps := among(ms, "array"); len(ps) > 0 {
		if all(ps, func(s *model.Schema) bool { return s.Items != nil }) {
			items := make([]member, len(ps))
			for i, p := range ps {
				items[i] = member{s: p.s.Items, labels: p.labels}
			}
			r.Items = f.hull(c.items(), items)
		}
		r.MinItems = loosestInt(ps, func(s *model.Schema) *int64 { return s.MinItems }, false)
		r.MaxItems = loosestInt(ps, func(s *model.Schema) *int64 { return s.MaxItems }, true)
	}
	return r
}

// objects merges the object keywords of ps into r: the union of their
// properties (a property several declare is the hull of the declaring
// members, one declared once is kept as declared), the intersection of their
// required keys, and the hull of what they accept under other keys (a map's
// values, a loose object's rest, anything for a plain object; false when
// every member is strict).
func (f *flattener) objects(c collision, r *model.Schema, ps []member) {
	if len(ps) == 1 {
		s := ps[0].s.Clone()
		r.Properties, r.Required = s.Properties, s.Required
		r.AdditionalProperties, r.PropertyNames = s.AdditionalProperties, s.PropertyNames
		r.MinProperties, r.MaxProperties = s.MinProperties, s.MaxProperties
		return
	}
	var names []string
	seen := map[string]bool{}
	for _, p := range ps {
		if p.s.Properties != nil && r.Properties == nil {
			r.Properties = []model.Property{}
		}
		for _, q := range p.s.Properties {
			if !seen[q.Name] {
				seen[q.Name] = true
				names = append(names, q.Name)
			}
		}
	}
	for _, name := range names {
		var sub []member
		for _, p := range ps {
			if q := p.s.Prop(name); q != nil {
				sub = append(sub, member{s: q, labels: p.labels})
			}
		}
		r.Properties = append(r.Properties, model.Property{Name: name, Schema: f.hull(c.at(name), sub)})
	}
	for _, name := range ps[0].s.Required {
		if all(ps, func(s *model.Schema) bool { return s.IsRequired(name) }) {
			r.Required = append(r.Required, name)
		}
	}
	// Keys no member declares: what the members that take such keys (maps,
	// loose and plain objects) accept there, merged as items are.
	var rest []member
	for _, p := range ps {
		if u := undeclared(p.s); u != nil {
			rest = append(rest, member{s: u, labels: p.labels})
		}
	}
	r.AdditionalProperties = &model.Schema{False: true}
	if len(rest) > 0 {
		r.AdditionalProperties = f.hull(c.values(), rest)
	}
	// Key constraints survive if every member has some: a member without
	// them accepts any key.
	if all(ps, func(s *model.Schema) bool { return s.PropertyNames != nil }) {
		keys := make([]member, len(ps))
		for i, p := range ps {
			keys[i] = member{s: p.s.PropertyNames, labels: p.labels}
		}
		r.PropertyNames = f.hull(c.keys(), keys)
	}
	r.MinProperties = loosestInt(ps, func(s *model.Schema) *int64 { return s.MinProperties }, false)
	r.MaxProperties = loosestInt(ps, func(s *model.Schema) *int64 { return s.MaxProperties }, true)
}

// identical reports whether all members are the same schema once
// descriptions and metadata are ignored.
func identical(ms []member) bool {
	first := shape(ms[0].s)
	for _, m := range ms[1:] {
		if !bytes.Equal(shape(m.s), first) {
			return false
		}
	}
	return true
}

// shape serializes s without its descriptions and examples, which say
// nothing of what is accepted (metadata is never serialized).
func shape(s *model.Schema) []byte {
	c := s.Clone()
	c.Walk(func(n *model.Schema) { n.Description, n.Examples = "", nil })
	b, _ := c.MarshalJSON()
	return b
}

// describeAlike sets the descriptions inside r, a copy of the first of
// several identical members, to what all of them say at each place.
func describeAlike(k string, r *model.Schema, ms []member) {
	sub := func(get func(*model.Schema) *model.Schema) []member {
		out := make([]member, len(ms))
		for i, m := range ms {
			out[i] = member{s: get(m.s), labels: m.labels}
		}
		return out
	}
	r.Dropped = nil
	r.Description = whenAnd(k, describedOf(ms), widened(r, ms), true, "")
	for i := range r.Properties {
		describeAlike(k, r.Properties[i].Schema, sub(func(s *model.Schema) *model.Schema { return s.Properties[i].Schema }))
	}
	if r.Items != nil {
		describeAlike(k, r.Items, sub(func(s *model.Schema) *model.Schema { return s.Items }))
	}
	if r.AdditionalProperties != nil && !r.AdditionalProperties.False {
		describeAlike(k, r.AdditionalProperties, sub(func(s *model.Schema) *model.Schema { return s.AdditionalProperties }))
	}
}

func describedOf(ms []member) []described {
	out := make([]described, len(ms))
	for i, m := range ms {
		out[i] = described{m.labels, m.s.Description}
	}
	return out
}

func filter(ms []member, keep func(*model.Schema) bool) []member {
	var out []member
	for _, m := range ms {
		if keep(m.s) {
			out = append(out, m)
		}
	}
	return out
}

func all(ms []member, ok func(*model.Schema) bool) bool {
	for _, m := range ms {
		if !ok(m.s) {
			return false
		}
	}
	return true
}

// among returns the members that allow one of kinds; a member without a
// type allows every kind.
func among(ms []member, kinds ...string) []member {
	return filter(ms, func(s *model.Schema) bool {
		if len(s.Type) == 0 {
			return true
		}
		for _, k := range kinds {
			if s.HasType(k) {
				return true
			}
		}
		return false
	})
}

// sorted returns ms in source order (position, then field name, then
// labels): an order that does not depend on the order of the variants.
func sorted(ms []member) []member {
	out := append([]member(nil), ms...)
	sort.SliceStable(out, func(i, j int) bool { return before(out[i], out[j]) })
	return out
}

func before(a, b member) bool {
	pa, pb := a.s.Pos, b.s.Pos
	switch {
	case pa.Filename != pb.Filename:
		return pa.Filename < pb.Filename
	case pa.Line != pb.Line:
		return pa.Line < pb.Line
	case pa.Column != pb.Column:
		return pa.Column < pb.Column
	case a.s.Field != b.s.Field:
		return a.s.Field < b.s.Field
	}
	return strings.Join(a.labels, "|") < strings.Join(b.labels, "|")
}

// fieldName names a member's Go field for a warning.
func fieldName(c collision, m member) string {
	if m.s.Field != "" {
		return m.s.Field
	}
	return "the variant " + condition(c.key, m.labels)
}

// warnRef reports a collided key advertised untyped because the target of
// a member's $ref is not in the schema (the generator never makes one).
func (f *flattener) warnRef(c collision, m member) {
	f.warn(model.Diagnostic{
		Pos: m.s.Pos,
		Msg: fmt.Sprintf("key %q of union %s is advertised untyped: %s refers to %s, which the schema does not define", c.path, c.union, fieldName(c, m), m.s.Ref),
	})
}

func andList(parts []string) string {
	if len(parts) <= 2 {
		return strings.Join(parts, " and ")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// acceptsAll reports whether s is a schema of no keyword (any value), its
// description aside.
func acceptsAll(s *model.Schema) bool {
	if s == nil || s.False {
		return false
	}
	c := *s
	c.Description, c.Free, c.Strings = "", false, false
	b, err := c.MarshalJSON()
	return err == nil && string(b) == "{}"
}

// undeclared is what object s accepts under a key it does not declare: nil
// when s is strict, the rest (or map value) schema when it is loose, {} when
// it is plain.
func undeclared(s *model.Schema) *model.Schema {
	switch ap := s.AdditionalProperties; {
	case ap != nil && ap.False:
		return nil
	case ap != nil:
		c := ap.Clone()
		c.Pos = s.Pos
		return c
	}
	return &model.Schema{Pos: s.Pos}
}

// freeObjects gives r, the hull of ms, additionalProperties {} where it is
// an object without properties or other keys' schema and some member is any
// JSON value (json.RawMessage, any) but r is not (freeOrString): r's objects
// take any key of any value, which r must say, as a plain struct's objects
// (also without either) do not mean. A strict dialect closed such an object,
// refusing what the parser takes (genfuzz seed 41791: json.RawMessage in one
// variant, []any in another); with it, the object is a map of any value.
func freeObjects(r *model.Schema, ms []member) {
	if r.Free || !r.HasType("object") || r.Properties != nil || r.AdditionalProperties != nil {
		return
	}
	if slices.ContainsFunc(ms, func(m member) bool { return m.s.Free }) {
		r.AdditionalProperties = &model.Schema{}
	}
}

// freeOrString marks r, the hull of ms, Free when some member is any JSON
// value (Free) and every other is a plain string: r is any JSON value then,
// and provider dialects may send it as JSON text, the string variants taking
// the string itself (Strings). Other mixes stay as widened: a number variant
// would not read a number sent as text.
func freeOrString(r *model.Schema, ms []member) {
	free := false
	for _, m := range ms {
		switch {
		case m.s.Free:
			free = true
		case len(m.s.Type) != 1 || m.s.Type[0] != "string":
			return
		}
	}
	if free {
		r.Free, r.Strings = true, true
	}
}

// freeIn gives r, the hull of ms under key k, the condition under which it
// is any JSON value (FreeIn) where some members are (Free) but r is not
// (freeOrString did not make it so), and Strings beside it where some other
// member reads a string as it is (a string, or a value of any type that is
// not Free). A strict dialect declared such a hull's string as a plain
// string, while the any variant's parser, where any travels as JSON text,
// read "6" as 6 (genfuzz seeds 41791 and 1200707 under anthropic-strict).
func freeIn(k string, r *model.Schema, ms []member) {
	if r.Free {
		return
	}
	var labels []string
	strs := false
	for _, m := range ms {
		switch {
		case m.s.Free:
			labels = append(labels, m.labels...)
		case m.s.HasType("string") || len(m.s.Type) == 0 && m.s.Ref == "":
			strs = true
		}
	}
	if labels != nil {
		r.FreeIn, r.Strings = condition(k, labels), strs
	}
}
