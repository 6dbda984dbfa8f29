package model

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"slices"
	"strings"
)

// What a tag does to acceptance (TagSpec.Effect, Compare, Field, Verb,
// Forgives, Spoil): the part of the tag table that the contract file and
// the -breaking review read, so that neither names a tag.

// Effect is what adding a tag, or tightening its value, does to what the
// generated parser accepts.
type Effect int

const (
	_ Effect = iota
	// Narrows: the parser refuses more (min, pattern, enum, refine,
	// required): the review searches a value the old side accepts and the
	// new refuses.
	Narrows
	// Widens: the parser accepts more (nullable, optional).
	Widens
	// Tolerates: the parser rewrites a value or accepts more than the
	// schemas advertise (trim, lower, upper, coerce, zero-ok, catch).
	// Removing one refuses what it forgave (D2); adding a rewrite can
	// refuse a value that passed as sent (D3).
	Tolerates
	// Describes: only the descriptions change (why).
	Describes
	// Fills: what a call that omits the key gets (default); no call is
	// refused for it.
	Fills
	// Shapes: the tag shapes the type rather than checking a value (rest,
	// dive, keys, endkeys): the contract records the shape and the review
	// compares it by shape (rest maps, elements, keys).
	Shapes
)

var effectNames = [...]string{Narrows: "narrows", Widens: "widens", Tolerates: "tolerates", Describes: "describes", Fills: "fills", Shapes: "shapes"}

func (e Effect) String() string {
	if e <= 0 || int(e) >= len(effectNames) {
		return fmt.Sprintf("Effect(%d)", int(e))
	}
	return effectNames[e]
}

// Comparison is how the review compares two values of a tag.
type Comparison int

const (
	_ Comparison = iota
	// Ordered: a bound (min, max, gt, lt): one side is tighter, by value.
	Ordered
	// AsSet: members added and removed (enum, oneof-variant, refine).
	AsSet
	// BySamples: two values compare only by the strings they take
	// (pattern, format): the review tries samples of the old one.
	BySamples
	// AsFlag: set or not (int, trim, nullable…).
	AsFlag
	// AsValue: equal or not, as JSON (default, catch) or as text (why).
	AsValue
	// AsKeys: members that are keys of the object the field stands in
	// (requires): the review compares them with the object's keys, its
	// witness an object that sends the field's key without the members
	// added. Not a check of the value, so no Judge, and not hidden.
	AsKeys
)

// Forgiveness is what a tolerance lets through that the checks as
// advertised refuse: the kind of value the review offers as the witness
// when the tolerance is removed.
type Forgiveness int

const (
	_ Forgiveness = iota
	// Spellings: another spelling of a canonical string, which the
	// tolerance's Rewrite takes back to it (trim, lower, upper; Spoil
	// writes one).
	Spellings
	// ScalarText: a scalar sent as another JSON kind ("5" for 5, 5 for
	// "5": coerce).
	ScalarText
	// ZeroValue: the zero value ("" or 0), which skips the other checks
	// (zero-ok).
	ZeroValue
	// AnyInvalid: any invalid value, replaced by the tolerance's (catch).
	AnyInvalid
	// OneItem: one item sent without its list ("a" for ["a"]: single).
	OneItem
)

// Uses reports whether c holds a value of the tag (a flag set, a bound, a
// non-empty list or text): what the contract writes and the review
// compares. A tag Checks does not hold (Field nil) is never used.
func (s *TagSpec) Uses(c *Checks) bool {
	if s.Field == nil || c == nil {
		return false
	}
	switch p := s.Field(c).(type) {
	case *bool:
		return *p
	case **Bound:
		return *p != nil
	case *[]string:
		return len(*p) > 0
	case *string:
		return *p != ""
	case *json.RawMessage:
		return *p != nil
	case *[]json.RawMessage:
		return len(*p) > 0
	}
	return false
}

// Clear removes the tag's value from c (a flag unset, a bound, list, text
// or JSON value absent).
func (s *TagSpec) Clear(c *Checks) {
	if s.Field == nil {
		return
	}
	switch p := s.Field(c).(type) {
	case *bool:
		*p = false
	case **Bound:
		*p = nil
	case *[]string:
		*p = nil
	case *string:
		*p = ""
	case *json.RawMessage:
		*p = nil
	case *[]json.RawMessage:
		*p = nil
	}
}

// Get is c's value of the tag as the contract file spells it under the
// tag's key: true for a flag, a bound as written ("2.5"), a list of
// strings or of JSON values, a text, a JSON value; nil when c does not
// use the tag.
func (s *TagSpec) Get(c *Checks) json.RawMessage {
	if !s.Uses(c) {
		return nil
	}
	var v any
	switch p := s.Field(c).(type) {
	case *bool:
		v = true
	case **Bound:
		v = (*p).Text
	case *[]string:
		v = *p
	case *string:
		v = *p
	case *json.RawMessage:
		return *p
	case *[]json.RawMessage:
		v = *p
	}
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	if err := e.Encode(v); err != nil {
		return nil // plain data: cannot fail
	}
	return bytes.TrimRight(b.Bytes(), "\n")
}

