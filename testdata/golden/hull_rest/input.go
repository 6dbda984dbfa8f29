// Package hull_rest has keys whose hull merges maps (their values), a string
// against a recursive type (a type list carrying the target's keywords),
// descriptions given by some variants only, and a widened enum with null.
//
//stitch:dialects none
package hull_rest

// Call takes one variant.
//
//stitch:tool
type Call struct {
	V V `json:"v"`
}

// V is the union.
//
//stitch:union
type V interface{ isV() }

// A is a variant.
type A struct {
	Kind string `json:"kind" stitch:"oneof-variant=a"`
	// Labels by name.
	Labels map[string]string `json:"labels" stitch:"max=5"`
	Target Node              `json:"target"`
	// The mode, if any.
	Mode *string `json:"mode" stitch:"enum=x|y,nullable"`
}

// B is a variant.
type B struct {
	Kind   string         `json:"kind" stitch:"oneof-variant=b"`
	Labels map[string]int `json:"labels" stitch:"max=9"`
	// A node's name.
	Target string `json:"target" stitch:"min=1"`
	Mode   string `json:"mode" stitch:"enum=z"`
}

func (A) isV() {}
func (B) isV() {}

// Node is a tree.
type Node struct {
	Name     string `json:"name"`
	Children []Node `json:"children,omitempty"`
}
