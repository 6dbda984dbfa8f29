package flatten

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
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

// member is one variant's schema at a collided key.
type member struct {
	s      *model.Schema
	labels []string // labels of the variant it comes from
}

// hull returns the sound hull of the members (DESIGN §4, ADR 0044): the most
// precise schema of this subset that accepts every value any member accepts.
// A key declared once is kept as declared. Members are already flattened.
func (f *flattener) hull(c collision, ms []member) *model.Schema {
	if len(ms) == 1 {
		return ms[0].s.Clone()
	}
	r := f.hullOf(c, ms)
	if !r.Pos.IsValid() {
		first := sorted(ms)[0]
		r.Pos, r.Field = first.s.Pos, first.s.Field
	}
	return r
}

func (f *flattener) hullOf(c collision, ms []member) *model.Schema {
	desc := when(c.key, describedOf(ms), false)
	// The hazard scan covers every member, so which variant comes first
	// cannot decide whether the key keeps a type.
	if tol := filter(ms, func(s *model.Schema) bool { return s.Tolerance != "" }); len(tol) > 0 {
		f.warnTolerance(c, tol)
		// Untyped because of the tolerance: keep the reason and point at
		// the tolerant field, for -require-typed and outer collisions.
		first := sorted(tol)[0].s
		return &model.Schema{Description: desc, Tolerance: first.Tolerance, Pos: first.Pos, Field: first.Field}
	}
	live := filter(ms, func(s *model.Schema) bool { return !s.False })
	switch {
	case len(live) == 0:
		return &model.Schema{False: true}
	case len(live) == 1 || identical(live):
		r := live[0].s.Clone()
		describeAlike(c.key, r, live)
		r.Description = desc // what every member says, false ones too
		return r
	}
	if refs := filter(live, func(s *model.Schema) bool { return s.Ref != "" }); len(refs) > 0 {
		f.warnRef(c, live, refs)
		return &model.Schema{Description: desc}
	}
	return f.widen(c, live, desc)
}

