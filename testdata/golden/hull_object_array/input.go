// Package hull_object_array has a key that is an object in one variant and an array in another.
//
//stitch:dialects none
package hull_object_array

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
	Kind   string `json:"kind" stitch:"oneof-variant=a"`
	Target Point  `json:"target"`
}

// B is a variant.
type B struct {
	Kind   string `json:"kind" stitch:"oneof-variant=b"`
	Target []int  `json:"target" stitch:"min=2,max=2"`
}

func (A) isV() {}
func (B) isV() {}

// Point is a point.
type Point struct {
	X int `json:"x"`
	Y int `json:"y"`
}
