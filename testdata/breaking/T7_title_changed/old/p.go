package p

// T is a tool.
//
//stitch:tool name=t title="List pods"
type T struct {
	A string `json:"a"`
}
