package breaking

// A number's comparison: integrality, its range on each side (the tags'
// bounds, the type's limits the schemas state, and the Go kind's own range,
// which the parser enforces as well), its enum.

import (
	"encoding/json"
	"fmt"
	"math/big"

	"github.com/stitchgen/stitchgen/model"
)

// number compares integrality, the effective range (tag bounds and the Go
// type's) and the enum of a number.
func (c *comparer) number(l loc, ot *model.Basic, oc *model.Checks, nt *model.Basic, nc *model.Checks) {
	oint, nint := ot.Kind.IsInteger() || oc.Int, nt.Kind.IsInteger() || nc.Int
	switch {
	case !oint && nint:
		c.add("F14", l, "number", "integer", fmt.Sprintf("%s: only integers are accepted now", l.name()), fmt.Sprintf("%s number → integer", l.name()),
			c.search(ot, oc, nt, nc, json.RawMessage("0.5"), json.RawMessage("1.5"), json.RawMessage("-0.5")))
	case oint && !nint:
		c.add("F13", l, "integer", "number", fmt.Sprintf("%s: fractions are accepted now", l.name()), fmt.Sprintf("%s integer → number", l.name()), nil)
	}
	olo, ohi := oc.Range(ot)
	nlo, nhi := nc.Range(nt)
	oklo, okhi := model.KindRange(ot.Kind)
	nklo, nkhi := model.KindRange(nt.Kind)
	c.side(l, ot, oc, nt, nc, olo, nlo, oklo, nklo, true)
	c.side(l, ot, oc, nt, nc, ohi, nhi, okhi, nkhi, false)
	c.enum(l, ot, oc, nt, nc, true)
}

// side compares one side of a number's range: the checks' (o, n: a tag's
// bound or a type's limit the schemas state) and, where a side has none,
// its Go kind's (ok, nk: float64 → float32 narrows, as uint64 → int64
// does).
func (c *comparer) side(l loc, ot *model.Basic, oc *model.Checks, nt *model.Basic, nc *model.Checks, o, n, ok, nk *model.Limit, below bool) {
	switch {
	case o == nil && n == nil:
		// Nothing the schemas state: the kinds' own (float64 → float32).
		o, n = ok, nk
	case n == nil && nk != nil && tighter(o, nk, below) > 0:
		n = nk // a bound dropped with the kind narrowed under it
	}
	cmp := tighter(o, n, below)
	if cmp == 0 {
		return
	}
	word, tagRule := "max", "F22"
	if below {
		word, tagRule = "min", "F21"
	}
	ot2, nt2 := limitText(o, ot), limitText(n, nt)
	if o == nil {
		ot2 = "no " + word
	}
	if n == nil {
		nt2 = "no " + word
	}
	os, ns := bare(o, below), bare(n, below)
	if cmp < 0 { // relaxed
		rule := "F23"
		if (o == nil || o.Key == "") && (n == nil || n.Key == "") {
			rule = "F16"
		}
		c.add(rule, l, ot2, nt2, fmt.Sprintf("%s: %s → %s", l.name(), ot2, nt2), fmt.Sprintf("%s of %s %s → %s", word, l.name(), os, ns), nil)
		return
	}
	rule := tagRule
	switch {
	case n.Key == "":
		rule = "F15"
	case o != nil && o.Key != "" && o.Exclusive != n.Exclusive:
		rule = "F24"
	}
	var cands []json.RawMessage
	if n.Key == "" && n.Whole == nil {
		cands = append(cands, json.RawMessage(beyond(n.Rat)))
	}
	if o != nil && (o.Key != "" || o.Whole == nil || ok == nil || o.Rat.Cmp(ok.Rat) != 0) {
		if o.Whole != nil {
			cands = append(cands, json.RawMessage(o.Whole.String()))
		}
		if !o.Exclusive {
			cands = append(cands, json.RawMessage(o.Text))
		}
		mid := new(big.Rat).Add(o.Rat, n.Rat)
		cands = append(cands, json.RawMessage(decimal(mid.Quo(mid, big.NewRat(2, 1)))))
	}
	step := big.NewRat(1, 1)
	if !below {
		step.Neg(step)
	}
	if n.Whole != nil {
		cands = append(cands, json.RawMessage(decimal(new(big.Rat).Sub(new(big.Rat).SetInt(n.Whole), step))))
	}
	cands = append(cands, json.RawMessage(decimal(new(big.Rat).Sub(n.Rat, step))), json.RawMessage(decimal(new(big.Rat).Sub(n.Rat, new(big.Rat).Quo(step, big.NewRat(2, 1))))))
	if n.Exclusive {
		cands = append(cands, json.RawMessage(n.Text))
	}
	c.add(rule, l, ot2, nt2, fmt.Sprintf("%s: %s → %s", l.name(), ot2, nt2), fmt.Sprintf("%s of %s %s → %s", word, l.name(), os, ns), c.search(ot, oc, nt, nc, cands...))
}

// beyond is the power of ten just past r, away from 0: 1e39 past
// float32's 3.4028234663852886e+38, -1e39 below its least.
func beyond(r *big.Rat) string {
	a := new(big.Rat).Abs(r)
	d := len(new(big.Int).Quo(a.Num(), a.Denom()).String())
	sign := ""
	if r.Sign() < 0 {
		sign = "-"
	}
	return fmt.Sprintf("%s1e%d", sign, d)
}

// bare is a limit's number, exclusive ones marked ("> 5" from below,
// "< 5" from above), "none".
func bare(l *model.Limit, below bool) string {
	switch {
	case l == nil:
		return "none"
	case l.Exclusive && below:
		return "> " + l.Text
	case l.Exclusive:
		return "< " + l.Text
	}
	return l.Text
}

// limitText spells a range limit as a tag would ("min=0", "gt=4", "int32's
// -2147483648"), "none" for no limit.
func limitText(l *model.Limit, t *model.Basic) string {
	switch {
	case l == nil:
		return "none"
	case l.Key == "":
		return t.Kind.GoString() + "'s " + l.Text
	}
	return l.Key + "=" + l.Text
}

// tighter orders two limits on one side: 1 when n excludes a value o
// admits, -1 when o excludes a value n admits, 0 when they agree.
func tighter(o, n *model.Limit, below bool) int {
	switch {
	case o == nil && n == nil:
		return 0
	case o == nil:
		return 1
	case n == nil:
		return -1
	}
	// Compare (value, exclusive) as a bound from below; from above, mirror.
	ov, nv := o.Rat, n.Rat
	oe, ne := o.Exclusive, n.Exclusive
	if o.Whole != nil && n.Whole != nil {
		ov, nv = new(big.Rat).SetInt(o.Whole), new(big.Rat).SetInt(n.Whole)
		oe, ne = false, false
	}
	r := nv.Cmp(ov)
	if !below {
		r = -r
	}
	if r == 0 && oe != ne {
		if ne {
			return 1
		}
		return -1
	}
	return r
}
