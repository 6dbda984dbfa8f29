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
func (e *emitter) basic(w *goText, t *model.Basic, dst string, cp *model.Checks, lvl int) {
	x := "x" + strconv.Itoa(lvl)
	var c model.Checks
	if cp != nil {
		c = *cp
	}
	want := Want(t, c)
	coerce := ""
	if c.Coerce {
		coerce = "Coerce"
	}
	bits := strconv.Itoa(t.Kind.Bits()) + ", "
	var method, failWith string // the Fail helper that spells the received value
	got := ", " + x
	switch {
	case t.Kind == model.String:
		method, bits, failWith = "String", "", "FailString"
	case t.Kind == model.Bool:
		method, bits = "Bool", ""
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
		method, failWith, got = "Float", "FailNumber", ""
	}
	// fail records code with "expected <want>, got <more><the value>".
	fail := func(code, more string) {
		w.line("d.", failWith, "(", w.rt(code), ", ", strconv.Quote("expected "+want+", got "+more), got, ")")
	}
	// A 64-bit integer's declared range answers a value beyond the Go
	// type's: IntIn(64, "an integer between 0 and 5000", Below|Above).
	if sides := declaredSides(w, t, c); sides != "" {
		w.open("if ", x, ", ok := d.", method, coerce, "In(", bits, strconv.Quote(want), ", ", sides, "); ok")
	} else {
		w.open("if ", x, ", ok := d.", method, coerce, "(", bits, strconv.Quote(want), "); ok")
	}
	if t.Kind == model.String {
		sent := ""
		checked := c.Max != nil || c.Min != nil && c.Min.Rat.Sign() > 0 || len(c.Enum) > 0 || len(c.Labels) > 0 || c.Pattern != ""
		if (c.Trim || c.Lower || c.Upper) && checked {
			// Messages quote what arrived, not what the rewrite made of it.
			sent = "s" + strconv.Itoa(lvl)
			w.line(sent, " := ", x)
		}
		if c.Trim {
			w.line(x, " = ", w.qual("strings", "TrimSpace"), "(", x, ")")
		}
		switch {
		case c.Lower:
			w.line(x, " = ", w.qual("strings", "ToLower"), "(", x, ")")
		case c.Upper:
			w.line(x, " = ", w.qual("strings", "ToUpper"), "(", x, ")")
		}
		e.zeroOK(w, c.ZeroOK, x+` != ""`, func() { e.stringChecksSent(w, x, sent, rewriteName(c), c, want) })
	}
	if t.Kind.IsNumber() {
		// -0 is a zero value too (reflect.Value.IsZero, validator's omitempty).
		e.zeroOK(w, c.ZeroOK, x+" != 0", func() { e.numberChecks(w, t, c, x, fail) })
	}
	w.line(dst, " = ", convert(w, t, x))
	w.close()
}

// zeroOK writes the checks under "if <notZero> { … }" when zero-ok lets the
// zero value pass without them; no block when they write nothing:
//
//	if x0 != "" { d.CheckFormat("email", x0) }
func (e *emitter) zeroOK(w *goText, on bool, notZero string, checks func()) {
	if !on {
		checks()
		return
	}
	start := len(w.buf)
	w.open("if ", notZero)
	inner := len(w.buf)
	checks()
	if len(w.buf) == inner {
		w.buf, w.depth = w.buf[:start], w.depth-1
		return
	}
	w.close()
}

// numberChecks writes the checks of a number x: int, its bounds, its enum.
func (e *emitter) numberChecks(w *goText, t *model.Basic, c model.Checks, x string, fail func(code, more string)) {
	{
		if c.Int && t.Kind.IsFloat() {
			// 1.0000000000000001 rounds to 1: the literal decides.
			w.open("if ", x, " != ", w.qual("math", "Trunc"), "(", x, ") || !", w.rt("IsIntegral"), "(d.NumberText())")
			fail("CodeInvalidType", "the number ")
			w.close()
		}
		lo, hi := e.numBounds(w, t, c, x)
		if lo != "" {
			w.open("if ", lo)
			fail("CodeTooSmall", "")
			w.close()
		}
		if hi != "" {
			w.open("if ", hi)
			fail("CodeTooBig", "")
			w.close()
		}
		if len(c.Enum) > 0 {
			w.open("switch ", x)
			w.label("case ", strings.Join(c.Enum, ", "), ":")
			w.label("default:")
			fail("CodeInvalidEnum", "")
			w.close()
		}
	}
}

