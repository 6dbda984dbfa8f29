package gen

import (
	"go/types"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/stitchgen/stitchgen/model"
)

// stitch_gen.go has one writer: jennifer. Every declaration is a jennifer
// tree, every name of another package goes through emitter.qual (a
// jen.Qual whose import name the emitter chose knowing the package's own
// names), and every byte of the file is jennifer's, formatted by go/format.
// So that the file renders on every core, each function of declarations
// writes its own jennifer file (a chunk, e.f while it runs), and render
// formats the chunks apart and joins them as go/format prints the whole
// (see render).

// emitter writes one package's stitch_gen.go.
type emitter struct {
	pkg *model.Package
	// formatted is the package's FormatCache (nil: none).
	formatted *FormatCache
	// f is the chunk being written (see chunk); chunks are all of them, in
	// the file's order.
	f      *jen.File
	chunks []*jen.File
	// parts are the chunks rendered and formatted (see finishChunk), at
	// most as many at once as sem holds.
	parts []*chunkPart
	sem   chan struct{}
	// headers are the file's header comments (see header), hints the
	// import names chosen, in the order chosen.
	headers []string
	hints   []importHint
	// taken are the names an import may not take: the package's own
	// top-level names and the import names chosen so far.
	taken map[string]bool
	// imports are the import names chosen, by path.
	imports map[string]string
	regexps []string // patterns in first-use order; stitchPatternN is regexps[N]
	// scratches are the pools slices are read through, in first-use order
	// (see scratch).
	scratches []scratchPool
	// schemas is the schemas directory, relative to the package's, and docs
	// the schema file of each tool (see Files).
	schemas string
	docs    map[*model.Tool]schemaDoc
	// declared are the file's top-level names, each with what it is.
	declared []declared
	// others are the files written with the Go file (the schema files),
	// and starts the indexes in others where a tool's files (or a result
	// type's file) start.
	others []File
	starts map[int]bool
	// shaped are the struct types asserted (by path.name), and aliases the
	// names of their shape aliases (see shapes).
	shaped, aliases map[string]bool
	// tables are the structs whose table reads all of them, or not (see
	// tableOnly), as found so far.
	tables map[*model.Struct]bool
}

// importHint is an import name the emitter chose for a path: alias when
// the import names it (jen.File.ImportAlias), else the package's own name
// (ImportName).
type importHint struct {
	path, name string
	alias      bool
}

// declared is a top-level name of the generated file and what it is for,
// in a diagnostic's words ("the parser of tool Send").
type declared struct{ name, what string }

// name is a top-level name the file declares: every top-level declaration
// takes its name from here, so that Collisions knows them all.
func (e *emitter) name(n, what string) *jen.Statement {
	e.declared = append(e.declared, declared{n, what})
	return jen.Id(n)
}

// knownNames are the package names of the paths generated code imports
// (and that jennifer would otherwise alias by guessing).
var knownNames = map[string]string{RuntimePath: "stitch", ImplPath: "stitchimpl"}

// newEmitter starts the jennifer file of the package. No import takes one
// of the package's own top-level names (p.Scope), nor a predeclared name
// (types.Universe: any, error, string, len…), which the file may use and an
// import of that name would shadow; protogen reserves them the same way.
func newEmitter(p *model.Package) *emitter {
	e := &emitter{pkg: p, taken: map[string]bool{}, imports: map[string]string{}, shaped: map[string]bool{}, aliases: map[string]bool{}, tables: map[*model.Struct]bool{}}
	for n := range p.Scope {
		e.taken[n] = true
	}
	for _, n := range types.Universe.Names() {
		e.taken[n] = true
	}
	e.chunk()
	return e
}

// chunk starts a new chunk of the file: the declarations written to e.f
// from here on render and format apart from those before.
func (e *emitter) chunk() {
	e.f = jen.NewFilePathName(e.pkg.Path, e.pkg.Name)
	e.chunks = append(e.chunks, e.f)
}

