package dialect

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// shallow copies s without its children (properties, items,
// additionalProperties, oneOf, anyOf, $defs) but for propertyNames, shared
// (a dialect keeps it or moves it into the description); slices are copied
// so the copy can change them. JSON values are shared: no pass writes into
// them.
func shallow(s *model.Schema) *model.Schema {
	c := *s
	c.Type = append([]string(nil), s.Type...)
	c.Enum = append([]json.RawMessage(nil), s.Enum...)
	c.Required = append([]string(nil), s.Required...)
	c.Properties, c.Items, c.AdditionalProperties, c.OneOf, c.AnyOf, c.Defs = nil, nil, nil, nil, nil, nil
	return &c
}

// isMap reports whether s is a Go map: an object whose keys are free.
func isMap(s *model.Schema) bool {
	return s.HasType("object") && s.Properties == nil && s.AdditionalProperties != nil && !s.AdditionalProperties.False
}

// isLoose reports whether s is an object with properties that also takes
// other keys (a rest bag, or a flat union with a plain or loose variant).
func isLoose(s *model.Schema) bool {
	return s.HasType("object") && s.Properties != nil && s.AdditionalProperties != nil && !s.AdditionalProperties.False
}

// join extends a property path.
func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

// sentence appends text to a description as a sentence of its own
// (model.JoinSentences: after a list or code block, a paragraph of its own).
func sentence(desc, text string) string { return model.JoinSentences(desc, text) }

// compact is s as compact JSON, without its description (for a
// description that tells the model the shape of JSON text).
func compact(s *model.Schema) string {
	c := *s
	c.Description = ""
	b, _ := c.MarshalJSON()
	return string(b)
}

// mixedMap reports whether s, below the root, is of several kinds one of
// which is an object a strict dialect sends as JSON text (a by=kind union of
// a map and a number): the text must stand for the object alone, or a
// number would travel as text, which its variant does not read.
func mixedMap(s *model.Schema, root bool) bool {
	return !root && len(kinds(s)) > 1 && (isMap(s) || isLoose(s))
}

// kindsApart lowers a mixedMap node as an anyOf of one branch per kind
// (part), each lowered by lower; the object's branch is a JSON text where
// no branch is a string. Where one is, a map sent as text would read as
// the string: the object branch stays an object, the tool is not strict
// (mode names the strict dialect), and where the dialect cannot declare a
// map at all (mode "") the loss is a note.
func (p *pass) kindsApart(s *model.Schema, path, mode string, lower func(*model.Schema) *model.Schema) *model.Schema {
	c := split(s)
	str := s.HasType("string")
	for _, k := range kinds(s) {
		pt := part(s, k)
		switch {
		case k != "object":
			c.AnyOf = append(c.AnyOf, lower(pt))
		case !str:
			c.AnyOf = append(c.AnyOf, text(pt, textOf(pt)))
		default:
			if ob := p.besideString(pt, path, mode, lower); ob != nil {
				c.AnyOf = append(c.AnyOf, ob)
			}
		}
	}
	if s.HasType("null") {
		c.AnyOf = append(c.AnyOf, &model.Schema{Type: []string{"null"}})
	}
	return c
}

// split is the node that stands for s split into an anyOf of one branch per
// kind: s's description, position and default, and how a string is sent for
// it (FreeIn, which the branches, each a part, do not carry).
func split(s *model.Schema) *model.Schema {
	return &model.Schema{Description: s.Description, Pos: s.Pos, Field: s.Field, Default: s.Default, FreeIn: s.FreeIn}
}

