// Package named_tags has named types that carry their tags
// (//stitch:tags): the constraints hold wherever the type is used, and a
// field's own tags add to them.
//
//stitch:dialects none
package named_tags

import "errors"

// Login is a user name.
//
//stitch:tags min=1,max=39,pattern='^[A-Za-z0-9-]+$'
type Login string

// Sha is a commit hash, sent in any case.
//
//stitch:tags trim,lower,min=7,max=40,pattern='^[0-9a-f]+$'
type Sha string

// Color is one of three.
//
//stitch:tags enum=red|green|blue
type Color string

// Percent is a share.
//
//stitch:tags min=0,max=100
type Percent int

// Labels are a few short words.
//
//stitch:tags max=5,dive,min=1,max=20
type Labels []string

// Tag is checked by a function too.
//
//stitch:tags max=30,refine=checkTag
type Tag string

func checkTag(v Tag) error {
	if v == "admin" {
		return errors.New("the tag admin is reserved")
	}
	return nil
}

// Review asks for a review.
//
//stitch:tool
type Review struct {
	// Author of the change.
	Author Login `json:"author"`
	// Reviewers, each a login.
	Reviewers []Login `json:"reviewers" stitch:"min=1,max=3"`
	// Approver is optional; its tags still hold.
	Approver *Login `json:"approver,omitempty"`
	// Bot narrows the type's bound.
	Bot Login `json:"bot,omitempty" stitch:"max=10"`
	// Head commit.
	Head Sha `json:"head"`
	// Colors by login.
	Colors map[Login]Color `json:"colors,omitempty"`
	// Warm narrows Color's enum.
	Warm Color `json:"warm,omitempty" stitch:"enum=red|green"`
	// Share of the work.
	Share Percent `json:"share,omitempty" stitch:"coerce"`
	// Labels adds an element check to the type's.
	Labels Labels `json:"labels,omitempty" stitch:"dive,lower"`
	// Grid of percents.
	Grid [][]Percent `json:"grid,omitempty"`
	// Tags are checked by the type's refine and the field's.
	Tags []Tag `json:"tags,omitempty" stitch:"dive,refine=checkShort"`
}

func checkShort(v Tag) error {
	if len(v) == 1 {
		return errors.New("a tag of one letter says nothing")
	}
	return nil
}
