// Package hull_refine has a key with a refine function in one variant: hidden, so the hull ignores it.
//
//stitch:dialects none
package hull_refine

import (
	"errors"
	"strings"
)

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
	Slug string `json:"slug" stitch:"min=1,refine=CheckSlug"`
}

// B is a variant.
type B struct {
	Kind string `json:"kind" stitch:"oneof-variant=b"`
	Slug string `json:"slug" stitch:"min=1"`
}

func (A) isV() {}
func (B) isV() {}

// CheckSlug rejects slugs with spaces.
func CheckSlug(s string) error {
	if strings.Contains(s, " ") {
		return errors.New("slug must not contain spaces")
	}
	return nil
}
