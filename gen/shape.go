package gen

import (
	"strconv"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/stitchgen/stitchgen/model"
)

// shapes writes, for each struct type whose fields s's decoder reads (s and
// the structs it embeds), a compile-time assertion that the type is still
// the one the decoder was written for:
//
//	// Contact as stitchgen read it: every field, with its type and tag.
//	func _() {
//		type stitchContactChanged_RunGoGenerate = struct {
//			Name string `json:"name" stitch:"max=120"`
//			...
//		}
//		var _ Contact = stitchContactChanged_RunGoGenerate{} // Contact changed after stitch_gen.go was written: run go generate
//	}
//
// A value is assignable to Contact only if its struct type is identical to
// Contact's: the same fields in the same order, with identical names, types
// and tags. A field added, removed, retyped or retagged since the file was
// generated fails the build at that line, and the alias's name puts what to
// do in the compiler's own message: "cannot use
// stitchContactChanged_RunGoGenerate{} (…) as Contact value". The assertion
// is the body of a blank function, as stringer writes its own: the compiler
// checks it and compiles nothing, and the alias is no top-level name (each
// at top level cost a package of 100 tools about 0.1 s of compiler CPU).
func (e *emitter) shapes(s *model.Struct) {
	for _, sh := range s.Shapes {
		key := sh.Named.Path + "." + sh.Named.Name
		if e.shaped[key] {
			continue
		}
		e.shaped[key] = true
		name := sh.Named.Name
		if sh.Named.Path != e.pkg.Path {
			name = importBase(sh.Named.Path) + name
		}
		alias := "stitch" + name + "Changed_RunGoGenerate"
		for i := 2; e.aliases[alias]; i++ {
			alias = "stitch" + name + "Changed_RunGoGenerate" + strconv.Itoa(i)
		}
		e.aliases[alias] = true
		var fields []jen.Code
		for _, f := range sh.Fields {
			var fc *jen.Statement
			if f.Name != "" {
				fc = jen.Id(f.Name).Add(e.goType(f.Type))
			} else {
				fc = e.goType(f.Type)
			}
			if f.Tag != "" {
				fc.Op(tagLiteral(f.Tag))
			}
			fields = append(fields, fc)
		}
		t := e.qual(sh.Named.Path, sh.Named.Name)
		shown := sh.Named.Name
		if sh.Named.Path != e.pkg.Path {
			shown = sh.Named.Path + "." + sh.Named.Name
		}
		e.f.Line()
		e.f.Comment(shown + " as stitchgen read it: every field, with its type and tag.")
		e.f.Func().Id("_").Params().Block(
			jen.Type().Id(alias).Op("=").Struct(fields...),
			jen.Var().Id("_").Add(t).Op("=").Id(alias).Values().Comment(shown+" changed after stitch_gen.go was written: run go generate"),
		)
	}
}

// goType spells a Go type of the user's source, each qualified name with
// the import name the emitter chose for its package.
func (e *emitter) goType(t model.GoType) *jen.Statement {
	s := jen.Null()
	for _, p := range t {
		if p.Path != "" {
			s.Add(e.qual(p.Path, p.Name))
		} else {
			s.Op(p.Text)
		}
	}
	return s
}

// tagLiteral is a struct tag as a Go string literal: raw, as tags are
// usually written, unless the tag holds what a raw string cannot.
func tagLiteral(tag string) string {
	if strings.ContainsAny(tag, "`\r") {
		return strconv.Quote(tag)
	}
	return "`" + tag + "`"
}

// importBase is the last element of an import path, made part of an
// identifier (a shape's alias of another package's type).
func importBase(p string) string {
	n, _ := importName(p)
	return strings.ToUpper(n[:1]) + n[1:]
}
