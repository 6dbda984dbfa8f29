package stitch

import "strconv"

// Count spells n of a unit for a message: "1 character", "0 characters".
func Count(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	return strconv.Itoa(n) + " " + unit + "s"
}
