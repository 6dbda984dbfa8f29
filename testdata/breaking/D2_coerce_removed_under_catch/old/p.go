package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	Flags []bool `json:"flags,omitempty" stitch:"catch=[],dive,coerce"`
}
