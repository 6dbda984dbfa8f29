// Package update defines the -update test flag for the test packages that
// keep golden files (cmd/stitchgen, load, tags: the tag table of docs/tags.md, dialect: the
// lowering table of docs/dialects.md, runtime/stitchimpl: the generated-code protocol); they
// read Flag. Only they define it, so it is passed to them by name:
//
//	go test ./cmd/stitchgen ./load ./tags ./dialect ./runtime/stitchimpl -update
package update

import "flag"

// Flag is set by -update: rewrite golden files instead of comparing with them.
var Flag = flag.Bool("update", false, "rewrite golden files instead of comparing with them")
