package load

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/stitchgen/stitchgen/load/judge"
	"github.com/stitchgen/stitchgen/model"
)

// checkZeroValues keeps ValidateX in agreement with ParseX where Go cannot
// tell an absent key from its zero value. ValidateX writes a value with
// encoding/json and parses the result, so:
//
//   - an optional field (or a nullable one that is not a pointer) holds its
//     zero value when the key is absent (or null); if encoding/json then
//     writes that zero value and it fails the field's own checks, ValidateX
//     refuses what ParseX returned (`Opt Inner json:"opt,omitempty"`:
//     omitempty never leaves out a struct);
//   - a required field whose zero value passes its checks is left out by
//     ,omitempty, and ValidateX reports it missing.
//
// Both are reported where the field is declared, with the way out.
func (l *loader) checkZeroValues() {
	if model.HasErrors(l.diags) {
		return // judged once the field's own checks are sound: no follow-on
	}
	for _, s := range l.structSeq {
		l.checkRequiredWhen(s)
		for _, f := range s.Fields {
			if _, ok := f.Type.(*model.Nullable); ok {
				continue // omitzero leaves an absent one out, null is written as null (nullableField)
			}
			if isPointer(f.Type) && f.Required && f.Nullable && (f.OmitEmpty || f.OmitZero) {
				// Parse returns nil for null; encoding/json leaves it out.
				l.diags = append(l.diags, model.Diagnostic{Pos: f.Pos, Msg: f.GoName + " is required and nullable, so Parse returns nil for null, which its json tag makes encoding/json leave out: ValidateX would report the required key missing; drop ,omitempty or ,omitzero from its json tag"})
				continue
			}
			if msg := zeroDefaulted(f); msg != "" {
				l.diags = append(l.diags, model.Diagnostic{Pos: f.Pos, Msg: msg})
				continue
			}
			if f.Labels != nil || f.Default != nil || isPointer(f.Type) {
				// A discriminator is always sent; a default fills an absent
				// key; a nil pointer is written as null, a key left out.
				continue
			}
			z, known := zeroJSON(f.Type)
			if !known {
				continue
			}
			left := leftOut(f, z)
			zeroHeld := !f.Required || (f.Nullable && !isPointer(f.Type))
			switch {
			case zeroHeld && !left:
				when, fix := "when the key is absent", "make it a pointer, or add ,omitzero to its json tag"
				if f.Required {
					when, fix = "when it is sent null", "make it a pointer"
				}
				if msg := judge.Value(z, f.Type, &f.Checks, ""); msg != "" {
					l.diags = append(l.diags, model.Diagnostic{Pos: f.Pos, Msg: f.GoName + " holds its zero value " + when + ", and encoding/json writes it back, but that value fails the field's checks (" + msg + "): ValidateX would refuse what Parse returns; " + fix})
				} else if d := defaultInside(f.Type, map[*model.Struct]bool{}); d != "" {
					if !f.Required && judge.Value(map[string]any{}, f.Type, &f.Checks, "") == "" {
						fix = "write default={} so the defaults inside apply when the key is absent, make it a pointer, or add ,omitzero to its json tag"
					}
					l.diags = append(l.diags, model.Diagnostic{Pos: f.Pos, Msg: f.GoName + " holds its zero value " + when + ", where " + d + " does not apply; encoding/json writes that value back without the key, which then reads as the default: Parse would not read back what it returned; " + fix})
				}
			case zeroHeld && f.Required: // nullable, not a pointer, and left out
				l.diags = append(l.diags, model.Diagnostic{Pos: f.Pos, Msg: f.GoName + " reads null as its zero value, which its json tag makes encoding/json leave out: ValidateX would report the required key missing; make it a pointer"})
			case f.Required && !f.Nullable:
				// Parse returns an empty list or map as an empty, not a nil,
				// one: only omitempty leaves that out (omitzero keeps a non-nil one).
				switch f.Type.(type) {
				case *model.Slice:
					z, left = []any{}, f.OmitEmpty
				case *model.Map:
					z, left = map[string]any{}, f.OmitEmpty
				}
				if left && judge.Value(z, f.Type, &f.Checks, "") == "" {
					l.diags = append(l.diags, model.Diagnostic{Pos: f.Pos, Msg: f.GoName + " is required, but its json tag makes encoding/json leave out its zero value, which the field accepts: ValidateX would report the key missing; drop ,omitempty or ,omitzero from its json tag, or the required tag"})
				}
			}
		}
	}
}

