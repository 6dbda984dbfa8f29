package stitch

import "strconv"

// Count spells n of a unit for a message: "1 character", "0 characters".
func Count(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return strconv.Itoa(n) + " " + unit + "s"
}

// First marks a key as read: bit in *seen. It reports whether the key is new; a repeated
// key is a duplicate_key issue, its value skipped. Generated object decoders call it
// before reading a declared key's value.
func (d *Decoder) First(seen *uint64, bit uint64) bool {
	if *seen&bit != 0 {
		d.Duplicate()
		return false
	}
	*seen |= bit
	return true
}
