package stitchimpl

import "strconv"

// Schema is the schema at bytes [from, to) of a schema file stitch_gen.go embeds (file,
// named name, size bytes long as stitchgen wrote it), capped so that an append cannot
// write over the rest. A tool's schemas are slices of its file:
//
//	Advertised: stitchimpl.Schema(stitchSchemaSend, "schemas/send.json", 2140, 98, 1082),
//
// A file that is not the one stitch_gen.go was generated with (edited by hand,
// reformatted, its line endings converted, a merge of two versions) would put the
// offsets anywhere. Schema checks its length and that an object starts and ends at the
// offsets, and panics, when the package is initialized, with a message that says what
// to do: the program was built from a schema file and a stitch_gen.go that do not
// belong together, which the build could not see (go:embed contents are not checked at
// compile time), and a server must not start showing models a schema cut at random. An
// edit that keeps the file's length and those bytes is not caught here; stitchgen
// -check catches every difference.
func Schema(file []byte, name string, size, from, to int) []byte {
	if len(file) != size || from < 0 || from >= to || to > len(file) || file[from] != '{' || file[to-1] != '}' {
		panic("stitchgen: " + name + " is not the file stitch_gen.go was generated with (" +
			strconv.Itoa(len(file)) + " bytes, " + strconv.Itoa(size) + " expected): run go generate, or restore the file")
	}
	return file[from:to:to]
}
