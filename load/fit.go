package load

import (
	"encoding/json"
	"fmt"
	"go/token"
	"go/types"
	"math"
	"math/big"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/stitchgen/stitchgen/internal/check"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/tags"
)

// The portable formats (DESIGN §6) are check.PortableFormats, the list the
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
	b, _ := t.(*model.Basic)
	isString := isText(t)
	isNumber := b != nil && b.Kind.IsNumber()
	isInt := b != nil && b.Kind.IsInteger()
	kind, kinds := describe(t), model.KindOf(t)

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
		if msg := patternOutsideLength(c.Pattern, c.Min, c.Max); msg != "" {
			bad("pattern", "%s; widen the bounds, or change the pattern", msg)
		}
		if c.Pattern != "" && (c.Upper || c.Lower) && caseLeavesNoMatch(c.Pattern, c.Upper) {
			key := "lower"
			if c.Upper {
				key = "upper"
			}
			bad(key, "%s leaves no value that matches pattern %s: every match needs a letter %s changes; drop %s, or change the pattern", key, c.Pattern, key, key)
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
			if msg := rejects(raw, t, &others); msg != "" {
				bad("enum", "enum value %s can never pass: %s; remove it, or change the check it breaks", e, msg)
			}
		}
	}
	if o.Keys != nil {
		if _, ok := t.(*model.Map); ok {
			c.Keys = &model.Checks{}
			l.valueChecks(c.Keys, &model.Basic{Kind: model.String}, *o.Keys, model.AtKey, at, nil, "a key of "+name)
			if n := len(c.Keys.Enum); n > 0 && c.Min != nil && c.Min.Rat.Cmp(big.NewRat(int64(n), 1)) > 0 {
				// Keys are distinct: a map holds at most one entry per key.
				keys := fmt.Sprintf("only %d keys", n)
				if n == 1 {
					keys = "only 1 key"
				}
				bad("min", "min=%s asks for at least %s entries, but the keys' enum allows %s (%s); lower min, or widen the keys' enum", c.Min.Text, c.Min.Text, keys, strings.Join(c.Keys.Enum, ", "))
			}
		} else if fits["dive"] { // else dive is reported
			bad("keys", "keys … endkeys checks map keys; %s is %s", name, kind)
		}
	}
	if fits["dive"] {
		c.Elem = &model.Checks{}
		l.valueChecks(c.Elem, elemOf(t), *o.Dive, model.AtElem, at, containerElem(goType), "an element of "+strings.TrimPrefix(name, "an element of "))
	}
}

// judgeNullable refuses nullable on a value that accepts null already, and
// notes it on one that cannot tell null from its zero value.
func (l *loader) judgeNullable(v model.TagValue, on tagOn) (model.TagValue, bool) {
	switch on.t.(type) {
	case *model.Any, *model.Raw:
		on.bad("nullable", "%s accepts any JSON value, null included; drop nullable", l.typeString(on.full))
		return v, false
	case *model.Basic, *model.Struct, *model.Time:
		if _, ptr := on.full.(*model.Pointer); !ptr && !on.o.Has("oneof-variant") { // a discriminator has its own diagnostic
			on.note("nullable", "nullable on %s (%s, not a pointer) reads null as the zero value and skips its checks; use *%s to tell null apart", on.name, l.typeString(on.full), l.typeString(on.full))
		}
	}
	return v, true
}

// judgeBound checks a bound (min, max, gt, lt) against what it bounds: a
// length is a whole number within an int, a number's bound lies within its
// Go type's range.
func (l *loader) judgeBound(v model.TagValue, on tagOn) (model.TagValue, bool) {
	key, r, text := on.key, v.Num, v.Text
	b, _ := on.t.(*model.Basic)
	isNumber := b != nil && b.Kind.IsNumber()
	if !isNumber && (!r.IsInt() || r.Sign() < 0) {
		on.bad(key, "%s=%s bounds a length, which is a whole number ≥ 0", key, text)
		return v, false
	}
	if !isNumber && r.Cmp(maxLength) > 0 {
		if key == "max" {
			on.bad(key, "max=%s is beyond any length (at most %s): it bounds nothing; drop max=%s", text, maxLength.RatString(), text)
		} else {
			on.bad(key, "min=%s is beyond any length (at most %s): no value can pass; write a smaller min", text, maxLength.RatString())
		}
		return v, false
	}
	if isNumber && b.Kind.IsInteger() && !r.IsInt() && (key == "min" || key == "max") {
		on.bad(key, "%s=%s on an integer value must be a whole number", key, text)
		return v, false
	}
	if isNumber {
		if msg := outOfRange(b.Kind, key, text, r); msg != "" {
			on.bad(key, "%s", msg)
			return v, false
		}
	}
	return v, true
}

