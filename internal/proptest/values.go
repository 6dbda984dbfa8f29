package proptest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"regexp/syntax"
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/sample"
)

// maxDepth bounds the nesting of generated objects: past it, optional keys
// are left out, nullable values are null and collections take their minimum
// size, so recursive types end.
const maxDepth = 5

// escapedTimes sends time.Time values with JSON escapes too. It is off while
// the runtime rejects them (Decoder.Time hands the raw bytes to
// time.Time.UnmarshalJSON, which does not unescape; see
// TestParseEscapedDateTime in examples/broadcast).
const escapedTimes = true

// roundingEdges lets edge mode send numbers past a bound (or past an
// integer) by less than the float's precision. It is off while the parser
// checks the rounded float instead of the number sent and so accepts values
// the exact schema rejects (see TestFloatBoundsExact).
const roundingEdges = true

// gen makes random JSON values that satisfy every visible check of a model
// type (design §1): bounds (exclusive ones too), lengths in runes, enums,
// union labels, patterns, formats, integral floats, Go integer ranges, fixed
// arrays, collection sizes, nullability and optional keys. It never relies
// on a tolerance (no coerce spellings, no catch fallbacks, no double
// encoding) and only sends strings that trim/lower/upper leave unchanged (a
// rewrite is a tolerance too, even when pushing past a check), so the value
// the parser keeps is the value sent. What it does vary is what
// JSON allows: key order (a union's discriminator lands anywhere among the
// keys), string escapes, integer spellings (1.0, 12e2), whitespace.
//
// Hidden checks (refine) are not known here: the caller counts the values a
// refine function rejects.
type gen struct {
	r       *rand.Rand
	depth   int
	compact int   // > 0 inside anyJSON: no whitespace
	err     error // the first value this generator could not make
	values  int   // JSON values made, see maxValues

	// edge is the percentage of decisions (a number, a string, a key) that
	// go just past a check instead: a bound ±1, a length ±1, a missing
	// required key, an unknown key, a null. 0 makes valid values only.
	// Values under a catch are never pushed (catch would accept them).
	edge    int
	noEdges int // > 0 inside a catch field
}

func newGen(r *rand.Rand) *gen {
	return &gen{r: r}
}

// maxMade is the most items, entries or characters a value is made with: a
// key tagged min=2147483647 (valid, and no call will ever send it) makes no
// value (errTooLarge), not a value of gigabytes.
const maxMade = 1 << 16

// errTooLarge is the error of a value whose checks ask for more than maxMade:
// the property tests skip its tool, saying so.
var errTooLarge = errors.New("too large to make")

// tooLarge records that a value needs n items, entries or characters.
func (g *gen) tooLarge(n int, what string) {
	if g.err == nil {
		g.err = fmt.Errorf("%w: at least %d %s", errTooLarge, n, what)
	}
}

func (g *gen) failf(format string, args ...any) {
	if g.err == nil {
		g.err = fmt.Errorf(format, args...)
	}
}

// chance is true pct times in 100.
func (g *gen) chance(pct int) bool { return g.r.IntN(100) < pct }

func (g *gen) deep() bool { return g.depth >= maxDepth }

// pushed decides whether this value goes past its checks (edge mode).
func (g *gen) pushed() bool { return g.edge > 0 && g.noEdges == 0 && g.chance(g.edge) }

// member is one key of an object being written, with its JSON value.
type member struct {
	key   string
	value []byte
}

// maxValues bounds the JSON values (at any depth) of one generated value.
// Past it the generator gives up: a type whose required keys and minimum
// sizes recurse (a required []T with min=2 inside T) has no small value,
// or none at all.
const maxValues = 50_000

