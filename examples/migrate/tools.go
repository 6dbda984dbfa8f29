// Package migrate is a small MCP server's tool inputs as they were written
// for the official Go SDK's mcp.AddTool, which infers each schema at run
// time: jsonschema: tags (google/jsonschema-go's form, the whole tag is the
// description) and validate: tags (go-playground/validator, run by the
// handlers). Moving to stitchgen added only the //stitch:tool lines and the
// tools' descriptions as doc comments (they were in the mcp.Tool literals).
// migrate_test.go serves the same structs both ways and measures what
// changes for the model (docs/migrating.md: "Moving a go-sdk server to stitchgen").
package migrate

//go:generate go run ../../cmd/stitchgen

// Create an issue in a repository.
//
//stitch:tool name=create_issue
type CreateIssue struct {
	Repo     string   `json:"repo" validate:"required,max=100" jsonschema:"the repository, as owner/name"`
	Title    string   `json:"title" validate:"required,max=256" jsonschema:"a one-line summary"`
	Body     string   `json:"body,omitempty" validate:"max=65536" jsonschema:"the issue text, in Markdown"`
	Labels   []string `json:"labels,omitempty" validate:"max=10,dive,min=1,max=50" jsonschema:"labels to apply"`
	Priority string   `json:"priority,omitempty" validate:"omitempty,oneof=low normal high" jsonschema:"low, normal or high"`
}

// List the issues of a repository.
//
//stitch:tool name=list_issues
type ListIssues struct {
	Repo    string `json:"repo" validate:"required,max=100" jsonschema:"the repository, as owner/name"`
	State   string `json:"state,omitempty" validate:"omitempty,oneof=open closed all" jsonschema:"which issues: open, closed or all"`
	PerPage int    `json:"per_page,omitempty" validate:"omitempty,min=1,max=100" jsonschema:"results per page, 1 to 100"`
	Since   string `json:"since,omitempty" validate:"omitempty,uuid" jsonschema:"only issues after this issue id"`
}

// Get one issue.
//
//stitch:tool name=get_issue
type GetIssue struct {
	Repo string `json:"repo" validate:"required,max=100" jsonschema:"the repository, as owner/name"`
	ID   int64  `json:"id" validate:"min=1" jsonschema:"the issue's id"`
}

// Close issues.
//
//stitch:tool name=close_issues
type CloseIssues struct {
	Repo   string  `json:"repo" validate:"required,max=100" jsonschema:"the repository, as owner/name"`
	IDs    []int64 `json:"ids" validate:"min=1,max=50,dive,min=1" jsonschema:"the ids of the issues to close"`
	Reason string  `json:"reason,omitempty" validate:"omitempty,oneof=completed not_planned" jsonschema:"completed or not_planned"`
}
