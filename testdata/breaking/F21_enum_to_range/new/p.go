package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	Level int `json:"level" stitch:"min=1,max=5"`
}
