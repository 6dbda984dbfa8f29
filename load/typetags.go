package load

import (
	"fmt"
	"go/token"
	"go/types"
	"strings"

	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/tags"
)

// A named non-struct type may carry tags in its doc comment,
//
//	//stitch:tags min=1,max=39
//	type Login string
//
// which hold wherever the type is used: on a field of the type (or a
// pointer to it), on each element of a slice, array or map of it (as if the
// field said dive,<tags>), on each key of a map keyed by it (keys … endkeys),
// and on a union variant of it. A field's own tags add to them; they may
// narrow a bound or an enum, never loosen one, and a pattern or format
// different from the type's is a conflict (both would have to hold, and a
// schema has one of each). Merging happens on the tags, before they are
// judged, so everything after load sees one set of checks per level.

// typeTags is the parsed //stitch:tags of one named type.
type typeTags struct {
	opts tags.Field
	pos  token.Pos // the start of the tag text in the directive
	name string    // the type's name, for messages
	ok   bool      // the tags fit the type (else reported once, and not merged)
}

// fieldOnlyTags are the tags that say how a field is sent, not what its
// value is: a type cannot carry them.
var fieldOnlyTags = map[string]string{
	"default":       "a default belongs to a field: write default= on the field",
	"catch":         "a fallback value belongs to a field: write catch= on the field",
	"examples":      "examples belong to a field: write examples= on the field",
	"requires":      "requires names keys of the same object: write requires= on the field",
	"optional":      "presence belongs to a field: write optional on the field, or omitempty in its json tag",
	"required":      "presence belongs to a field: write required on the field",
	"rest":          "rest marks a struct field that collects unknown keys",
	"oneof-variant": "a discriminator is a field of a variant struct",
	"nullable":      "whether null is accepted belongs to where the type is used: tag the field nullable, or use stitch.Nullable[T] to tell null from a key left out",
}

// namedTags returns the //stitch:tags of the named type obj, or nil when
// it has none. They are read and judged against the type once; when they
// do not fit it, the mistakes are reported there and ok is false.
func (l *loader) namedTags(obj *types.TypeName) *typeTags {
	if tt, done := l.typeTagsOf[obj]; done {
		return tt
	}
	l.typeTagsOf[obj] = nil // a type whose tags reach itself (a recursive map) reads none the second time
	d := l.byObj[obj]
	if d == nil {
		return nil
	}
	dir, ok := d.get("tags")
	if !ok {
		return nil
	}
	tt := &typeTags{pos: dir.pos + token.Pos(dir.TextOffset), name: obj.Name()}
	opts, errs := tags.ParseField(dir.Text)
	for _, e := range errs {
		l.errorf(tt.pos+token.Pos(e.Offset), "%s", e.Msg)
	}
	tt.opts = opts
	bad := len(errs) > 0
	switch obj.Type().Underlying().(type) {
	case *types.Struct:
		if n, ok := obj.Type().(*types.Named); ok && isTextType(n) {
			break // its JSON is a string: a string's tags apply (type Day time.Time with UnmarshalText)
		}
		l.errorf(dir.pos, "//stitch:tags applies to named non-struct types (type Login string) and to types that read themselves from text; %s is a struct: tag its fields, or check the whole value with //stitch:refine", obj.Name())
		bad = true
	case *types.Interface:
		l.errorf(dir.pos, "//stitch:tags applies to named non-struct types (type Login string); %s is an interface", obj.Name())
		bad = true
	}
	for _, k := range sortedOffsets(opts) {
		if why, ok := fieldOnlyTags[k]; ok {
			l.errorf(tt.pos+token.Pos(opts.Offsets[k]), "%s cannot stand in //stitch:tags of %s: %s", k, obj.Name(), why)
			bad = true
		}
	}
	if !bad {
		// Judge the tags against the type alone, as on a field of it.
		before := len(l.diags)
		if mt := l.typ(obj.Type(), obj.Pos()); mt != nil {
			var c model.Checks
			at := func(level tags.Field, note bool) tagErrFunc {
				report := l.errorf
				if note {
					report = l.notef
				}
				return func(key string, format string, args ...any) {
					report(tt.pos+token.Pos(level.Offsets[key]), format, args...)
				}
			}
			l.valueChecks(&c, mt, opts, model.AtField, at, obj.Type(), obj.Name())
		}
		bad = model.HasErrors(l.diags[before:])
	}
	tt.ok = !bad
	l.typeTagsOf[obj] = tt
	return tt
}

