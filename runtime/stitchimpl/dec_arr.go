package stitchimpl

import "bytes"

// BeginArray is BeginObject for arrays.
func (d *Decoder) BeginArray() bool { return d.begin('[', "an array") }

// Single reports whether the next value is one item sent where a list is expected (the
// single tolerance: "a" for ["a"]): anything but an array, a string holding an array sent
// as JSON text (BeginArray reads it), or null. A string that only opens with '[' ("[wip]
// fix") is the one item, as BeginArray would not read it as an array. It consumes
// nothing; the caller then decodes the value as the list's one item.
func (d *Decoder) Single() bool {
	switch d.peek() {
	case kindArray, kindNull, kindInvalid:
		return false
	case kindString:
		if d.documentKind(KindArray) == 0 {
			return true
		}
		// The text opens as an array: one only if it is exactly one (unwrap's test;
		// documentKind left the unescaped text in d.scratch when it had escapes).
		p := skipWS(d.data, d.pos)
		end, esc, _ := scanStr(d.data, p)
		raw := d.data[p+1 : end-1]
		if esc {
			raw = d.scratch
		}
		q := skipWS(raw, 0)
		vend, e := skipVal(raw, q, d.maxDepth-d.nframes)
		return e != errNone || skipWS(raw, vend) != len(raw)
	}
	return true
}

// NextItem moves to the next item of the current array: the path now ends with its index.
// At the end of the array it consumes ']', the path is back at the array, and it returns
// false; so it does on a fatal issue.
func (d *Decoder) NextItem() bool {
	if d.fatal || d.nframes == 0 {
		return false
	}
	f := d.frame(d.nframes - 1)
	if f.kind != '[' {
		return false
	}
	data := d.data
	p := skipWS(data, d.pos)
	if p >= len(data) {
		if f.at >= 0 {
			d.syntaxBetween(p, errArrNext)
		} else {
			d.syntaxBetween(p, errValue)
		}
		return false
	}
	switch c := data[p]; {
	case c == ']':
		d.pos = p + 1
		d.pop()
		return false
	case f.at < 0:
	case c == ',':
		p++
	default:
		d.syntaxBetween(p, errArrNext)
		return false
	}
	f.at++
	d.pos = p
	return true
}

// index returns the index of the current item of the current array, or -1.
func (d *Decoder) index() int {
	if d.nframes == 0 {
		return -1
	}
	f := d.frame(d.nframes - 1)
	if f.kind != '[' {
		return -1
	}
	return f.at
}

// itemMemo holds the item counts of the arrays in a stretch of one document, in the
// order they open (see Decoder.Items).
type itemMemo struct {
	doc    int           // which document: 0 the input, k the k-th double-encoded one (0: none yet)
	root   int           // the item count of the array the stretch is
	chunks [][]memoEntry // the arrays inside it, filling the chunks in turn; reused
	last   int           // the chunk being filled
	ci, k  int           // the first entry not yet passed: chunks[ci][k]
}

// memoEntry is one array of an itemMemo.
type memoEntry struct {
	at int32 // where its '[' is
	n  int32 // how many items it holds
}

// reset empties m for a stretch of the document doc, keeping its chunks.
func (m *itemMemo) reset(doc int) {
	for i := range m.chunks[:min(m.last+1, len(m.chunks))] {
		m.chunks[i] = m.chunks[i][:0]
	}
	m.doc, m.root, m.last, m.ci, m.k = doc, 0, 0, 0, 0
}

// add records the array whose '[' is b[at] and returns where: its chunk and its index
// there. A new chunk holds every '[' left in b, but no more than an eighth of the bytes
// left: an array takes at least two bytes, so the chunks stay within the input's size
// whatever strings hold, and (made, never grown) cost no copying.
func (m *itemMemo) add(b []byte, at int) (chunk, k int32) {
	for m.last < len(m.chunks) && len(m.chunks[m.last]) == cap(m.chunks[m.last]) {
		m.last++
	}
	if m.last == len(m.chunks) {
		size := max(min(bytes.Count(b[at:], []byte{'['}), (len(b)-at)/8), 8)
		m.chunks = append(m.chunks, make([]memoEntry, 0, size))
	}
	c := &m.chunks[m.last]
	*c = append(*c, memoEntry{at: int32(at)})
	return int32(m.last), int32(len(*c) - 1)
}

// close records the count of the innermost of the open arrays, which its ']' closed, and
// returns the others.
func (m *itemMemo) close(open []openArray) []openArray {
	a := open[len(open)-1]
	if a.chunk < 0 {
		m.root = int(a.n)
	} else {
		m.chunks[a.chunk][a.k].n = a.n
	}
	return open[:len(open)-1]
}

// lookup returns the count of the array whose '[' is at, if m holds it. Arrays are looked
// up in the order they open, so the entries before at are passed for good.
func (m *itemMemo) lookup(at int) (int, bool) {
	for m.ci <= m.last && m.ci < len(m.chunks) {
		c := m.chunks[m.ci]
		for ; m.k < len(c); m.k++ {
			if e := c[m.k]; int(e.at) >= at {
				return int(e.n), int(e.at) == at
			}
		}
		m.ci, m.k = m.ci+1, 0
	}
	return 0, false
}

// Items returns how many items the array just begun holds (BeginArray returned true and
// no item was read yet), so that generated code makes its slice once, at its final size,
// instead of growing it. The first call inside a stretch of input counts the items of
// that array and of every array inside it, in the pass that checks its syntax; the calls
// for those arrays then only look their count up. Work stays linear in the input, and the
// counts take 8 bytes per array inside the first (none for an array that holds none). It
// returns 0 after a fatal issue or when the array's syntax is broken.
func (d *Decoder) Items() int {
	if d.fatal || d.nframes == 0 || d.frame(d.nframes-1).kind != '[' || len(d.data) >= 1<<31 {
		return 0
	}
	at := d.pos - 1 // BeginArray consumed the '['
	m, doc := &d.items[0], d.doc()
	if d.unwrapped {
		m = &d.items[1]
	}
	if m.doc == doc {
		if n, ok := m.lookup(at); ok {
			return n
		}
	}
	m.reset(doc)
	if _, e := scanVal(d.data, at, d.maxDepth-d.nframes+1, m); e != errNone {
		m.reset(doc)
		return 0
	}
	return m.root
}
