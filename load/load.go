// Package load reads a Go package with go/packages and builds stitchgen's
// model of its tools: the //stitch: directives on types, the stitch tags on
// fields (parsed by package tags; other libraries' tags by load/foreign) and
// the Go types behind them. It is the only package that loads and
// type-checks with go/packages and go/types. Every mistake becomes a
// positioned model.Diagnostic; nothing is guessed.
//
// Its place in the pipeline is drawn in package pipeline's doc.
package load

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"go/ast"
	"go/doc/comment"
	"go/printer"
	"go/scanner"
	"go/token"
	"go/types"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/tags"
)

// BuildTag is set while loading, and generated files carry
// //go:build !stitchgen, so that stale generated code never takes part in
// its own regeneration.
const BuildTag = "stitchgen"

// Config says what to load.
type Config struct {
	Dir       string   // working directory for pattern resolution
	BuildTags []string // extra build tags
	// AllowFormats lists formats to accept besides the portable ones. The
	// parser cannot check them: they are advertised as annotations, and a
	// refine function can do the checking.
	AllowFormats []string
	// Overlay maps absolute file paths to contents that replace (or add to)
	// the files on disk, as packages.Config.Overlay: tests load packages
	// from memory.
	Overlay map[string][]byte
}

// Packages loads the packages matching patterns and returns their models.
// An error is returned only when loading itself fails; problems in the
// user's code are diagnostics, and a package with any has no model.
func Packages(cfg Config, patterns ...string) ([]*model.Package, []model.Diagnostic, error) {
	listed, err := listPackages(cfg, patterns)
	if err != nil {
		return nil, nil, err
	}
	var diags []model.Diagnostic
	var roots []*packages.Package
	for _, p := range listed {
		// A package without directives has nothing to generate; it may well
		// not type-check while the generated code it uses is excluded (a
		// server importing the tools package), so its errors do not matter,
		// unless it is not a package at all (a pattern that matches
		// nothing, a mistyped import path).
		if !hasDirectives(p) {
			if len(p.GoFiles)+len(p.CompiledGoFiles) == 0 {
				for _, e := range p.Errors {
					diags = append(diags, goError(e))
				}
			}
			continue
		}
		if len(p.Errors) > 0 {
			for _, e := range p.Errors {
				diags = append(diags, goError(e))
			}
			continue
		}
		roots = append(roots, p)
	}
	deps, err := importDeps(cfg, roots)
	if err != nil {
		return nil, nil, err
	}
	var out []*model.Package
	for _, p := range checkOrder(roots) {
		if fatal := typeCheck(p, deps); len(fatal) > 0 {
			diags = append(diags, fatal...)
			continue
		}
		deps[p.ID] = dep{types: p.Types}
		l := newLoader(p)
		l.allowFormats = append([]string(nil), cfg.AllowFormats...)
		m := l.load()
		diags = append(diags, l.diags...)
		if !model.HasErrors(l.diags) {
			// The passes after load would only add follow-ons to its errors.
			out = append(out, m)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	diags = dedupDiagnostics(diags)
	model.SortDiagnostics(diags)
	return out, diags, nil
}

// goError is an error the go command or the parser reported.
func goError(e packages.Error) model.Diagnostic {
	return model.Diagnostic{Pos: parsePos(e.Pos), Msg: e.Msg}
}

// dedupDiagnostics drops repeated diagnostics (the go command and the
// parser may both report a syntax error).
func dedupDiagnostics(ds []model.Diagnostic) []model.Diagnostic {
	seen := map[model.Diagnostic]bool{}
	out := ds[:0]
	for _, d := range ds {
		if !seen[d] {
			seen[d] = true
			out = append(out, d)
		}
	}
	return out
}

// hasDirectives reports whether any comment of p's files is a //stitch:
// directive.
func hasDirectives(p *packages.Package) bool {
	for _, f := range p.Syntax {
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				if strings.HasPrefix(c.Text, "//stitch:") || strings.HasPrefix(c.Text, "// stitch:") {
					return true
				}
			}
		}
	}
	return false
}

