package stitchimpl

import (
	"encoding/binary"
	"slices"
	"strings"
	"sync/atomic"
	"unsafe"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// Union describes a union for Label (or Keys) and Unknown.
type Union struct {
	Key    string            // the discriminator key; "" for a union chosen by keys
	Labels []string          // every label, in declaration order
	Of     []uint8           // the variant each label chooses, by its index in the Variants (Decoder.Variant)
	Owners map[string]string // key of some variants → their labels, "image | photo"
	// Trim, Lower and Upper rewrite a label sent before Label matches it (the
	// discriminators' tags); Labels are in the form they leave.
	Trim, Lower, Upper bool
	// Default is the label a missing discriminator means (//stitch:union
	// default=range), and under stitch.WireNullAbsent one sent as null; ""
	// when the discriminator must be sent.
	Default string
	// Markers are, for a union chosen by keys, each variant's marker keys: its required
	// keys that no other variant declares. Owners then maps a key to the names of the
	// variants that allow it ("item_id | owner, repo and number").
	Markers [][]string
	// OneOf is, for a union chosen by keys, the issue when no variant's markers or
	// several variants' are present: "send exactly one of: node_id; item_id; …".
	OneOf string

	// words are Key and Labels as words (a *unionWords), made at the first Label: an
	// unsafe.Pointer read by atomic.LoadPointer, not an atomic.Pointer[unionWords], whose
	// methods every package that declares a Union would compile.
	words unsafe.Pointer
}

// unionWords holds a Union's key and labels as words, so that Label compares a short
// key or label as one integer instead of calling memequal for each.
type unionWords struct {
	key    word
	labels []word
	fold   bool // Trim, Lower or Upper: a label is rewritten before it is compared
}

// A word is a string of at most 7 bytes (what shortStr finds in the 8 bytes after a
// quote) as an integer, its first byte lowest, and its length; n is -1 for a longer one.
type word struct {
	w uint64
	n int
}

func wordOf(s string) word {
	if len(s) > 7 {
		return word{n: -1}
	}
	var w uint64
	for i := len(s) - 1; i >= 0; i-- {
		w = w<<8 | uint64(s[i])
	}
	return word{w, len(s)}
}

// wordAt is the word of the n < 8 bytes at data[i:], where 8 bytes can be read.
func wordAt(data []byte, i, n int) word {
	return word{binary.LittleEndian.Uint64(data[i:i+8]) & (^uint64(0) >> (64 - 8*n)), n}
}

// makeWords makes u's words and returns them; two goroutines may make them at once, and
// one wins.
func (u *Union) makeWords() *unionWords {
	ws := &unionWords{key: wordOf(u.Key), labels: make([]word, len(u.Labels)), fold: u.Trim || u.Lower || u.Upper}
	for i, l := range u.Labels {
		ws.labels[i] = wordOf(l)
	}
	atomic.CompareAndSwapPointer(&u.words, nil, unsafe.Pointer(ws))
	return (*unionWords)(atomic.LoadPointer(&u.words))
}

// Label finds the discriminator of the object just begun (BeginObject returned true and
// no key was read yet) among the object's keys, wherever it is, consuming nothing, and
// returns the matching element of u.Labels. A missing discriminator is u.Default when the
// union has one. A missing discriminator otherwise, one that is not a
// string, or an unknown label is one invalid_label issue at the discriminator's path;
// then the rest of the object is consumed, the path is back at the object, and Label
// returns false.
func (d *Decoder) Label(u *Union) (string, bool) {
	l, _, ok := d.labelOf(u)
	return l, ok
}

// labelOf is Label, with the index in u.Labels of the label it returns (-1 for
// u.Default, which Decoder.Variant then looks up).
func (d *Decoder) labelOf(u *Union) (string, int, bool) {
	if d.fatal || d.nframes == 0 {
		return "", -1, false
	}
	f := d.frame(d.nframes - 1)
	if f.kind != '{' || f.flags&fOpen != 0 {
		return "", -1, false
	}
	data := d.data
	budget := d.maxDepth - d.nframes
	p := d.pos
	first := true
	ws := (*unionWords)(atomic.LoadPointer(&u.words))
	if ws == nil {
		ws = u.makeWords()
	}
	for {
		p = skipWS(data, p)
		if p >= len(data) {
			if first {
				d.syntax(p, errObjKeyOrEnd)
			} else {
				d.syntax(p, errObjNext)
			}
			return "", -1, false
		}
		c := data[p]
		if c == '}' {
			if u.Default != "" {
				return u.Default, -1, true // the key left out: the default variant, read from the start
			}
			d.labelIssue(u, "missing discriminator "+quote(u.Key))
			d.pos = p + 1
			d.pop()
			return "", -1, false
		}
		if !first {
			if c != ',' {
				d.syntax(p, errObjNext)
				return "", -1, false
			}
			p = skipWS(data, p+1)
			if p >= len(data) || data[p] != '"' {
				d.syntax(p, errObjKey)
				return "", -1, false
			}
		} else if c != '"' {
			d.syntax(p, errObjKeyOrEnd)
			return "", -1, false
		}
		first = false
		var match bool
		if end := shortStr(data, p); end >= 0 { // a short plain key: one word
			match, p = wordAt(data, p+1, end-p-2) == ws.key, end
		} else {
			end, esc, e := scanStr(data, p)
			if e != errNone {
				d.syntax(end, e)
				return "", -1, false
			}
			match, p = d.equal(data[p+1:end-1], esc, u.Key), end
		}
		p = skipWS(data, p)
		if p >= len(data) || data[p] != ':' {
			d.syntax(p, errObjColon)
			return "", -1, false
		}
		p = skipWS(data, p+1)
		if match {
			break
		}
		var e scanErr
		if p, e = skipVal(data, p, budget); e != errNone {
			d.syntax(p, e)
			return "", -1, false
		}
	}
	// data[p:] is the discriminator's value; the usual one is a short plain label, read
	// as one word (shortStr leaves 8 bytes readable after the quote).
	if end := shortStr(data, p); end >= 0 && !ws.fold {
		w := wordAt(data, p+1, end-p-2)
		for i, lw := range ws.labels {
			if lw == w {
				l := u.Labels[i]
				d.label = labelSeen{at: p, end: end, doc: d.doc(), label: l}
				return l, i, true
			}
		}
	}
	if u.Default != "" && d.wire&stitch.WireNullAbsent != 0 && nullAt(data, p) {
		return u.Default, -1, true // a null for the key left out (the variant's decoder reads it so)
	}
	if p < len(data) && data[p] == '"' {
		end, esc := shortStr(data, p), false
		if end < 0 {
			var e scanErr
			if end, esc, e = scanStr(data, p); e != errNone {
				d.syntax(end, e)
				return "", -1, false
			}
		}
		val := data[p+1 : end-1]
		if esc {
			d.scratch = appendUnescaped(d.scratch[:0], val)
			val = d.scratch
		}
		k := -1
		if u.Trim || u.Lower || u.Upper {
			k = slices.Index(u.Labels, u.fold(string(val)))
		} else if !esc && len(val) < 8 && p+9 <= len(data) { // a short plain label: one word
			w := wordAt(data, p+1, len(val))
			for i, lw := range ws.labels {
				if lw == w {
					k = i
					break
				}
			}
		} else {
			k = slices.Index(u.Labels, string(val))
		}
		if k >= 0 {
			l := u.Labels[k]
			d.label = labelSeen{at: p, end: end, doc: d.doc(), label: l}
			return l, k, true
		}
		d.labelIssue(u, "unknown "+u.Key+" "+quote(shorten(string(val)))+meant(string(val), u.Labels))
	} else {
		end, e := skipVal(data, p, budget)
		if e != errNone {
			d.syntax(end, e)
			return "", -1, false
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
	return "", -1, false
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