// judgeEnum checks an integer enum's members against the Go type.
func (l *loader) judgeEnum(v model.TagValue, on tagOn) (model.TagValue, bool) {
	b, _ := on.t.(*model.Basic)
	if b == nil || !b.Kind.IsInteger() {
		return v, true
	}
	ok := true
	for _, e := range v.List {
		if msg := intEnum(b.Kind, e); msg != "" {
			on.bad("enum", "%s", msg)
			ok = false
		}
	}
	return v, ok
}

// judgePattern keeps a pattern that compiles (package tags reports one
// that does not).
func (l *loader) judgePattern(v model.TagValue, _ tagOn) (model.TagValue, bool) {
	_, err := regexp.Compile(v.Text)
	return v, err == nil
}

// judgeFormat refuses a format the parser cannot judge, unless allowed.
func (l *loader) judgeFormat(v model.TagValue, on tagOn) (model.TagValue, bool) {
	if !contains(check.PortableFormats, v.Text) && !contains(l.allowFormats, v.Text) {
		if s := tags.Suggest(v.Text, check.PortableFormats); s != "" {
			on.bad("format", "format %q is not portable; did you mean %q? (portable: %s; allow another with -allow-formats=%s, which the parser cannot check: add a refine)", v.Text, s, strings.Join(check.PortableFormats, ", "), v.Text)
			return v, false
		}
		on.bad("format", "format %q is not portable (portable: %s); use one of those, or allow it with -allow-formats=%s (the parser cannot check it: add a refine)", v.Text, strings.Join(check.PortableFormats, ", "), v.Text)
		return v, false
	}
	return v, true
}

