package model

import (
	"fmt"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/stitchgen/stitchgen/runtime/stitchimpl"
)

// Value is one JSON value as the tags' judges read it (TagSpec.Judge): a
// string, a number literal with the Go type that holds it, or the number
// of items of an array or of entries of an object. The Go type's own checks
// (a string's kind, an integer's range) are the caller's.
type Value struct {
	Kind TagKinds // Strings, Integers, Floats, Lists or Maps
	Str  string   // Strings: the string
	Lit  []byte   // Integers, Floats: the literal, as sent
	Type *Basic   // Integers, Floats: the Go type that holds it
	N    int      // Strings: its runes; Lists: its items; Maps: its entries
}

// StringOf is s as a judge reads it.
func StringOf(s string) Value {
	return Value{Kind: Strings, Str: s, N: utf8.RuneCountInString(s)}
}

// NumberOf is the number literal lit of a field of type t.
func NumberOf(lit []byte, t *Basic) Value {
	k := Integers
	if t.Kind.IsFloat() {
		k = Floats
	}
	return Value{Kind: k, Lit: lit, Type: t}
}

// CountOf is an array of n items (Lists) or an object of n entries (Maps).
func CountOf(k TagKinds, n int) Value { return Value{Kind: k, N: n} }

// Judge says why the generated parser rejects x under the checks c, or ""
// when it accepts it: a string that c's rewrites would change (a value must
// be canonical), then each tag's Judge in table order, the first refusal
// winning; a tolerance's Passes (zero-ok) lets x through before them. It is
// the one reading of the tags as rules: load judges default= and catch=
// values by it, and the property tests keep a generated value only when it
// passes. Hidden checks (refine) run only at parse time.
func (c *Checks) Judge(x Value) string {
	if x.Kind == Strings && Rewrite(x.Str, c) != x.Str {
		var keys []string
		for _, t := range Rewrites(c) {
			keys = append(keys, t.Key)
		}
		return fmt.Sprintf("%s is not as %s leaves it", strconv.Quote(x.Str), strings.Join(keys, ","))
	}
	for _, t := range Tags {
		if t.Passes != nil && t.Passes(x, c) {
			return ""
		}
	}
	for _, t := range Tags {
		if t.Judge != nil {
			if msg := t.Judge(x, c); msg != "" {
				return msg
			}
		}
	}
	return ""
}

// Counted spells n of a unit: "1 item", "3 items", "1 entry", "1 character".
func Counted[N int | int64](n N, unit string) string {
	if n == 1 {
		switch unit {
		case "entries":
			return "1 entry"
		case "keys":
			return "1 key"
		}
		return "1 " + strings.TrimSuffix(unit, "s")
	}
	return fmt.Sprintf("%d %s", n, unit)
}

// The judges of the tags (TagSpec.Judge), each with the parser's own
// functions (runtime/stitchimpl) where a number or a format is compared.

// judgeBound is the judge of a bound b, the tag key, on the side sign (-1:
// a lower bound, min or gt; +1: an upper one, max or lt): a number against
// it, exactly and, for a float, as the float the field holds (the parser's
// promise: a value meets its checks both as sent and as Go holds it); a
// string's runes, an array's items or an object's entries against min and
// max.
func judgeBound(x Value, b *Bound, key string, sign int, exclusive bool) string {
	if b == nil {
		return ""
	}
	side, count := "below", "fewer"
	if sign > 0 {
		side, count = "above", "more"
	}
	if !x.Kind.Has(Numbers) {
		if !exclusive && sign*big.NewRat(int64(x.N), 1).Cmp(b.Rat) > 0 {
			return fmt.Sprintf("%s, %s than %s=%s", x.counted(), count, key, b.Text)
		}
		return ""
	}
	past := func(cmp int) bool { return sign*cmp > 0 || cmp == 0 && exclusive }
	if past(stitchimpl.CompareNumber(x.Lit, b.Text)) {
		return fmt.Sprintf("%s is %s %s=%s", x.Lit, side, key, b.Text)
	}
	if bits := x.Type.Kind.Bits(); x.Type.Kind.IsFloat() {
		v, w := stitchimpl.ParseFloat(x.Lit, bits), stitchimpl.ParseFloat([]byte(b.Text), bits)
		if past(cmpFloat(v, w)) {
			return fmt.Sprintf("%s is %s %s=%s", x.Lit, side, key, b.Text)
		}
	}
	return ""
}

func cmpFloat(v, w float64) int {
	switch {
	case v < w:
		return -1
	case v > w:
		return 1
	}
	return 0
}

// counted spells what min and max count of x: `"abc" has 3 characters`,
// "3 items", "1 entry".
func (x Value) counted() string {
	switch x.Kind {
	case Lists:
		return Counted(x.N, "items")
	case Maps:
		return Counted(x.N, "entries")
	}
	return strconv.Quote(x.Str) + " has " + Counted(x.N, "characters")
}

// judgeEnum is enum's judge: a string among the members (unless labels
// decide: oneof-variant's judge), a number equal to one of them exactly.
func judgeEnum(x Value, c *Checks) string {
	switch {
	case len(c.Enum) == 0:
	case x.Kind == Strings && len(c.Labels) == 0 && !slices.Contains(c.Enum, x.Str):
		return fmt.Sprintf("%s is not one of %s", strconv.Quote(x.Str), strings.Join(c.Enum, ", "))
	case x.Kind.Has(Numbers):
		for _, e := range c.Enum {
			if stitchimpl.CompareNumber(x.Lit, e) == 0 {
				return ""
			}
		}
		return fmt.Sprintf("%s is not one of %s", x.Lit, strings.Join(c.Enum, ", "))
	}
	return ""
}

// judgePattern is pattern's judge: an unanchored RE2 match.
func judgePattern(x Value, c *Checks) string {
	if c.Pattern == "" || x.Kind != Strings {
		return ""
	}
	if re, err := regexp.Compile(c.Pattern); err == nil && !re.MatchString(x.Str) {
		return fmt.Sprintf("%s does not match pattern %s", strconv.Quote(x.Str), c.Pattern)
	}
	return ""
}

// judgeFormat is format's judge: the parser's ValidFormat.
func judgeFormat(x Value, c *Checks) string {
	if c.Format == "" || x.Kind != Strings || stitchimpl.ValidFormat(c.Format, x.Str) {
		return ""
	}
	return fmt.Sprintf("%s is not %s", strconv.Quote(x.Str), stitchimpl.FormatPhrase(c.Format))
}

// FormatID is the index by which a generated table checks the format c
// names (stitchimpl.FormatOf), or 0 for one the parser does not check.
func (c *Checks) FormatID() int { return int(stitchimpl.FormatOf(c.Format)) }
