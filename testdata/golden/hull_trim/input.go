// Package hull_trim has a key with trim in one variant: both variants advertise their bounds (the parser trims, then checks).
//
//stitch:dialects none
package hull_trim

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
	Code string `json:"code" stitch:"trim,min=3,max=3"`
}

// B is a variant.
type B struct {
	Kind string `json:"kind" stitch:"oneof-variant=b"`
	Code string `json:"code" stitch:"min=3,max=3"`
}

func (A) isV() {}
func (B) isV() {}
