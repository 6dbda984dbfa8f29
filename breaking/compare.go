package breaking

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/token"
	"math/big"
	"slices"
	"strings"

	"github.com/stitchgen/stitchgen/contract"
	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
)

// Options tune the comparison.
type Options struct {
	// StrictTolerances makes a removed tolerance BREAKING (D2): off-schema
	// spellings ("5" for 5) that models send are rejected now.
	StrictTolerances bool
}

// Compare lists what changed from the tool old (decoded from its contract
// at the past revision) to new (loaded from source): the accepted-argument
// rules, each BREAKING finding with a witness the contract's judge proved
// (old accepts it, new rejects it); a BREAKING rule without one is RISKY.
func Compare(old, new *model.Tool, opts Options) []Finding {
	c := &comparer{opts: opts, tool: new.Name, oldRoot: old.Type, newRoot: new.Type, seen: map[[2]model.Type]bool{},
		sampleable: len(old.Refines) == 0 && !hasCode(old.Type, map[model.Type]bool{})}
	root := loc{pos: new.Pos, wrap: func(v json.RawMessage) json.RawMessage { return v }}
	c.node(root, old.Type, &model.Checks{}, new.Type, &model.Checks{}, false)
	c.refineBodies(old, new)
	return c.out
}

// refineBodies compares the source hash of each refine function both
// sides name (D6): a body changed is a hidden check changed.
func (c *comparer) refineBodies(old, new *model.Tool) {
	if len(old.Refines) == 0 || len(new.Refines) == 0 {
		return
	}
	used, err := contract.Decode(contract.Encode(new, ""))
	if err != nil {
		return
	}
	var names []string
	for fn := range used.Refines {
		names = append(names, fn)
	}
	slices.Sort(names)
	for _, fn := range names {
		o, ok := old.Refines[fn]
		n := new.Refines[fn]
		if !ok || o.Hash == n.Hash {
			continue
		}
		c.add("D6", loc{pos: n.Pos}, o.Hash, n.Hash, fmt.Sprintf("refine function %s changed (source %s → %s): what it rejects may have changed, which cannot be proven either way; acknowledge it", fn, o.Hash, n.Hash), fmt.Sprintf("refine %s changed", fn), nil)
	}
}

type comparer struct {
	opts             Options
	tool             string
	oldRoot, newRoot model.Type
	out              []Finding
	g                valuer
	seen             map[[2]model.Type]bool
	// sampleable is set when the old tool runs no code of its own (no
	// refine, no UnmarshalText): the contract's judge then says which
	// samples the old parser accepts, so they can settle a finding.
	sampleable bool
}

// loc is where a comparison stands: the argument path, the new source's
// position, and how a value here becomes a whole call (the enclosing
// objects and lists, minimal and valid under the old contract).
type loc struct {
	path string
	pos  token.Position
	wrap func(json.RawMessage) json.RawMessage
	// rest is set inside a rest map's value: narrowings there are F36.
	rest bool
	// caught is set inside a field whose new checks have catch=: any issue
	// there is replaced by the catch value, so no call is rejected for it.
	caught bool
	// ot and oc are the old side's type and checks here (node sets them;
	// nil elsewhere): their samples settle a finding without a witness.
	ot model.Type
	oc *model.Checks
}

func (l loc) key(k string) string {
	if l.path == "" {
		return k
	}
	return l.path + "." + k
}

// pre prefixes a message about an object: "", or its path and a colon.
func pre(l loc) string {
	if l.path == "" {
		return ""
	}
	return l.path + ": "
}

func (l loc) name() string { return orRootName(l.path) }

// witness is a proposed value at l for a finding.
type witness struct {
	value json.RawMessage
	// tolerant marks a value only the old parser's tolerance accepts
	// (D2): the judge cannot prove the old side, the generated parsers can.
	tolerant bool
}

func (c *comparer) add(rule string, l loc, old, new, msg, summary string, w *witness) {
	r := ruleByID[rule]
	f := Finding{Rule: r.ID, Name: r.Name, Category: r.Category, Verdict: r.Verdict, Tool: c.tool, Path: l.path,
		Message: msg, Old: old, New: new, Summary: summary, Pos: l.pos}
	c.finish(f, l, w)
}

func (c *comparer) addVerdict(rule string, v Verdict, l loc, old, new, msg, summary string, w *witness) {
	r := ruleByID[rule]
	f := Finding{Rule: r.ID, Name: r.Name, Category: r.Category, Verdict: v, Tool: c.tool, Path: l.path,
		Message: msg, Old: old, New: new, Summary: summary, Pos: l.pos}
	c.finish(f, l, w)
}

func (c *comparer) finish(f Finding, l loc, w *witness) {
	if l.rest && f.Verdict == Breaking && f.Rule != "F36" {
		r := ruleByID["F36"]
		f.Message = f.Rule + " " + f.Name + " in the rest map: " + f.Message
		f.Rule, f.Name = r.ID, r.Name
	}
	if w != nil && w.value != nil && l.wrap != nil {
		if args := l.wrap(w.value); args != nil {
			oldOK := w.tolerant || load.Rejects(args, c.oldRoot, nil) == ""
			issue := load.Rejects(args, c.newRoot, nil)
			if oldOK && issue != "" {
				f.Witness = &Witness{Args: args, Issue: issue, Judge: "contract"}
			}
		}
	}
	if l.caught && (f.Verdict == Breaking || f.Witness != nil) {
		// Also a tolerance's witness (D2 is RISKY with one): the catch
		// takes the value the tolerance forgave, so no call is rejected.
		if f.Verdict == Breaking {
			f.Verdict = Risky
		}
		f.Witness = nil
		f.Message += " (inside a field with catch=: the call passes with the catch value instead)"
	}
	if f.Witness == nil && !l.caught && (f.Verdict == Breaking || codeRules[f.Rule].unproven != "") {
		f.samples = c.samples(l)
	}
	if f.Verdict == Breaking && f.Witness == nil {
		f.Verdict = Risky
		f.Message += unproven
	}
	f.fingerprint()
	c.out = append(c.out, f)
}

// search is the first value that (ot, oc) accepts and (nt, nc) rejects,
// among cands and then the old side's own candidates.
func (c *comparer) search(ot model.Type, oc *model.Checks, nt model.Type, nc *model.Checks, cands ...json.RawMessage) *witness {
	for _, v := range append(cands, c.g.candidates(ot, oc)...) {
		if accepts(v, ot, oc) && !accepts(v, nt, nc) {
			return &witness{value: v}
		}
	}
	return nil
}

