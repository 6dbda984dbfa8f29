package load

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/token"
	"go/types"
	"math/big"
	"regexp"
	"strings"

	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/tags"
)

// Formats lists the portable format names (DESIGN §6).
var Formats = []string{"date", "time", "date-time", "duration", "uri", "uri-reference", "uri-template",
	"email", "hostname", "ipv4", "ipv6", "regex", "uuid", "json-pointer", "relative-json-pointer"}

type tagErrFunc func(key string, format string, args ...any)

// checks copies the tag options into f.Checks, reporting every option that
// does not fit the field's type.
func (l *loader) checks(f *model.Field, o tags.Field, bad tagErrFunc, goType types.Type) {
	t := model.Deref(f.Type)
	b, _ := t.(*model.Basic)
	isString := b != nil && b.Kind == model.String
	isNumber := b != nil && b.Kind.IsNumber()
	isInt := b != nil && b.Kind.IsInteger()
	kind := describe(f.Type)

	if o.Int {
		if b == nil || !b.Kind.IsFloat() {
			bad("int", "int applies to float fields (it asks for an integral value); %s is %s — drop int", f.GoName, kind)
		} else {
			f.Int = true
		}
	}
	sized := isString || isNumber
	switch t.(type) {
	case *model.Slice, *model.Map, *model.Array:
		sized = true
	}
	bound := func(key string, r *big.Rat, text string) *model.Bound {
		if r == nil {
			return nil
		}
		if !sized {
			bad(key, "%s applies to numbers, strings, slices and maps; %s is %s", key, f.GoName, kind)
			return nil
		}
		if !isNumber && (key == "gt" || key == "lt") {
			bad(key, "%s applies to numbers; for a length write %s", key, map[string]string{"gt": "min", "lt": "max"}[key])
			return nil
		}
		if !isNumber && (!r.IsInt() || r.Sign() < 0) {
			bad(key, "%s=%s bounds a length, which is a whole number ≥ 0", key, text)
			return nil
		}
		if isInt && !r.IsInt() && (key == "min" || key == "max") {
			bad(key, "%s=%s on an integer field must be a whole number", key, text)
			return nil
		}
		return &model.Bound{Text: text, Rat: r}
	}
	f.Min = bound("min", o.Min, o.MinText)
	f.Max = bound("max", o.Max, o.MaxText)
	f.Gt = bound("gt", o.Gt, o.GtText)
	f.Lt = bound("lt", o.Lt, o.LtText)
	if len(o.Enum) > 0 {
		switch {
		case isString:
			f.Enum = o.Enum
		case isInt:
			ok := true
			for _, e := range o.Enum {
				if _, err := json.Number(e).Int64(); err != nil || strings.ContainsAny(e, ".eE+") {
					bad("enum", "enum value %q of an integer field is not a whole number", e)
					ok = false
				}
			}
			if ok {
				f.Enum = o.Enum
			}
		default:
			bad("enum", "enum applies to strings and integers; %s is %s", f.GoName, kind)
		}
	}
	if o.Pattern != "" {
		if !isString {
			bad("pattern", "pattern applies to strings; %s is %s", f.GoName, kind)
		} else if _, err := regexp.Compile(o.Pattern); err == nil {
			f.Pattern = o.Pattern
		}
	}
	if o.Format != "" {
		if !isString {
			bad("format", "format applies to strings; %s is %s", f.GoName, kind)
		} else if !contains(Formats, o.Format) && !contains(l.allowFormats, o.Format) {
			bad("format", "format %q is not portable (portable: %s); use one of those, or allow it with -allow-formats=%s (the parser cannot check it: add a refine)", o.Format, strings.Join(Formats, ", "), o.Format)
		} else {
			f.Format = o.Format
		}
	}
	for _, k := range []string{"trim", "lower", "upper"} {
		if _, set := o.Offsets[k]; set && !isString {
			bad(k, "%s rewrites strings; %s is %s", k, f.GoName, kind)
		}
	}
	if isString {
		f.Trim, f.Lower, f.Upper = o.Trim, o.Lower, o.Upper
	}
	if o.Coerce {
		if b == nil {
			bad("coerce", "coerce applies to numbers, bools and strings; %s is %s", f.GoName, kind)
		} else {
			f.Coerce = true
		}
	}
	if o.Default != nil {
		if f.Required {
			bad("default", "default is used when the key is absent, but %s is required; add omitempty to its json tag or the optional tag", f.GoName)
		} else if msg := fitsJSON(o.Default, f.Type, f.Nullable); msg != "" {
			bad("default", "default=%s does not fit %s: %s", o.Default, kind, msg)
		} else {
			f.Default = o.Default
		}
	}
	if o.Catch != nil {
		if msg := fitsJSON(o.Catch, f.Type, f.Nullable); msg != "" {
			bad("catch", "catch=%s does not fit %s: %s", o.Catch, kind, msg)
		} else {
			f.Catch = o.Catch
		}
	}
	for _, fn := range o.Refine {
		if msg := refineSig(l.pkg.Types.Scope().Lookup(fn), fn, goType); msg != "" {
			bad("refine", "%s", msg)
		} else {
			f.Refine = append(f.Refine, fn)
		}
	}
	if len(o.Variant) > 0 {
		if !isString {
			bad("oneof-variant", "the discriminator field %s must be a string; it is %s", f.GoName, kind)
		} else {
			f.Labels = o.Variant
		}
	}
}

