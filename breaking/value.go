package breaking

// Values for witnesses: small JSON values of a type with its checks, as a
// model would send them, and a search among them for one the old contract
// accepts and the new rejects. Every candidate is judged by load.Rejects
// (the judge of default= values: the parser's own checks, canonical values,
// no refine), so a candidate that does not fit is simply not taken.

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

	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
)

// formatSamples are short values of each portable format.
var formatSamples = map[string][]string{
	"date":                  {"2024-01-02", "1999-12-31"},
	"time":                  {"10:00:00Z", "23:59:59+01:00"},
	"date-time":             {"2024-01-02T10:00:00Z", "1999-12-31T23:59:59+01:00"},
	"duration":              {"P1D", "PT2H"},
	"uri":                   {"https://example.com", "urn:a"},
	"uri-reference":         {"/a", "https://example.com"},
	"uri-template":          {"/a/{id}", "/a"},
	"email":                 {"a@example.com", "ab@example.org"},
	"hostname":              {"example.com", "localhost"},
	"ipv4":                  {"10.0.0.1", "192.168.1.1"},
	"ipv6":                  {"::1", "2001:db8::1"},
	"regex":                 {"a", "^a+$"},
	"uuid":                  {"123e4567-e89b-12d3-a456-426614174000"},
	"json-pointer":          {"/a", ""},
	"relative-json-pointer": {"0", "1/a"},
}

// textSamples are values of well-known types that read themselves from text.
var textSamples = map[string][]string{
	"net/netip.Addr":   {"10.0.0.1", "::1"},
	"net/netip.Prefix": {"10.0.0.0/8"},
	"net.IP":           {"10.0.0.1"},
	"net/url.URL":      {"https://example.com"},
}

// valuer makes candidate values; depth bounds recursive types.
type valuer struct {
	depth int
}

const maxDepth = 8

func accepts(v json.RawMessage, t model.Type, c *model.Checks) bool {
	return v != nil && load.Rejects(v, t, c) == ""
}

func quote(s string) json.RawMessage {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	_ = e.Encode(s)
	return bytes.TrimRight(b.Bytes(), "\n")
}

// minimal is the first candidate of (t, c) the judge accepts, or nil.
func (g *valuer) minimal(t model.Type, c *model.Checks) json.RawMessage {
	for _, v := range g.candidates(t, c) {
		if accepts(v, t, c) {
			return v
		}
	}
	return nil
}

// both is the first candidate of the old side that the new side accepts
// too, else the old side's minimal value.
func (g *valuer) both(ot model.Type, oc *model.Checks, nt model.Type, nc *model.Checks) json.RawMessage {
	cands := g.candidates(ot, oc)
	if nt != nil {
		cands = append(cands, g.candidates(nt, nc)...)
	}
	for _, v := range cands {
		if accepts(v, ot, oc) && (nt == nil || accepts(v, nt, nc)) {
			return v
		}
	}
	for _, v := range cands {
		if accepts(v, ot, oc) {
			return v
		}
	}
	return nil
}

// candidates lists values for (t, c), simplest first; not all fit.
func (g *valuer) candidates(t model.Type, c *model.Checks) []json.RawMessage {
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
			for _, s := range g.strings(c, -1) {
				out = append(out, quote(s))
			}
		case t.Kind == model.Bool:
			out = append(out, json.RawMessage("false"), json.RawMessage("true"))
		default:
			out = append(out, numbers(t, c)...)
		}
	case *model.Text:
		n := t.Named
		if n != nil {
			for _, s := range textSamples[n.Path+"."+n.Name] {
				out = append(out, quote(s))
			}
		}
		for _, s := range g.strings(c, -1) {
			out = append(out, quote(s))
		}
	case *model.Time:
		out = append(out, quote("2024-01-02T10:00:00Z"))
	case *model.Any, *model.Raw:
		out = append(out, json.RawMessage("0"), quote("a"), json.RawMessage("true"))
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
		var et model.Type
		if s, ok := t.(*model.Slice); ok {
			et = s.Elem
		} else {
			et = t.(*model.Array).Elem
		}
		for _, e := range g.candidates(et, c.Elem) {
			if !accepts(e, et, c.Elem) {
				continue
			}
			out = append(out, list(e, max(n, 1)))
			break
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
		e := g.minimal(t.Elem, c.Elem)
		keys := g.keys(c.Keys, max(n, 1))
		if e != nil && len(keys) == max(n, 1) {
			var entries []string
			for _, k := range keys {
				entries = append(entries, string(quote(k))+":"+string(e))
			}
			out = append(out, json.RawMessage("{"+strings.Join(entries, ",")+"}"))
		}
	case *model.Struct:
		if o := g.object(t, nil, "", nil); o != nil {
			out = append(out, o)
		}
	case *model.Union:
		for _, v := range t.Variants {
			if v.Struct == nil {
				out = append(out, g.candidates(v.Type, v.Checks)...)
			} else if o := g.object(v.Struct, nil, "", nil); o != nil {
				out = append(out, o)
			}
		}
	}
	if c.Nullable {
		out = append(out, json.RawMessage("null"))
	}
	return out
}

