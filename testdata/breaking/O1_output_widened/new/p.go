package p

// T is a tool.
//
//stitch:tool name=t output=R
type T struct {
	A string `json:"a"`
}

// R is what t returns.
//
//stitch:output
type R struct {
	ID    int64  `json:"id,omitempty"`
	State string `json:"state" stitch:"enum=open|closed|merged"`
	Count int    `json:"count" stitch:"min=0,max=50"`
	Note  string `json:"note,omitempty"`
}