// widen merges members that differ: kinds are united, and each kind's
// keywords are merged over the members that allow that kind, so a keyword
// that speaks to one kind never constrains another.
func (f *flattener) widen(c collision, ms []member, desc string) *model.Schema {
	r := &model.Schema{Description: desc}

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
// properties (a property several declare is their hull, one declared once
// is kept as declared), the intersection of their required keys, and the
// key policy of a flat object.
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
			} else if u := undeclared(p.s); u != nil {
				sub = append(sub, member{s: u, labels: p.labels})
			}
		}
		r.Properties = append(r.Properties, model.Property{Name: name, Schema: f.hull(c.at(name), sub)})
	}
	for _, name := range ps[0].s.Required {
		if all(ps, func(s *model.Schema) bool { return s.IsRequired(name) }) {
			r.Required = append(r.Required, name)
		}
	}
	r.AdditionalProperties = &model.Schema{}
	if all(ps, func(s *model.Schema) bool { return s.AdditionalProperties != nil && s.AdditionalProperties.False }) {
		r.AdditionalProperties = &model.Schema{False: true}
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

// shape serializes s without its descriptions (metadata is never
// serialized).
func shape(s *model.Schema) []byte {
	c := s.Clone()
	c.Walk(func(n *model.Schema) { n.Description = "" })
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
	r.Description = when(k, describedOf(ms), false)
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

func enumerated(s *model.Schema) bool { return s.Const != nil || s.Enum != nil }

var jsonNull = json.RawMessage("null")

func allowsNull(s *model.Schema) bool {
	if s.HasType("null") || bytes.Equal(s.Const, jsonNull) {
		return true
	}
	for _, e := range s.Enum {
		if bytes.Equal(e, jsonNull) {
			return true
		}
	}
	return false
}

// values merges the values of enumerated members: one const if they all
// name the same value, else one enum of every value in order of first
// appearance (with null when some member allows it).
func values(ms []member, nullable bool) (json.RawMessage, []json.RawMessage) {
	var enum []json.RawMessage
	seen := map[string]bool{}
	add := func(v json.RawMessage) {
		if !seen[string(v)] {
			seen[string(v)] = true
			enum = append(enum, v)
		}
	}
	for _, m := range ms {
		if m.s.Const != nil {
			add(m.s.Const)
		}
		for _, e := range m.s.Enum {
			add(e)
		}
	}
	if nullable {
		add(jsonNull)
	}
	if len(enum) == 1 && all(ms, func(s *model.Schema) bool { return s.Const != nil }) {
		return enum[0], nil
	}
	return nil, enum
}

// agreed returns the value every member gives, or "".
func agreed(ms []member, get func(*model.Schema) string) string {
	v := get(ms[0].s)
	for _, m := range ms[1:] {
		if get(m.s) != v {
			return ""
		}
	}
	return v
}

// loosestInt returns the loosest of an integer bound that every member has
// (the largest if upper, else the smallest), or nil.
func loosestInt(ms []member, get func(*model.Schema) *int64, upper bool) *int64 {
	var out *int64
	for _, m := range ms {
		v := get(m.s)
		if v == nil {
			return nil
		}
		if out == nil || (upper && *v > *out) || (!upper && *v < *out) {
			out = v
		}
	}
	if out == nil {
		return nil
	}
	n := *out
	return &n
}

// bound is one numeric bound, compared exactly.
type bound struct {
	val  *big.Rat
	text json.Number // as written
	excl bool
}

func parseBound(n json.Number, excl bool) (bound, bool) {
	if n == "" {
		return bound{}, false
	}
	v, ok := new(big.Rat).SetString(string(n))
	return bound{v, n, excl}, ok
}

// lowerOf returns the effective lower bound of s: the tighter of minimum
// and exclusiveMinimum.
func lowerOf(s *model.Schema) (bound, bool) {
	return tighter(s.Minimum, s.ExclusiveMinimum, +1)
}

func upperOf(s *model.Schema) (bound, bool) {
	return tighter(s.Maximum, s.ExclusiveMaximum, -1)
}

// tighter picks between an inclusive and an exclusive bound; dir is +1 for
// lower bounds (a larger value is tighter) and -1 for upper ones. At equal
// value the exclusive one is tighter.
func tighter(incl, excl json.Number, dir int) (bound, bool) {
	a, aok := parseBound(incl, false)
	b, bok := parseBound(excl, true)
	switch {
	case !aok:
		return b, bok
	case !bok:
		return a, true
	}
	if a.val.Cmp(b.val)*dir > 0 {
		return a, true
	}
	return b, true
}

// loosestBound returns the loosest of a bound every member has; dir is -1
// for lower bounds (the smallest wins) and +1 for upper ones. At equal value
// inclusive beats exclusive; equal bounds spelled differently ("1", "1.0")
// resolve to the shortest spelling, then the smallest, so the result never
// depends on member order.
func loosestBound(ms []member, get func(*model.Schema) (bound, bool), dir int) (bound, bool) {
	var out bound
	for i, m := range ms {
		b, ok := get(m.s)
		if !ok {
			return bound{}, false
		}
		if i == 0 || looser(b, out, dir) {
			out = b
		}
	}
	return out, true
}

func looser(a, b bound, dir int) bool {
	if c := a.val.Cmp(b.val) * dir; c != 0 {
		return c > 0
	}
	if a.excl != b.excl {
		return !a.excl
	}
	if len(a.text) != len(b.text) {
		return len(a.text) < len(b.text)
	}
	return a.text < b.text
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

// warnTolerance reports a collided key advertised untyped because some of
// its variants accept more than their type says.
func (f *flattener) warnTolerance(c collision, tol []member) {
	tol = sorted(tol)
	parts := make([]string, len(tol))
	for i, m := range tol {
		parts[i] = fieldName(c, m) + " uses " + m.s.Tolerance
	}
	why := ", which accepts more than its type says"
	if len(tol) > 1 {
		why = ", which accept more than their types say"
	}
	f.warn(model.Diagnostic{
		Pos: tol[0].s.Pos,
		Msg: fmt.Sprintf("key %q of union %s is advertised untyped: %s%s", c.path, c.union, andList(parts), why),
	})
}

// warnRef reports a collided key advertised untyped because a $ref cannot
// be merged with a different schema.
func (f *flattener) warnRef(c collision, ms, refs []member) {
	ms = sorted(ms)
	parts := make([]string, len(ms))
	for i, m := range ms {
		if m.s.Ref != "" {
			parts[i] = fieldName(c, m) + " refers to " + m.s.Ref
		} else {
			parts[i] = fieldName(c, m) + " is declared inline"
		}
	}
	f.warn(model.Diagnostic{
		Pos: sorted(refs)[0].s.Pos,
		Msg: fmt.Sprintf("key %q of union %s is advertised untyped: %s, and a $ref cannot be merged with a different schema", c.path, c.union, andList(parts)),
	})
}

func andList(parts []string) string {
	if len(parts) <= 2 {
		return strings.Join(parts, " and ")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// undeclared is what object s accepts under a key it does not declare: nil
// when s is strict, the rest schema when it is loose, {} when it is plain. A
// non-strict object takes part in the hull of every key its siblings
// declare, or the hull would reject values s accepts.
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