// besideString is the branch, beside a string's, of pt: a by=kind variant
// the dialect would send as JSON text, which would read as the string. In a
// strict dialect (mode names it) a map or loose object stays an object and
// the tool is not strict; where the dialect cannot declare it at all (mode
// "", or a recursive definition already being inlined) the loss is a note
// and there is no branch (nil): only the string is declared.
//
// The object's keys and values are lowered by lower as anywhere else (a
// value that is a $ref is JSON text in a declaration without $defs).
func (p *pass) besideString(pt *model.Schema, path, mode string, lower func(*model.Schema) *model.Schema) *model.Schema {
	if mode != "" && (isMap(pt) || isLoose(pt)) {
		p.notStrict(where(path) + " is a string or a map: a map sent as JSON text would read as the string, so " + mode + " cannot declare it")
		ob := shallow(pt)
		for _, pr := range pt.Properties {
			ob.Properties = append(ob.Properties, model.Property{Name: pr.Name, Schema: lower(pr.Schema)})
		}
		if ap := pt.AdditionalProperties; ap != nil && !ap.False {
			ob.AdditionalProperties = lower(ap)
		} else {
			ob.AdditionalProperties = ap
		}
		return ob
	}
	p.lost(pt, path, mode)
	return nil
}

// lost notes that pt, a variant beside a string's, is not declared (and, in
// a strict dialect, that the tool is not strict).
func (p *pass) lost(pt *model.Schema, path, mode string) {
	what := "a map" // or a struct gemini cannot declare (geObjectText), or a recursive one
	if !isMap(pt) && !isLoose(pt) {
		what = "an object of this shape"
	}
	if mode != "" {
		p.notStrict(where(path) + " is a string or " + what + ": one sent as JSON text would read as the string, so " + mode + " cannot declare it")
	}
	p.res.Notes = append(p.res.Notes, where(path)+": a string or "+what+": the dialect cannot declare "+what+", and one sent as JSON text would read as the string, so only the string is declared")
}

// stringVariant reports whether b, a branch of a union left as oneOf, is a
// string variant.
func stringVariant(b *model.Schema) bool { return b.Ref == "" && b.HasType("string") }

// refUnion lowers s, a $ref to a union left as oneOf with a string variant,
// in a dialect that sends a $ref as JSON text (anthropic-strict, gemini): the
// text of another variant would read as the string (a recursive by=kind
// union, Branch = Leaf | Tree{Sub Branch}). The union is inlined instead,
// its branches unionBranches'; where it is named again inside its own
// inlined body only its string (and null) is declared there, the other
// variants a noted loss. It returns nil for any other s.
func (p *pass) refUnion(s *model.Schema, path, mode string, lower func(*model.Schema) *model.Schema) *model.Schema {
	body := p.root.Resolve(s.Ref)
	if body == nil || body.OneOf == nil || len(s.Type) > 0 {
		return nil
	}
	if !slices.ContainsFunc(body.OneOf, stringVariant) {
		return nil
	}
	in := inlined(s, body)
	if s.Default != nil {
		in.Default = s.Default
	}
	if p.inlining[s.Ref] {
		in.OneOf = nil
		for _, b := range body.OneOf {
			if stringVariant(b) || len(b.Type) == 1 && b.Type[0] == "null" {
				in.OneOf = append(in.OneOf, b)
			} else {
				p.lost(b, path, mode)
			}
		}
		return lower(in)
	}
	p.inlining[s.Ref] = true
	defer func() { p.inlining[s.Ref] = false }()
	return lower(in)
}

// inlined is the definition body that the $ref s names, to lower in the
// $ref's place: without $defs, s's description before its own.
func inlined(s, body *model.Schema) *model.Schema {
	in := *body
	in.Defs = nil
	in.Description = sentence(s.Description, body.Description)
	return &in
}

