package gen

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/stitchgen/stitchgen/model"
)

// basic emits the decoding of a scalar with its rewrites and checks:
//
//	if x0, ok := d.Int(64, "an integer ≥ 0"); ok {
//		if x0 < 0 { d.FailInt(stitch.CodeTooSmall, "expected an integer ≥ 0, got ", x0) }
//		v.Limit = int(x0)
//	}
//
// A check that fails calls the Decoder's Fail helper for the value's kind, which
// appends the value received to "expected <want>, got " (FailInt, FailString, …).
func (e *emitter) basic(t *model.Basic, dst *jen.Statement, cp *model.Checks, lvl int) []jen.Code {
	x := fmt.Sprintf("x%d", lvl)
	var c model.Checks
	if cp != nil {
		c = *cp
	}
	want := Want(t, c)
	coerce := ""
	if c.Coerce {
		coerce = "Coerce"
	}
	var call *jen.Statement
	var failWith string // the Fail helper that spells the received value
	got := []jen.Code{jen.Id(x)}
	switch {
	case t.Kind == model.String:
		call = jen.Id("d").Dot("String" + coerce).Call(jen.Lit(want))
		failWith = "FailString"
	case t.Kind == model.Bool:
		call = jen.Id("d").Dot("Bool" + coerce).Call(jen.Lit(want))
	case t.Kind.IsUnsigned():
		call = jen.Id("d").Dot("Uint"+coerce).Call(jen.Lit(t.Kind.Bits()), jen.Lit(want))
		failWith = "FailUint"
	case t.Kind.IsInteger():
		call = jen.Id("d").Dot("Int"+coerce).Call(jen.Lit(t.Kind.Bits()), jen.Lit(want))
		failWith = "FailInt"
	case t.Kind == model.Float32:
		call = jen.Id("d").Dot("Float"+coerce).Call(jen.Lit(t.Kind.Bits()), jen.Lit(want))
		// The number as sent, and the float32 it became where that differs:
		// "99.999999999 (100 as a float32)".
		failWith = "FailFloat32"
	default:
		call = jen.Id("d").Dot("Float"+coerce).Call(jen.Lit(t.Kind.Bits()), jen.Lit(want))
		// The number as sent (shortened), not the float it rounds to.
		failWith, got = "FailNumber", nil
	}
	// fail records code with "expected <want>, got <more><the value>".
	fail := func(code, more string) jen.Code {
		return failCall(failWith, code, "expected "+want+", got "+more, got...)
	}
	var body []jen.Code
	if t.Kind == model.String {
		if c.Trim {
			body = append(body, jen.Id(x).Op("=").Qual("strings", "TrimSpace").Call(jen.Id(x)))
		}
		switch {
		case c.Lower:
			body = append(body, jen.Id(x).Op("=").Qual("strings", "ToLower").Call(jen.Id(x)))
		case c.Upper:
			body = append(body, jen.Id(x).Op("=").Qual("strings", "ToUpper").Call(jen.Id(x)))
		}
		body = append(body, e.stringChecks(x, c, want)...)
	}
	if t.Kind.IsNumber() {
		if c.Int && t.Kind.IsFloat() {
			// 1.0000000000000001 rounds to 1: the literal decides.
			body = append(body, jen.If(jen.Id(x).Op("!=").Qual("math", "Trunc").Call(jen.Id(x)).Op("||").Op("!").Add(rt("IsIntegral")).Call(jen.Id("d").Dot("NumberText").Call())).Block(fail("CodeInvalidType", "the number ")))
		}
		lo, hi := e.numBounds(t, c, x)
		if lo != nil {
			body = append(body, jen.If(lo).Block(fail("CodeTooSmall", "")))
		}
		if hi != nil {
			body = append(body, jen.If(hi).Block(fail("CodeTooBig", "")))
		}
		if len(c.Enum) > 0 {
			var cases []jen.Code
			for _, v := range c.Enum {
				cases = append(cases, jen.Id(v))
			}
			body = append(body, jen.Switch(jen.Id(x)).Block(jen.Case(cases...), jen.Default().Block(fail("CodeInvalidEnum", ""))))
		}
	}
	body = append(body, dst.Clone().Op("=").Add(convert(t, jen.Id(x))))
	return []jen.Code{jen.If(jen.List(jen.Id(x), jen.Id("ok")).Op(":=").Add(call), jen.Id("ok")).Block(body...)}
}

