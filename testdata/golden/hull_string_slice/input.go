// Package hull_string_slice has a key that is a string in one variant and a []string in another (items kept).
//
//stitch:dialects none
package hull_string_slice

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

// One is a variant.
type One struct {
	Kind string `json:"kind" stitch:"oneof-variant=one"`
	To   string `json:"to" stitch:"format=email"`
}

// Many is a variant.
type Many struct {
	Kind string   `json:"kind" stitch:"oneof-variant=many"`
	To   []string `json:"to" stitch:"min=1,max=50"`
}

func (One) isV()  {}
func (Many) isV() {}
