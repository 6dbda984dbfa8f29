// Package broadcast is stitchgen's bundled example: the tool inputs of a
// small messaging and broadcast service, as an MCP server would expose them
// to a model. Together they use every stitch tag and directive.
//
// stitch_gen.go and schemas/ are generated: run go generate ./examples/...
// (or the README's first command) after editing these files.
package broadcast

//go:generate go run github.com/stitchgen/stitchgen/cmd/stitchgen -v
