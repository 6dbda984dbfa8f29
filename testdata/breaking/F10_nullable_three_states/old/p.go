package p

import "github.com/stitchgen/stitchgen/runtime/stitch"

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A    string                  `json:"a"`
	Note stitch.Nullable[string] `json:"note,omitzero" stitch:"max=10"`
}
