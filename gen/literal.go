package gen

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/dave/jennifer/jen"
)

// A schema is a []byte literal in stitch_gen.go, cut over several lines so
// that a pull request's diff of the file can be read: a change to one
// property changes a line or two, and no line is longer than about
// 4×lineTarget bytes. (protoc-gen-go cuts its raw descriptors the same way.)
// The bytes stay in the Go file rather than being read from the checked-in
// schemas/*.json with go:embed: those files hold the schema pretty-printed
// next to other keys, so embedding would parse and compact JSON at every
// program start, and the Go file would no longer stand on its own.

// lineTarget is the length after which a schema literal is cut at the next
// comma between JSON values; a string longer than 3×lineTarget is cut
// inside, at a character boundary.
const lineTarget = 100

// schemaLit is raw as a []byte expression:
//
//	[]byte(`{"type":"object","properties":{"name":{"type":"string","minLength":1},` +
//		`"limit":{"type":"integer"}}}`)
//
// or, when the emitter writes placeholders (see below), []byte(stitchLiteralN)
// for a literal of one piece and the same placeholder twice, on two lines
// joined by +, for a literal of several.
func (e *emitter) schemaLit(raw []byte) jen.Code {
	var pieces []string
	for _, chunk := range splitJSON(string(raw), lineTarget) {
		pieces = append(pieces, stringLit(chunk))
	}
	if !e.inline {
		e.literals = append(e.literals, pieces)
		ph := jen.Id(literalPrefix + strconv.Itoa(len(e.literals)-1))
		if len(pieces) == 1 {
			return jen.Index().Byte().Parens(ph)
		}
		return jen.Index().Byte().Parens(jen.Add(ph, jen.Op("+").Line(), ph.Clone()))
	}
	var parts []jen.Code
	for i, p := range pieces {
		if i > 0 {
			parts = append(parts, jen.Op("+").Line())
		}
		parts = append(parts, jen.Id(p))
	}
	return jen.Index().Byte().Parens(jen.Add(parts...))
}

// The schema literals are most of stitch_gen.go's bytes, and go/format
// prints a composite literal's elements once more for each level they are
// nested in (to measure them). So the file is formatted with a short
// placeholder identifier for each literal, stitchLiteral<n>, written twice
// across a line break for a literal of several pieces: it takes the same
// place in the layout, since a literal is the last element of its line and
// its width decides no alignment, and its pieces are a chain of operands
// on lines of their own, all indented alike. The pieces replace the
// placeholders after formatting. Should any other text of the file contain
// the placeholders' prefix (a description, say), the file is made again
// with the literals in place.

// literalPrefix starts every placeholder.
const literalPrefix = "stitchLiteral"

// fillLiterals replaces, in formatted Go source, each placeholder with its
// literal's pieces. It reports false when the source holds the prefix
// anywhere but in the placeholders, in their order.
func fillLiterals(src []byte, literals [][]string) ([]byte, bool) {
	n, size := 0, len(src)
	for _, l := range literals {
		n += min(len(l), 2)
		for _, p := range l {
			size += len(p) + 8
		}
	}
	if bytes.Count(src, []byte(literalPrefix)) != n {
		return nil, false
	}
	out := make([]byte, 0, size)
	// placeholder cuts the n-th placeholder from the start of src.
	placeholder := func(n int) bool {
		rest, ok := bytes.CutPrefix(src, []byte(literalPrefix+strconv.Itoa(n)))
		if !ok || len(rest) > 0 && isDigit(rest[0]) {
			return false
		}
		src = rest
		return true
	}
	for n, pieces := range literals {
		i := bytes.Index(src, []byte(literalPrefix))
		out = append(out, src[:i]...)
		src = src[i:]
		if !placeholder(n) {
			return nil, false
		}
		out = append(out, pieces[0]...)
		if len(pieces) == 1 {
			continue
		}
		// " +\n", the indentation of the next line, the placeholder again.
		rest, ok := bytes.CutPrefix(src, []byte(" +\n"))
		tabs := len(rest) - len(bytes.TrimLeft(rest, "\t"))
		if !ok {
			return nil, false
		}
		sep := src[:3+tabs]
		src = rest[tabs:]
		if !placeholder(n) {
			return nil, false
		}
		for _, p := range pieces[1:] {
			out = append(out, sep...)
			out = append(out, p...)
		}
	}
	return append(out, src...), true
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// splitJSON cuts compact JSON into pieces that concatenate to it: after a
// comma outside strings once a piece has target bytes, and inside a string
// once it has 3×target.
func splitJSON(s string, target int) []string {
	var out []string
	start, inString, escaped := 0, false, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case escaped:
			escaped = false
		case inString && c == '\\':
			escaped = true
		case c == '"':
			inString = !inString
		case !inString && c == ',' && i+1-start >= target:
			out = append(out, s[start:i+1])
			start = i + 1
			continue
		}
		if inString && i+1-start >= 3*target && i+1 < len(s) && utf8.RuneStart(s[i+1]) {
			out = append(out, s[start:i+1])
			start = i + 1
		}
	}
	if start < len(s) || len(out) == 0 {
		out = append(out, s[start:])
	}
	return out
}

// stringLit is a raw string literal where s allows one (a schema reads
// better unescaped in review), else a quoted one.
func stringLit(s string) string {
	if !strings.ContainsAny(s, "`\r") {
		return "`" + s + "`"
	}
	return strconv.Quote(s)
}