func parsePos(s string) token.Position {
	// "file:line:col" or "file:line" or "-"
	var p token.Position
	parts := strings.Split(s, ":")
	if len(parts) >= 3 {
		fmt.Sscanf(parts[len(parts)-1], "%d", &p.Column)
		fmt.Sscanf(parts[len(parts)-2], "%d", &p.Line)
		p.Filename = strings.Join(parts[:len(parts)-2], ":")
	} else if len(parts) == 2 {
		fmt.Sscanf(parts[1], "%d", &p.Line)
		p.Filename = parts[0]
	}
	return p
}

// typeDecl is one type declaration of the package with its directives.
type typeDecl struct {
	obj        *types.TypeName
	spec       *ast.TypeSpec
	doc        string // description text, directives removed
	directives []directive
	file       string
}

type directive struct {
	tags.Directive
	pos token.Pos // of the directive name
}

type loader struct {
	pkg   *packages.Package
	fset  *token.FileSet
	decls []*typeDecl // in file-name then position order
	byObj map[*types.TypeName]*typeDecl
	diags []model.Diagnostic
	// afterTypes run once every type of the package is built (checks that
	// read a whole type, such as a default of a recursive struct).
	afterTypes []func()
	// validated records the structs with a field tagged validate:, whose
	// tags validator checks inside a container only after dive.
	validated map[*model.Struct]bool

	structs   map[*types.TypeName]*model.Struct
	unions    map[*types.TypeName]*model.Union
	structSeq []*model.Struct
	unionSeq  []*model.Union
	// refineNames are the functions refines name (with the right
	// signature), whose source the contract hashes.
	refineNames map[string]bool
	// variantOf records the unions each struct is a variant of.
	variantOf map[*types.TypeName][]*model.Union
	unionObj  map[*model.Union]*types.TypeName
	// notUnion records the interfaces reported as field types without
	// //stitch:union.
	notUnion map[*types.TypeName]bool
	// variantCand is the struct union is building as a variant; isVariant
	// records the structs built so, whose oneof-variant field is a
	// discriminator (elsewhere it is a stray tag).
	variantCand *types.TypeName
	isVariant   map[*model.Struct]bool
	// astFields maps the position of a struct field's name (or of an
	// embedded field's type) to its syntax, for tags and doc comments.
	astFields    map[token.Pos]*ast.Field
	allowFormats []string
	dialects     []model.DialectName // //stitch:dialects, nil when absent
	pkgOpts      tags.Package        // //stitch:package
	pkgSeen      bool
	presences    []presenceSeen           // each field's, for checkPresence
	defaulted    map[*model.Struct]string // a union's default variant: its label
	// methods caches the method names of struct types, for union membership.
	methods map[*types.TypeName]map[string]bool
	// typeTagsOf caches the //stitch:tags of named types (nil: none).
	typeTagsOf map[*types.TypeName]*typeTags
	// namedBusy holds the named non-struct types typ is reading, to refuse
	// one that contains itself (type Tree map[string]Tree).
	namedBusy map[*types.TypeName]bool
}

func newLoader(p *packages.Package) *loader {
	return &loader{
		pkg:       p,
		fset:      p.Fset,
		byObj:     map[*types.TypeName]*typeDecl{},
		structs:   map[*types.TypeName]*model.Struct{},
		unions:    map[*types.TypeName]*model.Union{},
		variantOf: map[*types.TypeName][]*model.Union{},
		unionObj:  map[*model.Union]*types.TypeName{},
		notUnion:  map[*types.TypeName]bool{},
		isVariant: map[*model.Struct]bool{},
		astFields: map[token.Pos]*ast.Field{},

		typeTagsOf: map[*types.TypeName]*typeTags{},
		namedBusy:  map[*types.TypeName]bool{},
	}
}

