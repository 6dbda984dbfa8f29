package load

import (
	"fmt"

	"github.com/stitchgen/stitchgen/model"
)

// checkFinite reports a recursive struct that no finite JSON value can
// meet: every value needs another of the same type inside, through required
// keys and non-empty lists (Y map[string]S `stitch:"min=2,required"` in S).
// Such a tool accepts no call at all.
func (l *loader) checkFinite() {
	finite := map[model.Type]bool{}
	var value func(t model.Type, c *model.Checks) bool
	value = func(t model.Type, c *model.Checks) bool {
		if c == nil {
			c = &model.Checks{}
		}
		if c.Nullable {
			return true
		}
		none := func(min *model.Bound) bool { return min == nil || min.Rat.Sign() == 0 }
		switch t := model.Deref(t).(type) {
		case *model.Slice:
			return none(c.Min) || value(t.Elem, c.Elem)
		case *model.Array:
			return t.Len == 0 || value(t.Elem, c.Elem)
		case *model.Map:
			return none(c.Min) || value(t.Elem, c.Elem)
		case *model.Struct, *model.Union:
			return finite[t]
		}
		return true
	}
	blocking := func(s *model.Struct) *model.Field {
		for _, f := range s.Fields {
			if f.Required && !value(f.Type, &f.Checks) {
				return f
			}
		}
		return nil
	}
	for changed := true; changed; {
		changed = false
		for _, s := range l.structSeq {
			if !finite[s] && blocking(s) == nil {
				finite[s], changed = true, true
			}
		}
		for _, u := range l.unionSeq {
			for _, v := range u.Variants {
				if !finite[u] && value(v.Type, v.Checks) {
					finite[u], changed = true, true
				}
			}
		}
	}
	for _, s := range l.structSeq {
		if f := blocking(s); f != nil && model.Recursive(s) {
			l.diags = append(l.diags, model.Diagnostic{Pos: f.Pos, Msg: fmt.Sprintf("%s has no finite JSON value: through its required key %q, every %s holds another one, without end; make a key on that cycle optional or nullable, or let its list be empty", s.Named.Name, f.JSON, s.Named.Name)})
		}
	}
}

// checkNullable reports nullable on a value of a recursive type, which the
// exact schema could only express with anyOf.
func (l *loader) checkNullable() {
	for _, s := range l.structSeq {
		for _, f := range s.Fields {
			t, c := f.Type, &f.Checks
			for c != nil && t != nil {
				if st := model.Deref(t); c.Nullable && model.Recursive(st) {
					if _, ok := t.(*model.Nullable); ok {
						l.diags = append(l.diags, model.Diagnostic{Pos: f.Pos, Msg: fmt.Sprintf("stitch.Nullable of the recursive type %s cannot be expressed without anyOf (its schema is a $ref, to which null cannot be added); use *%s, which may be left out", l.typeString(st), l.typeString(st))})
						break
					}
					l.diags = append(l.diags, model.Diagnostic{Pos: f.Pos, Msg: fmt.Sprintf("nullable on a value of recursive type %s cannot be expressed without anyOf; drop nullable (a pointer field may be left out instead)", l.typeString(t))})
				}
				t, c = model.ElemOf(t), c.Elem
			}
		}
	}
}
