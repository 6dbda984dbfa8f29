package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	N int64 `json:"n"`
}
