package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A int `json:"a" stitch:"optional,default=20"`
}
