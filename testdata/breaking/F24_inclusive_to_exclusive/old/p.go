package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A float64 `json:"a" stitch:"min=5"`
}
