package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	R Ref `json:"r"`
}

// Ref names a repository.
//
//stitch:union by=keys
type Ref interface{ isRef() }

type ByID struct {
	ID string `json:"node_id"`
}

func (ByID) isRef() {}

type ByPath struct {
	Owner string `json:"owner"`
	Repo  string `json:"repo"`
}

func (ByPath) isRef() {}
