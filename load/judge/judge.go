// Package judge says whether the generated parser would accept a JSON value
// as a value of a model type with its checks, and why not: the judge of
// default= and catch= values and of the values other libraries' tags imply
// (load, load/foreign), and of the review's witnesses (breaking, through
// load.Rejects). It stands below both readers of tags, with the model and
// the parser's own judges (runtime/stitchimpl) under it.
package judge

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/runtime/stitchimpl"
)

// Rejects says why the parser would reject the JSON value raw as a value of
// type t with the checks c, or returns "". A default= or catch= value must
// pass the checks of its own field: the parser hands it to the handler as
// if it had been sent. The judges are the parser's own, from its runtime
// (stitchimpl.ValidFormat, CompareNumber, IsIntegral, ParseFloat); hidden checks
// (refine) run only at parse time.
func Rejects(raw json.RawMessage, t model.Type, c *model.Checks) string {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return err.Error()
	}
	return Value(v, t, c, "")
}

// Value says why the parser would reject v (a JSON value decoded with
// UseNumber) at path (for the message: "" at the root) as a value of type t
// with the checks c, or returns "".
func Value(v any, t model.Type, c *model.Checks, path string) string {
	if c == nil {
		c = &model.Checks{}
	}
	at := func(format string, args ...any) string {
		msg := fmt.Sprintf(format, args...)
		if path != "" {
			return "at " + path + ": " + msg
		}
		return msg
	}
	switch t.(type) {
	case *model.Any, *model.Raw:
		return ""
	}
	if v == nil {
		if c.Nullable {
			return ""
		}
		return at("null is accepted only with nullable")
	}
	switch t := model.Deref(t).(type) {
	case *model.Basic:
		return judgeBasic(v, t, c, at)
	case *model.Text:
		// Its UnmarshalText runs in the parser, which judges the rest.
		return judgeBasic(v, &model.Basic{Kind: model.String}, c, at)
	case *model.Time:
		s, ok := v.(string)
		if !ok {
			return at("expected an RFC 3339 date-time string, got %s", kindOf(v))
		}
		if !stitchimpl.ValidFormat("date-time", s) {
			return at("%s is not an RFC 3339 date-time", strconv.Quote(s))
		}
	case *model.Slice, *model.Array:
		arr, ok := v.([]any)
		if !ok {
			return at("expected an array, got %s", kindOf(v))
		}
		if a, ok := t.(*model.Array); ok && int64(len(arr)) != a.Len {
			return at("expected exactly %s, got %d", model.Counted(a.Len, "items"), len(arr))
		}
		if msg := c.Judge(model.CountOf(model.Lists, len(arr))); msg != "" {
			return at("%s", msg)
		}
		var et model.Type
		switch t := t.(type) {
		case *model.Slice:
			et = t.Elem
		case *model.Array:
			et = t.Elem
		}
		for i, e := range arr {
			if msg := Value(e, et, c.Elem, fmt.Sprintf("%s[%d]", path, i)); msg != "" {
				return msg
			}
		}
	case *model.Map:
		obj, ok := v.(map[string]any)
		if !ok {
			return at("expected an object, got %s", kindOf(v))
		}
		if msg := c.Judge(model.CountOf(model.Maps, len(obj))); msg != "" {
			return at("%s", msg)
		}
		for _, k := range slices.Sorted(maps.Keys(obj)) {
			if c.Keys != nil {
				if msg := judgeBasic(k, &model.Basic{Kind: model.String}, c.Keys, func(format string, args ...any) string {
					return "at key " + strconv.Quote(k) + " of " + orRoot(path) + ": " + fmt.Sprintf(format, args...)
				}); msg != "" {
					return msg
				}
			}
			if msg := Value(obj[k], t.Elem, c.Elem, keyPath(path, k)); msg != "" {
				return msg
			}
		}
	case *model.Struct:
		obj, ok := v.(map[string]any)
		if !ok {
			return at("expected an object, got %s", kindOf(v))
		}
		return judgeStruct(obj, t, path)
	case *model.Union:
		return judgeUnion(v, t, path, at)
	}
	return ""
}

