package gen

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/stitchgen/stitchgen/model"
)

// basic writes the decoding of a scalar with its rewrites and checks:
//
//	if x0, ok := d.Int(64, "an integer ≥ 0"); ok {
//		if x0 < 0 { d.FailInt(stitch.CodeTooSmall, "expected an integer ≥ 0, got ", x0) }
//		v.Limit = int(x0)
//	}
//
// A check that fails calls the Decoder's Fail helper for the value's kind, which
// appends the value received to "expected <want>, got " (FailInt, FailString, …).
func (e *emitter) basic(g *jen.Group, t *model.Basic, dst jen.Code, cp *model.Checks, lvl int) {
	x := jen.Id("x" + itoa(lvl))
	var c model.Checks
	if cp != nil {
		c = *cp
	}
	want := Want(t, c)
	coerce := ""
	if c.Coerce {
		coerce = "Coerce"
	}
	args := []jen.Code{jen.Lit(t.Kind.Bits())}
	var method, failWith string // the Fail helper that spells the received value
	got := []jen.Code{x}
	switch {
	case t.Kind == model.String:
		method, args, failWith = "String", nil, "FailString"
	case t.Kind == model.Bool:
		method, args = "Bool", nil
	case t.Kind.IsUnsigned():
		method, failWith = "Uint", "FailUint"
	case t.Kind.IsInteger():
		method, failWith = "Int", "FailInt"
	case t.Kind == model.Float32:
		// The number as sent, and the float32 it became where that differs:
		// "99.999999999 (100 as a float32)".
		method, failWith = "Float", "FailFloat32"
	default:
		// The number as sent (shortened), not the float it rounds to.
		method, failWith, got = "Float", "FailNumber", nil
	}
	// fail records code with "expected <want>, got <more><the value>".
	fail := func(code, more string) *jen.Statement {
		return jen.Id("d").Dot(failWith).Call(append([]jen.Code{e.rt(code), jen.Lit("expected " + want + ", got " + more)}, got...)...)
	}
	call := jen.Id("d").Dot(method + coerce).Call(append(args, jen.Lit(want))...)
	// A 64-bit integer's declared range answers a value beyond the Go
	// type's: IntIn(64, "an integer between 0 and 5000", Below|Above).
	if sides := e.declaredSides(t, c); sides != nil {
		call = jen.Id("d").Dot(method + coerce + "In").Call(append(args, jen.Lit(want), sides)...)
	}
	g.If(jen.List(x, jen.Id("ok")).Op(":=").Add(call), jen.Id("ok")).BlockFunc(func(g *jen.Group) {
		if t.Kind == model.String {
			var sent *jen.Statement
			rewrites := model.Rewrites(&c)
			if len(rewrites) > 0 && quotesSent(c) {
				// Messages quote what arrived, not what the rewrite made of it.
				sent = jen.Id("s" + itoa(lvl))
				g.Add(sent).Op(":=").Add(x)
			}
			for _, r := range rewrites {
				// x0 = strings.TrimSpace(x0)
				g.Add(x).Op("=").Add(e.qual("strings", rewriters[r.Key].fn)).Call(x)
			}
			if hasStringChecks(c) {
				e.zeroOK(g, c.ZeroOK, jen.Add(x).Op("!=").Lit(""), func(g *jen.Group) { e.stringChecksSent(g, x, sent, rewriteName(c), c, want) })
			}
		}
		if t.Kind.IsNumber() && e.hasNumberChecks(t, c, x) {
			// -0 is a zero value too (reflect.Value.IsZero, validator's omitempty).
			e.zeroOK(g, c.ZeroOK, jen.Add(x).Op("!=").Lit(0), func(g *jen.Group) { e.numberChecks(g, t, c, x, fail) })
		}
		g.Add(dst).Op("=").Add(e.convert(t, x))
	})
}

// zeroOK writes the checks under "if <notZero> { … }" when zero-ok lets the
// zero value pass without them:
//
//	if x0 != "" { d.CheckFormat("email", x0) }
func (e *emitter) zeroOK(g *jen.Group, on bool, notZero *jen.Statement, checks func(g *jen.Group)) {
	if !on {
		checks(g)
		return
	}
	g.If(notZero).BlockFunc(checks)
}

