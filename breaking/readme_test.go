package breaking_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/breaking"
)

// TestDocsRules: the rule table of docs/breaking.md is breaking.Rules.
func TestDocsRules(t *testing.T) {
	data, err := os.ReadFile("../docs/breaking.md")
	require.NoError(t, err)
	s := string(data)
	i := strings.Index(s, "| id | name | category | verdict | change |\n|---|---|---|---|---|\n")
	require.GreaterOrEqual(t, i, 0, "docs/breaking.md has no rule table")
	s = s[i:]
	s = s[strings.Index(s, "---|\n")+5:]
	s = s[:strings.Index(s, "\n\n")]
	var want []string
	for _, r := range breaking.Rules {
		want = append(want, fmt.Sprintf("| %s | `%s` | %s | %s | %s |", r.ID, r.Name, r.Category, r.Verdict, r.Doc))
	}
	assert.Equal(t, strings.Join(want, "\n"), s)
}
