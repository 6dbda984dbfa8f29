package stitchmcp_test

import (
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
		echo(t, s, union_kind.FieldSetTool, &r)
		echo(t, s, union_keys.ItemsUpdateTool, &r)
	})

	schemas := listed(t, cs)
	require.Len(t, schemas, 2)
	for _, schema := range schemas {
		assert.NotContains(t, string(schema), "oneOf")
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
		assert.Equal(t, want, issueLines(t, call(t, cs, name, tool)), tool)
	}
	assert.Len(t, r.handled, 2, "a bad call reaches no handler")
}
