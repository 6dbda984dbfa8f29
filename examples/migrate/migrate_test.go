package migrate

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/runtime/stitchmcp"
)

// got holds what the handlers received, by tool.
type got map[string]any

func echo[In any](g got, name string) func(context.Context, *mcp.CallToolRequest, In) (*mcp.CallToolResult, struct{}, error) {
	return func(_ context.Context, _ *mcp.CallToolRequest, in In) (*mcp.CallToolResult, struct{}, error) {
		g[name] = in
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "done"}}}, struct{}{}, nil
	}
}

// descriptions are the tools' descriptions as the SDK server had them, in
// its mcp.Tool literals; stitchgen reads them from the doc comments.
var descriptions = map[string]string{
	"create_issue": "Create an issue in a repository.",
	"list_issues":  "List the issues of a repository.",
	"get_issue":    "Get one issue.",
	"close_issues": "Close issues.",
}

// inferred serves the structs as the SDK server did: mcp.AddTool infers
// each input schema from the struct and validates calls against it.
func inferred(g got) func(*mcp.Server) {
	return func(s *mcp.Server) {
		mcp.AddTool(s, &mcp.Tool{Name: "create_issue", Description: descriptions["create_issue"]}, echo[CreateIssue](g, "create_issue"))
		mcp.AddTool(s, &mcp.Tool{Name: "list_issues", Description: descriptions["list_issues"]}, echo[ListIssues](g, "list_issues"))
		mcp.AddTool(s, &mcp.Tool{Name: "get_issue", Description: descriptions["get_issue"]}, echo[GetIssue](g, "get_issue"))
		mcp.AddTool(s, &mcp.Tool{Name: "close_issues", Description: descriptions["close_issues"]}, echo[CloseIssues](g, "close_issues"))
	}
}

// generated serves the same structs through stitchgen: the handlers are the
// same functions (stitchmcp.AddToolFor takes the SDK's signature).
func generated(t *testing.T, g got) func(*mcp.Server) {
	return func(s *mcp.Server) {
		require.NoError(t, stitchmcp.AddToolFor(s, CreateIssueTool, echo[CreateIssue](g, "create_issue")))
		require.NoError(t, stitchmcp.AddToolFor(s, ListIssuesTool, echo[ListIssues](g, "list_issues")))
		require.NoError(t, stitchmcp.AddToolFor(s, GetIssueTool, echo[GetIssue](g, "get_issue")))
		require.NoError(t, stitchmcp.AddToolFor(s, CloseIssuesTool, echo[CloseIssues](g, "close_issues")))
	}
}

func serve(t *testing.T, add func(*mcp.Server)) *mcp.ClientSession {
	t.Helper()
	ctx := context.Background()
	s := mcp.NewServer(&mcp.Implementation{Name: "issues", Version: "v0"}, nil)
	add(s)
	st, ct := mcp.NewInMemoryTransports()
	ss, err := s.Connect(ctx, st, nil)
	require.NoError(t, err)
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "c", Version: "v0"}, nil).Connect(ctx, ct, nil)
	require.NoError(t, err)
	t.Cleanup(func() { _ = cs.Close(); _ = ss.Wait() })
	return cs
}

// counts counts, over every property of a listed schema, the descriptions
// and the keywords that constrain a value.
func counts(schema any) (props, described, constraints int) {
	var walk func(v any, isProps bool)
	walk = func(v any, isProps bool) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				if isProps {
					props++
					if m, ok := x.(map[string]any); ok && m["description"] != nil {
						described++
					}
					walk(x, false)
					continue
				}
				switch k {
				case "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "enum", "format", "pattern", "minItems", "maxItems":
					constraints++
				}
				walk(x, k == "properties")
			}
		case []any:
			for _, x := range v {
				walk(x, false)
			}
		}
	}
	walk(schema, false)
	return
}

// TestMigration measures, on the four tools, what moving from the SDK's
// inference to stitchgen changes for the model (the table of docs/migrating.md).
func TestMigration(t *testing.T) {
	ctx := context.Background()
	sdkGot, stitchGot := got{}, got{}
	sdk, st := serve(t, inferred(sdkGot)), serve(t, generated(t, stitchGot))

	// What the model is shown.
	total := map[string][3]int{}
	for name, cs := range map[string]*mcp.ClientSession{"sdk": sdk, "stitchgen": st} {
		list, err := cs.ListTools(ctx, nil)
		require.NoError(t, err)
		require.Len(t, list.Tools, 4)
		var sum [3]int
		size := 0 // the listed input schemas' bytes, compact, as the model reads them
		for _, tool := range list.Tools {
			assert.Equal(t, descriptions[tool.Name], tool.Description, "%s: the tool's description", name)
			p, d, c := counts(tool.InputSchema)
			sum[0], sum[1], sum[2] = sum[0]+p, sum[1]+d, sum[2]+c
			b, err := json.Marshal(tool.InputSchema)
			require.NoError(t, err)
			size += len(b)
		}
		total[name] = sum
		t.Logf("%-9s: %d properties, %d with their description, %d constraints, %d bytes of input schema", name, sum[0], sum[1], sum[2], size)
	}
	sdkSum, stSum := total["sdk"], total["stitchgen"]
	assert.Equal(t, sdkSum[:2], stSum[:2], "the same properties and descriptions")
	assert.Zero(t, total["sdk"][2], "the SDK's inference reads no validate: tag")
	assert.Equal(t, 24, total["stitchgen"][2])

	// A call with four mistakes.
	bad := `{"repo":"","title":"Crash","labels":["ui",""],"priority":"urgent","assignee":"ann"}`
	sdkText := callText(t, sdk, "create_issue", bad)
	stText := callText(t, st, "create_issue", bad)
	var env struct {
		Details struct {
			Issues []struct{ Path, Code string } `json:"issues"`
		} `json:"details"`
	}
	require.NoError(t, json.Unmarshal([]byte(stText), &env), stText)
	var paths []string
	for _, is := range env.Details.Issues {
		paths = append(paths, is.Path+" "+is.Code)
	}
	assert.Equal(t, []string{"repo too_small", "labels[1] too_small", "priority invalid_enum", "assignee unknown_key"}, paths)
	t.Logf("a call with 4 mistakes: the SDK answers %q; stitchgen lists %d issues: %s", sdkText, len(paths), strings.Join(paths, ", "))
	assert.Contains(t, sdkText, "assignee", "the SDK names one mistake")
	assert.NotContains(t, sdkText, "priority")

	// An id above 2^53.
	callText(t, sdk, "get_issue", `{"repo":"a/b","id":9007199254740993}`)
	callText(t, st, "get_issue", `{"repo":"a/b","id":9007199254740993}`)
	t.Logf("id 9007199254740993: the SDK's handler gets %d, stitchgen's %d", sdkGot["get_issue"].(GetIssue).ID, stitchGot["get_issue"].(GetIssue).ID)
	assert.Equal(t, int64(9007199254740993), stitchGot["get_issue"].(GetIssue).ID)
	assert.NotEqual(t, int64(9007199254740993), sdkGot["get_issue"].(GetIssue).ID)
}

func callText(t *testing.T, cs *mcp.ClientSession, tool, args string) string {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tool, Arguments: json.RawMessage(args)})
	if err != nil {
		return err.Error()
	}
	require.Len(t, res.Content, 1)
	return res.Content[0].(*mcp.TextContent).Text
}
