// Package foreign is a golden pair: SearchIssues is written as a server on
// the MCP Go SDK's mcp.AddTool writes its input, with validate: and
// jsonschema: tags only (google/jsonschema-go's description form and
// invopop/jsonschema's key=value form); SearchIssuesStitch is the same input
// written with stitch: tags. Their exact and advertised schemas are equal
// (parse_test.go), and their parsers agree.
//
//stitch:dialects none
package foreign

// SearchIssues searches a tracker's issues.
//
//stitch:tool name=search_issues
type SearchIssues struct {
	Query     string            `json:"query" validate:"required,max=200" jsonschema:"Free text matched against titles and bodies"`
	State     string            `json:"state" validate:"omitempty,oneof=open closed all" jsonschema:"description=Which issues to list,enum=open,enum=closed,enum=all,default=open"`
	Labels    []string          `json:"labels,omitempty" validate:"max=10,dive,min=1,max=50" jsonschema:"Labels every issue must carry"`
	Assignee  string            `json:"assignee,omitempty" validate:"omitempty,alphanum,max=39"`
	PerPage   int               `json:"per_page" validate:"omitempty,gte=1,lte=100" jsonschema:"description=Results per page\\, at most 100,default=30"`
	Page      uint              `json:"page" validate:"required"`
	Milestone string            `json:"milestone,omitempty" validate:"omitempty,uuid"`
	Fields    map[string]string `json:"fields,omitempty" validate:"max=5,dive,keys,min=1,max=20,endkeys,max=100"`
	Sort      string            `json:"sort,omitempty" jsonschema:"description=Sort order,enum=created,enum=updated"`
	Repo      string            `json:"repo" validate:"hostname_rfc1123" jsonschema:"required"`
}

// SearchIssues searches a tracker's issues.
//
//stitch:tool name=search_issues_stitch
type SearchIssuesStitch struct {
	// Free text matched against titles and bodies
	Query string `json:"query" stitch:"min=1,max=200"`
	// Which issues to list
	State string `json:"state" stitch:"optional,zero-ok,enum=open|closed|all,default=open"`
	// Labels every issue must carry
	Labels   []string `json:"labels,omitempty" stitch:"max=10,dive,min=1,max=50"`
	Assignee string   `json:"assignee,omitempty" stitch:"zero-ok,pattern='^[a-zA-Z0-9]+$',why='made of ASCII letters and digits',max=39"`
	// Results per page, at most 100
	PerPage   int               `json:"per_page" stitch:"optional,zero-ok,min=1,max=100,default=30"`
	Page      uint              `json:"page" stitch:"min=1"`
	Milestone string            `json:"milestone,omitempty" stitch:"zero-ok,format=uuid"`
	Fields    map[string]string `json:"fields,omitempty" stitch:"max=5,dive,keys,min=1,max=20,endkeys,max=100"`
	// Sort order
	Sort string `json:"sort,omitempty" stitch:"enum=created|updated"`
	Repo string `json:"repo" stitch:"pattern='^[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(\\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$',why='an RFC 1123 host name'"`
}
