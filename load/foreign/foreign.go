// Package foreign reads the tags of other libraries on a field into the
// stitch tag model: go-playground/validator's `validate:` tag (validate.go)
// and the `jsonschema:` tag of google/jsonschema-go (the MCP Go SDK's) and
// invopop/jsonschema (jsonschema.go). Both are translated into stitch items
// and merged into the field's stitch tag, which wins where it speaks: an
// item of another tag that means a stitch key the stitch tag also gives
// must say the same (else an error names both), and one without an exact
// stitch meaning is answered by the stitch tag that replaces it.
//
// It sits under load, which calls Read for each field that has such a tag
// and puts each error at its column: an error's offset is into the merged
// tag, tags.ValidateBase and tags.JSONSchemaBase marking the other tags.
// It judges values with load/judge, the parser's judge of constants.
package foreign

import (
	"fmt"
	"reflect"
	"sort"
	"strings"

	"github.com/stitchgen/stitchgen/load/judge"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/tags"
)

// Tags is what the other libraries' tags on one field say.
type Tags struct {
	Validate, JSONSchema       string
	HasValidate, HasJSONSchema bool
}

// Of reads the other libraries' tags of a field's struct tag.
func Of(tag reflect.StructTag) Tags {
	var ft Tags
	ft.Validate, ft.HasValidate = tag.Lookup("validate")
	ft.JSONSchema, ft.HasJSONSchema = tag.Lookup("jsonschema")
	return ft
}

// Any reports whether the field has a tag of another library.
func (ft Tags) Any() bool { return ft.HasValidate || ft.HasJSONSchema }

// Result is what Read made of a field's other tags.
type Result struct {
	// Presence is what the validate tag says of the key's presence: Apply
	// it once the field's checks are known.
	Presence Presence
	// Validated reports whether there was a validate tag to read (one that
	// is not empty nor "-").
	Validated bool
	// Errors are what the tags cannot say, in the order found, each at its
	// offset in the merged tag.
	Errors []tags.Error
}

// Read merges the validate and jsonschema tags ft of field f into its
// stitch options o (and a jsonschema description into f.Doc), with what
// they cannot say.
func Read(f *model.Field, o *tags.Field, ft Tags) Result {
	var r Result
	report := func(off int, format string, args ...any) {
		r.Errors = append(r.Errors, tags.Error{Offset: off, Msg: fmt.Sprintf(format, args...)})
	}
	var levels [][]tags.Item // the validate tag's items, the jsonschema tag's
	var diags []diag
	if ft.HasValidate && strings.TrimSpace(ft.Validate) != "" && ft.Validate != "-" {
		var vItems []tags.Item
		vItems, r.Presence, diags = readValidate(ft.Validate, f.Type)
		levels = append(levels, vItems)
		r.Validated = true
	}
	if ft.HasJSONSchema {
		js, doc := readJSONSchema(ft.JSONSchema, report)
		if doc != "" {
			f.Doc = doc
		}
		levels = append(levels, js)
	}
	before := map[tags.Error]bool{}
	for _, e := range o.Conflicts() {
		before[e] = true // reported with the stitch tag
	}
	for _, items := range levels {
		v, errs := tags.ParseItems(items)
		for _, e := range errs {
			report(e.Offset, "%s", e.Msg)
		}
		for _, m := range merge(o, v) {
			report(m.Offset, "%s", m.Msg)
		}
	}
	for _, d := range diags {
		if !answered(o, d) {
			report(d.offset, "%s", d.msg)
		}
	}
	for _, e := range o.Conflicts() {
		if !before[e] {
			report(e.Offset, "%s", e.Msg)
		}
	}
	if r.Presence.required && o.Has("optional") && o.Offsets["optional"] < tags.ValidateBase {
		report(o.Offsets["optional"], "stitch: optional and validate: required disagree; keep one")
	}
	return r
}

// answered reports whether the stitch tag speaks, at the level of d, with
// one of the keys that replace d's item.
func answered(o *tags.Field, d diag) bool {
	lv := o
	for _, c := range d.level {
		if lv == nil {
			return false
		}
		switch c {
		case 'd':
			lv = lv.Dive
		case 'k':
			lv = lv.Keys
		}
	}
	if lv == nil {
		return false
	}
	stitchKeys := 0
	for k, off := range lv.Offsets {
		if off >= tags.ValidateBase || k == "dive" || k == "keys" {
			continue
		}
		stitchKeys++
		for _, a := range d.answeredBy {
			if a == k {
				return true
			}
		}
	}
	return d.answeredBy == nil && stitchKeys > 0
}

