// Package hull_bounds has a key whose bounds differ across variants.
//
//stitch:dialects none
package hull_bounds

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
	N    int    `json:"n" stitch:"min=1,max=10"`
	S    string `json:"s" stitch:"min=2,max=5"`
	L    []int  `json:"l" stitch:"min=1,max=3"`
}

// B is a variant.
type B struct {
	Kind string `json:"kind" stitch:"oneof-variant=b"`
	N    int    `json:"n" stitch:"min=0,max=100"`
	S    string `json:"s" stitch:"min=1"`
	L    []int  `json:"l" stitch:"max=5"`
}

// C is a variant.
type C struct {
	Kind string `json:"kind" stitch:"oneof-variant=c"`
	N    int    `json:"n" stitch:"gt=-1,lt=50"`
	S    string `json:"s" stitch:"min=3,max=4"`
	L    []int  `json:"l" stitch:"min=2"`
}

func (A) isV() {}
func (B) isV() {}
func (C) isV() {}
