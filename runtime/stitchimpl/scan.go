package stitchimpl

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/stitchgen/stitchgen/runtime/internal/check"
)

// This file holds the byte scanners. They are pure functions over a byte slice: they never
// record issues themselves, so the Decoder can use them both to read a value and to probe
// (a double-encoded document, a union's discriminator) without committing to anything.

// scanErr says why a scanner stopped; errNone means it did not fail.
type scanErr uint8

const (
	errNone scanErr = iota
	errValue
	errLiteral
	errMinusDigit
	errLeadingZero
	errFracDigit
	errExpDigit
	errStrEOF
	errStrCtrl
	errStrEscape
	errStrUnicode
	errStrUTF8
	errObjKeyOrEnd
	errObjKey
	errObjColon
	errObjNext
	errArrNext
	errTrailing
	errDeep
)

// scanText is what a syntax issue says after "invalid JSON at byte N: ".
var scanText = [...]string{
	errNone:        "",
	errValue:       "expected a value",
	errLiteral:     "expected true, false or null",
	errMinusDigit:  "expected a digit after '-'",
	errLeadingZero: "a number must not have leading zeros",
	errFracDigit:   "expected a digit after the decimal point",
	errExpDigit:    "expected a digit in the exponent",
	errStrEOF:      "expected '\"' to close the string",
	errStrCtrl:     "control character in a string; escape it",
	errStrEscape:   "invalid escape sequence in a string",
	errStrUnicode:  `invalid \u escape in a string: expected 4 hex digits`,
	errStrUTF8:     "invalid UTF-8 in a string",
	errObjKeyOrEnd: "expected a string key or '}'",
	errObjKey:      "expected a string key after ','",
	errObjColon:    "expected ':' after an object key",
	errObjNext:     "expected ',' or '}' after an object value",
	errArrNext:     "expected ',' or ']' after an array item",
	errTrailing:    "unexpected data after the JSON value",
	errDeep:        "nested too deep",
}

// syntaxMessage renders a scanner failure at byte offset at of data.
func syntaxMessage(data []byte, at int, e scanErr) string {
	head := "invalid JSON at byte " + strconv.Itoa(at) + ": "
	if at >= len(data) {
		return head + "unexpected end of input; " + scanText[e]
	}
	if e == errStrCtrl {
		c := data[at]
		name := "U+00" + string("0123456789ABCDEF"[c>>4]) + string("0123456789ABCDEF"[c&15])
		return head + "control character " + name + " in a string must be escaped (\\n, \\t, \\u00XX)"
	}
	return head + scanText[e]
}

