// Package hull_dive covers the hull of keys whose variants check their
// elements differently: items and map keys widen like any value.
//
//stitch:dialects none
package hull_dive

// Op is one operation.
//
//stitch:union
type Op interface{ isOp() }

// Tag adds tags.
type Tag struct {
	Kind string `json:"kind" stitch:"oneof-variant=tag"`
	// Tags to add.
	Tags []string `json:"tags" stitch:"max=5,dive,enum=a|b,max=3"`
	// Labels to set.
	Labels map[string]string `json:"labels,omitempty" stitch:"dive,keys,pattern='^[a-z]+$',max=8,endkeys,max=10"`
}

// Untag removes tags.
type Untag struct {
	Kind string `json:"kind" stitch:"oneof-variant=untag"`
	// Tags to remove.
	Tags []string `json:"tags" stitch:"max=10,dive,enum=b|c,max=5"`
	// Labels to clear.
	Labels map[string]string `json:"labels,omitempty" stitch:"dive,keys,pattern='^[a-z]+$',max=16,endkeys,max=20"`
}

// Rename renames labels.
type Rename struct {
	Kind   string            `json:"kind" stitch:"oneof-variant=rename"`
	Labels map[string]string `json:"labels,omitempty" stitch:"dive,min=1"`
}

func (Tag) isOp()    {}
func (Untag) isOp()  {}
func (Rename) isOp() {}

// Edit applies one operation.
//
//stitch:tool name=edit
type Edit struct {
	Op Op `json:"op"`
}
