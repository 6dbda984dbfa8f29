// Package union_single has a union of one variant.
//
//stitch:dialects none
package union_single

// Ping pings.
//
//stitch:tool
type Ping struct {
	Target Target `json:"target"`
}

// Target is a host, for now the only kind.
//
//stitch:union
type Target interface{ isTarget() }

// A host.
type Host struct {
	Kind string `json:"kind" stitch:"oneof-variant=host"`
	Name string `json:"name" stitch:"format=hostname"`
}

func (Host) isTarget() {}
