package stitchimpl

import (
	"strings"
	"unicode/utf8"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// The helpers below make a message say what the model most likely meant or sent: the
// allowed value one edit away from the one received, and the value as it arrived when a
// rewrite (trim, lower, upper) changed it before a check failed.

// meant is ` (did you mean "name"?)` when exactly one of options is one edit (an insertion,
// a deletion, a substitution or a swap of two neighbours) or a change of case away from s,
// else "".
func meant(s string, options []string) string {
	found := ""
	for _, o := range options {
		if o == s || !nearby(s, o) {
			continue
		}
		if found != "" {
			return "" // two candidates: a guess would mislead
		}
		found = o
	}
	if found == "" {
		return ""
	}
	return " (did you mean " + quote(found) + "?)"
}

// nearby reports whether a and b are one edit apart, or equal but for case.
func nearby(a, b string) bool {
	if strings.EqualFold(a, b) {
		return true
	}
	if !utf8.ValidString(a) || !utf8.ValidString(b) {
		return false
	}
	ra, rb := []rune(a), []rune(b)
	if len(ra) < 3 && len(rb) < 3 {
		return false // "ab" and "xb": every short word is near another
	}
	switch len(ra) - len(rb) {
	case 0:
		var diff []int
		for i := range ra {
			if ra[i] != rb[i] {
				diff = append(diff, i)
				if len(diff) > 2 {
					return false
				}
			}
		}
		switch len(diff) {
		case 1:
			return true
		case 2: // a swap of neighbours
			i, j := diff[0], diff[1]
			return j == i+1 && ra[i] == rb[j] && ra[j] == rb[i]
		}
		return false
	case 1:
		return deletion(ra, rb)
	case -1:
		return deletion(rb, ra)
	}
	return false
}

// deletion reports whether deleting one rune of long gives short.
func deletion(long, short []rune) bool {
	i := 0
	for i < len(short) && long[i] == short[i] {
		i++
	}
	return string(long[i+1:]) == string(short[i:])
}

// FailEnum records an invalid_enum issue for the string s, which is not one of values:
// message, then s as [DescribeString] spells it, then ` (did you mean "active"?)` when one
// value is one edit from s:
//
//	d.FailEnum("expected one of \"all\", \"active\", got ", x0, "all", "active")
func (d *Decoder) FailEnum(message, s string, values ...string) {
	d.Fail(stitch.CodeInvalidEnum, message+DescribeString(s)+meant(s, values))
}

// FailStringAs is FailString for a string a rewrite (trim, lower, upper) changed before
// its check failed: the message quotes what was sent, and what it became: `expected one
// of "OPEN", "CLOSED", got the string "all" (read as "ALL")`.
func (d *Decoder) FailStringAs(code, message, sent, kept string) {
	if sent == kept {
		d.Fail(code, message+DescribeString(sent))
		return
	}
	d.Fail(code, message+DescribeString(sent)+" (read as "+quote(shorten(kept))+")")
}

// FailCharsAs is FailChars for a string a rewrite changed before its length check
// failed, how naming the rewrite ("trim"): `expected a string of 1 to 80 characters, got
// the string " " (0 characters after trim)`.
func (d *Decoder) FailCharsAs(code, message, sent, how string, n int) {
	if utf8.RuneCountInString(sent) == n {
		d.Fail(code, message+countOf(n, "character"))
		return
	}
	d.Fail(code, message+DescribeString(sent)+" ("+countOf(n, "character")+" after "+how+")")
}

// Sides says which of a 64-bit integer's bounds the field declares (IntIn, UintIn).
type Sides uint8

// The sides of a field's declared range.
const (
	Below Sides = 1 << iota // a min= or gt= tag
	Above                   // a max= or lt= tag
)

// IntIn is [Decoder.Int] for a field whose tags bound the sides named: a value beyond
// the Go type's range on such a side is answered with want, the declared range
// ("expected an integer between 0 and 5000, got 99999999999999999999"), not the type's.
func (d *Decoder) IntIn(bits int, want string, declared Sides) (int64, bool) {
	d.declared = declared
	v, ok := d.readInt(bits, want, false)
	d.declared = 0
	return v, ok
}

// IntCoerceIn is IntIn that also accepts a string holding exactly a JSON number.
func (d *Decoder) IntCoerceIn(bits int, want string, declared Sides) (int64, bool) {
	d.declared = declared
	v, ok := d.readInt(bits, want, true)
	d.declared = 0
	return v, ok
}

// UintIn is [Decoder.Uint] for a field whose tags bound the sides named, as IntIn.
func (d *Decoder) UintIn(bits int, want string, declared Sides) (uint64, bool) {
	d.declared = declared
	v, ok := d.readUint(bits, want, false)
	d.declared = 0
	return v, ok
}

// UintCoerceIn is UintIn that also accepts a string holding exactly a JSON number.
func (d *Decoder) UintCoerceIn(bits int, want string, declared Sides) (uint64, bool) {
	d.declared = declared
	v, ok := d.readUint(bits, want, true)
	d.declared = 0
	return v, ok
}

// sideWant is the phrase for a value beyond the type's range on one side: want when the
// field declares that side (IntIn), else "".
func (d *Decoder) sideWant(want string, above bool) string {
	side := Below
	if above {
		side = Above
	}
	if d.declared&side != 0 {
		return want
	}
	return ""
}
