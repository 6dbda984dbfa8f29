package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	V Value `json:"v"`
}

// Value is a name or a count.
//
//stitch:union by=kind
type Value interface{ isValue() }

//stitch:tags max=10
type Name string

func (Name) isValue() {}

type Count int

func (Count) isValue() {}
