// Package error is named after a predeclared Go identifier: stitch_gen.go
// imports it under another name.
package error

import "strings"

// ID is a string type of package error.
type ID string

// Code reads itself from text.
type Code struct{ S string }

// UnmarshalText reads a code.
func (c *Code) UnmarshalText(b []byte) error {
	c.S = strings.ToUpper(string(b))
	return nil
}

// MarshalText writes a code.
func (c Code) MarshalText() ([]byte, error) { return []byte(c.S), nil }
