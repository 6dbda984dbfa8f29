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
