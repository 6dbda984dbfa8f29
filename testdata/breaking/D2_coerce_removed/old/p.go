package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	Limit int `json:"limit" stitch:"coerce"`
}
