package p

// T is a tool that does more.
//
//stitch:tool name=t
type T struct {
	A string `json:"a"`
}