// zeroDefaulted says why a bool, string or number field with a default
// that is not its zero value cannot keep an explicit zero ("" when none):
// omitempty and omitzero both leave the zero out, and an absent key reads
// as the default, so a call's {"tail_lines":0} is written back as no key and
// re-read as the default. It matters only where the zero passes the
// field's checks (else a call cannot send it).
func zeroDefaulted(f *model.Field) string {
	b, ok := f.Type.(*model.Basic)
	if !ok || f.Default == nil || !(f.OmitEmpty || f.OmitZero) {
		return ""
	}
	z, _ := zeroJSON(b)
	var d any
	if err := json.Unmarshal(f.Default, &d); err != nil {
		return ""
	}
	zero, what := "false", "a bool"
	switch {
	case b.Kind == model.String:
		zero, what = `""`, "a string"
		if d == "" {
			return ""
		}
	case b.Kind.IsNumber():
		zero, what = "0", "a number"
		if n, ok := d.(float64); ok && n == 0 {
			return ""
		}
	case d == false:
		return ""
	}
	if judge.Value(z, f.Type, &f.Checks, "") != "" {
		return "" // the zero is refused: no call keeps it
	}
	def := string(f.Default)
	goType := b.Kind.GoString()
	if b.Named != nil {
		goType = b.Named.Name
	}
	accept := ", which its checks accept"
	if b.Kind == model.Bool {
		accept = ""
	}
	return fmt.Sprintf("%s is %s with default=%s whose json tag leaves out %s%s: a call's explicit %s is written back by encoding/json as no key, which reads again as %s, so ValidateX and any re-read of the value turn %s into %s; make it *%s (nil when the key is absent, the default then applies), or drop omitempty and omitzero from its json tag and add the optional tag (the zero is then written and read back), or make it stitch.Nullable[%s] with omitzero and no default (a key left out is then a state the handler sees)",
		f.GoName, what, def, zero, accept, zero, def, zero, def, goType, goType)
}

// checkRequiredWhen is checkZeroValues for a key another key's requires=
// names: required when that key is sent, so encoding/json must not leave
// out a value of it that Parse returns (ValidateX would report it missing
// where Parse accepted the call).
func (l *loader) checkRequiredWhen(s *model.Struct) {
	for _, f := range s.Fields {
		for _, r := range f.Requires {
			g := fieldByJSON(s, r)
			if g == nil {
				continue
			}
			if _, ok := g.Type.(*model.Nullable); ok {
				continue // a sent one is written back: omitzero leaves out only the absent state
			}
			why := g.GoName + " is required when " + strconv.Quote(f.JSON) + " is sent (" + f.GoName + "'s requires=" + r + "), but "
			switch {
			case isPointer(g.Type):
				if g.Nullable && (g.OmitEmpty || g.OmitZero) {
					l.diags = append(l.diags, model.Diagnostic{Pos: g.Pos, Msg: why + "it is nullable, so Parse returns nil for null, which its json tag makes encoding/json leave out: ValidateX would report the key missing; drop ,omitempty or ,omitzero from its json tag (tag it optional)"})
				}
			default:
				z, known := zeroJSON(g.Type)
				left := known && leftOut(g, z)
				switch g.Type.(type) {
				case *model.Slice: // Parse returns an empty one, not nil
					z, left = []any{}, g.OmitEmpty
				case *model.Map:
					z, left = map[string]any{}, g.OmitEmpty
				}
				if left && judge.Value(z, g.Type, &g.Checks, "") == "" {
					l.diags = append(l.diags, model.Diagnostic{Pos: g.Pos, Msg: why + "its json tag makes encoding/json leave out its zero value, which the field accepts: ValidateX would report the key missing where Parse accepted the call; give it a check its zero value fails (min=1), make it a pointer, or drop ,omitempty and ,omitzero from its json tag (tag it optional)"})
				}
			}
		}
	}
}

