package sample

import (
	"bytes"
	"encoding/json"
	"math/big"
	"math/rand/v2"
	"regexp/syntax"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/stitchgen/stitchgen/model"
)

// textSamples are values of well-known types that read themselves from text.
var textSamples = map[string][]string{
	"net/netip.Addr":   {"10.0.0.1", "::1"},
	"net/netip.Prefix": {"10.0.0.0/8"},
	"net.IP":           {"10.0.0.1"},
	"net/url.URL":      {"https://example.com"},
}

// Sampler makes JSON values of a type with its checks, simplest first.
// Accepts is the judge a part must pass where a value is built of parts (a
// list's element, a map's keys, an object's fields) and the one that
// Minimal and Both ask; nil accepts every value.
type Sampler struct {
	Accepts func(v json.RawMessage, t model.Type, c *model.Checks) bool
	depth   int
}

// maxDepth bounds the recursion through recursive types.
const maxDepth = 8

func (g *Sampler) accepts(v json.RawMessage, t model.Type, c *model.Checks) bool {
	return v != nil && (g.Accepts == nil || g.Accepts(v, t, c))
}

// Quote is s as a JSON string, HTML characters unescaped.
func Quote(s string) json.RawMessage {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	_ = e.Encode(s)
	return bytes.TrimRight(b.Bytes(), "\n")
}

// Minimal is the first candidate of (t, c) that Accepts takes, or nil.
func (g *Sampler) Minimal(t model.Type, c *model.Checks) json.RawMessage {
	for _, v := range g.Candidates(t, c) {
		if g.accepts(v, t, c) {
			return v
		}
	}
	return nil
}

// Both is the first candidate of the old side (ot, oc) that the new side
// (nt, nc; nt nil: none) accepts too, else the old side's minimal value.
func (g *Sampler) Both(ot model.Type, oc *model.Checks, nt model.Type, nc *model.Checks) json.RawMessage {
	cands := g.Candidates(ot, oc)
	if nt != nil {
		cands = append(cands, g.Candidates(nt, nc)...)
	}
	for _, v := range cands {
		if g.accepts(v, ot, oc) && (nt == nil || g.accepts(v, nt, nc)) {
			return v
		}
	}
	for _, v := range cands {
		if g.accepts(v, ot, oc) {
			return v
		}
	}
	return nil
}

// Candidates lists values for (t, c), simplest first: the edge values of
// its checks (each bound's edge, every enum member, each format's samples,
// the empty or zero value) and inside ones (a pattern's matches); not all
// fit, the caller judges them.
func (g *Sampler) Candidates(t model.Type, c *model.Checks) []json.RawMessage {
	if c == nil {
		c = &model.Checks{}
	}
	if g.depth > maxDepth {
		return nil
	}
	g.depth++
	defer func() { g.depth-- }()
	var out []json.RawMessage
	switch t := model.Deref(t).(type) {
	case *model.Basic:
		switch {
		case t.Kind == model.String:
			for _, s := range g.Strings(c, -1) {
				out = append(out, Quote(s))
			}
		case t.Kind == model.Bool:
			out = append(out, json.RawMessage("false"), json.RawMessage("true"))
		default:
			out = append(out, Numbers(t, c)...)
		}
	case *model.Text:
		if n := t.Named; n != nil {
			for _, s := range textSamples[n.Path+"."+n.Name] {
				out = append(out, Quote(s))
			}
		}
		for _, s := range g.Strings(c, -1) {
			out = append(out, Quote(s))
		}
	case *model.Time:
		out = append(out, Quote(Formats["date-time"][0]))
	case *model.Any, *model.Raw:
		out = append(out, json.RawMessage("0"), Quote("a"), json.RawMessage("true"))
	case *model.Slice, *model.Array:
		n := 0
		if a, ok := t.(*model.Array); ok {
			n = int(a.Len)
		}
		if c.Min != nil {
			n = max(n, c.Min.Len.Int())
		}
		if n > 1000 {
			return nil
		}
		if n == 0 {
			out = append(out, json.RawMessage("[]"))
		}
		if e := g.Minimal(model.ElemOf(t), c.Elem); e != nil {
			out = append(out, List(e, max(n, 1)))
		}
	case *model.Map:
		n := 0
		if c.Min != nil {
			n = c.Min.Len.Int()
		}
		if n > 1000 {
			return nil
		}
		if n == 0 {
			out = append(out, json.RawMessage("{}"))
		}
		e := g.Minimal(t.Elem, c.Elem)
		keys := g.Keys(c.Keys, max(n, 1))
		if e != nil && len(keys) == max(n, 1) {
			var entries []string
			for _, k := range keys {
				entries = append(entries, string(Quote(k))+":"+string(e))
			}
			out = append(out, json.RawMessage("{"+strings.Join(entries, ",")+"}"))
		}
	case *model.Struct:
		if o := g.Object(t, nil, "", nil); o != nil {
			out = append(out, o)
		}
	case *model.Union:
		for _, v := range t.Variants {
			if v.Struct == nil {
				out = append(out, g.Candidates(v.Type, v.Checks)...)
			} else if o := g.Object(v.Struct, nil, "", nil); o != nil {
				out = append(out, o)
			}
		}
	}
	if c.Nullable {
		out = append(out, json.RawMessage("null"))
	}
	return out
}