// judgeUnion checks a value of a union: the variant it chooses, then the
// variant's checks.
func judgeUnion(v any, t *model.Union, path string, at func(string, ...any) string) string {
	if t.By != model.ByLabel {
		vr, why := t.Choose(v)
		switch {
		case vr == nil:
			return at("%s", why)
		case vr.Struct != nil:
			return judgeStruct(v.(map[string]any), vr.Struct, path)
		}
		return Value(v, vr.Type, vr.Checks, path)
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return at("expected an object, got %s", kindOf(v))
	}
	label, _ := obj[t.Key].(string)
	if _, sent := obj[t.Key]; !sent && t.Default != "" {
		label = t.Default // a missing discriminator means the default variant
	}
	for _, vr := range t.Variants {
		for _, l := range vr.Labels {
			if l == label {
				return judgeStruct(obj, vr.Struct, path)
			}
		}
	}
	labels := t.Labels()
	if label == "" {
		return at("the discriminator %s is missing (labels: %s)", strconv.Quote(t.Key), strings.Join(labels, ", "))
	}
	return at("%s is not a label of %s (labels: %s)", strconv.Quote(label), t.Named.Name, strings.Join(labels, ", "))
}

// judgeStruct checks the keys of an object against a struct's fields and
// its key policy.
func judgeStruct(obj map[string]any, st *model.Struct, path string) string {
	known := map[string]bool{}
	for _, f := range st.Fields {
		known[f.JSON] = true
		v, ok := obj[f.JSON]
		if !ok {
			if f.Required {
				return atPath(path) + "required key " + strconv.Quote(f.JSON) + " is missing"
			}
			continue
		}
		if msg := Value(v, f.Type, &f.Checks, keyPath(path, f.JSON)); msg != "" {
			return msg
		}
		for _, r := range f.Requires { // the keys sent with this one
			if _, sent := obj[r]; !sent {
				return atPath(path) + "required key " + strconv.Quote(r) + " is missing (required when " + strconv.Quote(f.JSON) + " is sent)"
			}
		}
	}
	for _, k := range slices.Sorted(maps.Keys(obj)) {
		if known[k] {
			continue
		}
		switch st.Policy {
		case model.Strict:
			return atPath(path) + "key " + strconv.Quote(k) + " is unknown (" + st.Named.Name + " is strict)"
		case model.Loose:
			if msg := Value(obj[k], st.Rest.Type.(*model.Map).Elem, st.Rest.Elem, keyPath(path, k)); msg != "" {
				return msg
			}
		}
	}
	return ""
}

// judgeBasic checks a scalar: its kind, then the tags (c.Judge), as the
// parser does after its rewrites.
func judgeBasic(v any, t *model.Basic, c *model.Checks, at func(string, ...any) string) string {
	var x model.Value
	switch {
	case t.Kind == model.String:
		s, ok := v.(string)
		if !ok {
			return at("expected a string, got %s", kindOf(v))
		}
		x = model.StringOf(s)
	case t.Kind == model.Bool:
		if _, ok := v.(bool); !ok {
			return at("expected true or false, got %s", kindOf(v))
		}
		return ""
	default:
		n, ok := v.(json.Number)
		if !ok {
			want := "a number"
			if t.Kind.IsInteger() {
				want = "an integer"
			}
			return at("expected %s, got %s", want, kindOf(v))
		}
		lit := []byte(n)
		if msg := judgeNumberType(lit, t); msg != "" {
			return at("%s", msg)
		}
		x = model.NumberOf(lit, t)
	}
	if msg := c.Judge(x); msg != "" {
		return at("%s", msg)
	}
	return ""
}

// judgeNumberType checks a number literal against its Go type: an integer
// kind's integrality and range, a float's (the tags are c.Judge's).
func judgeNumberType(lit []byte, t *model.Basic) string {
	if t.Kind.IsFloat() {
		if math.IsInf(stitchimpl.ParseFloat(lit, t.Kind.Bits()), 0) {
			return fmt.Sprintf("%s is outside the range of %s", lit, t.Kind.GoString())
		}
		return ""
	}
	if !stitchimpl.IsIntegral(lit) {
		return fmt.Sprintf("%s is not an integer", lit)
	}
	lo, hi := model.IntRange(t.Kind)
	if stitchimpl.CompareNumber(lit, lo.String()) < 0 || stitchimpl.CompareNumber(lit, hi.String()) > 0 {
		return fmt.Sprintf("%s is outside the range of %s (%s to %s)", lit, t.Kind.GoString(), lo, hi)
	}
	return ""
}

func orRoot(path string) string {
	if path == "" {
		return "the value"
	}
	return path
}

func atPath(path string) string {
	if path == "" {
		return ""
	}
	return "at " + path + ": "
}

func keyPath(path, k string) string {
	if path == "" {
		return k
	}
	return path + "." + k
}

// kindOf names the JSON kind of a decoded value.
func kindOf(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case json.Number:
		return "a number"
	case []any:
		return "an array"
	}
	return "an object"
}
