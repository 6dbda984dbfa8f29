package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	// New text.
	A string `json:"a"`
}
