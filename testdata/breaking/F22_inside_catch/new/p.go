package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A int `json:"a,omitempty" stitch:"max=20,catch=0"`
}
