// Package err_named_tags holds mistakes in //stitch:tags and in the fields
// that add to a named type's tags.
package err_named_tags

// Login is a user name.
//
//stitch:tags min=1,max=39,pattern='^[a-z]+$'
type Login string

// Color is one of three.
//
//stitch:tags enum=red|green|blue
type Color string

// Count is small.
//
//stitch:tags min=2
type Count int

// Flag cannot have a length.
//
//stitch:tags max=3
type Flag bool

// Wrong says how it is sent.
//
//stitch:tags default=x,nullable
type Wrong string

// Thing is a struct.
//
//stitch:tags min=1
type Thing struct {
	A string `json:"a"`
}

// Typo misspells a tag.
//
//stitch:tags mni=1
type Typo string

// Digits writes its backslash once: read as between a struct tag's
// backquotes, \d is no Go escape.
//
//stitch:tags pattern='^\d+$'
type Digits string

// Tag is checked by a function, which takes a Tag.
//
//stitch:tags max=30,refine=checkTag
type Tag string

func checkTag(v Tag) error { return nil }

// Use uses them.
//
//stitch:tool
type Use struct {
	Wide  Login       `json:"wide" stitch:"max=50"`
	Other Login       `json:"other" stitch:"pattern='^[A-Z]+$'"`
	Hue   Color       `json:"hue" stitch:"enum=red|pink"`
	Few   Count       `json:"few" stitch:"max=1"`
	Gt    Count       `json:"gt" stitch:"gt=0"`
	Elems []Login     `json:"elems" stitch:"dive,max=40"`
	Ptr   *Tag        `json:"ptr,omitempty"`
	Keyed map[Tag]int `json:"keyed,omitempty"`
}