// Samples are more values of (t, c) than Candidates: an object's are its
// minimal object and that object with each field, in turn, set to each of
// its own samples (at most per of them), so a change anywhere inside meets
// a value that reaches it. Not all fit: the caller judges them.
func (g *Sampler) Samples(t model.Type, c *model.Checks, per int) []json.RawMessage {
	s, ok := model.Deref(t).(*model.Struct)
	if !ok || g.depth > maxDepth {
		return g.Candidates(t, c)
	}
	g.depth++
	defer func() { g.depth-- }()
	var out []json.RawMessage
	if o := g.Object(s, nil, "", nil); o != nil {
		out = append(out, o)
	}
	for _, f := range s.Fields {
		if f == s.Discriminator {
			continue
		}
		k := 0
		for _, v := range g.Samples(f.Type, &f.Checks, per) {
			if k == per {
				break
			}
			if !g.accepts(v, f.Type, &f.Checks) {
				continue
			}
			if o := g.Object(s, nil, f.JSON, v); o != nil && !slices.ContainsFunc(out, func(x json.RawMessage) bool { return bytes.Equal(x, o) }) {
				out = append(out, o)
				k++
			}
		}
	}
	if c != nil && c.Nullable {
		out = append(out, json.RawMessage("null"))
	}
	return out
}

// List is a JSON array of n copies of e.
func List(e json.RawMessage, n int) json.RawMessage {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = string(e)
	}
	return json.RawMessage("[" + strings.Join(parts, ",") + "]")
}

// Keys are n distinct map keys the key checks c accept.
func (g *Sampler) Keys(c *model.Checks, n int) []string {
	str := &model.Basic{Kind: model.String}
	var out []string
	seen := map[string]bool{}
	cands := []string{"a", "b", "c", "d", "e"}
	if c != nil {
		cands = append(g.Strings(c, -1), cands...)
	}
	for i := 0; len(out) < n && i < len(cands)+n; i++ {
		k := ""
		if i < len(cands) {
			k = cands[i]
		} else {
			k = "k" + strconv.Itoa(i)
		}
		if seen[k] || c != nil && !g.accepts(Quote(k), str, c) {
			continue
		}
		seen[k] = true
		out = append(out, k)
	}
	return out
}

// Object is a minimal object of s: its required fields (and those the new
// side ns requires, where s has them, with a value both sides take), with
// the field key set to v when key is not "" (omitted when v is nil; added
// when s has no such field).
func (g *Sampler) Object(s, ns *model.Struct, key string, v json.RawMessage) json.RawMessage {
	if g.depth > maxDepth {
		return nil
	}
	g.depth++
	defer func() { g.depth-- }()
	var parts []string
	for _, f := range s.Fields {
		if f.JSON == key {
			if v != nil {
				parts = append(parts, string(Quote(f.JSON))+":"+string(v))
			}
			continue
		}
		var nf *model.Field
		if ns != nil {
			nf = fieldOf(ns, f.JSON)
		}
		if !f.Required && (nf == nil || !nf.Required) {
			continue
		}
		var fv json.RawMessage
		if nf != nil {
			fv = g.Both(f.Type, &f.Checks, nf.Type, &nf.Checks)
		} else {
			fv = g.Both(f.Type, &f.Checks, nil, nil)
		}
		if fv == nil {
			if f.Required {
				return nil
			}
			continue
		}
		parts = append(parts, string(Quote(f.JSON))+":"+string(fv))
	}
	if key != "" && v != nil && fieldOf(s, key) == nil {
		parts = append(parts, string(Quote(key))+":"+string(v)) // an unknown key
	}
	return json.RawMessage("{" + strings.Join(parts, ",") + "}")
}

func fieldOf(s *model.Struct, key string) *model.Field {
	for _, f := range s.Fields {
		if f.JSON == key {
			return f
		}
	}
	return nil
}

