// Package int_bounds covers bounds on integer fields that are not whole
// numbers or sit at the Go type's limits: each is compared exactly.
//
//stitch:dialects none
package int_bounds

// Bounds holds integer fields with such bounds.
//
//stitch:tool
type Bounds struct {
	// Half is 1 or 2: gt=0.5 means ≥ 1, lt=2.5 means ≤ 2.
	Half int `json:"half" stitch:"gt=0.5,lt=2.5"`
	// Full states its type's range: no check of its own.
	Full uint8 `json:"full" stitch:"min=0,max=255"`
	// Edge excludes the type's lowest value.
	Edge int8 `json:"edge" stitch:"gt=-128"`
	// Whole is a float that must be integral, between 1 and 2.
	Whole float64 `json:"whole" stitch:"int,gt=0.5,lt=2.5"`
	// Count has a lower bound only: past int64 its issue states both.
	Count int64 `json:"count,omitempty" stitch:"min=1"`
	// Top has an upper bound only.
	Top int64 `json:"top,omitempty" stitch:"max=10"`
	// Size has a lower bound only, past uint64 too.
	Size uint64 `json:"size,omitempty" stitch:"min=1"`
	// Limit has an upper bound: its 0 is stated with it.
	Limit uint64 `json:"limit,omitempty" stitch:"max=10"`
}
