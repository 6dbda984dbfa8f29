package stitchimpl

import (
	"slices"
	"strings"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// Unions that choose their variant without a label: by the kind of the JSON value
// (//stitch:union by=kind: Kind) and by the keys present (//stitch:union by=keys: Keys).

// Kinds of JSON values, as bits: a by=kind union's decoder passes the set its variants
// take to Kind, and switches on the one Kind returns.
const (
	KindString uint8 = 1 << iota
	KindNumber
	KindBool
	KindObject
	KindArray
)

// Kind returns the kind of the next value when kinds (a set of Kind… bits) holds it,
// consuming nothing. A string, when kinds holds no string but an object or an array,
// is taken for a double-encoded document of that kind (BeginObject or BeginArray then
// reads it in its place, or says why not). Any other value is one invalid_type issue,
// "expected <want>, got …"; it is skipped and Kind returns 0.
func (d *Decoder) Kind(kinds uint8, want string) uint8 {
	var k uint8
	switch d.peek() {
	case kindString:
		k = KindString
		if kinds&KindString == 0 {
			k = d.documentKind(kinds)
		}
	case kindNumber:
		k = KindNumber
	case kindBool:
		k = KindBool
	case kindObject:
		k = KindObject
	case kindArray:
		k = KindArray
	case kindInvalid:
		if d.fatal {
			return 0
		}
	}
	if k&kinds != 0 {
		return k
	}
	d.mismatch("", want)
	return 0
}

// documentKind is the kind of a double-encoded document in the string that comes next,
// if kinds holds it: KindObject or KindArray, or 0.
func (d *Decoder) documentKind(kinds uint8) uint8 {
	if d.unwrapped {
		return 0 // a document inside one is not unwrapped again
	}
	p := skipWS(d.data, d.pos)
	end, esc, e := scanStr(d.data, p)
	if e != errNone {
		return 0 // mismatch skips it and reports the syntax
	}
	raw := d.data[p+1 : end-1]
	if esc {
		raw = appendUnescaped(d.scratch[:0], raw)
		d.scratch = raw
	}
	q := skipWS(raw, 0)
	switch {
	case q >= len(raw):
	case raw[q] == '{' && kinds&KindObject != 0:
		return KindObject
	case raw[q] == '[' && kinds&KindArray != 0:
		return KindArray
	}
	return 0
}

// Keys finds, among the keys of the object just begun (BeginObject returned true and no
// key was read yet), the marker keys of u's variants (u.Markers), consuming nothing, and
// returns the index of the one variant whose markers are present (a marker sent as null
// is not: under stitch.WireNullAbsent it is a key left out, and otherwise the variant's
// decoder answers it with "leave the key out" advice, Unknown). None, or markers of
// several variants, is one invalid_label issue at the object, u.OneOf (with a
// did-you-mean where no marker was sent and one key is near one); then the object is
// consumed and Keys returns -1.
func (d *Decoder) Keys(u *Union) int {
	if d.fatal || d.nframes == 0 {
		return -1
	}
	f := d.frame(d.nframes - 1)
	if f.kind != '{' || f.flags&fOpen != 0 {
		return -1
	}
	data := d.data
	budget := d.maxDepth - d.nframes
	p := d.pos
	found, several := -1, false
	byNull, severalNull := -1, false // the variant of markers sent as null (canonical)
	for first := true; ; first = false {
		p = skipWS(data, p)
		if p >= len(data) {
			d.syntax(p, keyErr(first, errObjNext))
			return -1
		}
		if data[p] == '}' {
			break
		}
		if !first {
			if data[p] != ',' {
				d.syntax(p, errObjNext)
				return -1
			}
			p = skipWS(data, p+1)
		}
		if p >= len(data) || data[p] != '"' {
			d.syntax(p, keyErr(first, errObjKey))
			return -1
		}
		end, esc, e := scanStr(data, p)
		if e != errNone {
			d.syntax(end, e)
			return -1
		}
		key := data[p+1 : end-1]
		if esc {
			d.scratch = appendUnescaped(d.scratch[:0], key)
			key = d.scratch
		}
		p = skipWS(data, end)
		if p >= len(data) || data[p] != ':' {
			d.syntax(p, errObjColon)
			return -1
		}
		p = skipWS(data, p+1)
		// A null chooses nothing. Under stitch.WireNullAbsent it is a key left out: a
		// provider's strict mode sends every key of the flat object, those of other
		// variants as null. Otherwise it is most likely the model's habit of sending
		// null for what it leaves out, which the chosen variant answers with advice;
		// only where no marker has a value does a null one choose (its variant then
		// says what the null should be).
		null := nullAt(data, p)
		markers := u.Markers
		if null && d.wire&stitch.WireNullAbsent != 0 {
			markers = nil // a key left out: no marker to look for
		}
		for i, ms := range markers {
			switch {
			case !slices.Contains(ms, string(key)):
			case !null && i != found:
				several = several || found >= 0
				found = i
			case null && i != byNull:
				severalNull = severalNull || byNull >= 0
				byNull = i
			}
		}
		if p, e = skipVal(data, p, budget); e != errNone {
			d.syntax(p, e)
			return -1
		}
	}
	if found >= 0 && !several {
		return found
	}
	if found < 0 && byNull >= 0 && !severalNull {
		return byNull
	}
	if !d.over() {
		msg := u.OneOf
		if found < 0 {
			msg += d.nearMarker(u)
		}
		d.record(stitch.CodeInvalidLabel, msg, false, "")
	}
	// Consume the whole object again from its '{', which BeginObject consumed last.
	d.nframes--
	d.pos--
	if d.skip() >= 0 {
		d.nframes++
		d.pop()
	} else {
		d.keyAt = -1
	}
	return -1
}

// nearMarker is `; unknown key "UID" (did you mean "uid"?)` when exactly one key of the
// object just begun (read again: an error's path) is near a marker of u (meant), else "".
func (d *Decoder) nearMarker(u *Union) string {
	var markers []string
	for _, ms := range u.Markers {
		markers = append(markers, ms...)
	}
	guess := ""
	data := d.data
	for p, first := d.pos, true; ; first = false {
		p = skipWS(data, p)
		if p >= len(data) || data[p] == '}' {
			break
		}
		if !first {
			p = skipWS(data, p+1) // the ',' Keys checked
		}
		end, esc, e := scanStr(data, p)
		if e != errNone {
			break
		}
		key := data[p+1 : end-1]
		if esc {
			key = appendUnescaped(nil, key)
		}
		if m := meant(string(key), markers); m != "" && u.Owners[string(key)] == "" {
			if guess != "" {
				return "" // two guesses: neither is told
			}
			guess = "; unknown key " + quote(string(key)) + m
		}
		p = skipWS(data, skipWS(data, end)+1) // the ':' Keys checked
		if p, e = skipVal(data, p, d.maxDepth); e != errNone {
			break
		}
	}
	return guess
}

// keyErr is the syntax error where an object's key should be: after '{' a key or '}',
// else later.
func keyErr(first bool, later scanErr) scanErr {
	if first {
		return errObjKeyOrEnd
	}
	return later
}

// fold rewrites a label sent as u's discriminators do before it is matched.
func (u *Union) fold(s string) string {
	if u.Trim {
		s = strings.TrimSpace(s)
	}
	switch {
	case u.Lower:
		s = strings.ToLower(s)
	case u.Upper:
		s = strings.ToUpper(s)
	}
	return s
}
