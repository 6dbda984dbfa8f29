package load

import (
	"encoding/json"
	"fmt"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/tags"
)

// union builds (once) the model of a //stitch:union interface: its variants
// are this package's types that implement it, in declaration order —
// structs with a discriminator (by label, the default), structs told apart
// by their keys (by=keys), or named types of distinct JSON kinds (by=kind).
func (l *loader) union(obj *types.TypeName) *model.Union {
	if u, ok := l.unions[obj]; ok {
		return u
	}
	d := l.byObj[obj]
	u := &model.Union{Named: &model.Name{Path: obj.Pkg().Path(), Name: obj.Name()}, Pos: l.position(obj.Pos())}
	var opts tags.Union // the directive's, for defaultVariant
	var optsPos token.Pos
	if d != nil {
		u.Doc = d.doc
		u.By, opts, optsPos = l.unionBy(d)
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
		under := cand.obj.Type().Underlying()
		if _, isIface := under.(*types.Interface); isIface {
			continue
		}
		if _, isStruct := under.(*types.Struct); !isStruct && u.By != model.ByKind {
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
		if u.By != model.ByLabel {
			if v := l.unlabelledVariant(u, cand); v != nil {
				u.Variants = append(u.Variants, v)
			} else {
				reported = true
			}
			continue
		}
		prev := l.variantCand
		l.variantCand = cand.obj
		st, ok := l.typ(cand.obj.Type(), cand.obj.Pos()).(*model.Struct)
		l.variantCand = prev
		if !ok {
			reported = true // typ said why
			continue
		}
		st.Doc = l.described(st.Doc, cand.obj.Name(), cand.obj.Pos(), false) // merged into the discriminator's
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
			u.Trim, u.Lower, u.Upper = disc.Trim, disc.Lower, disc.Upper
		} else if disc.JSON != u.Key {
			l.diags = append(l.diags, model.Diagnostic{Pos: disc.Pos, Msg: "variants of union " + obj.Name() + " disagree on the discriminator key: \"" + disc.JSON + "\" here, \"" + u.Key + "\" at " + posString(keyField.Pos) + "; use one key"})
			reported = true
			continue
		} else if r, k := labelRewrites(disc), labelRewrites(keyField); r != k {
			l.diags = append(l.diags, model.Diagnostic{Pos: disc.Pos, Msg: "the discriminators of union " + obj.Name() + " rewrite a label differently: " + r + " here, " + k + " at " + posString(keyField.Pos) + "; give every variant's discriminator the same trim, lower and upper tags (they apply before the label is matched)"})
			reported = true
			continue
		}
		canonical := make([]string, len(disc.Labels))
		for i, lb := range disc.Labels {
			if prev, dup := labelOwner[lb]; dup {
				l.diags = append(l.diags, model.Diagnostic{Pos: disc.Pos, Msg: "label \"" + lb + "\" of union " + obj.Name() + " is already claimed at " + posString(prev.Pos) + "; each label selects one variant"})
			}
			labelOwner[lb] = disc
			canonical[i] = model.Rewrite(lb, &disc.Checks)
		}
		for _, lb := range disc.Labels {
			if c := model.Rewrite(lb, &disc.Checks); c != lb {
				// A label sent is rewritten before it is matched, so a label
				// the rewrites change could never match.
				l.diags = append(l.diags, model.Diagnostic{Pos: disc.Pos, Msg: "label \"" + lb + "\" is not in the form " + labelRewrites(disc) + " leaves a label sent (\"" + c + "\"), so it could never be matched; write oneof-variant=" + strings.Join(canonical, "|")})
				break
			}
		}
		u.Variants = append(u.Variants, &model.Variant{Type: st, Struct: st, Labels: disc.Labels, Doc: st.Doc, Pos: st.Pos})
	}
	if len(u.Variants) == 0 && !reported {
		switch u.By {
		case model.ByKind:
			l.errorf(obj.Pos(), "union %s has no variants; declare named types in this package that implement it, of distinct JSON kinds (type Name string, type Count int, type Obj struct{…})", obj.Name())
		case model.ByKeys:
			l.errorf(obj.Pos(), "union %s has no variants; declare struct types in this package that implement it, each with a required key no other variant declares", obj.Name())
		default:
			l.errorf(obj.Pos(), "union %s has no variants; declare struct types in this package that implement it, each with a field tagged stitch:\"oneof-variant=label\"", obj.Name())
		}
	}
	switch u.By {
	case model.ByKind:
		l.checkKinds(u)
	case model.ByKeys:
		l.markers(u)
	case model.ByLabel:
		l.defaultVariant(u, opts, optsPos)
	}
	l.unionSeq = append(l.unionSeq, u)
	return u
}

