package stitchimpl

import (
	"strings"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// BeginObject starts reading an object: it consumes '{' and returns true. A string holding
// an object (a double-encoded one, as models send) is read in its place, once: not inside
// another double-encoded document. Any other value is an invalid_type issue; it is
// skipped and BeginObject returns false.
func (d *Decoder) BeginObject() bool { return d.begin('{', "an object") }

func (d *Decoder) begin(open byte, want string) bool {
	if d.fatal {
		return false
	}
	p := skipWS(d.data, d.pos)
	d.pos = p
	if p < len(d.data) {
		switch d.data[p] {
		case open:
			if d.nframes >= d.maxDepth {
				d.syntax(p, errDeep)
				return false
			}
			d.pos = p + 1
			d.grow()
			d.push(open, 0)
			return true
		case '"':
			if !d.unwrapped && d.unwrap(p, open) {
				d.grow()
				d.push(open, fUnwrap)
				return true
			}
			if d.fatal {
				return false
			}
		}
	}
	d.mismatch("", want)
	return false
}

// unwrap tries to read the string literal at p as a double-encoded document that opens
// with open. On success, reading goes on inside the document, just after its opening
// bracket. A string that is not exactly one valid object or array (after whitespace) is
// left alone. Under stitch.WireOnce the document is not checked first: it is read as it
// is decoded, and should it turn out not to be one JSON value, the parse stops and
// asks to be run again without WireOnce (see Decoder.trust).
func (d *Decoder) unwrap(p int, open byte) bool {
	data := d.data
	q := p + 1
	for q < len(data) && data[q] == ' ' { // a literal holds no other raw whitespace
		q++
	}
	if q >= len(data) || (data[q] != open && data[q] != '\\') {
		return false // the common case: a plain string (mismatch reads it, and its syntax)
	}
	doc, end, e := unquote(d.unwrapBuf[:0], data, p) // in place
	d.unwrapBuf = doc
	if e != errNone {
		d.syntax(end, e)
		return false
	}
	q = skipWS(doc, 0)
	if q >= len(doc) || doc[q] != open {
		return false
	}
	if d.wire&stitch.WireOnce != 0 && d.nframes < d.maxDepth {
		d.trusted = true
	} else if vend, e := skipVal(doc, q, d.maxDepth-d.nframes); e != errNone || skipWS(doc, vend) != len(doc) {
		return false
	}
	d.resume = end
	d.data, d.pos, d.unwrapped = doc, q+1, true
	d.unwraps++
	return true
}

// NextKey moves to the next key of the current object: it consumes the key and its ':',
// and the path now ends with that key. At the end of the object it consumes '}', the
// path is back at the object, and it returns false; so it does on a fatal issue.
func (d *Decoder) NextKey() bool {
	if d.fatal || d.nframes == 0 {
		return false
	}
	f := d.frame(d.nframes - 1)
	if f.kind != '{' {
		return false
	}
	data := d.data
	p := skipWS(data, d.pos)
	if p >= len(data) {
		if f.flags&fOpen != 0 {
			d.syntaxBetween(p, errObjNext)
		} else {
			d.syntaxBetween(p, errObjKeyOrEnd)
		}
		return false
	}
	switch c := data[p]; {
	case c == '}':
		d.pos = p + 1
		d.pop()
		return false
	case f.flags&fOpen == 0:
		if c != '"' {
			d.syntaxBetween(p, errObjKeyOrEnd)
			return false
		}
	case c != ',':
		d.syntaxBetween(p, errObjNext)
		return false
	default:
		p = skipWS(data, p+1)
		if p >= len(data) || data[p] != '"' {
			d.syntaxBetween(p, errObjKey)
			return false
		}
	}
	end := shortStr(data, p)
	if end < 0 {
		if end = mediumStr(data, p); end < 0 {
			return d.key2(f, p)
		}
	}
	// A short plain key: it stays where it is in the document.
	if f.flags&fKeyOwn != 0 {
		d.keys = d.keys[:f.at]
	}
	f.at, f.n = p+1, uint32(end-p-2)
	f.flags = f.flags&^fKeyOwn | fOpen
	d.key = data[p+1 : end-1]
	if end < len(data) && data[end] == ':' { // the usual ':' right after the key
		d.keyAt, d.pos = d.nframes, end+1
		return true
	}
	return d.colon(end)
}

// key2 is NextKey for a key shortStr leaves to scanStr (from its quote at p): a long
// key, one with escapes, or a broken one.
func (d *Decoder) key2(f *frame, p int) bool {
	data := d.data
	end, esc, e := scanStr(data, p)
	if e != errNone {
		d.syntaxBetween(end, e)
		return false
	}
	if f.flags&fKeyOwn != 0 {
		d.keys = d.keys[:f.at]
	}
	if raw := data[p+1 : end-1]; esc || uint(len(raw)) >= longKey {
		f.at = len(d.keys)
		if esc {
			d.keys = appendUnescaped(d.keys, raw)
		} else {
			d.keys = append(d.keys, raw...)
		}
		f.n = uint32(min(uint(len(d.keys)-f.at), longKey))
		f.flags |= fOpen | fKeyOwn
		d.key = d.keys[f.at:]
	} else {
		f.at, f.n = p+1, uint32(len(raw))
		f.flags = f.flags&^fKeyOwn | fOpen
		d.key = raw
	}
	return d.colon(end)
}

// colon ends NextKey once the key that ends at end is read: it consumes the ':' after it.
func (d *Decoder) colon(end int) bool {
	d.keyAt = d.nframes
	p := skipWS(d.data, end)
	if p >= len(d.data) || d.data[p] != ':' {
		d.syntax(p, errObjColon)
		return false
	}
	d.pos = p + 1
	return true
}

// Key returns the current key of the current object, unescaped. It is valid until the
// next call of a Decoder method.
func (d *Decoder) Key() []byte {
	if d.keyAt == d.nframes { // no frame pushed or popped since NextKey: the usual case
		return d.key
	}
	return d.innermostKey()
}

// First marks a key as read: bit in *seen. It reports whether the key is new; a repeated
// key is a duplicate_key issue, its value skipped. Generated object decoders call it
// before reading a declared key's value.
func (d *Decoder) First(seen *uint64, bit uint64) bool {
	if *seen&bit != 0 {
		d.Duplicate()
		return false
	}
	*seen |= bit
	return true
}

// Missing records that the current object lacks the required key.
func (d *Decoder) Missing(key string) {
	if d.fatal || d.over() {
		return
	}
	d.record(stitch.CodeRequired, "missing required key "+quote(key), true, key)
}

// MissingWith is Missing for a key that the key by, which was sent, requires:
// "missing required key "namespaces" (required when "resource_name" is sent)".
func (d *Decoder) MissingWith(key, by string) {
	if d.fatal || d.over() {
		return
	}
	d.record(stitch.CodeRequired, "missing required key "+quote(key)+" (required when "+quote(by)+" is sent)", true, key)
}

// MissingIn is Missing for a key of a variant of the union u (nil when the object is not
// read as a variant), which labels select: "missing required key "issue_number" (required
// when method = update)". A model reads the flat advertised object, where the key is
// optional, so the message says which label requires it.
func (d *Decoder) MissingIn(u *Union, key, labels string) {
	if d.fatal || d.over() {
		return
	}
	msg := "missing required key " + quote(key)
	switch {
	case u == nil || labels == "":
	case u.Key == "":
		msg += " (required when sending " + labels + ")"
	default:
		msg += " (required when " + u.Key + " = " + labels + ")"
	}
	d.record(stitch.CodeRequired, msg, true, key)
}

// Duplicate records that the current key was already sent in this object, and skips its
// value.
func (d *Decoder) Duplicate() {
	if d.fatal {
		return
	}
	if d.over() {
		d.skip()
		return
	}
	d.record(stitch.CodeDuplicateKey, "duplicate key "+quote(string(d.Key()))+": send each key once", false, "")
	d.skip()
}

// Unknown records that the current key is not allowed in this object, and skips its value.
// allowed lists the keys that are. For a variant of the union u, a key that other variants
// declare gets a message naming the labels that allow it.
func (d *Decoder) Unknown(u *Union, allowed string) {
	if d.fatal {
		return
	}
	if d.nullUnknown() {
		return
	}
	if d.over() {
		d.skip()
		return
	}
	key := string(d.Key())
	var msg string
	if owners := ""; u != nil {
		owners = u.Owners[key]
		null := owners != "" && d.peek() == kindNull // the model's way of leaving a key out
		switch {
		case owners == "":
		case u.Key == "" && null: // a union chosen by keys: the key may be a marker
			msg = quote(key) + " is a key of another variant (sent with " + owners + ")"
		case u.Key == "":
			msg = quote(key) + " is allowed only with " + owners
		default:
			msg = quote(key) + " is allowed only when " + u.Key + " = " + owners
		}
		if null {
			msg += "; leave the key out to send no value"
		}
	}
	if msg == "" {
		switch {
		case allowed == "":
			msg = "unknown key " + quote(key) + "; this object takes no keys"
		default:
			msg = "unknown key " + quote(key) + meant(key, strings.Split(allowed, ", ")) + "; allowed keys: " + allowed
		}
	}
	d.record(stitch.CodeUnknownKey, msg, false, "")
	d.skip()
}