// notef records a note: a remark that a field may not do what its writer
// thinks, printed as "note: …", which never stops generation.
func (l *loader) notef(pos token.Pos, format string, args ...any) {
	l.diags = append(l.diags, model.Diagnostic{Pos: l.position(pos), Msg: fmt.Sprintf(format, args...), Note: true})
}

// verbosef records a note the command prints under -v only (see
// model.Diagnostic.Verbose).
func (l *loader) verbosef(pos token.Pos, format string, args ...any) {
	l.diags = append(l.diags, model.Diagnostic{Pos: l.position(pos), Msg: fmt.Sprintf(format, args...), Note: true, Verbose: true})
}

func (l *loader) errorf(pos token.Pos, format string, args ...any) {
	l.diags = append(l.diags, model.Diagnostic{Pos: l.position(pos), Msg: fmt.Sprintf(format, args...)})
}

// position resolves pos. Its path stays absolute: the command makes it
// relative to where the user runs it when it prints it.
func (l *loader) position(pos token.Pos) token.Position {
	return l.fset.Position(pos)
}

func (l *loader) load() *model.Package {
	l.collectDecls()
	m := &model.Package{Name: l.pkg.Name, Path: l.pkg.PkgPath, Dialects: l.dialects, Tables: l.pkgOpts.Tables, Scope: map[string]token.Position{}}
	for _, n := range l.pkg.Types.Scope().Names() {
		m.Scope[n] = l.pkg.Fset.Position(l.pkg.Types.Scope().Lookup(n).Pos())
	}
	if len(l.pkg.GoFiles) > 0 {
		m.Dir = filepath.Dir(l.pkg.GoFiles[0])
	}
	// Unions first: a struct's variant role decides how its discriminator
	// field is read.
	for _, d := range l.decls {
		if d.has("union") {
			l.union(d.obj)
		}
	}
	names := map[string]*typeDecl{}
	type outputRef struct {
		tool *model.Tool
		name string
		pos  token.Pos
	}
	var outputRefs []outputRef
	for _, d := range l.decls {
		dir, ok := d.get("tool")
		if !ok {
			continue
		}
		opts, errs := tags.ParseTool(dir.Directive)
		for _, e := range errs {
			l.errorf(dir.pos+token.Pos(e.Offset), "%s", e.Msg)
		}
		t := &model.Tool{
			Name:         opts.Name,
			Doc:          l.described(d.doc, d.obj.Name(), d.obj.Pos(), false),
			GoName:       d.obj.Name(),
			Flatten:      opts.Flatten,
			AllowUntyped: opts.AllowUntyped,
			Strict:       opts.Strict,
			Title:        opts.Title,
			Pos:          l.position(d.obj.Pos()),
		}
		for _, h := range tags.ToolHints {
			if v, ok := opts.Hints[h.Option]; ok {
				t.Hints = append(t.Hints, model.Hint{Option: h.Option, Annotation: h.Annotation, Field: h.Field, Value: v})
			}
		}
		for _, it := range dir.Args {
			if it.Key != "allow-untyped" {
				continue
			}
			off := it.Offset + len("allow-untyped=")
			for _, p := range strings.Split(it.Value, ",") {
				if p != "" {
					t.AllowUntypedPos = append(t.AllowUntypedPos, l.position(dir.pos+token.Pos(off)))
				}
				off += len(p) + 1
			}
			break // a second allow-untyped= is reported by tags
		}
		if t.Name == "" {
			t.Name = tags.SnakeCase(d.obj.Name())
			if !tags.ToolNameRE.MatchString(t.Name) {
				l.errorf(dir.pos, "tool name %q derived from %s is invalid; set one with //stitch:tool name=...", t.Name, d.obj.Name())
			}
		}
		if prev, dup := names[t.Name]; dup {
			l.errorf(dir.pos, "tool name %q is already used by %s; tool names must be unique: set another with //stitch:tool name=...", t.Name, prev.obj.Name())
		}
		names[t.Name] = d
		switch d.obj.Type().Underlying().(type) {
		case *types.Struct:
			t.Type = l.typ(d.obj.Type(), d.obj.Pos())
		case *types.Interface:
			if !d.has("union") {
				l.errorf(d.obj.Pos(), "tool %s is an interface without //stitch:union; a tool input is a struct or a union", d.obj.Name())
				continue
			}
			if !opts.Flatten {
				// design §6: Anthropic and OpenAI strict refuse a combinator at
				// the root of an input schema.
				l.errorf(dir.pos, "tool %s is a union: with flatten=false its input schema would be a oneOf at the root, which Anthropic and OpenAI strict refuse; remove flatten=false", d.obj.Name())
			}
			t.Type = l.typ(d.obj.Type(), d.obj.Pos())
			if u, ok := t.Type.(*model.Union); ok && u.By == model.ByKind {
				l.errorf(dir.pos, "tool %s is a by=kind union, but a tool's input is an object; make the input a struct with a field of type %s", d.obj.Name(), d.obj.Name())
				continue
			}
		default:
			l.errorf(d.obj.Pos(), "tool %s must be a struct or a //stitch:union interface, not %s", d.obj.Name(), d.obj.Type().Underlying())
			continue
		}
		if t.Type != nil {
			m.Tools = append(m.Tools, t)
			if opts.Output != "" {
				outputRefs = append(outputRefs, outputRef{t, opts.Output, dir.pos})
			}
		}
	}
	for _, d := range l.decls {
		if _, ok := d.get("output"); !ok {
			continue
		}
		if _, ok := d.obj.Type().Underlying().(*types.Struct); !ok {
			l.errorf(d.obj.Pos(), "//stitch:output applies to struct types (an MCP output schema is an object); %s is %s", d.obj.Name(), d.obj.Type().Underlying())
			continue
		}
		if t := l.typ(d.obj.Type(), d.obj.Pos()); t != nil {
			m.Outputs = append(m.Outputs, &model.Output{GoName: d.obj.Name(), Doc: l.described(d.doc, d.obj.Name(), d.obj.Pos(), false), Type: t, Pos: l.position(d.obj.Pos())})
		}
	}
	// //stitch:tool output=X links a tool to its result type, which is an
	// output type whether or not it says //stitch:output itself.
	for _, r := range outputRefs {
		for _, o := range m.Outputs {
			if o.GoName == r.name {
				r.tool.Output = o
			}
		}
		if r.tool.Output != nil {
			continue
		}
		obj, _ := l.pkg.Types.Scope().Lookup(r.name).(*types.TypeName)
		if obj == nil {
			structs := l.declared(func(o types.Object) bool {
				_, isStruct := o.Type().Underlying().(*types.Struct)
				_, isType := o.(*types.TypeName)
				return isType && isStruct
			})
			if s := tags.Suggest(r.name, structs); s != "" {
				l.errorf(r.pos, "output=%s: no type %s in package %s; did you mean %s?", r.name, r.name, l.pkg.Name, s)
			} else {
				l.errorf(r.pos, "output=%s: no type %s in package %s; name a struct type declared here", r.name, r.name, l.pkg.Name)
			}
			continue
		}
		if _, ok := obj.Type().Underlying().(*types.Struct); !ok {
			l.errorf(r.pos, "output=%s: %s is %s; a tool's output is a struct (an MCP output schema is an object)", r.name, r.name, obj.Type().Underlying())
			continue
		}
		if t := l.typ(obj.Type(), obj.Pos()); t != nil {
			doc := ""
			if d := l.byObj[obj]; d != nil {
				doc = l.described(d.doc, obj.Name(), obj.Pos(), false)
			}
			o := &model.Output{GoName: r.name, Doc: doc, Type: t, Pos: l.position(obj.Pos())}
			m.Outputs = append(m.Outputs, o)
			r.tool.Output = o
		}
	}
	for _, d := range l.decls {
		for _, dir := range d.directives {
			switch dir.Name {
			case "plain", "refine":
				if _, ok := d.obj.Type().Underlying().(*types.Struct); !ok {
					l.errorf(dir.pos, "//stitch:%s applies to struct types; %s is %s", dir.Name, d.obj.Name(), d.obj.Type().Underlying())
				}
			case "tags":
				l.namedTags(d.obj) // judged even where no tool uses the type
			case "allow-formats", "dialects", "package":
				l.errorf(dir.pos, "//stitch:%s is package-wide: put it in the package's doc comment (above the package clause of any file)", dir.Name)
			case "union":
				if _, ok := d.obj.Type().Underlying().(*types.Interface); !ok {
					l.errorf(dir.pos, "//stitch:union applies to interface types; %s is %s", d.obj.Name(), d.obj.Type().Underlying())
				}
			}
		}
	}
	for _, f := range l.afterTypes {
		f()
	}
	l.checkStrayVariants() // after the tools: it knows which interfaces were reported
	l.checkNullable()
	l.checkFinite()
	l.checkDefaultCycles()
	l.checkZeroValues()
	l.checkPresence()
	m.Structs = l.structSeq
	m.Unions = l.unionSeq
	if len(l.refineNames) > 0 {
		refines := l.refineFuncs()
		for _, t := range m.Tools {
			t.Refines = refines
		}
	}
	return m
}

