package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A string `json:"a" stitch:"pattern='^a+$'"`
}
