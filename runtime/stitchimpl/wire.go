package stitchimpl

import "github.com/stitchgen/stitchgen/runtime/stitch"

// NullAbsent reports whether the value of the current key is a null to read as an absent
// key (stitch.WireNullAbsent); if so it consumes it. Generated decoders ask it before reading a
// key that is not nullable.
func (d *Decoder) NullAbsent() bool {
	return d.wire&stitch.WireNullAbsent != 0 && d.Null()
}

// nullUnknown reports whether, under stitch.WireNullAbsent, the unknown current key was sent as
// null, which means absent; if so it consumes the null.
func (d *Decoder) nullUnknown() bool {
	return d.wire&stitch.WireNullAbsent != 0 && d.Null()
}

// anyText, under stitch.WireAnyText, reads a string holding one JSON value as that value: it
// calls read with the Decoder on the string's content and returns true. Otherwise it
// consumes nothing and returns false.
func (d *Decoder) anyText(read func()) bool {
	if d.wire&stitch.WireAnyText == 0 || d.unwrapped || d.fatal {
		return false
	}
	p := skipWS(d.data, d.pos)
	if p >= len(d.data) || d.data[p] != '"' {
		return false
	}
	end, esc, e := scanStr(d.data, p)
	if e != errNone {
		return false // the reader reports it
	}
	doc := d.data[p+1 : end-1]
	if esc {
		doc = appendUnescaped(make([]byte, 0, len(doc)), doc) // in place
	}
	q := skipWS(doc, 0)
	if vend, e := skipVal(doc, q, d.maxDepth-d.nframes); q >= len(doc) || e != errNone || skipWS(doc, vend) != len(doc) {
		return false // not JSON text: the string itself
	}
	d.data, d.pos, d.unwrapped = doc, q, true
	d.unwraps++ // a new document (Items keys its memo by it)
	read()
	d.data, d.pos, d.unwrapped = d.input, end, false
	return true
}

// NullAbsentAny is NullAbsent for a key whose value is any JSON value (any,
// json.RawMessage), null included: there a null means the key was left out
// only when such values travel as JSON text too (stitch.WireAnyText), so that
// a bare null cannot be the value itself. Under stitch.WireNullAbsent alone
// (ValidateX reading encoding/json's output) the null is the value, and so it
// is inside a structure sent as JSON text, whose values are canonical (a
// required any key's null there is the value: genfuzz seed 40048).
func (d *Decoder) NullAbsentAny() bool {
	return d.wire&nullAbsentAny == nullAbsentAny && !d.unwrapped && d.Null()
}

// nullAbsentAny are the wire modes under which a null for an any value means absent.
const nullAbsentAny = stitch.WireNullAbsent | stitch.WireAnyText
