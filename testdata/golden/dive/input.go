// Package dive covers element constraints: dive, keys … endkeys, nesting.
//
//stitch:dialects none
package dive

import "errors"

// Filter is a search filter with per-element checks.
//
//stitch:tool name=filter
type Filter struct {
	// At most three statuses, each one of the known ones.
	Status []string `json:"status,omitempty" stitch:"max=3,dive,enum=open|pending|closed"`
	// Rows of at least one cell, each cell at most 5 characters.
	Grid [][]string `json:"grid,omitempty" stitch:"dive,min=1,dive,max=5"`
	// Lower-case keys, values of at most 10 characters.
	Labels map[string]string `json:"labels,omitempty" stitch:"max=20,dive,keys,pattern='^[a-z-]+$',max=8,endkeys,max=10"`
	// Each a valid email address.
	Emails []string `json:"emails,omitempty" stitch:"dive,trim,lower,format=email"`
	// Scores between 0 and 100, null allowed.
	Scores []*int `json:"scores,omitempty" stitch:"dive,nullable,min=0,max=100"`
	// Counts sent as numbers or strings.
	Counts [2]int `json:"counts,omitzero" stitch:"dive,coerce,gt=0"`
	// Even numbers only (a refine per element).
	Evens []int `json:"evens,omitempty" stitch:"dive,refine=Even"`
	// Weights keyed by a two-letter code.
	Weights map[Code]float64 `json:"weights,omitempty" stitch:"dive,keys,enum=aa|bb,endkeys,int,lt=1000"`
}

// Code is a named key type.
type Code string

// Even is the refine of each element of Evens.
func Even(n int) error {
	if n%2 != 0 {
		return errors.New("expected an even number")
	}
	return nil
}
