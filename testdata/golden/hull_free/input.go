// Package hull_free has keys that are any JSON value in some variants and a
// string, a struct or an array in others. Where any travels as JSON text
// (openai-strict, anthropic-strict, gemini), the any variants read a string
// sent there as JSON text ("6" is the number 6) and the others read it as
// itself: the declaration says which (genfuzz seeds 41791 and 1200707).
package hull_free

import "encoding/json"

// Record stores one entry.
//
//stitch:tool
type Record struct {
	Entry Entry `json:"entry"`
}

// Entry is what is stored.
//
//stitch:union
type Entry interface{ isEntry() }

// Raw is any value, and any JSON as its items.
type Raw struct {
	Kind  string          `json:"kind" stitch:"oneof-variant=raw"`
	Value any             `json:"value"`
	Items json.RawMessage `json:"items,omitempty"`
}

// Point is a point.
type Point struct {
	Kind  string `json:"kind" stitch:"oneof-variant=point"`
	Value XY     `json:"value"`
}

// Name is a name.
type Name struct {
	Kind  string `json:"kind" stitch:"oneof-variant=name"`
	Value string `json:"value" stitch:"min=1"`
}

// Bag is a list of any values.
type Bag struct {
	Kind  string `json:"kind" stitch:"oneof-variant=bag"`
	Items []any  `json:"items"`
}

// XY is a point on a plane.
type XY struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

func (Raw) isEntry()   {}
func (Point) isEntry() {}
func (Name) isEntry()  {}
func (Bag) isEntry()   {}

// Grow adds a tree of entries.
//
//stitch:tool
type Grow struct {
	Root Node `json:"root"`
}

// Node is an entry and the nodes below it: anthropic-strict and gemini send
// the nodes below as JSON text, and say Node whole in words once, where an
// entry's value is read as it is written.
type Node struct {
	Entry Entry  `json:"entry"`
	Kids  []Node `json:"kids,omitempty"`
}
