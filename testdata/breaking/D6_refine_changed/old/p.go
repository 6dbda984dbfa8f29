package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A string `json:"a" stitch:"refine=Check"`
	B string `json:"b" stitch:"refine=Keep"`
}

func Check(s string) error { return nil }

func Keep(s string) error { return nil }
