package flatten

import (
	"encoding/json"
	"math/big"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// valueGen draws random JSON values valid against an exact schema: at a
// oneOf it picks a variant, and it respects types, enums, consts, bounds,
// patterns, required keys and key policies.
//
// Extra keys of loose and plain objects are named zz_extra…, which nothing
// declares: soundness holds modulo the keys a loose or plain object accepts
// without declaring them while a sibling declares them (the hull of such a
// key is built from the declaring objects, design §4).
type valueGen struct {
	r    *rand.Rand
	root *model.Schema // for $defs
	fail func(format string, args ...any)
}

func (g *valueGen) value(s *model.Schema, depth int) any {
	switch {
	case s == nil:
		return g.scalar()
	case s.Ref == "#":
		return g.value(g.root, depth+1)
	case s.Ref != "":
		name := strings.TrimPrefix(s.Ref, "#/$defs/")
		for _, d := range g.root.Defs {
			if d.Name == name {
				return g.value(d.Schema, depth+1)
			}
		}
		g.fail("no $def %s", name)
		return nil
	case s.OneOf != nil:
		if depth > 4 {
			return g.value(s.OneOf[0], depth+1) // the first variant ends a recursion
		}
		return g.value(s.OneOf[g.r.IntN(len(s.OneOf))], depth+1)
	case s.Const != nil:
		return decode(s.Const)
	case s.Enum != nil:
		return decode(s.Enum[g.r.IntN(len(s.Enum))])
	}
	kinds := s.Type
	if len(kinds) == 0 {
		kinds = []string{"string", "number", "boolean", "object", "array", "null"}
	}
	switch kinds[g.r.IntN(len(kinds))] {
	case "string":
		return g.str(s)
	case "integer":
		v, _ := g.num(s, big.NewRat(1, 1), true)
		return v
	case "number":
		if g.r.IntN(2) == 0 {
			if v, ok := g.num(s, big.NewRat(1, 1), false); ok {
				return v
			}
		}
		v, _ := g.num(s, big.NewRat(1, 1024), true)
		return v
	case "boolean":
		return g.r.IntN(2) == 0
	case "null":
		return nil
	case "object":
		return g.object(s, depth)
	case "array":
		n := g.count(s.MinItems, s.MaxItems, depth)
		out := make([]any, n)
		for i := range out {
			out[i] = g.value(s.Items, depth+1)
		}
		return out
	}
	g.fail("unknown type %v", kinds)
	return nil
}

func (g *valueGen) scalar() any {
	switch g.r.IntN(4) {
	case 0:
		return "s" + strconv.Itoa(g.r.IntN(100))
	case 1:
		return json.Number(strconv.Itoa(g.r.IntN(200) - 100))
	case 2:
		return g.r.IntN(2) == 0
	}
	return nil
}

func (g *valueGen) str(s *model.Schema) string {
	n := g.count(s.MinLength, s.MaxLength, 0)
	prefix := ""
	if s.Format == "uri" {
		prefix = "https://e.x/"
	}
	for range 1000 {
		var b strings.Builder
		b.WriteString(prefix)
		for b.Len() < n {
			b.WriteByte(byte('a' + g.r.IntN(26)))
		}
		v := b.String()
		if s.Pattern == "" || regexp.MustCompile(s.Pattern).MatchString(v) {
			return v
		}
	}
	g.fail("no string of length %d matches %q", n, s.Pattern)
	return ""
}

// count draws a size in [min, max], small when max is absent or when deep.
func (g *valueGen) count(min, max *int64, depth int) int {
	lo := int64(0)
	if min != nil {
		lo = *min
	}
	hi := lo + 3
	if max != nil {
		hi = *max
	}
	if depth > 4 {
		hi = lo
	}
	return int(lo + g.r.Int64N(hi-lo+1))
}

// num draws a multiple of step inside the schema's bounds; if there is none
// it fails the test when must is set, else reports false.
func (g *valueGen) num(s *model.Schema, step *big.Rat, must bool) (json.Number, bool) {
	rat := func(n json.Number) *big.Rat {
		r, ok := new(big.Rat).SetString(string(n))
		if !ok {
			g.fail("bad number %q", n)
		}
		return r
	}
	// Bounds in units of step: lo ≤ k ≤ hi.
	lo, hi := big.NewInt(-40), big.NewInt(40)
	units := func(n json.Number, up, excl bool) *big.Int {
		q := new(big.Rat).Quo(rat(n), step)
		k := new(big.Int).Quo(q.Num(), q.Denom()) // truncates toward zero
		exact := q.IsInt()
		if up { // the smallest k ≥ q (> q if excl)
			if q.Sign() > 0 && !exact || exact && excl {
				k.Add(k, big.NewInt(1))
			}
		} else { // the largest k ≤ q (< q if excl)
			if q.Sign() < 0 && !exact || exact && excl {
				k.Sub(k, big.NewInt(1))
			}
		}
		return k
	}
	hasLo, hasHi := false, false
	if s.Minimum != "" {
		lo, hasLo = units(s.Minimum, true, false), true
	}
	if s.ExclusiveMinimum != "" {
		if k := units(s.ExclusiveMinimum, true, true); !hasLo || k.Cmp(lo) > 0 {
			lo, hasLo = k, true
		}
	}
	if s.Maximum != "" {
		hi, hasHi = units(s.Maximum, false, false), true
	}
	if s.ExclusiveMaximum != "" {
		if k := units(s.ExclusiveMaximum, false, true); !hasHi || k.Cmp(hi) < 0 {
			hi, hasHi = k, true
		}
	}
	switch {
	case hasLo && !hasHi:
		hi = new(big.Int).Add(lo, big.NewInt(40))
	case hasHi && !hasLo:
		lo = new(big.Int).Sub(hi, big.NewInt(40))
	}
	span := new(big.Int).Sub(hi, lo).Int64()
	if span < 0 {
		if must {
			g.fail("no multiple of %s in the range of %s", step, mustJSONText(s))
		}
		return "", false
	}
	k := new(big.Int).Add(lo, big.NewInt(g.r.Int64N(span+1)))
	v := new(big.Rat).Mul(new(big.Rat).SetInt(k), step)
	if v.IsInt() {
		return json.Number(v.Num().String()), true
	}
	return json.Number(v.FloatString(10)), true
}

func (g *valueGen) object(s *model.Schema, depth int) map[string]any {
	out := map[string]any{}
	for _, p := range s.Properties {
		if s.IsRequired(p.Name) || (depth <= 4 && g.r.IntN(2) == 0) {
			out[p.Name] = g.value(p.Schema, depth+1)
		}
	}
	ap := s.AdditionalProperties
	if ap != nil && ap.False {
		return out
	}
	want := len(out) + g.count(nil, nil, depth)
	if s.MinProperties != nil && int64(want) < *s.MinProperties {
		want = int(*s.MinProperties)
	}
	if s.MaxProperties != nil && int64(want) > *s.MaxProperties {
		want = int(*s.MaxProperties)
	}
	for i := 0; len(out) < want; i++ {
		out["zz_extra"+strconv.Itoa(i)] = g.value(ap, depth+1)
	}
	return out
}

func mustJSONText(s *model.Schema) string {
	b, _ := s.MarshalJSON()
	return string(b)
}

func decode(raw json.RawMessage) any {
	var v any
	d := json.NewDecoder(strings.NewReader(string(raw)))
	d.UseNumber()
	_ = d.Decode(&v)
	return v
}
