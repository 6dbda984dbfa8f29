// Package gen writes stitchgen's output for one package: stitch_gen.go (the
// exact and advertised schemas, the generated parsers and the tool table)
// and schemas/<tool>.json. It is the only package that uses jennifer. It
// computes everything in memory and returns the files; the command decides
// whether to write them, so a failed run never leaves half its output.
//
// In the pipeline: load → tags → model → flatten → gen.
package gen

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/stitchgen/stitchgen/dialect"
	"github.com/stitchgen/stitchgen/flatten"
	"github.com/stitchgen/stitchgen/model"
)

// RuntimePath is the import path of the runtime's user API (Tool, Meta, Issues, Limits,
// the issue codes) that generated code names.
const RuntimePath = "github.com/stitchgen/stitchgen/runtime/stitch"

// ImplPath is the import path of the runtime that only generated code imports: the
// Decoder and the helpers its checks call.
const ImplPath = "github.com/stitchgen/stitchgen/runtime/stitchimpl"

// Options configure generation.
type Options struct {
	Output     string // Go file name, default "stitch_gen.go"
	SchemasDir string // directory for per-tool JSON, relative to the package, default "schemas"
	// RequireTyped fails generation when an advertised property carries no
	// type (DESIGN §6), unless its path is allowed by the tool.
	RequireTyped bool
}

// File is one output file.
type File struct {
	Path string // absolute, or relative to the working directory
	Data []byte
}

// ToolOutput is what was produced for one tool, for summaries.
type ToolOutput struct {
	Tool       *model.Tool
	Exact      *model.Schema
	Advertised *model.Schema
	Output     *model.Schema // the result's schema, or nil
	Warnings   int
	// Dialects are the tool's declarations for each provider, in dialect.All
	// order.
	Dialects []*dialect.Result
}

// Result is the output for one package.
type Result struct {
	Files []File
	Tools []ToolOutput
	// Anthropic is the package's use of Anthropic's strict budget.
	Anthropic AnthropicBudget
}

// Generate builds the files of one package. Diagnostics include warnings;
// when any is an error the Result must not be written.
func Generate(pkg *model.Package, opts Options) (*Result, []model.Diagnostic) {
	if opts.Output == "" {
		opts.Output = "stitch_gen.go"
	}
	if opts.SchemasDir == "" {
		opts.SchemasDir = "schemas"
	}
	var diags []model.Diagnostic
	res := &Result{}
	var outputs []outputSchema
	for _, o := range pkg.Outputs {
		exact, ds := model.ExactSchema(&model.Tool{Name: o.GoName, Doc: o.Doc, GoName: o.GoName, Type: o.Type, Pos: o.Pos})
		diags = append(diags, ds...)
		// A client validates results against it: the flattened form is
		// sound (it accepts every valid result) and free of combinators.
		adv, fds := flatten.Flatten(exact)
		diags = append(diags, fds...)
		outputs = append(outputs, outputSchema{o, adv})
	}
	for _, t := range pkg.Tools {
		before := len(diags)
		exact, ds := model.ExactSchema(t)
		diags = append(diags, ds...)
		adv := exact
		if t.Flatten {
			var fds []model.Diagnostic
			adv, fds = flatten.Flatten(exact)
			diags = append(diags, fds...)
		}
		if opts.RequireTyped {
			diags = append(diags, requireTyped(t, adv)...)
		}
		diags = append(diags, checkAllowUntyped(t, adv)...)
		warns := 0
		for _, d := range diags[before:] { // this tool's
			if d.Warning {
				warns++
			}
		}
		to := ToolOutput{Tool: t, Exact: exact, Advertised: adv, Warnings: warns}
		for _, o := range outputs {
			if o.out == t.Output {
				to.Output = o.schema
			}
		}
		res.Tools = append(res.Tools, to)
	}
	if model.HasErrors(diags) {
		return res, diags
	}
	var dds []model.Diagnostic
	res.Anthropic, dds = declarations(res.Tools)
	diags = append(diags, dds...)
	if model.HasErrors(diags) {
		return res, diags
	}
	var others []File
	for _, to := range res.Tools {
		others = append(others, File{
			Path: filepath.Join(pkg.Dir, opts.SchemasDir, to.Tool.Name+".json"),
			Data: SchemaFile(to),
		})
		others = append(others, dialectFiles(filepath.Join(pkg.Dir, opts.SchemasDir), to)...)
	}
	var owned []string
	for _, f := range others {
		rel, err := filepath.Rel(pkg.Dir, f.Path)
		if err != nil {
			return res, append(diags, model.Diagnostic{Msg: "internal error: " + err.Error()})
		}
		owned = append(owned, filepath.ToSlash(rel))
	}
	src, err := goFile(pkg, res.Tools, outputs, owned)
	if err != nil {
		diags = append(diags, model.Diagnostic{Msg: "internal error: generated code does not format: " + err.Error()})
		return res, diags
	}
	res.Files = append(res.Files, File{Path: filepath.Join(pkg.Dir, opts.Output), Data: src})
	res.Files = append(res.Files, others...)
	return res, diags
}