// rewriters are the rewriting tolerances of the tag table (TagSpec.Rewrite)
// as the generated code applies them: the strings function, the field of
// stitchimpl.Union that asks it of a sent label, and the stitchimpl.Rewrite
// a table's row names it by.
var rewriters = map[string]struct{ fn, field, bit string }{
	"trim":  {"TrimSpace", "Trim", "RewriteTrim"},
	"lower": {"ToLower", "Lower", "RewriteLower"},
	"upper": {"ToUpper", "Upper", "RewriteUpper"},
}

// numberCheck is a number x being checked, with what its emitters share.
type numberCheck struct {
	e    *emitter
	t    *model.Basic
	c    model.Checks
	x    jen.Code
	fail func(code, more string) *jen.Statement
}

// numberEmitters write a number's checks, each for the tags of the tag
// table it reads (a tag of numbers with a Judge has one: TestEmitters),
// in this order; applies says whether it writes anything.
var numberEmitters = []struct {
	keys    []string
	applies func(n *numberCheck) bool
	emit    func(n *numberCheck, g *jen.Group)
}{
	{[]string{"int"}, func(n *numberCheck) bool { return n.c.Int && n.t.Kind.IsFloat() }, (*numberCheck).integral},
	{[]string{"min", "max", "gt", "lt"}, func(n *numberCheck) bool {
		lo, hi := n.e.numBounds(n.t, n.c, n.x)
		return lo != nil || hi != nil
	}, (*numberCheck).bounds},
	{[]string{"enum"}, func(n *numberCheck) bool { return len(n.c.Enum) > 0 }, (*numberCheck).members},
}

// hasNumberChecks reports whether numberChecks writes anything.
func (e *emitter) hasNumberChecks(t *model.Basic, c model.Checks, x jen.Code) bool {
	n := &numberCheck{e: e, t: t, c: c, x: x}
	for _, m := range numberEmitters {
		if m.applies(n) {
			return true
		}
	}
	return false
}

// numberChecks writes the checks of a number x: int, its bounds, its enum.
func (e *emitter) numberChecks(g *jen.Group, t *model.Basic, c model.Checks, x jen.Code, fail func(code, more string) *jen.Statement) {
	n := &numberCheck{e: e, t: t, c: c, x: x, fail: fail}
	for _, m := range numberEmitters {
		if m.applies(n) {
			m.emit(n, g)
		}
	}
}

// integral: 1.0000000000000001 rounds to 1: the literal decides.
func (n *numberCheck) integral(g *jen.Group) {
	g.If(jen.Add(n.x).Op("!=").Add(n.e.qual("math", "Trunc")).Call(n.x).Op("||").Op("!").Add(n.e.rt("IsIntegral")).Call(jen.Id("d").Dot("NumberText").Call())).Block(
		n.fail("CodeInvalidType", "the number "),
	)
}

// bounds: one call for an integer's inclusive bounds, else a test a side.
func (n *numberCheck) bounds(g *jen.Group) {
	if n.e.intRange(g, n.t, n.c, n.x) {
		return
	}
	lo, hi := n.e.numBounds(n.t, n.c, n.x)
	if lo != nil {
		g.If(lo).Block(n.fail("CodeTooSmall", ""))
	}
	if hi != nil {
		g.If(hi).Block(n.fail("CodeTooBig", ""))
	}
}

func (n *numberCheck) members(g *jen.Group) {
	var vals []jen.Code
	for _, v := range n.c.Enum {
		vals = append(vals, num(v))
	}
	g.Switch(n.x).Block(
		jen.Case(vals...),
		jen.Default().Block(n.fail("CodeInvalidEnum", "")),
	)
}

// intRange writes the bounds check of an integer whose declared bounds are
// inclusive as one call, and reports whether it did:
//
//	d.IntRange(x0, 1, 100, "expected an integer between 1 and 100, got ")
//	d.UintMax(x1, 150, "expected an integer between 0 and 150, got ")
func (e *emitter) intRange(g *jen.Group, t *model.Basic, c model.Checks, x jen.Code) bool {
	if !t.Kind.IsInteger() {
		return false
	}
	min, max := c.Range(t)
	if min != nil && min.Implied {
		min = nil
	}
	if max != nil && max.Implied {
		max = nil
	}
	if min == nil && max == nil || min != nil && min.Exclusive || max != nil && max.Exclusive {
		return false
	}
	kind := "Int"
	if t.Kind.IsUnsigned() {
		kind = "Uint"
	}
	args := []jen.Code{x}
	switch {
	case min != nil && max != nil:
		kind += "Range"
		args = append(args, num(min.Whole.String()), num(max.Whole.String()))
	case min != nil:
		kind += "Min"
		args = append(args, num(min.Whole.String()))
	default:
		kind += "Max"
		args = append(args, num(max.Whole.String()))
	}
	g.Id("d").Dot(kind).Call(append(args, jen.Lit("expected "+Want(t, c)+", got "))...)
	return true
}