// value returns a JSON value of type t that passes the checks c (nil: none).
func (g *gen) value(t model.Type, c *model.Checks) []byte {
	if c == nil {
		c = &model.Checks{}
	}
	if g.values++; g.values > maxValues {
		g.failf("more than %d JSON values: required keys and minimum sizes recurse", maxValues)
		return []byte("null")
	}
	if c.ZeroOK {
		// An edge past the checks may be the zero value, which zero-ok
		// accepts (a tolerance): the schemas do not describe it.
		g.noEdges++
		defer func() { g.noEdges-- }()
	}
	switch t := t.(type) {
	case *model.Pointer:
		return g.value(t.Elem, c)
	case *model.Nullable:
		return g.value(t.Elem, c)
	case *model.Basic:
		switch {
		case t.Kind == model.String:
			return g.quote(g.str(c))
		case t.Kind == model.Bool:
			return []byte(strconv.FormatBool(g.r.IntN(2) == 0))
		case t.Kind.IsInteger() || c.Int:
			return g.integer(t.Kind, c)
		default:
			return g.float(t.Kind, c)
		}
	case *model.Struct:
		return g.object(t, nil)
	case *model.Union:
		return g.union(t)
	case *model.Slice:
		n := g.count(c)
		items := make([][]byte, n)
		g.depth++
		for i := range items {
			items[i] = g.elem(t.Elem, c.Elem)
		}
		g.depth--
		return g.array(items)
	case *model.Array:
		items := make([][]byte, t.Len)
		g.depth++
		for i := range items {
			items[i] = g.elem(t.Elem, c.Elem)
		}
		g.depth--
		return g.array(items)
	case *model.Map:
		n := g.count(c)
		used := map[string]bool{}
		ms := make([]member, n)
		g.depth++
		for i := range ms {
			k, ok := g.key(c.Keys, used)
			if !ok {
				ms = ms[:i] // the key checks allow no more keys
				break
			}
			ms[i] = member{k, g.elem(t.Elem, c.Elem)}
		}
		g.depth--
		return g.object1(ms)
	case *model.Text:
		// Its own UnmarshalText judges the string (code custom, a hidden check).
		return g.quote(g.str(c))
	case *model.Time:
		s := pick(g.r, sample.Formats["date-time"])
		if !escapedTimes {
			b, _ := json.Marshal(s)
			return b
		}
		return g.quote(s)
	case *model.Raw, *model.Any:
		return g.anyJSON(0)
	}
	g.failf("no generator for %T", t)
	return []byte("null")
}

// elem returns one element of a slice, array or map under the checks of
// dive (nil: none), null sometimes if nullable.
func (g *gen) elem(t model.Type, c *model.Checks) []byte {
	if c != nil && c.Nullable && (g.deep() || g.chance(20)) {
		return []byte("null")
	}
	return g.value(t, c)
}

// key returns a map key not in used that passes the checks of keys …
// endkeys (nil: any key), and adds it; false when none is left.
func (g *gen) key(c *model.Checks, used map[string]bool) (string, bool) {
	if c == nil {
		return g.freshKey(used), true
	}
	g.noEdges++
	defer func() { g.noEdges-- }()
	for range 50 {
		if k := g.str(c); !used[k] {
			used[k] = true
			return k, true
		}
	}
	return "", false
}

// field returns the value of one struct field, null sometimes if nullable.
func (g *gen) field(f *model.Field) []byte {
	if f.Nullable && (g.deep() || g.chance(20)) {
		return []byte("null")
	}
	if f.Catch != nil {
		g.noEdges++
		defer func() { g.noEdges-- }()
	}
	if !f.Nullable && g.pushed() {
		return []byte("null")
	}
	return g.value(f.Type, &f.Checks)
}

