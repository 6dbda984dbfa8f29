package proptest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"reflect"
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// remarshalled predicts the value that parsing json.Marshal(v) gives back,
// where encoding/json loses something by design, and reports how many
// fields it changed. The losses, all encoding/json's, none the parser's:
//
//   - a rest map (json:"-") is not marshalled, so it comes back nil;
//   - a key tagged omitempty (omitzero) whose value is empty (zero) is left
//     out, so it comes back as its stitch default, or as the zero value
//     (a nil slice or map where the value held an empty one).
//
// A required key left out this way is not predicted: the parse of the
// marshalled value then fails and the test reports it.
//
// v is the parser's result (a tool's input type T, not a pointer); t is the
// tool's model type. The returned value is a copy at the top level; slices
// and maps inside are v's own, changed in place.
func remarshalled(v any, t model.Type) (any, int, error) {
	p := reflect.New(reflect.TypeOf(v)).Elem()
	p.Set(reflect.ValueOf(v))
	var n normaliser
	n.walk(p, t)
	return p.Interface(), n.changed, n.err
}

type normaliser struct {
	changed int
	err     error // a model that does not match the Go type
}

func (n *normaliser) walk(v reflect.Value, t model.Type) {
	switch t := t.(type) {
	case *model.Pointer:
		if v.Kind() == reflect.Pointer && !v.IsNil() {
			n.walk(v.Elem(), t.Elem)
		}
	case *model.Nullable:
		// Its value is unexported: through Get and Set.
		if got := v.MethodByName("Get").Call(nil); v.CanAddr() && got[1].Bool() {
			e := reflect.New(got[0].Type()).Elem()
			e.Set(got[0])
			n.walk(e, t.Elem)
			v.Addr().MethodByName("Set").Call([]reflect.Value{e})
		}
	case *model.Struct:
		n.fields(v, t)
	case *model.Union:
		n.union(v, t)
	case *model.Slice:
		for i := range v.Len() {
			n.nullValue(v.Index(i), t.Elem)
			n.walk(v.Index(i), t.Elem)
		}
	case *model.Array:
		for i := range v.Len() {
			n.nullValue(v.Index(i), t.Elem)
			n.walk(v.Index(i), t.Elem)
		}
	case *model.Map:
		for it := v.MapRange(); it.Next(); {
			e := reflect.New(it.Value().Type()).Elem()
			e.Set(it.Value())
			n.nullValue(e, t.Elem)
			n.walk(e, t.Elem)
			v.SetMapIndex(it.Key(), e)
		}
	}
}

// union walks the variant an interface holds (or, at a union tool's root,
// the variant itself).
func (n *normaliser) union(v reflect.Value, u *model.Union) {
	x := v
	if v.Kind() == reflect.Interface {
		if v.IsNil() {
			return
		}
		x = v.Elem()
	}
	for _, vr := range u.Variants {
		if name := vr.Type.GoName(); name != nil && x.Type().Name() == name.Name && x.Type().PkgPath() == name.Path {
			c := reflect.New(x.Type()).Elem()
			c.Set(x)
			n.walk(c, vr.Type)
			v.Set(c)
			return
		}
	}
}

func (n *normaliser) fields(v reflect.Value, s *model.Struct) {
	for _, f := range s.Fields {
		fv, sf, ok := n.fieldByIndex(v, f.Index)
		if !ok {
			continue
		}
		_, opts, _ := strings.Cut(sf.Tag.Get("json"), ",")
		omitted := hasOpt(opts, "omitempty") && isEmptyValue(fv) || hasOpt(opts, "omitzero") && fv.IsZero()
		if !omitted {
			n.nullValue(fv, f.Type)
			n.walk(fv, f.Type)
			continue
		}
		want := reflect.New(fv.Type())
		if f.Default != nil {
			if err := json.Unmarshal(integral(f.Default), want.Interface()); err != nil {
				if containsUnion(f.Type) {
					// encoding/json cannot decode into an interface: not
					// predicted; a round trip that changes the value
					// fails the test.
					continue
				}
				n.err = fmt.Errorf("default of %s: %v", f.GoName, err)
			}
		}
		if !reflect.DeepEqual(fv.Interface(), want.Elem().Interface()) {
			fv.Set(want.Elem())
			n.changed++
		}
	}
	if s.Rest != nil {
		if fv, _, ok := n.fieldByIndex(v, s.Rest.Index); ok && !fv.IsZero() {
			fv.SetZero()
			n.changed++
		}
	}
}