// strStop marks the bytes that end a run of plain ASCII inside a string literal.
var strStop = [256]bool{
	0x00: true, 0x01: true, 0x02: true, 0x03: true, 0x04: true, 0x05: true, 0x06: true, 0x07: true,
	0x08: true, 0x09: true, 0x0a: true, 0x0b: true, 0x0c: true, 0x0d: true, 0x0e: true, 0x0f: true,
	0x10: true, 0x11: true, 0x12: true, 0x13: true, 0x14: true, 0x15: true, 0x16: true, 0x17: true,
	0x18: true, 0x19: true, 0x1a: true, 0x1b: true, 0x1c: true, 0x1d: true, 0x1e: true, 0x1f: true,
	'"': true, '\\': true,
	0x80: true, 0x81: true, 0x82: true, 0x83: true, 0x84: true, 0x85: true, 0x86: true, 0x87: true,
	0x88: true, 0x89: true, 0x8a: true, 0x8b: true, 0x8c: true, 0x8d: true, 0x8e: true, 0x8f: true,
	0x90: true, 0x91: true, 0x92: true, 0x93: true, 0x94: true, 0x95: true, 0x96: true, 0x97: true,
	0x98: true, 0x99: true, 0x9a: true, 0x9b: true, 0x9c: true, 0x9d: true, 0x9e: true, 0x9f: true,
	0xa0: true, 0xa1: true, 0xa2: true, 0xa3: true, 0xa4: true, 0xa5: true, 0xa6: true, 0xa7: true,
	0xa8: true, 0xa9: true, 0xaa: true, 0xab: true, 0xac: true, 0xad: true, 0xae: true, 0xaf: true,
	0xb0: true, 0xb1: true, 0xb2: true, 0xb3: true, 0xb4: true, 0xb5: true, 0xb6: true, 0xb7: true,
	0xb8: true, 0xb9: true, 0xba: true, 0xbb: true, 0xbc: true, 0xbd: true, 0xbe: true, 0xbf: true,
	0xc0: true, 0xc1: true, 0xc2: true, 0xc3: true, 0xc4: true, 0xc5: true, 0xc6: true, 0xc7: true,
	0xc8: true, 0xc9: true, 0xca: true, 0xcb: true, 0xcc: true, 0xcd: true, 0xce: true, 0xcf: true,
	0xd0: true, 0xd1: true, 0xd2: true, 0xd3: true, 0xd4: true, 0xd5: true, 0xd6: true, 0xd7: true,
	0xd8: true, 0xd9: true, 0xda: true, 0xdb: true, 0xdc: true, 0xdd: true, 0xde: true, 0xdf: true,
	0xe0: true, 0xe1: true, 0xe2: true, 0xe3: true, 0xe4: true, 0xe5: true, 0xe6: true, 0xe7: true,
	0xe8: true, 0xe9: true, 0xea: true, 0xeb: true, 0xec: true, 0xed: true, 0xee: true, 0xef: true,
	0xf0: true, 0xf1: true, 0xf2: true, 0xf3: true, 0xf4: true, 0xf5: true, 0xf6: true, 0xf7: true,
	0xf8: true, 0xf9: true, 0xfa: true, 0xfb: true, 0xfc: true, 0xfd: true, 0xfe: true, 0xff: true,
}

// skipWS returns the index of the first non-whitespace byte of b at or after i.
func skipWS(b []byte, i int) int {
	for i < len(b) {
		c := b[i]
		if c > ' ' || (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
			return i
		}
		i++
	}
	return i
}

// scanStr scans the string literal whose opening quote is b[i]. It returns the index just
// past the closing quote and whether the literal holds escapes; on failure, the offending
// offset and why.
func scanStr(b []byte, i int) (end int, esc bool, err scanErr) {
	i++
	for {
		// Eight bytes at a time while none of them needs a look (see stops). The lowest
		// bit of the mask is a byte that needs a look, so reading goes straight to it.
		// Fewer than eight bytes left: one at a time.
		for {
			if i+8 > len(b) {
				for i < len(b) && !strStop[b[i]] {
					i++
				}
				break
			}
			if m := stops(b[i : i+8]); m != 0 {
				i += bits.TrailingZeros64(m) >> 3
				break
			}
			i += 8
		}
		if i >= len(b) {
			return i, esc, errStrEOF
		}
		c := b[i]
		if c == '"' {
			return i + 1, esc, errNone
		}
		switch {
		case c == '\\':
			esc = true
			if i+1 >= len(b) {
				return len(b), esc, errStrEOF
			}
			switch b[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				for k := i + 2; k < i+6; k++ {
					if k >= len(b) {
						return k, esc, errStrEOF
					}
					if check.Unhex(b[k]) < 0 {
						return i, esc, errStrUnicode
					}
				}
				i += 6
			default:
				return i, esc, errStrEscape
			}
		case c < 0x20:
			return i, esc, errStrCtrl
		default:
			r, size := utf8.DecodeRune(b[i:])
			if r == utf8.RuneError && size == 1 {
				return i, esc, errStrUTF8
			}
			i += size
		}
	}
}

