package stitchimpl

import (
	"encoding/json"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// Validate checks a value built in Go against every rule parse (a tool's generated
// parser) applies, by encoding it with encoding/json and parsing the result: the
// parser stays the only judge. Rewrites (trim, lower, upper) are not applied to v. A
// nil pointer, which encoding/json writes as null, reads as a key left out. A tool's
// generated ValidateX is
//
//	func ValidateX(v X) error { return stitchimpl.Validate(v, stitchParseX) }
func Validate[T any](v T, parse func([]byte, stitch.Limits) (T, error)) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = parse(data, stitch.Limits{MaxBytes: len(data) + 1, Wire: stitch.WireNullAbsent})
	return err
}
