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

// ByID names a repository by its node id.
type ByID struct {
	ID string `json:"node_id"`
}

// ByName names a repository by owner and name.
type ByName struct {
	Owner string `json:"owner"`
	Name  string `json:"name"`
}

func (ByID) isRef()   {}
func (ByName) isRef() {}
