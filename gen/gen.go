// Package gen writes stitchgen's output for one package from the finished
// model the pipeline built: stitch_gen.go (the schemas, the generated
// parsers and the tool table), schemas/<tool>.json and each provider
// dialect's schemas/<dialect>/<tool>.json. It decides nothing: every schema,
// check and declaration is in its input. It is the only package that uses
// jennifer. It returns the files; the command decides whether to write
// them, so a failed run never leaves half its output.
//
// Its place in the pipeline is drawn in package pipeline's doc.
package gen

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"go/token"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"github.com/stitchgen/stitchgen/contract"
	"github.com/stitchgen/stitchgen/dialect"
	"github.com/stitchgen/stitchgen/model"
)

// RuntimePath is the import path of the runtime's user API (Tool, Meta, Issues, Limits,
// the issue codes) that generated code names.
const RuntimePath = "github.com/stitchgen/stitchgen/runtime/stitch"

// ImplPath is the import path of the runtime that only generated code imports: the
// Decoder and the helpers its checks call.
const ImplPath = "github.com/stitchgen/stitchgen/runtime/stitchimpl"

// Options say where the files go.
type Options struct {
	Output     string // Go file name, default "stitch_gen.go"
	SchemasDir string // directory for per-tool JSON, relative to the package, default "schemas"
	// Flags are the command's flags that shaped the output, when not the
	// defaults ("-schemas=api"). The Go file's first line records them, as
	// stringer records its command line, so that the file says how to make
	// it again.
	Flags []string
	// Tables writes the parsers as //stitch:package tables does, whatever
	// the package says (the tests of the table decoders run every golden
	// package's tests this way).
	Tables bool
}

// File is one output file.
type File struct {
	Path string // absolute, or relative to the working directory
	Data []byte
}

// Package is one package as the pipeline built it: what gen writes.
type Package struct {
	Model *model.Package
	// Tools in model.Tools order.
	Tools []ToolOutput
	// Outputs are the result schemas, in model.Outputs order.
	Outputs []OutputSchema
	// Reach says which named types the tools' parsers decode.
	Reach model.Reach
	// Anthropic is the package's use of Anthropic's strict budget.
	Anthropic AnthropicBudget
	// Formatted, when not nil, is the package's FormatCache: what go/format
	// made of each chunk of its Go file last time.
	Formatted *FormatCache
	// FilesMade, when not nil, is called with the schema files as soon as
	// they are made, before the Go file's declarations are emitted, so that
	// the caller can write them (beside their place) meanwhile: Prepare
	// returns the same files, unless its Options ask for others (another
	// schemas directory, tables).
	FilesMade func(files []File)
	// emitted is the Go file's declarations as Collisions emitted them, for
	// Files to render (nil: Files emits them).
	emitted *emitter
}

// ToolOutput is one tool with what the pipeline built for it.
type ToolOutput struct {
	Tool       *model.Tool
	Exact      *model.Schema // what the parser enforces
	Advertised *model.Schema // what a model is shown
	Output     *model.Schema // the result's schema, or nil
	// AdvertisedJSON, ExactJSON and OutputJSON are those schemas as compact
	// JSON (MarshalJSON), made once by the pipeline: it checks them, gen
	// writes them, the command counts their bytes. OutputJSON is nil with
	// Output.
	AdvertisedJSON, ExactJSON, OutputJSON []byte
	Warnings                              int // how many of the diagnostics about it are warnings
	// Dialects are the tool's declarations for each provider, in dialect.All
	// order, and Declarations their JSON (Dialects[i].Declaration(), made
	// once: it is checked, written to stitch_gen.go and to a schema file).
	Dialects     []*dialect.Result
	Declarations [][]byte
}

// OutputSchema is a result type with its (advertised) schema.
type OutputSchema struct {
	Output *model.Output
	Schema *model.Schema
	JSON   []byte // Schema as compact JSON, made once by the pipeline
}

// ContractSuffix ends the name of a tool's contract file in the schemas
// directory: schemas/<tool>.contract.json holds what the parser accepts
// beyond what JSON Schema can say (package contract), for stitchgen
// -breaking to read at a past revision. It is a file of its own, not a key
// of schemas/<tool>.json, so that the tool file stays exactly what a model
// and a server are given.
const ContractSuffix = ".contract.json"

