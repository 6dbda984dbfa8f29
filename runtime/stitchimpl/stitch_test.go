package stitchimpl

import "github.com/stitchgen/stitchgen/runtime/stitch"

// The tests of this package name the user API of package stitch unqualified. Issue and
// Issues are local copies, so that tables can list issues without field names.
type (
	Issue  struct{ Path, Code, Message string }
	Issues []Issue
	Limits = stitch.Limits
)

// localIssues converts the issues a parse returned for comparison with a table.
func localIssues(is stitch.Issues) Issues {
	if is == nil {
		return nil
	}
	out := make(Issues, len(is))
	for i, it := range is {
		out[i] = Issue(it)
	}
	return out
}

const (
	CodeInvalidType   = stitch.CodeInvalidType
	CodeRequired      = stitch.CodeRequired
	CodeTooSmall      = stitch.CodeTooSmall
	CodeTooBig        = stitch.CodeTooBig
	CodeInvalidEnum   = stitch.CodeInvalidEnum
	CodePattern       = stitch.CodePattern
	CodeFormat        = stitch.CodeFormat
	CodeUnknownKey    = stitch.CodeUnknownKey
	CodeDuplicateKey  = stitch.CodeDuplicateKey
	CodeInvalidLabel  = stitch.CodeInvalidLabel
	CodeCustom        = stitch.CodeCustom
	CodeSyntax        = stitch.CodeSyntax
	CodeTooLarge      = stitch.CodeTooLarge
	CodeTooDeep       = stitch.CodeTooDeep
	CodeTooManyIssues = stitch.CodeTooManyIssues
	DefaultMaxIssues  = stitch.DefaultMaxIssues
	DefaultMaxDepth   = stitch.DefaultMaxDepth
	DefaultMaxBytes   = stitch.DefaultMaxBytes
)
