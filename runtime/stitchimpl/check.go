package stitchimpl

import (
	"math"
	"unicode/utf8"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// The checks below are what a generated decoder writes for a key's bounds and
// presence, one call each in place of the if statements they stand for. Each is
// inlined (TestCheckHelpersInline): with the literal bounds a decoder passes, the
// compiler reduces it to the comparison the decoder would spell, and only a value
// that breaks a bound goes out of line, to the Fail helper that writes the message.

// Chars checks that s, a string of lo to hi characters (lo 0: no minimum), has as
// many. A rune is 1 to 4 bytes, so the runes are counted only when the byte count
// says a bound may break:
//
//	d.Chars(x0, 1, 120, "expected a string of 1 to 120 characters, got ")
func (d *Decoder) Chars(s string, lo, hi int, message string) {
	if n := len(s); n < 4*lo || n > hi {
		d.chars(s, lo, hi, message)
	}
}

// CharsMin is Chars for a string of at least lo characters.
func (d *Decoder) CharsMin(s string, lo int, message string) {
	if len(s) < 4*lo {
		d.chars(s, lo, math.MaxInt, message)
	}
}

// CharsAs is Chars for a string a rewrite (how: "trim", "lower", …) made from sent,
// which the message quotes.
func (d *Decoder) CharsAs(s, sent, how string, lo, hi int, message string) {
	if len(s) < 4*lo || len(s) > hi {
		d.charsAs(s, sent, how, lo, hi, message)
	}
}

// CharsMinAs is CharsAs for a string of at least lo characters.
func (d *Decoder) CharsMinAs(s, sent, how string, lo int, message string) {
	if len(s) < 4*lo {
		d.charsAs(s, sent, how, lo, math.MaxInt, message)
	}
}

func (d *Decoder) chars(s string, lo, hi int, message string) {
	if n := utf8.RuneCountInString(s); n < lo {
		d.FailChars(stitch.CodeTooSmall, message, n)
	} else if n > hi {
		d.FailChars(stitch.CodeTooBig, message, n)
	}
}

func (d *Decoder) charsAs(s, sent, how string, lo, hi int, message string) {
	if n := utf8.RuneCountInString(s); n < lo {
		d.FailCharsAs(stitch.CodeTooSmall, message, sent, how, n)
	} else if n > hi {
		d.FailCharsAs(stitch.CodeTooBig, message, sent, how, n)
	}
}

// Count checks that n, the number of an array's items or an object's entries, is
// between lo and hi (lo 0: no minimum):
//
//	d.Count(n0, 1, 20000, "expected 1 to 20000 items, got ")
func (d *Decoder) Count(n, lo, hi int, message string) {
	if n < lo || n > hi {
		d.countOut(n, lo, message)
	}
}

// CountMin is Count for at least lo items or entries.
func (d *Decoder) CountMin(n, lo int, message string) {
	if n < lo {
		d.countOut(n, lo, message)
	}
}

func (d *Decoder) countOut(n, lo int, message string) {
	if n < lo {
		d.FailCount(stitch.CodeTooSmall, message, n)
	} else {
		d.FailCount(stitch.CodeTooBig, message, n)
	}
}

// IntRange checks that the integer x is between lo and hi:
//
//	d.IntRange(x0, 1, 100, "expected an integer between 1 and 100, got ")
func (d *Decoder) IntRange(x, lo, hi int64, message string) {
	if x < lo || x > hi {
		d.intOut(x, lo, message)
	}
}

// IntMin checks that the integer x is at least lo.
func (d *Decoder) IntMin(x, lo int64, message string) {
	if x < lo {
		d.FailInt(stitch.CodeTooSmall, message, x)
	}
}

// IntMax checks that the integer x is at most hi.
func (d *Decoder) IntMax(x, hi int64, message string) {
	if x > hi {
		d.FailInt(stitch.CodeTooBig, message, x)
	}
}

func (d *Decoder) intOut(x, lo int64, message string) {
	if x < lo {
		d.FailInt(stitch.CodeTooSmall, message, x)
	} else {
		d.FailInt(stitch.CodeTooBig, message, x)
	}
}

// UintRange checks that the unsigned integer x is between lo and hi.
func (d *Decoder) UintRange(x, lo, hi uint64, message string) {
	if x < lo || x > hi {
		d.uintOut(x, lo, message)
	}
}

// UintMin checks that the unsigned integer x is at least lo.
func (d *Decoder) UintMin(x, lo uint64, message string) {
	if x < lo {
		d.FailUint(stitch.CodeTooSmall, message, x)
	}
}

// UintMax checks that the unsigned integer x is at most hi.
func (d *Decoder) UintMax(x, hi uint64, message string) {
	if x > hi {
		d.FailUint(stitch.CodeTooBig, message, x)
	}
}

func (d *Decoder) uintOut(x, lo uint64, message string) {
	if x < lo {
		d.FailUint(stitch.CodeTooSmall, message, x)
	} else {
		d.FailUint(stitch.CodeTooBig, message, x)
	}
}

// Require records the required key as missing unless its bit is in seen, after an
// object's keys were read:
//
//	d.Require(seen, 1<<bName, "name")
func (d *Decoder) Require(seen, bit uint64, key string) {
	if seen&bit == 0 {
		d.Missing(key)
	}
}

// RequireWith records the key as missing when the key by was sent (its bit byBit in
// seenBy) and key was not (bit in seen), after an object's keys were read: by's
// requires=key.
//
//	d.RequireWith(seen, 1<<bResourceName, seen, 1<<bNamespaces, "namespaces", "resource_name")
func (d *Decoder) RequireWith(seenBy, byBit, seen, bit uint64, key, by string) {
	if seenBy&byBit != 0 && seen&bit == 0 {
		d.MissingWith(key, by)
	}
}

// RequireIn is Require for a key of a variant of the union u, which labels select
// (see MissingIn).
func (d *Decoder) RequireIn(seen, bit uint64, u *Union, key, labels string) {
	if seen&bit == 0 {
		d.MissingIn(u, key, labels)
	}
}
