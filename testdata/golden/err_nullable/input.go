// Package err_nullable holds the mistakes made with stitch.Nullable.
package err_nullable

import (
	"encoding/json"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// A tool that uses stitch.Nullable wrongly.
//
//stitch:tool
type Bad struct {
	NoOmit  stitch.Nullable[int]             `json:"no_omit"`                             // want `NoOmit is a stitch.Nullable, whose left-out state encoding/json leaves out only with omitzero .*add omitzero to its json tag: json:"no_omit,omitzero"`
	Empty   stitch.Nullable[int]             `json:"empty,omitempty"`                     // want `Empty is a stitch.Nullable, .*json:"empty,omitzero"`
	Again   stitch.Nullable[int]             `json:"again,omitzero" stitch:"nullable"`    // want `nullable is what stitch.Nullable says already`
	Default stitch.Nullable[int]             `json:"default,omitzero" stitch:"default=3"` // want `default does not apply to Default, a stitch.Nullable: a key left out is a state`
	Catch   stitch.Nullable[int]             `json:"catch,omitzero" stitch:"catch=3"`     // want `catch does not apply to Catch, a stitch.Nullable`
	Ptr     stitch.Nullable[*int]            `json:"ptr,omitzero"`                        // want `stitch.Nullable\[\*int\] holds a pointer; .*write stitch.Nullable\[int\]`
	Raw     stitch.Nullable[json.RawMessage] `json:"raw,omitzero"`                        // want `stitch.Nullable\[json.RawMessage\]: null is one of the values`
	Elems   []stitch.Nullable[int]           `json:"elems"`                               // want `stitch.Nullable is the type of a struct field .*use \*T with dive,nullable`
	Values  map[string]stitch.Nullable[int]  `json:"values"`                              // want `stitch.Nullable is the type of a struct field`
	Wrong   stitch.Nullable[bool]            `json:"wrong,omitzero" stitch:"max=3"`       // want `max applies to numbers, strings, slices and maps; Wrong is a bool`
	Node    stitch.Nullable[Node]            `json:"node,omitzero"`                       // want `stitch.Nullable of the recursive type Node cannot be expressed without anyOf`
}

// Node is recursive.
type Node struct {
	Next *Node `json:"next,omitempty"`
}
