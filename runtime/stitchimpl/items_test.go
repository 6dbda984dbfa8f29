package stitchimpl

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// walkItems reads the value at the cursor, asking Items for every array as generated code
// does, and returns the arrays whose count was wrong: "at byte N: Items said X, read Y".
func walkItems(d *Decoder, wrong *[]string) {
	switch d.peek() {
	case kindArray, kindString:
		if d.peek() == kindString && !d.canUnwrap('[') {
			d.Skip()
			return
		}
		if !d.BeginArray() {
			return
		}
		at, said, read := d.pos-1, d.Items(), 0
		for d.NextItem() {
			walkItems(d, wrong)
			read++
		}
		if said != read && !d.fatal {
			*wrong = append(*wrong, "at byte "+strconv.Itoa(at)+": Items said "+strconv.Itoa(said)+", read "+strconv.Itoa(read))
		}
	case kindObject:
		if d.BeginObject() {
			for d.NextKey() {
				walkItems(d, wrong)
			}
		}
	default:
		d.Skip()
	}
}

// canUnwrap reports whether the string at the cursor holds a double-encoded document that
// opens with open, which BeginArray or BeginObject reads in its place.
func (d *Decoder) canUnwrap(open byte) bool {
	if d.unwrapped {
		return false
	}
	saved := *d
	ok := d.unwrap(skipWS(d.data, d.pos), open)
	*d = saved
	return ok
}

// TestItemsCounts: Items, counting in the scan that checks the syntax, gives every array
// its exact item count: arrays inside arrays and objects, empty ones, brackets and commas
// inside strings (escaped quotes included), a double-encoded array, and arrays after the
// stretch the first count covered.
func TestItemsCounts(t *testing.T) {
	for _, in := range []string{
		`[]`, `[1]`, `[1,2,3]`, `[[],[[]],[1,[2,3]]]`, `[ [ ] , [ 1 , 2 ] ]`,
		`{"a":[1,2],"b":[[3],[4,5,6]],"c":{"d":[[],[7]]}}`,
		`["[","]",",","\"[,]\"","\\",["\\\"]"],[]]`,
		`[{"k":"[1,2]","v":[1,2,3]},{"k":[],"v":[[],[],[]]}]`,
		`{"a":"[1,2,[3]]","b":[1,"[2,3]",[4]]}`,
		`[` + strings.Repeat(`[1,[2]],`, 200) + `[]]`,
		strings.Repeat(`[`, 40) + strings.Repeat(`]`, 40),
	} {
		var d Decoder
		d.Reset([]byte(in), Limits{})
		var wrong []string
		walkItems(&d, &wrong)
		assert.NoError(t, d.Finish(), in)
		assert.Empty(t, wrong, in)
	}
}
