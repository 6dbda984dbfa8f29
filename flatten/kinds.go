package flatten

import (
	"bytes"
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// Unions that choose their variant without a label (design §10): by the
// kind of the JSON value, advertised as one node; and by the keys present,
// advertised as one flat object like a labelled union's.

// byKeys stands for the discriminator of a by=keys union's flat object: no
// key chooses its variants, their markers do, and condition phrases a hint
// by them ("Available if sent with node_id | item_id.").
const byKeys = "\x00keys"

// keysDescription tells how the variants of a by=keys union are chosen,
// then what the variants say, merged by the When rule: "Send exactly one
// of: node_id; item_id; owner, repo and number."
func keysDescription(vs []variant) string {
	names := make([]string, len(vs))
	docs := make([]described, len(vs))
	for i, v := range vs {
		names[i] = v.labels[0]
		docs[i] = described{v.labels, v.s.Description}
	}
	return join("Send exactly one of: "+strings.Join(names, "; ")+".", when(byKeys, docs, true))
}

// kinds flattens a by=kind union: its branches are of distinct kinds, so
// one node with their type list and each branch's kind-scoped keywords side
// by side accepts exactly what one of them accepts (minLength speaks only to
// strings, items only to arrays, properties only to objects). A branch's
// enum or const would exclude the other kinds: it moves into the
// description (the parser still enforces it), and the node accepts more.
func (f *flattener) kinds(u *model.Schema, branches []*model.Schema) *model.Schema {
	r := &model.Schema{
		Pos:       u.Pos,
		Field:     u.Field,
		Tolerance: u.Tolerance,
		Notes:     u.Notes,
		Default:   u.Default,
		Defs:      f.defs(u.Defs),
	}
	ms := make([]member, len(branches))
	for i, b := range branches {
		ms[i] = member{s: b, labels: []string{b.Union}}
	}
	ms, ok := f.resolve(collision{union: unionName(u)}, ms) // a recursive object variant
	if !ok {
		return f.fallback(u, branches)
	}
	kinds := map[string]bool{}
	var told []string
	for _, m := range ms {
		b := m.s
		for _, t := range b.Type {
			kinds[t] = true
		}
		told = append(told, kindText(b))
		switch {
		case b.HasType("string"):
			r.MinLength, r.MaxLength, r.Pattern, r.Format = b.MinLength, b.MaxLength, b.Pattern, b.Format
		case b.HasType("number") || b.HasType("integer"):
			r.Minimum, r.ExclusiveMinimum, r.Maximum, r.ExclusiveMaximum = b.Minimum, b.ExclusiveMinimum, b.Maximum, b.ExclusiveMaximum
		case b.HasType("object"):
			r.Properties, r.Required = b.Properties, b.Required
			r.AdditionalProperties, r.PropertyNames = b.AdditionalProperties, b.PropertyNames
			r.MinProperties, r.MaxProperties = b.MinProperties, b.MaxProperties
		case b.HasType("array"):
			r.Items, r.MinItems, r.MaxItems = b.Items, b.MinItems, b.MaxItems
		}
	}
	for _, k := range model.KindOrder {
		if kinds[k] {
			r.Type = append(r.Type, k)
		}
	}
	r.Description = u.Description
	for _, t := range told {
		r.Description = join(r.Description, t)
	}
	return r
}

// kindText is what the description says of one branch of a by=kind union:
// its own description and the values it is limited to, "As a string: A
// label's name. One of: "bug", "feature"." Nothing when it has neither.
func kindText(b *model.Schema) string {
	var values []string
	if b.Const != nil {
		values = append(values, string(b.Const))
	}
	for _, e := range b.Enum {
		if !bytes.Equal(e, jsonNull) {
			values = append(values, string(e))
		}
	}
	text := b.Description
	switch {
	case len(values) == 1:
		text = join(text, "Exactly "+values[0]+".")
	case len(values) > 1:
		text = join(text, "One of: "+strings.Join(values, ", ")+".")
	}
	if text == "" {
		return ""
	}
	var kinds []string
	for _, t := range b.Type {
		if t != "null" {
			kinds = append(kinds, t)
		}
	}
	return "As " + spellKinds(kinds) + ": " + text
}