// stringCheck is a string x being checked (rewritten from sent by how,
// when sent is not nil), with what its emitters share: the message's
// "expected …, got " and the failures that quote x, or sent and x.
type stringCheck struct {
	e        *emitter
	x        jen.Code
	sent     *jen.Statement
	how      string
	c        model.Checks
	expected *jen.Statement
	fail     func(code string) *jen.Statement
	enum     func(vals []string) *jen.Statement
}

// stringEmitters write a string's checks, each for the tags of the tag
// table it reads (a tag of strings with a Judge has one: TestEmitters), in
// this order; applies says whether it writes anything (min=0 does not),
// and sent whether its message quotes what arrived before the rewrites.
var stringEmitters = []struct {
	keys    []string
	applies func(c *model.Checks) bool
	sent    bool
	emit    func(s *stringCheck, g *jen.Group)
}{
	{[]string{"min", "max"}, func(c *model.Checks) bool { return c.Max != nil || c.Min != nil && c.Min.Rat.Sign() > 0 }, true, (*stringCheck).length},
	{[]string{"enum", "oneof-variant"}, nil, true, (*stringCheck).members},
	{[]string{"pattern"}, nil, true, (*stringCheck).pattern},
	{[]string{"format"}, nil, false, (*stringCheck).format},
}

// emitting reports whether string emitter i writes anything for c.
func emitting(i int, c *model.Checks) bool {
	m := stringEmitters[i]
	if m.applies != nil {
		return m.applies(c)
	}
	for _, k := range m.keys {
		if model.Tag(k).Uses(c) {
			return true
		}
	}
	return false
}

// hasStringChecks reports whether stringChecks writes anything.
func hasStringChecks(c model.Checks) bool {
	for i := range stringEmitters {
		if emitting(i, &c) {
			return true
		}
	}
	return false
}

// quotesSent reports whether a message of c's checks quotes the string as
// it arrived (a rewritten string's then keeps it).
func quotesSent(c model.Checks) bool {
	for i, m := range stringEmitters {
		if m.sent && emitting(i, &c) {
			return true
		}
	}
	return false
}

// stringChecks writes the checks of a string x (a value or a map key) after
// its rewrites: length, enum or labels, pattern, format. want says what x
// should be, in each message: "expected <want>, got …".
func (e *emitter) stringChecks(g *jen.Group, x jen.Code, c model.Checks, want string) {
	e.stringChecksSent(g, x, nil, "", c, want)
}

// stringChecksSent is stringChecks for a string rewritten (by how: "trim",
// "lower", "upper") from sent, which its messages quote (nil: not rewritten):
//
//	d.FailStringAs(stitch.CodeInvalidEnum, "expected …, got ", s0, x0)
func (e *emitter) stringChecksSent(g *jen.Group, x jen.Code, sent *jen.Statement, how string, c model.Checks, want string) {
	s := &stringCheck{e: e, x: x, sent: sent, how: how, c: c, expected: jen.Lit("expected " + want + ", got ")}
	s.fail = func(code string) *jen.Statement {
		return jen.Id("d").Dot("FailString").Call(e.rt(code), s.expected, x)
	}
	s.enum = func(vals []string) *jen.Statement {
		args := []jen.Code{s.expected, x}
		for _, v := range vals {
			args = append(args, jen.Lit(v))
		}
		return jen.Id("d").Dot("FailEnum").Call(args...)
	}
	if sent != nil {
		s.fail = func(code string) *jen.Statement {
			return jen.Id("d").Dot("FailStringAs").Call(e.rt(code), s.expected, sent, x)
		}
		s.enum = func([]string) *jen.Statement { return s.fail("CodeInvalidEnum") }
	}
	for i, m := range stringEmitters {
		if emitting(i, &c) {
			m.emit(s, g)
		}
	}
}

