package stitchimpl

import (
	"encoding/json"
	"math"
	"strconv"

	"github.com/stitchgen/stitchgen/runtime/internal/check"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// Raw returns a copy of the next value's bytes, as sent; any kind.
func (d *Decoder) Raw() ([]byte, bool) {
	if d.fatal {
		return nil, false
	}
	var raw []byte
	var ok bool
	if d.anyText(func() { raw, ok = d.Raw() }) {
		return raw, ok
	}
	start := d.skip()
	if start < 0 {
		return nil, false
	}
	return append([]byte(nil), d.data[start:d.pos]...), true
}

// Any returns the next value as encoding/json decodes it into an any: map[string]any,
// []any, float64, string, bool or nil (a repeated key keeps its last value), except that
// an integer a float64 cannot hold exactly (above 2^53 in magnitude, such as
// 9007199254740993) is a json.Number of its literal, never rounded. A number out of the
// float64 range is a too_big or too_small issue.
//
// The value costs what its Go form costs and little more: a first pass counts the items
// and entries of every array and object in it, so each slice and map is made once at its
// final size; strings share arena chunks; every empty array is one shared value.
func (d *Decoder) Any() (any, bool) {
	if d.fatal {
		return nil, false
	}
	var tv any
	var ok bool
	if d.anyText(func() { tv, ok = d.Any() }) {
		return tv, ok
	}
	start := d.skip()
	if start < 0 {
		return nil, false
	}
	mark := d.count
	b := d.data[:d.pos]
	d.countAny(b[start:])
	v, _ := d.buildAny(b, start, mark)
	d.anyCounts, d.anyNext = d.anyCounts[:0], 0
	if d.count != mark {
		return nil, false
	}
	return v, true
}

// countAny sets d.anyCounts to the number of items or entries of every array and object
// in the valid value b, in the order their brackets open (the order buildAny meets them).
// The list is made at its final size: containers are counted first.
func (d *Decoder) countAny(b []byte) {
	n := 0
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '"':
			i, _, _ = scanStr(b, i)
			i--
		case '[', '{':
			n++
		}
	}
	if cap(d.anyCounts) < n {
		d.anyCounts = make([]int32, 0, n)
	}
	counts, open := d.anyCounts[:0], d.anyOpen[:0]
	for i := 0; i < len(b); i++ {
		switch b[i] {
		case '"':
			i, _, _ = scanStr(b, i)
			i--
		case '[', '{':
			open = append(open, int32(len(counts)))
			if j := skipWS(b, i+1); b[j] == ']' || b[j] == '}' {
				counts = append(counts, 0)
			} else {
				counts = append(counts, 1)
			}
		case ']', '}':
			open = open[:len(open)-1]
		case ',':
			counts[open[len(open)-1]]++
		}
	}
	d.anyCounts, d.anyOpen, d.anyNext = counts, open, 0
}

// emptyArray is every empty array Any returns: a []any of capacity 0, which no append
// can write through, so one value serves them all.
var emptyArray any = []any{}