// refKinds lowers s, a $ref to a definition of several kinds (a by=kind
// union advertised as a type list), in a dialect that sends a $ref as JSON
// text (anthropic-strict, gemini): the parser reads a string in a value's
// place as a document only of an object or an array, so only those kinds
// travel as the text (asText, said without s's description, which the
// split node says), each other kind is declared as itself,
// lowered by lower (genfuzz seed 1400639: a recursive union of a number, an
// object and an array, whose number was sent as "-77.85" and refused).
// Beside a string kind the text would read as the string: the structures
// are then a noted loss. It returns nil for any other s, and whether the
// definition takes null (the caller says it in its dialect's way).
func (p *pass) refKinds(s *model.Schema, path, mode string, lower func(*model.Schema) *model.Schema, asText func() *model.Schema) (*model.Schema, bool) {
	body := p.root.Resolve(s.Ref)
	if body == nil || body.OneOf != nil || len(s.Type) > 0 {
		return nil, false
	}
	structured, scalar := false, false
	for _, k := range kinds(body) {
		if k == "object" || k == "array" {
			structured = true
		} else {
			scalar = true
		}
	}
	if !structured || !scalar {
		return nil, false
	}
	c := &model.Schema{Description: sentence(s.Description, body.Description), Pos: s.Pos, Field: s.Field, Default: s.Default}
	said := false
	for _, k := range kinds(body) {
		switch {
		case k != "object" && k != "array":
			c.AnyOf = append(c.AnyOf, lower(part(body, k)))
		case body.HasType("string"):
			p.lost(part(body, k), path, mode)
		case !said:
			c.AnyOf = append(c.AnyOf, asText())
			said = true
		}
	}
	return c, body.HasType("null")
}

// undescribed is s without its description (said around it already).
func undescribed(s *model.Schema) *model.Schema {
	c := *s
	c.Description = ""
	return &c
}

// unionBranches lowers the branches of s, a union left as oneOf, by lower.
// Beside a string variant, a variant lower sends as JSON text would read as
// the string (genfuzz seeds 1200994, a recursive struct in anthropic-strict
// and gemini, and 1201122, a map): a $ref is its definition inlined one
// level (its own $refs are JSON text as anywhere, unambiguous there), and
// what is still text is besideString's.
func (p *pass) unionBranches(s *model.Schema, path, mode string, lower func(*model.Schema) *model.Schema) []*model.Schema {
	str := slices.ContainsFunc(s.OneOf, stringVariant)
	var out []*model.Schema
	for _, b := range s.OneOf {
		m := p.mark()
		lb := lower(b)
		if !str || !lb.Text || stringVariant(b) {
			out = append(out, lb)
			continue
		}
		p.undo(m) // the text is not declared: nor is what it said
		pt := b
		if b.Ref != "" {
			if body := p.root.Resolve(b.Ref); body != nil && !p.inlining[b.Ref] {
				pt = inlined(b, body)
				p.inlining[b.Ref] = true
				lb = lower(pt)
				p.inlining[b.Ref] = false
			}
		}
		if !lb.Text {
			out = append(out, lb)
		} else if ob := p.besideString(pt, path, mode, lower); ob != nil {
			out = append(out, ob)
		}
	}
	return out
}

// refText is the JSON-text form of s, a $ref, in a dialect whose
// declaration has no $defs (anthropic-strict, gemini): the first time the
// declaration names a definition, its schema is said whole, with those of
// the definitions it names, so the model reads the shape once.
func (p *pass) refText(s *model.Schema) *model.Schema {
	what := textOf(s)
	if body := p.root.Resolve(s.Ref); s.Ref != "#" && body != nil && body.HasType("array") {
		what = refWords(s.Ref, "an array")
		if body.HasType("object") {
			what = refWords(s.Ref, "an object or an array")
		}
	}
	t := text(s, what)
	var bodies []string
	var say func(ref string)
	say = func(ref string) {
		body := p.root.Resolve(ref)
		if ref == "#" || body == nil || p.said[ref] {
			return
		}
		if p.said == nil {
			p.said = map[string]bool{}
		}
		p.said[ref] = true
		bodies = append(bodies, model.RefName(ref)+" is "+whole(body)+".")
		body.Walk(func(n *model.Schema) {
			if n.Ref != "" {
				say(n.Ref)
			}
		})
	}
	say(s.Ref)
	for _, b := range bodies {
		t.Description = sentence(t.Description, b)
	}
	return t
}

