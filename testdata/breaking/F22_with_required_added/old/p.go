package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	To    string `json:"to" stitch:"min=1"`
	Count int    `json:"count,omitempty" stitch:"min=0,max=50"`
}