// nullValue predicts a nil written as null where null is a value of the
// field (json.RawMessage, any, and pointers to them): the parser reads it
// back as that value, RawMessage("null") or a pointer to nil.
func (n *normaliser) nullValue(fv reflect.Value, t model.Type) {
	p, isPtr := t.(*model.Pointer)
	if !isPtr || fv.Kind() != reflect.Pointer || !fv.IsNil() {
		if _, raw := t.(*model.Raw); raw && fv.Len() == 0 {
			fv.SetBytes([]byte("null"))
			n.changed++
		}
		return
	}
	switch p.Elem.(type) {
	case *model.Raw, *model.Any:
		e := reflect.New(fv.Type().Elem())
		if _, raw := p.Elem.(*model.Raw); raw {
			e.Elem().SetBytes([]byte("null"))
		}
		fv.Set(e)
		n.changed++
	}
}

// fieldByIndex follows a model.Field's Go selector path; ok is false through
// a nil embedded pointer or a name the Go type lacks.
func (n *normaliser) fieldByIndex(v reflect.Value, index []string) (reflect.Value, reflect.StructField, bool) {
	var sf reflect.StructField
	for _, name := range index {
		if v.Kind() == reflect.Pointer {
			if v.IsNil() {
				return v, sf, false
			}
			v = v.Elem()
		}
		var ok bool
		sf, ok = v.Type().FieldByName(name)
		if !ok {
			n.err = fmt.Errorf("no field %s in %s", name, v.Type())
			return v, sf, false
		}
		v = v.FieldByName(name)
	}
	return v, sf, true
}

func hasOpt(opts, name string) bool {
	for _, o := range strings.Split(opts, ",") {
		if o == name {
			return true
		}
	}
	return false
}

// isEmptyValue is encoding/json's test for omitempty.
func isEmptyValue(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Interface, reflect.Pointer:
		return v.IsZero()
	}
	return false
}

// containsUnion reports whether t holds a union at any depth of its
// containers (not inside structs).
func containsUnion(t model.Type) bool {
	switch t := t.(type) {
	case *model.Union:
		return true
	case *model.Pointer:
		return containsUnion(t.Elem)
	case *model.Slice:
		return containsUnion(t.Elem)
	case *model.Array:
		return containsUnion(t.Elem)
	case *model.Map:
		return containsUnion(t.Elem)
	}
	return false
}

// integral rewrites the whole numbers of a JSON value as integers (1.0 and
// 1e2 become 1 and 100), as the parser reads them into an integer field and
// encoding/json does not.
func integral(doc []byte) []byte {
	d := json.NewDecoder(bytes.NewReader(doc))
	d.UseNumber()
	var v any
	if d.Decode(&v) != nil {
		return doc
	}
	var walk func(v any) any
	walk = func(v any) any {
		switch v := v.(type) {
		case json.Number:
			if r, ok := new(big.Rat).SetString(string(v)); ok && r.IsInt() {
				return json.Number(r.Num().String())
			}
		case []any:
			for i := range v {
				v[i] = walk(v[i])
			}
		case map[string]any:
			for k := range v {
				v[k] = walk(v[k])
			}
		}
		return v
	}
	out, err := json.Marshal(walk(v))
	if err != nil {
		return doc
	}
	return out
}
