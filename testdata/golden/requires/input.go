// Package requires gives keys requires= (issue 34 item 1): when a key is
// sent, the keys it names must be too. The exact and advertised schemas
// and the anthropic declaration say it as dependentRequired; openai-strict
// and gemini say it in the key's description.
//
//stitch:dialects anthropic,openai-strict,gemini
package requires

import "github.com/stitchgen/stitchgen/runtime/stitch"

// Lists Kubernetes resources, all of a kind or one by name.
//
//stitch:tool
type ListResources struct {
	// Kind of resource.
	Kind string `json:"kind"`
	// Selects one resource; it needs its namespaces.
	ResourceName string `json:"resource_name,omitempty" stitch:"requires=namespaces"`
	// Namespaces to look in.
	// (At least one: encoding/json leaves out an empty list, and a value
	// written back must still hold the key.)
	Namespaces []string `json:"namespaces,omitempty" stitch:"min=1"`
	// Since is a start time; with it, until is needed and the page size.
	Since string `json:"since,omitempty" stitch:"requires=until|limit"`
	// Until is an end time.
	Until string `json:"until,omitempty" stitch:"min=1"`
	// Limit is the page size; null asks for the server's.
	Limit stitch.Nullable[int] `json:"limit,omitzero"`
}

// Moves a file or a directory: the flattened object says a variant's
// requires in words.
//
//stitch:tool
//stitch:union
type Move interface{ isMove() }

// Moves one file.
type MoveFile struct {
	What string `json:"what" stitch:"oneof-variant=file"`
	From string `json:"from"`
	// Gives the file a new name, in the directory given.
	Rename string `json:"rename,omitempty" stitch:"requires=dir"`
	Dir    string `json:"dir,omitempty" stitch:"min=1"`
}

// Moves a directory.
type MoveDir struct {
	What string `json:"what" stitch:"oneof-variant=dir"`
	From string `json:"from"`
}

func (MoveFile) isMove() {}
func (MoveDir) isMove()  {}