// SchemaFile is the content of schemas/<tool>.json: the tool as a model sees
// it (name, description, inputSchema = the advertised schema, outputSchema
// when the tool names its result type) and, for review, the exact schema the
// parser enforces. Keys in this order; the schemas' keywords in model.Schema's
// fixed order; two-space indent.
func SchemaFile(to ToolOutput) []byte {
	var b bytes.Buffer
	b.WriteString(`{"name":`)
	writeJSONString(&b, to.Tool.Name)
	b.WriteString(`,"description":`)
	writeJSONString(&b, to.Tool.Doc)
	b.WriteString(`,"inputSchema":`)
	adv, _ := to.Advertised.MarshalJSON()
	b.Write(adv)
	if to.Output != nil {
		b.WriteString(`,"outputSchema":`)
		out, _ := to.Output.MarshalJSON()
		b.Write(out)
	}
	b.WriteString(`,"exactSchema":`)
	ex, _ := to.Exact.MarshalJSON()
	b.Write(ex)
	b.WriteString(`}`)
	return indent(b.Bytes())
}

type outputSchema struct {
	out    *model.Output
	schema *model.Schema
}

// ownedHeader introduces, in the generated Go file's header, the other files
// generated with it, one per line, relative to the package directory.
const ownedHeader = "stitchgen wrote these files with this one, and removes them when it no longer writes them:"

// ownedItem starts a line of that list.
const ownedItem = "//   - "

// OwnedFiles reads, from a generated Go file, the files generated with it
// (slash-separated, relative to its package's directory). The generator
// removes those it no longer produces: the list is its proof that it wrote
// them, so no file of the user's is ever removed.
func OwnedFiles(goFile []byte) []string {
	var owned []string
	in := false
	for _, line := range strings.Split(string(goFile), "\n") {
		switch {
		case !strings.HasPrefix(line, "//"):
			return owned // the header ends at the first line that is not a comment
		case line == "// "+ownedHeader:
			in = true
		case in && strings.HasPrefix(line, ownedItem):
			if p := strings.TrimPrefix(line, ownedItem); filepath.IsLocal(filepath.FromSlash(p)) {
				owned = append(owned, p)
			}
		default:
			in = false
		}
	}
	return owned
}

// goFile renders stitch_gen.go.
func goFile(pkg *model.Package, tools []ToolOutput, outputs []outputSchema, schemaFiles []string) ([]byte, error) {
	f := jen.NewFilePathName(pkg.Path, pkg.Name)
	f.HeaderComment("Code generated by stitchgen. DO NOT EDIT.")
	f.HeaderComment("")
	if len(schemaFiles) > 0 {
		f.HeaderComment(ownedHeader)
		for _, p := range schemaFiles {
			f.HeaderComment(strings.TrimPrefix(ownedItem, "// ") + p)
		}
		f.HeaderComment("")
	}
	f.HeaderComment("//go:build !stitchgen")
	f.ImportName(RuntimePath, "stitch")
	f.ImportName(ImplPath, "stitchimpl")
	e := &emitter{pkg: pkg, f: f}
	e.toolTable(tools)
	for _, t := range tools {
		e.tool(t)
	}
	for _, o := range outputs {
		e.output(o)
	}
	direct, variant := reached(pkg)
	for _, u := range pkg.Unions {
		if direct[u] {
			e.union(u)
		}
	}
	for _, s := range pkg.Structs {
		if direct[s] || variant[s] {
			e.structDecoder(s, direct[s])
		}
	}
	e.patterns()
	var buf bytes.Buffer
	if err := f.Render(&buf); err != nil {
		return nil, err
	}
	// Render has gofmt'd the file already (and fails if it cannot). It
	// writes the build constraint as a plain comment; make it a constraint,
	// which leaves the file as gofmt has it (a golden test compares with
	// gofmt's output).
	return bytes.Replace(buf.Bytes(), []byte("// //go:build !stitchgen"), []byte("//go:build !stitchgen"), 1), nil
}

