package p

// T is a tool: a refine added at the root while b's pattern narrows; a
// sample refused by b's pattern is b's witness, not the refine's.
//
//stitch:tool name=t
//stitch:refine Check
type T struct {
	A string `json:"a"`
	B string `json:"b" stitch:"pattern='^(ab)$'"`
}

func Check(t T) error { return nil }
