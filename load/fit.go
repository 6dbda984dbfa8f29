package load

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/types"
	"math/big"
	"sort"
	"strings"

	"github.com/stitchgen/stitchgen/load/judge"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/tags"
)

// The portable formats (design §6) are stitch.PortableFormats, the list the
// generated parser checks through the runtime: the generator accepts exactly
// the formats the parser can judge.

type tagErrFunc func(key string, format string, args ...any)

// tagAt gives the reporter of one level of a field's tag (the field's own,
// an element's after dive, a key's): it points at the column of the key it
// is given. A note reporter records a remark for -v instead of an error.
type tagAt func(level tags.Field, note bool) tagErrFunc

// checks copies the tag options into f.Checks, reporting every option that
// does not fit the field's type.
func (l *loader) checks(f *model.Field, o tags.Field, at tagAt, goType types.Type) {
	bad := at(o, false)
	l.valueChecks(&f.Checks, f.Type, o, model.AtField, at, goType, f.GoName)
	// A default or catch is judged once every type is complete: in a
	// recursive type the struct it names is still being built here.
	l.afterTypes = append(l.afterTypes, func() {
		if d, ok := o.Values["default"]; ok && !o.IsDiscriminator() { // a discriminator's is reported with it
			if f.Required {
				bad("default", "default is used when the key is absent, but %s is required; add omitempty to its json tag or the optional tag", f.GoName)
			} else if raw, msg := constant("default", d.JSON, d.Text, f.Type, &f.Checks); msg != "" {
				bad("default", "%s", msg)
			} else {
				f.Default = raw
			}
		}
		// Each example is judged as a default is: a model shown one that
		// the parser refuses would send it.
		for _, m := range o.Values["examples"].List {
			raw, msg := constant("examples", memberJSON(m), m, f.Type, &f.Checks)
			if msg != "" {
				bad("examples", "%s", msg)
				continue
			}
			f.Examples = append(f.Examples, raw)
		}
		if cv, ok := o.Values["catch"]; ok {
			if raw, msg := constant("catch", cv.JSON, cv.Text, f.Type, &f.Checks); msg != "" {
				bad("catch", "%s", msg)
			} else {
				f.Catch = raw
			}
		}
	})
}

// tagOn is one tag on a value, as its judge sees it.
type tagOn struct {
	key       string
	o         tags.Field // the tags of the value's level
	full, t   model.Type // the value's type as declared, and through a pointer
	goType    types.Type // nil for a map key
	name      string     // whose value: "Tags", "an element of Tags"
	bad, note tagErrFunc
}

// judges hold the judgements of a tag that fits its value's kind (model.Tags
// says which kinds) but needs more than the kind: the Go type, the package,
// the -allow-formats list. A judge reports what is wrong and returns the
// value to store, or false to store nothing.
var judges = map[string]func(*loader, model.TagValue, tagOn) (model.TagValue, bool){
	"nullable": (*loader).judgeNullable,
	"min":      (*loader).judgeBound,
	"max":      (*loader).judgeBound,
	"gt":       (*loader).judgeBound,
	"lt":       (*loader).judgeBound,
	"enum":     (*loader).judgeEnum,
	"pattern":  (*loader).judgePattern,
	"format":   (*loader).judgeFormat,
	"refine":   (*loader).judgeRefine,
}

