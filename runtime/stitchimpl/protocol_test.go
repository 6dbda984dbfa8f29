package stitchimpl

import (
	"bytes"
	"go/ast"
	"go/build"
	"go/parser"
	"go/printer"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/internal/update"
)

// unreleased names the protocol no released stitchgen has written yet: its surface may
// still change under its name (-update records it). A session's submission releases
// what main holds: set it to "" then, and name the next protocol here when a later
// change renames the constant. Protocol4 was released at the end of the session that
// wrote it (main at 596d3e3); FieldDefault and the check helpers then made Protocol5,
// released at the end of the session that wrote it, as was Protocol6 (the tool block read
// from one embed.FS: stitchimpl.Meta, Files, ReadSchema, Validate of an AnyTool).
// Decoder.Single (the single tolerance), RequireWith and MissingWith (requires=),
// Union.Default, and a tool's title and hints in Files (Hint, Yes, No) made Protocol7,
// released at the end of the session that wrote it (stop 37). Protocol8 — the tables
// (Object, Walk), formats by index (CheckFormatOf), a Tool without methods whose Meta is
// the AnyTool — was released at the end of the session that wrote it (stop 38), as was
// Protocol9 (stop 39): no generic type in generated code (Variants, Elems, Chunk), more read
// by tables (ReadObject, CheckPattern). So was Protocol10 (stop 40): tables read rewrites,
// time.Time, the strings of types read from text, lists of structs, and a discriminated
// union's variants (Rewrite, How, ReadTime, ReadText, Walk.Text, ReadObjects, Field.Elems,
// Decoder.Variant, Variants.Objects, Union.Of). So was Protocol11 (stop 41): one
// any-parser a package (Files.Parser takes the tool's index, Files.Tool; AnyOf).
const unreleased = ""

// TestProtocol: the package's exported surface, which generated code calls, is the one
// testdata/protocol.txt records under the name of the Protocol constant. A change to it
// needs a new name, so that files written by an older stitchgen stop at their first line
// (see protocol.go); -update records the new surface, and refuses to under the old name.
func TestProtocol(t *testing.T) {
	name, surface := protocolSurface(t)
	_, convert := protocolSurface(t, "stitch_convert")
	require.Equal(t, surface, convert, "the build with the tag stitch_convert has the surface of the build without it")
	got := name + "\n" + strings.Join(surface, "\n") + "\n"
	path := filepath.Join("testdata", "protocol.txt")
	old, _ := os.ReadFile(path)
	oldName, oldSurface, _ := strings.Cut(string(old), "\n")
	if got == string(old) {
		return
	}
	changed := oldSurface != strings.Join(surface, "\n")+"\n"
	if changed && oldName == name && name != unreleased {
		t.Fatalf("the generated-code protocol changed under the name %s: rename the constant in protocol.go (and gen.Protocol), then go test ./runtime/stitchimpl -update", name)
	}
	if !*update.Flag {
		t.Fatalf("testdata/protocol.txt is not the package's surface; go test ./runtime/stitchimpl -update rewrites it")
	}
	require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
}

// TestDocsNameProtocol: the architecture (docs/design.md) names the protocol constant
// generated files refer to today (the README named Protocol2 while the code had Protocol3).
func TestDocsNameProtocol(t *testing.T) {
	name, _ := protocolSurface(t)
	readme, err := os.ReadFile(filepath.Join("..", "..", "docs", "design.md"))
	require.NoError(t, err)
	require.Contains(t, string(readme), "const _ = stitchimpl."+name+"`")
	for _, old := range regexp.MustCompile(`stitchimpl\.Protocol[0-9]+`).FindAllString(string(readme), -1) {
		require.Equal(t, "stitchimpl."+name, old, "docs/design.md names an old protocol")
	}
}

// protocolSurface returns the name of the Protocol constant and, sorted, one line per
// exported declaration of the package's non-test files that a build with the given tags
// compiles: a function or method's signature, a type (a struct by its exported fields
// only), a constant or variable.
func protocolSurface(t *testing.T, tags ...string) (string, []string) {
	fset := token.NewFileSet()
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	ctx := build.Default
	ctx.BuildTags = tags
	var lines []string
	name := ""
	src := func(n any) string {
		var b bytes.Buffer
		require.NoError(t, printer.Fprint(&b, fset, n))
		return strings.Join(strings.Fields(b.String()), " ")
	}
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		if ok, err := ctx.MatchFile(".", path); err != nil || !ok {
			require.NoError(t, err)
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		require.NoError(t, err)
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if !d.Name.IsExported() || d.Recv != nil && !ast.IsExported(recvName(d.Recv.List[0].Type)) {
					continue
				}
				lines = append(lines, src(&ast.FuncDecl{Recv: d.Recv, Name: d.Name, Type: d.Type}))
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						if !s.Name.IsExported() {
							continue
						}
						typ := s.Type
						if st, ok := typ.(*ast.StructType); ok {
							var fields []*ast.Field
							for _, f := range st.Fields.List {
								if len(f.Names) > 0 && f.Names[0].IsExported() {
									fields = append(fields, f)
								}
							}
							typ = &ast.StructType{Fields: &ast.FieldList{List: fields}}
						}
						lines = append(lines, "type "+src(&ast.TypeSpec{Name: s.Name, TypeParams: s.TypeParams, Type: typ}))
					case *ast.ValueSpec:
						for _, n := range s.Names {
							switch {
							case strings.HasPrefix(n.Name, "Protocol"):
								name = n.Name
							case n.IsExported():
								lines = append(lines, d.Tok.String()+" "+n.Name)
							}
						}
					}
				}
			}
		}
	}
	slices.Sort(lines)
	return name, lines
}

// recvName is the type name of a method's receiver: Decoder for *Decoder, Scratch for
// *Scratch[T].
func recvName(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}
