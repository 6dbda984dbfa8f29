package load

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/stitchgen/stitchgen/load/foreign"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/tags"
)

// typ converts a Go type into the model. pos is where a diagnostic about it
// should point (the field or declaration that uses it). It returns nil after
// reporting an unsupported type.
func (l *loader) typ(t types.Type, pos token.Pos) model.Type {
	switch t := t.(type) {
	case *types.Alias:
		return l.typ(types.Unalias(t), pos)
	case *types.Named:
		obj := t.Obj()
		path := ""
		if obj.Pkg() != nil {
			path = obj.Pkg().Path()
		}
		switch path + "." + obj.Name() {
		case "time.Time":
			return &model.Time{}
		case "encoding/json.RawMessage":
			return &model.Raw{Named: &model.Name{Path: path, Name: obj.Name()}}
		}
		if isNullableType(t) {
			return l.nullableType(t, pos)
		}
		if m, via := ownJSON(t); m != "" {
			how := fmt.Sprintf("use a type without it (%s's underlying type is %s) and convert in the handler", obj.Name(), types.TypeString(t.Underlying(), l.qualifier))
			if _, ok := t.Underlying().(*types.Struct); ok {
				how = "declare a struct without it and convert in the handler"
			}
			l.errorf(pos, "%s has its own %s%s, so its JSON is whatever that method reads or writes, which stitchgen cannot see; %s", obj.Name(), m, via, how)
			return nil
		}
		if path+"."+obj.Name() == "encoding/json.Number" {
			// encoding/json reads and writes it as a JSON number; as a string
			// type stitchgen would advertise a string and refuse 12.
			l.errorf(pos, "json.Number is a JSON number that encoding/json keeps as text, which stitchgen would read as a string; use int64 (an integer it cannot hold is an issue, never rounded) or float64, or string for digits sent as text")
			return nil
		}
		if path+"."+obj.Name() == "time.Duration" {
			l.errorf(pos, "time.Duration is a count of nanoseconds in encoding/json, which models get wrong; use an integer in a unit the key names (TimeoutSeconds int), or a type that reads itself from text: type Duration time.Duration with UnmarshalText (time.ParseDuration) and MarshalText takes \"1h30m\"")
			return nil
		}
		// A type that implements encoding.TextUnmarshaler, and not
		// json.Unmarshaler, is a JSON string.
		if hasMethod(types.NewPointer(t), "UnmarshalText", types.NewTuple(bytesVar), types.NewTuple(errorVar)) {
			if !hasMethod(t, "MarshalText", nil, types.NewTuple(bytesVar, errorVar)) {
				l.errorf(pos, "%s has UnmarshalText but no MarshalText on its value, so encoding/json (and the generated Validate functions) would write it as its underlying type; add func (x %s) MarshalText() ([]byte, error)", obj.Name(), obj.Name())
				return nil
			}
			return &model.Text{Named: &model.Name{Path: path, Name: obj.Name()}}
		}
		if t.TypeParams().Len() > 0 && t.TypeArgs().Len() == 0 {
			l.errorf(pos, "%s is generic; stitchgen needs one concrete type: declare a non-generic type", obj.Name())
			return nil
		}
		if t.TypeArgs().Len() > 0 {
			l.errorf(pos, "generic type %s is not supported; declare a non-generic type", t)
			return nil
		}
		name := &model.Name{Path: path, Name: obj.Name()}
		switch u := t.Underlying().(type) {
		case *types.Struct:
			if path != l.pkg.PkgPath {
				l.errorf(pos, "struct %s is declared in another package; stitchgen generates decoders in this package only: declare the type here", t)
				return nil
			}
			return l.structType(obj, u)
		case *types.Interface:
			if d := l.byObj[obj]; d != nil && d.has("union") {
				return l.union(obj)
			}
			if u.Empty() {
				return &model.Any{Named: name}
			}
			if obj.Pkg() != l.pkg.Types {
				l.errorf(pos, "interface %s is declared in another package, so it cannot be a //stitch:union (its variants must be declared with it); declare a //stitch:union interface in this package, or use a concrete type", types.TypeString(t, l.qualifier))
				return nil
			}
			l.notUnion[obj] = true
			l.errorf(pos, "interface %s is not a //stitch:union; mark it //stitch:union or use a concrete type", obj.Name())
			return nil
		default:
			if l.namedBusy[obj] {
				// type Tree map[string]Tree: no struct in the cycle, so no
				// $defs entry to point at.
				l.errorf(pos, "%s contains itself through %s with no struct in between; a recursion must pass through a struct, which the schema can name in $defs: for example type %s struct { Items %s `json:\"items\"` }", obj.Name(), types.TypeString(u, l.qualifier), obj.Name(), types.TypeString(u, l.qualifier))
				return nil
			}
			l.namedBusy[obj] = true
			m := l.typ(u, pos)
			delete(l.namedBusy, obj)
			if m == nil {
				return nil
			}
			setName(m, name)
			return m
		}
	case *types.Basic:
		k, ok := basicKinds[t.Kind()]
		if !ok {
			l.errorf(pos, "type %s is not supported; use string, bool, an integer or a float type", t)
			return nil
		}
		return &model.Basic{Kind: k}
	case *types.Pointer:
		if _, ok := t.Elem().Underlying().(*types.Pointer); ok {
			l.errorf(pos, "pointer to pointer %s is not supported; use one pointer", t)
			return nil
		}
		e := l.typ(t.Elem(), pos)
		if e == nil {
			return nil
		}
		return &model.Pointer{Elem: e}
	case *types.Slice:
		if b, ok := t.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Byte &&
			!hasMethod(types.NewPointer(t.Elem()), "MarshalText", nil, types.NewTuple(bytesVar, errorVar)) {
			// encoding/json writes any slice of a uint8 kind as base64,
			// unless its element marshals itself.
			what := "[]byte"
			if _, named := t.Elem().(*types.Named); named {
				what = types.TypeString(t, l.qualifier) + " (a slice of a uint8 type)"
			}
			l.errorf(pos, "%s is base64 text in encoding/json, which models rarely mean; use string, or json.RawMessage for raw JSON", what)
			return nil
		}
		e := l.typ(t.Elem(), pos)
		if e == nil {
			return nil
		}
		return &model.Slice{Elem: e}
	case *types.Array:
		e := l.typ(t.Elem(), pos)
		if e == nil {
			return nil
		}
		return &model.Array{Elem: e, Len: t.Len()}
	case *types.Map:
		kb, ok := t.Key().Underlying().(*types.Basic)
		if !ok || kb.Kind() != types.String {
			l.errorf(pos, "map key type %s is not supported; JSON object keys are strings: use map[string]T", t.Key())
			return nil
		}
		e := l.typ(t.Elem(), pos)
		if e == nil {
			return nil
		}
		m := &model.Map{Elem: e}
		if n, ok := t.Key().(*types.Named); ok {
			m.Key = &model.Name{Path: n.Obj().Pkg().Path(), Name: n.Obj().Name()}
		}
		return m
	case *types.Interface:
		if t.Empty() {
			return &model.Any{}
		}
		l.errorf(pos, "interface type %s is not supported; declare a named //stitch:union interface", t)
		return nil
	case *types.Struct:
		l.errorf(pos, "anonymous struct types are not supported; declare a named struct type")
		return nil
	}
	l.errorf(pos, "type %s is not supported: stitchgen handles strings, bools, numbers, slices, arrays, maps with string keys, pointers, structs, time.Time, json.RawMessage, any and //stitch:union interfaces", t)
	return nil
}

