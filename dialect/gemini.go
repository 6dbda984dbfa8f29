package dialect

import (
	"encoding/json"
	"fmt"
	"math/big"
	"regexp"
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// geminiName is the property (parameter) name Gemini's parameters accept.
var geminiName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]{0,63}$`)

// gemini transforms the advertised schema into the OpenAPI subset of
// Gemini's parameters: only the 22 fields of go-genai's Schema; one type,
// upper case, with nullable; other type lists as anyOf branches each with
// its kind's keywords; exclusive integer bounds made inclusive (exact),
// exclusive number bounds inclusive with a note; const as a one-value enum;
// enums other than strings, formats other than date-time and enum, and
// additionalProperties moved into the description; $refs (only cycles), maps,
// objects without properties, objects with names Gemini refuses and any
// values as JSON text.
//
// A root property name Gemini refuses cannot travel as JSON text (the root
// must be an object): it is a diagnostic at the field, with the fixes.
func (p *pass) gemini(root *model.Schema) *model.Schema {
	for _, pr := range root.Properties {
		if !geminiName.MatchString(pr.Name) {
			p.res.Diagnostics = append(p.res.Diagnostics, model.Diagnostic{Pos: pr.Schema.Pos, Msg: fmt.Sprintf(
				"Gemini refuses the parameter name %q of tool %s (it takes %s, and a key at the root cannot travel as JSON text): rename the key, e.g. json:%q, or leave gemini out of the package's dialects (//stitch:dialects)",
				pr.Name, p.res.Tool.Name, geminiName, geminiSafe(pr.Name))})
		}
	}
	return p.ge(root, "", true)
}

// geminiSafe is name with every character Gemini refuses in a parameter name
// made an underscore (a first digit gets one in front), for a diagnostic.
func geminiSafe(name string) string {
	b := []byte(name)
	for i, c := range b {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			b[i] = '_'
		}
	}
	out := string(b)
	if out == "" || out[0] >= '0' && out[0] <= '9' {
		out = "_" + out
	}
	if len(out) > 64 {
		out = out[:64]
	}
	return out
}

func (p *pass) ge(s *model.Schema, path string, root bool) *model.Schema {
	s = p.freeIn(s)
	switch {
	case s.Ref != "":
		lower := func(b *model.Schema) *model.Schema { return p.ge(b, path, false) }
		if c := p.refUnion(s, path, "", lower); c != nil {
			return c
		}
		asText := func(r *model.Schema) *model.Schema {
			t := p.refText(r)
			t.Type = []string{"STRING"}
			t.Nullable = r.HasType("null")
			return t
		}
		if c, null := p.refKinds(s, path, "", lower, func() *model.Schema { return asText(undescribed(s)) }); c != nil {
			for _, b := range c.AnyOf {
				b.Nullable = b.Nullable || null
			}
			return c
		}
		return asText(s)
	case s.Free:
		return p.geText(s)
	case s.OneOf != nil:
		c := shallow(s)
		c.Type = nil
		live := *s
		live.OneOf = nil
		for _, b := range s.OneOf {
			if !(len(b.Type) == 1 && b.Type[0] == "null") { // nullable below
				live.OneOf = append(live.OneOf, b)
			}
		}
		c.AnyOf = p.unionBranches(&live, path, "", func(b *model.Schema) *model.Schema { return p.ge(b, path, false) })
		if len(live.OneOf) < len(s.OneOf) {
			for _, b := range c.AnyOf {
				b.Nullable = true
			}
		}
		return c
	}
	if mixedMap(s, root) || (!root && len(kinds(s)) > 1 && geObjectText(s)) {
		c := p.kindsApart(s, path, "", func(b *model.Schema) *model.Schema { return p.ge(b, path, false) })
		// Gemini spells null as nullable on each branch.
		if n := len(c.AnyOf); n > 0 && len(c.AnyOf[n-1].Type) == 1 && c.AnyOf[n-1].Type[0] == "null" {
			c.AnyOf = c.AnyOf[:n-1]
			for _, b := range c.AnyOf {
				b.Nullable = true
			}
		}
		for _, b := range c.AnyOf {
			if b.Text {
				b.Type = []string{"STRING"}
			}
		}
		return c
	}
	if !root && (isMap(s) || geObjectText(s)) {
		return p.geText(s)
	}
	ks := kinds(s)
	if len(ks) == 0 {
		ks = kinds(&model.Schema{Type: enumKinds(s)})
	}
	switch len(ks) {
	case 0:
		// Untyped (a collided key whose variants tolerate more than their
		// type): Gemini wants a type on every node and refuses an OBJECT
		// without properties, so it is any scalar.
		c := &model.Schema{Description: s.Description, Pos: s.Pos, Field: s.Field, FreeIn: s.FreeIn}
		for _, k := range []string{"STRING", "NUMBER", "BOOLEAN"} {
			c.AnyOf = append(c.AnyOf, &model.Schema{Type: []string{k}, Nullable: true})
		}
		p.res.Notes = append(p.res.Notes, where(path)+": untyped, declared any scalar: Gemini wants a type on every node and refuses an object without properties, so an object or array there is outside the declaration (the parser takes it)")
		return c
	case 1:
		c := p.geKind(s, ks[0], path)
		c.Nullable = s.HasType("null") || hasNullValue(s.Enum)
		return c
	}
	c := split(s)
	for _, k := range ks {
		b := p.geKind(part(s, k), k, path)
		b.Nullable = s.HasType("null")
		c.AnyOf = append(c.AnyOf, b)
	}
	return c
}

// geText is the JSON-text form of s in the gemini dialect.
func (p *pass) geText(s *model.Schema) *model.Schema {
	t := text(s, textOf(s))
	t.Type = []string{"STRING"}
	t.Nullable = s.HasType("null") && !s.Free
	return t
}

// geObjectText reports whether s is an object Gemini cannot declare, sent
// as JSON text: one without properties (Gemini refuses an OBJECT without
// them) or with a property name it refuses. Where s is of other kinds too
// (a by=kind union of a string or a number and such a struct), only the
// object is text (kindsApart): a number sent as text would not read as the
// number, a string would read as the string.
func geObjectText(s *model.Schema) bool {
	return s.HasType("object") && (len(s.Properties) == 0 || badNames(s))
}

// badNames reports whether an object has a property name Gemini refuses.
func badNames(s *model.Schema) bool {
	for _, pr := range s.Properties {
		if !geminiName.MatchString(pr.Name) {
			return true
		}
	}
	return false
}

// geKind is s, of the one kind k, with only the keywords Gemini knows.
func (p *pass) geKind(s *model.Schema, k, path string) *model.Schema {
	c := shallow(s)
	c.Type = []string{strings.ToUpper(k)}
	c.Defs = nil
	c.PropertyNames = nil // only maps have it, and they are JSON text here
	if c.Const != nil {
		c.Enum = []json.RawMessage{c.Const}
		c.Const = nil
	}
	if c.Enum != nil {
		var strs []json.RawMessage
		for _, e := range c.Enum {
			if string(e) != "null" {
				strs = append(strs, e)
			}
		}
		c.Enum = strs
		if k != "string" {
			p.moveAll(c, path, "enum")
		}
	}
	switch k {
	case "integer", "number":
		p.geExclusive(c, path, k == "integer")
	case "object":
		for _, pr := range s.Properties {
			c.Properties = append(c.Properties, model.Property{Name: pr.Name, Schema: p.ge(pr.Schema, join(path, pr.Name), false)})
		}
		if ap := s.AdditionalProperties; ap != nil && !ap.False {
			each := compact(ap)
			if ap.Free { // sent as JSON text, as a declared key's any value is
				each = "any JSON value, sent as JSON text (a string)"
			}
			c.Description = sentence(c.Description, "It also takes other keys, each "+each+".")
			p.widened(path, "additionalProperties")
		}
	case "array":
		if s.Items != nil {
			c.Items = p.ge(s.Items, path+"[]", false)
		}
	}
	if c.Format != "" && c.Format != "date-time" && c.Format != "enum" {
		p.moveAll(c, path, "format")
	}
	return c
}

// geExclusive turns exclusive bounds into inclusive ones: for an integer
// the next integer (exact), for a number the bound itself, noted.
func (p *pass) geExclusive(c *model.Schema, path string, integer bool) {
	if integer {
		if c.ExclusiveMinimum != "" {
			c.Minimum = json.Number(nextInt(string(c.ExclusiveMinimum), 1))
			c.ExclusiveMinimum = ""
		}
		if c.ExclusiveMaximum != "" {
			c.Maximum = json.Number(nextInt(string(c.ExclusiveMaximum), -1))
			c.ExclusiveMaximum = ""
		}
		return
	}
	var notes []string
	if c.ExclusiveMinimum != "" {
		notes = append(notes, "greater than "+string(c.ExclusiveMinimum))
		c.Minimum, c.ExclusiveMinimum = c.ExclusiveMinimum, ""
	}
	if c.ExclusiveMaximum != "" {
		notes = append(notes, "less than "+string(c.ExclusiveMaximum))
		c.Maximum, c.ExclusiveMaximum = c.ExclusiveMaximum, ""
	}
	if notes != nil {
		c.Description = sentence(c.Description, "Constraints: "+strings.Join(notes, ", ")+".")
		p.widened(path, "exclusive bounds")
	}
}

// nextInt is the first integer past the decimal x in direction dir (+1: the
// least integer > x; -1: the greatest integer < x).
func nextInt(x string, dir int) string {
	r, ok := new(big.Rat).SetString(x)
	if !ok {
		return x
	}
	q := new(big.Int).Quo(r.Num(), r.Denom()) // truncated toward zero
	f := new(big.Rat).SetInt(q)
	if dir > 0 {
		if f.Cmp(r) <= 0 {
			q.Add(q, big.NewInt(1))
		}
	} else if f.Cmp(r) >= 0 {
		q.Sub(q, big.NewInt(1))
	}
	return q.String()
}

// part is s restricted to the keywords of kind k (a member of its type
// list): enum values of that kind, and each kind's own keywords.
//
// The part has no description (the split node keeps it): what the branch's
// transform moves out of its keywords is the branch's description alone.
func part(s *model.Schema, k string) *model.Schema {
	c := shallow(s)
	c.Type = []string{k}
	c.Description, c.FreeIn = "", "" // and how a string is sent (freeIn)
	c.Enum = nil
	for _, e := range s.Enum {
		if ek := kindOf(e); ek == k || (k == "number" && ek == "integer") {
			c.Enum = append(c.Enum, e)
		}
	}
	c.Default = nil
	if k != "string" {
		c.Format, c.Pattern, c.MinLength, c.MaxLength = "", "", nil, nil
	}
	if k != "number" && k != "integer" {
		c.Minimum, c.Maximum, c.ExclusiveMinimum, c.ExclusiveMaximum = "", "", "", ""
	}
	if k != "array" {
		c.MinItems, c.MaxItems = nil, nil
	}
	if k != "object" {
		// required belongs to the object branch alone: a node's required
		// names only its own properties.
		c.MinProperties, c.MaxProperties, c.Required = nil, nil, nil
	}
	// Children are read from s by the caller's kind: keep them on the part.
	if k == "object" {
		c.Properties, c.Required, c.AdditionalProperties = s.Properties, s.Required, s.AdditionalProperties
	}
	if k == "array" {
		c.Items = s.Items
	}
	return c
}

// geminiJSON transforms the advertised schema for Gemini's
// parametersJsonSchema: const as a one-value enum; type lists of several
// kinds as anyOf; the keywords Gemini drops silently (minLength, maxLength,
// pattern, exclusive bounds, default, min/maxProperties) written into the
// description instead; a $ref alone (its description on a one-branch anyOf).
func (p *pass) geminiJSON(root *model.Schema) *model.Schema {
	p.root = root
	out := p.gj(root, "")
	for _, d := range root.Defs {
		out.Defs = append(out.Defs, model.Def{Name: d.Name, Schema: p.gj(d.Schema, "$defs."+d.Name)})
	}
	return out
}

func (p *pass) gj(s *model.Schema, path string) *model.Schema {
	switch {
	case s.Ref != "":
		c := &model.Schema{Ref: s.Ref}
		desc := s.Description
		if s.Default != nil {
			desc = sentence(desc, "Default "+string(s.Default)+".")
		}
		if desc == "" {
			return c
		}
		return &model.Schema{Description: desc, AnyOf: []*model.Schema{c}}
	case s.OneOf != nil:
		c := shallow(s)
		c.Type = nil
		for _, b := range s.OneOf {
			c.AnyOf = append(c.AnyOf, p.gj(b, path))
		}
		p.moveAll(c, path, "default") // a union's default: dropped silently, so said
		return c
	}
	ks := kinds(s)
	null := s.HasType("null")
	if len(ks) == 0 {
		ks = kinds(&model.Schema{Type: enumKinds(s)})
		null = null || hasNullValue(s.Enum)
	}
	nullEnum := null && s.Enum != nil
	if len(ks) <= 1 && !nullEnum {
		c := p.gjKind(s, path)
		if len(ks) == 1 && len(c.Type) == 0 {
			c.Type = []string{ks[0]}
			if null {
				c.Type = append(c.Type, "null")
			}
		}
		return c
	}
	// Several kinds, or an enum with null (enum takes strings and numbers):
	// one branch per kind.
	c := split(s)
	for _, k := range ks {
		b := p.gjKind(part(s, k), path)
		c.AnyOf = append(c.AnyOf, b)
	}
	if null {
		c.AnyOf = append(c.AnyOf, &model.Schema{Type: []string{"null"}})
	}
	p.moveAll(c, path, "default")
	return c
}

// gjKind is one node of geminiJSON whose type list needs no split.
func (p *pass) gjKind(s *model.Schema, path string) *model.Schema {
	c := shallow(s)
	c.Defs = nil
	c.Free = false
	if c.Const != nil {
		c.Enum = []json.RawMessage{c.Const}
		c.Const = nil
	}
	for _, e := range c.Enum {
		if k := kindOf(e); k != "string" && k != "number" && k != "integer" {
			p.moveAll(c, path, "enum")
			break
		}
	}
	switch {
	case s.HasType("integer"):
		p.geExclusive(c, path, true)
	case s.HasType("number"):
		p.geExclusive(c, path, false)
	}
	p.moveAll(c, path, "minLength", "maxLength", "pattern", "exclusiveMinimum", "exclusiveMaximum", "propertyNames", "minProperties", "maxProperties", "default")
	if s.Properties != nil {
		c.Properties = []model.Property{}
		for _, pr := range s.Properties {
			ps := pr.Schema
			if ps.Ref != "" && s.IsRequired(pr.Name) && p.inlining[ps.Ref] {
				// Required again inside its own inlined body: a $ref here
				// would be cyclic and required, so the value travels as
				// JSON text, which the parser reads in place. A by=kind
				// definition of an object and other kinds sends only the
				// object as text (the parser reads a string as the object
				// only where no variant is a string): kindsApart.
				if body := p.root.Resolve(ps.Ref); body != nil && len(kinds(body)) > 1 && body.HasType("object") {
					b := *body
					b.Description, b.Defs = sentence(ps.Description, body.Description), nil
					pp := join(path, pr.Name)
					c.Properties = append(c.Properties, model.Property{Name: pr.Name, Schema: p.kindsApart(&b, pp, "", func(k *model.Schema) *model.Schema { return p.gj(k, pp) })})
					continue
				}
				c.Properties = append(c.Properties, model.Property{Name: pr.Name, Schema: text(ps, textOf(ps))})
				continue
			}
			if ps.Ref != "" && s.IsRequired(pr.Name) {
				// A cyclic $ref only in an optional property: a required
				// one gets the definition's body, one level.
				p.inlining[ps.Ref] = true
				body := *p.root.Resolve(ps.Ref)
				body.Defs = nil
				body.Description = sentence(ps.Description, body.Description)
				ips := p.gj(&body, join(path, pr.Name))
				p.inlining[ps.Ref] = false
				c.Properties = append(c.Properties, model.Property{Name: pr.Name, Schema: ips})
				continue
			}
			c.Properties = append(c.Properties, model.Property{Name: pr.Name, Schema: p.gj(ps, join(path, pr.Name))})
		}
	}
	if ap := s.AdditionalProperties; ap != nil {
		if ap.False {
			c.AdditionalProperties = ap
		} else {
			c.AdditionalProperties = p.gj(ap, path+".*")
		}
	}
	if s.Items != nil {
		c.Items = p.gj(s.Items, path+"[]")
	}
	return c
}