// list is a JSON array of n copies of e.
func list(e json.RawMessage, n int) json.RawMessage {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = string(e)
	}
	return json.RawMessage("[" + strings.Join(parts, ",") + "]")
}

// keys are n distinct map keys the key checks accept.
func (g *valuer) keys(c *model.Checks, n int) []string {
	str := &model.Basic{Kind: model.String}
	var out []string
	seen := map[string]bool{}
	cands := []string{"a", "b", "c", "d", "e"}
	if c != nil {
		cands = append(g.strings(c, -1), cands...)
	}
	for i := 0; len(out) < n && i < len(cands)+n; i++ {
		k := ""
		if i < len(cands) {
			k = cands[i]
		} else {
			k = "k" + strconv.Itoa(i)
		}
		if seen[k] || c != nil && !accepts(quote(k), str, c) {
			continue
		}
		seen[k] = true
		out = append(out, k)
	}
	return out
}

// object is a minimal object of s: its required fields (and those the new
// side ns requires, where s has them), with the field key set to v when
// key is not "" (omitted when v is nil).
func (g *valuer) object(s, ns *model.Struct, key string, v json.RawMessage) json.RawMessage {
	if g.depth > maxDepth {
		return nil
	}
	g.depth++
	defer func() { g.depth-- }()
	var parts []string
	for _, f := range s.Fields {
		if f.JSON == key {
			if v != nil {
				parts = append(parts, string(quote(f.JSON))+":"+string(v))
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
			fv = g.both(f.Type, &f.Checks, nf.Type, &nf.Checks)
		} else {
			fv = g.both(f.Type, &f.Checks, nil, nil)
		}
		if fv == nil {
			if f.Required {
				return nil
			}
			continue
		}
		parts = append(parts, string(quote(f.JSON))+":"+string(fv))
	}
	if key != "" && v != nil && fieldOf(s, key) == nil {
		parts = append(parts, string(quote(key))+":"+string(v)) // an unknown key
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

// strings lists candidate strings for c (of n runes when n ≥ 0).
func (g *valuer) strings(c *model.Checks, n int) []string {
	var out []string
	add := func(s string) {
		if n >= 0 && utf8.RuneCountInString(s) != n {
			return
		}
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	for _, l := range c.Labels {
		add(l)
	}
	for _, e := range c.Enum {
		add(e)
	}
	if c.Format != "" {
		for _, s := range formatSamples[c.Format] {
			add(s)
			if n > 0 {
				add(stretchFormat(c.Format, s, n))
			}
		}
	}
	lo := 0
	if c.Min != nil {
		lo = c.Min.Len.Int()
	}
	if c.Pattern != "" {
		if re, err := syntax.Parse(c.Pattern, syntax.Perl); err == nil {
			r := rand.New(rand.NewPCG(1, 2))
			for _, rep := range []int{0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89} {
				for range 3 {
					add(regexpString(r, re, rep))
				}
			}
			if n > 0 {
				for range 60 {
					add(regexpString(r, re, n))
				}
			}
		}
	}
	for _, k := range []int{lo, max(lo, 1), n} {
		if k >= 0 && k <= 100000 {
			add(strings.Repeat("a", k))
			add(strings.Repeat("é", k))
			add(strings.Repeat("1", k))
		}
	}
	if c.Max != nil {
		if k := c.Max.Len.Int(); k <= 100000 {
			add(strings.Repeat("a", k))
		}
	}
	for _, s := range []string{"a", "A", "0", "a1", "a-b", "a b", "-", "_"} {
		add(s)
	}
	return out
}

// stretchFormat grows a format sample to n runes where the format has room.
func stretchFormat(format, s string, n int) string {
	k := n - utf8.RuneCountInString(s)
	if k <= 0 {
		return s
	}
	switch format {
	case "email":
		return strings.Repeat("a", k) + s
	case "uri", "uri-reference", "regex", "json-pointer":
		return s + strings.Repeat("a", k)
	case "hostname":
		if k >= 2 {
			return strings.Repeat("a", k-1) + "." + s
		}
	}
	return s
}

// numbers lists candidate numbers for a numeric field.
func numbers(t *model.Basic, c *model.Checks) []json.RawMessage {
	var out []json.RawMessage
	add := func(s string) {
		if s != "" && !slices.ContainsFunc(out, func(v json.RawMessage) bool { return string(v) == s }) {
			out = append(out, json.RawMessage(s))
		}
	}
	for _, e := range c.Enum {
		add(e)
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
	if lo != nil && hi != nil {
		mid := new(big.Rat).Add(lo.Rat, hi.Rat)
		mid.Quo(mid, big.NewRat(2, 1))
		add(decimal(mid))
	}
	if lo != nil {
		add(decimal(new(big.Rat).Add(lo.Rat, big.NewRat(1, 1))))
	}
	if hi != nil {
		add(decimal(new(big.Rat).Sub(hi.Rat, big.NewRat(1, 1))))
	}
	add("1")
	return out
}

// decimal writes r as a JSON number literal, exactly when it has a finite
// decimal expansion (at most 40 digits), else rounded to 20 places.
func decimal(r *big.Rat) string {
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

// regexpString is a string matching re, unbounded repeats repeated up to
// rep times (the caller checks the result with the compiled pattern).
func regexpString(r *rand.Rand, re *syntax.Regexp, rep int) string {
	var b strings.Builder
	walkRegexp(r, re, rep, &b)
	return b.String()
}

func walkRegexp(r *rand.Rand, re *syntax.Regexp, rep int, b *strings.Builder) {
	switch re.Op {
	case syntax.OpLiteral:
		for _, c := range re.Rune {
			b.WriteRune(c)
		}
	case syntax.OpCharClass:
		b.WriteRune(classRune(r, re.Rune))
	case syntax.OpAnyCharNotNL, syntax.OpAnyChar:
		b.WriteByte('a')
	case syntax.OpCapture:
		walkRegexp(r, re.Sub[0], rep, b)
	case syntax.OpStar, syntax.OpPlus, syntax.OpRepeat:
		lo, hi := 0, -1
		switch re.Op {
		case syntax.OpPlus:
			lo = 1
		case syntax.OpRepeat:
			lo, hi = re.Min, re.Max
		}
		n := lo + r.IntN(rep+1)
		if hi >= 0 {
			n = min(n, hi)
		}
		if rep == 0 {
			n = lo
		}
		for range n {
			walkRegexp(r, re.Sub[0], rep, b)
		}
	case syntax.OpQuest:
		if rep > 0 && r.IntN(2) == 0 {
			walkRegexp(r, re.Sub[0], rep, b)
		}
	case syntax.OpConcat:
		for _, s := range re.Sub {
			walkRegexp(r, s, rep, b)
		}
	case syntax.OpAlternate:
		i := 0
		if rep > 0 {
			i = r.IntN(len(re.Sub))
		}
		walkRegexp(r, re.Sub[i], rep, b)
	}
}

// classRune picks a rune of a character class (pairs lo, hi), preferring
// letters and digits.
func classRune(r *rand.Rand, ranges []rune) rune {
	var nice []rune
	for i := 0; i+1 < len(ranges); i += 2 {
		for c := max(ranges[i], 0x21); c <= min(ranges[i+1], 0x7e); c++ {
			nice = append(nice, c)
		}
	}
	if len(nice) > 0 {
		return nice[r.IntN(len(nice))]
	}
	if len(ranges) == 0 {
		return 'a'
	}
	return ranges[0]
}
