package load

// The judges of the tags whose fit needs more than the kind of value: a
// bound against the Go type's range, an integer enum member, a portable
// format, a refine function's signature (the judges map in fit.go keys them
// by tag), and the messages they share.

import (
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
			on.bad(key, "max=%s is beyond any length (at most %s, as JSON Schema validators such as the MCP SDK's read lengths): it bounds nothing; drop max=%s", text, maxLength.RatString(), text)
		} else {
			on.bad(key, "min=%s is beyond any length (at most %s, as JSON Schema validators such as the MCP SDK's read lengths): no value can pass; write a smaller min", text, maxLength.RatString())
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
	if isNumber && b.Kind.IsFloat() && (key == "min" || key == "max") {
		if w := writtenFloat(b.Kind, text); w != "" {
			// A value the parser takes at the bound holds the bound's float,
			// which encoding/json writes as w: past the bound as a decimal,
			// so ValidateX would refuse what Parse returned.
			wr, _ := new(big.Rat).SetString(w)
			if c := wr.Cmp(r); key == "max" && c > 0 || key == "min" && c < 0 {
				side := map[string]string{"max": "above", "min": "below"}[key]
				on.bad(key, "%s=%s reads as a %s that encoding/json writes as %s, %s the bound: a value at the bound would fail ValidateX; write %s=%s", key, text, b.Kind.GoString(), w, side, key, w)
				return v, false
			}
		}
	}
	return v, true
}

// writtenFloat is how encoding/json writes the float of kind k nearest the
// literal text ("18446744073709552000" for 18446744073709551616), or "".
func writtenFloat(k model.BasicKind, text string) string {
	f, err := strconv.ParseFloat(text, k.Bits())
	if err != nil {
		return ""
	}
	var out []byte
	if k == model.Float32 {
		out, err = json.Marshal(float32(f))
	} else {
		out, err = json.Marshal(f)
	}
	if err != nil {
		return ""
	}
	return string(out)
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
// that does not) and that ECMA-262, the schemas' regex dialect, can say
// with the same meaning (model.PortablePattern writes it there).
func (l *loader) judgePattern(v model.TagValue, on tagOn) (model.TagValue, bool) {
	if _, err := regexp.Compile(v.Text); err != nil {
		return v, false
	}
	if _, err := model.PortablePattern(v.Text); err != nil {
		on.bad("pattern", "pattern %s has no spelling RE2 and ECMA-262 (the schemas' pattern) read alike: %v", v.Text, err)
		return v, false
	}
	return v, true
}

// judgeFormat refuses a format the parser cannot judge, unless allowed.
func (l *loader) judgeFormat(v model.TagValue, on tagOn) (model.TagValue, bool) {
	if !contains(stitch.PortableFormats, v.Text) && !contains(l.allowFormats, v.Text) {
		if s := tags.Suggest(v.Text, stitch.PortableFormats); s != "" {
			on.bad("format", "format %q is not portable; did you mean %q? (portable: %s; allow another with -allow-formats=%s, which the parser cannot check: add a refine)", v.Text, s, strings.Join(stitch.PortableFormats, ", "), v.Text)
			return v, false
		}
		on.bad("format", "format %q is not portable (portable: %s); use one of those, or allow it with -allow-formats=%s (the parser cannot check it: add a refine)", v.Text, strings.Join(stitch.PortableFormats, ", "), v.Text)
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
			l.refined(fn)
		}
	}
	v.List = fns
	return v, true
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

// maxLength is model.MaxLength, the largest length a bound can state.
var maxLength = big.NewRat(model.MaxLength, 1)

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
	} else {
		l.refined(fn)
	}
}

// refined records fn as a refine function.
func (l *loader) refined(fn string) {
	if l.refineNames == nil {
		l.refineNames = map[string]bool{}
	}
	l.refineNames[fn] = true
}

// refineSig checks that fn is declared in the package as func(v t) error;
// it returns "" or what to write instead.
func (l *loader) refineSig(fn string, t types.Type) string {
	name := types.TypeString(t, l.qualifier)
	obj := l.pkg.Types.Scope().Lookup(fn)
	if obj == nil {
		funcs := l.declared(func(o types.Object) bool { _, ok := o.(*types.Func); return ok })
		if s := tags.Suggest(fn, funcs); s != "" {
			return fmt.Sprintf("refine function %s is not declared in this package; did you mean %s?", fn, s)
		}
		return fmt.Sprintf("refine function %s is not declared in this package; declare func %s(v %s) error", fn, fn, name)
	}
	sig, ok := obj.Type().(*types.Signature)
	if !ok || sig.Params().Len() != 1 || sig.Results().Len() != 1 ||
		types.TypeString(sig.Results().At(0).Type(), nil) != "error" ||
		!types.Identical(sig.Params().At(0).Type(), t) {
		if ok {
			return fmt.Sprintf("refine function %s is %s; it must be func(v %s) error", fn, types.TypeString(sig, l.qualifier), name)
		}
		return fmt.Sprintf("refine function %s must be func(v %s) error", fn, name)
	}
	return ""
}
