package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	Q Q `json:"q"`
}

// Q is a range or an instant query.
//
//stitch:union
type Q interface{ isQ() }

// R is a range query.
type R struct {
	Kind string `json:"kind" stitch:"oneof-variant=range"`
}

// I is an instant query.
type I struct {
	Kind string `json:"kind" stitch:"oneof-variant=instant"`
	At   string `json:"at"`
}

func (R) isQ() {}
func (I) isQ() {}
