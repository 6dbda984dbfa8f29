// Package err_union_kinds holds the mistakes of unions chosen by kind or
// by keys.
package err_union_kinds

import "encoding/json"

// Value has two number variants.
//
//stitch:union by=kind
type Value interface{ isValue() }

type Count int
type Ratio float64
type Blob json.RawMessage

// Tagged is a struct variant with a label it cannot use.
type Tagged struct {
	Kind string `json:"kind" stitch:"oneof-variant=t"`
}

func (Count) isValue()  {}
func (Ratio) isValue()  {}
func (Blob) isValue()   {}
func (Tagged) isValue() {}

// Ref is chosen by keys, but two variants share their only required key.
//
//stitch:union by=keys
type Ref interface{ isRef() }

type ByID struct {
	ID string `json:"id"`
}

type ByIDAndName struct {
	ID   string `json:"id"`
	Name string `json:"name,omitempty"`
}

type Loose struct {
	Hint string `json:"hint,omitempty"`
}

func (ByID) isRef()        {}
func (ByIDAndName) isRef() {}
func (Loose) isRef()       {}

// Bad misspells the option.
//
//stitch:union by=kinds
type Bad interface{ isBad() }

type BadA struct {
	Kind string `json:"kind" stitch:"oneof-variant=a"`
}

func (BadA) isBad() {}

// Scalar is a by=kind union used as a tool's input.
//
//stitch:tool
//stitch:union by=kind
type Scalar interface{ isScalar() }

type Word string

func (Word) isScalar() {}

// Use uses them.
//
//stitch:tool
type Use struct {
	V Value `json:"v"`
	R Ref   `json:"r"`
	B Bad   `json:"b"`
}
