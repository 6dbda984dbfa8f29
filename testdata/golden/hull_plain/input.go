// Package hull_plain has a plain variant beside strict ones: keys the strict
// variants declare keep their types (their hull is built from the declaring
// variants), and soundness holds modulo the keys the plain variant ignores.
//
//stitch:dialects none
package hull_plain

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

// A is strict.
type A struct {
	Kind string `json:"kind" stitch:"oneof-variant=a"`
	// How many.
	N    int    `json:"n" stitch:"min=0"`
	Name string `json:"name" stitch:"min=1"`
}

// B ignores keys it does not declare.
//
//stitch:plain
type B struct {
	Kind string `json:"kind" stitch:"oneof-variant=b"`
	Name string `json:"name" stitch:"min=2"`
}

// C keeps the keys it does not declare.
type C struct {
	Kind  string         `json:"kind" stitch:"oneof-variant=c"`
	Note  string         `json:"note,omitempty"`
	Extra map[string]int `json:"-" stitch:"rest"`
}

func (A) isV() {}
func (B) isV() {}
func (C) isV() {}
