// Package hull_coerce has a key with coerce in one of three variants: it keeps its type (the tolerance is a -v note, not a warning).
//
//stitch:dialects none
package hull_coerce

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
	Kind  string `json:"kind" stitch:"oneof-variant=a"`
	Count int    `json:"count" stitch:"min=0"`
}

// B is a variant.
type B struct {
	Kind  string `json:"kind" stitch:"oneof-variant=b"`
	Count int    `json:"count" stitch:"min=0,coerce"`
}

// C is a variant.
type C struct {
	Kind  string `json:"kind" stitch:"oneof-variant=c"`
	Count int    `json:"count" stitch:"min=0"`
}

func (A) isV() {}
func (B) isV() {}
func (C) isV() {}
