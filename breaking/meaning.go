package breaking

// The checks the tag table describes beyond a kind's own comparison: what
// fills a value, the tolerances, a flag that admits a value, the hidden
// checks, the keys of its object a field asks for. Each is compared by
// what its entry says it does (model.Effect, Compare), with the verbs,
// rules and spellings the entry gives; nothing here names a tag.

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// meaning compares, as the tag table describes each, the checks of a
// value that the kind's own comparison does not: what fills a value
// (default: D1), the tolerances (D2, D3, D4), a flag that admits a value
// (nullable: F10, F11) and the hidden checks, which have no judge
// (refine: D5, D7). A tag that stands only on a field (default, catch)
// is compared on fields.
func (c *comparer) meaning(l loc, ot model.Type, oc *model.Checks, nt model.Type, nc *model.Checks, field bool) {
	for _, t := range model.Checked() {
		if !field && !t.Levels.Has(model.AtElem) || t.Same(oc, nc) {
			continue
		}
		switch {
		case t.Effect == model.Fills:
			c.filled(l, t, oc, nc)
		case t.Effect == model.Tolerates:
			c.tolerance(l, t, ot, oc, nt, nc)
		case t.Effect == model.Widens && t.Admits != nil:
			c.admits(l, t, oc, nc)
		case hides(t):
			c.hidden(l, t, members(t, oc), members(t, nc))
		}
	}
}

// admits compares a flag that admits a value (nullable: null): removed,
// the value is refused (its Review's removed rule, with it as the
// witness); added, it is accepted.
func (c *comparer) admits(l loc, t *model.TagSpec, oc, nc *model.Checks) {
	v := string(t.Admits)
	if t.Uses(oc) {
		c.add(t.Review[2], l, t.Key, "", fmt.Sprintf("%s: %s is no longer accepted", l.name(), v), fmt.Sprintf("%s no longer accepted for %s", v, l.name()), &witness{value: t.Admits})
		return
	}
	c.add(t.Review[0], l, "", t.Key, fmt.Sprintf("%s: %s is accepted now", l.name(), v), fmt.Sprintf("%s accepted for %s", v, l.name()), nil)
}

// catches reports whether c uses a tolerance that forgives any invalid
// value (catch=): no call is refused inside it.
func catches(c *model.Checks) bool {
	for _, t := range model.Checked() {
		if t.Forgives == model.AnyInvalid && t.Uses(c) {
			return true
		}
	}
	return false
}

// members are c's values of a tag held as a list (refine's functions).
func members(t *model.TagSpec, c *model.Checks) []string {
	if p, ok := t.Field(c).(*[]string); ok {
		return *p
	}
	return nil
}

// hides reports whether t is a check without a judge, held as a set of
// members (refine's functions).
func hides(t *model.TagSpec) bool {
	return t.Effect == model.Narrows && t.Judge == nil && t.Compare == model.AsSet
}

// hiddenTag is the tag of the table whose check has no judge (refine):
// what an object's //stitch:refine names too.
func hiddenTag() *model.TagSpec {
	for _, t := range model.Checked() {
		if hides(t) {
			return t
		}
	}
	return nil
}

// filled compares the value a call that omits the key gets (D1).
func (c *comparer) filled(l loc, t *model.TagSpec, oc, nc *model.Checks) {
	o, n := t.Get(oc), t.Get(nc)
	var msg, sum string
	switch {
	case o == nil:
		msg, sum = fmt.Sprintf("%s: %s %s added: a call that omits it now gets %s", l.name(), t.Key, n, n), fmt.Sprintf("%s of %s set to %s", t.Key, l.name(), n)
	case n == nil:
		msg, sum = fmt.Sprintf("%s: %s %s removed: a call that omits it no longer gets %s", l.name(), t.Key, o, o), fmt.Sprintf("%s of %s (%s) removed", t.Key, l.name(), o)
	default:
		msg, sum = fmt.Sprintf("%s: %s %s → %s: every call that omits it changes meaning", l.name(), t.Key, o, n), fmt.Sprintf("%s of %s %s → %s", t.Key, l.name(), o, n)
	}
	c.add("D1", l, string(o), string(n), msg, sum, nil)
}

