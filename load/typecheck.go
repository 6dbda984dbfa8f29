package load

import (
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/packages"

	"github.com/stitchgen/stitchgen/model"
)

// A package with directives usually refers to what stitchgen generates for
// it (StitchTools, GreetTool, ParseGreet), and those names do not exist
// while they are being generated: before the first run there is no
// generated file, and a stale one is excluded by the stitchgen build tag.
// Such a package does not compile, so the go command cannot build it (go
// list -export fails without a position). stitchgen therefore type-checks
// the packages it generates for itself, from their syntax, with their
// dependencies' export data, and tolerates exactly those errors: an
// undefined name outside every type declaration, and then the import or
// variable left unused because its only use was in an expression holding
// such a name. (A type declaration never
// needs a generated name, and an undefined type in a tool's field is a
// mistake to report.) Not compiling the packages themselves also saves the
// go command a compile per package.

// listPackages lists the packages matching patterns with their syntax but
// without types, and fails when a pattern matches nothing.
func listPackages(cfg Config, patterns []string) ([]*packages.Package, error) {
	btags := append([]string{BuildTag}, cfg.BuildTags...)
	pcfg := &packages.Config{
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedSyntax |
			packages.NeedImports | packages.NeedModule | packages.NeedTypesSizes,
		Dir:        cfg.Dir,
		BuildFlags: []string{"-tags=" + strings.Join(btags, ",")},
		Overlay:    cfg.Overlay,
	}
	pkgs, err := packages.Load(pcfg, patterns...)
	if err != nil {
		return nil, err
	}
	if len(pkgs) == 0 {
		return nil, fmt.Errorf("no packages match %s", strings.Join(patterns, " "))
	}
	sort.Slice(pkgs, func(i, j int) bool { return pkgs[i].PkgPath < pkgs[j].PkgPath })
	return pkgs, nil
}

// dep is an imported package, or why it cannot be imported.
type dep struct {
	types *types.Package
	err   error
}

// importDeps loads, from export data, the packages that roots import and
// that are not roots themselves, by package ID.
func importDeps(cfg Config, roots []*packages.Package) (map[string]dep, error) {
	isRoot := map[string]bool{}
	for _, p := range roots {
		isRoot[p.ID] = true
	}
	seen := map[string]bool{}
	var ids []string
	for _, p := range roots {
		for _, ip := range p.Imports {
			if !isRoot[ip.ID] && !seen[ip.ID] && ip.ID != "unsafe" {
				seen[ip.ID] = true
				ids = append(ids, ip.ID)
			}
		}
	}
	deps := map[string]dep{"unsafe": {types: types.Unsafe}}
	if len(ids) == 0 {
		return deps, nil
	}
	sort.Strings(ids)
	btags := append([]string{BuildTag}, cfg.BuildTags...)
	pcfg := &packages.Config{
		Mode:       packages.NeedName | packages.NeedTypes,
		Dir:        cfg.Dir,
		BuildFlags: []string{"-tags=" + strings.Join(btags, ",")},
		Overlay:    cfg.Overlay,
	}
	pkgs, err := packages.Load(pcfg, ids...)
	if err != nil {
		return nil, err
	}
	for _, p := range pkgs {
		// The error shows where the package is imported, once per import.
		if len(p.Errors) > 0 {
			msgs := make([]string, len(p.Errors))
			for i, e := range p.Errors {
				msgs[i] = strings.TrimSpace(e.Msg)
			}
			deps[p.ID] = dep{err: errors.New(strings.Join(msgs, "; "))}
		} else {
			deps[p.ID] = dep{types: p.Types}
		}
	}
	return deps, nil
}

// typeCheck fills p.Types and p.TypesInfo from p.Syntax. deps holds, by
// package ID, the dependencies and the roots already checked. It returns
// the errors that matter.
func typeCheck(p *packages.Package, deps map[string]dep) []model.Diagnostic {
	p.TypesInfo = &types.Info{
		Types:      map[ast.Expr]types.TypeAndValue{},
		Defs:       map[*ast.Ident]types.Object{},
		Uses:       map[*ast.Ident]types.Object{},
		Implicits:  map[ast.Node]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{},
		Scopes:     map[ast.Node]*types.Scope{},
	}
	typeDecls := typeDeclRanges(p)
	var diags, unused []model.Diagnostic
	tolerated := false
	conf := types.Config{
		Importer: importerFunc(func(path string) (*types.Package, error) {
			ip := p.Imports[path]
			if ip == nil {
				return nil, fmt.Errorf("package %s is not among the imports of %s", path, p.PkgPath)
			}
			d, ok := deps[ip.ID]
			if !ok {
				return nil, fmt.Errorf("package %s was not loaded", ip.ID)
			}
			return d.types, d.err
		}),
		Sizes: p.TypesSizes,
		Error: func(err error) {
			te, ok := err.(types.Error)
			if !ok {
				diags = append(diags, model.Diagnostic{Msg: err.Error()})
				return
			}
			if strings.HasPrefix(te.Msg, "undefined: ") && !typeDecls.contain(te.Pos) {
				tolerated = true
				return
			}
			d := model.Diagnostic{Pos: te.Fset.Position(te.Pos), Msg: te.Msg}
			if strings.HasSuffix(te.Msg, " imported and not used") || strings.HasPrefix(te.Msg, "declared and not used") {
				unused = append(unused, d)
				return
			}
			diags = append(diags, d)
		},
	}
	if p.Module != nil && p.Module.GoVersion != "" {
		conf.GoVersion = "go" + p.Module.GoVersion
	}
	p.Types, _ = conf.Check(p.PkgPath, p.Fset, p.Syntax, p.TypesInfo)
	// An expression that holds an undefined name has no type, so what is
	// used only through it (err.(stitch.Issues), err of in, err :=
	// ParseGreet(…)) reads as unused: those follow from the tolerated
	// names, and the compiler judges them once the names exist.
	if !tolerated {
		diags = append(diags, unused...)
	}
	return diags
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// posRanges is a set of source ranges.
type posRanges [][2]token.Pos

func (r posRanges) contain(pos token.Pos) bool {
	for _, x := range r {
		if x[0] <= pos && pos < x[1] {
			return true
		}
	}
	return false
}

func typeDeclRanges(p *packages.Package) posRanges {
	var r posRanges
	for _, f := range p.Syntax {
		for _, d := range f.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.TYPE {
				r = append(r, [2]token.Pos{gd.Pos(), gd.End()})
			}
		}
	}
	return r
}

// checkOrder sorts roots so that each comes after the roots it imports.
func checkOrder(roots []*packages.Package) []*packages.Package {
	byID := map[string]*packages.Package{}
	for _, p := range roots {
		byID[p.ID] = p
	}
	done := map[string]bool{}
	var order []*packages.Package
	var visit func(p *packages.Package)
	visit = func(p *packages.Package) {
		if done[p.ID] {
			return
		}
		done[p.ID] = true
		paths := make([]string, 0, len(p.Imports))
		for path := range p.Imports {
			paths = append(paths, path)
		}
		sort.Strings(paths)
		for _, path := range paths {
			if ip := byID[p.Imports[path].ID]; ip != nil {
				visit(ip)
			}
		}
		order = append(order, p)
	}
	for _, p := range roots {
		visit(p)
	}
	return order
}