// failCall is d.<helper>(stitch.<code>, "<message>", args...): a Decoder's Fail
// helper, which appends the value received (args) to the message.
func failCall(helper, code, message string, args ...jen.Code) jen.Code {
	return jen.Id("d").Dot(helper).Call(append([]jen.Code{rt(code), jen.Lit(message)}, args...)...)
}

// stringChecks emits the checks of a string x (a value or a map key) after
// its rewrites: length, enum or labels, pattern, format. want says what x
// should be, in each message: "expected <want>, got …".
func (e *emitter) stringChecks(x string, c model.Checks, want string) []jen.Code {
	expected := "expected " + want + ", got "
	fail := func(code string) jen.Code { return failCall("FailString", code, expected, jen.Id(x)) }
	chars := func(code string) jen.Code { return failCall("FailChars", code, expected, jen.Id("n")) }
	var body []jen.Code
	if c.Min != nil || c.Max != nil {
		// A rune is 1 to 4 bytes, so the rune count is counted only when
		// the byte count says it may break a bound:
		//
		//	// runes ≤ bytes ≤ 4 runes: count them only where a bound may break
		//	if n := len(x0); n < 4 || n > 4096 {
		//		if n = utf8.RuneCountInString(x0); n < 1 { … } else if n > 4096 { … }
		//	}
		n := jen.Id("n").Op("=").Qual("unicode/utf8", "RuneCountInString").Call(jen.Id(x))
		var cond *jen.Statement
		var may []jen.Code // byte counts at which the rune count may break a bound
		if c.Min != nil && c.Min.Rat.Sign() > 0 {
			cond = jen.If(n, jen.Id("n").Op("<").Lit(intOf(c.Min))).Block(chars("CodeTooSmall"))
			may = append(may, jen.Id("n").Op("<").Lit(4*intOf(c.Min)))
		}
		if c.Max != nil {
			check := jen.Id("n").Op(">").Lit(intOf(c.Max))
			if cond == nil {
				cond = jen.If(n, check).Block(chars("CodeTooBig"))
			} else {
				cond = cond.Else().If(check).Block(chars("CodeTooBig"))
			}
			may = append(may, jen.Id("n").Op(">").Lit(intOf(c.Max)))
		}
		if cond != nil {
			test := may[0]
			if len(may) == 2 {
				test = jen.Add(may[0]).Op("||").Add(may[1])
			}
			body = append(body, jen.Comment("runes ≤ bytes ≤ 4 runes: count them only where a bound may break"),
				jen.If(jen.Id("n").Op(":=").Len(jen.Id(x)), test).Block(cond))
		}
	}
	if len(c.Enum) > 0 || len(c.Labels) > 0 {
		vals := c.Enum
		if len(c.Labels) > 0 {
			vals = c.Labels
		}
		var cases []jen.Code
		for _, v := range vals {
			cases = append(cases, jen.Lit(v))
		}
		body = append(body, jen.Switch(jen.Id(x)).Block(jen.Case(cases...), jen.Default().Block(fail("CodeInvalidEnum"))))
	}
	if c.Pattern != "" {
		body = append(body, jen.If(jen.Op("!").Id(e.pattern(c.Pattern)).Dot("MatchString").Call(jen.Id(x))).Block(fail("CodePattern")))
	}
	if c.Format != "" {
		// d.CheckFormat("email", x0): "expected an email address, got the string …"
		body = append(body, jen.Id("d").Dot("CheckFormat").Call(jen.Lit(c.Format), jen.Id(x)))
	}
	return body
}

