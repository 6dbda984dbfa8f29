package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	Code string `json:"code" stitch:"pattern='^[A-Z]{3}$'"`
}
