// Package edges covers the parser at its edges: float bounds decided on a
// rounding tie by the literal as sent, the int tag on long literals, one
// judge for RFC 3339 date-times, float32 bounds, and inputs whose memory must
// stay proportional to their size.
//
//stitch:dialects none
package edges

import "time"

// Edges holds one field per edge.
//
//stitch:tool
type Edges struct {
	NonNeg float64   `json:"non_neg,omitempty" stitch:"min=0"`
	Upto20 float64   `json:"upto20,omitempty" stitch:"max=20"`
	Whole  float64   `json:"whole,omitempty" stitch:"int"`
	Below  float32   `json:"below,omitempty" stitch:"lt=100"`
	At     time.Time `json:"at,omitzero"`
	When   string    `json:"when,omitempty" stitch:"format=date-time"`
	Tags   []string  `json:"tags,omitempty" stitch:"max=3"`
	Rows   [][]int   `json:"rows,omitempty"`
	Any    any       `json:"any,omitempty"`
	Points []Point   `json:"points,omitempty"`
}

// Point is an item of a slice of structs, read through a scratch slice.
type Point struct {
	X int `json:"x,omitempty"`
	Y int `json:"y,omitempty"`
}
