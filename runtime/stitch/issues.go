package stitch

import (
	"strconv"
	"strings"
)

// Issue codes. A code names the kind of problem; the message says what to send instead.
const (
	CodeInvalidType  = "invalid_type"  // the value has the wrong JSON kind
	CodeRequired     = "required"      // a required key is missing
	CodeTooSmall     = "too_small"     // below a minimum (value, length, item count)
	CodeTooBig       = "too_big"       // above a maximum, or out of the Go type's range
	CodeInvalidEnum  = "invalid_enum"  // not one of the allowed values
	CodePattern      = "pattern"       // a string does not match its pattern
	CodeFormat       = "format"        // a string is not in its named format
	CodeUnknownKey   = "unknown_key"   // a key the object does not declare
	CodeDuplicateKey = "duplicate_key" // a key sent twice in one object
	CodeInvalidLabel = "invalid_label" // a union's discriminator is missing or unknown
	CodeCustom       = "custom"        // a refine function rejected the value
	CodeSyntax       = "syntax"        // the input is not JSON; fatal
	CodeTooLarge     = "too_large"     // the input is bigger than Limits.MaxBytes; fatal
	CodeTooDeep      = "too_deep"      // nesting beyond Limits.MaxDepth; fatal

	// CodeTooManyIssues is the last issue of a list cut at Limits.MaxIssues; its message
	// says how many were left out.
	CodeTooManyIssues = "too_many_issues"
)

// Issue is one problem found in a call, addressed by the path of the value it concerns.
type Issue struct {
	// Path locates the value: "content.parts[2].url"; "" is the root. A key that is not
	// [A-Za-z_][A-Za-z0-9_-]* is written JSON-quoted in brackets: `meta["we.ird"]`.
	Path    string `json:"path"`
	Code    string `json:"code"`    // one of the Code constants
	Message string `json:"message"` // for a model to act on
}

// Issues is every problem found in a call, in the order they were found. It is the error
// a generated parser returns.
type Issues []Issue

// Error lists the first five issues as "path: message", then how many more there are.
func (is Issues) Error() string {
	var b strings.Builder
	for i, it := range is {
		if i == 5 {
			b.WriteString("; …and ")
			b.WriteString(strconv.Itoa(len(is) - 5))
			b.WriteString(" more")
			break
		}
		if i > 0 {
			b.WriteString("; ")
		}
		if it.Path == "" {
			b.WriteString("(root)")
		} else {
			b.WriteString(it.Path)
		}
		b.WriteString(": ")
		b.WriteString(it.Message)
	}
	return b.String()
}

// isIdent reports whether a key can be written bare in a path.
func isIdent(key []byte) bool {
	if len(key) == 0 {
		return false
	}
	for i, c := range key {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '_':
		case i > 0 && (c >= '0' && c <= '9' || c == '-'):
		default:
			return false
		}
	}
	return true
}

// appendKeySegment appends one key to a path.
func appendKeySegment(b []byte, key []byte) []byte {
	if isIdent(key) {
		if len(b) > 0 {
			b = append(b, '.')
		}
		return append(b, key...)
	}
	b = append(b, '[')
	b = appendQuoted(b, key)
	return append(b, ']')
}

// appendQuoted appends s as a JSON string literal.
func appendQuoted[S ~string | ~[]byte](b []byte, s S) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c == '\n':
			b = append(b, '\\', 'n')
		case c == '\r':
			b = append(b, '\\', 'r')
		case c == '\t':
			b = append(b, '\\', 't')
		case c < 0x20 || c == 0x7f:
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
		default:
			b = append(b, c)
		}
	}
	return append(b, '"')
}

// quote returns s as a JSON string literal.
func quote(s string) string { return string(appendQuoted(nil, s)) }

// maxShown is how many runes of a received string or number a message repeats.
const maxShown = 40

// DescribeString describes a received string for a message: `the string "abc"`, cut after
// 40 runes with "…". Generated code uses it for format, pattern and enum issues.
func DescribeString(s string) string {
	return "the string " + string(appendQuoted(nil, shorten(s)))
}

// shorten cuts s after maxShown runes, marking the cut with "…".
func shorten(s string) string {
	if len(s) <= maxShown {
		return s
	}
	n := 0
	for i := range s {
		if n == maxShown {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// describe describes a received JSON value (valid, compact or not) for a message.
func describe(raw []byte) string {
	if len(raw) == 0 {
		return "nothing"
	}
	switch raw[0] {
	case '"':
		var s []byte
		if len(raw) >= 2 {
			s = appendUnescaped(make([]byte, 0, min(len(raw), 4*maxShown+8)), raw[1:len(raw)-1])
		}
		return DescribeString(string(s))
	case '{':
		return "an object"
	case '[':
		return "an array"
	case 't':
		return "true"
	case 'f':
		return "false"
	case 'n':
		return "null"
	}
	return "the number " + shownLiteral(raw)
}

// shownLiteral is a number literal as a message repeats it.
func shownLiteral(lit []byte) string {
	if len(lit) > maxShown {
		return string(lit[:maxShown]) + "…"
	}
	return string(lit)
}