// fieldByJSON is the field of s whose JSON key is key, or nil.
func fieldByJSON(s *model.Struct, key string) *model.Field {
	for _, f := range s.Fields {
		if f.JSON == key {
			return f
		}
	}
	return nil
}

// leftOut reports whether encoding/json, under the field's json options,
// leaves out the zero value z, or writes a null that ValidateX reads as a
// key left out (stitch.WireNullAbsent).
func leftOut(f *model.Field, z any) bool {
	if f.OmitZero || (f.OmitEmpty && emptyForJSON(f.Type)) {
		return true
	}
	switch model.Deref(f.Type).(type) {
	case *model.Any, *model.Raw:
		return false // null is one of its values (stitch.WireNullAbsent keeps it)
	}
	return z == nil && !f.Nullable
}

// zeroJSON is the JSON value encoding/json writes for the zero value of t,
// decoded as judge reads values; known is false where it cannot be told
// (a text type writes what its MarshalText says).
func zeroJSON(t model.Type) (v any, known bool) {
	switch t := t.(type) {
	case *model.Pointer, *model.Slice, *model.Map, *model.Any, *model.Raw, *model.Union:
		return nil, true
	case *model.Nullable:
		// Left out under the omitzero load requires of it (leftOut); null
		// were it written.
		return nil, true
	case *model.Basic:
		switch {
		case t.Kind == model.String:
			return "", true
		case t.Kind == model.Bool:
			return false, true
		case t.Kind.IsNumber():
			return json.Number("0"), true
		}
	case *model.Time:
		return "0001-01-01T00:00:00Z", true
	case *model.Array:
		e, ok := zeroJSON(t.Elem)
		items := make([]any, t.Len)
		for i := range items {
			items[i] = e
		}
		return items, ok
	case *model.Struct:
		obj := map[string]any{}
		for _, g := range t.Fields {
			z, ok := zeroJSON(g.Type)
			if !ok {
				return nil, false
			}
			if !leftOut(g, z) {
				obj[g.JSON] = z
			}
		}
		return obj, true
	}
	return nil, false
}

// defaultInside names a field with a default that the zero value of t, as
// encoding/json writes it, leaves out ("x's default=1", "a[0].x's
// default=1"), or returns "": reading that JSON back fills the default in, so
// it is not the zero value that was written.
func defaultInside(t model.Type, seen map[*model.Struct]bool) string {
	switch t := t.(type) {
	case *model.Array:
		if t.Len == 0 {
			return ""
		}
		if d := defaultInside(t.Elem, seen); d != "" {
			if !strings.HasPrefix(d, "[") {
				d = "." + d
			}
			return "[0]" + d
		}
	case *model.Struct:
		if seen[t] {
			return ""
		}
		seen[t] = true
		for _, g := range t.Fields {
			z, known := zeroJSON(g.Type)
			if !known {
				continue
			}
			if leftOut(g, z) {
				if g.Default != nil {
					return g.JSON + "'s default=" + string(g.Default)
				}
				continue
			}
			if d := defaultInside(g.Type, seen); d != "" {
				if !strings.HasPrefix(d, "[") {
					d = "." + d
				}
				return g.JSON + d
			}
		}
	}
	return ""
}

// emptyForJSON reports whether ,omitempty leaves out t's zero value:
// false, 0, "", nil pointers and interfaces, empty slices, maps and
// zero-length arrays; never a struct.
func emptyForJSON(t model.Type) bool {
	switch t := t.(type) {
	case *model.Struct, *model.Time, *model.Text:
		return false
	case *model.Array:
		return t.Len == 0
	}
	return true
}

func isPointer(t model.Type) bool {
	_, ok := t.(*model.Pointer)
	return ok
}