// tolerance compares a tolerance of the two sides, which differ: removed
// (D2: RISKY, as the values it forgave are off the schema, or BREAKING
// under -strict-tolerances or when a value it let through passes the old
// checks as sent: zero-ok's ""), added (D3: INFO, RISKY for a rewrite, as
// the value arrives rewritten, BREAKING when a value the old checks took
// is refused once rewritten: trim under min=1 and "   "), or changed (D4).
func (c *comparer) tolerance(l loc, t *model.TagSpec, ot model.Type, oc *model.Checks, nt model.Type, nc *model.Checks) {
	switch ou, nu := t.Uses(oc), t.Uses(nc); {
	case ou && !nu:
		w := c.untolerated(t, ot, oc, nt, nc)
		v := Risky
		if c.opts.StrictTolerances || w != nil && !w.tolerant {
			v = Breaking
		}
		why := t.Unforgiven
		if why == "" {
			why = "spellings it forgave are taken as sent"
		}
		c.addVerdict("D2", v, l, t.Spelled(oc), "", fmt.Sprintf("%s: tolerance %s removed: %s", l.name(), t.Spelled(oc), why),
			fmt.Sprintf("%s no longer %s", l.name(), t.Verb), w)
	case !ou && nu:
		v, w := Info, (*witness)(nil)
		if t.Rewrite != nil {
			v = Risky
			if w = c.rewriteSearch(t, ot, oc, nt, nc); w != nil {
				v = Breaking
			}
		}
		c.addVerdict("D3", v, l, "", t.Spelled(nc), fmt.Sprintf("%s: tolerance %s added", l.name(), t.Spelled(nc)), fmt.Sprintf("%s now %s", l.name(), t.Verb), w)
	default:
		o, n := t.Get(oc), t.Get(nc)
		c.add("D4", l, string(o), string(n), fmt.Sprintf("%s: %s %s → %s: what it forgives arrives as another value", l.name(), t.Key, o, n), fmt.Sprintf("%s of %s %s → %s", t.Key, l.name(), o, n), nil)
	}
}

// rewriteSearch is a string the old checks take as sent, and the new
// checks without the rewrite t too, that the new checks refuse once t (with
// the new side's other rewrites) has made it another: trim added under
// min=1, "  " becomes "". The candidates are the old side's, and each
// spoiled by every rewrite the table has (Spoil), the empty string's
// included. A value the new checks refuse as sent is another finding's.
func (c *comparer) rewriteSearch(t *model.TagSpec, ot model.Type, oc *model.Checks, nt model.Type, nc *model.Checks) *witness {
	without := *nc
	t.Clear(&without)
	var ss []string
	for _, v := range c.g.candidates(ot, oc) {
		var s string
		if json.Unmarshal(v, &s) == nil {
			ss = append(ss, s)
		}
	}
	for _, s := range append([]string{""}, ss...) {
		for _, r := range model.Tags {
			if r.Spoil != nil {
				ss = append(ss, r.Spoil(s))
			}
		}
	}
	for _, s := range ss {
		if v := quote(s); accepts(v, ot, oc) && accepts(v, nt, &without) && !accepts(quote(model.Rewrite(s, nc)), nt, nc) {
			return &witness{value: v}
		}
	}
	return nil
}

// hidden compares the members of a check with no judge (refine's
// functions): one added is a hidden check that cannot be proven either
// way (D5), one removed INFO (D7).
func (c *comparer) hidden(l loc, t *model.TagSpec, old, new []string) {
	spell := func(r string) string { return t.Spell(model.TagValue{Text: r, List: []string{r}}) }
	for _, r := range missing(new, old) {
		c.add("D5", l, "", spell(r), fmt.Sprintf("%s: %s added", l.name(), spell(r))+codeRules["D5"].unproven, fmt.Sprintf("%s checked by %s", l.name(), r), nil)
	}
	for _, r := range missing(old, new) {
		c.add("D7", l, spell(r), "", fmt.Sprintf("%s: %s removed", l.name(), spell(r)), fmt.Sprintf("%s no longer checked by %s", l.name(), r), nil)
	}
}

// missing are the members of a that b lacks, in a's order.
func missing(a, b []string) []string {
	var out []string
	for _, r := range a {
		if !slices.Contains(b, r) {
			out = append(out, r)
		}
	}
	return out
}

