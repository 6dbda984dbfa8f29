package gen

import (
	"strconv"
	"strings"
	"unicode/utf8"
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

// schemaLit is raw as a []byte expression, for a line at w's depth:
//
//	[]byte(`{"type":"object","properties":{"name":{"type":"string","minLength":1},` +
//		`"limit":{"type":"integer"}}}`)
func schemaLit(w *goText, raw []byte) string {
	pieces := splitJSON(string(raw), lineTarget)
	var b strings.Builder
	b.Grow(len(raw) + len(pieces)*(w.depth+len(" +\n\t``")) + len("[]byte()"))
	b.WriteString("[]byte(")
	for i, p := range pieces {
		if i > 0 {
			b.WriteString(" +\n")
			for range w.depth + 1 {
				b.WriteByte('\t')
			}
		}
		writeStringLit(&b, p)
	}
	b.WriteString(")")
	return b.String()
}

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

// writeStringLit writes s as a raw string literal where s allows one (a
// schema reads better unescaped in review), else a quoted one.
func writeStringLit(b *strings.Builder, s string) {
	if strings.ContainsAny(s, "`\r") {
		b.WriteString(strconv.Quote(s))
		return
	}
	b.WriteByte('`')
	b.WriteString(s)
	b.WriteByte('`')
}