// valueChecks copies the options of one level of a tag (a field's, an
// element's after dive, or a map key's) into c, reporting every option that
// does not fit the type t. name says whose value it is, for messages
// ("Tags", "an element of Tags").
//
// Where a tag may stand and which kinds of value it applies to are its
// declaration's (model.Tags); a fitting tag then passes its judge, if it
// has one, and is stored by its declaration's Set. The checks below the
// loop judge tags together (a range that leaves no value, a rewrite no
// pattern match survives).
func (l *loader) valueChecks(c *model.Checks, t model.Type, o tags.Field, level model.TagLevels, at tagAt, goType types.Type, name string) {
	bad := at(o, false)
	full := t
	t = model.Deref(t)
	kind, kinds := model.Describe(t), model.KindOf(t)

	for _, k := range sortedOffsets(o) {
		spec := model.Tag(k)
		switch {
		case level == model.AtElem && spec != nil && !spec.Levels.Has(model.AtElem):
			bad(k, "%s applies to the field, not to each element; move it before dive", k)
		case level == model.AtKey && (spec == nil || !spec.Levels.Has(model.AtKey)):
			bad(k, "keys … endkeys takes %s (a key is a string); move %s after endkeys to check each value", model.KeyTags(), k)
		}
	}
	fits := map[string]bool{}
	for i := range model.Tags {
		spec := &model.Tags[i]
		v, ok := o.Values[spec.Key]
		if !ok || !spec.Levels.Has(level) {
			continue
		}
		if !spec.On.Has(kinds) {
			if need := model.Tag(spec.Needs); need != nil && o.Has(spec.Needs) && !need.On.Has(kinds) {
				continue // said of the tag it needs (pattern applies to strings)
			}
			switch {
			case spec.Length != "" && model.Lengths.Has(kinds):
				bad(spec.Key, "%s applies to numbers; for a length write %s", spec.Key, spec.Length)
			case spec.Misfit != "":
				fix := ""
				switch spec.Fix {
				case model.DiveHint:
					fix = diveHint(t, spec.Spell(v))
				case model.DropIt:
					fix = " — drop " + spec.Key
				}
				bad(spec.Key, "%s %s; %s is %s%s", spec.Key, spec.Misfit, name, kind, fix)
			}
			continue
		}
		if judge := judges[spec.Key]; judge != nil {
			on := tagOn{key: spec.Key, o: o, full: full, t: t, goType: goType, name: name, bad: bad, note: at(o, true)}
			if v, ok = judge(l, v, on); !ok {
				continue
			}
		}
		if spec.Set != nil {
			spec.Set(c, v)
		}
		fits[spec.Key] = true
	}
	for _, spec := range model.Tags {
		if _, has := o.Offsets[spec.Needs]; fits[spec.Key] && spec.Needs != "" && !has {
			need := model.Tag(spec.Needs)
			bad(spec.Key, "%s explains %s, and %s has none; add %s beside it, or drop %s", spec.Key, spec.Needs, name, need.Spell(model.TagValue{Text: strings.Trim(need.Example, "'")}), spec.Key)
		}
	}

	l.consistent(c, t, bad)
	if o.Keys != nil {
		if _, ok := t.(*model.Map); ok {
			c.Keys = &model.Checks{}
			l.valueChecks(c.Keys, &model.Basic{Kind: model.String}, *o.Keys, model.AtKey, at, nil, "a key of "+name)
			if n := len(c.Keys.Enum); n > 0 && c.Min != nil && c.Min.Rat.Cmp(big.NewRat(int64(n), 1)) > 0 {
				// Keys are distinct: a map holds at most one entry per key.
				keys := "only " + model.Counted(n, "keys")
				bad("min", "min=%s asks for at least %s entries, but the keys' enum allows %s (%s); lower min, or widen the keys' enum", c.Min.Text, c.Min.Text, keys, strings.Join(c.Keys.Enum, ", "))
			}
		} else if fits["dive"] { // else dive is reported
			bad("keys", "keys … endkeys checks map keys; %s is %s", name, kind)
		}
	}
	if fits["dive"] {
		c.Elem = &model.Checks{}
		l.valueChecks(c.Elem, model.ElemOf(t), *o.Dive, model.AtElem, at, containerElem(goType), "an element of "+strings.TrimPrefix(name, "an element of "))
	}
}

// consistent reports the checks c of a value of type t (through pointers)
// that together leave no value: an empty range or length, bounds an
// array's length is outside, a format or pattern no length fits, a case
// rewrite no match survives, an enum value the other checks refuse.
func (l *loader) consistent(c *model.Checks, t model.Type, bad tagErrFunc) {
	b, _ := t.(*model.Basic)
	isString := isText(t)
	isNumber := b != nil && b.Kind.IsNumber()
	isInt := b != nil && b.Kind.IsInteger()
	if isNumber {
		if lo, hi := c.Range(b); model.EmptyRange(lo, hi) {
			key := "max"
			if c.Lt != nil {
				key = "lt"
			}
			bad(key, "%s", emptyRange(lo, hi, b.Kind, c.Int || isInt))
		}
	} else if c.Min != nil && c.Max != nil && c.Min.Rat.Cmp(c.Max.Rat) > 0 {
		bad("max", "min=%s,max=%s leaves no length: none is ≥ %s and ≤ %s; write min=%s,max=%s", c.Min.Text, c.Max.Text, c.Min.Text, c.Max.Text, c.Max.Text, c.Min.Text)
	} else if a, ok := t.(*model.Array); ok {
		n := big.NewRat(a.Len, 1)
		if c.Min != nil && c.Min.Rat.Cmp(n) > 0 {
			bad("min", "min=%s asks for at least %s, but %s always has %d; drop min=%s", c.Min.Text, items(c.Min.Text), l.typeString(t), a.Len, c.Min.Text)
		}
		if c.Max != nil && c.Max.Rat.Cmp(n) < 0 {
			bad("max", "max=%s asks for at most %s, but %s always has %d; drop max=%s", c.Max.Text, items(c.Max.Text), l.typeString(t), a.Len, c.Max.Text)
		}
	}
	if isString {
		if c.Lower && c.Format == "duration" {
			// Every value lower leaves fails the check: no value can pass.
			bad("lower", "lower leaves no ISO 8601 duration (P and its unit letters are upper case: P1DT2H); write upper instead, or drop lower")
		}
		if msg := formatOutsideLength(c.Format, c.Min, c.Max); msg != "" {
			bad("format", "%s; widen the bounds, or drop them (the format bounds the length already)", msg)
		}
		lengthOK := true
		if msg := patternOutsideLength(c.Pattern, c.Min, c.Max, nil, ""); msg != "" {
			bad("pattern", "%s; widen the bounds, or change the pattern", msg)
			lengthOK = false
		}
		if c.Pattern != "" && (c.Upper || c.Lower) {
			key := "lower"
			if c.Upper {
				key = "upper"
			}
			if caseLeavesNoMatch(c.Pattern, c.Upper) {
				bad(key, "%s leaves no value that matches pattern %s: every match needs a letter %s changes; drop %s, or change the pattern", key, c.Pattern, key, key)
			} else if msg := patternOutsideLength(c.Pattern, c.Min, c.Max, caseKeeps(c.Upper), key); msg != "" && lengthOK {
				bad(key, "%s; widen the bounds, drop %s, or change the pattern", msg, key)
			}
		}
	}
	if b != nil && len(c.Enum) > 0 {
		// An enum value the field's other checks refuse can never be sent.
		others := *c
		others.Enum, others.Elem, others.Keys = nil, nil, nil
		for _, e := range c.Enum {
			raw := json.RawMessage(e)
			if isString {
				raw = quoteJSON(e)
			}
			if msg := judge.Rejects(raw, t, &others); msg != "" {
				bad("enum", "enum value %s can never pass: %s; remove it, or change the check it breaks", e, msg)
			}
		}
	}
}