// length: d.Chars(x0, 1, 4096, "expected a string of 1 to 4096 characters,
// got "): the runes are counted only where the byte count says a bound may
// break.
func (s *stringCheck) length(g *jen.Group) {
	c := s.c
	hasMin, hasMax := c.Min != nil && c.Min.Rat.Sign() > 0, c.Max != nil
	args := []jen.Code{s.x}
	method := "Chars"
	if s.sent != nil {
		args, method = append(args, s.sent, jen.Lit(s.how)), "CharsAs"
	}
	switch {
	case hasMax:
		lo := 0
		if hasMin {
			lo = intOf(c.Min)
		}
		args = append(args, jen.Lit(lo), jen.Lit(intOf(c.Max)))
	default:
		method = strings.Replace(method, "Chars", "CharsMin", 1)
		args = append(args, jen.Lit(intOf(c.Min)))
	}
	g.Id("d").Dot(method).Call(append(args, s.expected)...)
}

// members: a switch over the enum's values, or the variant's labels.
func (s *stringCheck) members(g *jen.Group) {
	vals := s.c.Enum
	if len(s.c.Labels) > 0 {
		vals = s.c.Labels
	}
	var lits []jen.Code
	for _, v := range vals {
		lits = append(lits, jen.Lit(v))
	}
	if len(vals) == 1 { // a variant's discriminator, usually
		g.If(jen.Add(s.x).Op("!=").Add(lits[0])).Block(s.enum(vals))
	} else {
		g.Switch(s.x).Block(
			jen.Case(lits...),
			jen.Default().Block(s.enum(vals)),
		)
	}
}

func (s *stringCheck) pattern(g *jen.Group) {
	g.If(jen.Op("!").Id(s.e.pattern(s.c.Pattern)).Dot("MatchString").Call(s.x)).Block(s.fail("CodePattern"))
}

// format: d.CheckFormat("email", x0): "expected an email address, got the
// string …"
//
// A portable format is named by its index: d.CheckFormatOf(stitchimpl.FormatEmail, x0)
// goes to its judge without a search by name.
func (s *stringCheck) format(g *jen.Group) {
	if s.c.FormatID() > 0 {
		g.Id("d").Dot("CheckFormatOf").Call(s.e.rt(formatConst(s.c.Format)), s.x)
		return
	}
	g.Id("d").Dot("CheckFormat").Call(jen.Lit(s.c.Format), s.x)
}

