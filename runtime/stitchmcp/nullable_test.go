package stitchmcp_test

import (
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/testdata/golden/nullable"
)

// TestNullableThreeStatesOverMCP: a stitch.Nullable field reaches the
// handler as what the call said of its key (left out, null, a value), and a
// result holding one is written back as it was read.
func TestNullableThreeStatesOverMCP(t *testing.T) {
	var r recorder
	cs := serve(t, func(s *mcp.Server) { echo(t, s, nullable.IssueUpdateTool, &r) })

	schemas := listed(t, cs)
	require.Len(t, schemas, 1)
	var adv struct {
		Properties map[string]json.RawMessage `json:"properties"`
		Required   []string                   `json:"required"`
	}
	require.NoError(t, json.Unmarshal(schemas[0], &adv))
	assert.JSONEq(t, `{"description":"Milestone number; null clears it.","type":["integer","null"],"minimum":1}`, string(adv.Properties["milestone"]))
	assert.Equal(t, []string{"number", "state"}, adv.Required, "optional unless tagged required")

	args := `{"number":7,"milestone":null,"assignee":"octo","state":"open"}`
	res := call(t, cs, "issue_update", args)
	require.False(t, res.IsError, text(t, res))
	require.Len(t, r.handled, 1)
	in := r.handled[0].(nullable.IssueUpdate)
	assert.True(t, in.Milestone.IsSet() && in.Milestone.IsNull(), "null: clear")
	login, ok := in.Assignee.Get()
	assert.True(t, ok)
	assert.Equal(t, nullable.Login("octo"), login, "a value: set")
	assert.False(t, in.Due.IsSet(), "left out: keep")
	assert.JSONEq(t, args, text(t, res), "written back as it was read")

	res = call(t, cs, "issue_update", `{"number":7,"milestone":0,"assignee":"","state":null}`)
	assert.Equal(t, []string{
		"milestone: expected an integer ≥ 1, got 0",
		"assignee: expected a string of 1 to 39 characters, got 0 characters",
	}, issueLines(t, res))
	assert.Len(t, r.handled, 1, "the handler is not called")
}