// node compares a value's type and checks (field: a field's own, where
// default and catch live).
func (c *comparer) node(l loc, ot model.Type, oc *model.Checks, nt model.Type, nc *model.Checks, field bool) {
	if oc == nil {
		oc = &model.Checks{}
	}
	if nc == nil {
		nc = &model.Checks{}
	}
	l.ot, l.oc = ot, oc
	c.meaning(l, ot, oc, nt, nc, field)
	od, nd := model.Deref(ot), model.Deref(nt)
	ok, nk := kindOf(od), kindOf(nd)
	switch {
	case ok == "any" && nk == "any":
	case nk == "any":
		c.addVerdict("F12", Info, l, ok, "any JSON value", l.name()+": now accepts any JSON value (was "+ok+")", l.name()+" accepts any value", nil)
	case ok == "any":
		c.add("F12", l, "any JSON value", nk, l.name()+": only "+nk+" is accepted now (was any JSON value)", l.name()+" any → "+nk,
			c.search(ot, oc, nt, nc, quote("a"), json.RawMessage("0"), json.RawMessage("true"), json.RawMessage("{}"), json.RawMessage("[]")))
	case ok == "string" && nk == "string":
		c.text(l, od, nd)
		c.str(l, od, strChecks(od, oc), nd, strChecks(nd, nc))
	case ok == "number" && nk == "number":
		c.number(l, od.(*model.Basic), oc, nd.(*model.Basic), nc)
	case ok == "boolean" && nk == "boolean":
	case ok == "array" && nk == "array":
		c.array(l, od, oc, nd, nc)
	case ok == "map" && nk == "map":
		c.mapping(l, od.(*model.Map), oc, nd.(*model.Map), nc)
	case ok == "object" && nk == "object":
		c.object(l, od.(*model.Struct), nd.(*model.Struct))
	case ok == "union" && nk == "union":
		c.union(l, od.(*model.Union), nd.(*model.Union))
	case nk == "union" && nd.(*model.Union).By == model.ByKind && ok != "union" || ok == "union" && od.(*model.Union).By == model.ByKind && nk != "union":
		c.kindWidened(l, od, oc, nd, nc)
	case ok == "object" && nk == "union":
		c.structToUnion(l, od.(*model.Struct), nd.(*model.Union))
	case ok == "union" && nk == "object":
		c.unionToStruct(l, od.(*model.Union), nd.(*model.Struct))
	default:
		c.add("F12", l, ok, nk, fmt.Sprintf("%s: the JSON kind changed from %s to %s", l.name(), ok, nk), fmt.Sprintf("%s %s → %s", l.name(), ok, nk),
			c.search(ot, oc, nt, nc))
	}
}

// kindOf names a type's JSON kind for the comparison: string (strings,
// texts, times), number, boolean, array, map, object, union, any.
func kindOf(t model.Type) string {
	switch t := t.(type) {
	case *model.Basic:
		switch {
		case t.Kind == model.String:
			return "string"
		case t.Kind == model.Bool:
			return "boolean"
		}
		return "number"
	case *model.Text, *model.Time:
		return "string"
	case *model.Slice, *model.Array:
		return "array"
	case *model.Map:
		return "map"
	case *model.Struct:
		return "object"
	case *model.Union:
		return "union"
	}
	return "any"
}

// strChecks are the string checks of a string-kinded value: a time's are a
// date-time format.
func strChecks(t model.Type, c *model.Checks) *model.Checks {
	if _, ok := t.(*model.Time); ok {
		cc := *c
		cc.Format = "date-time"
		return &cc
	}
	return c
}

// text compares string-kinded values read by code (F32).
func (c *comparer) text(l loc, ot, nt model.Type) {
	on, nn := textName(ot), textName(nt)
	if on == nn || nn == "" {
		return
	}
	old := on
	if old == "" {
		old = "string"
	}
	c.add("F32", l, old, nn, fmt.Sprintf("%s: now read by %s's UnmarshalText (was %s)", l.name(), nn, old)+codeRules["F32"].unproven, fmt.Sprintf("%s read by %s", l.name(), nn), nil)
}

func textName(t model.Type) string {
	if x, ok := t.(*model.Text); ok && x.Named != nil {
		return x.Named.Path + "." + x.Named.Name
	}
	return ""
}

// str compares string checks: lengths, enum, pattern, format.
func (c *comparer) str(l loc, ot model.Type, oc *model.Checks, nt model.Type, nc *model.Checks) {
	c.counts(l, "F25", "length", ot, oc, nt, nc, func(n int) []json.RawMessage {
		var out []json.RawMessage
		for _, s := range c.g.strings(oc, n) {
			out = append(out, quote(s))
		}
		return out
	})
	c.enum(l, ot, oc, nt, nc, false)
	for _, t := range model.Checked() {
		if t.Effect == model.Narrows && t.On.Has(model.Strings) && (t.Compare == model.BySamples || t.Compare == model.AsFlag) && !t.Same(oc, nc) {
			c.sampled(l, t, ot, oc, nt, nc)
		}
	}
}

// sampled compares a string check the table says compares by samples
// (pattern, format) or as a flag, under the rules its entry names: added
// or changed, BREAKING with a sample of the old checks the new refuses;
// removed, INFO.
func (c *comparer) sampled(l loc, t *model.TagSpec, ot model.Type, oc *model.Checks, nt model.Type, nc *model.Checks) {
	o, n := t.Text(oc), t.Text(nc)
	switch {
	case !t.Uses(oc):
		c.add(t.Review[0], l, "", n, strings.TrimSpace(fmt.Sprintf("%s: %s %s", l.name(), t.Key, n))+" added", strings.TrimSpace(fmt.Sprintf("%s %s %s", l.name(), t.Verb, n)), c.patternSearch(ot, oc, nt, nc))
	case t.Uses(nc):
		c.add(t.Review[1], l, o, n, fmt.Sprintf("%s: %s %s → %s", l.name(), t.Key, o, n), fmt.Sprintf("%s of %s %s → %s", t.Key, l.name(), o, n), c.patternSearch(ot, oc, nt, nc))
	default:
		c.add(t.Review[2], l, o, "", strings.TrimSpace(fmt.Sprintf("%s: %s %s", l.name(), t.Key, o))+" removed", strings.TrimSpace(fmt.Sprintf("%s no longer %s %s", l.name(), t.Verb, o)), nil)
	}
}

func (c *comparer) patternSearch(ot model.Type, oc *model.Checks, nt model.Type, nc *model.Checks) *witness {
	var extra []json.RawMessage
	for _, s := range c.g.strings(oc, -1) {
		extra = append(extra, quote(s))
	}
	for _, s := range []string{"", "a", "A", "0", "-", "_", " ", "a-", "-a", "aA", "a_b", "é", "a/b", "Ab1"} {
		extra = append(extra, quote(s))
	}
	return c.search(ot, oc, nt, nc, extra...)
}

