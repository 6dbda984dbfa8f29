package gen

import (
	"github.com/dave/jennifer/jen"
	"regexp/syntax"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// A pattern tag is RE2, and regexp's matcher costs most of a parse where one is checked
// (an NFA or one-pass walk over each rune). Most tool patterns are short anchored runs of
// ASCII classes (`^\+[1-9][0-9]{6,14}$`), so the generator compiles those to a DFA over
// bytes that the runtime runs as a table walk (stitchimpl.DFA); any other pattern stays a
// regexp. The DFA is built from the very program regexp runs (regexp/syntax, simplified
// as regexp.Compile does it), so the two agree on every input; dfa_test.go checks that
// against regexp, and FuzzDFA keeps checking it.
//
// Why bytes are enough: a pattern is compiled only when every instruction that consumes
// input matches ASCII runes alone (no '.', no negated or non-ASCII class, no case folding
// that reaches outside ASCII). An ASCII byte is always a whole rune in Go's decoding, even
// in invalid UTF-8, and a byte ≥ 0x80 can only belong to a rune no instruction matches;
// so walking bytes takes the same paths as walking runes.

// maxDFAStates bounds a compiled DFA (state numbers are bytes); a pattern that needs more
// stays a regexp.
const maxDFAStates = 250

// dfa is a pattern compiled to a byte DFA, in the form stitchimpl.NewDFA takes.
type dfa struct {
	// classes lists the byte classes but the first (every byte not listed) as ranges of
	// bytes: "09az" is 0-9 and a-z.
	classes []string
	// next is the transition table: one row of len(classes)+1 next states per state,
	// from state 1 (the start) on; state 0 is the dead state, whose row is implied.
	next [][]uint8
	// final lists the states that accept when the input ends there.
	final []uint8
}

// compileDFA compiles an RE2 pattern to a byte DFA, or reports false when the pattern is
// not one this compiler takes (see above) or does not compile.
func compileDFA(pattern string) (*dfa, bool) {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return nil, false
	}
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return nil, false
	}
	b := &dfaBuilder{prog: prog, index: map[string]uint8{}, slot: map[uint32]int{}}
	return b.build()
}

// dfaBuilder runs the subset construction over a regexp/syntax program.
type dfaBuilder struct {
	prog *syntax.Prog
	// sig[c] is, for byte c, which consuming instructions match it (one byte per pc);
	// bytes with the same signature form one class.
	sig [256]string
	// states are the DFA states found so far, each a sorted set of consuming pcs (and a
	// marker for an accepted prefix or a pending end of text); index finds them by key.
	states []dfaState
	index  map[string]uint8
	// slot[pc] is the position of consuming instruction pc in a signature.
	slot map[uint32]int
}

// dfaState is one DFA state: the program threads alive at some point of the input.
type dfaState struct {
	run    []uint32 // consuming instructions that may take the next byte
	ends   []uint32 // EmptyEndText instructions waiting for the end of the input
	accept bool     // a match was found: every longer input matches too
	begin  bool     // the start state: \A holds here
}

func (s dfaState) key() string {
	var b strings.Builder
	if s.accept {
		return "accept"
	}
	if s.begin {
		b.WriteString("begin")
	}
	for _, pc := range s.run {
		b.WriteString(" " + strconv.Itoa(int(pc)))
	}
	b.WriteString(" |")
	for _, pc := range s.ends {
		b.WriteString(" " + strconv.Itoa(int(pc)))
	}
	return b.String()
}