// ownJSON names the method through which encoding/json lets t decide its
// own JSON (UnmarshalJSON or MarshalJSON, declared or promoted, on T or *T)
// and, for a promoted one, where it comes from; or returns "".
func ownJSON(t *types.Named) (method, via string) {
	ms := types.NewMethodSet(types.NewPointer(t))
	for _, m := range []struct {
		name   string
		params *types.Tuple
		result *types.Tuple
	}{
		{"UnmarshalJSON", types.NewTuple(bytesVar), types.NewTuple(errorVar)},
		{"MarshalJSON", nil, types.NewTuple(bytesVar, errorVar)},
	} {
		sel := ms.Lookup(nil, m.name)
		if sel == nil {
			continue
		}
		want := types.NewSignatureType(nil, nil, nil, m.params, m.result, false)
		if sig, ok := sel.Obj().Type().(*types.Signature); ok && types.Identical(types.NewSignatureType(nil, nil, nil, sig.Params(), sig.Results(), false), want) {
			if len(sel.Index()) > 1 {
				recv := sel.Obj().(*types.Func).Signature().Recv().Type()
				if p, ok := recv.(*types.Pointer); ok {
					recv = p.Elem()
				}
				via = " (from its embedded " + types.TypeString(recv, (*types.Package).Name) + ")"
			}
			return m.name, via
		}
	}
	return "", ""
}