// untolerated is a value the old tolerance t let through that the new
// checks refuse, by what t forgives (the tag table's Forgives): a number
// as a string (scalar text), text with surrounding spaces or another case
// (a spelling: t's Spoil), the zero value, an invalid value (catch). It is
// tolerant (not a value the old checks take as sent) but for the zero
// value, which passes the old checks.
func (c *comparer) untolerated(t *model.TagSpec, ot model.Type, oc *model.Checks, nt model.Type, nc *model.Checks) *witness {
	if t.Forgives == model.AnyInvalid {
		return c.uncaught(ot, oc, nt, nc)
	}
	if t.Forgives == model.ZeroValue {
		// The zero value the old checks took because of t, not anyway.
		without := *oc
		t.Clear(&without)
		for _, v := range []json.RawMessage{quote(""), json.RawMessage("0")} {
			if accepts(v, ot, oc) && !accepts(v, ot, &without) && !accepts(v, nt, nc) {
				return &witness{value: v}
			}
		}
		return nil
	}
	v := c.g.both(ot, oc, nt, nc)
	if v == nil {
		return nil
	}
	var cand json.RawMessage
	switch t.Forgives {
	case model.ScalarText:
		if b, ok := model.Deref(ot).(*model.Basic); ok && b.Kind == model.String {
			var s string
			if json.Unmarshal(v, &s) == nil && isNumberText(s) {
				cand = json.RawMessage(s)
			} else {
				cand = json.RawMessage("true")
				if b, ok := model.Deref(nt).(*model.Basic); !ok || b.Kind != model.String {
					return nil
				}
				// Only true's text "true" is the value: the old field must take it.
				if !accepts(quote("true"), ot, oc) {
					return nil
				}
			}
		} else {
			cand = quote(string(v))
		}
	case model.OneItem:
		// One item alone, which only the old list took: one the old
		// elements take (the value both take may be an empty list).
		var items []json.RawMessage
		if json.Unmarshal(v, &items) != nil {
			return nil
		}
		if len(items) > 0 {
			cand = items[0]
		} else if os, ok := model.Deref(ot).(*model.Slice); ok {
			cand = c.g.both(os.Elem, oc.Elem, nil, nil)
		}
		if cand == nil || !accepts(json.RawMessage("["+string(cand)+"]"), ot, oc) {
			return nil
		}
	case model.Spellings:
		var s string
		if json.Unmarshal(v, &s) != nil {
			return nil
		}
		cand = quote(t.Spoil(s))
		if string(cand) == string(v) {
			return nil
		}
	default:
		return nil
	}
	if accepts(cand, nt, nc) {
		return nil // the new checks take it as sent: a change of meaning, no rejection
	}
	return &witness{value: cand, tolerant: true}
}

func isNumberText(s string) bool {
	var n json.Number
	return s != "" && json.Unmarshal([]byte(s), &n) == nil
}

// uncaught is an invalid value the old catch= replaced: one of another kind.
func (c *comparer) uncaught(ot model.Type, oc *model.Checks, nt model.Type, nc *model.Checks) *witness {
	for _, v := range []string{`{}`, `"!"`, `[]`, `true`} {
		if !accepts(json.RawMessage(v), nt, nc) && !accepts(json.RawMessage(v), ot, &model.Checks{}) {
			return &witness{value: json.RawMessage(v), tolerant: true}
		}
	}
	return nil
}

// keyChecks compares the checks of a field of the old object os, of, and
// the same key in ns, nf, whose members are keys of the object
// (Compare: AsKeys; requires: F37): members added narrow, under the tag's
// added rule, with the witness the object with the key (a value both
// sides take) and the members the old side had, without the new ones;
// members only dropped widen (its removed rule, INFO).
func (c *comparer) keyChecks(l loc, os, ns *model.Struct, of, nf *model.Field, fl loc) {
	for _, t := range model.Checked() {
		if t.Compare != model.AsKeys || t.Same(&of.Checks, &nf.Checks) {
			continue
		}
		ok, nk := members(t, &of.Checks), members(t, &nf.Checks)
		added, dropped := missing(nk, ok), missing(ok, nk)
		o, n := t.Text(&of.Checks), t.Text(&nf.Checks)
		if len(added) == 0 {
			c.addVerdict(t.Review[2], Info, fl, o, n, fmt.Sprintf("%skey %s no longer %s %s when sent", pre(l), quoteKey(of.JSON), t.Verb, andKeys(dropped)), fmt.Sprintf("key %s no longer %s %s", fl.path, t.Verb, strings.Join(dropped, ", ")), nil)
			continue
		}
		wl := fl
		wl.caught = l.caught // a missing key is the object's issue, not the field's
		wl.wrap = l.wrap
		c.add(t.Review[0], wl, o, n, fmt.Sprintf("%skey %s %s %s when sent now: calls that send it without them are rejected", pre(l), quoteKey(of.JSON), t.Verb, andKeys(added)), fmt.Sprintf("key %s %s %s", fl.path, t.Verb, strings.Join(added, ", ")), c.sentWithout(l, os, ns, of, nf, ok))
	}
}

// sentWithout is an object both sides take but for the keys its field
// of (nf in ns) now needs: of's key with a value both sides take, and
// each key of old, the members the old side asked for, with one; nil when
// there is none.
func (c *comparer) sentWithout(l loc, os, ns *model.Struct, of, nf *model.Field, old []string) *witness {
	v := c.g.both(of.Type, &of.Checks, nf.Type, &nf.Checks)
	if v == nil || l.wrap == nil {
		return nil
	}
	obj := c.g.object(os, ns, of.JSON, v)
	if obj == nil {
		return nil
	}
	w := &witness{value: obj}
	for _, r := range old {
		rf, nrf := fieldOf(os, r), fieldOf(ns, r)
		if rf == nil || nrf == nil || strings.Contains(string(obj), string(quote(r))+":") {
			continue
		}
		rv := c.g.both(rf.Type, &rf.Checks, nrf.Type, &nrf.Checks)
		if rv == nil {
			return nil
		}
		w.value = json.RawMessage(strings.TrimSuffix(string(w.value), "}") + "," + string(quote(r)) + ":" + string(rv) + "}")
	}
	return w
}
