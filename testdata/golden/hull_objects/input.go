// Package hull_objects has a key holding two object shapes, merged property by property.
//
//stitch:dialects none
package hull_objects

// Call takes one variant.
//
//stitch:tool
type Call struct {
	V V `json:"v"`
}

// V is the union.
//
//stitch:union
type V interface{ isV() }

// A is a variant.
type A struct {
	Kind string `json:"kind" stitch:"oneof-variant=a"`
	Who  Person `json:"who"`
}

// B is a variant.
type B struct {
	Kind string  `json:"kind" stitch:"oneof-variant=b"`
	Who  Company `json:"who"`
}

func (A) isV() {}
func (B) isV() {}

// Person is a person.
type Person struct {
	Name string `json:"name" stitch:"min=1"`
	Age  int    `json:"age,omitempty" stitch:"min=0"`
}

// Company is a company.
type Company struct {
	Name string `json:"name" stitch:"min=2"`
	VAT  string `json:"vat"`
}