// tokenText is Go source as its tokens, one space apart, without comments
// and semicolons: the same for any layout of the same code.
func tokenText(src []byte) []byte {
	var s scanner.Scanner
	fs := token.NewFileSet()
	s.Init(fs.AddFile("", -1, len(src)), src, nil, 0)
	var out []byte
	for {
		_, tok, lit := s.Scan()
		switch tok {
		case token.EOF:
			return out
		case token.SEMICOLON:
			continue
		}
		if lit == "" {
			lit = tok.String()
		}
		out = append(append(out, lit...), ' ')
	}
}

// refineFuncs hashes the source of each function named by a refine (its
// signature and body printed without comments: model.RefineFunc).
func (l *loader) refineFuncs() map[string]model.RefineFunc {
	out := map[string]model.RefineFunc{}
	for _, f := range l.pkg.Syntax {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || !l.refineNames[fd.Name.Name] {
				continue
			}
			var src bytes.Buffer
			printer.Fprint(&src, l.fset, fd.Type)
			src.WriteByte('\n')
			printer.Fprint(&src, l.fset, fd.Body)
			h := sha256.Sum256(tokenText(src.Bytes()))
			out[fd.Name.Name] = model.RefineFunc{Hash: hex.EncodeToString(h[:6]), Pos: l.position(fd.Name.Pos())}
		}
	}
	return out
}

