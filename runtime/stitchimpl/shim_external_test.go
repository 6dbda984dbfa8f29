package stitchimpl_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// The tests of this package name the user API of package stitch unqualified, as the
// internal tests do (see stitch_test.go). Issue and Issues are local copies, so that
// tables can list issues without field names.
type (
	Issue  struct{ Path, Code, Message string }
	Issues []Issue
	Limits = stitch.Limits
)

const (
	CodeInvalidType   = stitch.CodeInvalidType
	CodeRequired      = stitch.CodeRequired
	CodeTooSmall      = stitch.CodeTooSmall
	CodeTooBig        = stitch.CodeTooBig
	CodeFormat        = stitch.CodeFormat
	CodeUnknownKey    = stitch.CodeUnknownKey
	CodeDuplicateKey  = stitch.CodeDuplicateKey
	CodeInvalidLabel  = stitch.CodeInvalidLabel
	CodeSyntax        = stitch.CodeSyntax
	CodeTooLarge      = stitch.CodeTooLarge
	CodeTooDeep       = stitch.CodeTooDeep
	CodeTooManyIssues = stitch.CodeTooManyIssues
	DefaultMaxIssues  = stitch.DefaultMaxIssues
)

// issuesOf returns the issues of err, which must be nil or a stitch.Issues.
func issuesOf(t *testing.T, err error) Issues {
	t.Helper()
	if err == nil {
		return nil
	}
	var is stitch.Issues
	require.True(t, errors.As(err, &is), "error %T is not Issues", err)
	out := make(Issues, len(is))
	for i, it := range is {
		out[i] = Issue(it)
	}
	return out
}
