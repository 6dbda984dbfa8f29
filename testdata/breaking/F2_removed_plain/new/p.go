package p

// T is a tool.
//
//stitch:tool name=t
//stitch:plain
type T struct {
	A string `json:"a"`
}
