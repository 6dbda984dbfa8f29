package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A []int             `json:"a" stitch:"dive,max=100"`
	M map[string]string `json:"m,omitempty" stitch:"dive,keys,max=10,endkeys,max=5"`
}
