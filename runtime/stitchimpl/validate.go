package stitchimpl

import (
	"encoding/json"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// Validate checks a value built in Go against every rule the tool's parser applies, by
// encoding it with encoding/json and parsing the result: the parser stays the only
// judge. Rewrites (trim, lower, upper) are not applied to v. A nil pointer, which
// encoding/json writes as null, reads as a key left out. A tool's generated ValidateX is
//
//	func ValidateX(v X) error { return stitchimpl.Validate(v, XTool) }
//
// It takes the value as an any and the tool as a stitch.AnyTool, so that no copy of it
// is compiled for each tool type (it is not on a parser's path: it encodes JSON first).
func Validate(v any, tool stitch.AnyTool) error {
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = tool.ParseAny(data, stitch.Limits{MaxBytes: len(data) + 1, Wire: stitch.WireNullAbsent})
	return err
}