// sortedOffsets lists the keys given at one level of a tag, sorted.
func sortedOffsets(o tags.Field) []string {
	keys := make([]string, 0, len(o.Offsets))
	for k := range o.Offsets {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// diveHint suggests dive when a tag that fits an element was put on its
// container: "; to check each element write dive,enum=a|b".
func diveHint(t model.Type, tag string) string {
	if model.ElemOf(t) == nil {
		return ""
	}
	return "; to check each element write dive," + tag
}

// containerElem is the Go element type of a slice, array or map (through a
// pointer), or nil.
func containerElem(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return u.Elem()
	case *types.Array:
		return u.Elem()
	case *types.Map:
		return u.Elem()
	}
	return nil
}

// constant checks a default or catch value against the type and returns it
// as compact JSON. On a string field a value that is not a JSON string is
// the text as written (default=asc), except null on a nullable field.
func constant(key string, raw json.RawMessage, text string, t model.Type, c *model.Checks) (json.RawMessage, string) {
	if isText(t) && !strings.HasPrefix(text, `"`) && !(c.Nullable && text == "null") {
		raw = quoteJSON(text)
	}
	if raw == nil {
		return nil, fmt.Sprintf(`%s=%s is not JSON; write a JSON value (%s=100, %s=true, %s='[1,2]'); only a string field takes a bare word as its text`, key, text, key, key, key)
	}
	if msg := judge.Rejects(raw, t, c); msg != "" {
		how := "write a value that passes the field's checks"
		if string(raw) == "null" {
			how = "add nullable, or write another value"
		} else if fix := suggestion(raw, t, c); fix != nil {
			how = "write " + key + "=" + tagValue(fix, t)
		}
		return nil, fmt.Sprintf("%s=%s is not a value the field accepts: %s; %s", key, tagValue(raw, t), msg, how)
	}
	return raw, ""
}

// memberJSON is a member of a ValueList (examples=a|1|'{...}') as compact
// JSON, or nil when it is not JSON (a bare word, which only a string field
// takes).
func memberJSON(m string) json.RawMessage {
	d := json.NewDecoder(strings.NewReader(m))
	var v json.RawMessage
	if d.Decode(&v) != nil || d.More() {
		return nil
	}
	var b bytes.Buffer
	if json.Compact(&b, v) != nil {
		return nil
	}
	return b.Bytes()
}

func quoteJSON(s string) json.RawMessage {
	b, _ := json.Marshal(s)
	return b
}

// isText reports whether values of t are JSON strings that string tags check.
func isText(t model.Type) bool {
	switch t := model.Deref(t).(type) {
	case *model.Basic:
		return t.Kind == model.String
	case *model.Text:
		return true
	}
	return false
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// qualifier spells a package in a type as the user's source does: by its
// name, and not at all for the package itself.
func (l *loader) qualifier(p *types.Package) string {
	if p == l.pkg.Types {
		return ""
	}
	return p.Name()
}

// typeString spells t as the user's source does.
func (l *loader) typeString(t model.Type) string { return model.TypeString(t, l.pkg.PkgPath) }
