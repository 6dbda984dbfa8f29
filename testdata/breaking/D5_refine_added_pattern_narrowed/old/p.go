package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A string `json:"a"`
	B string `json:"b" stitch:"pattern='^(ab|cd)$'"`
}

func Check(t T) error { return nil }