// whole is s as compact JSON, its description too.
func whole(s *model.Schema) string {
	b, _ := s.MarshalJSON()
	return string(b)
}

// text replaces s by a string that carries its value as JSON text (nullable
// when s is), with what the text must hold in the description.
func text(s *model.Schema, what string) *model.Schema {
	t := &model.Schema{Pos: s.Pos, Field: s.Field, Text: true, Type: []string{"string"},
		Description: sentence(s.Description, what)}
	if s.Default != nil {
		// A string's default could only be the text; the value is said.
		t.Description = sentence(t.Description, "Default "+string(s.Default)+".")
	}
	if s.HasType("null") {
		t.Type = append(t.Type, "null")
	}
	return t
}

// textOf describes the JSON text that stands for s.
// refWords says what the JSON text of a $ref to ref holds: of, a value of
// the definition's structure kinds (an object, an array, or either).
func refWords(ref, of string) string {
	return "Send it as JSON text (a string) of " + of + ": " + model.RefName(ref) + " (the same shape wherever that name appears)."
}

func textOf(s *model.Schema) string {
	switch {
	case s.Strings:
		return "Sent as a string: where it is a string, the string itself; where it may be any JSON value, that value's JSON text."
	case s.Free:
		return "Any JSON value, sent as JSON text (a string)."
	case s.Ref == "#":
		return "Send it as JSON text (a string): an object of the same shape as the whole input."
	case s.Ref != "":
		return refWords(s.Ref, "an object")
	case isMap(s) && len(kinds(s)) > 1:
		// A by-kind union of a map and other kinds, sent whole as text.
		return "Send it as JSON text (a string) of a value of this schema: " + compact(withoutNull(s)) + "."
	case isMap(s):
		// The map's bounds, its keys' schema and its values' (with their
		// own description: a by-kind value's enum is said there) travel in
		// the words, since the string can say none of them.
		out := "Send it as JSON text (a string) of an object"
		lo := s.MinProperties
		if lo != nil && *lo == 0 {
			lo = nil // at least 0 says nothing
		}
		if n := model.Count(lo, s.MaxProperties, "entries"); n != "" {
			out += " of " + n
		}
		if s.PropertyNames != nil {
			out += " whose keys are each " + whole(s.PropertyNames) + " and"
		}
		return out + " whose values are each " + whole(s.AdditionalProperties) + "."
	}
	return "Send it as JSON text (a string) of this object: " + compact(withoutNull(s)) + "."
}

// withoutNull is s without null in its type and enum.
func withoutNull(s *model.Schema) *model.Schema {
	if !s.HasType("null") {
		return s
	}
	c := *s
	c.Type = nil
	for _, k := range s.Type {
		if k != "null" {
			c.Type = append(c.Type, k)
		}
	}
	c.Enum = nil
	for _, e := range s.Enum {
		if string(e) != "null" {
			c.Enum = append(c.Enum, e)
		}
	}
	return &c
}

