package load

import (
	"go/token"
	"go/types"

	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/tags"
)

// stitch.Nullable[T] is the one generic type stitchgen reads: a struct
// field's three states (left out, null, a value). The rules that keep its
// meaning, each a diagnostic here:
//   - it is a struct field's type, never an element, a map value or a
//     pointee (an element is always sent, so it has no "left out"; use *T
//     with dive,nullable), and T is neither a pointer nor a Nullable;
//   - its json tag says omitzero, so encoding/json leaves an absent value
//     out and ValidateX keeps absent and null apart;
//   - nullable (it is), default and catch (absence and a failed value are
//     states the handler sees) do not apply to it.

// isNullableType reports whether t is stitch.Nullable[T].
func isNullableType(t *types.Named) bool {
	obj := t.Obj()
	return obj.Pkg() != nil && obj.Pkg().Path() == model.NullablePath && obj.Name() == model.NullableName && t.TypeArgs().Len() == 1
}

// nullableElem is T when t is stitch.Nullable[T], else nil.
func (l *loader) nullableElem(t types.Type) types.Type {
	if n, ok := types.Unalias(t).(*types.Named); ok && isNullableType(n) {
		return n.TypeArgs().At(0)
	}
	return nil
}

// nullableType builds the model of stitch.Nullable[T].
func (l *loader) nullableType(t *types.Named, pos token.Pos) model.Type {
	arg := types.Unalias(t.TypeArgs().At(0))
	switch u := arg.Underlying().(type) {
	case *types.Pointer:
		l.errorf(pos, "stitch.Nullable[%s] holds a pointer; Nullable tells null and a left-out key apart already: write stitch.Nullable[%s]", types.TypeString(arg, l.qualifier), types.TypeString(u.Elem(), l.qualifier))
		return nil
	}
	if n, ok := arg.(*types.Named); ok && isNullableType(n) {
		l.errorf(pos, "stitch.Nullable of a stitch.Nullable has no more states than one; write %s", types.TypeString(arg, l.qualifier))
		return nil
	}
	e := l.typ(arg, pos)
	switch e.(type) {
	case nil:
		return nil
	case *model.Any, *model.Raw:
		l.errorf(pos, "stitch.Nullable[%s]: null is one of the values of %s already; a json.RawMessage field tells the three states apart by itself (nil: left out; RawMessage(\"null\"): null; else a value): use json.RawMessage with omitempty", types.TypeString(arg, l.qualifier), types.TypeString(arg, l.qualifier))
		return nil
	}
	return &model.Nullable{Elem: e}
}

// nullableField applies the rules of a stitch.Nullable field (f.Type is
// one), or reports a Nullable nested inside another field type. It returns
// the tags to judge as the value's: without those it reported.
func (l *loader) nullableField(f *model.Field, opts tags.Field, tagErr tagErrFunc, omitZero bool, pos token.Pos) tags.Field {
	if _, ok := f.Type.(*model.Nullable); !ok {
		if nestedNullable(f.Type) {
			l.errorf(pos, "stitch.Nullable is the type of a struct field (a key that may be left out, sent null, or sent a value); an element, a map value or a pointee is always sent: use *T with dive,nullable, or a pointer")
		}
		return opts
	}
	if _, given := opts.Offsets["nullable"]; given {
		tagErr("nullable", "nullable is what stitch.Nullable says already (null is one of its states); drop nullable")
	}
	for _, k := range []string{"default", "catch"} {
		if _, given := opts.Offsets[k]; given {
			why := "a key left out is a state of stitch.Nullable the handler sees (keep); use *T for a field whose absence takes a default"
			if k == "catch" {
				why = "a fallback value would hide from the handler which state was sent; check the value in the handler, or use *T with catch"
			}
			tagErr(k, "%s does not apply to %s, a stitch.Nullable: %s; drop %s", k, f.GoName, why, k)
		}
	}
	if !omitZero {
		l.errorf(pos, "%s is a stitch.Nullable, whose left-out state encoding/json leaves out only with omitzero (else it writes null, and ValidateX would read a clear where Parse read a keep); add omitzero to its json tag: json:\"%s,omitzero\"", f.GoName, f.JSON)
	}
	f.Nullable = true
	f.Required = opts.Has("required")
	opts = cloneLevel(opts)
	delete(opts.Values, "nullable")
	delete(opts.Values, "default")
	delete(opts.Values, "catch")
	return opts
}

// nestedNullable reports whether a stitch.Nullable sits inside t (not at
// its top), looking through containers and pointers but not into structs,
// whose own fields are judged where they are declared.
func nestedNullable(t model.Type) bool {
	var inner model.Type
	switch t := t.(type) {
	case *model.Pointer:
		inner = t.Elem
	case *model.Slice:
		inner = t.Elem
	case *model.Array:
		inner = t.Elem
	case *model.Map:
		inner = t.Elem
	default:
		return false
	}
	if _, ok := inner.(*model.Nullable); ok {
		return true
	}
	return nestedNullable(inner)
}
