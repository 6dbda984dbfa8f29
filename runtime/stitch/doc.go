// Package stitch is what a program uses of the code stitchgen generates: the tools, the
// issues a call can have, and the limits a parse works within.
//
// stitchgen reads the Go structs that describe the inputs of LLM tools and writes, per
// tool X, a parser ParseX (JSON bytes in, the typed value or every issue out), a
// ValidateX, and an XTool of type [Tool], whose Meta the package's StitchTools lists ([AnyTool]).
// A call with issues returns the zero value and an [Issues]: every problem found, not just
// the first, each an [Issue] with a path ("content.parts[2].url"), a code (the Code
// constants) and a message a model can act on. [Limits] bound the work of one parse (input
// size, nesting depth, issues listed); the zero value takes the defaults.
// A tool's [Meta] holds its schemas and its [Declaration] for each provider dialect;
// [ParseIn] reads a call as that provider's model sends it ([Wire]).
// [CheckSchemas] checks the advertised schemas of a program's tools, for its own tests.
// A field of type [Nullable] tells a key left out from a key sent as null and from a value.
//
// The parsers run on package stitchimpl, which only generated code imports. Both depend
// on the standard library only.
package stitch
