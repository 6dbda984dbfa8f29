package flatten

import "github.com/stitchgen/stitchgen/model"

// A $ref merged with a different schema is replaced by its target, known at
// build time: a recursive type is always an object (only structs and unions
// recurse), so a string against it is a type list carrying the target's
// keywords (design §4).

// resolve replaces each $ref member by the schema it points at, so a $ref
// merges with a different schema like any other (a recursive type is known
// at build time). It reports false, with a warning, when a target cannot be
// had.
func (f *flattener) resolve(c collision, ms []member) ([]member, bool) {
	out := make([]member, len(ms))
	for i, m := range ms {
		out[i] = m
		if m.s.Ref == "" {
			continue
		}
		t := f.target(m.s.Ref)
		if t == nil {
			f.warnRef(c, m)
			return nil, false
		}
		t.Description, t.Pos, t.Field = m.s.Description, m.s.Pos, m.s.Field
		t.Tolerance, t.Notes = m.s.Tolerance, nil
		out[i].s = t
	}
	return out, true
}

// target returns a fresh copy of the flattened schema ref points at ("#" or
// "#/$defs/Name"), or nil if there is none. A target that reaches itself
// while being flattened is, at the inner place, an object that accepts any
// keys: every $ref target is an object (only structs and unions recurse).
func (f *flattener) target(ref string) *model.Schema {
	if t := f.targets[ref]; t != nil {
		return t.Clone()
	}
	if f.resolving[ref] {
		return &model.Schema{Type: []string{"object"}, AdditionalProperties: &model.Schema{}}
	}
	exact := f.root.Resolve(ref)
	if exact == nil {
		return nil
	}
	f.resolving[ref] = true
	t := shallowRoot(f.node(exact))
	f.resolving[ref] = false
	f.targets[ref] = t
	return t.Clone()
}

// shallowRoot drops the $defs of a flattened root used as a $ref target.
func shallowRoot(s *model.Schema) *model.Schema {
	s.Defs = nil
	return s
}
