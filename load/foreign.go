package load

// Tags of other libraries, read into the stitch tag model: a field's
// `validate:` tag (go-playground/validator, validate.go) and its
// `jsonschema:` tag (google/jsonschema-go, the MCP Go SDK's, and
// invopop/jsonschema). Both are translated into stitch items and merged into
// the field's stitch tag, which wins where it speaks: an item of another tag
// that means a stitch key the stitch tag also gives must say the same (else
// a diagnostic names both), and one without an exact stitch meaning is
// answered by the stitch tag that replaces it.

import (
	"fmt"
	"go/token"
	"go/types"
	"reflect"
	"regexp"
	"sort"
	"strings"

	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/tags"
)

// foreignTags is what the other libraries' tags on one field say.
type foreignTags struct {
	validate, jsonschema string
	hasValidate, hasJS   bool
}

func foreignOf(st *types.Struct, i int) foreignTags {
	tag := reflect.StructTag(st.Tag(i))
	var ft foreignTags
	ft.validate, ft.hasValidate = tag.Lookup("validate")
	ft.jsonschema, ft.hasJS = tag.Lookup("jsonschema")
	return ft
}

// foreignPos turns an offset of a merged tag item into a position: inside
// the stitch tag, the validate tag or the jsonschema tag.
func (l *loader) foreignPos(st *types.Struct, i int, off int) token.Pos {
	key, base := "stitch", 0
	switch {
	case off >= tags.JSONSchemaBase:
		key, base = "jsonschema", tags.JSONSchemaBase
	case off >= tags.ValidateBase:
		key, base = "validate", tags.ValidateBase
	}
	fl := l.astFields[st.Field(i).Pos()]
	if fl == nil || fl.Tag == nil {
		return st.Field(i).Pos()
	}
	if j := strings.Index(fl.Tag.Value, key+`:"`); j >= 0 {
		return fl.Tag.Pos() + token.Pos(j+len(key)+2+off-base)
	}
	return fl.Tag.Pos()
}