func (b *dfaBuilder) build() (*dfa, bool) {
	// Every consuming instruction must match ASCII runes only.
	var consuming []uint32
	for pc, inst := range b.prog.Inst {
		switch inst.Op {
		case syntax.InstRune, syntax.InstRune1:
			if !asciiOnly(&inst) {
				return nil, false
			}
			b.slot[uint32(pc)] = len(consuming)
			consuming = append(consuming, uint32(pc))
		case syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
			return nil, false
		case syntax.InstEmptyWidth:
			if op := syntax.EmptyOp(inst.Arg); op != syntax.EmptyBeginText && op != syntax.EmptyEndText {
				return nil, false // line and word boundaries: left to regexp
			}
		}
	}
	for c := range 256 {
		sig := make([]byte, len(consuming))
		for i, pc := range consuming {
			if c < 0x80 && b.prog.Inst[pc].MatchRune(rune(c)) {
				sig[i] = 1
			}
		}
		b.sig[c] = string(sig)
	}
	// Classes: the bytes no instruction matches are class 0; the others are numbered in
	// the order of their first byte.
	classOf := map[string]int{strings.Repeat("\x00", len(consuming)): 0}
	var members [][]byte
	members = append(members, nil)
	for c := range 256 {
		k, ok := classOf[b.sig[c]]
		if !ok {
			k = len(members)
			classOf[b.sig[c]] = k
			members = append(members, nil)
		}
		members[k] = append(members[k], byte(c))
	}
	if len(members) > 256 {
		return nil, false
	}
	out := &dfa{}
	for _, m := range members[1:] {
		out.classes = append(out.classes, byteRanges(m))
	}

	start := b.closure([]uint32{uint32(b.prog.Start)}, true)
	start.begin = true
	b.add(start)
	for i := 0; i < len(b.states); i++ {
		if len(b.states) > maxDFAStates {
			return nil, false
		}
		s := b.states[i]
		row := make([]uint8, len(members))
		for k, m := range members {
			row[k] = b.step(s, m[0])
		}
		out.next = append(out.next, row)
		if s.accept || b.endAccepts(s) {
			out.final = append(out.final, uint8(i+1))
		}
	}
	if len(b.states) > maxDFAStates {
		return nil, false
	}
	return out, true
}

// add returns the number of state s (1-based), adding it if it is new.
func (b *dfaBuilder) add(s dfaState) uint8 {
	k := s.key()
	if n, ok := b.index[k]; ok {
		return n
	}
	b.states = append(b.states, s)
	n := uint8(min(len(b.states), 255))
	b.index[k] = n
	return n
}

// step returns the state after s reads byte c.
func (b *dfaBuilder) step(s dfaState, c byte) uint8 {
	if s.accept {
		return b.add(s)
	}
	var next []uint32
	for _, pc := range s.run {
		if b.sig[c][b.slot[pc]] == 1 {
			next = append(next, b.prog.Inst[pc].Out)
		}
	}
	// regexp.MatchString looks for a match anywhere: a new thread starts at every byte
	// (one anchored by \A dies at once).
	next = append(next, uint32(b.prog.Start))
	t := b.closure(next, false)
	if !t.accept && len(t.run) == 0 && len(t.ends) == 0 {
		return 0
	}
	return b.add(t)
}

// closure follows the empty transitions from pcs: the consuming instructions reached,
// the end-of-text assertions reached, and whether a match was.
func (b *dfaBuilder) closure(pcs []uint32, atBegin bool) dfaState {
	var s dfaState
	seen := map[uint32]bool{}
	var visit func(pc uint32)
	visit = func(pc uint32) {
		if seen[pc] || s.accept {
			return
		}
		seen[pc] = true
		inst := b.prog.Inst[pc]
		switch inst.Op {
		case syntax.InstAlt, syntax.InstAltMatch:
			visit(inst.Out)
			visit(inst.Arg)
		case syntax.InstNop, syntax.InstCapture:
			visit(inst.Out)
		case syntax.InstEmptyWidth:
			switch syntax.EmptyOp(inst.Arg) {
			case syntax.EmptyBeginText:
				if atBegin {
					visit(inst.Out)
				}
			case syntax.EmptyEndText:
				s.ends = append(s.ends, pc)
			}
		case syntax.InstMatch:
			s.accept = true
		case syntax.InstRune, syntax.InstRune1:
			s.run = append(s.run, pc)
		}
	}
	for _, pc := range pcs {
		visit(pc)
	}
	if s.accept {
		return dfaState{accept: true}
	}
	slices.Sort(s.run)
	s.run = slices.Compact(s.run)
	slices.Sort(s.ends)
	s.ends = slices.Compact(s.ends)
	return s
}

