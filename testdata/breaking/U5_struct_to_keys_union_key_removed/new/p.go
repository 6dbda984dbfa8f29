package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	Op Op `json:"op"`
}

// Op is one operation.
//
//stitch:union by=keys
type Op interface{ isOp() }

type Add struct {
	N int `json:"n"`
}

type Remove struct {
	ID string `json:"id"`
}

func (Add) isOp()    {}
func (Remove) isOp() {}