// stringChecks writes the checks of a string x (a value or a map key) after
// its rewrites: length, enum or labels, pattern, format. want says what x
// should be, in each message: "expected <want>, got …".
func (e *emitter) stringChecks(w *goText, x string, c model.Checks, want string) {
	e.stringChecksSent(w, x, "", "", c, want)
}

// stringChecksSent is stringChecks for a string rewritten (by how: "trim",
// "lower", "upper") from sent, which its messages quote:
//
//	d.FailStringAs(stitch.CodeInvalidEnum, "expected …, got ", s0, x0)
func (e *emitter) stringChecksSent(w *goText, x, sent, how string, c model.Checks, want string) {
	expected := strconv.Quote("expected " + want + ", got ")
	fail := func(code string) { w.line("d.FailString(", w.rt(code), ", ", expected, ", ", x, ")") }
	chars := func(code string) { w.line("d.FailChars(", w.rt(code), ", ", expected, ", n)") }
	enum := func(vals []string) {
		w.line("d.FailEnum(", expected, ", ", x, ", ", quoteAll(vals), ")")
	}
	if sent != "" {
		fail = func(code string) {
			w.line("d.FailStringAs(", w.rt(code), ", ", expected, ", ", sent, ", ", x, ")")
		}
		chars = func(code string) {
			w.line("d.FailCharsAs(", w.rt(code), ", ", expected, ", ", sent, ", ", strconv.Quote(how), ", n)")
		}
		enum = func([]string) { fail("CodeInvalidEnum") }
	}
	if c.Max != nil || c.Min != nil && c.Min.Rat.Sign() > 0 {
		// A rune is 1 to 4 bytes, so the rune count is counted only when
		// the byte count says it may break a bound:
		//
		//	// runes ≤ bytes ≤ 4 runes: count them only where a bound may break
		//	if n := len(x0); n < 4 || n > 4096 {
		//		if n = utf8.RuneCountInString(x0); n < 1 { … } else if n > 4096 { … }
		//	}
		var may []string // byte counts at which the rune count may break a bound
		if c.Min != nil && c.Min.Rat.Sign() > 0 {
			may = append(may, "n < "+strconv.Itoa(4*intOf(c.Min)))
		}
		if c.Max != nil {
			may = append(may, "n > "+strconv.Itoa(intOf(c.Max)))
		}
		w.line("// runes ≤ bytes ≤ 4 runes: count them only where a bound may break")
		w.open("if n := len(", x, "); ", strings.Join(may, " || "))
		count := "n = " + w.qual("unicode/utf8", "RuneCountInString") + "(" + x + "); "
		if c.Min != nil && c.Min.Rat.Sign() > 0 {
			w.open("if ", count, "n < ", strconv.Itoa(intOf(c.Min)))
			chars("CodeTooSmall")
			count = ""
		}
		if c.Max != nil {
			if count == "" {
				w.reopen("else if n > ", strconv.Itoa(intOf(c.Max)))
			} else {
				w.open("if ", count, "n > ", strconv.Itoa(intOf(c.Max)))
			}
			chars("CodeTooBig")
		}
		w.close()
		w.close()
	}
	if len(c.Enum) > 0 || len(c.Labels) > 0 {
		vals := c.Enum
		if len(c.Labels) > 0 {
			vals = c.Labels
		}
		w.open("switch ", x)
		w.label("case ", quoteAll(vals), ":")
		w.label("default:")
		enum(vals)
		w.close()
	}
	if c.Pattern != "" {
		w.open("if !", e.pattern(c.Pattern), ".MatchString(", x, ")")
		fail("CodePattern")
		w.close()
	}
	if c.Format != "" {
		// d.CheckFormat("email", x0): "expected an email address, got the string …"
		w.line("d.CheckFormat(", strconv.Quote(c.Format), ", ", x, ")")
	}
}

// keyChecks writes the checks of each key of a map (keys … endkeys) on the
// key k just read; an issue's path is the key's entry:
//
//	{ xk := string(k0); if !stitchPattern0.MatchString(xk) { d.FailString(stitch.CodePattern, "expected a key matching ^[a-z]+$, got ", xk) } }
func (e *emitter) keyChecks(w *goText, c *model.Checks, k string) {
	want := Want(&model.Basic{Kind: model.String}, *c)
	if rest, ok := strings.CutPrefix(want, "a string"); ok {
		want = "a key" + rest // "a key of at most 8 characters"
	} else {
		want = "a key that is " + want // "a key that is one of …"
	}
	start := len(w.buf)
	w.open()
	w.line("xk := string(", k, ")")
	checks := len(w.buf)
	e.stringChecks(w, "xk", *c, want)
	if len(w.buf) == checks {
		// keys,min=0,endkeys checks nothing: no block, and no unused xk.
		w.buf, w.depth = w.buf[:start], w.depth-1
		return
	}
	w.close()
}

