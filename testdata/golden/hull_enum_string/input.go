// Package hull_enum_string has a key that is an enum in one variant and a free string in another.
//
//stitch:dialects none
package hull_enum_string

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
	Mode  string `json:"mode" stitch:"enum=fast|slow"`
	Level string `json:"level" stitch:"enum=low|mid"`
}

// B is a variant.
type B struct {
	Kind  string `json:"kind" stitch:"oneof-variant=b"`
	Mode  string `json:"mode" stitch:"max=20"`
	Level string `json:"level" stitch:"enum=mid|high"`
}

func (A) isV() {}
func (B) isV() {}
