// Package union_kind_text has by=kind unions left as oneOf (flatten=false)
// of a string and a variant a dialect sends as JSON text elsewhere: a
// recursive struct (anthropic-strict and gemini cut recursion with JSON
// text) and a map. Beside a string variant that text would read as the
// string, so the recursive struct is declared inlined one level, and the
// map stays an object (not strict) or, in gemini, is a noted loss.
package union_kind_text

// Set nodes, each by a name or by its shape (a list's items, which
// TestEveryPropertyTyped does not ask for a type: a property left as oneOf
// has none).
//
//stitch:tool flatten=false
type NodeSet struct {
	// Nodes are each a name or a node.
	Nodes []NodeRef `json:"nodes,omitempty" stitch:"max=5"`
	// Count is how many.
	Count int `json:"count" stitch:"min=0,max=10"`
}

// NodeRef is a node's name or the node.
//
//stitch:union by=kind
type NodeRef interface{ isNodeRef() }

// A node's name.
//
//stitch:tags min=1
type NodeName string

// A node and the one after it.
type Node struct {
	Y int `json:"y,omitempty"`
	// Next is the node after this one.
	Next *Node `json:"next,omitempty"`
}

func (NodeName) isNodeRef() {}
func (Node) isNodeRef()     {}

// Label things by a name or by a map of names.
//
//stitch:tool flatten=false
type LabelSet struct {
	// Labels are each a name or names by key.
	Labels []Labels `json:"labels"`
}

// Labels are a name or names by key.
//
//stitch:union by=kind
type Labels interface{ isLabels() }

// One name.
type LabelName string

// Names by key.
type LabelMap map[string]string

func (LabelName) isLabels() {}
func (LabelMap) isLabels()  {}

// Grow a tree whose branches are each a leaf's name or a tree.
//
//stitch:tool flatten=false
type TreeSet struct {
	// Tree is a leaf's name or a tree.
	Tree Branch `json:"tree"`
}

// Branch is a leaf's name or a tree.
//
//stitch:union by=kind
type Branch interface{ isBranch() }

// A leaf's name.
type Leaf string

// A tree: its next branch, a leaf's name or a tree again.
type Tree struct {
	// Sub is the next branch.
	Sub Branch `json:"sub,omitempty"`
}

func (Leaf) isBranch() {}
func (Tree) isBranch() {}

// Score a measure that is a number or is made of measures.
//
//stitch:tool
type MeasureSet struct {
	// Measure is a number, a sum of measures or a list of them.
	Measure Measure `json:"measure"`
}

// Measure is a number, a sum or a list.
//
//stitch:union by=kind
type Measure interface{ isMeasure() }

// A plain amount.
type Amount float64

// A sum of two measures.
type Sum struct {
	// Left is the first measure.
	Left Measure `json:"left"`
	// Right is the second.
	Right Measure `json:"right,omitempty"`
}

// A list of measures, at most three.
//
//stitch:tags max=3
type Measures []Measure

func (Amount) isMeasure()   {}
func (Sum) isMeasure()      {}
func (Measures) isMeasure() {}

// Tag things by a name or by nodes by key.
//
//stitch:tool flatten=false
type TagSet struct {
	// Tags are each a name or nodes by key.
	Tags []Tags `json:"tags"`
}

// Tags are a name or nodes by key.
//
//stitch:union by=kind
type Tags interface{ isTags() }

// One tag's name.
type TagName string

// Nodes by key, each a node and the one after it.
type NodeMap map[string]Node

func (TagName) isTags() {}
func (NodeMap) isTags() {}