// object writes a struct: required keys always, optional ones sometimes,
// unknown keys when the policy allows them, and the union discriminator disc
// (nil outside a union) at a random position.
func (g *gen) object(s *model.Struct, disc *member) []byte {
	if g.depth > 40 {
		g.failf("struct %s: required keys recurse without end", s.Named.Name)
		return []byte("{}")
	}
	g.depth++
	defer func() { g.depth-- }()
	declared := map[string]bool{}
	for _, f := range s.Fields {
		declared[f.JSON] = true
	}
	var ms []member
	for _, f := range s.Fields {
		if disc != nil && f.JSON == disc.key {
			continue
		}
		if !f.Required && (g.deep() || !g.chance(60)) || f.Required && g.pushed() {
			continue
		}
		ms = append(ms, member{f.JSON, g.field(f)})
	}
	// The keys a sent key requires (requires=), unless pushed past the
	// checks; each added key may require more.
	keep := requiresKeys(s) && !g.pushed()
	for i := 0; keep && i < len(ms); i++ {
		f := fieldByKey(s, ms[i].key)
		if f == nil {
			continue
		}
		for _, r := range f.Requires {
			if !slices.ContainsFunc(ms, func(m member) bool { return m.key == r }) {
				if rf := fieldByKey(s, r); rf != nil {
					ms = append(ms, member{r, g.field(rf)})
				}
			}
		}
	}
	if disc != nil {
		ms = append(ms, *disc)
	}
	if s.Policy == model.Strict && g.pushed() {
		ms = append(ms, member{g.freshKey(declared), []byte("1")})
	}
	switch {
	case s.Policy == model.Plain && g.chance(25):
		for range 1 + g.r.IntN(2) {
			ms = append(ms, member{g.freshKey(declared), g.anyJSON(1)})
		}
	case s.Policy == model.Loose && s.Rest != nil && g.chance(40):
		m, ok := s.Rest.Type.(*model.Map)
		if !ok {
			g.failf("rest field %s is a %T", s.Rest.GoName, s.Rest.Type)
			break
		}
		n := 1 + g.r.IntN(3)
		if s.Rest.Max != nil {
			n = min(n, s.Rest.Max.Len.Int())
		}
		for range n {
			ms = append(ms, member{g.freshKey(declared), g.value(m.Elem, nil)})
		}
	}
	return g.object1(ms)
}

// union writes a random variant under a random one of its labels (in edge
// mode, sometimes an unknown label); a by=kind or by=keys variant as it is.
func (g *gen) union(u *model.Union) []byte {
	v := u.Variants[g.r.IntN(len(u.Variants))]
	if g.deep() {
		// Past the depth where optional keys stop: the variant whose
		// required keys end soonest, so a union that holds itself through
		// required keys (a [2]U in one variant) still ends (load refuses one
		// that cannot).
		v = shallowest(u)
	}
	switch u.By {
	case model.ByKind: // the variant's own kind chooses it
		return g.value(v.Type, v.Checks)
	case model.ByKeys: // its required markers choose it
		return g.object(v.Struct, nil)
	}
	label := pick(g.r, v.Labels)
	if g.pushed() {
		label += "x"
	}
	return g.object(v.Struct, &member{u.Key, g.quote(label)})
}

// count picks the size of a slice or map within its min and max.
func (g *gen) count(c *model.Checks) int {
	lo, hi := 0, -1
	if c.Min != nil {
		lo = c.Min.Len.Int()
	}
	if c.Max != nil {
		hi = c.Max.Len.Int()
	}
	if lo > maxMade {
		g.tooLarge(lo, "items or entries")
		return 0
	}
	if g.deep() {
		return lo
	}
	if hi < 0 {
		hi = lo + 4
	}
	return sample.PickLen(g.r, lo, min(hi, lo+60))
}

// freshKey returns a random key not in used, and adds it. Keys start with
// "zz", which no golden or example field uses: a plain or loose variant
// accepts a key a sibling declares with any value, and soundness holds
// modulo those keys (docs/advertised.md).
func (g *gen) freshKey(used map[string]bool) string {
	for {
		var k string
		if g.chance(50) {
			k = "zz_" + strconv.Itoa(g.r.IntN(1000))
		} else {
			k = "zz" + sample.FreeString(g.r, g.r.IntN(8))
		}
		if !used[k] {
			used[k] = true
			return k
		}
	}
}

