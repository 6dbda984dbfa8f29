package stitchmcp_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/runtime/stitch"
	"github.com/stitchgen/stitchgen/runtime/stitchmcp"
	"github.com/stitchgen/stitchgen/testdata/golden/nullable"
)

// TestNullableThreeStatesOverMCP: a stitch.Nullable field reaches the
// handler as what the call said of its key (left out, null, a value), and a
// result holding one is written back as it was read.
func TestNullableThreeStatesOverMCP(t *testing.T) {
	var r recorder
	cs := serve(t, func(s *mcp.Server) {
		require.NoError(t, stitchmcp.AddTool(s, nullable.IssueUpdateTool, func(_ context.Context, _ *mcp.CallToolRequest, in nullable.IssueUpdate) (nullable.IssueUpdate, error) {
			r.handle(in)
			return in, nil
		}))
	})

	tools, err := cs.ListTools(context.Background(), nil)
	require.NoError(t, err)
	require.Len(t, tools.Tools, 1)
	schema, err := json.Marshal(tools.Tools[0].InputSchema)
	require.NoError(t, err)
	var adv struct {
		Properties map[string]json.RawMessage `json:"properties"`
		Required   []string                   `json:"required"`
	}
	require.NoError(t, json.Unmarshal(schema, &adv))
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
	require.True(t, res.IsError)
	var env struct {
		Details struct {
			Issues []stitch.Issue `json:"issues"`
		} `json:"details"`
	}
	require.NoError(t, json.Unmarshal([]byte(text(t, res)), &env))
	var paths []string
	for _, is := range env.Details.Issues {
		paths = append(paths, is.Path+": "+is.Message)
	}
	assert.Equal(t, []string{
		"milestone: expected an integer ≥ 1, got 0",
		"assignee: expected a string of 1 to 39 characters, got 0 characters",
	}, paths)
	assert.Len(t, r.handled, 1, "the handler is not called")
}
