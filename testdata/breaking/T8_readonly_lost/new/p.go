package p

// T is a tool.
//
//stitch:tool name=t openworld=false
type T struct {
	A string `json:"a"`
}