// withTypeTags adds to o, the tags of one level of a value of Go type t,
// the //stitch:tags of the named types t is made of: t's own (through a
// pointer or stitch.Nullable) at this level, its elements' after dive and
// its map keys' between keys and endkeys, level by level. at reports a
// conflict at the key of the level's own tag it names.
func (l *loader) withTypeTags(o tags.Field, t types.Type, at tagAt) tags.Field {
	t = types.Unalias(t)
	ptr := false
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t, ptr = types.Unalias(p.Elem()), true
	}
	if e := l.nullableElem(t); e != nil {
		t = types.Unalias(e)
	}
	n, _ := t.(*types.Named)
	if n != nil {
		if tt := l.namedTags(n.Obj()); tt != nil && tt.ok {
			if _, refines := tt.opts.Values["refine"]; refines && ptr {
				// The value here is a *T, and a refine function of T takes a T.
				at(o, false)("", "%s's //stitch:tags (%s) has refine=%s, a func(v %s) error, but here the value is a *%s; use %s (with omitempty), or stitch.Nullable[%s] to tell null from a key left out", tt.name, posString(l.position(tt.pos)), strings.Join(tt.opts.Values["refine"].List, ","), tt.name, tt.name, tt.name, tt.name)
				rest := *tt
				rest.opts = cloneLevel(tt.opts)
				delete(rest.opts.Values, "refine")
				delete(rest.opts.Offsets, "refine")
				tt = &rest // reported once, here
			}
			o = l.mergeTags(o, tt, at)
		}
		if isTextType(n) {
			return o // a JSON string: its underlying type's elements are not values
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		o = l.elemTypeTags(o, u.Elem(), at)
	case *types.Array:
		o = l.elemTypeTags(o, u.Elem(), at)
	case *types.Map:
		o = l.elemTypeTags(o, u.Elem(), at)
		if kn, ok := types.Unalias(u.Key()).(*types.Named); ok {
			if tt := l.namedTags(kn.Obj()); tt != nil && tt.ok {
				for _, k := range sortedOffsets(tt.opts) {
					if spec := model.Tag(k); spec != nil && !spec.Levels.Has(model.AtKey) {
						at(o, false)("", "map key type %s carries %s in its //stitch:tags (%s), which a map key cannot take (keys take %s); use string keys, or a key type whose tags are only those", tt.name, k, posString(l.position(tt.pos)), model.KeyTags())
						return o
					}
				}
				var k tags.Field
				if o.Keys != nil {
					k = *o.Keys
				}
				k = l.mergeTags(k, tt, at)
				o = cloneLevel(o)
				o.Keys = &k
				if _, given := o.Offsets["keys"]; !given {
					o.Values["keys"] = model.TagValue{}
					o.Offsets["keys"] = 0
					o.From["keys"] = int(tt.pos)
				}
			}
		}
	}
	return o
}

// elemTypeTags adds the type tags of an element type e to o's dive level,
// making one when o has none and e carries tags.
func (l *loader) elemTypeTags(o tags.Field, e types.Type, at tagAt) tags.Field {
	var d tags.Field
	if o.Dive != nil {
		d = *o.Dive
	}
	before := len(d.Offsets)
	d = l.withTypeTags(d, e, at)
	if o.Dive == nil && len(d.Offsets) == before {
		return o // the element carries no tags
	}
	o = cloneLevel(o)
	o.Dive = &d
	if _, given := o.Offsets["dive"]; !given {
		o.Values["dive"] = model.TagValue{}
		o.Offsets["dive"] = 0
		o.From["dive"] = int(l.firstFrom(d))
	}
	return o
}

// firstFrom is a position one of the inherited keys of a level points at,
// for a diagnostic about the dive load added for them.
func (l *loader) firstFrom(d tags.Field) token.Pos {
	best := 0
	for _, p := range d.From {
		if best == 0 || p < best {
			best = p
		}
	}
	return token.Pos(best)
}

// cloneLevel copies the maps of one level, so that adding to it leaves the
// caller's (and a type's cached tags) unchanged.
func cloneLevel(o tags.Field) tags.Field {
	c := o
	c.Values = make(map[string]model.TagValue, len(o.Values)+4)
	c.Offsets = make(map[string]int, len(o.Offsets)+4)
	c.From = make(map[string]int, len(o.From)+4)
	for k, v := range o.Values {
		c.Values[k] = v
	}
	for k, v := range o.Offsets {
		c.Offsets[k] = v
	}
	for k, v := range o.From {
		c.From[k] = v
	}
	return c
}

// mergeTags adds a type's tags (one level, its dive and keys levels too) to
// own. A key only the type gives is inherited; a key both give must agree:
// a flag is given twice harmlessly, refine functions add up (the type's
// first), a bound or an enum of the field may narrow the type's, and
// anything else that differs is a conflict, reported at the field's key.
func (l *loader) mergeTags(own tags.Field, tt *typeTags, at tagAt) tags.Field {
	return l.mergeLevel(own, tt.opts, tt, at)
}