// reached finds what the tools' parsers need: direct holds the structs and
// unions decoded as values (they get a decode function), variant the structs
// decoded only as a union's variant (their fields function suffices). Types
// reached from no tool (//stitch:output results) get no decoder.
func reached(pkg *model.Package) (direct map[model.Type]bool, variant map[*model.Struct]bool) {
	direct, variant = map[model.Type]bool{}, map[*model.Struct]bool{}
	var walk func(t model.Type)
	walk = func(t model.Type) {
		switch t := t.(type) {
		case *model.Struct:
			if direct[t] {
				return
			}
			direct[t] = true
			walkFields(t, walk)
		case *model.Union:
			if direct[t] {
				return
			}
			direct[t] = true
			for _, v := range t.Variants {
				if !variant[v.Struct] {
					variant[v.Struct] = true
					walkFields(v.Struct, walk)
				}
			}
		case *model.Slice:
			walk(t.Elem)
		case *model.Array:
			walk(t.Elem)
		case *model.Map:
			walk(t.Elem)
		case *model.Pointer:
			walk(t.Elem)
		}
	}
	for _, t := range pkg.Tools {
		walk(t.Type)
	}
	return direct, variant
}

func walkFields(s *model.Struct, walk func(model.Type)) {
	for _, f := range s.Fields {
		walk(f.Type)
	}
	if s.Rest != nil {
		walk(s.Rest.Type)
	}
}

// requireTyped reports advertised properties that carry no type.
func requireTyped(t *model.Tool, adv *model.Schema) []model.Diagnostic {
	allowed := map[string]bool{}
	for _, a := range t.AllowUntyped {
		allowed[a] = true
	}
	var diags []model.Diagnostic
	model.WalkProperties(adv, func(pp string, ps *model.Schema) {
		if untyped(ps) && !allowed[pp] {
			pos := ps.Pos
			if !pos.IsValid() {
				pos = t.Pos
			}
			why := "it has no type"
			if ps.Tolerance != "" {
				why = "a variant uses " + ps.Tolerance + ", which accepts more than its type"
			}
			diags = append(diags, model.Diagnostic{Pos: pos, Msg: fmt.Sprintf("-require-typed: %s.%s is advertised untyped (%s); give it a type, or allow it with //stitch:tool allow-untyped=%s", t.Name, pp, why, pp)})
		}
	})
	return diags
}

func untyped(s *model.Schema) bool {
	return len(s.Type) == 0 && s.Enum == nil && s.Const == nil && s.Ref == ""
}

// checkAllowUntyped reports //stitch:tool allow-untyped= paths that name no
// advertised property of the tool.
func checkAllowUntyped(t *model.Tool, adv *model.Schema) []model.Diagnostic {
	if len(t.AllowUntyped) == 0 {
		return nil
	}
	paths := map[string]bool{}
	var free []string
	model.WalkProperties(adv, func(pp string, ps *model.Schema) {
		paths[pp] = true
		if untyped(ps) {
			free = append(free, pp)
		}
	})
	var diags []model.Diagnostic
	for i, a := range t.AllowUntyped {
		if paths[a] {
			continue
		}
		pos := t.Pos
		if i < len(t.AllowUntypedPos) {
			pos = t.AllowUntypedPos[i]
		}
		hint := "every property of the tool has a type: drop " + a
		if len(free) > 0 {
			hint = "the untyped ones are " + strings.Join(free, ", ")
		}
		diags = append(diags, model.Diagnostic{Pos: pos, Msg: fmt.Sprintf("allow-untyped path %s names no advertised property of tool %s; %s", a, t.Name, hint)})
	}
	return diags
}

func joinPath(base, name string) string {
	if base == "" {
		return name
	}
	return base + "." + name
}

func writeJSONString(b *bytes.Buffer, s string) {
	q, _ := json.Marshal(s)
	b.Write(q)
}

func indent(compact []byte) []byte {
	var out bytes.Buffer
	// compact is well-formed: it was written by model.Schema.
	_ = json.Indent(&out, compact, "", "  ")
	out.WriteByte('\n')
	return out.Bytes()
}
