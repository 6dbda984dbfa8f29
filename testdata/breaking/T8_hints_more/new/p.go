package p

// T is a tool.
//
//stitch:tool name=t destructive=false idempotent openworld=true
type T struct {
	A string `json:"a"`
}