// qual is the qualified name of a package-level identifier of path (the
// bare name for the package's own). The first use of a path chooses its
// import name: the package's name, or, when the package declares that name
// itself (func json(), var utf8 = …) or another import has it, the name
// followed by the first number that is free (json2).
func (e *emitter) qual(p, name string) *jen.Statement {
	if p != e.pkg.Path {
		if _, ok := e.imports[p]; !ok {
			base, known := knownNames[p]
			if !known {
				base, known = importName(p)
			}
			n := base
			for i := 2; e.taken[n]; i++ {
				n = base + strconv.Itoa(i)
			}
			e.taken[n], e.imports[p] = true, n
			e.hints = append(e.hints, importHint{path: p, name: n, alias: n != base || !known})
		}
	}
	return jen.Qual(p, name)
}

// unsafe is the qualified name of a declaration of package unsafe
// (unsafe.Pointer, unsafe.SliceData).
func (e *emitter) unsafe(name string) *jen.Statement { return e.qual("unsafe", name) }

// ptr is unsafe.Pointer(x).
func (e *emitter) ptr(x jen.Code) *jen.Statement { return e.unsafe("Pointer").Call(x) }

// chunkFunc is the stitchimpl.Chunk of the type t, a variant's or a slice's
// items': a new []t of n elements as its first, and t's size.
//
//	func(n int) (unsafe.Pointer, uintptr) { return unsafe.Pointer(unsafe.SliceData(make([]T, n))), unsafe.Sizeof(*new(T)) }
func (e *emitter) chunkFunc(t jen.Code) *jen.Statement {
	first := e.ptr(e.unsafe("SliceData").Call(jen.Make(jen.Index().Add(t), jen.Id("n"))))
	return jen.Func().Params(jen.Id("n").Int()).Params(e.unsafe("Pointer"), jen.Uintptr()).
		Custom(jen.Options{Open: "{ ", Close: " }"}, jen.Return(first, e.unsafe("Sizeof").Call(jen.Op("*").New(t))))
}

// rt is the qualified name of an identifier of the runtime: the user API
// (stitch.Tool, stitch.CodeTooBig) or, for every other name, the
// generated-code protocol (stitchimpl.Decoder).
func (e *emitter) rt(name string) *jen.Statement { return e.qual(runtimePath(name), name) }

// runtimePath is the import path of the runtime's package that declares name.
func runtimePath(name string) string {
	if userAPI[name] || strings.HasPrefix(name, "Code") || strings.HasPrefix(name, "Wire") {
		return RuntimePath
	}
	return ImplPath
}

// userAPI lists the names generated code takes from package stitch besides the issue
// codes and the wire modes.
var userAPI = map[string]bool{"AnyTool": true, "Tool": true, "Meta": true, "Declaration": true, "Limits": true, "Issues": true}

// versionSuffix is the last element of a major version's import path (v2).
var versionSuffix = regexp.MustCompile(`^v[0-9]+$`)

// nonIdent matches what an import name cannot hold.
var nonIdent = regexp.MustCompile(`[^a-z0-9_]`)

// importName is the name a package of path is imported under: its last
// element (but for a major version's), when that is a Go identifier, which
// is then the package's name for the standard library and by convention
// elsewhere (known); else that element made an identifier, as an alias.
func importName(p string) (name string, known bool) {
	name = path.Base(p)
	if versionSuffix.MatchString(name) && path.Dir(p) != "." {
		name = path.Base(path.Dir(p))
	}
	clean := strings.TrimLeft(nonIdent.ReplaceAllString(strings.ToLower(name), ""), "0123456789_")
	if clean == "" {
		clean = "pkg"
	}
	std := !strings.Contains(strings.SplitN(p, "/", 2)[0], ".")
	return clean, std && clean == name && !jen.IsReservedWord(clean)
}

