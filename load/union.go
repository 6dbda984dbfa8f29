package load

import (
	"go/token"
	"go/types"
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// union builds (once) the model of a //stitch:union interface: its variants
// are this package's struct types that implement it, in declaration order.
func (l *loader) union(obj *types.TypeName) *model.Union {
	if u, ok := l.unions[obj]; ok {
		return u
	}
	d := l.byObj[obj]
	u := &model.Union{Named: &model.Name{Path: obj.Pkg().Path(), Name: obj.Name()}, Pos: l.position(obj.Pos())}
	if d != nil {
		u.Doc = d.doc
	}
	l.unions[obj] = u
	l.unionObj[u] = obj
	iface, ok := obj.Type().Underlying().(*types.Interface)
	if !ok {
		return u
	}
	var keyField *model.Field
	labelOwner := map[string]*model.Field{}
	reported := false // a candidate variant was left out with a diagnostic of its own
	for _, cand := range l.decls {
		if _, isStruct := cand.obj.Type().Underlying().(*types.Struct); !isStruct {
			continue
		}
		if iface.NumMethods() > 0 && !l.hasMethod(cand.obj, iface.Method(0).Name()) {
			continue // a cheap test first: unions × structs adds up in large packages
		}
		valueImpl := types.Implements(cand.obj.Type(), iface)
		if !valueImpl {
			if types.Implements(types.NewPointer(cand.obj.Type()), iface) {
				l.errorf(cand.obj.Pos(), "*%s implements union %s but %s does not; variants are stored by value: use value receivers", cand.obj.Name(), obj.Name(), cand.obj.Name())
				l.variantOf[cand.obj] = append(l.variantOf[cand.obj], u) // not a stray variant either
				reported = true
			}
			continue
		}
		l.variantOf[cand.obj] = append(l.variantOf[cand.obj], u)
		prev := l.variantCand
		l.variantCand = cand.obj
		st, ok := l.typ(cand.obj.Type(), cand.obj.Pos()).(*model.Struct)
		l.variantCand = prev
		if !ok {
			reported = true // typ said why
			continue
		}
		disc := st.Discriminator
		if disc == nil {
			l.errorf(cand.obj.Pos(), "%s implements union %s but has no discriminator; add a string field tagged stitch:\"oneof-variant=label\"", cand.obj.Name(), obj.Name())
			reported = true
			continue
		}
		if len(disc.Labels) == 0 {
			reported = true // its tag was reported already
			continue
		}
		if keyField == nil {
			keyField = disc
			u.Key = disc.JSON
		} else if disc.JSON != u.Key {
			l.diags = append(l.diags, model.Diagnostic{Pos: disc.Pos, Msg: "variants of union " + obj.Name() + " disagree on the discriminator key: \"" + disc.JSON + "\" here, \"" + u.Key + "\" at " + posString(keyField.Pos) + "; use one key"})
			reported = true
			continue
		}
		for _, lb := range disc.Labels {
			if prev, dup := labelOwner[lb]; dup {
				l.diags = append(l.diags, model.Diagnostic{Pos: disc.Pos, Msg: "label \"" + lb + "\" of union " + obj.Name() + " is already claimed at " + posString(prev.Pos) + "; each label selects one variant"})
			}
			labelOwner[lb] = disc
		}
		u.Variants = append(u.Variants, &model.Variant{Labels: disc.Labels, Struct: st})
	}
	if len(u.Variants) == 0 && !reported {
		l.errorf(obj.Pos(), "union %s has no variants; declare struct types in this package that implement it, each with a field tagged stitch:\"oneof-variant=label\"", obj.Name())
	}
	l.unionSeq = append(l.unionSeq, u)
	return u
}

// checkStrayVariants reports discriminator tags on structs that belong to no
// union.
func (l *loader) checkStrayVariants() {
	for _, d := range l.decls {
		st, ok := d.obj.Type().Underlying().(*types.Struct)
		if !ok || len(l.variantOf[d.obj]) > 0 {
			continue
		}
		for i := 0; i < st.NumFields(); i++ {
			if !strings.Contains(st.Tag(i), "oneof-variant") {
				continue
			}
			pos := l.tagPos(st, i) + token.Pos(strings.Index(tagStitch(st.Tag(i)), "oneof-variant"))
			switch iface := l.plainInterface(d.obj); {
			case iface == nil:
				l.errorf(pos, "oneof-variant marks a union variant, but %s implements no //stitch:union interface; add the interface's method to %s", d.obj.Name(), d.obj.Name())
			case !l.notUnion[iface]: // else reported where it is used
				l.errorf(pos, "oneof-variant marks a union variant, but %s implements %s, which is not a //stitch:union; add //stitch:union to the doc comment of %s", d.obj.Name(), iface.Name(), iface.Name())
			}
		}
	}
}

// plainInterface is an interface of this package, not a //stitch:union,
// that obj (or *obj) implements; nil if there is none.
func (l *loader) plainInterface(obj *types.TypeName) *types.TypeName {
	for _, d := range l.decls {
		iface, ok := d.obj.Type().Underlying().(*types.Interface)
		if !ok || iface.Empty() || d.has("union") {
			continue
		}
		if types.Implements(types.NewPointer(obj.Type()), iface) {
			return d.obj
		}
	}
	return nil
}

func tagStitch(tag string) string {
	_, after, _ := strings.Cut(tag, `stitch:"`)
	return after
}

// hasMethod reports whether *T (so T or *T) has a method named name; the
// method names of each type are collected once.
func (l *loader) hasMethod(obj *types.TypeName, name string) bool {
	if l.methods == nil {
		l.methods = map[*types.TypeName]map[string]bool{}
	}
	ms, ok := l.methods[obj]
	if !ok {
		ms = map[string]bool{}
		set := types.NewMethodSet(types.NewPointer(obj.Type()))
		for i := 0; i < set.Len(); i++ {
			ms[set.At(i).Obj().Name()] = true
		}
		l.methods[obj] = ms
	}
	return ms[name]
}