// Files renders the files of one built package: the Go file first, then
// each tool's schema file followed by its dialect declarations, then the
// schema files of the result types no tool returns. The Go file embeds the
// schema files (go:embed): they are the one copy of each schema's bytes.
func Files(p *Package, opts Options) ([]File, error) {
	others, render, err := Prepare(p, opts)
	if err != nil {
		return nil, err
	}
	goFile, err := render()
	if err != nil {
		return nil, err
	}
	return append([]File{goFile}, others...), nil
}

// Prepare is Files in two steps: it returns the schema files, and the
// function that renders the Go file, the one slow step (go/format of every
// declaration, on every core; see render), so that a caller may render it
// while it compares the schema files with the disk and stages them
// (cmd/stitchgen does).
func Prepare(p *Package, opts Options) (others []File, render func() (File, error), err error) {
	if opts.Output == "" {
		opts.Output = "stitch_gen.go"
	}
	if opts.Tables && !p.Model.Tables {
		p.Model.Tables, p.emitted = true, nil // emitted again, by tables
	}
	if err := CheckSchemasDir(cmp.Or(opts.SchemasDir, "schemas")); err != nil {
		return nil, nil, err
	}
	schemas := schemasPath(opts.SchemasDir)
	e := p.emitted
	p.emitted = nil
	if e == nil || e.schemas != schemas {
		e = emit(p, schemas)
	}
	var owned [][]string // a tool's files, or a result's
	for i, f := range e.others {
		rel, err := filepath.Rel(p.Model.Dir, f.Path)
		if err != nil {
			return nil, nil, err
		}
		if i == 0 || e.starts[i] {
			owned = append(owned, nil)
		}
		owned[len(owned)-1] = append(owned[len(owned)-1], filepath.ToSlash(rel))
	}
	e.header(owned, opts.Flags)
	render = func() (File, error) {
		src, err := e.render()
		if err != nil {
			return File{}, err
		}
		return File{Path: filepath.Join(p.Model.Dir, opts.Output), Data: src}, nil
	}
	return e.others, render, nil
}

// CheckSchemasDir reports whether dir can hold the schema files: a directory
// inside the package's, named relative to it, since stitch_gen.go embeds them
// with //go:embed, which reads only files under the package's directory.
func CheckSchemasDir(dir string) error {
	clean := filepath.Clean(dir)
	if !filepath.IsLocal(clean) || clean == "." {
		return fmt.Errorf("-schemas %q must name a directory inside the package, relative to it (such as schemas or api/schemas): stitch_gen.go embeds the schema files with //go:embed, which reads only files below the package's directory", dir)
	}
	return nil
}

// emit makes the schema files of p and emits the declarations of its Go
// file, whose embed directives name the files under schemas.
func emit(p *Package, schemas string) *emitter {
	e := newEmitter(p.Model)
	e.schemas = schemas
	e.formatted = p.Formatted
	e.docs = map[*model.Tool]schemaDoc{}
	e.starts = map[int]bool{}
	file := func(rel string, data []byte) File {
		return File{Path: filepath.Join(p.Model.Dir, filepath.FromSlash(rel)), Data: data}
	}
	add := func(rel string, data []byte) { e.others = append(e.others, file(rel, data)) }
	// Each tool's files are its own: made on every core, kept in order.
	docs := make([]schemaDoc, len(p.Tools))
	files := make([][]File, len(p.Tools))
	forEach(len(p.Tools), runtime.GOMAXPROCS(0), func(i int) {
		to := p.Tools[i]
		docs[i] = schemaFile(to)
		files[i] = append(files[i], file(e.toolFile(to.Tool), docs[i].data),
			file(e.schemas+"/"+to.Tool.Name+ContractSuffix, contract.Encode(to.Tool, p.Model.Path)))
		for j, r := range to.Dialects {
			files[i] = append(files[i], file(e.dialectFile(to.Tool, string(r.Dialect)), indent(to.Declarations[j])))
		}
	})
	for i, to := range p.Tools {
		e.starts[len(e.others)] = true
		e.docs[to.Tool] = docs[i]
		e.others = append(e.others, files[i]...)
	}
	for _, o := range p.Outputs {
		if returnedBy(p, o.Output) == nil {
			e.starts[len(e.others)] = true
			add(e.outputFile(o.Output), indent(o.JSON))
		}
	}
	if p.FilesMade != nil {
		p.FilesMade(e.others)
	}
	for _, d := range declarations(p, e) {
		e.chunk()
		d()
		e.finishChunk(len(e.chunks) - 1)
	}
	return e
}