// labelRewrites spells the label rewrites of a discriminator: "trim, lower", or
// "none".
func labelRewrites(f *model.Field) string {
	var rs []string
	for _, r := range model.Rewrites(&f.Checks) {
		rs = append(rs, r.Key)
	}
	if len(rs) == 0 {
		return "none"
	}
	return strings.Join(rs, ", ")
}

// unionBy reads the by= option of a union's directive (its mistakes are
// reported; a union with one is read by label), and returns its options
// with the directive's position, which option offsets count from.
func (l *loader) unionBy(d *typeDecl) (model.UnionBy, tags.Union, token.Pos) {
	dir, ok := d.get("union")
	if !ok {
		return model.ByLabel, tags.Union{}, token.NoPos
	}
	opts, errs := tags.ParseUnion(dir.Directive)
	for _, e := range errs {
		l.errorf(dir.pos+token.Pos(e.Offset), "%s", e.Msg)
	}
	switch opts.By {
	case "kind":
		return model.ByKind, opts, dir.pos
	case "keys":
		return model.ByKeys, opts, dir.pos
	}
	return model.ByLabel, opts, dir.pos
}

// unlabelledVariant builds a variant of a by=kind or by=keys union, or
// reports why cand cannot be one and returns nil.
func (l *loader) unlabelledVariant(u *model.Union, cand *typeDecl) *model.Variant {
	t := l.typ(cand.obj.Type(), cand.obj.Pos())
	if t == nil {
		return nil // typ said why
	}
	v := &model.Variant{Type: t, Doc: l.described(cand.doc, cand.obj.Name(), cand.obj.Pos(), false), Pos: l.position(cand.obj.Pos())}
	v.Struct, _ = t.(*model.Struct)
	if v.Struct != nil {
		v.Struct.Doc = v.Doc // a by=keys variant's description
		l.noDiscriminator(u, cand)
	}
	if u.By == model.ByKind {
		if v.Kind() == "" {
			l.errorf(cand.obj.Pos(), "%s is a variant of by=kind union %s but has no JSON kind of its own (%s takes any value); a variant is a string, number, boolean, object or array type", cand.obj.Name(), u.Named.Name, model.Describe(t))
			return nil
		}
		if c := l.typeChecks(cand.obj.Type(), t, cand.obj.Pos()); !reflect.DeepEqual(c, model.Checks{}) {
			v.Checks = &c
		}
	}
	return v
}

// noDiscriminator reports a oneof-variant tag in a struct variant of a
// by=kind or by=keys union: nothing there is a label.
func (l *loader) noDiscriminator(u *model.Union, cand *typeDecl) {
	st := cand.obj.Type().Underlying().(*types.Struct)
	for i := 0; i < st.NumFields(); i++ {
		if !strings.Contains(st.Tag(i), "oneof-variant") {
			continue
		}
		pos := l.tagPos(st, i) + token.Pos(strings.Index(tagStitch(st.Tag(i)), "oneof-variant"))
		how := "the kind of the JSON value chooses the variant"
		if u.By == model.ByKeys {
			how = "its keys choose the variant"
		}
		l.errorf(pos, "oneof-variant marks a label, but %s is a variant of by=%s union %s: %s; drop oneof-variant (or drop by=… from the union to choose by label)", cand.obj.Name(), byName(u.By), u.Named.Name, how)
	}
}

func byName(b model.UnionBy) string {
	switch b {
	case model.ByKind:
		return "kind"
	case model.ByKeys:
		return "keys"
	}
	return "label"
}

