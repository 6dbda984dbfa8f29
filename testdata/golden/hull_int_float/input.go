// Package hull_int_float has a key that is an integer in one variant and a float in another.
//
//stitch:dialects none
package hull_int_float

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
	X    int    `json:"x" stitch:"min=0,max=10"`
}

// B is a variant.
type B struct {
	Kind string  `json:"kind" stitch:"oneof-variant=b"`
	X    float64 `json:"x" stitch:"min=0.5,max=2.5"`
}

func (A) isV() {}
func (B) isV() {}