// stops returns a mask of the bytes of w (eight) that end a run of plain string bytes: a
// byte below 0x20, '"', '\\' or one of a multi-byte character sets the high bit of its
// byte in the mask. (A borrow only ever spreads from a byte that already set its own.)
func stops(w []byte) uint64 {
	x := binary.LittleEndian.Uint64(w)
	return ((x - 0x2020202020202020) | ((x ^ 0x2222222222222222) - 0x0101010101010101) |
		((x ^ 0x5c5c5c5c5c5c5c5c) - 0x0101010101010101) | x) & 0x8080808080808080
}

// shortStr returns the index just past the string literal whose opening quote is b[i]
// when the eight bytes after the quote hold its closing quote and only plain ASCII before
// it (a key, an enum, a short value: most literals); otherwise -1, for scanStr to judge.
// Small enough to be inlined, it saves those literals a call.
func shortStr(b []byte, i int) int {
	if i+9 > len(b) {
		return -1
	}
	m := stops(b[i+1 : i+9])
	k := i + 1 + bits.TrailingZeros64(m)>>3
	if m == 0 || b[k] != '"' {
		return -1
	}
	return k + 1
}

// mediumStr is shortStr for a literal of 8 to 15 plain ASCII bytes (keys such as
// "subscribed", "attributes", "description"): the sixteen bytes after the quote hold its
// closing quote; otherwise -1.
func mediumStr(b []byte, i int) int {
	if i+17 > len(b) || stops(b[i+1:i+9]) != 0 {
		return -1
	}
	m := stops(b[i+9 : i+17])
	k := i + 9 + bits.TrailingZeros64(m)>>3
	if m == 0 || b[k] != '"' {
		return -1
	}
	return k + 1
}

// scanNum scans the number literal starting at b[i], which is '-' or a digit (the
// grammar is check.ScanNumber's, shared with the generator).
func scanNum[S ~string | ~[]byte](b S, i int) (int, scanErr) {
	end, e := check.ScanNumber(b, i)
	return end, numErrs[e]
}

// numErrs maps check.ScanNumber's errors to the scanner's.
var numErrs = [...]scanErr{
	check.NumOK:          errNone,
	check.NumMinusDigit:  errMinusDigit,
	check.NumLeadingZero: errLeadingZero,
	check.NumFracDigit:   errFracDigit,
	check.NumExpDigit:    errExpDigit,
}

// scanLit matches the literal lit (true, false, null) at b[i].
func scanLit(b []byte, i int, lit string) (int, scanErr) {
	if len(b)-i >= len(lit) && string(b[i:i+len(lit)]) == lit {
		return i + len(lit), errNone
	}
	k := 0
	for ; i+k < len(b) && b[i+k] == lit[k]; k++ {
	}
	if i+k >= len(b) {
		return i + k, errLiteral // cut short: "tru"
	}
	if k < 2 {
		return i, errValue // "name=x" is no misspelt null
	}
	return i, errLiteral
}

// scanKey scans an object key at b[i] (a quote) and the ':' after it; it returns the
// index just past the ':'.
func scanKey(b []byte, i int) (int, scanErr) {
	end := shortStr(b, i)
	if end < 0 {
		var e scanErr
		if end, _, e = scanStr(b, i); e != errNone {
			return end, e
		}
	}
	i = skipWS(b, end)
	if i >= len(b) || b[i] != ':' {
		return i, errObjColon
	}
	return i + 1, errNone
}

// skipVal scans one JSON value starting at b[i] (after optional whitespace), without
// recursion. At most budget objects and arrays may be open at once.
func skipVal(b []byte, i, budget int) (int, scanErr) { return scanVal(b, i, budget, nil) }

// openArray is an array scanVal is inside: where its entry is in the memo (chunk -1 for
// the value scanned itself) and the items seen so far.
type openArray struct{ chunk, k, n int32 }

