package stitchimpl

import (
	"encoding/binary"
	"math"
	"math/bits"
	"slices"
	"strings"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/stitchgen/stitchgen/runtime/internal/check"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// Object is the table a generated decoder reads a struct's objects by, in a package that
// says //stitch:package tables: the struct's keys, each with where its value goes and how
// it is read and checked. Decoder.Object and Walk read an object by it, so a key costs the
// generated file one line of data, not a block of code. What a row does not read —
// containers other than []string, map[string]string and a list of structs read whole, a
// nested struct whose table does not read all of it, unions (Decoder.Variant), refine
// functions, catch values, a text type's UnmarshalText — Next hands back
// to the struct's generated code by the key's index (see Walk, and docs/design.md §5, "The
// code or the tables").
//
//	var stitchObjGetIssue = &stitchimpl.Object{Keys: "repo, id", Fields: []stitchimpl.Field{
//		{Key: "repo", Off: unsafe.Offsetof(GetIssue{}.Repo), Read: stitchimpl.ReadString, Want: "a string of 1 to 100 characters", Check: stitchimpl.CheckMin | stitchimpl.CheckMax, Min: 1, Max: 100},
//		{Key: "id", Off: unsafe.Offsetof(GetIssue{}.ID), Read: stitchimpl.ReadInt, Bits: 64, Want: "an integer ≥ 1", Check: stitchimpl.CheckMin, Sides: stitchimpl.Below, Min: 1},
//	}}
type Object struct {
	// Keys lists the keys, ", "-separated, for the message on an unknown one.
	Keys   string
	Fields []Field
	// Other says what a key of no field is: OtherUnknown (an issue), OtherSkip (skipped),
	// OtherRest (an entry of the rest map, read by the struct's code: Rest).
	Other Other
	// Done asks the struct's code for Done after the keys (refine functions); Requires are
	// the requires= of the fields, judged on the keys sent.
	Done     bool
	Requires []Requires
	// idx is what the runtime derives from the table (an *index), once, on its first
	// object.
	idx unsafe.Pointer
}

// index is an Object's keys as the runtime finds them: a perfect hash of the first and last
// eight bytes of each key and its length, and what the end of an object must judge.
type index struct {
	o      *Object
	slots  []slot // the perfect hash's table
	mul    uint64
	shift  uint8
	linear bool // no multiplier separates the keys: they are compared in order
	// more: an object's end has work besides the required keys (defaults, requires=, Done);
	// see endWork.
	more     bool
	required uint64 // the fields whose keys must be sent
	fills    uint64 // the fields with a default the struct's code sets
	sets     uint64 // the fields with a default the table sets (defaults)
	defaults []value
}

// value is a default the table sets: a string, or the bits of a number or a boolean.
type value struct {
	s string
	n uint64
}

// slot is one entry of an index's hash: the first and the last eight bytes of a key, its
// length and its field (n 0 and field 0 in an empty slot, whose word no key of length 0 reaches:
// the empty key's slot holds it).
type slot struct {
	word  uint64
	tail  uint64
	n     int32
	field int32 // index + 1; 0 for none
	f     *Field
}

// indexOf returns o's index, building it on the first call (two parses that race to build
// it build the same, and one is kept).
func (o *Object) indexOf() *index {
	if x := (*index)(atomic.LoadPointer(&o.idx)); x != nil {
		return x
	}
	return o.build()
}

// build makes o's index and publishes it.
func (o *Object) build() *index {
	x := &index{o: o}
	for i := range o.Fields {
		f := &o.Fields[i]
		switch f.Has {
		case HasRequired, HasNullableRequired, HasAnyRequired:
			x.required |= 1 << i
		}
		if !f.Fill {
			continue
		}
		switch {
		case f.tableSets():
			x.sets |= 1 << i
		case f.Read == ReadText: // the code reads the default's string (Walk.Text)
			x.fills |= 1 << i
		default: // the code's alone
			x.fills |= 1 << i
			continue
		}
		if x.defaults == nil {
			x.defaults = make([]value, len(o.Fields))
		}
		x.defaults[i] = defaultOf(f)
	}
	x.more = x.fills|x.sets != 0 || len(o.Requires) > 0 || o.Done
	x.linear = !x.hash(o)
	atomic.StorePointer(&o.idx, unsafe.Pointer(x))
	return x
}

// hash searches a multiplier under which every key's hashWord lands in a slot of its
// own, in a table of 1, 2, 4 or 8 times the keys' count rounded up to a power of two; none
// found (keys alike in length and in their first and last eight bytes), it reports false and
// the keys are compared in order.
func (x *index) hash(o *Object) bool {
	n := len(o.Fields)
	size := 2
	for size < n {
		size <<= 1
	}
	for ; size <= 8*max(n, 1) && size <= 256; size <<= 1 {
		shift := uint8(64 - bits.TrailingZeros(uint(size)))
		slots := make([]slot, size)
	try:
		for t := range 64 {
			m := uint64(0x9E3779B97F4A7C15) + uint64(t)*0x632BE59BD9B4E019 | 1
			clear(slots)
			for i := range o.Fields {
				k := o.Fields[i].Key
				w := keyWord([]byte(k))
				h := (hashWord(w, tailWord([]byte(k)), len(k)) * m) >> shift
				if slots[h].field != 0 {
					continue try
				}
				slots[h] = slot{word: w, tail: tailWord([]byte(k)), n: int32(len(k)), field: int32(i + 1), f: &o.Fields[i]}
			}
			x.slots, x.mul, x.shift = slots, m, shift
			return true
		}
	}
	return false
}

// tableSets reports whether the table sets f's default (the generator's setsDefault): a
// string, an integer, a boolean or a float64 it reads, not through a pointer; the struct's
// code sets any other (Fill+i), a type read from text by its UnmarshalText of the
// default's string (Walk.Text).
func (f *Field) tableSets() bool {
	switch f.Read {
	case ReadString, ReadInt, ReadUint, ReadBool, ReadFloat:
		return f.Has == HasDefault && !f.Ptr
	}
	return false
}

// defaultOf is f's default (tableSets), read from its JSON text as a sent value is read
// (a string rewritten as f says). The generator wrote the text from a default load checked
// against the field.
func defaultOf(f *Field) value {
	var d Decoder
	d.Reset([]byte(f.Default), stitch.Limits{})
	var v value
	switch f.Read {
	case ReadString, ReadText:
		v.s, _ = d.String(f.Want)
		v.s = f.Rewrite.apply(v.s)
	case ReadInt:
		n, _ := d.readInt(bitsOf(f.Bits), f.Want, false)
		v.n = uint64(n)
	case ReadUint:
		v.n, _ = d.readUint(bitsOf(f.Bits), f.Want, false)
	case ReadBool:
		if b, _ := d.Bool(f.Want); b {
			v.n = 1
		}
	case ReadFloat:
		x, _ := d.Float(64, f.Want)
		v.n = math.Float64bits(x)
	}
	return v
}

// setDefaults sets the defaults of the fields in m (a bit a field) that the table sets.
func (w *Walk) setDefaults(m uint64) {
	for ; m != 0; m &= m - 1 {
		i := bits.TrailingZeros64(m)
		f, v := &w.x.o.Fields[i], w.x.defaults[i]
		q := unsafe.Add(w.p, f.Off)
		switch f.Read {
		case ReadString:
			*(*string)(q) = v.s
		case ReadInt:
			setInt(q, f.Bits, int64(v.n))
		case ReadUint:
			setUint(q, f.Bits, v.n)
		case ReadBool:
			*(*bool)(q) = v.n != 0
		case ReadFloat:
			*(*float64)(q) = math.Float64frombits(v.n)
		}
	}
}

// keyWord is the first eight bytes of a key, little-endian, zero-padded.
func keyWord(k []byte) uint64 {
	if len(k) >= 8 {
		return binary.LittleEndian.Uint64(k)
	}
	var w uint64
	for i := len(k) - 1; i >= 0; i-- {
		w = w<<8 | uint64(k[i])
	}
	return w
}

// tailWord is the last eight bytes of a key longer than eight, little-endian, else 0: keys
// alike in their first eight bytes and their length ("resource_name", "resource_type") differ
// there.
func tailWord(k []byte) uint64 {
	if n := len(k); n > 8 {
		return binary.LittleEndian.Uint64(k[n-8:])
	}
	return 0
}

// hashWord is what a key's slot is computed from: its first and last eight bytes and its
// length.
func hashWord(word, tail uint64, n int) uint64 {
	return word ^ bits.RotateLeft64(tail, 29) ^ uint64(n)<<56 ^ uint64(n)
}

// Requires is a field's requires=: when the key of field By is sent, the key of field
// Key must be.
type Requires struct{ By, Key uint8 }

// Field is one key of an Object.
type Field struct {
	Key string
	// Off is the offset of the field in the struct (unsafe.Offsetof).
	Off  uintptr
	Read Read
	Has  Has
	// Bits is an integer's size in bits (0: Go's int or uint); Sides the bounds it
	// declares (IntIn).
	Bits  uint8
	Sides Sides
	// Check names the value's checks: a string's characters or an integer's value
	// (CheckMin, CheckMax with Min, Max), a float's bounds (with Lower, Upper), Enum's
	// members, a Pattern, a Format, and how they apply (CheckZeroOK, CheckLabel): see Check.
	Check   Check
	Format  Format
	Pattern Matcher
	// Want is what the value should be, in its messages: "expected <Want>, got …".
	Want     string
	Min, Max int64 // as uint64 for an unsigned integer
	Enum     []string
	// Default is the JSON text of an optional key's default (HasDefault), which the
	// message on a null names; In the labels that require a variant's key, which the
	// message on its absence names.
	Default string
	In      string
	// Fill: the key has a default, set when it is not sent: by the table for a string, an
	// integer, a boolean or a float64 it reads (not through a pointer), else by the
	// struct's code (Fill+i).
	Fill bool
	// Coerce: an integer or a boolean may come as a string holding one (coerce).
	Coerce bool
	// Ptr: the field is a pointer to the value (a string, a bool, an integer, a float64
	// or a time.Time), from the Decoder's slabs; Null: a null sent is a nil pointer.
	Ptr, Null bool
	// A float's bounds (CheckMin, CheckMax, CheckGt, CheckLt), and their texts as
	// written.
	Lower, Upper         float64
	LowerText, UpperText string
	// Count checks a []string's items (ReadStrings) or a map's entries (ReadStringMap):
	// at least Lo (CheckMin), at most Hi (CheckMax: a list's items past Hi are read and
	// checked, not kept); Items is the count in words ("at most 10 items").
	Count  Check
	Lo, Hi int
	Items  string
	// Obj is the table of a nested struct (ReadObject), which reads all of it, or of a
	// list's items (ReadObjects), read into the chunks of Elems, their count checked as
	// Count says.
	Obj   *Object
	Elems *Elems
	// Rewrite is what is done to a string (or a string item, a map's value) before its
	// checks: trim, then lower or upper. How names it for the messages that quote what
	// was sent ("trim and lower"): empty where none does.
	Rewrite Rewrite
	How     string
}

// Rewrite names the rewrites a table applies to a string before its checks, in this order.
type Rewrite uint8

// The rewrites: trim (strings.TrimSpace), then lower (strings.ToLower) or upper
// (strings.ToUpper).
const (
	RewriteTrim Rewrite = 1 << iota
	RewriteLower
	RewriteUpper
)

// apply is s rewritten by r.
func (r Rewrite) apply(s string) string {
	if r&RewriteTrim != 0 {
		s = strings.TrimSpace(s)
	}
	if r&RewriteLower != 0 {
		s = strings.ToLower(s)
	}
	if r&RewriteUpper != 0 {
		s = strings.ToUpper(s)
	}
	return s
}

// Read is how a Field's value is read.
type Read uint8

// How a value is read: by the struct's code (Walk), or as a string, a signed or unsigned
// integer (Bits), a boolean, a []string whose items have the Field's checks and whose
// count Count says, a float64, a map[string]string whose values have the Field's
// checks and whose entries Count counts, a nested struct by its own table (Obj), a
// time.Time (RFC 3339), the string of a type that reads itself from text, with the
// Field's checks, which the struct's code then hands to the type's UnmarshalText
// (Walk.Text), or a list of structs each read by the table Obj (whose count Count says).
const (
	ReadCode Read = iota
	ReadString
	ReadInt
	ReadUint
	ReadBool
	ReadStrings
	ReadFloat
	ReadStringMap
	ReadObject
	ReadTime
	ReadText
	ReadObjects
)

// Has is what sending a Field's key means, and its absence.
type Has uint8

// A key's presence: required (a null is read as the value, a type issue, but as absent
// under stitch.WireNullAbsent); optional (a null is answered with "leave the key out");
// with a default (the same, naming it); nullable (a null is a value), optional or
// required (a required key of any JSON value too: it cannot be absent, so its null is
// the value); any JSON value optional (a null is one, but absent where such values
// travel as JSON text). HasAnyRequired is what an earlier stitchgen wrote for a required
// key of any JSON value (read as HasAny is; no stitchgen writes it now). A required key of a
// union's variant names the labels that require it (Field.In) when it is missing.
const (
	HasRequired Has = iota
	HasOptional
	HasDefault
	HasNullable
	HasNullableRequired
	HasAny
	HasAnyRequired
)

// Check names the checks a table runs on a value.
type Check uint16

// The checks: a string's characters or an integer's value at least Min, at most Max;
// one of Enum; a Format; the zero value not checked (zero-ok); CheckLabel: the string is
// a variant's discriminator, whose label chose the variant (not checked again when the
// object is read as that variant).
const (
	CheckMin Check = 1 << iota
	CheckMax
	CheckEnum
	CheckFormat
	CheckZeroOK
	CheckLabel
	// A float's: integral (int); above Lower (CheckGt), below Upper (CheckLt); CheckMin
	// and CheckMax are its inclusive bounds Lower and Upper, exact as sent (LowerText,
	// UpperText decide a value that rounds onto the bound).
	CheckInt
	CheckGt
	CheckLt
	// A string's pattern (Field.Pattern).
	CheckPattern
)

// Matcher is a compiled pattern: a DFA, or a *regexp.Regexp for what a DFA does not
// compile.
type Matcher interface{ MatchString(s string) bool }

// Format names a portable format for a check by its index (the order of
// stitch.PortableFormats, from 1), not by its name: Decoder.CheckFormatOf, a table's
// Field.Format.
type Format uint8

// The portable formats, in the order of stitch.PortableFormats (TestFormatConstants).
const (
	FormatDate Format = iota + 1
	FormatTime
	FormatDateTime
	FormatDuration
	FormatURI
	FormatURIReference
	FormatURITemplate
	FormatEmail
	FormatHostname
	FormatIPv4
	FormatIPv6
	FormatRegex
	FormatUUID
	FormatJSONPointer
	FormatRelativeJSONPointer
)

// CheckFormatOf is CheckFormat of the portable format f, named by its index: no search
// by name on the way to its judge.
//
//	d.CheckFormatOf(stitchimpl.FormatEmail, x0)
func (d *Decoder) CheckFormatOf(f Format, s string) {
	if d.fatal || check.ValidFormatAt(int(f)-1, s) || d.over() {
		return
	}
	d.record(stitch.CodeFormat, formatMessage(check.FormatName(int(f)-1), s), false, "")
}

// Other is what an Object does with a key of none of its fields.
type Other uint8

// A key of no field: an unknown_key issue; skipped; read into the rest map by the
// struct's code.
const (
	OtherUnknown Other = iota
	OtherSkip
	OtherRest
)

// What a Walk asks the struct's code for, besides a field's value (At, its index).
const (
	Fill = 1 << 10 // Fill+i: field i's default, its key not sent
	Rest = -1      // a key of no field, into the rest map (OtherRest)
	Done = -2      // after the keys: the refine functions (Object.Done)
)

// Walk is the reading of one object by its table, for a struct with code (see Object):
//
//	w := d.Walk(stitchObjCreateIssue, unsafe.Pointer(v), u)
//	for d.Next(&w) {
//		switch w.At {
//		case 3: // labels: read by code
//			…
//		}
//	}
//
// It lives in the generated function's frame: the table, the struct and what was seen
// stay on the stack, and the code is a switch of the same function, not a function value
// (which would move the struct and the Decoder to the heap).
type Walk struct {
	// At is what the code must read: field At's value, Fill+i, Rest or Done.
	At int
	// Mark is the issue count before the object's first key (Decoder.Mark).
	Mark int
	x    *index
	p    unsafe.Pointer
	u    *Union
	seen uint64
	// fills are the defaults still to fill once the keys are read (ended), and done
	// whether Done is still to ask.
	fills       uint64
	ended, done bool
	// text is the string a ReadText field's code reads its value from (Text).
	text string
}

// Object reads one object by its table into the struct at p, for a struct whose table
// reads every key: its '{' first when u is nil, else (a variant of the union u, its label
// read) its keys after the '{'.
func (d *Decoder) Object(o *Object, p unsafe.Pointer, u *Union) {
	w := Walk{x: o.indexOf(), p: p, u: u, Mark: d.count}
	if u == nil && !d.BeginObject() {
		return
	}
	d.walkKeys(&w)
	if w.endWork() {
		d.ended(&w) // no defaults, no Done: the table reads every key
	}
}

// Walk starts reading one object by its table into the struct at p, as Object does;
// Decoder.Next goes on.
func (d *Decoder) Walk(o *Object, p unsafe.Pointer, u *Union) Walk {
	w := Walk{x: o.indexOf(), p: p, u: u, Mark: d.count}
	if u == nil && !d.BeginObject() {
		w.ended = true
	}
	return w
}

// Next reads the object's keys until one its table does not read, and reports true with
// w.At saying what the struct's code must do; at the end it judges the keys (required,
// defaults, requires=) and reports false.
func (d *Decoder) Next(w *Walk) bool {
	if !w.ended {
		if d.walkKeys(w) {
			return true
		}
		w.ended = true
		return w.endWork() && d.ended(w)
	}
	return (w.fills != 0 || w.done) && d.fill(w)
}

// endWork reports whether the end of w's object has work: a required key not sent, a
// default, requires=, Done (else ended would find nothing to do).
func (w *Walk) endWork() bool { return w.x.more || w.x.required&^w.seen != 0 }

// ended judges an object's keys once read: the required ones missing, requires=; then it
// asks the code for the first default to fill (true), or for Done.
func (d *Decoder) ended(w *Walk) bool {
	x := w.x
	if missing := x.required &^ w.seen; missing != 0 {
		d.missingKeys(w, missing)
	}
	for _, r := range x.o.Requires {
		if w.seen&(1<<r.By) != 0 && w.seen&(1<<r.Key) == 0 {
			d.MissingWith(x.o.Fields[r.Key].Key, x.o.Fields[r.By].Key)
		}
	}
	if m := x.sets &^ w.seen; m != 0 {
		w.setDefaults(m)
	}
	w.fills, w.done = x.fills&^w.seen, x.o.Done
	return d.fill(w)
}

// fill asks the code for the next default to fill, then for Done; false when neither is
// left.
func (d *Decoder) fill(w *Walk) bool {
	switch {
	case w.fills != 0:
		i := bits.TrailingZeros64(w.fills)
		w.At = Fill + i
		w.fills &= w.fills - 1
		if w.x.o.Fields[i].Read == ReadText {
			w.text = w.x.defaults[i].s
		}
	case w.done:
		w.At, w.done = Done, false
	default:
		return false
	}
	return true
}

// walkKeys reads keys and their values until one for the struct's code (true, w.At set) or
// the object's end (false).
func (d *Decoder) walkKeys(w *Walk) bool {
	x, p := w.x, w.p
	o := x.o
	for d.NextKey() {
		// find, inline: the slot of the key's first and last eight bytes and length, and
		// the field there if its key is this one.
		k := d.Key()
		n := len(k)
		var word uint64
		if n >= 8 {
			word = binary.LittleEndian.Uint64(k)
		} else if cap(k) >= 8 { // the bytes after the key are the data's: masked off
			word = binary.LittleEndian.Uint64(k[:8]) & (1<<(8*n) - 1)
		} else {
			word = keyWord(k)
		}
		i := -1
		var f *Field
		if !x.linear {
			// A key of at most 16 bytes is its first and last eight: equal words, equal keys.
			tail := tailWord(k)
			if sl := &x.slots[(hashWord(word, tail, n)*x.mul)>>(x.shift&63)&uint64(len(x.slots)-1)]; sl.word == word && sl.tail == tail && int(sl.n) == n && sl.field != 0 {
				if i, f = int(sl.field)-1, sl.f; n > 16 && f.Key[8:n-8] != string(k[8:n-8]) {
					i = -1
				}
			}
		} else if i = o.find(k); i >= 0 {
			f = &o.Fields[i]
		}
		if i < 0 {
			switch o.Other {
			case OtherSkip:
				d.Skip()
			case OtherRest:
				w.At = Rest
				return true
			default:
				d.Unknown(w.u, o.Keys)
			}
			continue
		}
		bit := uint64(1) << i
		switch f.Has {
		case HasRequired: // Field, by hand: its call here ran 0.3–0.9% more instructions
			if d.nulls || w.seen&bit != 0 {
				if !d.fieldSlow(&w.seen, bit) {
					continue
				}
			} else {
				w.seen |= bit
			}
		case HasOptional:
			if !d.FieldOpt(&w.seen, bit) {
				continue
			}
		case HasDefault:
			if !d.FieldDefault(&w.seen, bit, f.Default) {
				continue
			}
		case HasNullable, HasNullableRequired:
			if !d.First(&w.seen, bit) {
				continue
			}
		default:
			if !d.FieldAny(&w.seen, bit) {
				continue
			}
		}
		q := unsafe.Add(p, f.Off)
		if f.Ptr {
			if q = d.pointee(f, q); q == nil {
				continue // a null: nil
			}
		}
		switch f.Read {
		case ReadString:
			if s, ok := d.String(f.Want); ok {
				switch c := f.Check; {
				case f.Rewrite != 0:
					s = d.checked(f, s)
				case c == 0, c&CheckLabel != 0 && w.u != nil, s == "" && c&CheckZeroOK != 0:
				case c == CheckMin|CheckMax: // Chars, inline
					if n := len(s); n < 4*int(f.Min) || n > int(f.Max) {
						d.chars(s, int(f.Min), int(f.Max), f.expected())
					}
				default:
					d.stringChecks(f, s, s)
				}
				*(*string)(q) = s
			}
		case ReadText:
			if d.readText(f, w) {
				w.At = i
				return true
			}
		case ReadTime:
			if t, ok := d.Time(""); ok {
				*(*time.Time)(q) = t
			}
		case ReadStrings:
			d.readStrings(f, (*[]string)(q))
		case ReadStringMap:
			d.readStringMap(f, (*map[string]string)(q))
		case ReadObject:
			d.Object(f.Obj, q, nil)
		case ReadObjects:
			d.readObjects(f, (*[]byte)(q))
		case ReadFloat:
			if v, ok := d.Float(64, f.Want); ok {
				if f.Check != 0 && (v != 0 || f.Check&CheckZeroOK == 0) {
					d.floatChecks(f, v)
				}
				*(*float64)(q) = v
			}
		case ReadInt:
			d.declared = f.Sides // IntIn, or IntCoerceIn
			v, ok := d.readInt(bitsOf(f.Bits), f.Want, f.Coerce)
			d.declared = 0
			if ok {
				if f.Check != 0 && (v != 0 || f.Check&CheckZeroOK == 0) {
					d.intChecks(f, v)
				}
				setInt(q, f.Bits, v)
			}
		case ReadUint:
			d.declared = f.Sides // UintIn, or UintCoerceIn
			v, ok := d.readUint(bitsOf(f.Bits), f.Want, f.Coerce)
			d.declared = 0
			if ok {
				if f.Check != 0 && (v != 0 || f.Check&CheckZeroOK == 0) {
					d.uintChecks(f, v)
				}
				setUint(q, f.Bits, v)
			}
		case ReadBool:
			var v, ok bool
			if f.Coerce {
				v, ok = d.BoolCoerce(f.Want)
			} else {
				v, ok = d.Bool(f.Want)
			}
			if ok {
				*(*bool)(q) = v
			}
		default:
			w.At = i
			return true
		}
	}
	return false
}

// missingKeys records the required keys not sent (missing, a bit a field), once the
// object's keys are read.
func (d *Decoder) missingKeys(w *Walk, missing uint64) {
	for ; missing != 0; missing &= missing - 1 {
		f := &w.x.o.Fields[bits.TrailingZeros64(missing)]
		if f.In != "" {
			d.MissingIn(w.u, f.Key, f.In)
		} else {
			d.Missing(f.Key)
		}
	}
}

// find returns the index of the field whose key is k, or -1, comparing the keys in
// order (for keys no multiplier separates).
func (o *Object) find(k []byte) int {
	for i := range o.Fields {
		if o.Fields[i].Key == string(k) {
			return i
		}
	}
	return -1
}

// pointee points the pointer field at q to a new value from the Decoder's slabs and
// returns where that value is, or stores nil and returns nil for a null when the field
// takes one (Field.Null).
func (d *Decoder) pointee(f *Field, q unsafe.Pointer) unsafe.Pointer {
	if f.Null && d.Null() {
		*(*unsafe.Pointer)(q) = nil
		return nil
	}
	v := d.newValue(f)
	*(*unsafe.Pointer)(q) = v
	return v
}

// newValue is a new zero value of what f reads, from the Decoder's slabs (a time.Time
// from the heap).
func (d *Decoder) newValue(f *Field) unsafe.Pointer {
	switch f.Read {
	case ReadString:
		return unsafe.Pointer(d.NewString())
	case ReadTime:
		return unsafe.Pointer(new(time.Time))
	case ReadBool:
		return unsafe.Pointer(d.NewBool())
	case ReadFloat:
		return unsafe.Pointer(d.NewFloat64())
	case ReadUint:
		switch f.Bits {
		case 8:
			return unsafe.Pointer(d.NewUint8())
		case 16:
			return unsafe.Pointer(d.NewUint16())
		case 32:
			return unsafe.Pointer(d.NewUint32())
		case 64:
			return unsafe.Pointer(d.NewUint64())
		}
		return unsafe.Pointer(d.NewUint())
	}
	switch f.Bits {
	case 8:
		return unsafe.Pointer(d.NewInt8())
	case 16:
		return unsafe.Pointer(d.NewInt16())
	case 32:
		return unsafe.Pointer(d.NewInt32())
	case 64:
		return unsafe.Pointer(d.NewInt64())
	}
	return unsafe.Pointer(d.NewInt())
}

// floatChecks runs a float64's checks, in the generated code's order: integral, then
// its lower and its upper bound.
func (d *Decoder) floatChecks(f *Field, x float64) {
	c := f.Check
	if c&CheckInt != 0 && (x != math.Trunc(x) || !IsIntegral(d.NumberText())) {
		d.FailNumber(stitch.CodeInvalidType, f.expected()+"the number ")
	}
	if c&CheckGt != 0 && x <= f.Lower || c&CheckMin != 0 && (x < f.Lower || x == f.Lower && CompareNumber(d.NumberText(), f.LowerText) < 0) {
		d.FailNumber(stitch.CodeTooSmall, f.expected())
	}
	if c&CheckLt != 0 && x >= f.Upper || c&CheckMax != 0 && (x > f.Upper || x == f.Upper && CompareNumber(d.NumberText(), f.UpperText) > 0) {
		d.FailNumber(stitch.CodeTooBig, f.expected())
	}
}

// readStringMap reads a map[string]string whose values have f's checks (ReadStringMap),
// into the map at dst (made when nil).
func (d *Decoder) readStringMap(f *Field, dst *map[string]string) {
	if !d.BeginObject() {
		return
	}
	m := *dst
	if m == nil {
		m = make(map[string]string)
	}
	for d.NextKey() {
		k := string(d.KeyString())
		if _, dup := m[k]; dup {
			d.Duplicate()
			continue
		}
		m[k] = d.item(f)
	}
	*dst = m
	d.checkCount(f, len(m))
}

// item reads one string item of a []string or a map[string]string with f's checks: the
// string, or "" after an issue.
func (d *Decoder) item(f *Field) string {
	s, ok := d.String(f.Want)
	if ok {
		s = d.checked(f, s)
	}
	return s
}

// checked is the string s after f's rewrites, with f's checks run on that (their
// messages quote s where f.How says so).
func (d *Decoder) checked(f *Field, s string) string {
	x := s
	if f.Rewrite != 0 {
		x = f.Rewrite.apply(s)
	}
	if f.Check != 0 && (x != "" || f.Check&CheckZeroOK == 0) {
		d.stringChecks(f, x, s)
	}
	return x
}

// readText reads the string of a type that reads itself from text (ReadText), with f's
// rewrites and checks: true, the string in w.Text, when they passed, for the struct's
// code to hand to the type's UnmarshalText (the call is the code's, so that escape
// analysis sees where the field's address goes).
func (d *Decoder) readText(f *Field, w *Walk) bool {
	m := d.Mark()
	s, ok := d.String(f.Want)
	if !ok {
		return false
	}
	s = d.checked(f, s)
	if d.Since(m) {
		return false
	}
	w.text = s
	return true
}

// Text is the string the struct's code hands to the UnmarshalText of field At's type
// (ReadText), or, at Fill+i, field i's default: read and checked by the table.
func (w *Walk) Text() []byte { return []byte(w.text) }

// checkCount checks the count of a list's items or a map's entries (Field.Count).
func (d *Decoder) checkCount(f *Field, n int) {
	if f.Count == 0 {
		return
	}
	lo := 0
	if f.Count&CheckMin != 0 {
		lo = f.Lo
	}
	if n < lo || f.Count&CheckMax != 0 && n > f.Hi {
		d.countOut(n, lo, "expected "+f.Items+", got ")
	}
}

// readObjects reads a list of structs by their table (ReadObjects) into the slice at dst,
// whatever its element type: a slice's header is the same for all (dst is its address as a
// *[]byte, whose length and capacity count elements). Each item is read into the next
// zero element of the buffer's chunks; an item past Count's Hi, read and checked, is not
// kept, into a zero element of its own.
func (d *Decoder) readObjects(f *Field, dst *[]byte) {
	if !d.BeginArray() {
		return
	}
	b := f.Elems.Get()
	n := 0
	for d.NextItem() {
		var at unsafe.Pointer
		if f.Count&CheckMax == 0 || n < f.Hi {
			at = b.Add()
		} else {
			at, _ = f.Elems.chunk(1)
		}
		d.Object(f.Obj, at, nil)
		n++
	}
	p, k := f.Elems.Keep(b, unsafe.Pointer(unsafe.SliceData(*dst)), cap(*dst))
	*dst = unsafe.Slice((*byte)(p), k)
	d.checkCount(f, n)
}

// readStrings reads a []string whose items have f's checks (ReadStrings).
func (d *Decoder) readStrings(f *Field, dst *[]string) {
	if !d.BeginArray() {
		return
	}
	b := d.StringItems()
	n := 0
	for d.NextItem() {
		e := d.item(f)
		if f.Count&CheckMax == 0 || n < f.Hi {
			b.Add(e)
		}
		n++
	}
	*dst = d.Strings((*dst)[:0], b)
	d.checkCount(f, n)
}

// expected is the start of a check's message: "expected <want>, got ".
func (f *Field) expected() string { return "expected " + f.Want + ", got " }

// stringChecks runs a string's table checks on x, in the generated code's order: its
// characters, its members, its pattern, its format. x is sent rewritten (Field.Rewrite):
// the messages of the first three quote sent too where f.How names the rewrites.
func (d *Decoder) stringChecks(f *Field, x, sent string) {
	if f.Check&(CheckMin|CheckMax) != 0 {
		lo, hi := int(f.Min), math.MaxInt
		if f.Check&CheckMax != 0 {
			hi = int(f.Max)
		}
		if n := len(x); n < 4*lo || n > hi {
			if f.How != "" {
				d.charsAs(x, sent, f.How, lo, hi, f.expected())
			} else {
				d.chars(x, lo, hi, f.expected())
			}
		}
	}
	if f.Check&CheckEnum != 0 && !slices.Contains(f.Enum, x) {
		if f.How != "" {
			d.FailStringAs(stitch.CodeInvalidEnum, f.expected(), sent, x)
		} else {
			d.FailEnum(f.expected(), x, f.Enum...)
		}
	}
	if f.Check&CheckPattern != 0 && !f.Pattern.MatchString(x) {
		if f.How != "" {
			d.FailStringAs(stitch.CodePattern, f.expected(), sent, x)
		} else {
			d.FailString(stitch.CodePattern, f.expected(), x)
		}
	}
	if f.Check&CheckFormat != 0 {
		d.CheckFormatOf(f.Format, x)
	}
}

// intChecks runs a signed integer's bounds.
func (d *Decoder) intChecks(f *Field, x int64) {
	if f.Check&CheckMin != 0 && x < f.Min {
		d.FailInt(stitch.CodeTooSmall, f.expected(), x)
	} else if f.Check&CheckMax != 0 && x > f.Max {
		d.FailInt(stitch.CodeTooBig, f.expected(), x)
	}
}

// uintChecks runs an unsigned integer's bounds.
func (d *Decoder) uintChecks(f *Field, x uint64) {
	if f.Check&CheckMin != 0 && x < uint64(f.Min) {
		d.FailUint(stitch.CodeTooSmall, f.expected(), x)
	} else if f.Check&CheckMax != 0 && x > uint64(f.Max) {
		d.FailUint(stitch.CodeTooBig, f.expected(), x)
	}
}

// bitsOf is the bits an integer field is read in: 0 is Go's int, read in 64.
func bitsOf(bits uint8) int {
	if bits == 0 {
		return 64
	}
	return int(bits)
}

// setInt stores x in the signed integer of bits at q (0: an int).
func setInt(q unsafe.Pointer, bits uint8, x int64) {
	switch bits {
	case 0:
		*(*int)(q) = int(x)
	case 8:
		*(*int8)(q) = int8(x)
	case 16:
		*(*int16)(q) = int16(x)
	case 32:
		*(*int32)(q) = int32(x)
	default:
		*(*int64)(q) = x
	}
}

// setUint stores x in the unsigned integer of bits at q (0: a uint).
func setUint(q unsafe.Pointer, bits uint8, x uint64) {
	switch bits {
	case 0:
		*(*uint)(q) = uint(x)
	case 8:
		*(*uint8)(q) = uint8(x)
	case 16:
		*(*uint16)(q) = uint16(x)
	case 32:
		*(*uint32)(q) = uint32(x)
	default:
		*(*uint64)(q) = x
	}
}

// FormatOf is the Format a table names the portable format of that name by, or 0 for
// another name (one allowed with -allow-formats, which the parser does not check).
func FormatOf(name string) Format {
	for i, n := range stitch.PortableFormats {
		if n == name {
			return Format(i + 1)
		}
	}
	return 0
}