// buildAny builds the valid value at b[i]; it returns the value and the index after it.
// It recurses, within the depth skip already checked. Only the first number out of range
// after mark is reported.
func (d *Decoder) buildAny(b []byte, i, mark int) (any, int) {
	i = skipWS(b, i)
	switch c := b[i]; {
	case c == '"':
		end, esc, _ := scanStr(b, i)
		return d.anyString(b, i, end, esc), end
	case c == 't':
		return true, i + 4
	case c == 'f':
		return false, i + 5
	case c == 'n':
		return nil, i + 4
	case c == '{':
		m := make(map[string]any, d.anyCounts[d.anyNext])
		d.anyNext++
		i = skipWS(b, i+1)
		for b[i] != '}' {
			end, esc, _ := scanStr(b, i)
			key := d.anyString(b, i, end, esc)
			d.anyPath = append(d.anyPath, anySeg{key: b[i+1 : end-1], esc: esc, index: -1})
			var v any
			v, i = d.buildAny(b, skipWS(b, end)+1, mark) // after the ':'
			m[key] = v
			d.anyPath = d.anyPath[:len(d.anyPath)-1]
			if i = skipWS(b, i); b[i] == ',' {
				i = skipWS(b, i+1)
			}
		}
		return m, i + 1
	case c == '[':
		n := int(d.anyCounts[d.anyNext])
		d.anyNext++
		if n == 0 {
			return emptyArray, skipWS(b, i+1) + 1
		}
		s := make([]any, n)
		for k := range s {
			d.anyPath = append(d.anyPath, anySeg{index: k})
			s[k], i = d.buildAny(b, i+1, mark) // after the '[' or ','
			d.anyPath = d.anyPath[:len(d.anyPath)-1]
			i = skipWS(b, i)
		}
		return s, i + 1
	}
	end, _ := scanNum(b, i)
	lit := b[i:end]
	f, ok := check.FastFloat(lit)
	if !ok {
		f = check.ParseFloat(lit, 64)
		if n, exact := d.exactInt(lit, f, len(b)-end); exact {
			return n, end
		}
		if math.IsInf(f, 0) {
			if d.count == mark { // one issue per value
				code, bound := stitch.CodeTooBig, "a number ≤ "+strconv.FormatFloat(math.MaxFloat64, 'g', -1, 64)
				if f < 0 {
					code, bound = stitch.CodeTooSmall, "a number ≥ "+strconv.FormatFloat(-math.MaxFloat64, 'g', -1, 64)
				}
				d.anyIssue(code, "expected "+bound+" (float64), got "+shownLiteral(lit))
			}
		}
	}
	return f, end
}

// exactInt returns lit as a json.Number when lit is an integer that the float64 f,
// its nearest, does not hold exactly (9007199254740993 is not 9007199254740992): an
// integer in an any value is never rounded. Only literals FastFloat leaves (more than
// 15 digits, or a large exponent) can be such an integer; rest sizes the arena copy.
func (d *Decoder) exactInt(lit []byte, f float64, rest int) (json.Number, bool) {
	// A float64 holds every integer below 2^53 exactly; beyond its range a number is
	// a too_big or too_small issue.
	if math.Abs(f) < 1<<53 || math.IsInf(f, 0) || !check.IsIntegral(lit) {
		return "", false
	}
	if check.CompareNumber(lit, strconv.FormatFloat(f, 'f', 0, 64)) == 0 {
		return "", false // f is lit's value (FormatFloat writes an integral float exactly)
	}
	return json.Number(d.keepSized(lit, rest)), true
}

// anyString returns the string literal b[i:end] as a string the caller may keep, from
// the arena (sized by what is left of the value Any reads).
func (d *Decoder) anyString(b []byte, i, end int, esc bool) string {
	body := b[i+1 : end-1]
	if esc {
		d.scratch = appendUnescaped(d.scratch[:0], body)
		body = d.scratch
	}
	return d.keepSized(body, len(b)-end)
}

// anySeg is one step below the value Any is reading: a key (the body of its literal,
// escaped when esc) or an index (key unused).
type anySeg struct {
	key   []byte
	esc   bool
	index int
}

// anyIssue records an issue at the path of the current value plus d.anyPath.
func (d *Decoder) anyIssue(code, msg string) {
	if d.over() {
		return
	}
	d.count++
	b := d.appendPath(make([]byte, 0, 64))
	for _, s := range d.anyPath {
		if s.index >= 0 {
			b = append(b, '[')
			b = strconv.AppendInt(b, int64(s.index), 10)
			b = append(b, ']')
		} else if s.esc {
			b = appendKeySegment(b, appendUnescaped(nil, s.key))
		} else {
			b = appendKeySegment(b, s.key)
		}
	}
	d.issues = append(d.issues, stitch.Issue{Path: string(b), Code: code, Message: msg})
}
