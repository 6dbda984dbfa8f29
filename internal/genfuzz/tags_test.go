package genfuzz

import (
	"fmt"
	"slices"
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// The grammar of stitch tags: for each kind the tags that fit it, with
// ordinary values, and now and then (wild) an edge value or a tag that does
// not fit.

// Number literals for bounds, enums and defaults. ordinaryInts and
// ordinaryFloats fit every type they are drawn for; edgeNumbers are past
// some Go type's range, past float64, not integers, or not JSON numbers.
var (
	ordinaryInts   = []string{"0", "1", "2", "3", "5", "10", "100"}
	signedInts     = []string{"-1", "-5", "-100"}
	ordinaryFloats = []string{"0", "0.5", "1", "1.5", "2.5", "10", "100", "1e3", "-1", "-0.25"}
	edgeNumbers    = []string{
		"1e400", "-1e400", "1e-400", "9223372036854775807", "9223372036854775808",
		"-9223372036854775808", "-9223372036854775809", "18446744073709551615",
		"18446744073709551616", "1e30", "1e39", "-1e39", "3.4028234663852886e38",
		"127", "128", "-128", "-129", "255", "256", "32767", "32768", "65535", "65536",
		"2147483647", "2147483648", "4294967295", "4294967296", "-1", "0.1",
		"-0", "1.0", "1e2", "0x10", "1_000", "+1", "01", ".5", "5.", "abc",
	}
	words    = []string{"a", "b", "x", "y", "z", "low", "high", "ok"}
	patterns = []string{`'^[a-z]+$'`, `'^[A-Z]{3}$'`, `'a'`, `'^x*$'`, `'^[0-9]{1,4}$'`, `'(a|b)c'`, `'^\\w+@\\w+$'`}
	formats  = []string{"uri", "date", "date-time", "time", "email", "uuid", "ipv4", "ipv6", "hostname", "duration", "uri-reference", "regex", "json-pointer"}
)

// stitchTag returns the stitch tag of a field of type t ("" for none).
//
// optional tells whether the field is optional without a presence tag; a
// default goes on optional fields only, but for wild ones.
func (w *pkgWriter) stitchTag(t ftype, goName string, optional bool) string {
	var parts []string
	switch {
	case w.chance(4):
		parts = append(parts, "optional")
		optional = true
	case w.chance(8):
		parts = append(parts, "required")
		optional = false
	}
	// nullable on a recursive type is refused (it needs anyOf): it goes
	// on scalars, but for wild packages.
	// Mostly on pointers, which hold nil for null.
	if (t.pointer && w.chance(15) || w.chance(3)) && (t.kind < kRaw || !w.tame) && !w.inNullable {
		parts = append(parts, "nullable")
	}
	checks := w.checks(t)
	parts = append(parts, checks...)
	// A default or a catch must pass the field's checks: an ordinary one
	// goes on a field without checks.
	if w.chance(10) && (optional && len(checks) == 0 && !w.inNullable || w.isWild()) {
		parts = append(parts, "default="+w.jsonValue(t))
	}
	if w.chance(5) && (len(checks) == 0 && !w.inNullable || w.isWild()) {
		parts = append(parts, "catch="+w.jsonValue(t))
	}
	if w.chance(5) {
		f := w.fresh("Refine" + goName + "N")
		if w.isWild() {
			f = "Missing" + f
		} else {
			w.refineFunc(f, t.expr)
		}
		parts = append(parts, "refine="+f)
	}
	if w.isWild() {
		parts = append(parts, w.wildTag())
	}
	w.r.Shuffle(len(parts), func(i, j int) { parts[i], parts[j] = parts[j], parts[i] })
	if t.elem != nil && w.chance(25) {
		parts = append(parts, w.dive(t)...)
	}
	return strings.Join(parts, ",")
}

// dive returns dive and the element's tags: a map's key tags between keys
// and endkeys first, a nested collection's own dive last.
func (w *pkgWriter) dive(t ftype) []string {
	parts := []string{"dive"}
	if t.kind == kMap && w.chance(40) {
		keys := w.stringChecks()
		if len(keys) == 0 {
			keys = []string{"min=1"}
		}
		parts = append(parts, "keys")
		parts = append(parts, keys...)
		parts = append(parts, "endkeys")
	}
	e := *t.elem
	parts = append(parts, w.checks(e)...)
	if e.elem != nil && w.chance(30) {
		parts = append(parts, w.dive(e)...)
	}
	return parts
}

// checks returns the visible checks that fit t's kind.
func (w *pkgWriter) checks(t ftype) []string {
	var parts []string
	switch t.kind {
	case kString:
		parts = w.stringChecks()
		if t.ruled {
			parts = slices.DeleteFunc(parts, isTextRule)
		}
		if w.chance(10) {
			parts = append(parts, pick(w.r, []string{"trim", "lower", "upper", "trim,lower"}))
		}
	case kInt, kFloat:
		parts = w.numberChecks(t)
	case kSlice, kMap:
		parts = w.countChecks()
	}
	if (t.kind == kString || t.kind == kInt || t.kind == kFloat || t.kind == kBool) && w.chance(8) {
		parts = append(parts, "coerce")
	}
	return parts
}

// isTextRule reports whether a tag is a pattern or a format.
func isTextRule(tag string) bool {
	return strings.HasPrefix(tag, "pattern=") || strings.HasPrefix(tag, "format=")
}

func (w *pkgWriter) stringChecks() []string {
	var parts []string
	if w.chance(25) {
		lo, hi := w.orderedPair([]string{"0", "1", "2", "3", "5", "10", "80"})
		if lo != "" {
			parts = append(parts, "min="+lo)
		}
		if hi != "" {
			parts = append(parts, "max="+hi)
		}
	}
	switch {
	case w.chance(12):
		n := 1 + w.r.IntN(3)
		vals := slices.Clone(words)
		w.r.Shuffle(len(vals), func(i, j int) { vals[i], vals[j] = vals[j], vals[i] })
		parts = append(parts, "enum="+strings.Join(vals[:n], "|"))
	case w.chance(10):
		parts = append(parts, "pattern="+pick(w.r, patterns))
	case w.chance(10):
		parts = append(parts, "format="+pick(w.r, formats))
	}
	return parts
}

// numberChecks returns bounds, an enum or int for a number type.
func (w *pkgWriter) numberChecks(t ftype) []string {
	pool := slices.Clone(ordinaryInts)
	if !t.unsigned {
		pool = append(pool, signedInts...)
	}
	if t.kind == kFloat {
		pool = ordinaryFloats
	}
	var parts []string
	if w.chance(30) {
		lo, hi := w.orderedPair(pool)
		loKey, hiKey := "min=", "max="
		if t.kind == kFloat && w.chance(30) {
			loKey = "gt="
		}
		if w.chance(15) {
			hiKey = "lt="
		}
		if lo != "" {
			parts = append(parts, loKey+lo)
		}
		if hi != "" {
			parts = append(parts, hiKey+hi)
		}
	}
	if t.kind == kInt && w.chance(8) {
		n := 1 + w.r.IntN(3)
		vals := slices.Clone(pool)
		w.r.Shuffle(len(vals), func(i, j int) { vals[i], vals[j] = vals[j], vals[i] })
		parts = append(parts, "enum="+strings.Join(vals[:n], "|"))
	}
	if t.kind == kFloat && w.chance(10) {
		parts = append(parts, "int")
	}
	return parts
}

// orderedPair picks a lower and an upper bound from pool (either may be
// ""), in order, or sometimes (wild) anything: an edge number, a reversed
// or an empty range.
func (w *pkgWriter) orderedPair(pool []string) (lo, hi string) {
	if w.isWild() {
		all := append(slices.Clone(pool), edgeNumbers...)
		return pick(w.r, all), pick(w.r, append(all, ""))
	}
	i, j := w.r.IntN(len(pool)), w.r.IntN(len(pool))
	a, b := pool[i], pool[j]
	if numLess(b, a) {
		a, b = b, a
	}
	switch w.r.IntN(3) {
	case 0:
		return a, ""
	case 1:
		return "", b
	}
	return a, b
}

// numLess compares two plain decimal literals of the pools.
func numLess(a, b string) bool {
	var x, y float64
	fmt.Sscan(a, &x)
	fmt.Sscan(b, &y)
	return x < y
}

func (w *pkgWriter) countChecks() []string {
	if !w.chance(20) {
		return nil
	}
	lo, hi := w.orderedPair([]string{"0", "1", "2", "3"})
	var parts []string
	if lo != "" {
		parts = append(parts, "min="+lo)
	}
	if hi != "" {
		parts = append(parts, "max="+hi)
	}
	return parts
}

// jsonValue returns a default or catch value, single-quoted when it holds
// a comma or a quote: mostly one of t's type, sometimes (wild) anything.
func (w *pkgWriter) jsonValue(t ftype) string {
	v := w.jsonOf(t)
	if w.isWild() {
		v = pick(w.r, []string{`"z"`, "null", "1e400", "-1", "[]", "{}", "true", `""`, "18446744073709551616", "{", `"2024-13-01T00:00:00Z"`, "y"})
	}
	if strings.ContainsAny(v, `,"`) {
		return "'" + v + "'"
	}
	return v
}

// jsonOf returns a JSON value of type t, which passes no check but the
// type's own.
func (w *pkgWriter) jsonOf(t ftype) string {
	switch t.kind {
	case kString:
		if w.chance(10) {
			return pick(w.r, words) // a bare word is a string (design §1)
		}
		return pick(w.r, []string{`"z"`, `""`, `" a "`, `"A"`, `"ok"`})
	case kBool:
		return pick(w.r, []string{"true", "false"})
	case kInt:
		return pick(w.r, []string{"0", "1", "5", "100", "1e2", "1.0"})
	case kFloat:
		return pick(w.r, ordinaryFloats)
	case kTime:
		return `"2024-01-01T00:00:00Z"`
	case kRaw:
		return pick(w.r, []string{"null", `{"a":1}`, "1", `"s"`, "[]"})
	case kSlice:
		if strings.HasPrefix(t.expr, "[") && !strings.HasPrefix(t.expr, "[]") {
			return "[]" // an array: [0]T only, else too short
		}
		if t.elem != nil && t.elem.kind <= kTime && w.chance(50) {
			return "[" + w.jsonOf(*t.elem) + "]"
		}
		return "[]"
	case kMap:
		if t.elem != nil && t.elem.kind <= kTime && w.chance(50) {
			return `{"k":` + w.jsonOf(*t.elem) + "}"
		}
		return "{}"
	}
	return "{}"
}

// wildTag returns a tag that is malformed or does not fit most fields; now
// and then the example of a tag model.Tags declares, so that a new tag is
// drawn without a change here.
func (w *pkgWriter) wildTag() string {
	if w.chance(10) {
		spec := pick(w.r, model.Tags)
		return spec.Spell(model.TagValue{Text: spec.Example, List: strings.Split(spec.Example, "|")})
	}
	return pick(w.r, []string{
		"mni=1", "min=abc", "enum=", "enum=|", "enum=a|a", "enum=-1|2|300", "pattern='('",
		"format=bogus", "format=date-time", "default=", "catch=", "int", "trim", "coerce",
		"rest", "oneof-variant=q", "keys", "endkeys", "nullable,nullable", "optional,required",
		"lower,upper", "min=3,lt=3", "gt=5,lt=5", "gt=1,lt=2,int", "min=1e30", "max=1e30",
		"max=18446744073709551616", "min=9223372036854775808", "max=1e39", "refine=1x",
		"min=" + pick(w.r, edgeNumbers), "max=" + pick(w.r, edgeNumbers), "gt=" + pick(w.r, edgeNumbers),
		"lt=" + pick(w.r, edgeNumbers), "enum=" + pick(w.r, edgeNumbers) + "|" + pick(w.r, edgeNumbers),
		"default=" + pick(w.r, edgeNumbers), "max=0", "min=-1",
		// The silent cases of issue 23: an unquoted comma, spaces in a list.
		"pattern=^[a-z]{1,3}$", "enum=a,b,c", "enum=b1| b2 | hq", "default=[1,2]",
	})
}
