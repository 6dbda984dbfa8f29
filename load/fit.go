package load

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/token"
	"go/types"
	"math"
	"math/big"
	"regexp"
	"strconv"
	"strings"

	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/runtime/stitch"
	"github.com/stitchgen/stitchgen/tags"
)

// The portable formats (DESIGN §6) are the runtime's list, stitch.PortableFormats:
// the generator accepts exactly the formats the generated parser checks, as
// protoc-gen-go reads its runtime's version from the runtime itself.

type tagErrFunc func(key string, format string, args ...any)

// checks copies the tag options into f.Checks, reporting every option that
// does not fit the field's type.
func (l *loader) checks(f *model.Field, o tags.Field, at func(tags.Field) tagErrFunc, goType types.Type) {
	bad := at(o)
	kind := describe(f.Type)
	l.valueChecks(&f.Checks, f.Type, o, at, goType, f.GoName)
	if o.DefaultText != "" && !o.IsDiscriminator() { // a discriminator's is reported with it
		if f.Required {
			bad("default", "default is used when the key is absent, but %s is required; add omitempty to its json tag or the optional tag", f.GoName)
		} else if raw, msg := constant("default", o.Default, o.DefaultText, f.Type, f.Nullable); msg != "" {
			bad("default", "%s", msg)
		} else {
			f.Default = raw
		}
	}
	if o.CatchText != "" {
		if raw, msg := constant("catch", o.Catch, o.CatchText, f.Type, f.Nullable); msg != "" {
			bad("catch", "%s", msg)
		} else {
			f.Catch = raw
		}
	}
	if len(o.Variant) > 0 {
		if !isText(f.Type) {
			bad("oneof-variant", "the discriminator field %s must be a string; it is %s", f.GoName, kind)
		} else {
			f.Labels = o.Variant
		}
	}
}

