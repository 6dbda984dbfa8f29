package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A int32 `json:"a"`
}