// collectDecls gathers the package's type declarations in file-name, then
// source order, with their doc comments and directives.
func (l *loader) collectDecls() {
	files := append([]*ast.File(nil), l.pkg.Syntax...)
	sort.Slice(files, func(i, j int) bool {
		return l.fset.Position(files[i].Pos()).Filename < l.fset.Position(files[j].Pos()).Filename
	})
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if fl, ok := n.(*ast.Field); ok {
				for _, nm := range fl.Names {
					l.astFields[nm.Pos()] = fl
				}
				if len(fl.Names) == 0 {
					// types.Var.Pos of an embedded field is its type name.
					t := fl.Type
					if st, ok := t.(*ast.StarExpr); ok {
						t = st.X
					}
					if sel, ok := t.(*ast.SelectorExpr); ok {
						l.astFields[sel.Sel.Pos()] = fl
					}
					l.astFields[t.Pos()] = fl
				}
			}
			return true
		})
		fname := l.fset.Position(f.Pos()).Filename
		l.packageDirectives(f)
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				l.strayDirectives(decl)
				continue
			}
			if len(gd.Specs) > 1 {
				_, dirs := l.readDoc(gd.Doc)
				for _, dir := range dirs {
					l.errorf(dir.pos, "//stitch:%s above a group of type declarations applies to none of them; move it to the doc comment of the type it is for", dir.Name)
				}
			}
			for _, spec := range gd.Specs {
				ts := spec.(*ast.TypeSpec)
				obj, _ := l.pkg.TypesInfo.Defs[ts.Name].(*types.TypeName)
				if obj == nil {
					continue
				}
				doc := ts.Doc
				if doc == nil && len(gd.Specs) == 1 {
					doc = gd.Doc
				}
				d := &typeDecl{obj: obj, spec: ts, file: fname}
				d.doc, d.directives = l.readDoc(doc)
				l.checkRepeated(d)
				l.decls = append(l.decls, d)
				l.byObj[obj] = d
			}
		}
	}
}

