// Package deep is the benchmark tool whose valid calls nest as deep as the
// runtime allows (stitch.DefaultMaxDepth): a filter whose where clause is a
// recursive expression union. Each not wraps one more object around its
// argument, and an and or or adds an object and an array.
//
// stitch_gen.go and schemas/ are generated: from bench/, run
// go generate ./deep (or go run github.com/stitchgen/stitchgen/cmd/stitchgen ./deep).
package deep

//go:generate go run github.com/stitchgen/stitchgen/cmd/stitchgen