// str returns a string that passes c and that c's rewrites leave unchanged
// (in edge mode, sometimes one rune too short or too long instead, or an
// enum member with a suffix). It draws from what c shows in the schema
// (model.Checks.Shown: enum or labels, format, pattern, lengths) and keeps
// what the tags' judges pass (model.Checks.Judge): a new tag that shows as
// those keywords needs nothing here.
func (g *gen) str(c *model.Checks) string {
	sh := c.Shown(model.Strings)
	var enum []string
	for _, e := range sh.Enum {
		var v string
		if json.Unmarshal(e, &v) == nil {
			enum = append(enum, v)
		}
	}
	lo, hi := runeBounds(sh)
	if lo > maxMade {
		g.tooLarge(lo, "characters")
		return ""
	}
	hi = min(hi, max(lo, maxMade))
	if g.pushed() {
		switch {
		case len(enum) > 0:
			return model.Rewrite(pick(g.r, enum)+"x", c)
		case sh.MaxLength != nil && g.r.IntN(2) == 0:
			if s, ok := g.unchanged(c, hi+1); ok {
				return s
			}
		case lo > 0:
			if s, ok := g.unchanged(c, lo-1); ok {
				return s
			}
		}
	}
	for range 200 {
		var s string
		switch {
		case len(enum) > 0:
			s = pick(g.r, enum)
		case sh.Format != "" && sample.Formats[sh.Format] != nil:
			s = sample.Stretch(sh.Format, pick(g.r, sample.Formats[sh.Format]), sample.PickLen(g.r, lo, hi))
		case sh.Pattern != "":
			re, err := syntax.Parse(sh.Pattern, syntax.Perl)
			if err != nil {
				g.failf("pattern %q: %v", sh.Pattern, err)
				return ""
			}
			n := sample.PickLen(g.r, lo, hi)
			if g.r.IntN(2) == 0 {
				s = sample.Drawer{R: g.r}.MatchOf(re, n) // n runes where the repeats can make them
			} else {
				s = sample.Drawer{R: g.r}.Match(re, n)
			}
			if k := n - utf8.RuneCountInString(s); k > 0 && g.r.IntN(2) == 0 {
				// An unanchored match stays one with text around it
				// (pattern=a,min=5); the judge drops what an anchor refuses.
				s = sample.FreeString(g.r, k/2) + s + sample.FreeString(g.r, k-k/2)
			}
		default:
			s = sample.FreeString(g.r, sample.PickLen(g.r, lo, hi))
		}
		s = model.Rewrite(s, c)
		if c.Judge(model.StringOf(s)) == "" {
			return s
		}
	}
	g.failf("no string found for checks %+v", *c)
	return ""
}

// unchanged returns a free string of n runes that c's rewrites leave as it
// is: a pushed value the parser would trim back inside its bounds uses a
// tolerance, and the schemas describe the canonical value only (DESIGN §2).
func (g *gen) unchanged(c *model.Checks, n int) (string, bool) {
	for range 100 {
		s := model.Rewrite(sample.FreeString(g.r, n), c)
		if utf8.RuneCountInString(s) == n && model.Rewrite(s, c) == s {
			return s, true
		}
	}
	return "", false
}

// runeBounds is the length range a string's schema shows; 16 runes past the
// minimum when there is no maximum.
func runeBounds(sh *model.Schema) (lo, hi int) {
	lo, hi = 0, -1
	if sh.MinLength != nil {
		lo = int(*sh.MinLength)
	}
	if sh.MaxLength != nil {
		hi = int(*sh.MaxLength)
	}
	if hi < 0 {
		hi = lo + 16
	}
	return lo, hi
}

