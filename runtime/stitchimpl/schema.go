package stitchimpl

import (
	"io/fs"
	"path"
	"slices"
	"strconv"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// Files says where a tool's Meta is in the schema files stitch_gen.go embeds (one
// embed.FS for the package, every file named in its //go:embed lines): the tool's file
// schemas/<tool>.json and, for each dialect, schemas/<dialect>/<tool>.json beside it. A
// tool's descriptor is
//
//	var SendTool = &stitch.Tool[Send]{Parse: stitchParseSend, Meta: stitchimpl.Meta(stitchSchemas, &stitchFilesSend)}
//
//	var stitchFilesSend = stitchimpl.Files{
//		Name:        "send",
//		Description: "Send a message.",
//		File:        "schemas/send.json", Size: 2140, Advertised: [2]int{98, 1082}, Exact: [2]int{1101, 2137},
//		Dialects:    stitchDialects, Strict: []string{"openai-strict", "anthropic-strict"},
//		Parser:      stitchParseAny, Tool: 0,
//	}
//
// Files is a variable of constants (and function values), which the compiler lays out
// as data: a tool's only code at start is the Meta call.
type Files struct {
	Name, Description string
	// Title is the tool's title, and ReadOnly … OpenWorld its hints (stitch.Hints), as
	// the directive states them.
	Title                                        string
	ReadOnly, Destructive, Idempotent, OpenWorld Hint
	// File is the tool's schema file and Size its length as stitchgen wrote it;
	// Advertised, Exact and Output are the byte ranges [from, to) of those schemas in it
	// (Output is zero when the tool names no result type, and OutputType then empty).
	File                      string
	Size                      int
	Advertised, Exact, Output [2]int
	OutputType                string
	// Dialects are the dialects of the package's declarations, each with its wire mode
	// (JSON and Strict unset); Strict lists those the tool is declared strict in.
	Dialects []stitch.Declaration
	Strict   []string
	// Parser is the package's parser of every tool with its value as an any, called
	// with Tool, the tool's index (stitch.Meta.Parser): one function for the package,
	// where one a tool cost the user's build a function's compilation each.
	Parser func(tool int, data []byte, lim stitch.Limits) (any, error)
	Tool   int
}

// AnyOf is a parser's result as an any: v and nil, or nil and err. A generated
// package's stitchParseAny returns AnyOf(stitchParseX(data, lim)) for each tool.
func AnyOf(v any, err error) (any, error) {
	if err != nil {
		return nil, err
	}
	return v, nil
}

// Hint is one of a tool's hints as its directive states it: Unsaid (the zero value),
// Yes or No.
type Hint uint8

const (
	Unsaid Hint = iota
	Yes
	No
)

// ptr is h as stitch.Hints holds it: nil when unsaid, else a new bool.
func (h Hint) ptr() *bool {
	if h == Unsaid {
		return nil
	}
	v := h == Yes
	return &v
}

// Meta is the tool's Meta, read from files: its schemas are slices of its file, capped
// so that an append cannot write over the rest, and each declaration is the whole of
// its dialect's file.
//
// A file that is not the one stitch_gen.go was generated with (edited by hand,
// reformatted, its line endings converted, a merge of two versions) would put the
// offsets anywhere. Meta checks the tool file's length and that an object starts and
// ends at each range, and panics, when the package is initialized, with a message that
// says what to do: the program was built from a schema file and a stitch_gen.go that do
// not belong together, which the build could not see (go:embed contents are not checked
// at compile time), and a server must not start showing models a schema cut at random.
// An edit that keeps the file's length and those bytes is not caught here; stitchgen
// -check catches every difference. The files are read once, here (embed.FS copies
// them): nothing is parsed.
func Meta(files fs.FS, t *Files) *stitch.Meta {
	file := read(files, t.File)
	m := &stitch.Meta{
		Name:         t.Name,
		Title:        t.Title,
		Description:  t.Description,
		Hints:        stitch.Hints{ReadOnly: t.ReadOnly.ptr(), Destructive: t.Destructive.ptr(), Idempotent: t.Idempotent.ptr(), OpenWorld: t.OpenWorld.ptr()},
		Advertised:   slice(file, t.File, t.Size, t.Advertised),
		Exact:        slice(file, t.File, t.Size, t.Exact),
		OutputType:   t.OutputType,
		Declarations: make([]stitch.Declaration, len(t.Dialects)),
	}
	if parse, i := t.Parser, t.Tool; parse != nil {
		m.Parser = func(data []byte, lim stitch.Limits) (any, error) { return parse(i, data, lim) }
	}
	if t.Output != [2]int{} {
		m.Output = slice(file, t.File, t.Size, t.Output)
	}
	dir, base := path.Split(t.File)
	for i, d := range t.Dialects {
		d.JSON = read(files, dir+d.Dialect+"/"+base)
		d.Strict = slices.Contains(t.Strict, d.Dialect)
		m.Declarations[i] = d
	}
	return m
}

// ReadSchema is the whole of a schema file stitch_gen.go embeds (a result type's
// schemas/output/<R>.json, which no tool's file holds), capped.
func ReadSchema(files fs.FS, name string) []byte { return read(files, name) }

// read is the file called name in files, capped, or a panic that says to regenerate (a
// stitch_gen.go edited by hand names a file it does not embed).
func read(files fs.FS, name string) []byte {
	data, err := fs.ReadFile(files, name)
	if err != nil {
		panic("stitchgen: " + name + " is not embedded by stitch_gen.go (" + err.Error() + "): run go generate")
	}
	return data[:len(data):len(data)]
}

// slice is the schema at bytes r of file (named name, size bytes long as stitchgen
// wrote it), capped, after the checks Meta describes.
func slice(file []byte, name string, size int, r [2]int) []byte {
	from, to := r[0], r[1]
	if len(file) != size || from < 0 || from >= to || to > len(file) || file[from] != '{' || file[to-1] != '}' {
		panic("stitchgen: " + name + " is not the file stitch_gen.go was generated with (" +
			strconv.Itoa(len(file)) + " bytes, " + strconv.Itoa(size) + " expected): run go generate, or restore the file")
	}
	return file[from:to:to]
}