// judgeRefine keeps the refine functions declared with the right
// signature.
func (l *loader) judgeRefine(v model.TagValue, on tagOn) (model.TagValue, bool) {
	var fns []string
	for _, fn := range v.List {
		if msg := l.refineSig(fn, on.goType); msg != "" {
			on.bad("refine", "%s", msg)
		} else {
			fns = append(fns, fn)
		}
	}
	v.List = fns
	return v, true
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
	if elemOf(t) == nil {
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
	if msg := rejects(raw, t, c); msg != "" {
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

// intEnum says why e cannot be an enum value of an integer kind k, or
// returns "".
func intEnum(k model.BasicKind, e string) string {
	r, ok := new(big.Rat).SetString(e)
	switch {
	case !ok:
		return fmt.Sprintf("enum value %q of an integer field is not a number; write whole numbers: enum=1|2|3", e)
	case !r.IsInt():
		return fmt.Sprintf("enum value %s of an integer field is not a whole number; remove it", e)
	case !wholeLit.MatchString(e) || e == "-0" || !tags.IsNumber(e):
		return fmt.Sprintf("enum value %s is the integer %s; write %s (the schema lists values as JSON integers)", e, r.Num(), r.Num())
	}
	n := r.Num()
	if lo, hi := model.IntRange(k); n.Cmp(lo) < 0 || n.Cmp(hi) > 0 {
		msg := fmt.Sprintf("enum value %s is outside the range of %s (%s to %s)", e, k.GoString(), lo, hi)
		if w := widerKind(k, r); w != "" {
			return msg + "; remove it, or use " + w + ", which holds " + e
		}
		return msg + "; remove it"
	}
	return ""
}

// wholeLit is a whole number as JSON writes it.
var wholeLit = regexp.MustCompile(`^-?(0|[1-9][0-9]*)$`)

// maxLength is the largest length a bound can state: lengths are Go ints.
var maxLength = big.NewRat(math.MaxInt64, 1)

// outOfRange says why a bound key=text does not fit a number kind, with
// what to write instead, or returns "".
func outOfRange(k model.BasicKind, key, text string, r *big.Rat) string {
	lower := key == "min" || key == "gt"
	var below, above bool // r lies below or above the type's range
	var span string
	if k.IsInteger() {
		lo, hi := model.IntRange(k)
		below, above = r.Cmp(new(big.Rat).SetInt(lo)) < 0, r.Cmp(new(big.Rat).SetInt(hi)) > 0
		span = lo.String() + " to " + hi.String()
	} else {
		f, _ := r.Float64()
		if k == model.Float32 {
			f32, _ := r.Float32()
			f = float64(f32)
		}
		below, above = math.IsInf(f, -1), math.IsInf(f, 1)
		max := math.MaxFloat64
		if k == model.Float32 {
			max = math.MaxFloat32
		}
		span = "±" + strconv.FormatFloat(max, 'g', -1, k.Bits())
	}
	if !below && !above {
		return ""
	}
	msg := fmt.Sprintf("%s=%s is outside the range of %s (%s)", key, text, k.GoString(), span)
	if lower && below || !lower && above {
		return msg + ", which bounds the value already; drop " + key + "=" + text
	}
	if w := widerKind(k, r); w != "" {
		return msg + ": no " + k.GoString() + " can pass; use " + w + ", which holds " + text
	}
	return msg + ": no value can pass; write a bound within that range"
}

// widerKind names the smallest number type that holds r, preferring k's
// own signedness, or "" when none does.
func widerKind(k model.BasicKind, r *big.Rat) string {
	var cands []model.BasicKind
	switch {
	case k.IsFloat():
		cands = []model.BasicKind{model.Float64}
	case r.IsInt():
		signed := []model.BasicKind{model.Int8, model.Int16, model.Int32, model.Int64}
		unsigned := []model.BasicKind{model.Uint8, model.Uint16, model.Uint32, model.Uint64}
		if k.IsUnsigned() {
			cands = append(unsigned, signed...)
		} else {
			cands = append(signed, unsigned...)
		}
	}
	for _, c := range cands {
		if c == k {
			continue
		}
		if c.IsInteger() {
			lo, hi := model.IntRange(c)
			holds := r.Cmp(new(big.Rat).SetInt(lo)) >= 0 && r.Cmp(new(big.Rat).SetInt(hi)) <= 0
			if holds && (c.Bits() > k.Bits() || c.IsUnsigned() != k.IsUnsigned()) {
				return c.GoString()
			}
			continue
		}
		if f, _ := r.Float64(); !math.IsInf(f, 0) {
			return c.GoString()
		}
	}
	return ""
}

// emptyRange says that no value of kind k lies between lo and hi (the
// effective bounds of a number field) and what to write instead.
func emptyRange(lo, hi *model.Limit, k model.BasicKind, integral bool) string {
	op := func(l *model.Limit, incl, excl string) string {
		if l.Exclusive {
			return excl
		}
		return incl
	}
	if lo.Key == "" || hi.Key == "" {
		// One side is the Go type's own limit.
		tag, dir := hi, "larger"
		if lo.Key != "" {
			tag, dir = lo, "smaller"
		}
		typeLo, typeHi := model.IntRange(k)
		return fmt.Sprintf("%s=%s leaves no value: no %s is %s %s (its range is %s to %s); write a %s bound",
			tag.Key, tag.Text, k.GoString(), op(tag, map[bool]string{true: "≥", false: "≤"}[tag == lo], map[bool]string{true: ">", false: "<"}[tag == lo]), tag.Text, typeLo, typeHi, dir)
	}
	what, none := "nothing is", "no value"
	if integral {
		what, none = "no integer is", "no integer"
	}
	a, b := lo, hi
	if a.Rat.Cmp(b.Rat) > 0 {
		a, b = b, a
	}
	from, to := a.Text, b.Text
	if integral {
		from = floor(a.Rat).String()
		to = new(big.Int).Neg(floor(new(big.Rat).Neg(b.Rat))).String()
	}
	return fmt.Sprintf("%s=%s,%s=%s leaves %s: %s %s %s and %s %s; widen the range, e.g. min=%s,max=%s",
		lo.Key, lo.Text, hi.Key, hi.Text, none, what, op(lo, "≥", ">"), lo.Text, op(hi, "≤", "<"), hi.Text, from, to)
}

func items(n string) string {
	if n == "1" {
		return "1 item"
	}
	return n + " items"
}

func floor(r *big.Rat) *big.Int {
	q, _ := new(big.Int).DivMod(r.Num(), r.Denom(), new(big.Int))
	return q
}

// checkRefine reports a //stitch:refine function that is missing or has the
// wrong signature.
func (l *loader) checkRefine(fn string, t types.Type, pos token.Pos) {
	if msg := l.refineSig(fn, t); msg != "" {
		l.errorf(pos, "%s", msg)
	}
}

// refineSig checks that fn is declared in the package as func(v t) error;
// it returns "" or what to write instead.
func (l *loader) refineSig(fn string, t types.Type) string {
	name := types.TypeString(t, l.qualifier)
	obj := l.pkg.Types.Scope().Lookup(fn)
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
	case *model.Text:
		return "a string (" + t.Named.Name + " reads itself from text)"
	}
	return "any JSON value"
}

// elemOf is the element type of a slice or array, or the value type of a
// map (through a pointer); nil for other types.
func elemOf(t model.Type) model.Type {
	switch t := model.Deref(t).(type) {
	case *model.Slice:
		return t.Elem
	case *model.Array:
		return t.Elem
	case *model.Map:
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
				if !finite[u] && finite[v.Struct] {
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
					l.diags = append(l.diags, model.Diagnostic{Pos: f.Pos, Msg: fmt.Sprintf("nullable on a value of recursive type %s cannot be expressed without anyOf; drop nullable (a pointer field may be left out instead)", l.typeString(t))})
				}
				t, c = elemOf(t), c.Elem
			}
		}
	}
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