// integer returns an integer within the Go kind's range (±2^53 for
// integral floats, ±2^24 for float32) and c's range (model.Checks.Range:
// its whole-number bounds) or enum.
func (g *gen) integer(k model.BasicKind, c *model.Checks) []byte {
	lo, hi := kindRange(k)
	min, max := c.Range(&model.Basic{Kind: k})
	if min != nil {
		lo = bigMax(lo, min.Whole)
	}
	if max != nil {
		hi = bigMin(hi, max.Whole)
	}
	if lo.Cmp(hi) > 0 {
		g.failf("empty integer range [%s, %s] for %+v", lo, hi, *c)
		return []byte("0")
	}
	var n *big.Int
	if g.pushed() {
		if g.r.IntN(2) == 0 {
			return []byte(new(big.Int).Sub(lo, big.NewInt(1)).String())
		}
		return []byte(new(big.Int).Add(hi, big.NewInt(1)).String())
	}
	if k.IsFloat() && roundingEdges && g.pushed() {
		// An integral float plus less than its precision: not an integer,
		// though it rounds to one.
		return []byte(g.intIn(lo, hi).String() + ".0000000000000000001")
	}
	if len(c.Enum) > 0 {
		var in []*big.Int
		for _, e := range c.Enum {
			x, ok := new(big.Int).SetString(e, 10)
			if ok && x.Cmp(lo) >= 0 && x.Cmp(hi) <= 0 {
				in = append(in, x)
			}
		}
		if len(in) == 0 {
			g.failf("no enum member of %v in [%s, %s]", c.Enum, lo, hi)
			return []byte("0")
		}
		n = pick(g.r, in)
	} else {
		n = g.intIn(lo, hi)
	}
	return g.spellInt(n)
}

// intIn picks an integer in [lo, hi], favouring the bounds, zero and small
// values.
func (g *gen) intIn(lo, hi *big.Int) *big.Int {
	span := new(big.Int).Sub(hi, lo)
	switch x := g.r.IntN(10); {
	case x == 0:
		return new(big.Int).Set(lo)
	case x == 1:
		return new(big.Int).Set(hi)
	case x == 2 && lo.Sign() <= 0 && hi.Sign() >= 0:
		return new(big.Int)
	case x < 5: // near a bound
		d := big.NewInt(int64(g.r.IntN(100)))
		if d.Cmp(span) > 0 {
			d = span
		}
		if g.r.IntN(2) == 0 {
			return d.Add(lo, d)
		}
		return d.Sub(hi, d)
	case x < 7 && lo.Sign() <= 0 && hi.Sign() >= 0: // near zero
		d := big.NewInt(int64(g.r.IntN(1000)) - 500)
		return bigMin(hi, bigMax(lo, d))
	}
	if span.IsUint64() && span.Uint64() < math.MaxUint64 {
		return new(big.Int).Add(lo, new(big.Int).SetUint64(g.r.Uint64N(span.Uint64()+1)))
	}
	return new(big.Int).Add(lo, new(big.Int).SetUint64(g.r.Uint64())) // span is 2^64-1
}

// spellInt writes n, sometimes as 5.0, 12e2 or -0: JSON spellings of an
// integer that the parser must accept (design §5: "1.0 is an integer").
func (g *gen) spellInt(n *big.Int) []byte {
	s := n.String()
	switch x := g.r.IntN(100); {
	case x < 8:
		return []byte(s + ".0")
	case x < 12 && s != "0" && strings.HasSuffix(s, "0"):
		t := strings.TrimRight(s, "0")
		return []byte(t + "e" + strconv.Itoa(len(s)-len(t)))
	case x < 14 && s == "0":
		return []byte("-0")
	}
	return []byte(s)
}

