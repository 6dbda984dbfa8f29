package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	Color string `json:"color" stitch:"enum=red|green|blue"`
}