// strayDirectives reports //stitch: directives on a declaration that is
// not a type (a func, a var), where they would mean nothing.
func (l *loader) strayDirectives(decl ast.Decl) {
	var doc *ast.CommentGroup
	what := "a function"
	switch d := decl.(type) {
	case *ast.FuncDecl:
		doc = d.Doc
	case *ast.GenDecl:
		doc, what = d.Doc, d.Tok.String()+" declaration"
		if d.Tok == token.VAR || d.Tok == token.CONST {
			what = "a " + what
		} else {
			what = "an " + what
		}
	}
	_, dirs := l.readDoc(doc)
	for _, dir := range dirs {
		l.errorf(dir.pos, "//stitch:%s applies to type declarations; it is on %s: move it to the doc comment of the type it is for", dir.Name, what)
	}
}

// checkRepeated reports a directive given twice on one type.
func (l *loader) checkRepeated(d *typeDecl) {
	seen := map[string]bool{}
	for _, dir := range d.directives {
		key := dir.Name
		if key == "refine" && len(dir.Args) == 1 {
			key += " " + dir.Args[0].Key // several refine functions are fine
		}
		if seen[key] {
			how := "keep one"
			if dir.Name == "tool" {
				how = "keep one, with all the options: //stitch:tool name=x flatten=false ..."
			}
			l.errorf(dir.pos, "//stitch:%s is given twice on %s; %s", key, d.obj.Name(), how)
		}
		seen[key] = true
	}
}

// packageDirectives reads the directives of a file's package doc comment:
// //stitch:allow-formats adds to the formats the package accepts.
func (l *loader) packageDirectives(f *ast.File) {
	_, dirs := l.readDoc(f.Doc)
	for _, d := range dirs {
		switch d.Name {
		case "allow-formats":
			for _, a := range d.Args {
				l.allowFormats = append(l.allowFormats, a.Key)
			}
		case "dialects":
			if l.dialects != nil {
				l.errorf(d.pos, "//stitch:dialects is given twice in package %s; keep one list", l.pkg.Name)
				continue
			}
			l.dialects = []model.DialectName{}
			for _, a := range d.Args {
				l.dialects = append(l.dialects, model.DialectName{Name: a.Key, Pos: l.position(d.pos + token.Pos(a.Offset))})
			}
		case "package":
			if l.pkgSeen {
				l.errorf(d.pos, "//stitch:package is given twice in package %s; keep one, with all the options", l.pkg.Name)
				continue
			}
			l.pkgSeen = true
			opts, errs := tags.ParsePackage(d.Directive)
			for _, e := range errs {
				l.errorf(d.pos+token.Pos(e.Offset), "%s", e.Msg)
			}
			l.pkgOpts = opts
		default:
			l.errorf(d.pos, "//stitch:%s belongs in the doc comment of a type, not of the package", d.Name)
		}
	}
}

