package stitchimpl

import (
	"strconv"

	"github.com/stitchgen/stitchgen/runtime/internal/check"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// inlineFrames is how many levels of nesting the Decoder tracks without allocating.
const inlineFrames = 16

// moreFrames is how many frames the overflow stack gets when nesting first goes past
// inlineFrames (see Decoder.grow).
const moreFrames = 64

// frame is one open object or array. It holds no pointers and takes 16 bytes: the current
// key of an object is kept as where it is in the document read or in Decoder.keys (see
// Decoder.keyOf).
type frame struct {
	// at is, in an array, the current index (-1 before the first item); in an open
	// object, where the current key starts in its buffer.
	at int
	// n is the length of the current key of an object, or longKey when it does not fit.
	n     uint32
	kind  byte // '{' or '['
	flags byte // fOpen, fUnwrap, fKeyOwn
}

// Frame flags.
const (
	// fOpen: an object has a current key (NextKey returned true at least once). Never set
	// in an array.
	fOpen = 1 << iota
	// fUnwrap: the frame opened a double-encoded document.
	fUnwrap
	// fKeyOwn: the current key is in Decoder.keys (it held escapes, or is longKey bytes or
	// more); otherwise it is in the document read.
	fKeyOwn
)

// longKey in frame.n marks a key of 2³²−1 bytes or more. Such a key is always copied to
// Decoder.keys, where it ends where the next key there starts (see Decoder.keyOf).
const longKey = 1<<32 - 1

// Decoder is a cursor over one JSON document, with the path of the value being read and
// the issues found so far. Generated parsers drive it; see the package documentation.
//
// The zero value is ready once Reset is called. A Decoder declared in a function and
// passed by pointer stays on the stack: nothing keeps a reference to it.
type Decoder struct {
	data []byte // the document being read: input, or a double-encoded document decoded from a string of it
	pos  int    // next byte of data to read

	input     []byte // the input given to Reset
	resume    int    // where reading of input goes on after the double-encoded document
	unwrapped bool   // data is a double-encoded document
	unwraps   int    // double-encoded documents read (for tests)
	unwrapBuf []byte // the decoded double-encoded document, reused
	trusted   bool   // data is a double-encoded document read unchecked (stitch.WireOnce)
	again     bool   // ... which turned out not to be one JSON value: the parse must run again

	maxDepth, maxIssues int
	fatal               bool
	wire                stitch.Wire
	nulls, nullsAny     bool // a null may mean a key left out: of d.wire, for Field and FieldAny

	nframes   int
	stack     [inlineFrames]frame
	more      []frame                     // frames beyond inlineFrames; its length is its capacity
	key       []byte                      // the key NextKey read last, valid while keyAt == nframes (see Key)
	keyAt     int                         // nframes when NextKey read key; -1 once a frame is pushed or popped
	keys      []byte                      // the keys of the open frames with fKeyOwn, stack-ordered
	scratch   []byte                      // unescaped strings, reused
	strs      []byte                      // arena the strings handed out point into; never reused
	anyPath   []anySeg                    // where Any is below the current value, for its issues
	anyCounts []int32                     // item and entry counts of the value Any reads (see countAny)
	anyNext   int                         // the next of anyCounts to use
	anyOpen   []int32                     // countAny's stack of open containers, reused
	items     [2]itemMemo                 // item counts of arrays ahead in the input and in the double-encoded document (see Items)
	lastNum   []byte                      // the literal the last Float read
	slabs     slabs                       // the targets of pointers to scalars; never reused
	variants  [variantChunks]variantChunk // what union values are read into (see Variant); never reused
	strItems  *ItemBuf[string]            // the items of the []string being read (see StringItems)
	label     labelSeen                   // the discriminator Label matched last
	optAt     int                         // where the value of the optional key FieldOpt read last starts (in data)
	optIn     bool                        // ... and whether data was a double-encoded document then
	optDef    string                      // the default of the optional key FieldDefault read last (JSON)
	optDefAt  int                         // ... and where its value starts: it is optAt's key's while they are equal
	declared  Sides                       // the sides of its range the integer IntIn reads declares

	issues stitch.Issues
	count  int // issues found since Reset (kept or not), less those rewound
}

// Reset starts reading data. It reuses the Decoder's buffers. A too large input, a UTF-8
// byte order mark and an empty input are fatal issues found here.
func (d *Decoder) Reset(data []byte, lim stitch.Limits) {
	maxBytes := lim.MaxBytes
	if maxBytes <= 0 {
		maxBytes = stitch.DefaultMaxBytes
	}
	d.maxDepth = lim.MaxDepth
	if d.maxDepth <= 0 {
		d.maxDepth = stitch.DefaultMaxDepth
	}
	d.maxIssues = lim.MaxIssues
	if d.maxIssues <= 0 {
		d.maxIssues = stitch.DefaultMaxIssues
	}
	d.wire = lim.Wire
	d.nulls = d.wire&stitch.WireNullAbsent != 0
	d.nullsAny = d.wire&nullAbsentAny == nullAbsentAny
	d.data, d.pos, d.input, d.resume = data, 0, data, 0
	d.strs = nil
	d.slabs = slabs{}
	d.variants = [variantChunks]variantChunk{}
	d.label = labelSeen{at: -1}
	d.optAt, d.optDefAt = -1, -1
	d.unwrapped, d.unwraps = false, 0
	d.trusted, d.again = false, false
	d.fatal = false
	d.nframes, d.key, d.keyAt = 0, nil, -1
	d.keys = d.keys[:0]
	for i := range d.items {
		d.items[i].reset(0)
	}
	d.issues, d.count = nil, 0 // never reuse: Finish hands the slice to the caller
	switch {
	case len(data) > maxBytes:
		d.data = nil
		d.fatalIssue(stitch.CodeTooLarge, "the input is "+strconv.Itoa(len(data))+" bytes; the limit is "+strconv.Itoa(maxBytes)+" bytes")
	case len(data) >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF:
		d.fatalIssue(stitch.CodeSyntax, "invalid JSON at byte 0: the input starts with a UTF-8 byte order mark (BOM); remove it")
	case skipWS(data, 0) == len(data):
		d.fatalIssue(stitch.CodeSyntax, "invalid JSON: the input is empty; send one JSON value")
	}
}

// Finish checks that only whitespace follows the value read and returns the issues found:
// nil, or an stitch.Issues the caller may keep.
func (d *Decoder) Finish() error {
	if d.again {
		d.issues, d.count = nil, 0
		d.dropItems()
		return stitch.ErrAgain
	}
	if !d.fatal {
		if p := skipWS(d.data, d.pos); p < len(d.data) {
			d.syntax(p, errTrailing)
		}
	}
	if dropped := d.count - len(d.issues); dropped > 0 {
		d.issues = append(d.issues, stitch.Issue{Code: stitch.CodeTooManyIssues,
			Message: strconv.Itoa(dropped) + " more issues were not listed; fix these and send the call again"})
	}
	d.dropItems()
	if len(d.issues) == 0 {
		return nil
	}
	is := d.issues
	d.issues, d.count = nil, 0
	return is
}

// dropItems gives the string item buffer back to its pool.
func (d *Decoder) dropItems() {
	if d.strItems != nil {
		if d.strItems.c.roomItems() <= maxKept {
			stringItems.pool.Put(d.strItems)
		}
		d.strItems = nil
	}
}

// kind is the JSON kind of a value.
type kind uint8

// Kinds of JSON values. kindInvalid is the end of input or a byte no value starts with.
const (
	kindInvalid kind = iota
	kindNull
	kindBool
	kindNumber
	kindString
	kindObject
	kindArray
)

var kindNames = [...]string{"invalid", "null", "boolean", "number", "string", "object", "array"}

func (k kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// peek returns the kind of the next value, from its first byte, consuming nothing.
func (d *Decoder) peek() kind {
	if d.fatal {
		return kindInvalid
	}
	p := skipWS(d.data, d.pos)
	if p >= len(d.data) {
		return kindInvalid
	}
	switch c := d.data[p]; {
	case c == 'n':
		return kindNull
	case c == 't' || c == 'f':
		return kindBool
	case c == '"':
		return kindString
	case c == '{':
		return kindObject
	case c == '[':
		return kindArray
	case c == '-' || check.IsDigit(c):
		return kindNumber
	}
	return kindInvalid
}

// Null consumes a null if it is the next value; otherwise it consumes nothing.
func (d *Decoder) Null() bool {
	if d.fatal {
		return false
	}
	if !d.maybeNull() {
		return false
	}
	p := skipWS(d.data, d.pos)
	if nullAt(d.data, p) {
		d.pos = p + 4
		return true
	}
	return false
}

// nullAt reports whether the literal null starts at data[p].
func nullAt(data []byte, p int) bool {
	return len(data)-p >= 4 && string(data[p:p+4]) == "null"
}

// maybeNull reports whether the value ahead may be a null: false for the usual value
// right after its ':' that starts with another byte than 'n' (Null's inlined first test).
func (d *Decoder) maybeNull() bool {
	p := d.pos
	return p >= len(d.data) || d.data[p] <= ' ' || d.data[p] == 'n'
}

// Skip consumes one value of any kind, checking its syntax and depth.
func (d *Decoder) Skip() {
	if d.fatal {
		return
	}
	d.skip()
}

// skip consumes one value and returns where it started, or -1 after a fatal issue.
func (d *Decoder) skip() int {
	start := skipWS(d.data, d.pos)
	end, e := skipVal(d.data, start, d.maxDepth-d.nframes)
	if e != errNone {
		d.syntax(end, e)
		return -1
	}
	d.pos = end
	return start
}

// frame returns the i-th open frame (0 is the outermost).
func (d *Decoder) frame(i int) *frame {
	if i < inlineFrames {
		return &d.stack[i]
	}
	return &d.more[i-inlineFrames]
}

// push opens a frame; flags is 0 or fUnwrap. The caller made room for it: see grow.
func (d *Decoder) push(kind, flags byte) {
	if k := d.nframes - inlineFrames; k >= 0 {
		d.more[k] = frame{at: -1, kind: kind, flags: flags}
	} else {
		d.stack[d.nframes] = frame{at: -1, kind: kind, flags: flags}
	}
	d.nframes++
	d.keyAt = -1
}

// grow makes room for one more frame when the frames open fill the inline and the
// overflow stack. The overflow stack grows in one step: moreFrames at first, then twice
// as many, or all the depth limit can use when that is less than twice more (256 levels,
// the default, take 64 frames then 240).
func (d *Decoder) grow() {
	if d.nframes < inlineFrames+len(d.more) {
		return
	}
	n := max(2*len(d.more), moreFrames)
	if limit := d.maxDepth - inlineFrames; n > limit/2 {
		n = max(limit, len(d.more)+1)
	}
	more := make([]frame, n)
	copy(more, d.more)
	d.more = more
}

// pop closes the innermost frame; its closing bracket was consumed. Closing a
// double-encoded document resumes reading the input after its string.
func (d *Decoder) pop() {
	d.nframes--
	f := d.frame(d.nframes)
	if f.flags&fKeyOwn != 0 {
		d.keys = d.keys[:f.at]
	}
	if f.flags&fUnwrap != 0 {
		if d.trusted && skipWS(d.data, d.pos) != len(d.data) {
			d.distrust() // more than one JSON value
			return
		}
		d.data, d.pos, d.unwrapped, d.trusted = d.input, d.resume, false, false
	}
	d.keyAt = -1
}

// innermostKey returns the current key of the innermost frame if it is an open object,
// else nil: keyOf for the innermost frame, whose document is d.data and whose key, when
// in d.keys, ends there. Not inlined, so that Key is.
//
//go:noinline
func (d *Decoder) innermostKey() []byte {
	if d.nframes == 0 {
		return nil
	}
	f := d.frame(d.nframes - 1)
	if f.flags&fOpen == 0 { // an array, or an object before its first key
		return nil
	}
	if f.flags&fKeyOwn != 0 {
		return d.keys[f.at:]
	}
	return d.data[f.at : f.at+int(f.n)]
}

// keyOf returns the current key of the open object f, unescaped. doc is the document
// f was read from: the input, or for the frame that opened a double-encoded document and
// those inside it, that document (Decoder.data).
func (d *Decoder) keyOf(f *frame, doc []byte) []byte {
	switch {
	case f.flags&fKeyOwn == 0:
		return doc[f.at : f.at+int(f.n)]
	case f.n != longKey:
		return d.keys[f.at : f.at+int(f.n)]
	}
	// A long key ends where the key of the next frame with one in d.keys starts.
	end := len(d.keys)
	for i := d.nframes - 1; i >= 0 && d.frame(i) != f; i-- {
		if g := d.frame(i); g.kind == '{' && g.flags&fKeyOwn != 0 {
			end = g.at
		}
	}
	return d.keys[f.at:end]
}
