package load

import (
	"go/token"
	"go/types"
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// shapeOf is the model.Shape of the named struct type obj (underlying st):
// every field as declared, for the generated file's compile-time assertion
// that the type is still the one the decoder was written for. It is nil
// when the generated file could not spell the type: a field unexported in
// another package, or a type of a package the user's package does not import
// (the generated file may import only what the package already does, so
// that it never needs a new module requirement or crosses an internal
// directory).
func (l *loader) shapeOf(obj *types.TypeName, st *types.Struct) *model.Shape {
	own := obj.Pkg() == l.pkg.Types
	if !own && !l.importable(obj.Pkg()) {
		return nil
	}
	sh := &model.Shape{Named: &model.Name{Path: obj.Pkg().Path(), Name: obj.Name()}}
	for i := 0; i < st.NumFields(); i++ {
		v := st.Field(i)
		if !own && !v.Exported() {
			return nil
		}
		t, ok := l.goType(v.Type())
		if !ok {
			return nil
		}
		f := model.ShapeField{Type: t, Tag: st.Tag(i)}
		if !v.Embedded() {
			f.Name = v.Name()
		}
		sh.Fields = append(sh.Fields, f)
	}
	return sh
}

// addShape records the shape of the named struct type t (an embedded
// field's type: a named struct or an alias of one) among s's shapes, once.
func (l *loader) addShape(s *model.Struct, t types.Type) {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.TypeArgs().Len() > 0 {
		return
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return
	}
	for _, have := range s.Shapes {
		if have.Named.Path == n.Obj().Pkg().Path() && have.Named.Name == n.Obj().Name() {
			return
		}
	}
	if sh := l.shapeOf(n.Obj(), st); sh != nil {
		s.Shapes = append(s.Shapes, sh)
	}
}

// goType spells t in parts (see model.GoType), or reports false when the
// generated file could not name it.
func (l *loader) goType(t types.Type) (model.GoType, bool) {
	const mark = "\x00"
	ok := true
	text := types.TypeString(t, func(p *types.Package) string {
		if p == l.pkg.Types {
			return ""
		}
		if !l.importable(p) {
			ok = false
		}
		return mark + p.Path() + mark
	})
	if !ok {
		return nil, false
	}
	// text is "t0 \0path1\0.Name1 t1 \0path2\0.Name2 t2 …".
	parts := strings.Split(text, mark)
	var g model.GoType
	if parts[0] != "" {
		g = append(g, model.GoTypePart{Text: parts[0]})
	}
	for i := 1; i+1 < len(parts); i += 2 {
		rest := strings.TrimPrefix(parts[i+1], ".")
		n := 0
		for n < len(rest) && (rest[n] == '_' || 'a' <= rest[n]|0x20 && rest[n]|0x20 <= 'z' || '0' <= rest[n] && rest[n] <= '9' || rest[n] >= 0x80) {
			n++
		}
		if !token.IsExported(rest[:n]) {
			return nil, false
		}
		g = append(g, model.GoTypePart{Path: parts[i], Name: rest[:n]})
		if rest[n:] != "" {
			g = append(g, model.GoTypePart{Text: rest[n:]})
		}
	}
	return g, true
}

// importable reports whether the generated file may name p's declarations:
// p is a package the user's package imports itself.
func (l *loader) importable(p *types.Package) bool {
	if p == l.pkg.Types {
		return true
	}
	_, ok := l.pkg.Imports[p.Path()]
	return ok
}
