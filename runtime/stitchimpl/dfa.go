package stitchimpl

// A DFA is a pattern (a pattern tag) that stitchgen compiled to a deterministic automaton
// over bytes, at generation time. It answers as regexp.MatchString on the same pattern
// does, at the cost of one table look-up per byte. stitchgen compiles only patterns whose
// every rune matcher matches ASCII alone (see gen/dfa.go for why bytes then suffice); the
// others stay regexps.
type DFA struct {
	class [256]uint8 // byte → class, a column of next
	width int        // classes: the length of a row of next
	next  []uint8    // state*width + class → next state; state 0 is dead
	final []bool     // state → accepts when the input ends there
}

// NewDFA builds a DFA from its generated tables. classes lists the byte classes but the
// first (every byte not listed), each as ranges of bytes ("09az": 0-9 and a-z). next holds
// a row of len(classes)+1 next states for each state from 1, the start state, on (state 0
// cannot match and has no row). final lists the states that accept at the end of the input.
func NewDFA(classes []string, next []uint8, final []uint8) *DFA {
	m := &DFA{width: len(classes) + 1}
	for k, ranges := range classes {
		for i := 0; i+1 < len(ranges); i += 2 {
			for c := int(ranges[i]); c <= int(ranges[i+1]); c++ {
				m.class[c] = uint8(k + 1)
			}
		}
	}
	m.next = make([]uint8, m.width, m.width+len(next))
	m.next = append(m.next, next...)
	m.final = make([]bool, len(m.next)/m.width)
	for _, s := range final {
		m.final[s] = true
	}
	return m
}

// MatchString reports whether s holds a match of the pattern, as regexp.MatchString does.
func (m *DFA) MatchString(s string) bool {
	st := 1
	for i := 0; i < len(s); i++ {
		st = int(m.next[st*m.width+int(m.class[s[i]])])
		if st == 0 {
			return false
		}
	}
	return m.final[st]
}