// Put stores in c the value v of the tag, as Get spells it.
func (s *TagSpec) Put(c *Checks, v json.RawMessage) error {
	if s.Field == nil {
		return fmt.Errorf("%s is not a check", s.Key)
	}
	var err error
	switch p := s.Field(c).(type) {
	case *bool:
		err = json.Unmarshal(v, p)
	case **Bound:
		var text string
		if err = json.Unmarshal(v, &text); err == nil {
			r, ok := new(big.Rat).SetString(text)
			if !ok {
				return fmt.Errorf("%s: bound %q is not a number", s.Key, text)
			}
			*p = NewBound(text, r)
		}
	case *[]string:
		err = json.Unmarshal(v, p)
	case *string:
		err = json.Unmarshal(v, p)
	case *json.RawMessage:
		*p = append(json.RawMessage(nil), v...)
	case *[]json.RawMessage:
		// Each value compact, as load stores it (the contract file is
		// indented).
		var vs []json.RawMessage
		if err = json.Unmarshal(v, &vs); err == nil {
			*p = nil
			for _, x := range vs {
				var b bytes.Buffer
				if err = json.Compact(&b, x); err != nil {
					break
				}
				*p = append(*p, b.Bytes())
			}
		}
	}
	if err != nil {
		return fmt.Errorf("%s: %v", s.Key, err)
	}
	return nil
}

// Same reports whether a and b hold the same value of the tag, compared as
// the tag's Comparison says: bounds by value, sets as sets, the rest as
// the contract spells them.
func (s *TagSpec) Same(a, b *Checks) bool {
	ua, ub := s.Uses(a), s.Uses(b)
	if !ua || !ub {
		return ua == ub
	}
	switch pa := s.Field(a).(type) {
	case **Bound:
		return (*pa).Rat.Cmp((*s.Field(b).(**Bound)).Rat) == 0
	case *[]string:
		x, y := slices.Clone(*pa), slices.Clone(*s.Field(b).(*[]string))
		slices.Sort(x)
		slices.Sort(y)
		return slices.Equal(x, y)
	}
	return bytes.Equal(s.Get(a), s.Get(b))
}

// Spelled is the tag with c's value as a struct tag writes it: "trim",
// "catch=0", "min=3".
func (s *TagSpec) Spelled(c *Checks) string {
	switch p := s.Field(c).(type) {
	case *bool:
		return s.Key
	case **Bound:
		return s.Key + "=" + (*p).Text
	case *[]string:
		return s.Spell(TagValue{List: *p})
	case *string:
		return s.Spell(TagValue{Text: *p})
	case *json.RawMessage:
		return s.Key + "=" + string(*p)
	case *[]json.RawMessage:
		return s.Key + "=" + s.Text(c)
	}
	return s.Key
}

// Checked are the tags whose values Checks holds, in table order: what
// the contract spells and the review compares.
func Checked() []*TagSpec {
	var out []*TagSpec
	for i := range Tags {
		if Tags[i].Field != nil {
			out = append(out, &Tags[i])
		}
	}
	return out
}

// LabelRewrites are the rewrites u's discriminator applies to a sent
// label, as Checks (only its rewriting tolerances set).
func (u *Union) LabelRewrites() *Checks {
	return &Checks{Trim: u.Trim, Lower: u.Lower, Upper: u.Upper}
}

// SetLabelRewrites sets u's label rewrites from c (LabelRewrites).
func (u *Union) SetLabelRewrites(c *Checks) {
	u.Trim, u.Lower, u.Upper = c.Trim, c.Lower, c.Upper
}

// Tolerates reports whether c uses the tag and the tag is a tolerance:
// the parser then accepts more than the schemas describe (design §2), and
// Schema.Tolerance names it.
func (s *TagSpec) Tolerates(c *Checks) bool { return s.Effect == Tolerates && s.Uses(c) }

// Text is c's value of the tag as words say it: a bound, a list joined
// with "|", a text or JSON as written; "" for a flag or an unused tag.
func (s *TagSpec) Text(c *Checks) string {
	if !s.Uses(c) {
		return ""
	}
	switch p := s.Field(c).(type) {
	case **Bound:
		return (*p).Text
	case *[]string:
		return strings.Join(*p, "|")
	case *string:
		return *p
	case *json.RawMessage:
		return string(*p)
	case *[]json.RawMessage:
		vs := make([]string, len(*p))
		for i, v := range *p {
			vs[i] = string(v)
		}
		return strings.Join(vs, "|")
	}
	return ""
}
