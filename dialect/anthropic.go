package dialect

import (
	"fmt"

	"github.com/stitchgen/stitchgen/model"
)

// anthropicFormats are the formats Anthropic strict tool use accepts.
var anthropicFormats = map[string]bool{"date-time": true, "time": true, "date": true, "duration": true,
	"email": true, "hostname": true, "uri": true, "ipv4": true, "ipv6": true, "uuid": true}

// anthropicStrict transforms the advertised schema for Anthropic's strict
// tool use: objects closed; numeric bounds, lengths, maxItems, minItems above
// 1 and formats it refuses moved into the description (this only widens);
// maps, rest bags and any values as JSON text; recursion cut with a JSON-text
// leaf (every $ref), so the result has no $defs.
func (p *pass) anthropicStrict(root *model.Schema) *model.Schema {
	return p.an(root, "", true)
}

// an is one node of anthropicStrict.
func (p *pass) an(s *model.Schema, path string, root bool) *model.Schema {
	s = p.freeIn(s)
	switch {
	case s.Ref != "":
		lower := func(b *model.Schema) *model.Schema { return p.an(b, path, false) }
		if c := p.refUnion(s, path, "strict tool use", lower); c != nil {
			return c
		}
		if c, null := p.refKinds(s, path, "strict tool use", lower, func() *model.Schema { return p.refText(undescribed(s)) }); c != nil {
			if null {
				c.AnyOf = append(c.AnyOf, &model.Schema{Type: []string{"null"}})
			}
			return c
		}
		return p.refText(s)
	case s.Free:
		return text(withoutNull(s), textOf(s))
	case s.OneOf != nil:
		c := shallow(s)
		c.Type = nil
		c.AnyOf = p.unionBranches(s, path, "strict tool use", func(b *model.Schema) *model.Schema { return p.an(b, path, false) })
		if root {
			p.notStrict("the root is a union (flatten=false): the input schema must be an object")
		}
		return c
	}
	if mixedMap(s, root) {
		return p.kindsApart(s, path, "strict tool use", func(b *model.Schema) *model.Schema { return p.an(b, path, false) })
	}
	c, done, open := p.strictNode(s, path, root, "strict tool use")
	c.Defs = nil // recursion is cut with JSON text: nothing refers to them
	if done {
		return c
	}
	if s.HasType("object") {
		c.Properties = []model.Property{}
		for _, prop := range s.Properties {
			c.Properties = append(c.Properties, model.Property{Name: prop.Name, Schema: p.an(prop.Schema, join(path, prop.Name), false)})
		}
		c.AdditionalProperties = &model.Schema{False: true}
		if open {
			// Not strict: the root stays open, so no value is lost.
			c.AdditionalProperties = p.an(s.AdditionalProperties, path+".*", false)
		}
		p.moveAll(c, path, "minProperties", "maxProperties")
	}
	if s.HasType("array") {
		if s.Items == nil {
			p.notStrict(where(path) + " is an array without items")
		} else {
			c.Items = p.an(s.Items, path+"[]", false)
		}
		p.moveAll(c, path, "maxItems")
		if c.MinItems != nil && *c.MinItems > 1 {
			n := *c.MinItems
			c.Description = sentence(c.Description, fmt.Sprintf("Constraints: minItems %d.", n))
			c.MinItems = model.IntPtr(1)
			p.widened(path, "minItems")
		}
	}
	if c.Format != "" && !anthropicFormats[c.Format] {
		p.moveAll(c, path, "format")
	}
	p.moveAll(c, path, "minLength", "maxLength", "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum")
	return c
}

// Budget is a tool's share of Anthropic's per-request limits on strict
// tools (docs/design.md §9: at most 20 strict tools, 24 optional parameters, 16
// parameters with union types, nullable included).
type Budget struct {
	Optional int // properties not required, at every depth
	Unions   int // nodes with a type list or anyOf
}

// The per-request limits of Anthropic strict tool use.
const (
	MaxStrictTools     = 20
	MaxOptionalParams  = 24
	MaxUnionTypeParams = 16
)

func budgetOf(s *model.Schema) Budget {
	var b Budget
	s.Walk(func(n *model.Schema) {
		for _, pr := range n.Properties {
			if !n.IsRequired(pr.Name) {
				b.Optional++
			}
		}
		if len(n.Type) > 1 || n.AnyOf != nil {
			b.Unions++
		}
	})
	return b
}

// BudgetPackage applies the per-request budget to a package's
// anthropic-strict results (in declaration order): a tool stays strict while
// the strict tools so far, itself included, fit in every limit; the others
// are declared strict: false with the reason. It returns the totals of the
// tools left strict.
func BudgetPackage(rs []*Result) (tools int, total Budget) {
	for _, r := range rs {
		if !r.Dialect.Spec().Budget || !r.Strict {
			continue
		}
		next := Budget{total.Optional + r.Budget.Optional, total.Unions + r.Budget.Unions}
		switch {
		case tools+1 > MaxStrictTools:
			r.Reasons = append(r.Reasons, fmt.Sprintf("the package already has %d strict tools (Anthropic's limit per request)", MaxStrictTools))
		case next.Optional > MaxOptionalParams:
			r.Reasons = append(r.Reasons, fmt.Sprintf("%d optional parameters with the strict tools before it (the limit per request is %d); mark tools strict=false to choose", next.Optional, MaxOptionalParams))
		case next.Unions > MaxUnionTypeParams:
			r.Reasons = append(r.Reasons, fmt.Sprintf("%d union-typed parameters with the strict tools before it (the limit per request is %d); mark tools strict=false to choose", next.Unions, MaxUnionTypeParams))
		default:
			tools, total = tools+1, next
			continue
		}
		r.Strict, r.OverBudget = false, true
	}
	return tools, total
}