// schemasPath is the schemas directory dir (Options.SchemasDir; "" for
// schemas) as go:embed names it, relative to the package's.
func schemasPath(dir string) string { return filepath.ToSlash(filepath.Clean(cmp.Or(dir, "schemas"))) }

// The files under the schemas directory, relative to the package's, as
// go:embed names them.
func (e *emitter) toolFile(t *model.Tool) string { return e.schemas + "/" + t.Name + ".json" }
func (e *emitter) dialectFile(t *model.Tool, d string) string {
	return e.schemas + "/" + d + "/" + t.Name + ".json"
}
func (e *emitter) outputFile(o *model.Output) string {
	return e.schemas + "/output/" + o.GoName + ".json"
}

// returnedBy is the first tool that returns o, whose schema file holds o's
// schema, or nil.
func returnedBy(p *Package, o *model.Output) *model.Tool {
	for _, to := range p.Tools {
		if to.Tool.Output == o {
			return to.Tool
		}
	}
	return nil
}

// A schemaDoc is the content of schemas/<tool>.json and where each schema
// is in it: the byte range of the value of inputSchema, outputSchema (zero
// when absent) and exactSchema.
type schemaDoc struct {
	data                 []byte
	input, output, exact [2]int
}

// schemaFile is the content of schemas/<tool>.json: the tool as MCP spells
// it (name, title when the directive gives one, description, inputSchema =
// the advertised schema, outputSchema when the tool names its result type,
// annotations when the directive states a hint) and, for review, the exact schema the
// parser enforces. Keys in this order; the schemas' keywords in model.Schema's
// fixed order; two-space indent, as indent prints the whole.
func schemaFile(to ToolOutput) schemaDoc {
	var doc schemaDoc
	b := make([]byte, 0, 4096)
	member := func(key string, raw []byte, at *[2]int) {
		if len(b) == 0 {
			b = append(b, "{\n  "...)
		} else {
			b = append(b, ",\n  "...)
		}
		b = appendJSONString(b, key)
		b = append(b, ": "...)
		if at == nil {
			b = appendJSONString(b, string(raw))
			return
		}
		at[0] = len(b)
		b = indentAt(b, raw, 1)
		at[1] = len(b)
	}
	member("name", []byte(to.Tool.Name), nil)
	if to.Tool.Title != "" {
		member("title", []byte(to.Tool.Title), nil)
	}
	member("description", []byte(to.Tool.Doc), nil)
	member("inputSchema", to.AdvertisedJSON, &doc.input)
	if to.Output != nil {
		member("outputSchema", to.OutputJSON, &doc.output)
	}
	if len(to.Tool.Hints) > 0 {
		// "annotations": {"readOnlyHint": true, …}, one hint a line, as indent
		// prints an object.
		b = append(b, ",\n  \"annotations\": {"...)
		for i, h := range to.Tool.Hints {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, "\n    "...)
			b = appendJSONString(b, h.Annotation)
			b = append(b, ": "...)
			b = strconv.AppendBool(b, h.Value)
		}
		b = append(b, "\n  }"...)
	}
	member("exactSchema", to.ExactJSON, &doc.exact)
	doc.data = append(b, "\n}\n"...)
	return doc
}

// decl is a declaration to emit, at the position of what it is for.
type decl struct {
	pos  token.Position
	emit func()
}

func comparePos(a, b token.Position) int {
	if c := strings.Compare(a.Filename, b.Filename); c != 0 {
		return c
	}
	if a.Line != b.Line {
		return a.Line - b.Line
	}
	return a.Column - b.Column
}

// ownedHeader introduces, in the generated Go file's header, the other files
// generated with it, relative to the package directory: a tool's on a line
// (quoted where a name holds a space, as in the //go:embed lines, and
// broken as they are). A file written by an earlier stitchgen has
// ownedHeaderOne, a file a line, which OwnedFiles still reads, so that an
// upgrade removes what that one wrote and no longer is.
const (
	ownedHeader    = "stitchgen wrote these files with this one (a tool's on a line), and removes them when it no longer writes them:"
	ownedHeaderOne = "stitchgen wrote these files with this one, and removes them when it no longer writes them:"
)

// ownedItem starts a line of that list.
const ownedItem = "//   - "

