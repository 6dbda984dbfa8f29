package stitch

import (
	"strconv"
	"strings"

	"github.com/stitchgen/stitchgen/internal/check"
)

// Limits bound the work one parse may do. A zero (or negative) field takes its default.
type Limits struct {
	// MaxBytes is the largest input accepted; a larger one is a single fatal too_large
	// issue, found without scanning the input.
	MaxBytes int
	// MaxDepth is the deepest nesting of objects and arrays, skipped values included;
	// deeper input is a fatal too_deep issue.
	MaxDepth int
	// MaxIssues is how many issues are kept; past it they are only counted, and the list
	// ends with one too_many_issues issue. It bounds the memory hostile input can cost.
	MaxIssues int
	// Wire is how the provider dialect the call comes from sends values (zero: the
	// canonical form). Meta.ParseIn sets it from a tool's declaration.
	Wire Wire
}

// Defaults for a zero Limits field.
const (
	DefaultMaxBytes  = 8 << 20
	DefaultMaxDepth  = 256
	DefaultMaxIssues = 100
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

	maxDepth, maxIssues int
	fatal               bool
	wire                Wire

	nframes   int
	stack     [inlineFrames]frame
	more      []frame     // frames beyond inlineFrames; its length is its capacity
	key       []byte      // the key NextKey read last, valid while keyAt == nframes (see Key)
	keyAt     int         // nframes when NextKey read key; -1 once a frame is pushed or popped
	keys      []byte      // the keys of the open frames with fKeyOwn, stack-ordered
	scratch   []byte      // unescaped strings, reused
	strs      []byte      // arena the strings handed out point into; never reused
	anyPath   []anySeg    // where Any is below the current value, for its issues
	anyCounts []int32     // item and entry counts of the value Any reads (see countAny)
	anyNext   int         // the next of anyCounts to use
	anyOpen   []int32     // countAny's and countItems' stack of open containers, reused
	items     [2]itemMemo // item counts of arrays ahead in the input and in the double-encoded document (see Items)
	lastNum   []byte      // the literal the last Float read

	issues Issues
	count  int // issues found since Reset (kept or not), less those rewound
}

// Reset starts reading data. It reuses the Decoder's buffers. A too large input, a UTF-8
// byte order mark and an empty input are fatal issues found here.
func (d *Decoder) Reset(data []byte, lim Limits) {
	maxBytes := lim.MaxBytes
	if maxBytes <= 0 {
		maxBytes = DefaultMaxBytes
	}
	d.maxDepth = lim.MaxDepth
	if d.maxDepth <= 0 {
		d.maxDepth = DefaultMaxDepth
	}
	d.maxIssues = lim.MaxIssues
	if d.maxIssues <= 0 {
		d.maxIssues = DefaultMaxIssues
	}
	d.wire = lim.Wire
	d.data, d.pos, d.input, d.resume = data, 0, data, 0
	d.strs = nil
	d.unwrapped, d.unwraps = false, 0
	d.fatal = false
	d.nframes, d.key, d.keyAt = 0, nil, -1
	d.keys = d.keys[:0]
	for i := range d.items {
		d.items[i] = itemMemo{at: d.items[i].at[:0], n: d.items[i].n[:0]}
	}
	d.issues, d.count = nil, 0 // never reuse: Finish hands the slice to the caller
	switch {
	case len(data) > maxBytes:
		d.data = nil
		d.fatalIssue(CodeTooLarge, "the input is "+strconv.Itoa(len(data))+" bytes; the limit is "+strconv.Itoa(maxBytes)+" bytes")
	case len(data) >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF:
		d.fatalIssue(CodeSyntax, "invalid JSON at byte 0: the input starts with a UTF-8 byte order mark (BOM); remove it")
	case skipWS(data, 0) == len(data):
		d.fatalIssue(CodeSyntax, "invalid JSON: the input is empty; send one JSON value")
	}
}

// Finish checks that only whitespace follows the value read and returns the issues found:
// nil, or an Issues the caller may keep.
func (d *Decoder) Finish() error {
	if !d.fatal {
		if p := skipWS(d.data, d.pos); p < len(d.data) {
			d.syntax(p, errTrailing)
		}
	}
	if dropped := d.count - len(d.issues); dropped > 0 {
		d.issues = append(d.issues, Issue{Code: CodeTooManyIssues,
			Message: strconv.Itoa(dropped) + " more issues were not listed; fix these and send the call again"})
	}
	if len(d.issues) == 0 {
		return nil
	}
	is := d.issues
	d.issues, d.count = nil, 0
	return is
}

// Fatal reports whether a syntax or limit issue stopped the parse. Every method of a
// fatal Decoder returns zero values at once and records nothing more.
func (d *Decoder) Fatal() bool { return d.fatal }

