// Package union_root has a union as the tool input itself.
package union_root

// Shape is a tool whose input is one of several shapes.
//
//stitch:tool
//stitch:union
type Shape interface{ isShape() }

// A circle.
type Circle struct {
	Kind string `json:"kind" stitch:"oneof-variant=circle"`
	// Radius in cm.
	Radius float64 `json:"radius" stitch:"gt=0"`
}

// A rectangle.
type Rect struct {
	Kind   string  `json:"kind" stitch:"oneof-variant=rect"`
	Width  float64 `json:"width" stitch:"gt=0"`
	Height float64 `json:"height" stitch:"gt=0"`
	// Rounded corner radius.
	Radius float64 `json:"radius,omitempty" stitch:"min=0,default=0"`
	// Fill colour, without a full stop
	Fill string `json:"fill,omitempty"`
	// How the border is drawn:
	//   - solid: one line
	//   - dashed: short strokes
	Border string `json:"border,omitempty" stitch:"enum=solid|dashed"`
}

func (Circle) isShape() {}
func (Rect) isShape()   {}
