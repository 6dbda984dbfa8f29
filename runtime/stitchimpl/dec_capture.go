package stitchimpl

import (
	"strings"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// Union describes a discriminated union for Label and Unknown.
type Union struct {
	Key    string            // the discriminator key
	Labels []string          // every label, in declaration order
	Owners map[string]string // key of some variants → their labels, "image | photo"
}

// Label finds the discriminator of the object just begun (BeginObject returned true and
// no key was read yet) among the object's keys, wherever it is, consuming nothing, and
// returns the matching element of u.Labels. A missing discriminator, one that is not a
// string, or an unknown label is one invalid_label issue at the discriminator's path;
// then the rest of the object is consumed, the path is back at the object, and Label
// returns false.
func (d *Decoder) Label(u *Union) (string, bool) {
	if d.fatal || d.nframes == 0 {
		return "", false
	}
	f := d.frame(d.nframes - 1)
	if f.kind != '{' || f.flags&fOpen != 0 {
		return "", false
	}
	data := d.data
	budget := d.maxDepth - d.nframes
	p := d.pos
	first := true
	for {
		p = skipWS(data, p)
		if p >= len(data) {
			if first {
				d.syntax(p, errObjKeyOrEnd)
			} else {
				d.syntax(p, errObjNext)
			}
			return "", false
		}
		c := data[p]
		if c == '}' {
			d.labelIssue(u, "missing discriminator "+quote(u.Key))
			d.pos = p + 1
			d.pop()
			return "", false
		}
		if !first {
			if c != ',' {
				d.syntax(p, errObjNext)
				return "", false
			}
			p = skipWS(data, p+1)
			if p >= len(data) || data[p] != '"' {
				d.syntax(p, errObjKey)
				return "", false
			}
		} else if c != '"' {
			d.syntax(p, errObjKeyOrEnd)
			return "", false
		}
		first = false
		end, esc := shortStr(data, p), false
		if end < 0 {
			var e scanErr
			if end, esc, e = scanStr(data, p); e != errNone {
				d.syntax(end, e)
				return "", false
			}
		}
		match := d.equal(data[p+1:end-1], esc, u.Key)
		p = skipWS(data, end)
		if p >= len(data) || data[p] != ':' {
			d.syntax(p, errObjColon)
			return "", false
		}
		p = skipWS(data, p+1)
		if match {
			break
		}
		var e scanErr
		if p, e = skipVal(data, p, budget); e != errNone {
			d.syntax(p, e)
			return "", false
		}
	}
	// data[p:] is the discriminator's value.
	if p < len(data) && data[p] == '"' {
		end, esc := shortStr(data, p), false
		if end < 0 {
			var e scanErr
			if end, esc, e = scanStr(data, p); e != errNone {
				d.syntax(end, e)
				return "", false
			}
		}
		val := data[p+1 : end-1]
		if esc {
			d.scratch = appendUnescaped(d.scratch[:0], val)
			val = d.scratch
		}
		for _, l := range u.Labels {
			if string(val) == l {
				d.label = labelSeen{at: p, end: end, doc: d.doc(), label: l}
				return l, true
			}
		}
		d.labelIssue(u, "unknown "+u.Key+" "+quote(shorten(string(val))))
	} else {
		end, e := skipVal(data, p, budget)
		if e != errNone {
			d.syntax(end, e)
			return "", false
		}
		d.labelIssue(u, u.Key+" must be a string, got "+describe(data[p:end]))
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
	return "", false
}

// labelSeen is where Label found the value of a discriminator and the label it matched,
// so that String, reading that value next, returns the label without reading the value
// again or copying it.
type labelSeen struct {
	at, end int // the value's opening quote and the byte after its closing one; at -1: none
	doc     int // the document they are positions in (see Decoder.doc)
	label   string
}

// doc identifies the document being read: 0 the input, k the k-th double-encoded one.
func (d *Decoder) doc() int {
	if d.unwrapped {
		return d.unwraps
	}
	return 0
}

// labelIssue records an invalid_label issue at the discriminator of the current object.
func (d *Decoder) labelIssue(u *Union, what string) {
	if d.over() {
		return
	}
	d.record(stitch.CodeInvalidLabel, what+"; expected one of: "+strings.Join(u.Labels, ", "), true, u.Key)
}

// equal compares a key literal body with s, unescaping it first if needed.
func (d *Decoder) equal(raw []byte, esc bool, s string) bool {
	if !esc {
		return string(raw) == s
	}
	d.scratch = appendUnescaped(d.scratch[:0], raw)
	return string(d.scratch) == s
}