// Kind is the JSON kind of a value.
type Kind uint8

// Kinds of JSON values. KindInvalid is the end of input or a byte no value starts with.
const (
	KindInvalid Kind = iota
	KindNull
	KindBool
	KindNumber
	KindString
	KindObject
	KindArray
)

var kindNames = [...]string{"invalid", "null", "boolean", "number", "string", "object", "array"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// Peek returns the kind of the next value, from its first byte, consuming nothing.
func (d *Decoder) Peek() Kind {
	if d.fatal {
		return KindInvalid
	}
	p := skipWS(d.data, d.pos)
	if p >= len(d.data) {
		return KindInvalid
	}
	switch c := d.data[p]; {
	case c == 'n':
		return KindNull
	case c == 't' || c == 'f':
		return KindBool
	case c == '"':
		return KindString
	case c == '{':
		return KindObject
	case c == '[':
		return KindArray
	case c == '-' || check.IsDigit(c):
		return KindNumber
	}
	return KindInvalid
}

// Null consumes a null if it is the next value; otherwise it consumes nothing.
func (d *Decoder) Null() bool {
	if d.fatal {
		return false
	}
	p := skipWS(d.data, d.pos)
	if len(d.data)-p >= 4 && string(d.data[p:p+4]) == "null" {
		d.pos = p + 4
		return true
	}
	return false
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
		d.data, d.pos, d.unwrapped = d.input, d.resume, false
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

// BeginObject starts reading an object: it consumes '{' and returns true. A string holding
// an object (a double-encoded one, as models send) is read in its place, once: not inside
// another double-encoded document. Any other value is an invalid_type issue; it is
// skipped and BeginObject returns false.
func (d *Decoder) BeginObject() bool { return d.begin('{', "an object") }

// BeginArray is BeginObject for arrays.
func (d *Decoder) BeginArray() bool { return d.begin('[', "an array") }

func (d *Decoder) begin(open byte, want string) bool {
	if d.fatal {
		return false
	}
	p := skipWS(d.data, d.pos)
	d.pos = p
	if p < len(d.data) {
		switch d.data[p] {
		case open:
			if d.nframes >= d.maxDepth {
				d.syntax(p, errDeep)
				return false
			}
			d.pos = p + 1
			d.grow()
			d.push(open, 0)
			return true
		case '"':
			if !d.unwrapped && d.unwrap(p, open) {
				d.grow()
				d.push(open, fUnwrap)
				return true
			}
			if d.fatal {
				return false
			}
		}
	}
	d.mismatch("", want)
	return false
}

// unwrap tries to read the string literal at p as a double-encoded document that opens
// with open. On success, reading goes on inside the document, just after its opening
// bracket. A string that is not exactly one valid object or array (after whitespace) is
// left alone.
func (d *Decoder) unwrap(p int, open byte) bool {
	end, esc, e := scanStr(d.data, p)
	if e != errNone {
		d.syntax(end, e)
		return false
	}
	raw := d.data[p+1 : end-1]
	q := skipWS(raw, 0)
	if q >= len(raw) || (raw[q] != open && raw[q] != '\\') {
		return false // the common case: a plain string
	}
	doc := raw
	if esc {
		d.unwrapBuf = appendUnescaped(d.unwrapBuf[:0], raw)
		doc = d.unwrapBuf
		q = skipWS(doc, 0)
		if q >= len(doc) || doc[q] != open {
			return false
		}
	}
	vend, e := skipVal(doc, q, d.maxDepth-d.nframes)
	if e != errNone || skipWS(doc, vend) != len(doc) {
		return false
	}
	d.resume = end
	d.data, d.pos, d.unwrapped = doc, q+1, true
	d.unwraps++
	return true
}

// NextKey moves to the next key of the current object: it consumes the key and its ':',
// and the path now ends with that key. At the end of the object it consumes '}', the
// path is back at the object, and it returns false; so it does on a fatal issue.
func (d *Decoder) NextKey() bool {
	if d.fatal || d.nframes == 0 {
		return false
	}
	f := d.frame(d.nframes - 1)
	if f.kind != '{' {
		return false
	}
	data := d.data
	p := skipWS(data, d.pos)
	if p >= len(data) {
		if f.flags&fOpen != 0 {
			d.syntaxBetween(p, errObjNext)
		} else {
			d.syntaxBetween(p, errObjKeyOrEnd)
		}
		return false
	}
	switch c := data[p]; {
	case c == '}':
		d.pos = p + 1
		d.pop()
		return false
	case f.flags&fOpen == 0:
		if c != '"' {
			d.syntaxBetween(p, errObjKeyOrEnd)
			return false
		}
	case c != ',':
		d.syntaxBetween(p, errObjNext)
		return false
	default:
		p = skipWS(data, p+1)
		if p >= len(data) || data[p] != '"' {
			d.syntaxBetween(p, errObjKey)
			return false
		}
	}
	end, esc, e := scanStr(data, p)
	if e != errNone {
		d.syntaxBetween(end, e)
		return false
	}
	if f.flags&fKeyOwn != 0 {
		d.keys = d.keys[:f.at]
	}
	if raw := data[p+1 : end-1]; esc || uint(len(raw)) >= longKey {
		f.at = len(d.keys)
		if esc {
			d.keys = appendUnescaped(d.keys, raw)
		} else {
			d.keys = append(d.keys, raw...)
		}
		f.n = uint32(min(uint(len(d.keys)-f.at), longKey))
		f.flags |= fOpen | fKeyOwn
		d.key = d.keys[f.at:]
	} else {
		f.at, f.n = p+1, uint32(len(raw))
		f.flags = f.flags&^fKeyOwn | fOpen
		d.key = raw
	}
	d.keyAt = d.nframes
	p = skipWS(data, end)
	if p >= len(data) || data[p] != ':' {
		d.syntax(p, errObjColon)
		return false
	}
	d.pos = p + 1
	return true
}

// Key returns the current key of the current object, unescaped. It is valid until the
// next call of a Decoder method.
func (d *Decoder) Key() []byte {
	if d.keyAt == d.nframes { // no frame pushed or popped since NextKey: the usual case
		return d.key
	}
	return d.innermostKey()
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

// Index returns the index of the current item of the current array, or -1.
func (d *Decoder) Index() int {
	if d.nframes == 0 {
		return -1
	}
	f := d.frame(d.nframes - 1)
	if f.kind != '[' {
		return -1
	}
	return f.at
}

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
		end, esc, e := scanStr(data, p)
		if e != errNone {
			d.syntax(end, e)
			return "", false
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
		if p, e = skipVal(data, p, budget); e != errNone {
			d.syntax(p, e)
			return "", false
		}
	}
	// data[p:] is the discriminator's value.
	if p < len(data) && data[p] == '"' {
		end, esc, e := scanStr(data, p)
		if e != errNone {
			d.syntax(end, e)
			return "", false
		}
		val := data[p+1 : end-1]
		if esc {
			d.scratch = appendUnescaped(d.scratch[:0], val)
			val = d.scratch
		}
		for _, l := range u.Labels {
			if string(val) == l {
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

// labelIssue records an invalid_label issue at the discriminator of the current object.
func (d *Decoder) labelIssue(u *Union, what string) {
	if d.over() {
		return
	}
	d.record(CodeInvalidLabel, what+"; expected one of: "+strings.Join(u.Labels, ", "), true, u.Key)
}

// equal compares a key literal body with s, unescaping it first if needed.
func (d *Decoder) equal(raw []byte, esc bool, s string) bool {
	if !esc {
		return string(raw) == s
	}
	d.scratch = appendUnescaped(d.scratch[:0], raw)
	return string(d.scratch) == s
}

// mismatch records that the next value is not want (def when want is "") and skips it.
func (d *Decoder) mismatch(want, def string) {
	start := d.skip()
	if start < 0 {
		return
	}
	if d.over() {
		return
	}
	if want == "" {
		want = def
	}
	d.record(CodeInvalidType, "expected "+want+", got "+describe(d.data[start:d.pos]), false, "")
}

// Fail records an issue at the current path: the value just read, or the object or array
// just finished.
func (d *Decoder) Fail(code, message string) {
	if d.fatal {
		return
	}
	d.record(code, message, false, "")
}

// Missing records that the current object lacks the required key.
func (d *Decoder) Missing(key string) {
	if d.fatal || d.over() {
		return
	}
	d.record(CodeRequired, "missing required key "+quote(key), true, key)
}

// Duplicate records that the current key was already sent in this object, and skips its
// value.
func (d *Decoder) Duplicate() {
	if d.fatal {
		return
	}
	if d.over() {
		d.skip()
		return
	}
	d.record(CodeDuplicateKey, "duplicate key "+quote(string(d.Key()))+": send each key once", false, "")
	d.skip()
}

// Unknown records that the current key is not allowed in this object, and skips its value.
// allowed lists the keys that are. For a variant of the union u, a key that other variants
// declare gets a message naming the labels that allow it.
func (d *Decoder) Unknown(u *Union, allowed string) {
	if d.fatal {
		return
	}
	if d.nullUnknown() {
		return
	}
	if d.over() {
		d.skip()
		return
	}
	key := string(d.Key())
	var msg string
	if owners := ""; u != nil {
		owners = u.Owners[key]
		if owners != "" {
			msg = quote(key) + " is allowed only when " + u.Key + " = " + owners
		}
	}
	if msg == "" {
		if allowed == "" {
			msg = "unknown key " + quote(key) + "; this object takes no keys"
		} else {
			msg = "unknown key " + quote(key) + "; allowed keys: " + allowed
		}
	}
	d.record(CodeUnknownKey, msg, false, "")
	d.skip()
}

// Mark returns the count of issues found so far, for Since and Rewind.
func (d *Decoder) Mark() int { return d.count }

// Since reports whether an issue was found after mark.
func (d *Decoder) Since(mark int) bool { return d.count > mark }

// Rewind forgets the issues found after mark (a field with a catch value). It does
// nothing once the Decoder is fatal.
func (d *Decoder) Rewind(mark int) {
	if d.fatal || mark < 0 || mark >= d.count {
		return
	}
	d.count = mark
	if len(d.issues) > mark {
		d.issues = d.issues[:mark]
	}
}

// over counts an issue the list has no room for (MaxIssues) and reports true; the caller
// then builds no message, so hostile input (a million unknown keys) costs no memory for
// the issues it does not list.
func (d *Decoder) over() bool {
	if len(d.issues) < d.maxIssues {
		return false
	}
	d.count++
	return true
}

// record adds an issue at the current path, extended by key when withKey is set.
func (d *Decoder) record(code, msg string, withKey bool, key string) {
	d.count++
	if len(d.issues) >= d.maxIssues {
		return
	}
	b := d.appendPath(make([]byte, 0, 64))
	if withKey {
		b = appendKeySegment(b, []byte(key))
	}
	d.issues = append(d.issues, Issue{Path: string(b), Code: code, Message: msg})
}

// fatalIssue records an issue that stops the parse; it is kept whatever MaxIssues says.
func (d *Decoder) fatalIssue(code, msg string) {
	d.count++
	d.issues = append(d.issues, Issue{Path: string(d.appendPath(nil)), Code: code, Message: msg})
	d.fatal = true
}

// syntaxBetween records a scanner failure between two entries of the current object or
// array: the path is the container's, not its last entry's.
func (d *Decoder) syntaxBetween(at int, e scanErr) {
	f := d.frame(d.nframes - 1)
	saved := *f
	f.flags &^= fOpen
	if f.kind == '[' {
		f.at = -1
	}
	d.syntax(at, e)
	*f = saved
}

// syntax records a scanner failure at byte offset at of the current document.
func (d *Decoder) syntax(at int, e scanErr) {
	if e == errDeep {
		d.fatalIssue(CodeTooDeep, "invalid JSON at byte "+strconv.Itoa(at)+": objects and arrays are nested more than "+strconv.Itoa(d.maxDepth)+" levels deep")
		return
	}
	d.fatalIssue(CodeSyntax, syntaxMessage(d.data, at, e))
}

// appendPath appends the current path.
func (d *Decoder) appendPath(b []byte) []byte {
	doc := d.input
	for i := 0; i < d.nframes; i++ {
		f := d.frame(i)
		if f.flags&fUnwrap != 0 {
			doc = d.data
		}
		switch {
		case f.kind == '{' && f.flags&fOpen != 0:
			b = appendKeySegment(b, d.keyOf(f, doc))
		case f.kind == '[' && f.at >= 0:
			b = append(b, '[')
			b = strconv.AppendInt(b, int64(f.at), 10)
			b = append(b, ']')
		}
	}
	return b
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
	end, e := skipVal(d.data, at, d.maxDepth-d.nframes+1)
	if e != errNone {
		return 0
	}
	m.doc, m.next = doc, 0
	m.at, m.n = countItems(d.data, at, end, m.at[:0], m.n[:0], &d.anyOpen)
	return int(m.n[0])
}

// countItems appends to at and n the position and item count of every array in the valid
// value b[start:end], in the order they open; open is a reusable stack.
func countItems(b []byte, start, end int, at, n []int32, open *[]int32) ([]int32, []int32) {
	arrays := 0
	for i := start; i < end; i++ {
		switch b[i] {
		case '"':
			i, _, _ = scanStr(b, i)
			i--
		case '[':
			arrays++
		}
	}
	if cap(at) < arrays {
		at, n = make([]int32, 0, arrays), make([]int32, 0, arrays)
	}
	stack := (*open)[:0] // index into n, or -1 for an object
	for i := start; i < end; i++ {
		switch b[i] {
		case '"':
			i, _, _ = scanStr(b, i)
			i--
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