// hasMethod reports whether t's method set has the method name with the
// given parameters and results.
func hasMethod(t types.Type, name string, params, results *types.Tuple) bool {
	sel := types.NewMethodSet(t).Lookup(nil, name)
	if sel == nil {
		return false
	}
	sig, ok := sel.Obj().Type().(*types.Signature)
	return ok && types.Identical(types.NewSignatureType(nil, nil, nil, sig.Params(), sig.Results(), false),
		types.NewSignatureType(nil, nil, nil, params, results, false))
}

var (
	bytesVar = types.NewVar(token.NoPos, nil, "", types.NewSlice(types.Typ[types.Byte]))
	errorVar = types.NewVar(token.NoPos, nil, "", types.Universe.Lookup("error").Type())
)

var basicKinds = map[types.BasicKind]model.BasicKind{
	types.String: model.String, types.Bool: model.Bool,
	types.Int: model.Int, types.Int8: model.Int8, types.Int16: model.Int16, types.Int32: model.Int32, types.Int64: model.Int64,
	types.Uint: model.Uint, types.Uint8: model.Uint8, types.Uint16: model.Uint16, types.Uint32: model.Uint32, types.Uint64: model.Uint64,
	types.Float32: model.Float32, types.Float64: model.Float64,
}

func setName(t model.Type, n *model.Name) {
	switch t := t.(type) {
	case *model.Basic:
		t.Named = n
	case *model.Slice:
		t.Named = n
	case *model.Array:
		t.Named = n
	case *model.Map:
		t.Named = n
	case *model.Pointer:
		t.Named = n
	case *model.Raw:
		t.Named = n
	case *model.Any:
		t.Named = n
	}
}

// structType builds (once) the model of a named struct type.
func (l *loader) structType(obj *types.TypeName, st *types.Struct) *model.Struct {
	if s, ok := l.structs[obj]; ok {
		return s
	}
	s := &model.Struct{Named: &model.Name{Path: obj.Pkg().Path(), Name: obj.Name()}, Pos: l.position(obj.Pos())}
	l.structs[obj] = s // before the fields: recursive types find it
	if obj == l.variantCand {
		l.isVariant[s] = true
	}
	d := l.byObj[obj]
	if d != nil {
		s.Doc = d.doc
		if d.has("plain") {
			s.Policy = model.Plain
		}
		for _, dir := range d.directives {
			if dir.Name == "refine" && len(dir.Args) == 1 {
				fn := dir.Args[0].Key
				l.checkRefine(fn, obj.Type(), dir.pos)
				s.Refine = append(s.Refine, fn)
			}
		}
	}
	if sh := l.shapeOf(obj, st); sh != nil {
		s.Shapes = append(s.Shapes, sh)
	}
	l.fields(s, st, nil, map[*types.Struct]bool{st: true})
	// Duplicate JSON names.
	seen := map[string]*model.Field{}
	for _, f := range s.Fields {
		if prev, ok := seen[f.JSON]; ok {
			l.diags = append(l.diags, model.Diagnostic{Pos: f.Pos, Msg: "JSON key \"" + f.JSON + "\" is already used by field " + strings.Join(prev.Index, ".") + " (" + posString(prev.Pos) + "); rename one with a json tag"})
			continue
		}
		seen[f.JSON] = f
	}
	if s.Rest != nil {
		if s.Policy == model.Plain {
			l.diags = append(l.diags, model.Diagnostic{Pos: s.Rest.Pos, Msg: "a rest field collects unknown keys, which //stitch:plain ignores; keep one of them"})
		}
		s.Policy = model.Loose
	}
	l.structSeq = append(l.structSeq, s)
	return s
}

