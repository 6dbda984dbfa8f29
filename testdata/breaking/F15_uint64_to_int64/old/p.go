package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	N uint64 `json:"n"`
}
