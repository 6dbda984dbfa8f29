// Package err_text holds mistakes with types that read themselves from text.
package err_text

import "time"

// A tool with bad text types.
//
//stitch:tool
type Bad struct {
	A OnlyIn        `json:"a"`                    // want `OnlyIn has UnmarshalText but no MarshalText on its value`
	B time.Duration `json:"b"`                    // want `time.Duration is a count of nanoseconds in encoding/json`
	C Code          `json:"c" stitch:"int"`       // want `int applies to float fields .*C is a string \(Code reads itself from text\)`
}

// OnlyIn reads text but writes a number.
type OnlyIn int

func (o *OnlyIn) UnmarshalText(b []byte) error { return nil }

// Code is text.
type Code struct{ s string }

func (c *Code) UnmarshalText(b []byte) error { c.s = string(b); return nil }
func (c Code) MarshalText() ([]byte, error)  { return []byte(c.s), nil }
