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
	CodeInvalidLabel = "invalid_label" // a union's discriminator is missing or unknown, or its variant's keys (by=keys)
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
