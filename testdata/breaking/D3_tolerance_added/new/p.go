package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A string `json:"a" stitch:"lower"`
	N int    `json:"n" stitch:"coerce"`
}