// float returns a number within c's bounds. A float32 field keeps only
// values whose float32 rounding still passes the bounds: the parser checks
// the float32 (99.999999 is 100 there, so lt=100 rejects it) while the
// schemas check the decimal. That divergence (the parser stricter than the
// schemas, by less than a float32's precision) is left out on purpose.
func (g *gen) float(k model.BasicKind, c *model.Checks) []byte {
	lo, hi := c.Range(&model.Basic{Kind: k})
	loEx, hiEx := lo != nil && lo.Exclusive, hi != nil && hi.Exclusive
	if g.pushed() {
		if b := g.pastBound(k, lo, hi); b != nil {
			return b
		}
	}
	for range 50 {
		var r *big.Rat
		switch {
		case lo != nil && !loEx && g.chance(12):
			r = lo.Rat
		case hi != nil && !hiEx && g.chance(12):
			r = hi.Rat
		case g.chance(20):
			// A small value, in case every value near a far bound rounds
			// past it as a float32 (max=1e30).
			r = big.NewRat(int64(g.r.IntN(200001)-100000), 100)
		case lo != nil && hi != nil:
			f := big.NewRat(int64(1+g.r.IntN(999)), 1000)
			r = new(big.Rat).Sub(hi.Rat, lo.Rat)
			r.Add(lo.Rat, r.Mul(r, f))
		case lo != nil:
			r = new(big.Rat).Add(lo.Rat, big.NewRat(int64(1+g.r.IntN(100000)), 100))
		case hi != nil:
			r = new(big.Rat).Sub(hi.Rat, big.NewRat(int64(1+g.r.IntN(100000)), 100))
		case g.chance(10):
			return []byte(pick(g.r, []string{"0", "1.5e10", "-2.5e-3", "1E+2", "-0.0", "3.25e1"}))
		default:
			r = big.NewRat(int64(g.r.IntN(200001)-100000), 100)
		}
		if lo != nil && (r.Cmp(lo.Rat) < 0 || loEx && r.Cmp(lo.Rat) == 0) ||
			hi != nil && (r.Cmp(hi.Rat) > 0 || hiEx && r.Cmp(hi.Rat) == 0) {
			continue
		}
		s := decimal(r)
		if k == model.Float32 {
			f, _ := strconv.ParseFloat(s, 32)
			r32 := new(big.Rat).SetFloat64(f)
			if lo != nil && (r32.Cmp(lo.Rat) < 0 || loEx && r32.Cmp(lo.Rat) == 0) ||
				hi != nil && (r32.Cmp(hi.Rat) > 0 || hiEx && r32.Cmp(hi.Rat) == 0) {
				continue
			}
		}
		if g.chance(5) {
			s += "e0"
		}
		return []byte(s)
	}
	g.failf("no number found for checks %+v", *c)
	return []byte("0")
}

// pastBound returns a number just past one of the bounds: the exclusive
// bound itself, the bound ∓ 1 and, with roundingEdges, the bound moved by
// less than the float's precision (it rounds onto the bound). nil when
// there is no bound.
func (g *gen) pastBound(k model.BasicKind, lo, hi *model.Limit) []byte {
	type side struct {
		b    *model.Limit
		ex   bool
		sign int64 // -1 below lo, +1 above hi
	}
	var sides []side
	if lo != nil {
		sides = append(sides, side{lo, lo.Exclusive, -1})
	}
	if hi != nil {
		sides = append(sides, side{hi, hi.Exclusive, 1})
	}
	if len(sides) == 0 {
		return nil
	}
	sd := pick(g.r, sides)
	switch n := g.r.IntN(3); {
	case n == 0 && sd.ex:
		return []byte(decimal(sd.b.Rat))
	case n == 1 && roundingEdges:
		// Past the bound by a relative 1e-20 (or 1e-400 at zero): the
		// decimal breaks the bound, its float32/float64 does not.
		tiny := big.NewRat(sd.sign, 1)
		if sd.b.Rat.Sign() == 0 {
			return []byte(fmt.Sprintf("%de-400", sd.sign))
		}
		tiny.Mul(tiny, new(big.Rat).Abs(sd.b.Rat))
		tiny.Mul(tiny, new(big.Rat).SetFrac(big.NewInt(1), new(big.Int).Exp(big.NewInt(10), big.NewInt(20), nil)))
		return []byte(decimal(tiny.Add(tiny, sd.b.Rat)))
	}
	return []byte(decimal(new(big.Rat).Add(sd.b.Rat, big.NewRat(sd.sign, 1))))
}