// embeddedDirectives carries the directives of the struct embedded as v,
// whose fields s promotes (index is the Go path to it), over to s: each
// //stitch:refine runs on the embedded value, and a //stitch:plain that s
// does not share is refused, since s's decoder reads the promoted keys
// and s's own policy decides what an unknown key is.
func (l *loader) embeddedDirectives(s *model.Struct, v *types.Var, index []string) {
	n, ok := types.Unalias(v.Type()).(*types.Named)
	if !ok {
		return
	}
	d := l.byObj[n.Obj()]
	if d == nil {
		return
	}
	for _, dir := range d.directives {
		switch {
		case dir.Name == "refine" && len(dir.Args) == 1:
			fn := dir.Args[0].Key
			if l.refineSig(fn, n) == "" {
				l.refined(fn)
				s.Promoted = append(s.Promoted, model.PromotedRefine{Func: fn, Index: index})
			} else {
				l.checkRefine(fn, n, dir.pos) // reports it (once, with the type's own)
			}
		case dir.Name == "plain" && s.Policy != model.Plain:
			l.errorf(v.Pos(), "%s is //stitch:plain (%s), but its fields are promoted into %s, which is not, so its unknown keys would be refused; mark %s //stitch:plain too, or give the embedded field a key (json:%q) to keep %s an object of its own", n.Obj().Name(), posString(l.position(dir.pos)), s.Named.Name, s.Named.Name, tags.SnakeCase(v.Name()), n.Obj().Name())
		}
	}
}

// posString spells a position inside a message (the other field of a
// duplicate label, key or kind) as the diagnostic's own position is spelled,
// file:line:col with the file's path: the command prints both relative to
// the directory it ran in.
func posString(p token.Position) string {
	return p.Filename + ":" + strconv.Itoa(p.Line) + ":" + strconv.Itoa(p.Column)
}

// fields appends the JSON fields of st to s, promoting embedded structs as
// encoding/json does. index is the Go selector path to st.
func (l *loader) fields(s *model.Struct, st *types.Struct, index []string, inProgress map[*types.Struct]bool) {
	for i := 0; i < st.NumFields(); i++ {
		v := st.Field(i)
		tag := reflect.StructTag(st.Tag(i))
		jsonTag, hasJSON := tag.Lookup("json")
		stitchTag, hasStitch := tag.Lookup("stitch")
		if !hasStitch && l.badTagSyntax(st, i) {
			continue
		}
		jname, jopts, _ := strings.Cut(jsonTag, ",")
		if jsonTag == "-" && !(hasStitch && isRest(stitchTag)) {
			if hasStitch && strings.TrimSpace(stitchTag) != "" {
				// Nothing reads the key: the tag's checks and default never apply.
				l.errorf(l.tagPos(st, i), "field %s is json:\"-\", so no JSON key reaches it and its stitch tag never applies; give it a key (json:%q) or remove the stitch tag (a rest map, which collects unknown keys, is the one json:\"-\" field that takes one)", v.Name(), tags.SnakeCase(v.Name()))
			}
			continue // a rest map is kept out of encoding/json's view with json:"-"
		}
		if v.Embedded() && (!hasJSON || jname == "") {
			et := v.Type()
			if p, ok := et.(*types.Pointer); ok {
				if _, isStruct := p.Elem().Underlying().(*types.Struct); isStruct {
					l.errorf(v.Pos(), "embedded pointer %s is not supported; embed the struct by value", et)
					continue
				}
			}
			if est, ok := et.Underlying().(*types.Struct); ok {
				if inProgress[est] {
					l.errorf(v.Pos(), "embedded struct %s embeds itself", et)
					continue
				}
				if hasStitch {
					l.errorf(v.Pos(), "stitch tags on an embedded struct have no effect; tag its fields")
				}
				l.addShape(s, et)
				path := append(append([]string(nil), index...), v.Name()) // fields copies it before appending
				l.embeddedDirectives(s, v, path)
				inProgress[est] = true
				l.fields(s, est, path, inProgress)
				delete(inProgress, est)
				continue
			}
			if !v.Exported() {
				continue
			}
		}
		if !v.Exported() {
			if hasStitch {
				l.errorf(v.Pos(), "field %s is unexported, so JSON never reaches it; export it or remove the stitch tag", v.Name())
			}
			continue
		}
		f := l.field(s, v, jname, jopts, stitchTag, st, i)
		if f == nil {
			continue
		}
		f.Index = append(append([]string(nil), index...), v.Name())
		if jsonTag == "-" {
			continue // the rest field, already recorded
		}
		s.Fields = append(s.Fields, f)
	}
}

