package dialect

import (
	"encoding/json"
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// openAIFormats are the formats OpenAI strict mode accepts (docs/design.md §9:
// "uri is rejected, reported 2026-02 and 2026-05").
var openAIFormats = map[string]bool{"date-time": true, "time": true, "date": true, "duration": true,
	"email": true, "hostname": true, "ipv4": true, "ipv6": true, "uuid": true}

// openAIStrict transforms the advertised schema for OpenAI's strict mode:
// every object closed; every key required, an optional one nullable (the
// parser reads null as absent); maps, rest bags and any values as JSON text;
// oneOf as anyOf; formats OpenAI refuses, minLength/maxLength (risky),
// min/maxProperties and default moved into the description.
func (p *pass) openAIStrict(root *model.Schema) *model.Schema {
	out := p.oa(root, "", true)
	for _, d := range root.Defs {
		out.Defs = append(out.Defs, model.Def{Name: d.Name, Schema: p.oa(d.Schema, "$defs."+d.Name, false)})
	}
	p.openAILimits(out)
	if n := len(p.nullKeys); n > 0 {
		what := p.nullKeys[0] + " is a stitch.Nullable"
		if n > 1 {
			what = strings.Join(p.nullKeys[:n-1], ", ") + " and " + p.nullKeys[n-1] + " are stitch.Nullable"
		}
		p.notStrict(what + " (a key left out is not null): strict mode sends every key, so leaving one out has no spelling; tag them required to make the tool strict")
	}
	return out
}

// oa is one node of openAIStrict.
func (p *pass) oa(s *model.Schema, path string, root bool) *model.Schema {
	s = p.freeIn(s)
	switch {
	case s.Ref != "":
		c := &model.Schema{Ref: s.Ref}
		def := s.Default
		desc := s.Description
		if def != nil {
			desc = sentence(desc, "Default "+string(def)+".")
		}
		if desc == "" {
			return c
		}
		// $ref takes no siblings: the description goes on a one-branch anyOf.
		return &model.Schema{Description: desc, AnyOf: []*model.Schema{c}}
	case s.Free:
		return text(withoutNull(s), textOf(s))
	case s.OneOf != nil:
		c := shallow(s)
		c.AnyOf = p.unionBranches(s, path, "strict mode", func(b *model.Schema) *model.Schema { return p.oa(b, path, false) })
		c.Type = nil // the branches say object
		if root {
			p.notStrict("the root is a union (flatten=false): strict mode wants an object at the root")
		}
		sayDefault(c) // a union's default ({} for a *U tagged default={})
		return c
	}
	if mixedMap(s, root) {
		c := p.kindsApart(s, path, "strict mode", func(b *model.Schema) *model.Schema { return p.oa(b, path, false) })
		sayDefault(c)
		return c
	}
	c, done, open := p.strictNode(s, path, root, "strict mode")
	if done {
		return c
	}
	if s.HasType("object") {
		c.Properties = []model.Property{}
		c.Required = nil
		for _, prop := range s.Properties {
			pp := join(path, prop.Name)
			ps := p.oa(prop.Schema, pp, false)
			c.Properties = append(c.Properties, model.Property{Name: prop.Name, Schema: ps})
			if !s.IsRequired(prop.Name) {
				if prop.Schema.NullValue {
					// A stitch.Nullable's null is "clear", so null cannot
					// also mean "left out" (keep): the key stays optional,
					// and the tool cannot be strict.
					p.nullKeys = append(p.nullKeys, pp)
					continue
				}
				p.optional(prop.Schema, ps, pp)
			}
			c.Required = append(c.Required, prop.Name)
		}
		c.AdditionalProperties = &model.Schema{False: true}
		if open {
			// Not strict: the root stays open, so no value is lost.
			c.AdditionalProperties = p.oa(s.AdditionalProperties, path+".*", false)
		}
		p.moveAll(c, path, "minProperties", "maxProperties")
	}
	if s.HasType("array") {
		if s.Items == nil {
			p.notStrict(where(path) + " is an array without items: strict mode wants typed items")
		} else {
			c.Items = p.oa(s.Items, path+"[]", false)
		}
	}
	if c.Format != "" && !openAIFormats[c.Format] {
		p.moveAll(c, path, "format")
	}
	p.moveAll(c, path, "minLength", "maxLength")
	sayDefault(c)
	return c
}

// sayDefault moves c's default into its description: strict mode takes no
// "default", and a model reads it there.
func sayDefault(c *model.Schema) {
	if c.Default != nil {
		c.Description = sentence(c.Description, "Default "+string(c.Default)+".")
		c.Default = nil
	}
}

// optional makes the schema ps of an optional key (advertised as adv)
// required-with-null: null means the key is left out. oa has named the
// default, if any, in the description.
func (p *pass) optional(adv, ps *model.Schema, path string) {
	if ps.Ref != "" {
		*ps = model.Schema{AnyOf: []*model.Schema{{Ref: ps.Ref}}}
	}
	if !addNull(ps) {
		p.notStrict(where(path) + " is optional and untyped: strict mode cannot add null to it")
		return
	}
	if adv.Default != nil && !(adv.HasType("null") && !adv.Free) {
		ps.Description = sentence(ps.Description, "Send null to use the default.")
	}
}

// openAILimits checks the size limits of a strict schema (docs/design.md §9:
// 5,000 properties, 10 levels of nesting, 1,000 enum values, 120,000
// characters of names and enum/const strings).
func (p *pass) openAILimits(s *model.Schema) {
	props, enums, chars := 0, 0, 0
	s.Walk(func(n *model.Schema) {
		props += len(n.Properties)
		for _, pr := range n.Properties {
			chars += len(pr.Name)
		}
		enums += len(n.Enum)
		for _, e := range n.Enum {
			chars += len(e)
		}
		chars += len(n.Const)
	})
	switch {
	case props > 5000:
		p.notStrict("more than 5,000 properties")
	case enums > 1000:
		p.notStrict("more than 1,000 enum values")
	case chars > 120000:
		p.notStrict("more than 120,000 characters of property names and enum values")
	case depth(s) > 10:
		p.notStrict("objects nested more than 10 levels deep")
	}
}

// depth is how many objects nest in s, $refs not followed.
func depth(s *model.Schema) int {
	if s == nil {
		return 0
	}
	d := 0
	for _, pr := range s.Properties {
		d = max(d, depth(pr.Schema))
	}
	d = max(d, depth(s.Items))
	for _, b := range s.AnyOf {
		d = max(d, depth(b)-1)
	}
	if s.Properties != nil {
		d++
	}
	return d
}

// enumKinds is the type list an untyped enum or const implies, or nil.
func enumKinds(s *model.Schema) []string {
	vals := s.Enum
	if s.Const != nil {
		vals = append(vals, s.Const)
	}
	seen := map[string]bool{}
	for _, v := range vals {
		seen[kindOf(v)] = true
	}
	var out []string
	for _, k := range model.KindOrder {
		if seen[k] {
			out = append(out, k)
		}
	}
	return out
}

// kindOf is the JSON kind of a value ("integer" for integral numbers).
func kindOf(v json.RawMessage) string {
	switch c := v[0]; {
	case c == '"':
		return "string"
	case c == 't' || c == 'f':
		return "boolean"
	case c == 'n':
		return "null"
	case c == '{':
		return "object"
	case c == '[':
		return "array"
	}
	var n json.Number
	if json.Unmarshal(v, &n) == nil {
		if _, err := n.Int64(); err == nil {
			return "integer"
		}
	}
	return "number"
}

// strictNode starts a node of a strict dialect (mode names it in reasons):
// a shallow copy typed from its enum where it has no type. done says c is the
// whole node: an untyped one (not strict), or a map or loose object below the
// root, sent as JSON text. open says the root takes keys it does not name, so
// it stays open and the tool is not strict.
func (p *pass) strictNode(s *model.Schema, path string, root bool, mode string) (c *model.Schema, done, open bool) {
	c = shallow(s)
	if len(c.Type) == 0 {
		c.Type = enumKinds(s)
		if len(c.Type) == 0 {
			p.notStrict(where(path) + " is untyped: " + mode + " wants a type on every node")
			return c, true, false
		}
	}
	if (isMap(s) || isLoose(s)) && !root {
		return text(s, textOf(s)), true, false
	}
	open = root && s.HasType("object") && (isMap(s) || isLoose(s))
	if open {
		p.notStrict("the input takes keys it does not name (a rest field or a plain or loose union variant): " + mode + " closes every object")
	}
	return c, false, open
}

func where(path string) string {
	if path == "" {
		return "the input"
	}
	return path
}
