package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	Op Op `json:"op"`
}

//stitch:plain
type Op struct {
	N int `json:"n"`
}
