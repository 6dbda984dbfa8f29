package stitch

// Wire is how a provider's model sends values in a provider dialect, as far as a parser
// must know (see the dialects in stitchgen's README). The zero Wire is the canonical form,
// the one the schemas describe.
type Wire uint8

const (
	// WireNullAbsent: a null sent for a key that is not nullable means the key is left
	// out (its default applies), and a null sent for an unknown key (a key of another
	// union variant, or of another object merged into the same advertised one) is
	// ignored. OpenAI's strict mode makes every key required, an optional one nullable.
	WireNullAbsent Wire = 1 << iota
	// WireAnyText: a string sent for an any or json.RawMessage value holds that value as
	// JSON text (a provider that cannot say "any JSON value" asks for a string). A string
	// that is not one JSON value is kept as the string itself. Not inside a structure
	// already sent as JSON text, where values are canonical.
	WireAnyText
)

// NullAbsent reports whether the value of the current key is a null to read as an absent
// key (WireNullAbsent); if so it consumes it. Generated decoders ask it before reading a
// key that is not nullable.
func (d *Decoder) NullAbsent() bool {
	return d.wire&WireNullAbsent != 0 && d.Null()
}

// nullUnknown reports whether, under WireNullAbsent, the unknown current key was sent as
// null, which means absent; if so it consumes the null.
func (d *Decoder) nullUnknown() bool {
	return d.wire&WireNullAbsent != 0 && d.Null()
}

// anyText, under WireAnyText, reads a string holding one JSON value as that value: it
// calls read with the Decoder on the string's content and returns true. Otherwise it
// consumes nothing and returns false.
func (d *Decoder) anyText(read func()) bool {
	if d.wire&WireAnyText == 0 || d.unwrapped || d.fatal {
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
		doc = appendUnescaped(nil, doc)
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
