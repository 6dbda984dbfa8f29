// Package why has patterns that carry their reason in words (why=): the
// description says it, and so does the parser's message, before the
// expression.
//
//stitch:dialects none
package why

// Login is a GitHub login.
//
//stitch:tags min=1,max=39,pattern='^[A-Za-z0-9-]+$',why='a GitHub login'
type Login string

// FileWrite writes one file of a repository.
//
//stitch:tool
type FileWrite struct {
	// Path of the file to write.
	Path   string `json:"path" stitch:"max=200,pattern='^[^/\\x00-\\x1f\\x7f][^\\x00-\\x1f\\x7f]*$',why='a relative path with no control characters'"`
	Branch string `json:"branch,omitempty" stitch:"pattern='^[a-z0-9._/-]+$',why='A lower-case branch name.'"` // no doc: the why alone describes it
	// The owner of the repository.
	Owner Login `json:"owner"`
	// Who reviews the change: the field's words for its type's pattern.
	Reviewer Login `json:"reviewer,omitempty" stitch:"why='the login of a reviewer'"`
	// Labels to add.
	Labels []string `json:"labels,omitempty" stitch:"max=5,dive,pattern='^[a-z][a-z0-9-]*$',why='a lower-case label'"`
	// Metadata to record.
	Meta map[string]string `json:"meta,omitempty" stitch:"dive,keys,pattern='^[a-z_]+$',why='a snake_case name',endkeys,max=100"`
	// How to write it.
	Mode Mode `json:"mode"`
}

// Mode is how the file is written.
//
//stitch:union
type Mode interface{ isMode() }

// Replace the file's content.
type Replace struct {
	Op string `json:"op" stitch:"oneof-variant=replace"`
	// The new content.
	Content string `json:"content"`
}

// Patch the file: apply a unified diff.
type Patch struct {
	Op string `json:"op" stitch:"oneof-variant=patch"`
	// The diff to apply.
	Content string `json:"content" stitch:"pattern='^(diff|---)\\s',why='a unified diff'"`
}

func (Replace) isMode() {}
func (Patch) isMode()   {}