// counts compares min and max of a length (runes, items or entries): rule
// F25 or F26. make builds values of n units for the witness.
func (c *comparer) counts(l loc, rule, unit string, ot model.Type, oc *model.Checks, nt model.Type, nc *model.Checks, make func(n int) []json.RawMessage) {
	omin, omax := countBounds(ot, oc)
	nmin, nmax := countBounds(nt, nc)
	if nmin > omin {
		c.add(rule, l, countText(omin), countText(nmin), fmt.Sprintf("%s: min %s %d → %d", l.name(), unit, omin, nmin), fmt.Sprintf("min %s of %s %d → %d", unit, l.name(), omin, nmin),
			c.search(ot, oc, nt, nc, make(omin)...))
	} else if nmin < omin {
		c.add("F23", l, countText(omin), countText(nmin), fmt.Sprintf("%s: min %s %d → %d", l.name(), unit, omin, nmin), fmt.Sprintf("min %s of %s %d → %d", unit, l.name(), omin, nmin), nil)
	}
	switch {
	case nmax >= 0 && (omax < 0 || nmax < omax):
		n := omax
		if n < 0 {
			n = nmax + 1
		}
		c.add(rule, l, countText(omax), countText(nmax), fmt.Sprintf("%s: max %s %s → %d", l.name(), unit, countText(omax), nmax), fmt.Sprintf("max %s of %s %s → %d", unit, l.name(), countText(omax), nmax),
			c.search(ot, oc, nt, nc, make(n)...))
	case omax >= 0 && (nmax < 0 || nmax > omax):
		c.add("F23", l, countText(omax), countText(nmax), fmt.Sprintf("%s: max %s %d → %s", l.name(), unit, omax, countText(nmax)), fmt.Sprintf("max %s of %s %d → %s", unit, l.name(), omax, countText(nmax)), nil)
	}
}

// countBounds are the least and most units (runes, items, entries); -1:
// no most. An array's length bounds both.
func countBounds(t model.Type, c *model.Checks) (lo, hi int) {
	lo, hi = 0, -1
	if a, ok := t.(*model.Array); ok {
		lo, hi = int(a.Len), int(a.Len)
	}
	if c.Min != nil {
		lo = max(lo, c.Min.Len.Int())
	}
	if c.Max != nil {
		m := c.Max.Len.Int()
		if hi < 0 || m < hi {
			hi = m
		}
	}
	return lo, hi
}

func countText(n int) string {
	if n < 0 {
		return "none"
	}
	return fmt.Sprint(n)
}

// enum compares enums of strings or integers (F17 to F20).
func (c *comparer) enum(l loc, ot model.Type, oc *model.Checks, nt model.Type, nc *model.Checks, numeric bool) {
	val := func(e string) json.RawMessage {
		if numeric {
			return json.RawMessage(e)
		}
		return quote(e)
	}
	has := func(list []string, e string) bool {
		return slices.ContainsFunc(list, func(x string) bool {
			if numeric {
				a, _ := new(big.Rat).SetString(x)
				b, _ := new(big.Rat).SetString(e)
				return a != nil && b != nil && a.Cmp(b) == 0
			}
			return x == e
		})
	}
	switch {
	case len(oc.Enum) > 0 && len(nc.Enum) > 0:
		for _, e := range oc.Enum {
			if !has(nc.Enum, e) {
				c.add("F17", l, e, "", fmt.Sprintf("%s: enum value %s removed (primed models keep sending it)", l.name(), e), fmt.Sprintf("value %s of %s removed", e, l.name()), &witness{value: val(e)})
			}
		}
		for _, e := range nc.Enum {
			if !has(oc.Enum, e) {
				c.add("F18", l, "", e, fmt.Sprintf("%s: enum value %s added", l.name(), e), fmt.Sprintf("value %s of %s added", e, l.name()), nil)
			}
		}
	case len(nc.Enum) > 0:
		c.add("F19", l, "", strings.Join(nc.Enum, "|"), fmt.Sprintf("%s: now one of %s", l.name(), strings.Join(nc.Enum, ", ")), fmt.Sprintf("%s limited to %s", l.name(), strings.Join(nc.Enum, "|")), c.search(ot, oc, nt, nc))
	case len(oc.Enum) > 0:
		c.add("F20", l, strings.Join(oc.Enum, "|"), "", fmt.Sprintf("%s: enum %s removed", l.name(), strings.Join(oc.Enum, "|")), fmt.Sprintf("%s no longer limited to %s", l.name(), strings.Join(oc.Enum, "|")), nil)
	}
}

func (c *comparer) array(l loc, ot model.Type, oc *model.Checks, nt model.Type, nc *model.Checks) {
	oe, ne := model.ElemOf(ot), model.ElemOf(nt)
	omin, _ := countBounds(ot, oc)
	n := max(omin, 1)
	c.counts(l, "F26", "items", ot, oc, nt, nc, func(k int) []json.RawMessage {
		if e := c.g.both(oe, oc.Elem, ne, nc.Elem); e != nil {
			return []json.RawMessage{list(e, k)}
		}
		return nil
	})
	el := loc{path: l.path + "[*]", pos: l.pos, rest: l.rest, caught: l.caught}
	if l.wrap != nil {
		el.wrap = func(v json.RawMessage) json.RawMessage {
			if n == 1 {
				return l.wrap(json.RawMessage("[" + string(v) + "]"))
			}
			e := c.g.both(oe, oc.Elem, ne, nc.Elem)
			if e == nil {
				return nil
			}
			return l.wrap(json.RawMessage("[" + string(v) + strings.Repeat(","+string(e), n-1) + "]"))
		}
	}
	c.node(el, oe, oc.Elem, ne, nc.Elem, false)
}

func (c *comparer) mapping(l loc, ot *model.Map, oc *model.Checks, nt *model.Map, nc *model.Checks) {
	c.counts(l, "F26", "entries", ot, oc, nt, nc, func(k int) []json.RawMessage {
		e := c.g.both(ot.Elem, oc.Elem, nt.Elem, nc.Elem)
		keys := c.g.keys(oc.Keys, k)
		if e == nil || len(keys) != k {
			return nil
		}
		var parts []string
		for _, key := range keys {
			parts = append(parts, string(quote(key))+":"+string(e))
		}
		return []json.RawMessage{json.RawMessage("{" + strings.Join(parts, ",") + "}")}
	})
	omin, _ := countBounds(ot, oc)
	entries := func(key string, v json.RawMessage) json.RawMessage {
		parts := []string{string(quote(key)) + ":" + string(v)}
		if omin > 1 {
			e := c.g.both(ot.Elem, oc.Elem, nt.Elem, nc.Elem)
			if e == nil {
				return nil
			}
			for _, k := range c.g.keys(oc.Keys, omin) {
				if k != key && len(parts) < omin {
					parts = append(parts, string(quote(k))+":"+string(e))
				}
			}
		}
		return l.wrap(json.RawMessage("{" + strings.Join(parts, ",") + "}"))
	}
	// Keys: string checks on each key.
	str := &model.Basic{Kind: model.String}
	okc, nkc := orEmpty(oc.Keys), orEmpty(nt2Keys(nc))
	kl := loc{path: l.path + "{key}", pos: l.pos, rest: l.rest, caught: l.caught}
	if l.wrap != nil {
		kl.wrap = func(k json.RawMessage) json.RawMessage {
			var key string
			if json.Unmarshal(k, &key) != nil {
				return nil
			}
			v := c.g.both(ot.Elem, oc.Elem, nt.Elem, nc.Elem)
			if v == nil {
				return nil
			}
			return entries(key, v)
		}
	}
	c.str(kl, str, okc, str, nkc)
	vl := loc{path: l.path + "{*}", pos: l.pos, rest: l.rest, caught: l.caught}
	if l.wrap != nil {
		key := "a"
		if ks := c.g.keys(oc.Keys, 1); len(ks) == 1 {
			key = ks[0]
		}
		vl.wrap = func(v json.RawMessage) json.RawMessage { return entries(key, v) }
	}
	c.node(vl, ot.Elem, oc.Elem, nt.Elem, nc.Elem, false)
}

