// Package runtime_calls holds the tools the runtime's own tests drive (package
// stitchimpl): the runtime is tested through the code stitchgen generates, not
// through decoders written by hand. Create is a broadcast draft with a union
// inside an array; Rec has one optional field of every kind the runtime reads,
// so a test can compare it with encoding/json on arbitrary input.
//
//stitch:dialects none
package runtime_calls

import (
	"encoding/json"
	"time"
)

// Create creates a broadcast draft.
//
//stitch:tool name=create
type Create struct {
	Name    string           `json:"name" stitch:"trim,min=1,max=80"`
	Content Content          `json:"content"`
	Limit   int              `json:"limit" stitch:"optional,min=0,max=5000,default=100"`
	Tags    []string         `json:"tags,omitempty"`
	Meta    map[string]int64 `json:"meta,omitempty"`
}

// Content is what a broadcast says.
type Content struct {
	Parts []Part `json:"parts" stitch:"min=1"`
}

// Part is one piece of content.
//
//stitch:union
type Part interface{ isPart() }

// TextPart is text.
type TextPart struct {
	Type string `json:"type" stitch:"oneof-variant=text"`
	Text string `json:"text" stitch:"min=1"`
}

// ImagePart is an image.
type ImagePart struct {
	Type string `json:"type" stitch:"oneof-variant=image|photo"`
	URL  string `json:"url" stitch:"format=uri"`
}

func (TextPart) isPart()  {}
func (ImagePart) isPart() {}

// Rec holds one optional field of every kind the runtime reads.
//
//stitch:tool name=rec
type Rec struct {
	S    string            `json:"s,omitempty"`
	I8   int8              `json:"i8,omitempty"`
	I16  int16             `json:"i16,omitempty"`
	I32  int32             `json:"i32,omitempty"`
	I64  int64             `json:"i64,omitempty"`
	U8   uint8             `json:"u8,omitempty"`
	U16  uint16            `json:"u16,omitempty"`
	U32  uint32            `json:"u32,omitempty"`
	U64  uint64            `json:"u64,omitempty"`
	F32  float32           `json:"f32,omitempty"`
	F64  float64           `json:"f64,omitempty"`
	B    bool              `json:"b,omitempty"`
	Ints []int             `json:"ints,omitempty"`
	M    map[string]string `json:"m,omitempty"`
	Sub  *Rec              `json:"sub,omitempty"`
	A    any               `json:"a,omitempty"`
	Raw  json.RawMessage   `json:"raw,omitempty"`
	T    time.Time         `json:"t,omitzero"`
}