// convert converts x, as a Decoder method returns it (string, bool, int64,
// uint64 or float64), to the Go type t; no conversion where they agree.
func convert(w *goText, t *model.Basic, x string) string {
	if t.Named == nil {
		switch t.Kind {
		case model.String, model.Bool, model.Int64, model.Uint64, model.Float64:
			return x
		}
	}
	return w.typ(t) + "(" + x + ")"
}

// numBounds gives the conditions under which x breaks its lower and upper
// bound, or "" where a bound is absent or always met by the Go type.
func (e *emitter) numBounds(w *goText, t *model.Basic, c model.Checks, x string) (lo, hi string) {
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
	lit := func(b *model.Limit) string {
		if t.Kind == model.Float32 {
			// The value is a float32: compare with the bound at that precision.
			return "float64(float32(" + b.Text + "))"
		}
		return b.Text
	}
	// An inclusive bound on a float: a value that rounds onto the bound may still
	// be past it as sent (2.5000000000000001 > 2.5); the literal decides the tie.
	// Rounding is monotonic, so elsewhere the float decides, and the value meets
	// the check both as sent and as Go holds it.
	bound := func(b *model.Limit, op string) string {
		if b.Exclusive {
			return x + " " + op + "= " + lit(b)
		}
		return x + " " + op + " " + lit(b) + " || " + x + " == " + lit(b) + " && " +
			w.rt("CompareNumber") + "(d.NumberText(), " + strconv.Quote(b.Text) + ") " + op + " 0"
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
func intBound(x, op string, n *big.Int, exclusive bool, step int64) string {
	if exclusive {
		return x + " " + op + "= " + new(big.Int).Add(n, big.NewInt(step)).String()
	}
	return x + " " + op + " " + n.String()
}

// countChecks writes min/max checks on the number of items or entries.
func (e *emitter) countChecks(w *goText, f *model.Checks, n string, unit string) {
	// min=0 checks nothing: no code, or cnt would be declared and not used.
	hasMin := f != nil && f.Min != nil && f.Min.Rat.Sign() > 0
	if f == nil || !hasMin && f.Max == nil {
		return
	}
	want := strconv.Quote("expected " + countPhrase(f.Min, f.Max, unit) + ", got ")
	w.line("cnt := ", n)
	if hasMin {
		w.open("if cnt < ", strconv.Itoa(intOf(f.Min)))
		w.line("d.FailCount(", w.rt("CodeTooSmall"), ", ", want, ", cnt)")
		w.close()
	}
	if f.Max != nil {
		w.open("if cnt > ", strconv.Itoa(intOf(f.Max)))
		w.line("d.FailCount(", w.rt("CodeTooBig"), ", ", want, ", cnt)")
		w.close()
	}
}

func intOf(b *model.Bound) int { return int(b.Rat.Num().Int64()) }

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
			patternDecl(g, "stitchPattern"+strconv.Itoa(i), re)
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
		if c.Pattern != "" {
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
	if c.Trim {
		ws = append(ws, "trim")
	}
	switch {
	case c.Lower:
		ws = append(ws, "lower")
	case c.Upper:
		ws = append(ws, "upper")
	}
	return strings.Join(ws, " and ")
}

// declaredSides is, for a 64-bit integer whose tags bound a side of its
// range, the Sides IntIn or UintIn is given ("stitchimpl.Below |
// stitchimpl.Above"); "" otherwise (a narrower type's want states its whole
// range already).
func declaredSides(w *goText, t *model.Basic, c model.Checks) string {
	if !t.Kind.IsInteger() || t.Kind.Bits() != 64 {
		return ""
	}
	var sides []string
	if (c.Min != nil || c.Gt != nil) && !t.Kind.IsUnsigned() {
		sides = append(sides, w.rt("Below"))
	}
	if c.Max != nil || c.Lt != nil {
		sides = append(sides, w.rt("Above"))
	}
	return strings.Join(sides, "|")
}