// readDoc splits a doc comment into description text and directives.
func (l *loader) readDoc(cg *ast.CommentGroup) (string, []directive) {
	if cg == nil {
		return "", nil
	}
	var dirs []directive
	for _, c := range cg.List {
		text, ok := strings.CutPrefix(c.Text, "//stitch:")
		if !ok {
			if strings.HasPrefix(c.Text, "// stitch:") {
				l.errorf(c.Pos(), "a directive has no space after //: write //stitch:%s", strings.TrimPrefix(c.Text, "// stitch:"))
			}
			continue
		}
		text = strings.TrimRight(text, " \t")
		d, errs := tags.ParseDirective(text)
		pos := c.Pos() + token.Pos(len("//stitch:"))
		for _, e := range errs {
			l.errorf(pos+token.Pos(e.Offset), "%s", e.Msg)
		}
		// A directive whose name is right stays, so its type is read as what
		// it says (a union with a stray argument is still a union).
		if len(errs) == 0 || d.Name == "tool" || d.Name == "union" || d.Name == "plain" || d.Name == "output" {
			dirs = append(dirs, directive{d, pos})
		}
	}
	return docText(cg), dirs
}

// docText is a comment's text as a description (go/doc/comment reads it):
// directives removed, the lines of a paragraph joined with spaces,
// paragraphs and other blocks separated by a blank line. A list keeps its
// line breaks ("- item" per line; a list right after its paragraph starts on
// the next line, as the writer put it), and so does a code block, each line
// indented by four spaces.
func docText(cg *ast.CommentGroup) string {
	if cg == nil {
		return ""
	}
	// No doc links: "[none]" in a description is text, not a Go symbol.
	p := comment.Parser{
		LookupPackage: func(string) (string, bool) { return "", false },
		LookupSym:     func(string, string) bool { return false },
	}
	doc := p.Parse(cg.Text())
	var out strings.Builder
	for i, b := range doc.Content {
		if i > 0 {
			sep := "\n\n"
			if l, ok := b.(*comment.List); ok && !l.BlankBefore() {
				sep = "\n"
			}
			out.WriteString(sep)
		}
		switch b := b.(type) {
		case *comment.Paragraph:
			out.WriteString(inline(b.Text))
		case *comment.Heading:
			out.WriteString(inline(b.Text))
		case *comment.Code:
			// Indented as Markdown's code block, so that text appended
			// after it (model.JoinSentences) starts a paragraph of its own
			// and the code is not taken for a sentence.
			lines := strings.Split(strings.TrimRight(b.Text, "\n"), "\n")
			for j, line := range lines {
				if line != "" {
					lines[j] = "    " + line
				}
			}
			out.WriteString(strings.Join(lines, "\n"))
		case *comment.List:
			for j, item := range b.Items {
				if j > 0 {
					out.WriteString("\n")
				}
				mark := "- "
				if item.Number != "" {
					mark = item.Number + ". "
				}
				var parts []string
				for _, c := range item.Content {
					if p, ok := c.(*comment.Paragraph); ok {
						parts = append(parts, inline(p.Text))
					}
				}
				out.WriteString(mark + strings.Join(parts, " "))
			}
		}
	}
	return out.String()
}

// inline is the text of a paragraph's spans on one line.
func inline(ts []comment.Text) string {
	var b strings.Builder
	for _, t := range ts {
		switch t := t.(type) {
		case comment.Plain:
			b.WriteString(string(t))
		case comment.Italic:
			b.WriteString(string(t))
		case *comment.Link:
			b.WriteString(inline(t.Text))
		case *comment.DocLink:
			b.WriteString(inline(t.Text))
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

func (d *typeDecl) has(name string) bool {
	_, ok := d.get(name)
	return ok
}

func (d *typeDecl) get(name string) (directive, bool) {
	for _, dir := range d.directives {
		if dir.Name == name {
			return dir, true
		}
	}
	return directive{}, false
}

// declared lists the names the package declares at top level whose object
// keep accepts, sorted: what a misspelled name may have meant.
func (l *loader) declared(keep func(types.Object) bool) []string {
	var names []string
	for _, n := range l.pkg.Types.Scope().Names() {
		if keep(l.pkg.Types.Scope().Lookup(n)) {
			names = append(names, n)
		}
	}
	return names
}
