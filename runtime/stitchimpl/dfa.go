package stitchimpl

// A DFA is a pattern (a pattern tag) that stitchgen compiled to a deterministic automaton
// over bytes, at generation time. It answers as regexp.MatchString on the same pattern
// does, at the cost of one table look-up per byte. stitchgen compiles only patterns whose
// every rune matcher matches ASCII alone (see gen/dfa.go for why bytes then suffice); the
// others stay regexps.
type DFA struct {
	class [256]uint8 // byte → class, a column of next
	next  []uint16   // row + class → next row; a state is known by its row's first index, state 0 (dead) by 0
	final []bool     // row → accepts when the input ends there
	start int        // the start state's row
}

// NewDFA builds a DFA from its generated tables (at most 255 states, as uint8 allows).
// classes lists the byte classes but the first (every byte not listed), each as ranges of
// bytes ("09az": 0-9 and a-z). next holds a row of len(classes)+1 next states for each state
// from 1, the start state, on (state 0 cannot match and has no row). final lists the states
// that accept at the end of the input.
//
// The DFA knows a state by where its row starts, so that a step is two look-ups and an
// add: a multiplication by the row width on each byte would lengthen the chain every
// step waits on.
func NewDFA(classes []string, next []uint8, final []uint8) *DFA {
	width := len(classes) + 1
	m := &DFA{start: width}
	for k, ranges := range classes {
		for i := 0; i+1 < len(ranges); i += 2 {
			for c := int(ranges[i]); c <= int(ranges[i+1]); c++ {
				m.class[c] = uint8(k + 1)
			}
		}
	}
	m.next = make([]uint16, width+len(next))
	for i, st := range next {
		m.next[width+i] = uint16(int(st) * width)
	}
	m.final = make([]bool, len(m.next))
	for _, st := range final {
		m.final[int(st)*width] = true
	}
	return m
}

// MatchString reports whether s holds a match of the pattern, as regexp.MatchString does.
//
// The dead state's row leads back to itself and is not final, so no step tests for it: a
// string that left the pattern is read to its end, as the string itself was, and refused
// there.
func (m *DFA) MatchString(s string) bool {
	row := m.start
	next := m.next
	for i := 0; i < len(s); i++ {
		row = int(next[row+int(m.class[s[i]])])
	}
	return m.final[row]
}
