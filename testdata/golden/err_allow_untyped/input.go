// Package err_allow_untyped names allow-untyped paths that do not exist.
package err_allow_untyped

// Call has one untyped property, payload.blob (plain variants leave their
// siblings' keys untyped).
//
//stitch:tool allow-untyped=payload.blob,payload.blb,rows[].owner
type Call struct {
	Payload Payload `json:"payload"`
}

// Payload is a union with a plain variant.
//
//stitch:union
type Payload interface{ isPayload() }

// Blob holds a string blob.
type Blob struct {
	Kind string `json:"kind" stitch:"oneof-variant=blob"`
	Blob string `json:"blob"`
}

// Free ignores unknown keys.
//
//stitch:plain
type Free struct {
	Kind string `json:"kind" stitch:"oneof-variant=free"`
}

func (Blob) isPayload() {}
func (Free) isPayload() {}

// Typed has no untyped property at all.
//
//stitch:tool allow-untyped=name
type Typed struct {
	ID int `json:"id"`
}
