package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A []int             `json:"a" stitch:"dive,max=10"`
	M map[string]string `json:"m,omitempty" stitch:"dive,keys,max=3,endkeys,enum=x|y"`
}
