package p

// Max lowered and a required key added in one change: the witness of F22
// is rejected for the missing key too, as every old call is; its issue
// text counts that issue rather than repeating F5's.

// T is a tool.
//
//stitch:tool name=t
type T struct {
	To      string `json:"to" stitch:"min=1"`
	Count   int    `json:"count,omitempty" stitch:"min=0,max=20"`
	Project string `json:"project"`
}