// move clears the listed keywords of s (a copy) and returns them as
// "keyword value" phrases, in the order given.
func move(s *model.Schema, keywords ...string) []string {
	var out []string
	num := func(k string, p **int64) {
		if *p != nil {
			out = append(out, k+" "+strconv.FormatInt(**p, 10))
			*p = nil
		}
	}
	dec := func(k string, v *json.Number) {
		if *v != "" {
			out = append(out, k+" "+string(*v))
			*v = ""
		}
	}
	for _, k := range keywords {
		switch k {
		case "format":
			if s.Format != "" {
				out = append(out, "format "+s.Format)
				s.Format = ""
			}
		case "pattern":
			if s.Pattern != "" {
				out = append(out, "pattern "+s.Pattern)
				s.Pattern = ""
			}
		case "minLength":
			num(k, &s.MinLength)
		case "maxLength":
			num(k, &s.MaxLength)
		case "minItems":
			num(k, &s.MinItems)
		case "maxItems":
			num(k, &s.MaxItems)
		case "propertyNames":
			if s.PropertyNames != nil {
				out = append(out, "propertyNames "+whole(s.PropertyNames))
				s.PropertyNames = nil
			}
		case "minProperties":
			num(k, &s.MinProperties)
		case "maxProperties":
			num(k, &s.MaxProperties)
		case "minimum":
			dec(k, &s.Minimum)
		case "maximum":
			dec(k, &s.Maximum)
		case "exclusiveMinimum":
			dec(k, &s.ExclusiveMinimum)
		case "exclusiveMaximum":
			dec(k, &s.ExclusiveMaximum)
		case "const":
			if s.Const != nil {
				out = append(out, "const "+string(s.Const))
				s.Const = nil
			}
		case "enum":
			if s.Enum != nil {
				var vs []string
				for _, e := range s.Enum {
					vs = append(vs, string(e))
				}
				out = append(out, "one of "+strings.Join(vs, ", "))
				s.Enum = nil
			}
		case "default":
			if s.Default != nil {
				out = append(out, "default "+string(s.Default))
				s.Default = nil
			}
		}
	}
	return out
}

// constraints is the sentence a description gets for moved keywords.
func constraints(moved []string) string {
	if len(moved) == 0 {
		return ""
	}
	return "Constraints: " + strings.Join(moved, ", ") + "."
}

// moveAll moves keywords of s into its description and records the widening.
func (p *pass) moveAll(s *model.Schema, path string, keywords ...string) {
	m := move(s, keywords...)
	s.Description = sentence(s.Description, constraints(m))
	var names []string
	for _, x := range m {
		names = append(names, strings.SplitN(x, " ", 2)[0])
	}
	if len(names) > 0 && names[0] == "one" {
		names[0] = "enum"
	}
	p.widened(path, names...)
}

// kinds is s's type list without null.
func kinds(s *model.Schema) []string {
	var out []string
	for _, k := range s.Type {
		if k != "null" {
			out = append(out, k)
		}
	}
	return out
}

// addNull makes s accept null: null in its type (and enum), or a null branch
// of its anyOf. It returns false where it cannot (an untyped node).
func addNull(s *model.Schema) bool {
	switch {
	case s.AnyOf != nil:
		for _, b := range s.AnyOf {
			if b.HasType("null") {
				return true
			}
		}
		s.AnyOf = append(s.AnyOf, &model.Schema{Type: []string{"null"}})
	case len(s.Type) > 0:
		if !s.HasType("null") {
			s.Type = append(s.Type, "null")
		}
		if s.Const != nil {
			s.Enum = []json.RawMessage{s.Const}
			s.Const = nil
		}
		if s.Enum != nil && !hasNullValue(s.Enum) {
			s.Enum = append(s.Enum, json.RawMessage("null"))
		}
	default:
		return false
	}
	return true
}

func hasNullValue(vs []json.RawMessage) bool {
	for _, v := range vs {
		if string(v) == "null" {
			return true
		}
	}
	return false
}

// A mark is what a pass has recorded so far, for undo.
type mark struct {
	said                    map[string]bool
	notes, reasons, widened int
}

// mark records the pass's state before a lowering that may be discarded.
func (p *pass) mark() mark {
	m := mark{notes: len(p.res.Notes), reasons: len(p.res.Reasons), widened: len(p.res.Widened)}
	if p.said != nil {
		m.said = map[string]bool{}
		for k, v := range p.said {
			m.said[k] = v
		}
	}
	return m
}

// undo forgets what a discarded lowering recorded since m: the definitions
// its JSON text said, its notes, reasons and widenings.
func (p *pass) undo(m mark) {
	p.said = m.said
	p.res.Notes = p.res.Notes[:m.notes]
	p.res.Reasons = p.res.Reasons[:m.reasons]
	p.res.Widened = p.res.Widened[:m.widened]
}