// scanVal is skipVal that, given a memo, also records the item count of every array of
// the value, in the same pass: the value's own in m.root (it must be an array), those
// inside it in m.chunks, in the order they open. On failure m holds nothing valid.
func scanVal(b []byte, i, budget int, m *itemMemo) (int, scanErr) {
	var small [8]uint64 // bit k set: the k-th open container is an object
	stack := small[:]
	n := 0         // open containers
	inObj := false // the innermost open container is an object
	var arrSmall [32]openArray
	arrs := arrSmall[:0] // the open arrays, when counting
	var e scanErr
	for {
		i = skipWS(b, i)
		if i >= len(b) {
			return i, errValue
		}
		switch c := b[i]; c {
		case '"':
			if j := shortStr(b, i); j >= 0 {
				i = j
			} else if i, _, e = scanStr(b, i); e != errNone {
				return i, e
			}
		case '{', '[':
			if n >= budget {
				return i, errDeep
			}
			if n>>6 >= len(stack) {
				stack = append(stack, 0)
			}
			inObj = c == '{'
			if inObj {
				stack[n>>6] |= 1 << (n & 63)
			} else {
				stack[n>>6] &^= 1 << (n & 63)
				if m != nil {
					a := openArray{chunk: -1}
					if len(arrs) > 0 {
						a.chunk, a.k = m.add(b, i)
					}
					arrs = append(arrs, a)
				}
			}
			n++
			i = skipWS(b, i+1)
			if i >= len(b) {
				if inObj {
					return i, errObjKeyOrEnd
				}
				return i, errValue
			}
			if inObj {
				if b[i] != '}' {
					if b[i] != '"' {
						return i, errObjKeyOrEnd
					}
					if j := shortStr(b, i); j >= 0 && j < len(b) && b[j] == ':' {
						i = j + 1 // the usual key: short, plain, the ':' right after it
					} else if i, e = scanKey(b, i); e != errNone {
						return i, e
					}
					continue
				}
			} else if b[i] != ']' {
				if m != nil {
					arrs[len(arrs)-1].n = 1
				}
				continue
			}
			// An empty object or array: it is the value that ended.
			i++
			n, inObj, arrs = closeOne(stack, n, inObj, arrs, m)
		case 't':
			if i, e = scanLit(b, i, "true"); e != errNone {
				return i, e
			}
		case 'f':
			if i, e = scanLit(b, i, "false"); e != errNone {
				return i, e
			}
		case 'n':
			if i, e = scanLit(b, i, "null"); e != errNone {
				return i, e
			}
		case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9':
			if i, e = scanNum(b, i); e != errNone {
				return i, e
			}
		default:
			return i, errValue
		}
		// A value ended: close containers until one expects another entry.
		for {
			if n == 0 {
				return i, errNone
			}
			i = skipWS(b, i)
			if i >= len(b) {
				if inObj {
					return i, errObjNext
				}
				return i, errArrNext
			}
			c := b[i]
			if c == ',' {
				i = skipWS(b, i+1)
				if inObj {
					if i >= len(b) || b[i] != '"' {
						return i, errObjKey
					}
					if j := shortStr(b, i); j >= 0 && j < len(b) && b[j] == ':' {
						i = j + 1
					} else if i, e = scanKey(b, i); e != errNone {
						return i, e
					}
				} else if m != nil {
					arrs[len(arrs)-1].n++
				}
				break
			}
			if inObj && c != '}' {
				return i, errObjNext
			}
			if !inObj && c != ']' {
				return i, errArrNext
			}
			i++
			n, inObj, arrs = closeOne(stack, n, inObj, arrs, m)
		}
	}
}

// closeOne closes the innermost of scanVal's n open containers, whose closing bracket
// was read: it returns how many are left open, whether the innermost of those is an
// object, and the open arrays (the closed one's count recorded when counting).
func closeOne(stack []uint64, n int, inObj bool, arrs []openArray, m *itemMemo) (int, bool, []openArray) {
	if !inObj && m != nil {
		arrs = m.close(arrs)
	}
	n--
	return n, n > 0 && stack[(n-1)>>6]>>((n-1)&63)&1 == 1, arrs
}

