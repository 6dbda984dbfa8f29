// Package broadcast is stitchgen's bundled example: the tool inputs of a
// small messaging and broadcast service, as an MCP server would expose them
// to a model. Together they use most stitch tags and directives (the goldens
// under testdata/golden have a case for every one).
//
// stitch_gen.go and schemas/ are generated: run go generate ./examples/...
// (or the README's first command) after editing these files.
//
// Its doc comments follow Go's convention (Draft is a…); the descriptions a
// model reads leave the Go name out:
//
//stitch:package strip-names
package broadcast

//go:generate go run github.com/stitchgen/stitchgen/cmd/stitchgen -v