// readForeign merges the validate and jsonschema tags of field f into its
// stitch options o, reporting what they cannot say. It returns the presence
// the validate tag asks for (applied by the caller once the checks are
// known) and whether there was a validate tag to read.
func (l *loader) readForeign(f *model.Field, o *tags.Field, ft foreignTags, st *types.Struct, i int) (presence, bool) {
	report := func(off int, format string, args ...any) {
		l.errorf(l.foreignPos(st, i, off), format, args...)
	}
	var pres presence
	read := false
	var levels [][]tags.Item // the validate tag's items, the jsonschema tag's
	var diags []foreignDiag
	if ft.hasValidate && strings.TrimSpace(ft.validate) != "" && ft.validate != "-" {
		var vItems []tags.Item
		vItems, pres, diags = readValidate(ft.validate, f.Type)
		levels = append(levels, vItems)
		read = true
	}
	if ft.hasJS {
		js, doc := l.readJSONSchema(ft.jsonschema, f, report)
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
		for _, m := range mergeForeign(o, v) {
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
	if pres.required && o.Has("optional") && o.Offsets["optional"] < tags.ValidateBase {
		report(o.Offsets["optional"], "stitch: optional and validate: required disagree; keep one")
	}
	return pres, read
}

// answered reports whether the stitch tag speaks, at the level of d, with
// one of the keys that replace d's item.
func answered(o *tags.Field, d foreignDiag) bool {
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

// mergeForeign adds the options of v (translated from another tag) to the
// stitch options o, level by level. A key both give must have the same
// value; where they differ the stitch tag's stands and the error says so.
func mergeForeign(o *tags.Field, v tags.Field) []tags.Error {
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
			if ok && usable && !sameValue(sv, val, k) && k != "why" { // the stitch tag's words for a pattern stand
				errs = append(errs, tags.Error{Offset: v.Offsets[k], Msg: fmt.Sprintf("this means %s=%s, and %s says %s=%s: they disagree; make them say the same or drop one", k, spell(k, val), tagName(o.Offsets[k]), k, spell(k, sv))})
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
			errs = append(errs, mergeForeign(o.Keys, *v.Keys)...)
		}
	}
	if v.Dive != nil {
		if o.Dive == nil {
			o.Dive = v.Dive
			o.Values["dive"], o.Offsets["dive"] = model.TagValue{}, v.Offsets["dive"]
		} else {
			errs = append(errs, mergeForeign(o.Dive, *v.Dive)...)
		}
	}
	return errs
}

// sameValue compares two values of tag key k: a list by its members in
// any order, a number by its value, the rest by text.
func sameValue(a, b model.TagValue, k string) bool {
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

// applyPresence sets whether f's key is required as its validate tag means
// it, once f.Checks are known: validator judges the decoded value, so an
// absent key is the zero value. required asks for the key; omitempty lets
// it be left out; otherwise the key may be left out exactly when validator
// accepts the zero value. A stitch required or optional (or jsonschema's
// required) wins.
func applyPresence(f *model.Field, o tags.Field, pres presence) {
	if o.Has("required") || o.Has("optional") {
		return // the stitch tag's, or jsonschema's required
	}
	switch {
	case pres.required:
		f.Required = true
	case pres.omitempty:
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
			f.Required = rejects([]byte(zero), f.Type, &c) != ""
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

// The jsonschema tag: google/jsonschema-go (the MCP Go SDK's inference)
// reads the whole tag as the property's description and refuses one that
// begins with WORD=; invopop/jsonschema reads comma-separated key=value
// items (a comma inside a value written \,) and the flags required and
// nullable. A tag that begins with WORD=, or is made of invopop flags
// only, is invopop's; any other is a description.
var disallowedPrefix = regexp.MustCompile("^[^ \t\n]*=")

var invopopFlags = map[string]string{"required": "required", "nullable": "nullable"}

// invopopKeys maps invopop's keys that have a stitch tag to it.
var invopopKeys = map[string]string{
	"enum": "enum", "default": "default",
	"minimum": "min", "maximum": "max", "exclusiveMinimum": "gt", "exclusiveMaximum": "lt",
	"minLength": "min", "maxLength": "max", "minItems": "min", "maxItems": "max",
	"pattern": "pattern", "format": "format",
}

// readJSONSchema reads a jsonschema tag: the stitch items it means and the
// description it gives (which wins over the field's doc comment: it is what
// the SDK showed the model).
func (l *loader) readJSONSchema(tag string, f *model.Field, report func(int, string, ...any)) ([]tags.Item, string) {
	if strings.TrimSpace(tag) == "" || tag == "-" {
		return nil, ""
	}
	parts := splitUnescaped(tag)
	invopop := disallowedPrefix.MatchString(tag)
	if !invopop {
		invopop = true
		for _, p := range parts {
			if _, ok := invopopFlags[strings.TrimSpace(p.text)]; !ok {
				invopop = false
			}
		}
	}
	if !invopop {
		return nil, tag // google/jsonschema-go: the whole tag
	}
	var items []tags.Item
	var enum []string
	enumOff := -1
	doc := ""
	for _, p := range parts {
		off := tags.JSONSchemaBase + p.offset
		key, val, has := strings.Cut(p.text, "=")
		key = strings.TrimSpace(key)
		if !has {
			if st, ok := invopopFlags[key]; ok {
				items = append(items, tags.Item{Key: st, Offset: off})
				continue
			}
			report(off, "jsonschema: %s has no stitch meaning; write the stitch tag that says what you mean", key)
			continue
		}
		switch key {
		case "description":
			doc = val
		case "enum":
			if enumOff < 0 {
				enumOff = off
			}
			enum = append(enum, val)
		default:
			st, ok := invopopKeys[key]
			if !ok {
				report(off, "jsonschema: %s=%s has no stitch meaning (stitchgen does not show it to the model); put what it says in the description, or drop it", key, val)
				continue
			}
			items = append(items, tags.Item{Key: st, Value: val, HasValue: true, Offset: off})
		}
	}
	if enumOff >= 0 {
		items = append(items, tags.Item{Key: "enum", Value: strings.Join(enum, "|"), HasValue: true, Offset: enumOff})
	}
	return items, doc
}

type tagPart struct {
	text   string
	offset int
}

// splitUnescaped splits an invopop tag on commas not written \, (and
// unescapes them).
func splitUnescaped(tag string) []tagPart {
	var parts []tagPart
	var b strings.Builder
	start := 0
	for i := 0; i <= len(tag); i++ {
		switch {
		case i == len(tag) || tag[i] == ',':
			parts = append(parts, tagPart{b.String(), start})
			b.Reset()
			start = i + 1
		case tag[i] == '\\' && i+1 < len(tag) && tag[i+1] == ',':
			b.WriteByte(',')
			i++
		default:
			b.WriteByte(tag[i])
		}
	}
	return parts
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

// spell writes a value of tag k as a stitch tag holds it.
func spell(k string, v model.TagValue) string {
	if len(v.List) > 0 {
		return strings.Join(v.List, "|")
	}
	return v.Text
}

// checkDive reports a slice, array or map of structs whose validate: tags
// validator skips, because the field does not say dive (validator checks a
// container's items only after dive); stitchgen checks them always, so the
// two would disagree.
func (l *loader) checkDive(f *model.Field, ft foreignTags, pos token.Pos) {
	elem := elemOf(f.Type)
	if elem == nil {
		return
	}
	st, ok := model.Deref(elem).(*model.Struct)
	if !ok || !l.validated[st] {
		return
	}
	for _, it := range tags.SplitValidate(ft.validate) {
		if it.Key == "dive" || it.Key == "-" {
			return
		}
	}
	l.errorf(pos, "validator checks the validate: tags of %s inside %s only after dive, and stitchgen checks them always; add dive to %s's validate tag (validate:\"dive\") so both check each item", st.Named.Name, f.GoName, f.GoName)
}