// endAccepts reports whether s accepts when the input ends in it: some pending
// end-of-text assertion leads to a match without consuming anything.
func (b *dfaBuilder) endAccepts(s dfaState) bool {
	seen := map[uint32]bool{}
	var visit func(pc uint32) bool
	visit = func(pc uint32) bool {
		if seen[pc] {
			return false
		}
		seen[pc] = true
		inst := b.prog.Inst[pc]
		switch inst.Op {
		case syntax.InstAlt, syntax.InstAltMatch:
			return visit(inst.Out) || visit(inst.Arg)
		case syntax.InstNop, syntax.InstCapture:
			return visit(inst.Out)
		case syntax.InstEmptyWidth:
			switch syntax.EmptyOp(inst.Arg) {
			case syntax.EmptyEndText:
				return visit(inst.Out)
			case syntax.EmptyBeginText:
				return s.begin && visit(inst.Out)
			}
		case syntax.InstMatch:
			return true
		}
		return false
	}
	for _, pc := range s.ends {
		if visit(b.prog.Inst[pc].Out) {
			return true
		}
	}
	return false
}

// asciiOnly reports whether the rune instruction matches no rune beyond ASCII, case
// folding included (k folds to U+212A KELVIN SIGN, s to U+017F LONG S).
func asciiOnly(inst *syntax.Inst) bool {
	runes := inst.Rune
	if inst.Op == syntax.InstRune1 {
		runes = inst.Rune[:1]
	}
	fold := syntax.Flags(inst.Arg)&syntax.FoldCase != 0
	if len(runes) == 1 { // a literal rune; with FoldCase, its whole fold orbit
		r := runes[0]
		if r >= 0x80 {
			return false
		}
		if fold {
			for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
				if f >= 0x80 {
					return false
				}
			}
		}
		return true
	}
	// A class: its ranges already hold every folded rune (FoldCase applies to literal
	// runes only, see syntax.Inst.MatchRunePos).
	for i := 0; i+1 < len(runes); i += 2 {
		if runes[i+1] >= 0x80 {
			return false
		}
	}
	return len(runes) > 0
}

// byteRanges spells a sorted set of bytes as ranges: "09az".
func byteRanges(bs []byte) string {
	var out []byte
	for i := 0; i < len(bs); {
		j := i
		for j+1 < len(bs) && bs[j+1] == bs[j]+1 {
			j++
		}
		out = append(out, bs[i], bs[j])
		i = j + 1
	}
	return string(out)
}

// patternDecl emits the declaration of one pattern: a DFA where compileDFA takes it,
//
//	// stitchPattern0 is ^\+[1-9][0-9]{6,14}$ compiled to a DFA: it answers as regexp does.
//	stitchPattern0 = stitchimpl.NewDFA([]string{"++", "00", "19"}, []uint8{
//		2, 0, 0, 0, // one row of next states per state
//		...
//	}, []uint8{10, 11, 12})
//
// else a regexp (the generator compiled it already, so MustCompile cannot fail):
//
//	stitchPattern1 = regexp.MustCompile("^\\pL+$")
func (e *emitter) patternDecl(g *jen.Group, name, pattern string) {
	m, ok := compileDFA(pattern)
	if !ok {
		g.Id(name).Op("=").Add(e.qual("regexp", "MustCompile")).Call(jen.Lit(pattern))
		return
	}
	var classes []jen.Code
	for _, c := range m.classes {
		classes = append(classes, jen.Lit(c))
	}
	var next []jen.Code
	for _, row := range m.next {
		for i, s := range row {
			v := jen.Lit(int(s))
			if i == 0 {
				v = jen.Line().Add(v)
			}
			next = append(next, v)
		}
	}
	next = append(next, jen.Line())
	var final []jen.Code
	for _, s := range m.final {
		final = append(final, jen.Lit(int(s)))
	}
	shown := pattern
	if strings.ContainsFunc(pattern, unicode.IsControl) {
		shown = strconv.QuoteToASCII(pattern)
	}
	g.Comment(name + " is " + shown + " compiled to a DFA: it answers as regexp does.")
	g.Id(name).Op("=").Add(e.rt("NewDFA")).Call(
		jen.Index().String().Values(classes...),
		jen.Index().Uint8().Values(next...),
		jen.Index().Uint8().Values(final...),
	)
}