// valueChecks copies the options of one level of a tag (a field's, or an
// element's after dive) into c, reporting every option that does not fit
// the type t. name says whose value it is, for messages ("Tags", "an element
// of Tags").
func (l *loader) valueChecks(c *model.Checks, t model.Type, o tags.Field, at func(tags.Field) tagErrFunc, goType types.Type, name string) {
	bad := at(o)
	full := t
	t = model.Deref(t)
	b, _ := t.(*model.Basic)
	isString := isText(t)
	isNumber := b != nil && b.Kind.IsNumber()
	isInt := b != nil && b.Kind.IsInteger()
	kind := describe(t)

	c.Nullable = o.Nullable
	if o.Nullable {
		switch t.(type) {
		case *model.Any, *model.Raw:
			bad("nullable", "%s accepts any JSON value, null included; drop nullable", l.typeString(full))
			c.Nullable = false
		}
	}
	if o.Int {
		if b == nil || !b.Kind.IsFloat() {
			bad("int", "int applies to float fields (it asks for an integral value); %s is %s — drop int", name, kind)
		} else {
			c.Int = true
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
			bad(key, "%s applies to numbers, strings, slices and maps; %s is %s", key, name, kind)
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
		if !isNumber && r.Cmp(maxLength) > 0 {
			if key == "max" {
				bad(key, "max=%s is beyond any length (at most %s): it bounds nothing; drop max=%s", text, maxLength.RatString(), text)
			} else {
				bad(key, "min=%s is beyond any length (at most %s): no value can pass; write a smaller min", text, maxLength.RatString())
			}
			return nil
		}
		if isInt && !r.IsInt() && (key == "min" || key == "max") {
			bad(key, "%s=%s on an integer value must be a whole number", key, text)
			return nil
		}
		if isNumber {
			if msg := outOfRange(b.Kind, key, text, r); msg != "" {
				bad(key, "%s", msg)
				return nil
			}
		}
		return &model.Bound{Text: text, Rat: r}
	}
	c.Min = bound("min", o.Min, o.MinText)
	c.Max = bound("max", o.Max, o.MaxText)
	c.Gt = bound("gt", o.Gt, o.GtText)
	c.Lt = bound("lt", o.Lt, o.LtText)
	if isNumber {
		if lo, hi := c.Range(b); model.EmptyRange(lo, hi) {
			key := "max"
			if c.Lt != nil {
				key = "lt"
			}
			bad(key, "%s", emptyRange(lo, hi, b.Kind, c.Int || isInt))
		}
	} else if c.Min != nil && c.Max != nil {
		if c.Min.Rat.Cmp(c.Max.Rat) > 0 {
			bad("max", "min=%s,max=%s leaves no length: none is ≥ %s and ≤ %s; write min=%s,max=%s", c.Min.Text, c.Max.Text, c.Min.Text, c.Max.Text, c.Max.Text, c.Min.Text)
		}
	}
	if a, ok := t.(*model.Array); ok {
		n := big.NewRat(a.Len, 1)
		if c.Min != nil && c.Min.Rat.Cmp(n) > 0 {
			bad("min", "min=%s asks for at least %s, but %s always has %d; drop min=%s", c.Min.Text, items(c.Min.Text), l.typeString(t), a.Len, c.Min.Text)
		}
		if c.Max != nil && c.Max.Rat.Cmp(n) < 0 {
			bad("max", "max=%s asks for at most %s, but %s always has %d; drop max=%s", c.Max.Text, items(c.Max.Text), l.typeString(t), a.Len, c.Max.Text)
		}
	}
	if len(o.Enum) > 0 {
		switch {
		case isString:
			c.Enum = o.Enum
		case isInt:
			ok := true
			for _, e := range o.Enum {
				if msg := intEnum(b.Kind, e); msg != "" {
					bad("enum", "%s", msg)
					ok = false
				}
			}
			if ok {
				c.Enum = o.Enum
			}
		default:
			bad("enum", "enum applies to strings and integers; %s is %s%s", name, kind, diveHint(t, "enum=a|b"))
		}
	}
	if o.Pattern != "" {
		if !isString {
			bad("pattern", "pattern applies to strings; %s is %s%s", name, kind, diveHint(t, "pattern='^[a-z]+$'"))
		} else if _, err := regexp.Compile(o.Pattern); err == nil {
			c.Pattern = o.Pattern
		}
	}
	if o.Format != "" {
		if !isString {
			bad("format", "format applies to strings; %s is %s%s", name, kind, diveHint(t, "format="+o.Format))
		} else if !contains(stitch.PortableFormats, o.Format) && !contains(l.allowFormats, o.Format) {
			bad("format", "format %q is not portable (portable: %s); use one of those, or allow it with -allow-formats=%s (the parser cannot check it: add a refine)", o.Format, strings.Join(stitch.PortableFormats, ", "), o.Format)
		} else {
			c.Format = o.Format
		}
	}
	for _, k := range []string{"trim", "lower", "upper"} {
		if _, set := o.Offsets[k]; set && !isString {
			bad(k, "%s rewrites strings; %s is %s%s", k, name, kind, diveHint(t, k))
		}
	}
	if isString {
		c.Trim, c.Lower, c.Upper = o.Trim, o.Lower, o.Upper
	}
	if o.Coerce {
		if b == nil {
			bad("coerce", "coerce applies to numbers, bools and strings; %s is %s%s", name, kind, diveHint(t, "coerce"))
		} else {
			c.Coerce = true
		}
	}
	for _, fn := range o.Refine {
		if msg := l.refineSig(fn, goType); msg != "" {
			bad("refine", "%s", msg)
		} else {
			c.Refine = append(c.Refine, fn)
		}
	}
	if o.Keys != nil {
		if m, ok := t.(*model.Map); ok {
			c.Keys = l.keyChecks(o.Keys, at, m, name)
		} else {
			bad("keys", "keys … endkeys checks map keys; %s is %s", name, kind)
		}
	}
	if o.Dive != nil {
		elem, elemGo := elemOf(t), containerElem(goType)
		if elem == nil || elemGo == nil {
			bad("dive", "dive applies to slices, arrays and maps (the tags after it check each element); %s is %s — drop dive", name, kind)
			return
		}
		for _, k := range []string{"default", "catch", "optional", "required", "rest", "oneof-variant"} {
			if _, set := o.Dive.Offsets[k]; set {
				at(*o.Dive)(k, "%s applies to the field, not to each element; move it before dive", k)
			}
		}
		c.Elem = &model.Checks{}
		l.valueChecks(c.Elem, elem, *o.Dive, at, elemGo, "an element of "+strings.TrimPrefix(name, "an element of "))
	}
}

// keyChecks copies the options between keys and endkeys: a key is a string,
// so only string checks apply.
func (l *loader) keyChecks(o *tags.Field, at func(tags.Field) tagErrFunc, m *model.Map, name string) *model.Checks {
	bad := at(*o)
	for k := range o.Offsets {
		switch k {
		case "min", "max", "enum", "pattern", "format":
		default:
			bad(k, "keys … endkeys takes min, max, enum, pattern and format (a key is a string); move %s after endkeys to check each value", k)
		}
	}
	c := &model.Checks{}
	keyType := model.Type(&model.Basic{Kind: model.String})
	l.valueChecks(c, keyType, tags.Field{Min: o.Min, MinText: o.MinText, Max: o.Max, MaxText: o.MaxText,
		Enum: o.Enum, Pattern: o.Pattern, Format: o.Format, Offsets: o.Offsets}, at, nil, "a key of "+name)
	return c
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
func constant(key string, raw json.RawMessage, text string, t model.Type, nullable bool) (json.RawMessage, string) {
	if isText(t) && !strings.HasPrefix(text, `"`) && !(nullable && text == "null") {
		raw = quoteJSON(text)
	}
	if raw == nil {
		return nil, fmt.Sprintf(`%s=%s is not JSON; write a JSON value (%s=100, %s=true, %s='[1,2]'); only a string field takes a bare word as its text`, key, text, key, key, key)
	}
	if msg := fitsJSON(raw, t, nullable); msg != "" {
		return nil, fmt.Sprintf("%s=%s does not fit %s: %s", key, text, describe(t), msg)
	}
	return raw, ""
}

func quoteJSON(s string) json.RawMessage {
	b, _ := json.Marshal(s)
	return b
}

// isText reports whether values of t are JSON strings that string tags check.
func isText(t model.Type) bool {
	b, ok := model.Deref(t).(*model.Basic)
	return ok && b.Kind == model.String
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
	name := types.TypeString(t, types.RelativeTo(l.pkg.Types))
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

// typeString spells t as the user's source does.
func (l *loader) typeString(t model.Type) string { return model.TypeString(t, l.pkg.PkgPath) }
