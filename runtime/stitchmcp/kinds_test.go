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
	"github.com/stitchgen/stitchgen/testdata/golden/union_keys"
	"github.com/stitchgen/stitchgen/testdata/golden/union_kind"
)

// TestUnionsByKindAndKeysOverMCP: a by=kind value and by=keys items reach the
// handler as their variants; the advertised schemas the client lists hold no
// oneOf; a bad call is one envelope with an issue per value, naming the kinds
// and the alternatives.
func TestUnionsByKindAndKeysOverMCP(t *testing.T) {
	var r recorder
	cs := serve(t, func(s *mcp.Server) {
		require.NoError(t, stitchmcp.AddTool(s, union_kind.FieldSetTool, func(_ context.Context, _ *mcp.CallToolRequest, in union_kind.FieldSet) (union_kind.FieldSet, error) {
			r.handle(in)
			return in, nil
		}))
		require.NoError(t, stitchmcp.AddTool(s, union_keys.ItemsUpdateTool, func(_ context.Context, _ *mcp.CallToolRequest, in union_keys.ItemsUpdate) (union_keys.ItemsUpdate, error) {
			r.handle(in)
			return in, nil
		}))
	})

	tools, err := cs.ListTools(context.Background(), nil)
	require.NoError(t, err)
	require.Len(t, tools.Tools, 2)
	for _, tl := range tools.Tools {
		schema, err := json.Marshal(tl.InputSchema)
		require.NoError(t, err)
		assert.NotContains(t, string(schema), "oneOf", tl.Name)
	}

	args := `{"field":"Status","value":true,"labels":["bug",{"name":"p1"}]}`
	res := call(t, cs, "field_set", args)
	require.False(t, res.IsError, text(t, res))
	in := r.handled[0].(union_kind.FieldSet)
	assert.Equal(t, union_kind.FlagValue(true), in.Value)
	assert.Equal(t, []union_kind.LabelRef{union_kind.LabelName("bug"), union_kind.LabelObj{Name: "p1"}}, in.Labels)
	assert.JSONEq(t, args, text(t, res), "written back as it was read")

	res = call(t, cs, "items_update", `{"status":"done","items":[{"item_id":3,"note":"n"},{"owner":"o","repo":"r","number":9}]}`)
	require.False(t, res.IsError, text(t, res))
	assert.Equal(t, []union_keys.Item{union_keys.ByItem{ItemID: 3, Note: "n"}, union_keys.ByIssue{Owner: "o", Repo: "r", Number: 9}}, r.handled[1].(union_keys.ItemsUpdate).Items)

	for tool, want := range map[string][]string{
		`{"field":"f","value":{"a":1},"labels":[7]}`:              {"value: expected a string, a number or a boolean, got an object", "labels[0]: expected a string or an object, got the number 7"},
		`{"status":"done","items":[{"node_id":"a","item_id":1}]}`: {"items[0]: send exactly one of: node_id; item_id; owner, repo and number"},
	} {
		name := "field_set"
		if want[0][:5] == "items" {
			name = "items_update"
		}
		res := call(t, cs, name, tool)
		require.True(t, res.IsError)
		var env struct {
			Details struct {
				Issues []stitch.Issue `json:"issues"`
			} `json:"details"`
		}
		require.NoError(t, json.Unmarshal([]byte(text(t, res)), &env))
		var got []string
		for _, is := range env.Details.Issues {
			got = append(got, is.Path+": "+is.Message)
		}
		assert.Equal(t, want, got, tool)
	}
	assert.Len(t, r.handled, 2, "a bad call reaches no handler")
}
