package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	Kg float32 `json:"kg"`
}