// keyChecks emits the checks of each key of a map (keys … endkeys) on the
// key k just read; an issue's path is the key's entry:
//
//	{ xk := string(k0); if !stitchPattern0.MatchString(xk) { d.FailString(stitch.CodePattern, "expected a key matching ^[a-z]+$, got ", xk) } }
func (e *emitter) keyChecks(c *model.Checks, k string) jen.Code {
	want := Want(&model.Basic{Kind: model.String}, *c)
	if rest, ok := strings.CutPrefix(want, "a string"); ok {
		want = "a key" + rest // "a key of at most 8 characters"
	} else {
		want = "a key that is " + want // "a key that is one of …"
	}
	checks := e.stringChecks("xk", *c, want)
	if len(checks) == 0 {
		return jen.Null() // keys,min=0,endkeys checks nothing: no unused xk
	}
	body := []jen.Code{jen.Id("xk").Op(":=").String().Parens(jen.Id(k))}
	body = append(body, checks...)
	return jen.Block(body...)
}

// convert converts x, as a Decoder method returns it (string, bool, int64,
// uint64 or float64), to the Go type t; no conversion where they agree.
func convert(t *model.Basic, x jen.Code) jen.Code {
	if t.Named == nil {
		switch t.Kind {
		case model.String, model.Bool, model.Int64, model.Uint64, model.Float64:
			return x
		}
	}
	return goType(t).Parens(x)
}

// numBounds gives the conditions under which x breaks its lower and upper
// bound, or nil where a bound is absent or always met by the Go type.
func (e *emitter) numBounds(t *model.Basic, c model.Checks, x string) (lo, hi *jen.Statement) {
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
			return jen.Float64().Parens(jen.Float32().Parens(jen.Id(b.Text)))
		}
		return jen.Id(b.Text)
	}
	// An inclusive bound on a float: a value that rounds onto the bound may still
	// be past it as sent (2.5000000000000001 > 2.5); the literal decides the tie.
	// Rounding is monotonic, so elsewhere the float decides, and the value meets
	// the check both as sent and as Go holds it.
	tie := func(b *model.Limit, op string) *jen.Statement {
		return jen.Op("||").Id(x).Op("==").Add(lit(b)).Op("&&").Add(rt("CompareNumber")).Call(jen.Id("d").Dot("NumberText").Call(), jen.Lit(b.Text)).Op(op).Lit(0)
	}
	if min != nil {
		if min.Exclusive {
			lo = jen.Id(x).Op("<=").Add(lit(min))
		} else {
			lo = jen.Id(x).Op("<").Add(lit(min)).Add(tie(min, "<"))
		}
	}
	if max != nil {
		if max.Exclusive {
			hi = jen.Id(x).Op(">=").Add(lit(max))
		} else {
			hi = jen.Id(x).Op(">").Add(lit(max)).Add(tie(max, ">"))
		}
	}
	// A float compared as "not >" also catches NaN, which JSON cannot send.
	return lo, hi
}

// intBound is the condition x op n for an inclusive whole bound n; an
// exclusive bound keeps the comparison it was written as (gt=0 is x <= 0,
// not x < 1), shifting n back by step.
func intBound(x, op string, n *big.Int, exclusive bool, step int64) *jen.Statement {
	if exclusive {
		return jen.Id(x).Op(op + "=").Id(new(big.Int).Add(n, big.NewInt(step)).String())
	}
	return jen.Id(x).Op(op).Id(n.String())
}

// countChecks emits min/max checks on the number of items or entries.
func (e *emitter) countChecks(f *model.Checks, n jen.Code, unit string) []jen.Code {
	// min=0 checks nothing: no code, or cnt would be declared and not used.
	hasMin := f != nil && f.Min != nil && f.Min.Rat.Sign() > 0
	if f == nil || !hasMin && f.Max == nil {
		return nil
	}
	want := "expected " + countPhrase(f.Min, f.Max, unit) + ", got "
	var stmts []jen.Code
	stmts = append(stmts, jen.Id("cnt").Op(":=").Add(n))
	if hasMin {
		stmts = append(stmts, jen.If(jen.Id("cnt").Op("<").Lit(intOf(f.Min))).Block(
			failCall("FailCount", "CodeTooSmall", want, jen.Id("cnt")),
		))
	}
	if f.Max != nil {
		stmts = append(stmts, jen.If(jen.Id("cnt").Op(">").Lit(intOf(f.Max))).Block(
			failCall("FailCount", "CodeTooBig", want, jen.Id("cnt")),
		))
	}
	return stmts
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
