package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	B string `json:"b"`
	A string `json:"a"`
}
