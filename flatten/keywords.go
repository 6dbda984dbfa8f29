package flatten

import (
	"bytes"
	"encoding/json"
	"math/big"

	"github.com/stitchgen/stitchgen/model"
)

// How the keywords of differing members widen (design §4): values (const,
// enum, null), and bounds, which survive as the loosest one only if every
// member has one.

func enumerated(s *model.Schema) bool { return s.Const != nil || s.Enum != nil }

var jsonNull = json.RawMessage("null")

func allowsNull(s *model.Schema) bool {
	if s.HasType("null") || bytes.Equal(s.Const, jsonNull) {
		return true
	}
	for _, e := range s.Enum {
		if bytes.Equal(e, jsonNull) {
			return true
		}
	}
	return false
}

// values merges the values of enumerated members: one const if they all
// name the same value, else one enum of every value in order of first
// appearance, null last when some member allows it.
func values(ms []member, nullable bool) (json.RawMessage, []json.RawMessage) {
	var enum []json.RawMessage
	seen := map[string]bool{}
	add := func(v json.RawMessage) {
		if !seen[string(v)] {
			seen[string(v)] = true
			enum = append(enum, v)
		}
	}
	seen[string(jsonNull)] = true // null goes last
	for _, m := range ms {
		if m.s.Const != nil {
			add(m.s.Const)
		}
		for _, e := range m.s.Enum {
			add(e)
		}
	}
	if nullable {
		enum = append(enum, jsonNull)
	}
	if len(enum) == 1 && all(ms, func(s *model.Schema) bool { return s.Const != nil }) {
		return enum[0], nil
	}
	return nil, enum
}

// agreed returns the value every member gives, or "".
func agreed(ms []member, get func(*model.Schema) string) string {
	v := get(ms[0].s)
	for _, m := range ms[1:] {
		if get(m.s) != v {
			return ""
		}
	}
	return v
}

// loosestInt returns the loosest of an integer bound that every member has
// (the largest if upper, else the smallest), or nil.
func loosestInt(ms []member, get func(*model.Schema) *int64, upper bool) *int64 {
	var out *int64
	for _, m := range ms {
		v := get(m.s)
		if v == nil {
			return nil
		}
		if out == nil || (upper && *v > *out) || (!upper && *v < *out) {
			out = v
		}
	}
	if out == nil {
		return nil
	}
	n := *out
	return &n
}

// bound is one numeric bound, compared exactly.
type bound struct {
	val  *big.Rat
	text json.Number // as written
	excl bool
}

func parseBound(n json.Number, excl bool) (bound, bool) {
	if n == "" {
		return bound{}, false
	}
	v, ok := new(big.Rat).SetString(string(n))
	return bound{v, n, excl}, ok
}

// lowerOf returns the effective lower bound of s: the tighter of minimum
// and exclusiveMinimum.
func lowerOf(s *model.Schema) (bound, bool) {
	return tighter(s.Minimum, s.ExclusiveMinimum, +1)
}

func upperOf(s *model.Schema) (bound, bool) {
	return tighter(s.Maximum, s.ExclusiveMaximum, -1)
}

// tighter picks between an inclusive and an exclusive bound; dir is +1 for
// lower bounds (a larger value is tighter) and -1 for upper ones. At equal
// value the exclusive one is tighter.
func tighter(incl, excl json.Number, dir int) (bound, bool) {
	a, aok := parseBound(incl, false)
	b, bok := parseBound(excl, true)
	switch {
	case !aok:
		return b, bok
	case !bok:
		return a, true
	}
	if a.val.Cmp(b.val)*dir > 0 {
		return a, true
	}
	return b, true
}

// loosestBound returns the loosest of a bound every member has; dir is -1
// for lower bounds (the smallest wins) and +1 for upper ones. At equal value
// inclusive beats exclusive; equal bounds spelled differently ("1", "1.0")
// resolve to the shortest spelling, then the smallest, so the result never
// depends on member order.
func loosestBound(ms []member, get func(*model.Schema) (bound, bool), dir int) (bound, bool) {
	var out bound
	for i, m := range ms {
		b, ok := get(m.s)
		if !ok {
			return bound{}, false
		}
		if i == 0 || looser(b, out, dir) {
			out = b
		}
	}
	return out, true
}

func looser(a, b bound, dir int) bool {
	if c := a.val.Cmp(b.val) * dir; c != 0 {
		return c > 0
	}
	if a.excl != b.excl {
		return !a.excl
	}
	if len(a.text) != len(b.text) {
		return len(a.text) < len(b.text)
	}
	return a.text < b.text
}
