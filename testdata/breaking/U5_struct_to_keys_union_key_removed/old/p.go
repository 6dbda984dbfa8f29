package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	Op Op `json:"op"`
}

type Op struct {
	N    int    `json:"n"`
	Note string `json:"note,omitempty"`
}
