package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	Level int `json:"level" stitch:"enum=1|2|3"`
}
