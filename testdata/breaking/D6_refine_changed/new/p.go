package p

import "errors"

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A string `json:"a" stitch:"refine=Check"`
	B string `json:"b" stitch:"refine=Keep"`
}

// Check now rejects "x": D6.
func Check(s string) error {
	if s == "x" {
		return errors.New("no x")
	}
	return nil
}

// Keep is laid out anew and commented: the same code, no finding.
func Keep(s string) error {
	return nil // nothing refused yet
}