// Strings lists candidate strings for c (of n runes when n ≥ 0), from what
// c shows in the exact schema (model.Checks.Shown: the tag table's Schema
// of each tag): every enum member or label; each format sample (stretched
// to n); the pattern's shortest match, its matches at the length bounds
// and growing ones; strings of the bounds' lengths and one past them; a
// few short words.
func (g *Sampler) Strings(c *model.Checks, n int) []string {
	sh := c.Shown(model.Strings)
	var out []string
	add := func(s string) {
		if n >= 0 && utf8.RuneCountInString(s) != n {
			return
		}
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	for _, e := range sh.Enum {
		var s string
		if json.Unmarshal(e, &s) == nil {
			add(s)
		}
	}
	lo, hi := 0, -1
	if sh.MinLength != nil {
		lo = int(*sh.MinLength)
	}
	if sh.MaxLength != nil {
		hi = int(*sh.MaxLength)
	}
	for _, s := range Formats[sh.Format] {
		add(s)
		for _, k := range []int{n, lo, hi} {
			if k > 0 {
				add(Stretch(sh.Format, s, k))
			}
		}
	}
	if sh.Pattern != "" {
		if re, err := syntax.Parse(sh.Pattern, syntax.Perl); err == nil {
			d := Drawer{R: rand.New(rand.NewPCG(1, 2)), Plain: true}
			for _, k := range []int{lo, hi} {
				if k >= 0 && k <= 100000 {
					for range 3 {
						add(d.MatchOf(re, k))
					}
				}
			}
			for _, rep := range []int{0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89} {
				add(d.MatchOf(re, rep))
				for range 2 {
					add(d.Match(re, rep))
				}
			}
			if n > 0 {
				for range 30 {
					add(d.MatchOf(re, n))
					add(d.Match(re, n))
				}
			}
		}
	}
	for _, k := range []int{lo, max(lo, 1), n, hi} {
		if k >= 0 && k <= 100000 {
			add(strings.Repeat("a", k))
			add(strings.Repeat("é", k))
			add(strings.Repeat("1", k))
		}
	}
	// A few short words, among them spellings a rewrite changes (trim's
	// spaces, lower's and upper's cases).
	for _, s := range []string{"a", "A", "0", "a1", "a-b", "a b", "-", "_", " a ", " ", "Aa"} {
		add(s)
	}
	if lo > 0 { // just past the bounds
		add(strings.Repeat("a", lo-1))
	}
	if hi >= 0 && hi < 100000 {
		add(strings.Repeat("a", hi+1))
	}
	return out
}

// Numbers lists candidate numbers for a number of type t under c: every
// enum member, zero, each side's edge (the checks' bounds and the Go
// type's, model.Checks.Range), the middle, a step inside each edge, one,
// and a step past each edge.
func Numbers(t *model.Basic, c *model.Checks) []json.RawMessage {
	var out []json.RawMessage
	add := func(s string) {
		if s != "" && !slices.ContainsFunc(out, func(v json.RawMessage) bool { return string(v) == s }) {
			out = append(out, json.RawMessage(s))
		}
	}
	for _, e := range c.Shown(model.KindOf(t)).Enum {
		add(string(e))
	}
	lo, hi := c.Range(t)
	add("0")
	for _, l := range []*model.Limit{lo, hi} {
		if l == nil {
			continue
		}
		if l.Whole != nil {
			add(l.Whole.String())
		} else if !l.Exclusive {
			add(l.Text)
		}
	}
	one := big.NewRat(1, 1)
	if lo != nil && hi != nil {
		mid := new(big.Rat).Add(lo.Rat, hi.Rat)
		mid.Quo(mid, big.NewRat(2, 1))
		add(Decimal(mid))
	}
	if lo != nil {
		add(Decimal(new(big.Rat).Add(lo.Rat, one)))
	}
	if hi != nil {
		add(Decimal(new(big.Rat).Sub(hi.Rat, one)))
	}
	add("1")
	if lo != nil {
		add(Decimal(new(big.Rat).Sub(lo.Rat, one)))
	}
	if hi != nil {
		add(Decimal(new(big.Rat).Add(hi.Rat, one)))
	}
	return out
}

// Decimal writes r as a JSON number literal, exactly when it has a finite
// decimal expansion (at most 40 digits), else rounded to 20 places.
func Decimal(r *big.Rat) string {
	if r.IsInt() {
		return r.Num().String()
	}
	for p := 1; p <= 40; p++ {
		s := r.FloatString(p)
		if back, ok := new(big.Rat).SetString(s); ok && back.Cmp(r) == 0 {
			return s
		}
	}
	return r.FloatString(20)
}
