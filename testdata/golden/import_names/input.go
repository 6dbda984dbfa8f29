// Package import_names takes its fields' types from packages named after
// predeclared Go identifiers (any, error, len, string): the generated file
// imports them under names that shadow none of those it uses (its own
// file imports them renamed, as it must to keep its string field).
//
//stitch:dialects openai
package import_names

import (
	anyitem "github.com/stitchgen/stitchgen/testdata/golden/import_names/any"
	erroritem "github.com/stitchgen/stitchgen/testdata/golden/import_names/error"
	lenitem "github.com/stitchgen/stitchgen/testdata/golden/import_names/len"
	stringitem "github.com/stitchgen/stitchgen/testdata/golden/import_names/string"
)

// Tag tags four items.
//
//stitch:tool
type Tag struct {
	A  anyitem.ID      `json:"a"`
	AC anyitem.Code    `json:"ac"`
	E  erroritem.ID    `json:"e"`
	EC erroritem.Code  `json:"ec"`
	L  lenitem.ID      `json:"l"`
	LC lenitem.Code    `json:"lc"`
	S  stringitem.ID   `json:"s"`
	SC stringitem.Code `json:"sc"`
	// Extra is any JSON value.
	Extra any `json:"extra,omitempty"`
	// Note is free text.
	Note string `json:"note,omitempty"`
}
