package nullable

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/internal/parsetest"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

func ptr[T any](v T) *T { return &v }

var due = time.Date(2026, 12, 24, 9, 0, 0, 0, time.UTC)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseIssueUpdate, []parsetest.Case{
		{
			Name: "good: every key left out keeps; state is sent null",
			In:   `{"number":7,"state":null}`,
			Want: IssueUpdate{Number: 7, State: stitch.Null[string]()},
		},
		{
			Name: "good: null clears",
			In:   `{"number":7,"milestone":null,"assignee":null,"due":null,"labels":null,"state":null,"body":null,"meta":null}`,
			Want: IssueUpdate{Number: 7, Milestone: stitch.Null[int](), Assignee: stitch.Null[Login](), Due: stitch.Null[time.Time](),
				Labels: stitch.Null[[]string](), State: stitch.Null[string](), Body: stitch.Null[string](), Meta: stitch.Null[Meta]()},
		},
		{
			Name: "good: values set, with their rewrites",
			In:   `{"number":7,"title":"T","milestone":3,"assignee":"octo","due":"2026-12-24T09:00:00Z","labels":["Bug","UI"],"state":"open","body":"b","meta":{"source":"api"}}`,
			Want: IssueUpdate{Number: 7, Title: ptr("T"), Milestone: stitch.NewNullable(3), Assignee: stitch.NewNullable[Login]("octo"),
				Due: stitch.NewNullable(due), Labels: stitch.NewNullable([]string{"bug", "ui"}), State: stitch.NewNullable("open"),
				Body: stitch.NewNullable("b"), Meta: stitch.NewNullable(Meta{Source: "api"})},
		},
		{
			Name: "the value keeps the field's tags and its type's",
			In:   `{"number":7,"milestone":0,"assignee":"","labels":["","a","b","c","d","e"],"state":"merged","body":"TODO","meta":{"source":"fax"}}`,
			Issues: []string{
				`milestone: too_small: expected an integer ≥ 1, got 0`,
				`assignee: too_small: expected a string of 1 to 39 characters, got 0 characters`,
				`labels[0]: too_small: expected a string of 1 to 20 characters, got 0 characters`,
				`labels: too_big: expected at most 5 items, got 6`,
				`state: invalid_enum: expected one of "open", "closed", got the string "merged"`,
				`body: custom: write a body, not TODO`,
				`meta.source: invalid_enum: expected one of "web", "api", got the string "fax"`,
			},
		},
		{
			Name:   "required: null or a value must be sent",
			In:     `{"number":7}`,
			Issues: []string{`state: required: missing required key "state"`},
		},
		{
			Name:   "a pointer without nullable still refuses null",
			In:     `{"number":7,"title":null,"state":null}`,
			Issues: []string{`title: invalid_type: expected a string of 1 to 256 characters, got null; leave the key out to send no value`},
		},
		{
			Name:   "a wrong kind is a type issue",
			In:     `{"number":7,"milestone":"3","state":null}`,
			Issues: []string{`milestone: invalid_type: expected an integer ≥ 1, got the string "3"`},
		},
	})
	parsetest.Run(t, ParseBatch, []parsetest.Case{
		{
			Name: "good: a variant's Nullable, left out, null and set; the other variant's pointer",
			In:   `{"ops":[{"kind":"reschedule"},{"kind":"reschedule","due":null},{"kind":"reschedule","due":"2026-12-24T09:00:00Z"},{"kind":"create","title":"x","due":"2026-12-24T09:00:00Z"}]}`,
			Want: Batch{Ops: []Op{Reschedule{Kind: "reschedule"}, Reschedule{Kind: "reschedule", Due: stitch.Null[time.Time]()},
				Reschedule{Kind: "reschedule", Due: stitch.NewNullable(due)}, Create{Kind: "create", Title: "x", Due: &due}}},
		},
		{
			Name:   "the other variant refuses null",
			In:     `{"ops":[{"kind":"create","title":"x","due":null}]}`,
			Issues: []string{`ops[0].due: invalid_type: expected a date-time string (RFC 3339), got null; leave the key out to send no value`},
		},
	})
}

// TestValidateRoundTrip: what Parse returns, Validate accepts, and
// encoding/json writes it back as it was read (omitzero leaves absent out).
func TestValidateRoundTrip(t *testing.T) {
	for _, in := range []string{
		`{"number":7,"state":null}`,
		`{"number":7,"milestone":null,"assignee":null,"due":null,"labels":null,"state":null,"body":null,"meta":null}`,
		`{"number":7,"milestone":3,"assignee":"octo","due":"2026-12-24T09:00:00Z","labels":["bug"],"state":"open","body":"b","meta":{"source":"api"}}`,
	} {
		v, err := ParseIssueUpdate([]byte(in))
		require.NoError(t, err)
		require.NoError(t, ValidateIssueUpdate(v))
		out, err := json.Marshal(v)
		require.NoError(t, err)
		assert.JSONEq(t, in, string(out))
		var back IssueUpdate
		require.NoError(t, json.Unmarshal(out, &back))
		assert.Equal(t, v, back, "encoding/json reads the three states as the parser does")
	}
	require.NoError(t, ValidateMilestoneSet(MilestoneSet{Number: 1, Milestone: stitch.Null[int]()}))
	assert.EqualError(t, ValidateMilestoneSet(MilestoneSet{Number: 1}), `milestone: missing required key "milestone"`)
	assert.EqualError(t, ValidateMilestoneSet(MilestoneSet{Number: 1, Milestone: stitch.NewNullable(0)}), `milestone: expected an integer ≥ 1, got 0`)
}

// TestParseIn: under openai-strict, where null means a key left out for an
// ordinary key, a Nullable's null still means null.
func TestParseIn(t *testing.T) {
	v, err := stitch.ParseIn(MilestoneSetTool, "openai-strict", []byte(`{"number":1,"milestone":null}`))
	require.NoError(t, err)
	assert.Equal(t, MilestoneSet{Number: 1, Milestone: stitch.Null[int]()}, v)
	w, err := stitch.ParseIn(IssueUpdateTool, "openai-strict", []byte(`{"number":1,"title":null,"milestone":null,"state":null}`))
	require.NoError(t, err)
	assert.Equal(t, IssueUpdate{Number: 1, Milestone: stitch.Null[int](), State: stitch.Null[string]()}, w, "title's null is absent, milestone's is null")
}
