// Package hull_string_number has a key that is a string in one variant and a number in another.
//
//stitch:dialects none
package hull_string_number

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
	ID   string `json:"id" stitch:"min=1,max=36"`
}

// B is a variant.
type B struct {
	Kind string `json:"kind" stitch:"oneof-variant=b"`
	ID   int64  `json:"id" stitch:"min=1"`
}

func (A) isV() {}
func (B) isV() {}
