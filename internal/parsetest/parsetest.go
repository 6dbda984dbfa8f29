// Package parsetest drives a generated parser with table cases and checks
// exact results: the decoded value of a good call, or every issue of a bad
// one as "path: code: message". It is for tests only.
package parsetest

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// Case is one call.
type Case struct {
	Name string
	In   string
	// Want is the decoded value of a good call (nil: not checked).
	Want any
	// Issues are the issues of a bad call, each "path: code: message"
	// ("(root)" for the root); empty means the call must succeed.
	Issues []string
}

// Run parses each case's input with parse and checks the result. With
// PARSETEST_PRINT=1 in the environment it prints what it got, as Go source,
// for writing new cases.
func Run[T any](t *testing.T, parse func([]byte) (T, error), cases []Case) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			got, err := parse([]byte(c.In))
			lines := Lines(err)
			if os.Getenv("PARSETEST_PRINT") != "" {
				fmt.Printf("%s:\n\tWant: %#v,\n\tIssues: %#v,\n", c.Name, got, lines)
			}
			if len(c.Issues) > 0 {
				require.Error(t, err)
				assert.Equal(t, c.Issues, lines)
				return
			}
			require.NoError(t, err, "%s", strings.Join(lines, "\n"))
			if c.Want != nil {
				assert.Equal(t, c.Want, got)
			}
		})
	}
}

// Lines formats the issues of err as "path: code: message"; an error that
// is not stitch.Issues is one line "(error): <text>".
func Lines(err error) []string {
	if err == nil {
		return nil
	}
	var is stitch.Issues
	if !errors.As(err, &is) {
		return []string{"(error): " + err.Error()}
	}
	out := make([]string, len(is))
	for i, x := range is {
		p := x.Path
		if p == "" {
			p = "(root)"
		}
		out[i] = p + ": " + x.Code + ": " + x.Message
	}
	return out
}
