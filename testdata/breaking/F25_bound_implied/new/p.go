package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	Code string `json:"code" stitch:"min=3,max=3,pattern='^[A-Z]{3}$'"`
}