// anyJSON returns a random JSON value of any kind; depth bounds nesting.
func (g *gen) anyJSON(depth int) []byte {
	g.compact++
	defer func() { g.compact-- }()
	n := g.r.IntN(9)
	if depth >= 2 || g.deep() {
		n %= 6
	}
	switch n {
	case 0:
		return []byte("null")
	case 1:
		return []byte(strconv.FormatBool(g.r.IntN(2) == 0))
	case 2:
		return []byte(strconv.Itoa(g.r.IntN(2001) - 1000))
	case 3:
		return []byte(pick(g.r, []string{"1.5", "-0.25", "1e3", "3.0", "12345.678"}))
	case 4, 5:
		return g.quote(sample.FreeString(g.r, g.r.IntN(6)))
	case 6, 7:
		items := make([][]byte, g.r.IntN(4))
		for i := range items {
			items[i] = g.anyJSON(depth + 1)
		}
		return g.array(items)
	}
	used := map[string]bool{}
	ms := make([]member, g.r.IntN(4))
	for i := range ms {
		ms[i] = member{g.freshKey(used), g.anyJSON(depth + 1)}
	}
	return g.object1(ms)
}

// object1 writes the members in a random order.
func (g *gen) object1(ms []member) []byte {
	g.r.Shuffle(len(ms), func(i, j int) { ms[i], ms[j] = ms[j], ms[i] })
	var b bytes.Buffer
	b.WriteByte('{')
	for i, m := range ms {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(g.ws())
		b.Write(g.quote(m.key))
		b.WriteString(g.ws())
		b.WriteByte(':')
		b.WriteString(g.ws())
		b.Write(m.value)
	}
	b.WriteString(g.ws())
	b.WriteByte('}')
	return b.Bytes()
}

func (g *gen) array(items [][]byte) []byte {
	var b bytes.Buffer
	b.WriteByte('[')
	for i, it := range items {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(g.ws())
		b.Write(it)
	}
	b.WriteString(g.ws())
	b.WriteByte(']')
	return b.Bytes()
}

// ws is insignificant whitespace, sometimes. It is never written inside
// anyJSON's documents: json.RawMessage keeps the bytes sent, and
// encoding/json compacts them when it marshals, which would break the
// round-trip comparison for a reason that is not the parser's.
func (g *gen) ws() string {
	if g.depth == 0 || g.compact > 0 || !g.chance(8) {
		return ""
	}
	return pick(g.r, []string{" ", "\n", "\t", "\r\n  "})
}

// quote writes s as a JSON string, with encoding/json's escapes or, one time
// in ten, with \u escapes (surrogate pairs for astral runes) and \/. Every
// mode escapes <, >, & and U+2028/2029 as encoding/json does, so that
// json.RawMessage values survive json.Marshal's compaction byte for byte.
func (g *gen) quote(s string) []byte {
	mode := g.r.IntN(20)
	if mode > 1 {
		b, _ := json.Marshal(s)
		return b
	}
	var b bytes.Buffer
	b.WriteByte('"')
	for _, c := range s {
		switch {
		case mode == 1 && c < utf8.RuneSelf && c >= 0x20 && !strings.ContainsRune("\"\\<>&/", c):
			b.WriteRune(c)
		case mode == 1 && c == '/':
			b.WriteString(`\/`)
		case c > 0xFFFF:
			r1, r2 := utf16.EncodeRune(c)
			fmt.Fprintf(&b, `\u%04X\u%04x`, r1, r2)
		default:
			fmt.Fprintf(&b, `\u%04x`, c)
		}
	}
	b.WriteByte('"')
	return b.Bytes()
}