func nt2Keys(c *model.Checks) *model.Checks { return c.Keys }

func orEmpty(c *model.Checks) *model.Checks {
	if c == nil {
		return &model.Checks{}
	}
	return c
}

func quoteKey(k string) string { return `"` + k + `"` }

var policyName = [...]string{model.Strict: "strict", model.Plain: "plain", model.Loose: "loose (rest)"}

// unknownKey is a key neither object declares.
func unknownKey(os, ns *model.Struct) string {
	for i := 0; ; i++ {
		k := "x_unknown"
		if i > 0 {
			k = fmt.Sprintf("x_unknown%d", i)
		}
		if fieldOf(os, k) == nil && fieldOf(ns, k) == nil {
			return k
		}
	}
}

// andKeys quotes keys for a message: "a", "a" and "b".
func andKeys(keys []string) string {
	q := make([]string, len(keys))
	for i, k := range keys {
		q[i] = quoteKey(k)
	}
	if len(q) == 1 {
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " and " + q[len(q)-1]
}

func (c *comparer) object(l loc, os, ns *model.Struct) {
	pair := [2]model.Type{os, ns}
	if c.seen[pair] {
		return
	}
	c.seen[pair] = true
	pos := ns.Pos
	if !pos.IsValid() {
		pos = l.pos
	}
	at := func(key string, v json.RawMessage) json.RawMessage {
		if l.wrap == nil {
			return nil
		}
		o := c.g.object(os, ns, key, v)
		if o == nil {
			return nil
		}
		return l.wrap(o)
	}
	ol := loc{path: l.path, pos: pos, wrap: func(v json.RawMessage) json.RawMessage { return v }, rest: l.rest, caught: l.caught}
	self := loc{path: l.path, pos: pos, wrap: l.wrap, rest: l.rest, caught: l.caught, ot: os}
	_ = ol

	// Key policy.
	uk := unknownKey(os, ns)
	withKey := func(v json.RawMessage) *witness {
		if v == nil {
			return nil
		}
		return &witness{value: v}
	}
	keyLoc := loc{path: self.path, pos: pos, rest: l.rest, caught: l.caught, wrap: func(v json.RawMessage) json.RawMessage { return at(uk, v) }}
	op, np := policyName[os.Policy], policyName[ns.Policy]
	switch {
	case os.Policy == ns.Policy:
	case ns.Policy == model.Strict:
		var v json.RawMessage = json.RawMessage("1")
		if os.Policy == model.Loose {
			v = c.g.minimal(os.Rest.Type.(*model.Map).Elem, os.Rest.Elem)
		}
		c.add("F34", keyLoc, op, np, fmt.Sprintf("%sunknown keys are rejected now (the object was %s, it is strict)", pre(l), op), fmt.Sprintf("%s closed to unknown keys", l.name()), withKey(v))
	case os.Policy == model.Strict && ns.Policy == model.Loose:
		c.add("F35", self, op, np, fmt.Sprintf("%sunknown keys are collected now (rest)", pre(l)), fmt.Sprintf("%s takes unknown keys", l.name()), nil)
	case ns.Policy == model.Plain:
		c.addVerdict("F35", Risky, self, op, np, fmt.Sprintf("%sunknown keys are silently ignored now (plain)", pre(l)), fmt.Sprintf("%s ignores unknown keys", l.name()), nil)
	case os.Policy == model.Plain && ns.Policy == model.Loose:
		rt := ns.Rest.Type.(*model.Map)
		c.add("F34", keyLoc, op, np, fmt.Sprintf("%sunknown keys must be valid rest values now (the object was plain)", pre(l)), fmt.Sprintf("%s unknown keys checked", l.name()),
			c.search(&model.Any{}, nil, rt.Elem, ns.Rest.Elem, quote("a"), json.RawMessage("0"), json.RawMessage("true"), json.RawMessage("{}"), json.RawMessage("[]"), json.RawMessage("null")))
	}
	if os.Policy == model.Loose && ns.Policy == model.Loose {
		orest, nrest := os.Rest.Type.(*model.Map), ns.Rest.Type.(*model.Map)
		rl := loc{path: l.key("{*}"), pos: ns.Rest.Pos, rest: true, caught: l.caught, wrap: func(v json.RawMessage) json.RawMessage { return at(uk, v) }}
		c.node(rl, orest.Elem, os.Rest.Elem, nrest.Elem, ns.Rest.Elem, false)
	}
	c.hidden(self, hiddenTag(), os.AllRefines(), ns.AllRefines())

	// Fields.
	renamed := map[string]bool{} // new keys that are renames
	for _, of := range os.Fields {
		if os.Discriminator == of {
			continue
		}
		nf := fieldOf(ns, of.JSON)
		fl := loc{path: l.key(of.JSON), pos: pos, rest: l.rest, caught: l.caught, wrap: func(v json.RawMessage) json.RawMessage { return at(of.JSON, v) }}
		if nf == nil {
			v := c.g.both(of.Type, &of.Checks, nil, nil)
			var ren *model.Field
			for _, f := range ns.Fields {
				if f.GoName == of.GoName && fieldOf(os, f.JSON) == nil {
					ren = f
				}
			}
			switch {
			case ren != nil:
				renamed[ren.JSON] = true
				fl.pos = ren.Pos
				c.add("F4", fl, of.JSON, ren.JSON, fmt.Sprintf("%skey %s renamed to %s", pre(l), quoteKey(of.JSON), quoteKey(ren.JSON)), fmt.Sprintf("key %s renamed to %s", fl.path, ren.JSON), withKey(v))
			case ns.Policy == model.Strict:
				c.add("F1", fl, of.JSON, "", fmt.Sprintf("%skey %s removed from a strict object: calls that send it are rejected", pre(l), quoteKey(of.JSON)), fmt.Sprintf("key %s removed", fl.path), withKey(v))
			case ns.Policy == model.Plain:
				c.add("F2", fl, of.JSON, "", fmt.Sprintf("%skey %s removed from a plain object: it is silently ignored now", pre(l), quoteKey(of.JSON)), fmt.Sprintf("key %s removed (now ignored)", fl.path), nil)
			default:
				rt := ns.Rest.Type.(*model.Map)
				w := c.search(of.Type, &of.Checks, rt.Elem, ns.Rest.Elem)
				if w == nil {
					c.addVerdict("F3", Risky, fl, of.JSON, "", fmt.Sprintf("%skey %s removed: its values go to the rest map now", pre(l), quoteKey(of.JSON)), fmt.Sprintf("key %s removed (now in rest)", fl.path), nil)
				} else {
					c.add("F3", fl, of.JSON, "", fmt.Sprintf("%skey %s removed: some of its values are not rest values", pre(l), quoteKey(of.JSON)), fmt.Sprintf("key %s removed", fl.path), w)
				}
			}
			continue
		}
		fl.pos = nf.Pos
		fl.caught = fl.caught || catches(&nf.Checks)
		if !of.Required && nf.Required {
			wl := fl
			wl.caught = l.caught // a missing key is the object's issue, not the field's
			wl.wrap = func(json.RawMessage) json.RawMessage { return at(of.JSON, nil) }
			c.add("F8", wl, "optional", "required", fmt.Sprintf("%skey %s is required now", pre(l), quoteKey(of.JSON)), fmt.Sprintf("key %s required", fl.path), &witness{value: json.RawMessage("0")})
		} else if of.Required && !nf.Required {
			c.add("F9", fl, "required", "optional", fmt.Sprintf("%skey %s is optional now", pre(l), quoteKey(of.JSON)), fmt.Sprintf("key %s optional", fl.path), nil)
		}
		c.node(fl, of.Type, &of.Checks, nf.Type, &nf.Checks, true)
		c.keyChecks(l, os, ns, of, nf, fl)
	}
	for _, nf := range ns.Fields {
		if ns.Discriminator == nf || fieldOf(os, nf.JSON) != nil || renamed[nf.JSON] {
			continue
		}
		fl := loc{path: l.key(nf.JSON), pos: nf.Pos, rest: l.rest, caught: l.caught, wrap: func(v json.RawMessage) json.RawMessage { return at(nf.JSON, v) }}
		switch {
		case nf.Required:
			wl := fl
			wl.wrap = func(json.RawMessage) json.RawMessage { return at("", nil) }
			c.add("F5", wl, "", nf.JSON, fmt.Sprintf("%srequired key %s added: every old call lacks it", pre(l), quoteKey(nf.JSON)), fmt.Sprintf("required key %s added", fl.path), &witness{value: json.RawMessage("0")})
		case os.Policy == model.Strict:
			if nf.Default != nil {
				c.addVerdict("F6", Risky, fl, "", nf.JSON, fmt.Sprintf("%soptional key %s added with default %s: the handler sees %s where it saw nothing", pre(l), quoteKey(nf.JSON), nf.Default, nf.Default), fmt.Sprintf("key %s added (default %s)", fl.path, nf.Default), nil)
			} else {
				c.add("F6", fl, "", nf.JSON, fmt.Sprintf("%soptional key %s added", pre(l), quoteKey(nf.JSON)), fmt.Sprintf("key %s added", fl.path), nil)
			}
		default:
			var ot model.Type = &model.Any{}
			var oc *model.Checks
			if os.Policy == model.Loose {
				ot, oc = os.Rest.Type.(*model.Map).Elem, os.Rest.Elem
			}
			w := c.search(ot, oc, nf.Type, &nf.Checks, quote("a"), json.RawMessage("0"), json.RawMessage("true"), json.RawMessage("{}"), json.RawMessage("[]"), json.RawMessage("null"), json.RawMessage("1.5"))
			if w == nil {
				c.addVerdict("F7", Info, fl, "", nf.JSON, fmt.Sprintf("%soptional key %s added; it takes every value the %s object took", pre(l), quoteKey(nf.JSON), op), fmt.Sprintf("key %s added", fl.path), nil)
			} else {
				c.add("F7", fl, "", nf.JSON, fmt.Sprintf("%soptional key %s added to a %s object: values it took before for that key are rejected now", pre(l), quoteKey(nf.JSON), op), fmt.Sprintf("key %s added (typed)", fl.path), w)
			}
		}
	}
}

func labelsOf(v *model.Variant) []string { return v.Labels }

// firstLabelled is u's first variant, when it has a label (a by-label
// union's do).
func firstLabelled(u *model.Union) *model.Variant {
	if len(u.Variants) > 0 && len(u.Variants[0].Labels) > 0 {
		return u.Variants[0]
	}
	return nil
}

func variantWith(u *model.Union, label string) *model.Variant {
	for _, v := range u.Variants {
		if slices.Contains(v.Labels, label) {
			return v
		}
	}
	return nil
}

func (c *comparer) union(l loc, ou, nu *model.Union) {
	pair := [2]model.Type{ou, nu}
	if c.seen[pair] {
		return
	}
	c.seen[pair] = true
	switch {
	case ou.By != nu.By:
		c.choiceChanged(l, ou, nu)
		return
	case ou.By == model.ByKind:
		c.kindUnion(l, ou, nu)
		return
	case ou.By == model.ByKeys:
		c.keysUnion(l, ou, nu)
		return
	}
	oc, nc := ou.LabelRewrites(), nu.LabelRewrites()
	for _, t := range model.Tags {
		if t.Rewrite == nil || t.Same(oc, nc) {
			continue
		}
		dl := loc{path: l.key(ou.Key), pos: l.pos, rest: l.rest, caught: l.caught}
		if t.Uses(oc) {
			v := Risky
			if c.opts.StrictTolerances {
				v = Breaking
			}
			var w *witness
			if ov := firstLabelled(ou); ov != nil {
				sent := t.Spoil(ov.Labels[0])
				if sent != ov.Labels[0] && l.wrap != nil {
					if o := c.g.object(ov.Struct, nil, "", nil); o != nil {
						dl.wrap = func(json.RawMessage) json.RawMessage { return l.wrap(setKey(o, ou.Key, quote(sent))) }
						w = &witness{value: json.RawMessage("0"), tolerant: true}
					}
				}
			}
			c.addVerdict("D2", v, dl, t.Key, "", fmt.Sprintf("%s: tolerance %s removed from the labels: a label is matched as sent", dl.name(), t.Key), fmt.Sprintf("%s no longer %s", dl.name(), t.Verb), w)
		} else {
			c.add("D3", dl, "", t.Key, fmt.Sprintf("%s: tolerance %s added to the labels", dl.name(), t.Key), fmt.Sprintf("%s now %s", dl.name(), t.Verb), nil)
		}
	}
	pos := l.pos
	if nu.Pos.IsValid() {
		pos = nu.Pos
	}
	wrapVariant := func(v *model.Variant, nv *model.Variant, label string, key string, val json.RawMessage) json.RawMessage {
		if l.wrap == nil {
			return nil
		}
		var ns *model.Struct
		if nv != nil {
			ns = nv.Struct
		}
		o := c.g.object(v.Struct, ns, key, val)
		if o == nil {
			return nil
		}
		return l.wrap(setKey(o, ou.Key, quote(label)))
	}
	if ou.Key != nu.Key {
		ul := loc{path: l.path, pos: pos, rest: l.rest, caught: l.caught, wrap: func(json.RawMessage) json.RawMessage {
			for _, v := range ou.Variants {
				if lb, ok := firstLabel(v); ok {
					return wrapVariant(v, nil, lb, "", nil)
				}
			}
			return nil
		}}
		c.add("U3", ul, ou.Key, nu.Key, fmt.Sprintf("%s: the discriminator key %s is %s now: every call breaks", l.name(), quoteKey(ou.Key), quoteKey(nu.Key)), fmt.Sprintf("discriminator of %s %s → %s", l.name(), ou.Key, nu.Key), &witness{value: json.RawMessage("0")})
	}
	c.defaultVariant(l, pos, ou, nu)
	done := map[*model.Variant]bool{}
	for _, ov := range ou.Variants {
		var match *model.Variant
		var label string
		for _, lb := range ov.Labels {
			nv := variantWith(nu, lb)
			if nv == nil {
				vl := loc{path: fmt.Sprintf("%s(%s=%s)", l.path, ou.Key, lb), pos: pos, rest: l.rest, caught: l.caught, wrap: func(json.RawMessage) json.RawMessage { return wrapVariant(ov, nil, lb, "", nil) }}
				c.add("U1", vl, lb, "", fmt.Sprintf("%s: %s = %s removed (primed models keep choosing it)", l.name(), ou.Key, lb), fmt.Sprintf("%s %s removed from %s", ou.Key, lb, l.name()), &witness{value: json.RawMessage("0")})
				continue
			}
			if match == nil {
				match, label = nv, lb
			}
		}
		if match == nil || done[match] {
			continue
		}
		done[match] = true
		vpath := fmt.Sprintf("%s(%s=%s)", l.path, ou.Key, label)
		vl := loc{path: vpath, pos: pos, rest: l.rest, caught: l.caught, wrap: func(v json.RawMessage) json.RawMessage {
			if l.wrap == nil {
				return nil
			}
			return l.wrap(setKey(v, ou.Key, quote(label)))
		}}
		c.object(vl, ov.Struct, match.Struct)
	}
	for _, nv := range nu.Variants {
		for _, lb := range nv.Labels {
			if variantWith(ou, lb) == nil {
				vl := loc{path: fmt.Sprintf("%s(%s=%s)", l.path, nu.Key, lb), pos: nv.Struct.Pos, rest: l.rest, caught: l.caught}
				c.add("U2", vl, "", lb, fmt.Sprintf("%s: %s = %s added", l.name(), nu.Key, lb), fmt.Sprintf("%s %s added to %s", nu.Key, lb, l.name()), nil)
			}
		}
	}
}

// defaultVariant compares the label a missing discriminator means
// (//stitch:union default=): removed, a call that leaves the key out is
// refused (the witness is the old default variant's value without it);
// changed, it means another variant.
func (c *comparer) defaultVariant(l loc, pos token.Position, ou, nu *model.Union) {
	dl := loc{path: l.key(ou.Key), pos: pos, rest: l.rest, caught: l.caught}
	switch {
	case ou.Default == nu.Default:
	case ou.Default == "":
		c.add("U10", dl, "", "default="+nu.Default, fmt.Sprintf("%s: %s may be left out now, meaning %s", l.name(), ou.Key, nu.Default), fmt.Sprintf("%s defaults to %s", dl.name(), nu.Default), nil)
	case nu.Default == "":
		dv := variantWith(ou, ou.Default)
		dl.wrap = func(json.RawMessage) json.RawMessage {
			if l.wrap == nil || dv == nil {
				return nil
			}
			o := c.g.object(dv.Struct, nil, "", nil)
			if o == nil {
				return nil
			}
			return l.wrap(dropKey(o, ou.Key))
		}
		c.add("U9", dl, "default="+ou.Default, "", fmt.Sprintf("%s: %s must be sent now; left out, it meant %s", l.name(), ou.Key, ou.Default), fmt.Sprintf("%s no longer defaults to %s", dl.name(), ou.Default), &witness{value: json.RawMessage("0")})
	default:
		c.addVerdict("U9", Risky, dl, "default="+ou.Default, "default="+nu.Default, fmt.Sprintf("%s: a call that leaves %s out meant %s and means %s now", l.name(), ou.Key, ou.Default, nu.Default), fmt.Sprintf("%s defaults to %s, not %s", dl.name(), nu.Default, ou.Default), nil)
	}
}

// dropKey is the JSON object o without key.
func dropKey(o json.RawMessage, key string) json.RawMessage {
	parts, ok := otherMembers(o, key)
	if !ok {
		return o
	}
	return json.RawMessage("{" + strings.Join(parts, ",") + "}")
}

// setKey sets key to v in the JSON object o (first, replacing it).
func setKey(o json.RawMessage, key string, v json.RawMessage) json.RawMessage {
	parts, ok := otherMembers(o, key)
	if !ok {
		return o
	}
	return json.RawMessage("{" + strings.Join(slices.Insert(parts, 0, string(quote(key))+":"+string(v)), ",") + "}")
}

// otherMembers are the members of the JSON object o but key's, each
// "key":value, in o's order; false when o is not an object.
func otherMembers(o json.RawMessage, key string) ([]string, bool) {
	if !json.Valid(o) {
		return nil, false
	}
	d := json.NewDecoder(bytes.NewReader(o))
	if t, _ := d.Token(); t != json.Delim('{') {
		return nil, false
	}
	var parts []string
	for d.More() {
		t, _ := d.Token()
		k, _ := t.(string)
		var raw json.RawMessage
		if d.Decode(&raw) != nil {
			return nil, false
		}
		if k != key {
			parts = append(parts, string(quote(k))+":"+string(raw))
		}
	}
	return parts, true
}

// unionToStruct compares a union that became an object (U6): BREAKING when
// the minimal call of a variant is rejected now, else every variant is
// compared with the object as its own old side (a variant's narrowed or
// removed keys break its calls), and only when none of those narrows does
// the object take every variant.
func (c *comparer) unionToStruct(l loc, ou *model.Union, ns *model.Struct) {
	from := unionName(ou)
	sum := fmt.Sprintf("%s union → object", l.name())
	for _, v := range ou.Variants {
		o := c.variantCall(ou, v)
		if o != nil && !accepts(o, ns, nil) {
			c.add("U6", l, from, "object", fmt.Sprintf("%s: the union became an object that rejects %s", l.name(), variantName(ou, v)), sum, &witness{value: o})
			return
		}
	}
	var narrowed []string
	for _, v := range ou.Variants {
		if v.Struct == nil {
			continue
		}
		// A scratch comparison: the findings that narrow are said, those
		// that do not (keys of other variants added) are the object's
		// shape, not news.
		sc := &comparer{opts: c.opts, tool: c.tool, oldRoot: c.oldRoot, newRoot: c.newRoot, seen: map[[2]model.Type]bool{}}
		sc.object(c.variantLoc(l, ou, v), v.Struct, ns)
		said := false
		for _, f := range sc.out {
			if f.Verdict != Info {
				c.out = append(c.out, f)
				said = true
			}
		}
		if said {
			narrowed = append(narrowed, variantName(ou, v))
		}
	}
	msg := fmt.Sprintf("%s: the union became an object that takes every variant", l.name())
	if len(narrowed) > 0 {
		msg = fmt.Sprintf("%s: the union became an object that takes a minimal call of every variant, but not every call of %s (said at its keys)", l.name(), model.AndList(narrowed))
	}
	c.addVerdict("U6", Info, l, from, "object", msg, sum, nil)
}

// structToUnion compares an object that became a union (U5). A by=label
// union needs its discriminator in every call. A by=keys union takes a call
// that sends the markers of exactly one variant: the object is compared
// with the variant that has exactly its keys (else the one its minimal call
// picks), and what breaks are the old calls that pick no variant (a marker
// the object did not require) or several (another variant's marker the
// object took). It is INFO when no old call can: the object is strict,
// requires a marker of that variant and has no key another variant is
// marked by.
func (c *comparer) structToUnion(l loc, os *model.Struct, nu *model.Union) {
	sum := l.name() + " became a union"
	if nu.By != model.ByKeys {
		c.add("U5", l, "object", unionName(nu), l.name()+": the object became a union on "+quoteKey(nu.Key)+", which every call must now send",
			sum, &witness{value: c.g.minimal(os, nil)})
		return
	}
	msg := fmt.Sprintf("%s: the object became a union chosen by its keys (%s)", l.name(), nu.ExactlyOne())
	is := variantWithKeys(nu, os)
	if is == nil {
		is = chosen(nu, c.g.minimal(os, nil))
	}
	var w *witness
	for _, v := range c.keyedCalls(os, nu) {
		if accepts(v, os, nil) && !accepts(v, nu, nil) {
			w = &witness{value: v}
			break
		}
	}
	marked := is != nil && slices.ContainsFunc(is.Markers, func(m string) bool { f := fieldOf(os, m); return f != nil && f.Required })
	others := slices.ContainsFunc(nu.Variants, func(v *model.Variant) bool {
		return v != is && slices.ContainsFunc(v.Markers, func(m string) bool { return fieldOf(os, m) != nil })
	})
	switch {
	case w != nil:
		c.add("U5", l, "object", unionName(nu), msg+": a call it took sends the markers of no variant or of several", sum, w)
	case marked && !others && os.Policy == model.Strict:
		c.addVerdict("U5", Info, l, "object", unionName(nu), fmt.Sprintf("%s; every call it took sends %s and no other variant's markers, so it is that variant", msg, is.Names()), sum, nil)
	case is == nil:
		c.addVerdict("U5", Risky, l, "object", unionName(nu), msg+"; no variant has the object's keys, and no call it took was found that the union refuses, so unproven", sum, nil)
	default:
		c.addVerdict("U5", Risky, l, "object", unionName(nu), fmt.Sprintf("%s; the object is compared with the variant marked by %s, but it took calls that may pick another or none (keys it does not declare, an optional marker, another variant's marker), and none was found that the union refuses, so unproven", msg, is.Names()), sum, nil)
	}
	if is != nil {
		c.object(c.variantLoc(l, nu, is), os, is.Struct)
	}
}

// keyedCalls are the calls of the object os that a by=keys union nu may
// refuse: its minimal call (no marker, when it required none), and, for
// each variant, its minimal call with what that variant requires and with
// each of the variant's markers added, valued as the object or the variant
// takes it (several variants chosen).
func (c *comparer) keyedCalls(os *model.Struct, nu *model.Union) []json.RawMessage {
	out := []json.RawMessage{c.g.minimal(os, nil)}
	for _, v := range nu.Variants {
		out = append(out, c.g.object(os, v.Struct, "", nil))
		for _, m := range v.Markers {
			for _, f := range []*model.Field{fieldOf(os, m), fieldOf(v.Struct, m)} {
				if f == nil {
					continue
				}
				if val := c.g.both(f.Type, &f.Checks, nil, nil); val != nil {
					out = append(out, c.g.object(os, nil, m, val))
				}
			}
		}
	}
	return out
}

// chosen is the variant of a by=keys union that the call v picks, or nil.
func chosen(u *model.Union, v json.RawMessage) *model.Variant {
	var x any
	if v == nil || json.Unmarshal(v, &x) != nil {
		return nil
	}
	vr, _ := u.Choose(x)
	return vr
}

// variantWithKeys is the variant of a by=keys union whose keys are exactly
// the object's, or nil.
func variantWithKeys(u *model.Union, s *model.Struct) *model.Variant {
	keys := func(s *model.Struct) []string {
		var ks []string
		for _, f := range s.Fields {
			ks = append(ks, f.JSON)
		}
		slices.Sort(ks)
		return ks
	}
	want := keys(s)
	for _, v := range u.Variants {
		if v.Struct != nil && slices.Equal(keys(v.Struct), want) {
			return v
		}
	}
	return nil
}

// unionName says how a labelled or keyed union chooses, for a finding's
// old or new side: `union on "op"`, "union by keys".
func unionName(u *model.Union) string {
	if u.By == model.ByKeys {
		return "union by keys"
	}
	return "union on " + u.Key
}

// variantName names a variant in a message: "op = add", "the variant
// marked by id".
func variantName(u *model.Union, v *model.Variant) string {
	if lb, ok := firstLabel(v); ok && u.By == model.ByLabel {
		return u.Key + " = " + lb
	}
	return "the variant marked by " + v.Names()
}

// firstLabel is a by=label variant's first label (a contract read from
// disk may hold a variant without one).
func firstLabel(v *model.Variant) (string, bool) {
	if len(v.Labels) == 0 {
		return "", false
	}
	return v.Labels[0], true
}

// variantCall is the minimal call of a union's struct variant, its label
// set (by=label), or nil.
func (c *comparer) variantCall(u *model.Union, v *model.Variant) json.RawMessage {
	if v.Struct == nil {
		return nil
	}
	o := c.g.object(v.Struct, nil, "", nil)
	if o == nil || u.By != model.ByLabel {
		return o
	}
	lb, ok := firstLabel(v)
	if !ok {
		return nil
	}
	return setKey(o, u.Key, quote(lb))
}

// variantLoc is where a comparison of a union's struct variant stands: its
// path names the variant as the union comparisons do (op(op=add),
// op(keys=n)) and a value there is sent with the variant's label.
func (c *comparer) variantLoc(l loc, u *model.Union, v *model.Variant) loc {
	vl := loc{pos: l.pos, rest: l.rest, caught: l.caught, wrap: l.wrap}
	if lb, ok := firstLabel(v); ok && u.By == model.ByLabel {
		vl.path = fmt.Sprintf("%s(%s=%s)", l.path, u.Key, lb)
		if l.wrap != nil {
			vl.wrap = func(o json.RawMessage) json.RawMessage { return l.wrap(setKey(o, u.Key, quote(lb))) }
		}
		return vl
	}
	vl.path = fmt.Sprintf("%s(keys=%s)", l.path, strings.Join(v.Markers, "+"))
	return vl
}

// slot is the kind a by=kind variant is chosen by, integers and numbers
// being one slot (the parser's KindNumber).
func slot(v *model.Variant) string {
	if k := v.Kind(); k != "integer" {
		return k
	}
	return "number"
}

// slotOf is the slot a value of type t takes, as a by=kind union sees it.
func slotOf(t model.Type) string {
	switch kindOf(t) {
	case "map", "object", "union":
		return "object"
	}
	return kindOf(t)
}

// kindUnion compares two by=kind unions variant by variant, matched by kind.
func (c *comparer) kindUnion(l loc, ou, nu *model.Union) {
	find := func(u *model.Union, s string) *model.Variant {
		for _, v := range u.Variants {
			if slot(v) == s {
				return v
			}
		}
		return nil
	}
	for _, ov := range ou.Variants {
		s := slot(ov)
		vl := loc{path: fmt.Sprintf("%s(kind=%s)", l.path, s), pos: l.pos, wrap: l.wrap, rest: l.rest, caught: l.caught}
		nv := find(nu, s)
		if nv == nil {
			c.add("U1", vl, s, "", fmt.Sprintf("%s: the %s variant removed (primed models keep sending %s)", l.name(), s, article(s)), fmt.Sprintf("%s no longer takes %s", l.name(), article(s)), &witness{value: c.g.minimal(ov.Type, ov.Checks)})
			continue
		}
		if nv.Pos.IsValid() {
			vl.pos = nv.Pos
		}
		c.node(vl, ov.Type, ov.Checks, nv.Type, nv.Checks, false)
	}
	for _, nv := range nu.Variants {
		if find(ou, slot(nv)) == nil {
			vl := loc{path: fmt.Sprintf("%s(kind=%s)", l.path, slot(nv)), pos: nv.Pos, rest: l.rest, caught: l.caught}
			c.add("U2", vl, "", slot(nv), fmt.Sprintf("%s: %s variant added", l.name(), article(slot(nv))), fmt.Sprintf("%s takes %s", l.name(), article(slot(nv))), nil)
		}
	}
}

func article(kind string) string {
	switch kind {
	case "object", "array", "integer":
		return "an " + kind
	case "":
		return "any value"
	}
	return "a " + kind
}

// kindWidened compares a value with a by=kind union on one side only: the
// variant of the other side's kind is compared with it, the other variants
// are added (INFO) or removed (U1).
func (c *comparer) kindWidened(l loc, ot model.Type, oc *model.Checks, nt model.Type, nc *model.Checks) {
	if nu, ok := nt.(*model.Union); ok {
		s := slotOf(ot)
		for _, v := range nu.Variants {
			if slot(v) == s {
				c.node(loc{path: l.path, pos: l.pos, wrap: l.wrap, rest: l.rest, caught: l.caught}, ot, oc, v.Type, v.Checks, false)
			} else {
				c.add("U2", loc{path: fmt.Sprintf("%s(kind=%s)", l.path, slot(v)), pos: v.Pos, rest: l.rest, caught: l.caught}, "", slot(v), fmt.Sprintf("%s: now takes %s as well", l.name(), article(slot(v))), fmt.Sprintf("%s takes %s", l.name(), article(slot(v))), nil)
			}
		}
		if !slices.ContainsFunc(nu.Variants, func(v *model.Variant) bool { return slot(v) == s }) {
			c.add("F12", l, s, nu.KindsWanted(), fmt.Sprintf("%s: %s is no longer accepted (now %s)", l.name(), article(s), nu.KindsWanted()), fmt.Sprintf("%s no longer takes %s", l.name(), article(s)), c.search(ot, oc, nt, nc))
		}
		return
	}
	ou := ot.(*model.Union)
	s := slotOf(nt)
	for _, v := range ou.Variants {
		if slot(v) == s {
			c.node(l, v.Type, v.Checks, nt, nc, false)
			continue
		}
		c.add("U1", loc{path: fmt.Sprintf("%s(kind=%s)", l.path, slot(v)), pos: l.pos, wrap: l.wrap, rest: l.rest, caught: l.caught}, slot(v), "", fmt.Sprintf("%s: the %s variant removed (primed models keep sending %s)", l.name(), slot(v), article(slot(v))), fmt.Sprintf("%s no longer takes %s", l.name(), article(slot(v))), &witness{value: c.g.minimal(v.Type, v.Checks)})
	}
}

// keysUnion compares two by=keys unions, variants matched by a shared
// marker.
func (c *comparer) keysUnion(l loc, ou, nu *model.Union) {
	done := map[*model.Variant]bool{}
	for _, ov := range ou.Variants {
		name := model.AndList(ov.Markers)
		vl := loc{path: fmt.Sprintf("%s(keys=%s)", l.path, strings.Join(ov.Markers, "+")), pos: l.pos, wrap: l.wrap, rest: l.rest, caught: l.caught}
		var nv *model.Variant
		for _, v := range nu.Variants {
			if slices.ContainsFunc(ov.Markers, func(m string) bool { return slices.Contains(v.Markers, m) }) {
				nv = v
				break
			}
		}
		if nv == nil {
			c.add("U1", vl, name, "", fmt.Sprintf("%s: the variant marked by %s removed", l.name(), name), fmt.Sprintf("%s no longer takes %s", l.name(), name), &witness{value: c.g.object(ov.Struct, nil, "", nil)})
			continue
		}
		done[nv] = true
		if nv.Pos.IsValid() {
			vl.pos = nv.Pos
		}
		if !slices.Equal(ov.Markers, nv.Markers) {
			c.add("U8", vl, name, model.AndList(nv.Markers), fmt.Sprintf("%s: the variant marked by %s is marked by %s now", l.name(), name, model.AndList(nv.Markers)), fmt.Sprintf("markers of %s %s → %s", l.name(), name, model.AndList(nv.Markers)),
				c.search(ou, nil, nu, nil, c.g.object(ov.Struct, nil, "", nil)))
		}
		c.object(vl, ov.Struct, nv.Struct)
	}
	for _, nv := range nu.Variants {
		if !done[nv] {
			vl := loc{path: fmt.Sprintf("%s(keys=%s)", l.path, strings.Join(nv.Markers, "+")), pos: nv.Pos, rest: l.rest, caught: l.caught}
			c.add("U2", vl, "", model.AndList(nv.Markers), fmt.Sprintf("%s: a variant marked by %s added", l.name(), model.AndList(nv.Markers)), fmt.Sprintf("%s takes %s", l.name(), model.AndList(nv.Markers)), nil)
		}
	}
}

// choiceChanged compares unions that choose their variant differently (by
// label, kind or keys): BREAKING when a minimal value of an old variant is
// rejected now.
func (c *comparer) choiceChanged(l loc, ou, nu *model.Union) {
	by := [...]string{model.ByLabel: "label", model.ByKind: "kind", model.ByKeys: "keys"}
	msg := fmt.Sprintf("%s: the union chooses its variant by %s now (was by %s)", l.name(), by[nu.By], by[ou.By])
	sum := fmt.Sprintf("%s chosen by %s", l.name(), by[nu.By])
	for _, v := range ou.Variants {
		var val json.RawMessage
		if v.Struct != nil {
			val = c.variantCall(ou, v)
		} else {
			val = c.g.minimal(v.Type, v.Checks)
		}
		if val != nil && accepts(val, ou, nil) && !accepts(val, nu, nil) {
			c.add("U7", l, by[ou.By], by[nu.By], msg, sum, &witness{value: val})
			return
		}
	}
	c.addVerdict("U7", Risky, l, by[ou.By], by[nu.By], msg+" (no witness found, so unproven)", sum, nil)
}
