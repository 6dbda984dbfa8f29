package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	Op Op `json:"op"`
}

// Op is one operation.
//
//stitch:union
type Op interface{ isOp() }

type Add struct {
	Kind string `json:"op" stitch:"oneof-variant=add|plus"`
	// N is the amount to add.
	N int `json:"n" stitch:"min=0"`
	// Note is kept with the entry.
	Note string `json:"note,omitempty"`
}

type Remove struct {
	Kind string `json:"op" stitch:"oneof-variant=remove"`
	// ID names the entry to remove.
	ID string `json:"id"`
	// Note is kept with the entry.
	Note string `json:"note,omitempty"`
}

func (Add) isOp()    {}
func (Remove) isOp() {}