// formatConst is the stitchimpl constant of a portable format: FormatDateTime,
// FormatURIReference, FormatIPv4 (stitchimpl's TestFormatConstants holds the
// constants to the formats; a name this spells wrong does not compile).
func formatConst(name string) string {
	c := "Format"
	for _, w := range strings.Split(name, "-") {
		switch w {
		case "uri", "json", "uuid":
			c += strings.ToUpper(w)
		case "ipv4", "ipv6":
			c += "IPv" + w[3:]
		default:
			c += strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return c
}

// keyChecks writes the checks of each key of a map (keys … endkeys) on the
// key k just read; an issue's path is the key's entry:
//
//	{ xk := string(k0); if !stitchPattern0.MatchString(xk) { d.FailString(stitch.CodePattern, "expected a key matching ^[a-z]+$, got ", xk) } }
func (e *emitter) keyChecks(g *jen.Group, c *model.Checks, k jen.Code) {
	want := Want(&model.Basic{Kind: model.String}, *c)
	if rest, ok := strings.CutPrefix(want, "a string"); ok {
		want = "a key" + rest // "a key of at most 8 characters"
	} else {
		want = "a key that is " + want // "a key that is one of …"
	}
	if !hasStringChecks(*c) {
		return // keys,min=0,endkeys checks nothing: no block, and no unused xk.
	}
	g.BlockFunc(func(g *jen.Group) {
		g.Id("xk").Op(":=").String().Parens(k)
		e.stringChecks(g, jen.Id("xk"), *c, want)
	})
}

// convert converts x, as a Decoder method returns it (string, bool, int64,
// uint64 or float64), to the Go type t; no conversion where they agree.
func (e *emitter) convert(t *model.Basic, x jen.Code) jen.Code {
	if t.Named == nil {
		switch t.Kind {
		case model.String, model.Bool, model.Int64, model.Uint64, model.Float64:
			return x
		}
	}
	return e.typ(t).Parens(x)
}

// numBounds gives the conditions under which x breaks its lower and upper
// bound, or nil where a bound is absent or always met by the Go type.
func (e *emitter) numBounds(t *model.Basic, c model.Checks, x jen.Code) (lo, hi *jen.Statement) {
	min, max := c.Range(t)
	if t.Kind.IsInteger() {
		// The whole-number bounds, compared exactly: gt=1.5 is x < 2.
		if min != nil && !min.Implied {
			lo = intBound(x, "<", min.Whole, min.Exclusive, -1)
		}
		if max != nil && !max.Implied {
			hi = intBound(x, ">", max.Whole, max.Exclusive, 1)
		}
		return lo, hi
	}
	lit := func(b *model.Limit) *jen.Statement {
		if t.Kind == model.Float32 {
			// The value is a float32: compare with the bound at that precision.
			return jen.Float64().Parens(jen.Float32().Parens(num(b.Text)))
		}
		return num(b.Text)
	}
	// An inclusive bound on a float: a value that rounds onto the bound may still
	// be past it as sent (2.5000000000000001 > 2.5); the literal decides the tie.
	// Rounding is monotonic, so elsewhere the float decides, and the value meets
	// the check both as sent and as Go holds it.
	bound := func(b *model.Limit, op string) *jen.Statement {
		if b.Exclusive {
			return jen.Add(x).Op(op + "=").Add(lit(b))
		}
		return jen.Add(x).Op(op).Add(lit(b)).Op("||").Add(x).Op("==").Add(lit(b)).Op("&&").
			Add(e.rt("CompareNumber")).Call(jen.Id("d").Dot("NumberText").Call(), jen.Lit(b.Text)).Op(op).Lit(0)
	}
	if min != nil {
		lo = bound(min, "<")
	}
	if max != nil {
		hi = bound(max, ">")
	}
	// A float compared as "not >" also catches NaN, which JSON cannot send.
	return lo, hi
}

// intBound is the condition x op n for an inclusive whole bound n; an
// exclusive bound keeps the comparison it was written as (gt=0 is x <= 0,
// not x < 1), shifting n back by step.
func intBound(x jen.Code, op string, n *big.Int, exclusive bool, step int64) *jen.Statement {
	if exclusive {
		return jen.Add(x).Op(op + "=").Add(num(new(big.Int).Add(n, big.NewInt(step)).String()))
	}
	return jen.Add(x).Op(op).Add(num(n.String()))
}

// countChecks writes min/max checks on the number of items or entries.
func (e *emitter) countChecks(g *jen.Group, f *model.Checks, n jen.Code, unit string) {
	// min=0 checks nothing: no code, or cnt would be declared and not used.
	hasMin := f != nil && f.Min != nil && f.Min.Rat.Sign() > 0
	if f == nil || !hasMin && f.Max == nil {
		return
	}
	want := jen.Lit("expected " + countPhrase(f.Min, f.Max, unit) + ", got ")
	// d.Count(n0, 1, 20000, "expected 1 to 20000 items, got ")
	switch {
	case f.Max != nil && hasMin:
		g.Id("d").Dot("Count").Call(n, jen.Lit(intOf(f.Min)), jen.Lit(intOf(f.Max)), want)
	case f.Max != nil:
		g.Id("d").Dot("Count").Call(n, jen.Lit(0), jen.Lit(intOf(f.Max)), want)
	default:
		g.Id("d").Dot("CountMin").Call(n, jen.Lit(intOf(f.Min)), want)
	}
}

// countOne is countChecks for a count of one, known here: the failure
// countChecks' call would record, written only when one is out of f's bounds.
//
//	d.FailCount(stitch.CodeTooSmall, "expected at least 2 items, got ", 1)
func (e *emitter) countOne(g *jen.Group, f *model.Checks, unit string) {
	hasMin := f.Min != nil && f.Min.Rat.Sign() > 0
	code := ""
	switch {
	case hasMin && intOf(f.Min) > 1:
		code = "CodeTooSmall"
	case f.Max != nil && intOf(f.Max) < 1:
		code = "CodeTooBig"
	default:
		return
	}
	want := jen.Lit("expected " + countPhrase(f.Min, f.Max, unit) + ", got ")
	g.Id("d").Dot("FailCount").Call(e.rt(code), want, jen.Lit(1))
}

// intOf is a length bound (load refuses one that is not a length: Bound.Len).
func intOf(b *model.Bound) int { return b.Len.Int() }

// pattern returns the name of the package-level regexp for re.
func (e *emitter) pattern(re string) string {
	for i, r := range e.regexps {
		if r == re {
			return "stitchPattern" + strconv.Itoa(i)
		}
	}
	e.regexps = append(e.regexps, re)
	return "stitchPattern" + strconv.Itoa(len(e.regexps)-1)
}

// patterns emits the compiled patterns (see patternDecl).
func (e *emitter) patterns() {
	if len(e.regexps) == 0 {
		return
	}
	e.f.Line()
	e.f.Var().DefsFunc(func(g *jen.Group) {
		for i, re := range e.regexps {
			e.name("stitchPattern"+strconv.Itoa(i), "the compiled pattern "+strconv.Quote(re))
			e.patternDecl(g, "stitchPattern"+strconv.Itoa(i), re)
		}
	})
}

// Want is the phrase that says what a scalar field expects, used in every
// message about it: "an integer between 0 and 5000", "a string of 1 to 80
// characters", "one of: a, b".
func Want(t *model.Basic, c model.Checks) string {
	if len(c.Labels) > 0 {
		return "one of " + quoteAll(c.Labels)
	}
	if len(c.Enum) > 0 {
		if t.Kind == model.String {
			return "one of " + quoteAll(c.Enum)
		}
		return "one of " + strings.Join(c.Enum, ", ")
	}
	switch {
	case t.Kind == model.Bool:
		return "a boolean"
	case t.Kind == model.String:
		w := "a string"
		if c.Min != nil || c.Max != nil {
			w += " of " + countPhrase(c.Min, c.Max, "characters")
		}
		if c.Format != "" {
			w += " in format " + c.Format
		}
		switch {
		case c.Pattern != "" && c.Why != "":
			// The reason in words first, the expression for the exact rule.
			w += " that is " + model.WhyPhrase(c.Why) + " (pattern " + c.Pattern + ")"
		case c.Pattern != "":
			w += " matching " + c.Pattern
		}
		return w
	}
	w := "a number"
	if t.Kind.IsInteger() || c.Int {
		w = "an integer"
	}
	// The Go type's range where the tags do not bound: the phrase then covers
	// every integer issue of the field (the runtime uses it for the type's
	// range too, below 64 bits).
	lo, hi := c.Range(t)
	op := func(l *model.Limit, incl, excl string) string {
		if l.Exclusive {
			return excl
		}
		return incl
	}
	switch {
	case lo != nil && hi != nil && !lo.Exclusive && !hi.Exclusive:
		return w + " between " + lo.Text + " and " + hi.Text
	case lo != nil && hi != nil:
		return w + " " + op(lo, "≥", ">") + " " + lo.Text + " and " + op(hi, "≤", "<") + " " + hi.Text
	case lo != nil:
		return w + " " + op(lo, "≥", ">") + " " + lo.Text
	case hi != nil:
		return w + " " + op(hi, "≤", "<") + " " + hi.Text
	}
	return w
}

func quoteAll(vals []string) string {
	q := make([]string, len(vals))
	for i, v := range vals {
		q[i] = strconv.Quote(v)
	}
	return strings.Join(q, ", ")
}

var singular = map[string]string{"characters": "character", "items": "item", "entries": "entry"}

func countPhrase(min, max *model.Bound, unit string) string {
	// unit is plural ("items"); a bound of one takes the singular.
	of := func(n string) string {
		if n == "1" {
			return n + " " + singular[unit]
		}
		return n + " " + unit
	}
	switch {
	case min != nil && max != nil && min.Text == max.Text:
		return "exactly " + of(min.Text)
	case min != nil && max != nil:
		return min.Text + " to " + max.Text + " " + unit
	case min != nil:
		return "at least " + of(min.Text)
	case max != nil:
		return "at most " + of(max.Text)
	}
	return "any number of " + unit
}

// rewriteName names the rewrites of c for a message: "trim", "lower",
// "trim and lower".
func rewriteName(c model.Checks) string {
	var ws []string
	for _, r := range model.Rewrites(&c) {
		ws = append(ws, r.Key)
	}
	return strings.Join(ws, " and ")
}

// declaredSides is, for a 64-bit integer whose tags bound a side of its
// range, the Sides IntIn or UintIn is given (stitchimpl.Below |
// stitchimpl.Above); nil otherwise (a narrower type's want states its whole
// range already).
func (e *emitter) declaredSides(t *model.Basic, c model.Checks) *jen.Statement {
	if !t.Kind.IsInteger() || t.Kind.Bits() != 64 {
		return nil
	}
	var s *jen.Statement
	// An unsigned type's want states its 0 whenever it states a bound.
	hi := c.Max != nil || c.Lt != nil
	if c.Min != nil || c.Gt != nil || t.Kind.IsUnsigned() && hi {
		s = e.rt("Below")
	}
	if hi {
		if s == nil {
			s = e.rt("Above")
		} else {
			s.Op("|").Add(e.rt("Above"))
		}
	}
	return s
}
