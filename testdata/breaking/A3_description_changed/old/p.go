package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	// Old text.
	A string `json:"a"`
}