// merge adds the options of v (translated from another tag) to the stitch
// options o, level by level. A key both give must have the same value;
// where they differ the stitch tag's stands and the error says so.
func merge(o *tags.Field, v tags.Field) []tags.Error {
	var errs []tags.Error
	keys := make([]string, 0, len(v.Offsets))
	for k := range v.Offsets {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return v.Offsets[keys[i]] < v.Offsets[keys[j]] })
	for _, k := range keys {
		if k == "dive" || k == "keys" {
			continue
		}
		val, usable := v.Values[k]
		if _, given := o.Offsets[k]; given {
			sv, ok := o.Values[k]
			if ok && usable && !sameValue(sv, val) && k != "why" { // the stitch tag's words for a pattern stand
				errs = append(errs, tags.Error{Offset: v.Offsets[k], Msg: fmt.Sprintf("this means %s=%s, and %s says %s=%s: they disagree; make them say the same or drop one", k, spell(val), tagName(o.Offsets[k]), k, spell(sv))})
			}
			continue
		}
		o.Offsets[k] = v.Offsets[k]
		if usable {
			o.Values[k] = val
		}
	}
	if v.Keys != nil {
		if o.Keys == nil {
			o.Keys = v.Keys
			o.Values["keys"], o.Offsets["keys"] = model.TagValue{}, v.Offsets["keys"]
		} else {
			errs = append(errs, merge(o.Keys, *v.Keys)...)
		}
	}
	if v.Dive != nil {
		if o.Dive == nil {
			o.Dive = v.Dive
			o.Values["dive"], o.Offsets["dive"] = model.TagValue{}, v.Offsets["dive"]
		} else {
			errs = append(errs, merge(o.Dive, *v.Dive)...)
		}
	}
	return errs
}

// sameValue compares two values of a tag key: a list by its members in any
// order, a number by its value, the rest by text.
func sameValue(a, b model.TagValue) bool {
	if a.Num != nil && b.Num != nil {
		return a.Num.Cmp(b.Num) == 0
	}
	if len(a.List) > 0 || len(b.List) > 0 {
		x, y := append([]string(nil), a.List...), append([]string(nil), b.List...)
		sort.Strings(x)
		sort.Strings(y)
		return strings.Join(x, "\x00") == strings.Join(y, "\x00")
	}
	if a.JSON != nil && b.JSON != nil {
		return string(a.JSON) == string(b.JSON)
	}
	return a.Text == b.Text
}

// tagName names the tag an offset of a merged item points into.
func tagName(off int) string {
	switch {
	case off >= tags.JSONSchemaBase:
		return "the jsonschema tag"
	case off >= tags.ValidateBase:
		return "the validate tag"
	}
	return "the stitch tag"
}

// spell writes a tag value as a stitch tag holds it.
func spell(v model.TagValue) string {
	if len(v.List) > 0 {
		return strings.Join(v.List, "|")
	}
	return v.Text
}

// Presence is what a validate tag says of a field's key.
type Presence struct {
	required, omitempty bool
}

// Apply sets whether f's key is required as its validate tag means it,
// once f.Checks are known: validator judges the decoded value, so an
// absent key is the zero value. required asks for the key; omitempty lets
// it be left out; otherwise the key may be left out exactly when validator
// accepts the zero value. A stitch required or optional in o (or
// jsonschema's required) wins.
func (p Presence) Apply(f *model.Field, o tags.Field) {
	if o.Has("required") || o.Has("optional") {
		return // the stitch tag's, or jsonschema's required
	}
	switch {
	case p.required:
		f.Required = true
	case p.omitempty:
		f.Required = false
	default:
		switch t := f.Type.(type) {
		case *model.Pointer:
			f.Required = true // validator fails a nil pointer on its first tag
		case *model.Struct, *model.Union, *model.Time, *model.Text, *model.Any, *model.Raw:
			// validator checks such a value's fields, or nothing: the json tag decides
		default:
			zero := map[bool]string{true: "[]", false: "{}"}[isList(t)]
			if b, ok := t.(*model.Basic); ok {
				switch {
				case b.Kind == model.String:
					zero = `""`
				case b.Kind == model.Bool:
					zero = "false"
				default:
					zero = "0"
				}
			}
			c := f.Checks
			c.ZeroOK = false
			f.Required = judge.Rejects([]byte(zero), f.Type, &c) != ""
		}
	}
}

func isList(t model.Type) bool {
	switch t.(type) {
	case *model.Slice, *model.Array:
		return true
	}
	return false
}

// DiveMissing is the error for a slice, array or map field f of structs
// with validate: tags (validated) whose own validate tag does not say
// dive: validator checks a container's items only after dive, stitchgen
// always, so the two would disagree. "" when there is none.
func DiveMissing(f *model.Field, ft Tags, validated func(*model.Struct) bool) string {
	elem := model.ElemOf(f.Type)
	if elem == nil {
		return ""
	}
	st, ok := model.Deref(elem).(*model.Struct)
	if !ok || !validated(st) {
		return ""
	}
	for _, it := range tags.SplitValidate(ft.Validate) {
		if it.Key == "dive" || it.Key == "-" {
			return ""
		}
	}
	return fmt.Sprintf("validator checks the validate: tags of %s inside %s only after dive, and stitchgen checks them always; add dive to %s's validate tag (validate:\"dive\") so both check each item", st.Named.Name, f.GoName, f.GoName)
}
