package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	Kg float64 `json:"kg"`
}