// checkKinds reports two variants of a by=kind union of one JSON kind (an
// integer and a number are one kind: a JSON number).
func (l *loader) checkKinds(u *model.Union) {
	seen := map[string]*model.Variant{}
	for _, v := range u.Variants {
		k := v.Kind()
		if k == "integer" {
			k = "number"
		}
		if prev := seen[k]; prev != nil {
			l.diags = append(l.diags, model.Diagnostic{Pos: v.Pos, Msg: fmt.Sprintf("%s and %s (at %s) are both %s variants of by=kind union %s, which the kind of a JSON value cannot tell apart; keep one variant of each kind (string, number, boolean, object, array), or choose by keys or by a label", v.Type.GoName().Name, prev.Type.GoName().Name, posString(prev.Pos), k, u.Named.Name)})
			continue
		}
		seen[k] = v
	}
}

// markers finds each variant's marker keys for a by=keys union: its
// required keys that no other variant declares. A variant without one is
// reported, naming the variants that declare its required keys.
func (l *loader) markers(u *model.Union) {
	owners := map[string][]*model.Variant{}
	for _, v := range u.Variants {
		for _, f := range v.Struct.Fields {
			owners[f.JSON] = append(owners[f.JSON], v)
		}
	}
	for _, v := range u.Variants {
		var required []string
		var overlap []string
		for _, f := range v.Struct.Fields {
			if !f.Required {
				continue
			}
			required = append(required, f.JSON)
			if len(owners[f.JSON]) == 1 {
				v.Markers = append(v.Markers, f.JSON)
				continue
			}
			var others []string
			for _, o := range owners[f.JSON] {
				if o != v {
					others = append(others, o.Struct.Named.Name)
				}
			}
			overlap = append(overlap, fmt.Sprintf("%s is declared by %s too", strconv.Quote(f.JSON), model.AndList(others)))
		}
		switch {
		case len(v.Markers) > 0:
		case len(required) == 0:
			l.diags = append(l.diags, model.Diagnostic{Pos: v.Pos, Msg: fmt.Sprintf("%s has no required key, so by=keys union %s cannot choose it; give it a required key that no other variant declares (its marker)", v.Struct.Named.Name, u.Named.Name)})
		default:
			l.diags = append(l.diags, model.Diagnostic{Pos: v.Pos, Msg: fmt.Sprintf("%s has no marker key that by=keys union %s could choose it by: %s; give it a required key that no other variant declares", v.Struct.Named.Name, u.Named.Name, strings.Join(overlap, ", "))})
		}
	}
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

// defaultVariant reads the default=<label> of a union's directive (opts,
// at dirPos): a missing discriminator means that label's variant, whose
// discriminator is then optional with the label as its default (the
// parser, the exact schema and the review read it as any default).
func (l *loader) defaultVariant(u *model.Union, opts tags.Union, dirPos token.Pos) {
	if opts.Default == "" {
		return
	}
	pos := dirPos + token.Pos(opts.DefaultOffset)
	var all []string
	for _, v := range u.Variants {
		all = append(all, v.Labels...)
		if !slices.Contains(v.Labels, opts.Default) {
			continue
		}
		disc := v.Struct.Discriminator
		if disc == nil {
			return
		}
		if l.defaulted[v.Struct] != "" && l.defaulted[v.Struct] != opts.Default {
			l.errorf(pos, "%s is a variant of another union whose default is %q; a variant shared by unions takes one default label", v.Struct.Named.Name, l.defaulted[v.Struct])
			return
		}
		if l.defaulted == nil {
			l.defaulted = map[*model.Struct]string{}
		}
		l.defaulted[v.Struct] = opts.Default
		b, _ := json.Marshal(opts.Default)
		disc.Required, disc.Default = false, b
		u.Default = opts.Default
		return
	}
	if len(u.Variants) > 0 {
		l.errorf(pos, "default=%s is not a label of union %s; its labels: %s", opts.Default, u.Named.Name, strings.Join(all, ", "))
	}
}
