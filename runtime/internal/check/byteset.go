package check

// A byteSet holds 1 for each byte in the set and 0 for the others, so that span can test
// four bytes with four look-ups and one branch.
type byteSet [256]uint8

// setOf returns the set of the bytes in reports true for.
func setOf(in func(c byte) bool) *byteSet {
	var t byteSet
	for c := range 256 {
		if in(byte(c)) {
			t[c] = 1
		}
	}
	return &t
}

// span returns the index of the first byte of s at or after i that is not in t (len(s)
// if there is none). Format checkers skip their runs of plain bytes with it: four bytes a
// step while all four are in the set, then one at a time.
func (t *byteSet) span(s string, i int) int {
	for ; i+4 <= len(s); i += 4 {
		b := s[i : i+4]
		if t[b[0]]&t[b[1]]&t[b[2]]&t[b[3]] == 0 {
			break
		}
	}
	for i < len(s) && t[s[i]] != 0 {
		i++
	}
	return i
}
