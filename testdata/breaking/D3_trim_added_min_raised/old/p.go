package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	Name string `json:"name" stitch:"min=1"`
}
