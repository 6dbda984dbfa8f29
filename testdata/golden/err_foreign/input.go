// Package err_foreign holds one mistake per line in validate: and
// jsonschema: tags; stderr.golden pins the columns, inside the tag each
// points into.
package err_foreign

import "time"

// Bad has bad foreign tags.
//
//stitch:tool
type Bad struct {
	A string    `json:"a" validate:"requried"`                                             // want `validate: requried is not a go-playground/validator tag \(validator panics on it\); did you mean required\?`
	B string    `json:"b" validate:"oneof=x,y"`                                            // want `validate: y is not a go-playground/validator tag \(validator panics on it\); items are separated by commas, oneof's values by spaces`
	C int       `json:"c" validate:"required"`                                             // want `validate: required on a number refuses 0`
	D string    `json:"d" validate:"email"`                                                // want `validate: email has no exact stitch meaning`
	E string    `json:"e" validate:"max=10" stitch:"max=20"`                               // want `this means max=10, and the stitch tag says max=20: they disagree`
	F string    `json:"f" validate:"required_if=A x"`                                      // want `validate: required_if compares with another field`
	G int       `json:"g" validate:"min=0x10"`                                             // want `validate: min=0x10 is not a decimal number; write it in decimal`
	H float32   `json:"h" validate:"max=0.1"`                                              // want `validate: max=0.1 on a float32 is compared as float32\(0.1\)`
	I bool      `json:"i" validate:"required"`                                             // want `validate: required on a bool refuses false`
	J []string  `json:"j" validate:"dive,lowercase"`                                       // want `validate: lowercase has no exact stitch meaning`
	K string    `json:"k,omitempty" jsonschema:"description=size,enum=s,enum=m,default=l"` // want `default=l is not a value the field accepts`
	L string    `json:"l" jsonschema:"title=Name"`                                         // want `jsonschema: title=Name has no stitch meaning`
	M time.Time `json:"m" validate:"gt=2020"`                                              // want `validate: gt judges a time.Time's Go value`
	N string    `json:"n" validate:"ip"`                                                   // want `write the field as net.IP`
	P []Item    `json:"p" validate:"max=3"`                                                // want `validator checks the validate: tags of Item inside P only after dive, and stitchgen checks them always; add dive`
	Q []Item    `json:"q" validate:"max=3,dive"`
	O string    `json:"o" validate:"rgb|rgba"` // want `validate: rgb\|rgba \(either one\) has no stitch meaning`
}

// Item has a validate tag of its own.
type Item struct {
	Name string `json:"name" validate:"max=5"`
}
