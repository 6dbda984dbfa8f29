package model

import (
	"math"
	"math/big"
	"strconv"
)

// Limit is one side of a number field's effective range (Checks.Range).
type Limit struct {
	Key       string // the tag that sets it: min, gt, max or lt; "" for the Go type's limit
	Text      string // the bound as written in the tag, or the Go type's limit ("-128")
	Rat       *big.Rat
	Exclusive bool // gt= or lt=
	// Whole is, for an integral field (an integer kind, or a float with
	// int), the inclusive whole-number bound this one amounts to: gt=1.5 and
	// min=2 are both 2 from below; lt=3 is 2 from above. nil otherwise.
	Whole *big.Int
	// Implied is set when the Go type's range enforces the bound already
	// (the parser's type check does), so no check of its own is needed: the
	// type's limits, and a tag at the type's limit (min=0 on a uint).
	Implied bool
}

// Range is the effective range of a number field of type t: on each side the
// tag's bound (min or gt, max or lt) or, where the tag has none, the Go
// type's limit as the schemas state it (8-, 16- and 32-bit integers on both
// sides, unsigned integers below). nil where nothing bounds a side. A tag's
// bound outside the type's range is a diagnostic of load, so a tag's bound
// is always at least as tight as the type's.
//
// The exact schema, the parser's checks and the phrase of its messages all
// read the range from here.
func (c *Checks) Range(t *Basic) (lo, hi *Limit) {
	integral := t.Kind.IsInteger() || c.Int
	var typeLo, typeHi *big.Int
	if t.Kind.IsInteger() {
		typeLo, typeHi = IntRange(t.Kind)
	}
	side := func(incl, excl *Bound, inclKey, exclKey string, below bool) *Limit {
		b, exclusive, key := incl, false, inclKey
		if b == nil {
			b, exclusive, key = excl, true, exclKey
		}
		if b == nil {
			if typeLo == nil || (t.Kind.Bits() == 64 && !(below && t.Kind.IsUnsigned())) {
				return nil
			}
			limit := typeHi
			if below {
				limit = typeLo
			}
			return &Limit{Text: limit.String(), Rat: new(big.Rat).SetInt(limit), Whole: limit, Implied: true}
		}
		l := &Limit{Key: key, Text: b.Text, Rat: b.Rat, Exclusive: exclusive}
		if integral {
			l.Whole = whole(b.Rat, exclusive, below)
		}
		if typeLo != nil {
			l.Implied = below && l.Whole.Cmp(typeLo) <= 0 || !below && l.Whole.Cmp(typeHi) >= 0
		}
		return l
	}
	return side(c.Min, c.Gt, "min", "gt", true), side(c.Max, c.Lt, "max", "lt", false)
}

// whole is the inclusive whole-number bound a bound r amounts to, from
// below or from above.
func whole(r *big.Rat, exclusive, below bool) *big.Int {
	q, m := new(big.Int).DivMod(r.Num(), r.Denom(), new(big.Int)) // q = floor(r)
	exact := m.Sign() == 0
	one := big.NewInt(1)
	switch {
	case below && exclusive: // > r: floor(r)+1
		return q.Add(q, one)
	case below && !exact: // ≥ r: ceil(r)
		return q.Add(q, one)
	case !below && exclusive && exact: // < r: r-1
		return q.Sub(q, one)
	}
	return q // ≤ r, or < r not whole: floor(r)
}

// EmptyRange reports whether no value lies between lo and hi.
func EmptyRange(lo, hi *Limit) bool {
	if lo == nil || hi == nil {
		return false
	}
	if lo.Whole != nil && hi.Whole != nil {
		return lo.Whole.Cmp(hi.Whole) > 0
	}
	c := lo.Rat.Cmp(hi.Rat)
	return c > 0 || c == 0 && (lo.Exclusive || hi.Exclusive)
}

// IntRange is the range of an integer kind.
func IntRange(k BasicKind) (lo, hi *big.Int) {
	bits := uint(k.Bits())
	one := big.NewInt(1)
	if k.IsUnsigned() {
		return big.NewInt(0), new(big.Int).Sub(new(big.Int).Lsh(one, bits), one)
	}
	return new(big.Int).Neg(new(big.Int).Lsh(one, bits-1)), new(big.Int).Sub(new(big.Int).Lsh(one, bits-1), one)
}

// KindRange is the Go range of a number kind, least and most, as limits
// with no tag (Key ""): an integer's (Whole set), a float's largest finite
// values ("3.4028235e+38" for float32); nil for a kind that is no
// number. The parser refuses a number outside it as it refuses a bound, so
// the contract records it and the review compares it (float64 → float32
// narrows, as int64 → int32 does).
func KindRange(k BasicKind) (lo, hi *Limit) {
	switch {
	case k.IsInteger():
		l, h := IntRange(k)
		return &Limit{Text: l.String(), Rat: new(big.Rat).SetInt(l), Whole: l, Implied: true},
			&Limit{Text: h.String(), Rat: new(big.Rat).SetInt(h), Whole: h, Implied: true}
	case k.IsFloat():
		m := math.MaxFloat64
		if k.Bits() == 32 {
			m = math.MaxFloat32
		}
		// As the parser's messages spell it: the shortest text that
		// reads back as the kind's largest value (3.4028235e+38); Rat is
		// the value exactly.
		text := strconv.FormatFloat(m, 'g', -1, k.Bits())
		return &Limit{Text: "-" + text, Rat: new(big.Rat).SetFloat64(-m), Implied: true},
			&Limit{Text: text, Rat: new(big.Rat).SetFloat64(m), Implied: true}
	}
	return nil, nil
}
