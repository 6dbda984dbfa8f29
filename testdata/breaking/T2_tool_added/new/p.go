package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A string `json:"a"`
}

// T is a tool.
//
//stitch:tool name=u
type U struct {
	B string `json:"b"`
}
