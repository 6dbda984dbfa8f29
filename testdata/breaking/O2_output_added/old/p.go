package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A string `json:"a"`
}

// R is what t returns.
type R struct {
	ID int64 `json:"id"`
}