// field builds one field and checks its tags against its type.
func (l *loader) field(s *model.Struct, v *types.Var, jname, jopts, stitchTag string, st *types.Struct, i int) *model.Field {
	if off, ok := l.earlyQuote(st, i); ok {
		l.errorf(l.tagPos(st, i)+token.Pos(off), `a " inside the stitch tag ends it early (a Go struct tag value is a quoted string); write a string default or catch as a bare word (default=asc) or as single-quoted JSON escaped for the tag (default='\"a b\"')`)
		return nil
	}
	if jname == "" {
		jname = v.Name()
		if !isRest(stitchTag) { // a rest map is told to take json:"-" below
			l.notef(v.Pos(), "field %s has no json tag, so its key is %q as in encoding/json; models read lower-case keys best: add json:%q", v.Name(), v.Name(), tags.SnakeCase(v.Name()))
		}
	}
	for _, o := range strings.Split(jopts, ",") {
		if o == "string" {
			l.errorf(v.Pos(), "the json \",string\" option is not supported; use the stitch tag coerce to accept numbers sent as strings")
			return nil
		}
	}
	omitEmpty := strings.Contains(","+jopts+",", ",omitempty,")
	omitZero := strings.Contains(","+jopts+",", ",omitzero,")
	_, isPtr := v.Type().Underlying().(*types.Pointer)
	f := &model.Field{
		GoName:    v.Name(),
		JSON:      jname,
		Doc:       l.described(l.fieldDoc(v), v.Name(), v.Pos(), true),
		Pos:       l.position(v.Pos()),
		Required:  !omitEmpty && !omitZero && !isPtr && l.pkgOpts.Required != "jsonschema", // a tag says it there (required.go)
		OmitEmpty: omitEmpty,
		OmitZero:  omitZero,
	}
	opts, errs := tags.ParseField(stitchTag)
	tagPos := l.tagPos(st, i)
	// at gives the reporter of one level of the tag (the field's, or an
	// element's after dive): it points at the key's column.
	at := func(level tags.Field, note bool) tagErrFunc {
		report := l.errorf
		if note {
			report = l.notef
		}
		return func(key string, format string, args ...any) {
			off := 0
			if key != "" {
				off = level.Offsets[key]
			}
			if from, ok := level.From[key]; ok && key != "" {
				report(token.Pos(from), format, args...) // a named type's //stitch:tags
			} else if off >= tags.ValidateBase {
				report(l.foreignPos(st, i, off), format, args...)
			} else if tagPos.IsValid() {
				report(tagPos+token.Pos(off), format, args...)
			} else {
				report(v.Pos(), format, args...)
			}
		}
	}
	tagErr := at(opts, false)
	ft := foreignOf(st, i)
	for _, e := range errs {
		if tagPos.IsValid() {
			l.errorf(tagPos+token.Pos(e.Offset), "%s", e.Msg)
		} else {
			l.errorf(v.Pos(), "%s", e.Msg)
		}
	}
	f.Type = l.typ(v.Type(), v.Pos())
	if f.Type == nil {
		return nil
	}
	opts = l.withTypeTags(opts, v.Type(), at)
	var other foreign.Result
	if ft.Any() {
		other = l.readForeign(f, &opts, ft, st, i)
	}
	l.seePresence(s, f, v.Pos(), ft, opts, other.Validated, omitEmpty || omitZero, isPtr)
	if opts.Has("optional") {
		f.Required = false
	}
	if opts.Has("required") {
		f.Required = true
	}
	if opts.Has("rest") {
		if _, ok := f.Type.(*model.Map); !ok {
			tagErr("rest", "rest collects unknown keys into a map; field %s must be a map[string]T", v.Name())
			return nil
		}
		if s.Rest != nil {
			tagErr("rest", "struct already has a rest field %s; keep one", s.Rest.GoName)
			return nil
		}
		if j, _ := reflect.StructTag(st.Tag(i)).Lookup("json"); j != "-" {
			// encoding/json would write the map as one key, so ValidateX's
			// value (and a server's own Marshal) would not read back as parsed.
			how := fmt.Sprintf("with json:%q encoding/json writes the map as the one key %q", j, jname)
			if j == "" {
				how = fmt.Sprintf("with no json tag encoding/json writes the map as the one key %q", v.Name())
			}
			tagErr("rest", "field %s collects the object's unknown keys (rest), but %s, so a value would not read back as it was; give it json:\"-\"", v.Name(), how)
			return nil
		}
		if opts.Keys != nil {
			tagErr("keys", "keys … endkeys cannot check the keys of a rest field (they are the object's unknown keys); check them in a //stitch:refine of %s", s.Named.Name)
		}
		f.Required = false
		s.Rest = f
	}
	goType := v.Type()
	if e := l.nullableElem(goType); e != nil {
		goType = e // the checks are the value's
	}
	opts = l.nullableField(f, opts, tagErr, omitZero, v.Pos())
	if ft.HasValidate {
		if l.validated == nil {
			l.validated = map[*model.Struct]bool{}
		}
		l.validated[s] = true
	}
	l.afterTypes = append(l.afterTypes, func() { l.checkDive(f, ft, v.Pos()) })
	if other.Validated {
		// Before checks' own: a default's judge reads f.Required.
		l.afterTypes = append(l.afterTypes, func() { other.Presence.Apply(f, opts) })
	}
	l.checks(f, opts, at, goType)
	if v, ok := opts.Values["requires"]; ok {
		// Once every field of s is read and its presence final.
		l.afterTypes = append(l.afterTypes, func() { l.judgeRequires(s, f, v.List, tagErr) })
	}
	if opts.IsDiscriminator() && l.isVariant[s] { // else checkStrayVariants reports it
		if s.Discriminator != nil {
			tagErr("oneof-variant", "struct already has a discriminator field %s; a variant has one", s.Discriminator.GoName)
		} else {
			s.Discriminator = f
		}
		l.discriminator(f, opts, jopts, tagErr, st, i)
	}
	return f
}

