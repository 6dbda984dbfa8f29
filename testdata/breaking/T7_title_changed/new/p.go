package p

// T is a tool.
//
//stitch:tool name=t title="List the pods"
type T struct {
	A string `json:"a"`
}
