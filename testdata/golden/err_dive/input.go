// Package err_dive holds one mistake per line in element tags.
package err_dive

// A tool with bad element tags.
//
//stitch:tool
type Bad struct {
	A string            `json:"a" stitch:"dive,max=3"`                    // want `dive applies to slices, arrays and maps \(the tags after it check each element\); A is a string — drop dive`
	B []string          `json:"b" stitch:"enum=x|y"`                      // want `enum applies to strings and integers; B is a slice; to check each element write dive,enum=x\|y`
	C []int             `json:"c" stitch:"dive,pattern='^a$'"`            // want `pattern applies to strings; an element of C is an integer`
	D []string          `json:"d" stitch:"dive,keys,max=3,endkeys"`       // want `keys … endkeys checks map keys; D is a slice`
	E map[string]int    `json:"e" stitch:"dive,keys,trim,endkeys"`        // want `keys … endkeys takes min, max, enum, pattern, why and format \(a key is a string\); move trim after endkeys`
	F [][]string        `json:"f" stitch:"dive,dive,dive,max=3"`          // want `dive applies to slices, arrays and maps \(the tags after it check each element\); an element of F is a string`
	G []string          `json:"g,omitempty" stitch:"dive,default=x"`     // want `default applies to the field, not to each element; move it before dive`
	H []int             `json:"h" stitch:"dive,refine=Wrong"`            // want `refine function Wrong is func\(s string\) error; it must be func\(v int\) error`
	I map[string]string `json:"i" stitch:"dive,keys,max=2"`              // want `keys has no endkeys`
	J []string          `json:"j" stitch:"keys,max=2,endkeys"`           // want `keys must come right after dive`
	K []float64         `json:"k" stitch:"dive,min=x"`                   // want `min=x is not a number`
	L string            `json:"l,omitempty" stitch:"default="asc""`      // want `a " inside the stitch tag ends it early`
	M int               `json:"m,omitempty" stitch:"default=many"`       // want `default=many is not JSON; write a JSON value \(default=100, default=true, default='\[1,2\]'\); only a string field takes a bare word as its text`
	N []string          `json:"n" stitch:"dive,min=5,max=1"`             // want `min=5,max=1 leaves no length`
}


// Wrong has the wrong signature for a refine of an int.
func Wrong(s string) error { return nil }