// judgeRequires stores the keys f's requires= names, each a key of s
// that says something: not f's own, not one always sent (a required key),
// and only on an optional f (a required f would make them required: the
// required tag says that). Each name that is not a key of s is reported
// with the key it most likely means.
func (l *loader) judgeRequires(s *model.Struct, f *model.Field, names []string, bad tagErrFunc) {
	if f == s.Rest {
		bad("requires", "requires applies to a key; a rest field collects the unknown keys; drop requires")
		return
	}
	for _, n := range names {
		g := fieldByJSON(s, n)
		switch {
		case g == f:
			bad("requires", "requires=%s: %q is this field's own key; drop it", n, n)
		case g == nil:
			msg := fmt.Sprintf("requires=%s: %s has no key %q", n, s.Named.Name, n)
			var keys []string
			for _, h := range s.Fields {
				keys = append(keys, h.JSON)
			}
			if i := slices.IndexFunc(s.Fields, func(h *model.Field) bool { return h.GoName == n }); i >= 0 {
				byGo := s.Fields[i]
				msg += fmt.Sprintf("; %s is the Go name of the key %q: write requires=%s", n, byGo.JSON, byGo.JSON)
			} else if sug := tags.Suggest(n, keys); sug != "" {
				msg += fmt.Sprintf("; did you mean %s?", sug)
			} else {
				msg += "; its keys: " + strings.Join(keys, ", ")
			}
			bad("requires", "%s", msg)
		case g.Required:
			bad("requires", "requires=%s says nothing: %q is required, so it is always sent; drop it", n, n)
		case f.Required:
			bad("requires", "requires=%s on the required key %q makes %q always required; tag %s required instead (or make %s optional)", n, f.JSON, n, g.GoName, f.GoName)
		default:
			f.Requires = append(f.Requires, n)
		}
	}
}

// discriminator reports the options that cannot apply to a variant's
// discriminator, which is always sent: its label selects the variant.
func (l *loader) discriminator(f *model.Field, opts tags.Field, jopts string, tagErr tagErrFunc, st *types.Struct, i int) {
	if !isText(f.Type) {
		tagErr("oneof-variant", "the discriminator field %s must be a string; it is %s", f.GoName, model.Describe(f.Type))
	} else {
		f.Labels = opts.Values["oneof-variant"].List
	}
	for _, k := range []string{"optional", "nullable", "default", "catch"} {
		if _, set := opts.Offsets[k]; set {
			tagErr(k, "%s does not apply to the discriminator %s: it is always sent, its label selects the variant; drop %s", k, f.GoName, k)
		}
	}
	for _, o := range strings.Split(jopts, ",") {
		if o == "omitempty" || o == "omitzero" {
			pos := st.Field(i).Pos()
			if fl := l.astFields[pos]; fl != nil && fl.Tag != nil {
				if j := strings.Index(fl.Tag.Value, ","+o); j >= 0 {
					pos = fl.Tag.Pos() + token.Pos(j+1)
				}
			}
			l.errorf(pos, "%s does not apply to the discriminator %s: it is always sent, its label selects the variant; drop ,%s from its json tag", o, f.GoName, o)
		}
	}
	f.Required, f.Nullable, f.Default, f.Catch = true, false, nil, nil
}

