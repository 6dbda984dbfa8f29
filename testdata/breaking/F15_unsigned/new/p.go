package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A uint `json:"a"`
}
