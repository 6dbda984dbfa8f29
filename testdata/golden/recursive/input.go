// Package recursive covers a recursive type, which needs $defs and $ref.
package recursive

// Node is one node of a tree.
type Node struct {
	Name     string `json:"name" stitch:"min=1"`
	Children []Node `json:"children,omitempty" stitch:"max=8"`
}

// Folder is the root of a tree of folders.
//
//stitch:tool
type Folder struct {
	Title  string  `json:"title"`
	Root   Node    `json:"root"`
	Parent *Folder `json:"parent,omitempty"`
}

// Step is one step of a chain: the last one, or one that leads to the next.
//
//stitch:union
type Step interface{ isStep() }

// Last ends a chain.
type Last struct {
	Kind string `json:"kind" stitch:"oneof-variant=last"`
}

// Then leads to the next step, which it requires: a cycle through a
// required key, which gemini-jsonschema cannot declare as a $ref, so there
// the value travels as JSON text.
type Then struct {
	Kind string `json:"kind" stitch:"oneof-variant=then"`
	Next Step   `json:"next"`
}

func (Last) isStep() {}
func (Then) isStep() {}

// Chain keeps its union as oneOf (flatten=false).
//
//stitch:tool flatten=false
type Chain struct {
	First Step `json:"first"`
}