// typ is the Go spelling of a model type.
func (e *emitter) typ(t model.Type) *jen.Statement {
	if n := t.GoName(); n != nil {
		return e.qual(n.Path, n.Name)
	}
	switch t := t.(type) {
	case *model.Basic:
		return jen.Id(t.Kind.GoString())
	case *model.Slice:
		return jen.Index().Add(e.typ(t.Elem))
	case *model.Array:
		return jen.Index(jen.Lit(int(t.Len))).Add(e.typ(t.Elem))
	case *model.Map:
		return jen.Map(e.keyType(t)).Add(e.typ(t.Elem))
	case *model.Pointer:
		return jen.Op("*").Add(e.typ(t.Elem))
	case *model.Nullable:
		return e.qual(model.NullablePath, model.NullableName).Types(e.typ(t.Elem))
	}
	return jen.Any()
}

// keyType is the Go type of a map's keys.
func (e *emitter) keyType(m *model.Map) *jen.Statement {
	if m.Key != nil {
		return e.qual(m.Key.Path, m.Key.Name)
	}
	return jen.String()
}

// multi writes a composite literal's elements one per line:
//
//	{
//		a,
//		b,
//	}
func multi(items ...jen.Code) *jen.Statement {
	return jen.Custom(jen.Options{Open: "{", Close: "}", Separator: ",", Multi: true}, items...)
}

// kv is the element key: value of a composite literal.
func kv(key string, value jen.Code) *jen.Statement { return jen.Id(key).Op(":").Add(value) }

// num is a number as the model spells it (a bound, an enum value, a
// literal of any size): a constant the compiler converts.
func num(text string) *jen.Statement { return jen.Op(text) }

// header gives the file stitch_gen.go's header: the generated-code line
// (with the flags that shaped the file), the files generated with it, and
// the build constraint that keeps it out of stitchgen's own load.
func (e *emitter) header(owned [][]string, flags []string) {
	e.headers = nil
	if len(flags) > 0 {
		e.headers = append(e.headers, `Code generated by "stitchgen `+strings.Join(flags, " ")+`"; DO NOT EDIT.`)
	} else {
		e.headers = append(e.headers, "Code generated by stitchgen. DO NOT EDIT.")
	}
	e.headers = append(e.headers, "")
	if len(owned) > 0 {
		e.headers = append(e.headers, ownedHeader)
		for _, group := range owned {
			for _, l := range embedLines(group) {
				e.headers = append(e.headers, strings.TrimPrefix(ownedItem, "// ")+l)
			}
		}
		e.headers = append(e.headers, "")
	}
	e.headers = append(e.headers, "//go:build !stitchgen")
}

// declarations lists the functions that emit stitch_gen.go's declarations,
// in the file's order: the tool table, each tool, then in the order the
// source declares the types the result schemas, then the decoders of the
// unions and structs the tools reach, and last the patterns and the
// scratch pools.
func declarations(p *Package, e *emitter) []func() {
	emits := []func(){func() { e.toolTable(p.Tools) }, func() { e.schemaFiles(p) }}
	for i, t := range p.Tools {
		emits = append(emits, func() { e.tool(t, i) })
	}
	var outputs, decoders []decl
	for _, o := range p.Outputs {
		outputs = append(outputs, decl{o.Output.Pos, func() { e.output(p, o) }})
	}
	for _, u := range p.Model.Unions {
		if p.Reach.Direct[u] {
			decoders = append(decoders, decl{u.Pos, func() { e.union(u) }})
		}
	}
	for _, s := range p.Model.Structs {
		if p.Reach.Direct[s] || p.Reach.Variant[s] {
			decoders = append(decoders, decl{s.Pos, func() { e.structDecoder(s, p.Reach.Direct[s]) }})
		}
	}
	for _, ds := range [][]decl{outputs, decoders} {
		slices.SortStableFunc(ds, func(a, b decl) int { return comparePos(a.pos, b.pos) })
		for _, d := range ds {
			emits = append(emits, d.emit)
		}
	}
	return append(emits, e.patterns, e.scratchPools)
}