// OwnedFiles reads, from a generated Go file, the files generated with it
// (slash-separated, relative to its package's directory). The generator
// removes those it no longer produces: the list is its proof that it wrote
// them, so no file of the user's is ever removed (a line it cannot read
// owns nothing).
func OwnedFiles(goFile []byte) []string {
	var owned []string
	var fields func(string) []string // how a line of the list reads, nil outside it
	// Only the header is read (the file is thousands of lines).
	for l := range bytes.SplitSeq(goFile, []byte("\n")) {
		line := string(l)
		switch {
		case !strings.HasPrefix(line, "//"):
			return owned // the header ends at the first line that is not a comment
		case line == "// "+ownedHeader:
			fields = embedFields
		case line == "// "+ownedHeaderOne:
			fields = func(p string) []string { return []string{p} }
		case fields != nil && strings.HasPrefix(line, ownedItem):
			for _, p := range fields(strings.TrimPrefix(line, ownedItem)) {
				if filepath.IsLocal(filepath.FromSlash(p)) {
					owned = append(owned, p)
				}
			}
		default:
			fields = nil
		}
	}
	return owned
}

// embedFields splits a line of names as embedLines writes them: separated
// by spaces, a name that holds one quoted. A line that does not read so
// gives nil.
func embedFields(line string) []string {
	var out []string
	for s := strings.TrimLeft(line, " "); s != ""; s = strings.TrimLeft(s, " ") {
		if s[0] == '"' {
			q, err := strconv.QuotedPrefix(s)
			if err != nil {
				return nil
			}
			u, _ := strconv.Unquote(q)
			out, s = append(out, u), s[len(q):]
			continue
		}
		f, rest, _ := strings.Cut(s, " ")
		out, s = append(out, f), rest
	}
	return out
}

func appendJSONString(b []byte, s string) []byte {
	q, _ := json.Marshal(s)
	return append(b, q...)
}

// indent pretty-prints well-formed JSON as json.Indent does with a two-space
// indent, followed by a newline: every schema file goes through it, and a
// loop that knows its input is valid is several times faster than the
// scanner json.Indent runs (FuzzIndent compares the two).
func indent(src []byte) []byte {
	return append(indentAt(make([]byte, 0, 2*len(src)+1), src, 0), '\n')
}

// indentAt appends src to out indented as a value at the given depth of an
// indented document: its first line continues the current one, its last
// ends with its closing bracket.
func indentAt(out, src []byte, depth int) []byte {
	opened := false // after { or [: the line break waits, so that {} and [] stay as they are
	newline := func() {
		out = append(out, '\n')
		for range depth {
			out = append(out, "  "...)
		}
	}
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch c {
		case ' ', '\t', '\n', '\r':
			continue
		}
		if opened && c != '}' && c != ']' {
			opened = false
			depth++
			newline()
		}
		switch c {
		case '"':
			// Up to the closing quote, skipping escaped characters.
			j := i + 1
			for j < len(src) {
				k := bytes.IndexAny(src[j:], `"\`)
				if k < 0 {
					j = len(src) - 1 // not JSON: copied as it is
					break
				}
				if j += k; src[j] == '"' {
					break
				}
				j += 2
			}
			j = min(j, len(src)-1)
			out = append(out, src[i:j+1]...)
			i = j
		case '{', '[':
			opened = true
			out = append(out, c)
		case ',':
			out = append(out, c)
			newline()
		case ':':
			out = append(out, c, ' ')
		case '}', ']':
			if opened {
				opened = false
			} else {
				depth--
				newline()
			}
			out = append(out, c)
		default:
			out = append(out, c)
		}
	}
	return out
}

// Collisions reports each top-level name of the user's package that
// stitch_gen.go would declare too (a func ParseT beside the tool T, a var
// stitchPattern0), at the user's declaration, saying what to rename. It
// emits the file's declarations for the schemas directory schemasDir (a
// checked Options.SchemasDir; "" for schemas), which Prepare then renders
// rather than emitting them again when its Options name the same one.
func Collisions(p *Package, schemasDir string) []model.Diagnostic {
	e := emit(p, schemasPath(schemasDir))
	p.emitted = e
	var diags []model.Diagnostic
	for _, d := range e.declared {
		if pos, ok := p.Model.Scope[d.name]; ok {
			diags = append(diags, model.Diagnostic{Pos: pos, Msg: d.name + " is also declared by stitchgen in stitch_gen.go, as " + d.what + ": rename this declaration"})
		}
	}
	return diags
}

// SchemaFile is the content of schemas/<tool>.json (see schemaFile).
func SchemaFile(to ToolOutput) []byte { return schemaFile(to).data }
