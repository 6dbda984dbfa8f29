package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	R ByID `json:"r"`
}

// ByID names a repository by its node id.
type ByID struct {
	ID string `json:"node_id"`
}