// unquote decodes the string literal whose opening quote is b[i], appending its content
// to dst as appendUnescaped does, in the one pass that checks it as scanStr does: it
// returns dst, the index just past the closing quote and errNone, or scanStr's offset and
// error (dst then holds what was decoded before it). It is the read of a structure sent as
// JSON text, whose literal has an escape every few bytes: a word at a time up to the next
// byte that needs a look, stored whole (dst keeps room for it and a rune), each escape
// decoded by a table look-up.
func unquote(dst, b []byte, i int) ([]byte, int, scanErr) {
	n := len(dst)
	dst = dst[:cap(dst)]
	i++
	for {
		// The usual steps: a word, stored whole, up to the next byte that needs a look,
		// and an escape of one byte after it.
		for i+8 <= len(b) && n+16 <= len(dst) {
			w := binary.LittleEndian.Uint64(b[i : i+8])
			binary.LittleEndian.PutUint64(dst[n:n+8], w)
			m := ((w - 0x2020202020202020) | ((w ^ 0x2222222222222222) - 0x0101010101010101) |
				((w ^ 0x5c5c5c5c5c5c5c5c) - 0x0101010101010101) | w) & 0x8080808080808080
			if m == 0 {
				i, n = i+8, n+8
				continue
			}
			k := bits.TrailingZeros64(m) >> 3
			i, n = i+k, n+k
			if b[i] != '\\' || i+1 >= len(b) {
				break
			}
			u := unescapes[b[i+1]]
			if u == 0 {
				break
			}
			dst[n] = u
			i, n = i+2, n+1
		}
		// Everything else, one step at a time.
		if len(dst)-n < 16 { // room for a word, or up to 7 bytes of one and a rune
			dst = growQuoted(dst, n, len(b)-i)
		}
		if i >= len(b) {
			return dst[:n], i, errStrEOF
		}
		switch c := b[i]; {
		case !strStop[c]:
			dst[n] = c
			i, n = i+1, n+1
		case c == '"':
			return dst[:n], i + 1, errNone
		case c == '\\':
			if i+1 >= len(b) {
				return dst[:n], len(b), errStrEOF
			}
			if u := unescapes[b[i+1]]; u != 0 {
				dst[n] = u
				i, n = i+2, n+1
				continue
			}
			if b[i+1] != 'u' {
				return dst[:n], i, errStrEscape
			}
			for k := i + 2; k < i+6; k++ {
				if k >= len(b) {
					return dst[:n], k, errStrEOF
				}
				if check.Unhex(b[k]) < 0 {
					return dst[:n], i, errStrUnicode
				}
			}
			r, k := pairedRune(getu4(b[i:]), b[i+6:])
			i += 6 + k
			n += utf8.EncodeRune(dst[n:], r)
		case c < 0x20:
			return dst[:n], i, errStrCtrl
		default:
			r, size := utf8.DecodeRune(b[i:])
			if r == utf8.RuneError && size == 1 {
				return dst[:n], i, errStrUTF8
			}
			copy(dst[n:], b[i:i+size])
			i, n = i+size, n+size
		}
	}
}

// growQuoted gives unquote's dst, holding n bytes, room for the rest of a literal, which
// is at most rest bytes long: all of it at once where it is at most 16 KiB (the string
// arena's chunk), else room for 512 at first (the usual document), then for all that
// rest (a long one: two allocations, not one per doubling).
func growQuoted(dst []byte, n, rest int) []byte {
	more := rest + 16
	if cap(dst) < 512 && more > 16<<10 {
		more = 512
	}
	return slices.Grow(dst[:n], more)[:n+more]
}

// unescapes maps the byte after a backslash to the byte the escape stands for; 0 for 'u'
// and for a byte no escape starts with.
var unescapes = [256]byte{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}

