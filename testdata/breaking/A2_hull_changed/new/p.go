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
	Kind  string `json:"op" stitch:"oneof-variant=add"`
	Value int    `json:"value" stitch:"min=0,max=10"`
}

type Rename struct {
	Kind  string `json:"op" stitch:"oneof-variant=rename"`
	Value string `json:"value" stitch:"min=1"`
}

// Scale is the variant added: its value is a number, so the advertised
// hull of value takes fractions now.
type Scale struct {
	Kind  string  `json:"op" stitch:"oneof-variant=scale"`
	Value float64 `json:"value" stitch:"gt=0"`
}

func (Add) isOp()    {}
func (Rename) isOp() {}
func (Scale) isOp()  {}