// checkRefine reports a //stitch:refine function that is missing or has the
// wrong signature.
func (l *loader) checkRefine(fn string, t types.Type, pos token.Pos) {
	obj := l.pkg.Types.Scope().Lookup(fn)
	if msg := refineSig(obj, fn, t); msg != "" {
		l.errorf(pos, "%s", msg)
	}
}

func refineSig(obj types.Object, fn string, t types.Type) string {
	name := types.TypeString(t, func(p *types.Package) string {
		if p == obj.Pkg() || obj == nil {
			return ""
		}
		return p.Name()
	})
	if obj == nil {
		return fmt.Sprintf("refine function %s is not declared in this package; declare func %s(v %s) error", fn, fn, name)
	}
	sig, ok := obj.Type().(*types.Signature)
	if !ok || sig.Params().Len() != 1 || sig.Results().Len() != 1 ||
		types.TypeString(sig.Results().At(0).Type(), nil) != "error" ||
		!types.Identical(sig.Params().At(0).Type(), t) {
		return fmt.Sprintf("refine function %s must be func(v %s) error", fn, name)
	}
	return ""
}

// describe names a type's JSON kind for messages.
func describe(t model.Type) string {
	switch t := model.Deref(t).(type) {
	case *model.Basic:
		switch {
		case t.Kind == model.String:
			return "a string"
		case t.Kind == model.Bool:
			return "a bool"
		case t.Kind.IsFloat():
			return "a float"
		}
		return "an integer"
	case *model.Struct:
		return "a struct"
	case *model.Union:
		return "a union"
	case *model.Slice, *model.Array:
		return "a slice"
	case *model.Map:
		return "a map"
	case *model.Time:
		return "a time.Time"
	}
	return "any JSON value"
}

// fitsJSON checks that the JSON value raw can be a value of t (shape and
// kind; constraints are the parser's business). It returns "" or why not.
func fitsJSON(raw json.RawMessage, t model.Type, nullable bool) string {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return err.Error()
	}
	return fits(v, t, nullable, map[model.Type]bool{})
}

func fits(v any, t model.Type, nullable bool, seen map[model.Type]bool) string {
	if v == nil {
		if nullable {
			return ""
		}
		return "null is not allowed (add nullable)"
	}
	switch t := t.(type) {
	case *model.Pointer:
		return fits(v, t.Elem, nullable, seen)
	case *model.Basic:
		switch {
		case t.Kind == model.String:
			if _, ok := v.(string); !ok {
				return "want a string"
			}
		case t.Kind == model.Bool:
			if _, ok := v.(bool); !ok {
				return "want true or false"
			}
		case t.Kind.IsInteger():
			n, ok := v.(json.Number)
			if !ok {
				return "want an integer"
			}
			r, ok := new(big.Rat).SetString(string(n))
			if !ok || !r.IsInt() {
				return "want an integer"
			}
		default:
			if _, ok := v.(json.Number); !ok {
				return "want a number"
			}
		}
	case *model.Time:
		if _, ok := v.(string); !ok {
			return "want an RFC 3339 date-time string"
		}
	case *model.Slice, *model.Array:
		arr, ok := v.([]any)
		if !ok {
			return "want an array"
		}
		elem := elemOf(t)
		for _, e := range arr {
			if m := fits(e, elem, false, seen); m != "" {
				return m
			}
		}
	case *model.Map:
		obj, ok := v.(map[string]any)
		if !ok {
			return "want an object"
		}
		for _, e := range obj {
			if m := fits(e, t.Elem, false, seen); m != "" {
				return m
			}
		}
	case *model.Struct, *model.Union:
		if _, ok := v.(map[string]any); !ok {
			return "want an object"
		}
	}
	return ""
}

func elemOf(t model.Type) model.Type {
	switch t := t.(type) {
	case *model.Slice:
		return t.Elem
	case *model.Array:
		return t.Elem
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
