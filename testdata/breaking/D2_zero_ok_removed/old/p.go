package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	Note  string `json:"note,omitempty" stitch:"zero-ok,min=3"`
	Limit int    `json:"limit,omitempty" stitch:"zero-ok,min=5"`
}