// appendUnescaped appends the content of a valid string literal body s (without quotes)
// to dst, decoding escapes as encoding/json does: an invalid surrogate becomes U+FFFD.
func appendUnescaped(dst, s []byte) []byte {
	// The content is never longer than its literal (an escape of k bytes stands for at
	// most k), so where dst has room for s it is written in place: no append per run of
	// plain bytes, which are short in escape-dense text (JSON text sent as a string).
	n := len(dst)
	if cap(dst)-n < len(s) {
		return appendUnescapedGrow(dst, s)
	}
	dst = dst[:n+len(s)]
	for i := 0; i < len(s); {
		// Eight bytes at a time: the word is stored whole (there is room: n ≤ i), and
		// reading goes on at its first backslash, if any.
		if i+8 <= len(s) {
			w := binary.LittleEndian.Uint64(s[i:])
			binary.LittleEndian.PutUint64(dst[n:], w)
			x := w ^ 0x5c5c5c5c5c5c5c5c // a backslash is a zero byte of x
			m := (x - 0x0101010101010101) &^ x & 0x8080808080808080
			if m == 0 {
				n, i = n+8, i+8
				continue
			}
			k := bits.TrailingZeros64(m) >> 3 // exact: the lowest zero byte sets the lowest bit
			n, i = n+k, i+k
		} else if s[i] != '\\' {
			dst[n] = s[i]
			n, i = n+1, i+1
			continue
		}
		if i+1 >= len(s) { // not reachable for a scanned literal
			return dst[:n]
		}
		var c byte
		switch c = s[i+1]; c {
		case 'b':
			c = '\b'
		case 'f':
			c = '\f'
		case 'n':
			c = '\n'
		case 'r':
			c = '\r'
		case 't':
			c = '\t'
		case 'u':
			r := getu4(s[i:])
			if r < 0 {
				return dst[:n]
			}
			r, k := pairedRune(r, s[i+6:])
			i += 6 + k
			n += utf8.EncodeRune(dst[n:], r)
			continue
		}
		// '"', '\\', '/' stand for themselves
		dst[n] = c
		n++
		i += 2
	}
	return dst[:n]
}

// appendUnescapedGrow is appendUnescaped for a dst without room for all of s: it appends
// run by run, so dst grows only by what the content takes.
func appendUnescapedGrow(dst, s []byte) []byte {
	for i := 0; i < len(s); {
		if s[i] != '\\' {
			j := i + 1
			for j < len(s) && s[j] != '\\' {
				j++
			}
			dst = append(dst, s[i:j]...)
			i = j
			continue
		}
		if i+1 >= len(s) { // not reachable for a scanned literal
			return dst
		}
		switch c := s[i+1]; c {
		case 'b':
			dst = append(dst, '\b')
		case 'f':
			dst = append(dst, '\f')
		case 'n':
			dst = append(dst, '\n')
		case 'r':
			dst = append(dst, '\r')
		case 't':
			dst = append(dst, '\t')
		case 'u':
			r := getu4(s[i:])
			if r < 0 {
				return dst
			}
			r, k := pairedRune(r, s[i+6:])
			i += 6 + k
			dst = utf8.AppendRune(dst, r)
			continue
		default: // '"', '\\', '/'
			dst = append(dst, c)
		}
		i += 2
	}
	return dst
}

// getu4 decodes the \uXXXX escape at the start of s, or returns -1.
func getu4(s []byte) rune {
	if len(s) < 6 || s[0] != '\\' || s[1] != 'u' {
		return -1
	}
	var r rune
	for _, c := range s[2:6] {
		h := check.Unhex(c)
		if h < 0 {
			return -1
		}
		r = r<<4 | h
	}
	return r
}

// pairedRune is the rune a \u escape stands for, given r, the escape's own code unit,
// and rest, what follows it: a high surrogate and the escape of its low half after it are
// one rune, and k is 6, the bytes of that second escape; a lone surrogate is U+FFFD.
func pairedRune(r rune, rest []byte) (_ rune, k int) {
	if !utf16.IsSurrogate(r) {
		return r, 0
	}
	if r2 := getu4(rest); r2 >= 0 {
		if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
			return dec, 6
		}
	}
	return utf8.RuneError, 0
}
