// Package scalars covers every scalar type and the checks on it.
package scalars

// Scalars holds one field of each scalar kind.
//
//stitch:tool
type Scalars struct {
	// A bounded, trimmed name.
	Name   string  `json:"name" stitch:"min=1,max=10"`
	Code   string  `json:"code" stitch:"pattern='^[A-Z]{3}$'"`
	Color  string  `json:"color" stitch:"enum=red|green|blue"`
	Site   string  `json:"site" stitch:"format=uri"`
	Handle string  `json:"handle" stitch:"trim,lower,min=3"`
	Flag   bool    `json:"flag"`
	I      int     `json:"i" stitch:"min=-5,max=5"`
	I8     int8    `json:"i8"`
	I16    int16   `json:"i16" stitch:"gt=0"`
	I32    int32   `json:"i32" stitch:"enum=1|2|3"`
	I64    int64   `json:"i64"`
	U      uint    `json:"u"`
	U8     uint8   `json:"u8" stitch:"max=10"`
	U16    uint16  `json:"u16"`
	U32    uint32  `json:"u32"`
	U64    uint64  `json:"u64"`
	F32    float32 `json:"f32" stitch:"gt=0,lt=1"`
	F64    float64 `json:"f64" stitch:"int,min=0"`
	Level  Level   `json:"level,omitempty" stitch:"enum=low|high,default='\"low\"'"`
	Count  int     `json:"count" stitch:"optional,default=7"`
	Maybe  *string `json:"maybe" stitch:"nullable"`
	Loose  int     `json:"loose,omitempty" stitch:"coerce"`
	Fallbk int     `json:"fallback,omitempty" stitch:"min=0,catch=0"`
	Best   *Score  `json:"best,omitempty" stitch:"max=100"`
	Peak   *Level  `json:"peak,omitempty"`
}

// Score is a named integer type.
type Score uint16

// Level is a named string type.
type Level string