// kindRange is the range of integers a kind holds exactly.
func kindRange(k model.BasicKind) (lo, hi *big.Int) {
	one := big.NewInt(1)
	switch {
	case k == model.Float32:
		return big.NewInt(-1 << 24), big.NewInt(1 << 24)
	case k == model.Float64:
		return big.NewInt(-1 << 53), big.NewInt(1 << 53)
	case k.IsUnsigned():
		return new(big.Int), new(big.Int).Sub(new(big.Int).Lsh(one, uint(k.Bits())), one)
	}
	lo = new(big.Int).Neg(new(big.Int).Lsh(one, uint(k.Bits()-1)))
	return lo, new(big.Int).Sub(new(big.Int).Neg(lo), one)
}

func bigMax(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return a
	}
	return b
}

func bigMin(a, b *big.Int) *big.Int {
	if a.Cmp(b) <= 0 {
		return a
	}
	return b
}

// decimal writes r exactly as a decimal (r has a finite expansion: bounds are
// decimals and the generator divides by powers of ten).
func decimal(r *big.Rat) string {
	for prec := 0; prec < 40; prec++ {
		s := r.FloatString(prec)
		if x, ok := new(big.Rat).SetString(s); ok && x.Cmp(r) == 0 {
			return s
		}
	}
	return r.FloatString(40)
}

func pick[T any](r *rand.Rand, xs []T) T { return xs[r.IntN(len(xs))] }

// shallowest is the variant of u whose values need the fewest levels of
// nesting, counting required keys and non-empty lists only.
func shallowest(u *model.Union) *model.Variant {
	best, depth := u.Variants[0], -1
	for _, v := range u.Variants {
		d := minNesting(v.Type, v.Checks, map[model.Type]bool{u: true})
		if depth < 0 || d < depth {
			best, depth = v, d
		}
	}
	return best
}

// endless is minNesting's answer for a value that cannot end on this path.
const endless = 1 << 20

// minNesting is the fewest levels of nesting a value of t under c needs:
// through required keys, non-empty lists and union variants, a type already
// on the path (on) being endless there (a shallowest value never holds its
// own type inside, or the inner one would do).
func minNesting(t model.Type, c *model.Checks, on map[model.Type]bool) int {
	if c != nil && c.Nullable {
		return 0
	}
	var cc model.Checks
	if c != nil {
		cc = *c
	}
	some := cc.Min != nil && cc.Min.Rat.Sign() > 0
	switch t := model.Deref(t).(type) {
	case *model.Slice:
		if !some {
			return 0
		}
		return 1 + minNesting(t.Elem, cc.Elem, on)
	case *model.Map:
		if !some {
			return 0
		}
		return 1 + minNesting(t.Elem, cc.Elem, on)
	case *model.Array:
		if t.Len == 0 {
			return 0
		}
		return 1 + minNesting(t.Elem, cc.Elem, on)
	case *model.Struct:
		if on[t] {
			return endless
		}
		on[t] = true
		defer delete(on, t)
		d := 0
		for _, f := range t.Fields {
			if f.Required {
				d = max(d, minNesting(f.Type, &f.Checks, on))
			}
		}
		return min(1+d, endless)
	case *model.Union:
		if on[t] {
			return endless
		}
		on[t] = true
		defer delete(on, t)
		d := endless
		for _, v := range t.Variants {
			d = min(d, minNesting(v.Type, v.Checks, on))
		}
		return min(1+d, endless)
	}
	return 0
}

// requiresKeys reports whether a field of s requires other keys.
func requiresKeys(s *model.Struct) bool {
	return slices.ContainsFunc(s.Fields, func(f *model.Field) bool { return f.Requires != nil })
}

// fieldByKey is the field of s whose JSON key is key, or nil.
func fieldByKey(s *model.Struct, key string) *model.Field {
	for _, f := range s.Fields {
		if f.JSON == key {
			return f
		}
	}
	return nil
}
