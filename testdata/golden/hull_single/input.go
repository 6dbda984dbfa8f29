// Package hull_single has keys declared in one variant only, advertised as declared.
//
//stitch:dialects none
package hull_single

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
	Only int    `json:"only" stitch:"coerce,min=1"`
}

// B is a variant.
type B struct {
	Kind  string `json:"kind" stitch:"oneof-variant=b"`
	Other string `json:"other" stitch:"enum=x|y"`
}

func (A) isV() {}
func (B) isV() {}
