package p

// T is a tool.
//
//stitch:tool name=t readonly openworld=false
type T struct {
	A string `json:"a"`
}