func (l *loader) mergeLevel(own, base tags.Field, tt *typeTags, at tagAt) tags.Field {
	o := cloneLevel(own)
	bad := at(own, false)
	where := fmt.Sprintf("%s's //stitch:tags (%s)", tt.name, posString(l.position(tt.pos)))
	for _, k := range sortedOffsets(base) {
		bv, ok := base.Values[k]
		if !ok {
			continue
		}
		switch k {
		case "dive", "keys":
			continue // below
		}
		spec := model.Tag(k)
		ov, given := o.Values[k]
		if _, at := o.Offsets[k]; at && !given {
			continue // the field's own value did not parse: reported already
		}
		if !given {
			o.Values[k] = bv
			o.Offsets[k] = base.Offsets[k]
			o.From[k] = int(tt.pos) + base.Offsets[k]
			continue
		}
		switch {
		case spec.Repeat:
			bv.List = append(append([]string(nil), bv.List...), ov.List...)
			o.Values[k] = bv
		case spec.Value == model.NoValue:
		case k == "why":
			// The field's words for the type's pattern: its own reason wins.
		case k == "min" || k == "gt":
			if ov.Num.Cmp(bv.Num) < 0 {
				bad(k, "%s=%s would loosen %s=%s of %s: a field's tags add to its type's and cannot loosen them; drop %s=%s, or write a bound ≥ %s", k, ov.Text, k, bv.Text, where, k, ov.Text, bv.Text)
			}
		case k == "max" || k == "lt":
			if ov.Num.Cmp(bv.Num) > 0 {
				bad(k, "%s=%s would loosen %s=%s of %s: a field's tags add to its type's and cannot loosen them; drop %s=%s, or write a bound ≤ %s", k, ov.Text, k, bv.Text, where, k, ov.Text, bv.Text)
			}
		case k == "enum":
			var outside []string
			for _, e := range ov.List {
				if !enumHas(bv.List, e) {
					outside = append(outside, e)
				}
			}
			if len(outside) > 0 {
				bad(k, "enum value %s is not in enum=%s of %s: a field's tags add to its type's and can only narrow its enum; drop %s, or widen the type's enum", strings.Join(outside, ", "), strings.Join(bv.List, "|"), where, strings.Join(outside, ", "))
			}
		default:
			if ov.Text != bv.Text {
				bad(k, "%s conflicts with %s of %s: both would have to hold, and a schema states one %s; drop %s here, or declare another type", spec.Spell(ov), spec.Spell(bv), where, k, spec.Spell(ov))
			}
		}
	}
	// Tags that contradict each other across the two (gt here, min on the
	// type) are the conflicts a single tag's parse reports.
	for _, t := range model.Tags {
		for _, c := range t.Conflicts {
			_, ownT := own.Values[t.Key]
			_, ownC := own.Values[c.With]
			_, baseT := base.Values[t.Key]
			_, baseC := base.Values[c.With]
			switch {
			case ownT && !ownC && baseC && !baseT:
				bad(t.Key, "%s of %s and %s here %s; keep one", c.With, where, t.Key, c.Why)
			case ownC && !ownT && baseT && !baseC:
				bad(c.With, "%s of %s and %s here %s; keep one", t.Key, where, c.With, c.Why)
			}
		}
	}
	if base.Dive != nil {
		var d tags.Field
		if o.Dive != nil {
			d = *o.Dive
		}
		d = l.mergeLevel(d, *base.Dive, tt, at)
		o.Dive = &d
		if _, given := o.Offsets["dive"]; !given {
			o.Values["dive"] = model.TagValue{}
			o.Offsets["dive"] = base.Offsets["dive"]
			o.From["dive"] = int(tt.pos) + base.Offsets["dive"]
		}
	}
	if base.Keys != nil {
		var k tags.Field
		if o.Keys != nil {
			k = *o.Keys
		}
		k = l.mergeLevel(k, *base.Keys, tt, at)
		o.Keys = &k
		if _, given := o.Offsets["keys"]; !given {
			o.Values["keys"] = model.TagValue{}
			o.Offsets["keys"] = base.Offsets["keys"]
			o.From["keys"] = int(tt.pos) + base.Offsets["keys"]
		}
	}
	return o
}

// enumHas reports whether the enum list holds e (an integer enum's members
// are written as JSON integers, so equal text is equal value).
func enumHas(list []string, e string) bool {
	for _, x := range list {
		if x == e {
			return true
		}
	}
	return false
}

// isTextType reports whether t reads itself from text (a JSON string).
func isTextType(t *types.Named) bool {
	return hasMethod(types.NewPointer(t), "UnmarshalText", types.NewTuple(bytesVar), types.NewTuple(errorVar))
}

// typeChecks are the checks the //stitch:tags of the named types t is made
// of put on a value of t that no field tags (a by=kind union variant of
// type t): the checks of a field of type t without a stitch tag. mt is t's
// model; a diagnostic without a key points at pos.
func (l *loader) typeChecks(t types.Type, mt model.Type, pos token.Pos) model.Checks {
	at := func(level tags.Field, note bool) tagErrFunc {
		report := l.errorf
		if note {
			report = l.notef
		}
		return func(key string, format string, args ...any) {
			if from, ok := level.From[key]; ok {
				report(token.Pos(from), format, args...)
			} else {
				report(pos, format, args...)
			}
		}
	}
	var c model.Checks
	o := l.withTypeTags(tags.Field{Values: map[string]model.TagValue{}, Offsets: map[string]int{}}, t, at)
	if len(o.Offsets) == 0 {
		return c
	}
	l.valueChecks(&c, mt, o, model.AtField, at, t, types.TypeString(t, l.qualifier))
	return c
}
