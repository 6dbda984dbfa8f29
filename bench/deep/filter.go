package deep

// Apply a filter to a collection and return the matching records.
//
//stitch:tool name=filter_apply
type FilterApply struct {
	// Collection to read from.
	Collection string `json:"collection" stitch:"min=1,max=64"`
	// The condition records must meet.
	Where Expr `json:"where"`
}

// Expr is a condition on a record.
//
//stitch:union
type Expr interface{ isExpr() }

// Negate a condition.
type Not struct {
	Op string `json:"op" stitch:"oneof-variant=not"`
	// The condition to negate.
	Arg Expr `json:"arg"`
}

// Combine conditions: all of them (and) or any of them (or).
type Group struct {
	Op string `json:"op" stitch:"oneof-variant=and|or"`
	// The conditions to combine.
	Args []Expr `json:"args" stitch:"min=1,max=16"`
}

// Compare a field of the record with a value.
type Compare struct {
	Op string `json:"op" stitch:"oneof-variant=eq|ne|lt|gt"`
	// Field of the record.
	Field string `json:"field" stitch:"min=1,max=64"`
	// Value to compare with.
	Value string `json:"value" stitch:"max=256"`
}

func (Not) isExpr()     {}
func (Group) isExpr()   {}
func (Compare) isExpr() {}
