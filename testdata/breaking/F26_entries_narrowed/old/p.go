package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A map[string]int `json:"a" stitch:"max=5"`
}
