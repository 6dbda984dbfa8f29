package p

import (
	"errors"
	"strings"
)

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A string `json:"a" stitch:"max=20,refine=NoDash"`
}

// NoDash refuses a dash, which the old checks took.
func NoDash(s string) error {
	if strings.Contains(s, "-") {
		return errors.New("no dash")
	}
	return nil
}
