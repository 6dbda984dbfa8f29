package stitchimpl

// BeginArray is BeginObject for arrays.
func (d *Decoder) BeginArray() bool { return d.begin('[', "an array") }

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
	doc  int     // which document: 0 the input, k the k-th double-encoded one (0: none yet)
	at   []int32 // where each array's '[' is
	n    []int32 // how many items it holds
	next int     // the first entry not yet passed
}

// Items returns how many items the array just begun holds (BeginArray returned true and
// no item was read yet), so that generated code makes its slice once, at its final size,
// instead of growing it. The first call inside a stretch of input counts the items of
// that array and of every array inside it, in one pass; the calls for those arrays then
// only look their count up. Work stays linear in the input, and the counts take 8 bytes
// per array. It returns 0 after a fatal issue or when the array's syntax is broken.
func (d *Decoder) Items() int {
	if d.fatal || d.nframes == 0 || d.frame(d.nframes-1).kind != '[' || len(d.data) >= 1<<31 {
		return 0
	}
	at := d.pos - 1 // BeginArray consumed the '['
	m, doc := &d.items[0], 0
	if d.unwrapped {
		m, doc = &d.items[1], d.unwraps
	}
	if m.doc == doc {
		for m.next < len(m.at) && int(m.at[m.next]) < at {
			m.next++
		}
		if m.next < len(m.at) && int(m.at[m.next]) == at {
			return int(m.n[m.next])
		}
	}
	end, arrays, e := scanVal(d.data, at, d.maxDepth-d.nframes+1)
	if e != errNone {
		return 0
	}
	if arrays == 1 {
		return leafItems(d.data, at, end) // no array inside: counted without a memo, allocating nothing
	}
	m.doc, m.next = doc, 0
	m.at, m.n = countItems(d.data, at, end, arrays, m.at[:0], m.n[:0], &d.anyOpen)
	return int(m.n[0])
}

// The counting passes below run over a value scanVal accepted: they only skip its strings
// (skipValidStr) and follow its brackets and commas.

// leafItems counts the items of the valid array b[start:end], which holds no array.
func leafItems(b []byte, start, end int) (n int) {
	depth := 0
	for i := start; i < end; i++ {
		switch b[i] {
		case '"':
			i = skipValidStr(b, i) - 1
		case '[':
			depth++
			if j := skipWS(b, i+1); b[j] != ']' {
				n = 1
			}
		case '{':
			depth++
		case ']', '}':
			depth--
		case ',':
			if depth == 1 {
				n++
			}
		}
	}
	return n
}

// countItems appends to at and n the position and item count of every array in the valid
// value b[start:end], which holds that many arrays, in the order they open; open is a
// reusable stack.
func countItems(b []byte, start, end, arrays int, at, n []int32, open *[]int32) ([]int32, []int32) {
	if cap(at) < arrays {
		at, n = make([]int32, 0, arrays), make([]int32, 0, arrays)
	}
	stack := (*open)[:0] // index into n, or -1 for an object
	for i := start; i < end; i++ {
		switch b[i] {
		case '"':
			i = skipValidStr(b, i) - 1
		case '{':
			stack = append(stack, -1)
		case '[':
			stack = append(stack, int32(len(n)))
			at = append(at, int32(i))
			if j := skipWS(b, i+1); b[j] == ']' {
				n = append(n, 0)
			} else {
				n = append(n, 1)
			}
		case ']', '}':
			stack = stack[:len(stack)-1]
		case ',':
			if k := stack[len(stack)-1]; k >= 0 {
				n[k]++
			}
		}
	}
	*open = stack
	return at, n
}
