package stitchimpl

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLongKeys reads the keys kept in Decoder.keys as if each were 2³²−1 bytes or more
// (frame.n is longKey): such a key ends where the next one there starts. Paths and Key
// must not change.
func TestLongKeys(t *testing.T) {
	in := `{"a\u002eb":{"c":{"e\u002ef":[{"g":1}],"h":"{\"i\\u002ej\":{\"k\":[2]}}"}}}`
	var d Decoder
	d.Reset([]byte(in), Limits{})
	var keys, paths, long []string
	var walk func()
	walk = func() {
		switch d.peek() {
		case kindObject, kindString:
			if !d.BeginObject() {
				return
			}
			for d.NextKey() {
				keys = append(keys, string(d.Key()))
				walk()
			}
		case kindArray:
			d.BeginArray()
			for d.NextItem() {
				walk()
			}
		default:
			d.Skip()
			paths = append(paths, string(d.appendPath(nil)))
			var saved []frame
			for i := 0; i < d.nframes; i++ {
				f := d.frame(i)
				saved = append(saved, *f)
				if f.flags&fKeyOwn != 0 {
					f.n = longKey
				}
			}
			long = append(long, string(d.appendPath(nil))+" "+string(d.Key()))
			for i, f := range saved {
				*d.frame(i) = f
			}
			return
		}
	}
	// Deep enough that the frames read are past the inline ones.
	for range inlineFrames {
		d.grow()
		d.push('[', 0)
		d.frame(d.nframes - 1).at = 0
	}
	walk()
	assert.Equal(t, []string{"a.b", "c", "e.f", "g", "h", "i.j", "k"}, keys)
	pre := "[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]"
	assert.Equal(t, []string{pre + `["a.b"].c["e.f"][0].g`, pre + `["a.b"].c.h["i.j"].k[0]`}, paths)
	assert.Equal(t, []string{pre + `["a.b"].c["e.f"][0].g g`, pre + `["a.b"].c.h["i.j"].k[0] `}, long)
}
