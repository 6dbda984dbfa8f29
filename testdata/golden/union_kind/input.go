// Package union_kind has unions chosen by the kind of the JSON value
// (//stitch:union by=kind): an issue field's value that is a string, a
// number or a boolean, and labels sent as a name or as an object.
package union_kind

// Set a field of an issue.
//
//stitch:tool name=field_set
type FieldSet struct {
	// Field is the field's name.
	Field string `json:"field" stitch:"min=1"`
	// Value is what the field is set to.
	Value FieldValue `json:"value"`
	// Default is used where a value is left out.
	Default *FieldValue `json:"default,omitempty" stitch:"nullable"`
	// Labels to add, by name or with reasons.
	Labels []LabelRef `json:"labels,omitempty" stitch:"max=5"`
	// Columns are each a title or a list of titles.
	Columns map[string]Column `json:"columns,omitempty"`
}

// FieldValue is a field's value.
//
//stitch:union by=kind
type FieldValue interface{ isFieldValue() }

// TextValue is a text field's value.
//
//stitch:tags min=1,max=280
type TextValue string

// NumberValue is a number field's value.
type NumberValue float64

// FlagValue is a checkbox's value.
type FlagValue bool

func (TextValue) isFieldValue()   {}
func (NumberValue) isFieldValue() {}
func (FlagValue) isFieldValue()   {}

// LabelRef is a label: its name, or its name with reasons.
//
//stitch:union by=kind
type LabelRef interface{ isLabelRef() }

//stitch:tags min=1,max=50
type LabelName string

// LabelObj is a label with why it applies.
type LabelObj struct {
	Name       string  `json:"name" stitch:"min=1,max=50"`
	Rationale  string  `json:"rationale,omitempty" stitch:"max=200"`
	Confidence float64 `json:"confidence,omitempty" stitch:"min=0,max=1"`
}

func (LabelName) isLabelRef() {}
func (LabelObj) isLabelRef()  {}

// Column is one title, a priority, or several titles.
//
//stitch:union by=kind
type Column interface{ isColumn() }

//stitch:tags enum=todo|doing|done
type Title string

//stitch:tags min=1,max=3
type Titles []Title

//stitch:tags min=0,max=9
type Priority int

func (Title) isColumn()    {}
func (Titles) isColumn()   {}
func (Priority) isColumn() {}