// stitchQuotes finds the stitch part of a struct tag: the index of the quote
// that opens its value, and of the first unescaped quote after it (-1 when
// there is none); ok is false when the tag has no stitch part.
func stitchQuotes(tag string) (open, close int, ok bool) {
	start := strings.Index(tag, `stitch:"`)
	if start < 0 || (start > 0 && tag[start-1] != ' ') {
		return 0, 0, false
	}
	open = start + len(`stitch:`)
	for j := open + 1; j < len(tag); j++ {
		switch tag[j] {
		case '\\':
			j++
		case '"':
			return open, j, true
		}
	}
	return open, -1, true
}

// earlyQuote reports whether the stitch value of field i's tag is ended by
// an unescaped " before its real end (stitch:"default="asc""), and where
// that quote is, relative to the start of the value.
func (l *loader) earlyQuote(st *types.Struct, i int) (int, bool) {
	tag := st.Tag(i)
	open, close, ok := stitchQuotes(tag)
	if !ok || close < 0 || close+1 == len(tag) || tag[close+1] == ' ' {
		return 0, false
	}
	// What follows the closing quote is not another key: the quote was
	// meant to be inside. Columns count in the literal, where the tag is
	// usually written raw (`...`), so offsets agree.
	return close - open - 1, true
}

// badTagSyntax reports, as an error, a stitch tag that reflect.StructTag
// cannot read (encoding/json and stitchgen would both see no stitch tag, and
// its checks would silently vanish): most often a backslash written once in
// a raw tag literal, pattern=^\d+$.
func (l *loader) badTagSyntax(st *types.Struct, i int) bool {
	tag := st.Tag(i)
	open, close, ok := stitchQuotes(tag)
	if !ok {
		return false
	}
	value := tag[open:]
	if close >= 0 {
		value = tag[open : close+1]
	}
	_, err := strconv.Unquote(value)
	if err == nil {
		// The stitch value reads; an item before it ended the tag's syntax.
		l.errorf(l.tagPos(st, i), "the struct tag is not in Go's key:\"value\" form before stitch:, so no stitch tag is read; go vet shows where (separate items with one space, quote every value)")
		return true
	}
	if j := strings.IndexByte(value, '\\'); j >= 0 {
		esc := value[j:min(j+2, len(value))]
		l.errorf(l.tagPos(st, i)+token.Pos(j-1), "the stitch tag is a Go quoted string, where %s is not an escape, so no stitch tag is read; write each backslash twice (\\%s)", esc, esc)
		return true
	}
	l.errorf(l.tagPos(st, i), "the stitch tag is not a valid Go quoted string, so no stitch tag is read: %v", err)
	return true
}

// isRest reports whether a stitch tag has the rest item.
func isRest(tag string) bool {
	items, _ := tags.Split(tag)
	for _, it := range items {
		if it.Key == "rest" {
			return true
		}
	}
	return false
}

// tagPos is the position of the first character inside the quotes of the
// stitch part of the struct tag of field i of st, or NoPos.
func (l *loader) tagPos(st *types.Struct, i int) token.Pos {
	if fl := l.astFields[st.Field(i).Pos()]; fl != nil {
		return tagStart(fl)
	}
	return token.NoPos
}

// tagStart points at the stitch tag's value inside the field's tag literal.
func tagStart(fl *ast.Field) token.Pos {
	if fl.Tag == nil {
		return fl.Pos()
	}
	lit := fl.Tag.Value
	if i := strings.Index(lit, `stitch:"`); i >= 0 {
		return fl.Tag.Pos() + token.Pos(i+len(`stitch:"`))
	}
	return fl.Tag.Pos()
}

func (l *loader) fieldDoc(v *types.Var) string {
	fl := l.astFields[v.Pos()]
	switch {
	case fl == nil:
		return ""
	case fl.Doc != nil:
		return docText(fl.Doc)
	case fl.Comment != nil:
		return docText(fl.Comment)
	}
	return ""
}
