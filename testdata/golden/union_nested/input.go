// Package union_nested has a union inside a variant of another union.
//
//stitch:dialects none
package union_nested

// Run runs one step.
//
//stitch:tool
type Run struct {
	Step Step `json:"step"`
}

// Step is a pipeline step.
//
//stitch:union
type Step interface{ isStep() }

// Fetch a resource.
type Fetch struct {
	Op     string `json:"op" stitch:"oneof-variant=fetch"`
	Source Source `json:"source"`
}

// Wait a while.
type Wait struct {
	Op      string `json:"op" stitch:"oneof-variant=wait"`
	Seconds int    `json:"seconds" stitch:"min=1"`
}

// Source is where data comes from.
//
//stitch:union
type Source interface{ isSource() }

// An HTTP source.
type HTTP struct {
	Scheme string `json:"scheme" stitch:"oneof-variant=http|https"`
	URL    string `json:"url" stitch:"format=uri"`
}

// A file source.
type File struct {
	Scheme string `json:"scheme" stitch:"oneof-variant=file"`
	Path   string `json:"path" stitch:"min=1"`
}

func (Fetch) isStep()  {}
func (Wait) isStep()   {}
func (HTTP) isSource() {}
func (File) isSource() {}
