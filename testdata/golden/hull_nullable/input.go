// Package hull_nullable has a key that is nullable in one variant only.
//
//stitch:dialects none
package hull_nullable

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
	Kind string  `json:"kind" stitch:"oneof-variant=a"`
	Note *string `json:"note" stitch:"nullable,max=100"`
}

// B is a variant.
type B struct {
	Kind string `json:"kind" stitch:"oneof-variant=b"`
	Note string `json:"note" stitch:"max=200"`
}

func (A) isV() {}
func (B) isV() {}
