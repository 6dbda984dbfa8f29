// Package err_union holds mistakes in unions.
package err_union

// Empty has no variants.
//
//stitch:union
type Empty interface{ isEmpty() } // want `union Empty has no variants`

// Shape is a union whose variants disagree.
//
//stitch:union
type Shape interface{ isShape() }

// A good variant.
type Circle struct {
	Kind string `json:"kind" stitch:"oneof-variant=circle"`
}

// A variant that uses another key.
type Square struct {
	Type string `json:"type" stitch:"oneof-variant=square"` // want `variants of union Shape disagree on the discriminator key: "type" here, "kind" at`
}

// A variant that claims circle again.
type Disc struct {
	Kind string `json:"kind" stitch:"oneof-variant=circle"` // want `label "circle" of union Shape is already claimed at`
}

// A variant without a discriminator.
type Blob struct { // want `Blob implements union Shape but has no discriminator`
	Size int `json:"size"`
}

// A variant with a non-string discriminator.
type Num struct {
	Kind int `json:"kind" stitch:"oneof-variant=num"` // want `the discriminator field Kind must be a string`
}

// Stray is tagged as a variant but implements nothing.
type Stray struct {
	Kind string `json:"kind" stitch:"oneof-variant=stray"` // want `oneof-variant marks a union variant, but Stray implements no //stitch:union interface`
}

func (Circle) isShape() {}
func (Square) isShape() {}
func (Disc) isShape()   {}
func (Blob) isShape()   {}
func (Num) isShape()    {}

// A tool that uses the union.
//
//stitch:tool
type Use struct {
	S Shape `json:"s"`
	E Empty `json:"e"`
}

// Case is chosen by a label sent in any case.
//
//stitch:union
type Case interface{ isCase() }

// A variant whose label lower would never leave.
type Upper struct {
	Op string `json:"op" stitch:"oneof-variant=add|Drop,lower"` // want `label "Drop" is not in the form lower leaves a label sent \("drop"\), so it could never be matched; write oneof-variant=add\|drop`
}

// A variant that rewrites nothing.
type Plain struct {
	Op string `json:"op" stitch:"oneof-variant=keep"` // want `the discriminators of union Case rewrite a label differently: none here, lower at input.go:\d+:2; give every variant's discriminator the same trim, lower and upper tags`
}

func (Upper) isCase() {}
func (Plain) isCase() {}

// A tool that uses it.
//
//stitch:tool
type UseCase struct {
	C Case `json:"c"`
}
