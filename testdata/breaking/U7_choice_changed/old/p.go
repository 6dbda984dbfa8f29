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
	Kind string `json:"op" stitch:"oneof-variant=add"`
	N    int    `json:"n" stitch:"min=0"`
}

type Remove struct {
	Kind string `json:"op" stitch:"oneof-variant=remove"`
	ID   string `json:"id"`
}

func (Add) isOp()    {}
func (Remove) isOp() {}
