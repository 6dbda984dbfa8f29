package foreign

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

// TestTwins: the struct with validate: and jsonschema: tags only has the
// exact and advertised schemas of its stitch: twin, byte for byte.
func TestTwins(t *testing.T) {
	a, b := SearchIssuesTool.Meta, SearchIssuesStitchTool.Meta
	assert.Equal(t, string(b.Exact), string(a.Exact))
	assert.Equal(t, string(b.Advertised), string(a.Advertised))
	assert.Equal(t, b.Description, a.Description)
}

var calls = []parsetest.Case{
	{
		Name: "good: the defaults apply, the zero values pass as validator's omitempty lets them",
		In:   `{"query":"crash","page":1,"repo":"github.com","assignee":"","milestone":"","per_page":0}`,
	},
	{
		Name: "bad: every issue",
		In:   `{"query":"","state":"merged","labels":["",""],"assignee":"a-b","per_page":101,"page":0,"milestone":"x","fields":{"":"v"},"sort":"name","repo":"-bad-"}`,
		Issues: []string{
			`query: too_small: expected a string of 1 to 200 characters, got 0 characters`,
			`state: invalid_enum: expected one of "open", "closed", "all", got the string "merged"`,
			`labels[0]: too_small: expected a string of 1 to 50 characters, got 0 characters`,
			`labels[1]: too_small: expected a string of 1 to 50 characters, got 0 characters`,
			`assignee: pattern: expected a string of at most 39 characters that is made of ASCII letters and digits (pattern ^[a-zA-Z0-9]+$), got the string "a-b"`,
			`per_page: too_big: expected an integer between 1 and 100, got 101`,
			`page: too_small: expected an integer ≥ 1, got 0`,
			`milestone: format: expected a UUID, got the string "x"`,
			`fields[""]: too_small: expected a key of 1 to 20 characters, got 0 characters`,
			`sort: invalid_enum: expected one of "created", "updated", got the string "name"`,
			`repo: pattern: expected a string that is an RFC 1123 host name (pattern ^[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$), got the string "-bad-"`,
		},
	},
}

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseSearchIssues, calls)
	parsetest.Run(t, ParseSearchIssuesStitch, calls)
}

func TestDefaults(t *testing.T) {
	v, err := ParseSearchIssues([]byte(`{"query":"q","page":2,"repo":"a.b"}`))
	assert.NoError(t, err)
	assert.Equal(t, SearchIssues{Query: "q", State: "open", PerPage: 30, Page: 2, Repo: "a.b"}, v)
	v, err = ParseSearchIssues([]byte(`{"query":"q","page":2,"repo":"a.b","state":"","per_page":0}`))
	assert.NoError(t, err)
	assert.Equal(t, SearchIssues{Query: "q", Page: 2, Repo: "a.b"}, v, "a zero sent stays zero, as validator saw it")
}
