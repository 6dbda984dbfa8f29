package flatten

import (
	"slices"
	"sort"
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// A described is one variant's text about a key, with the labels of that
// variant.
type described struct {
	labels []string
	text   string
}

// when merges what several variants say about one thing (DESIGN §3):
// variants without text are left out; variants with the same text are
// grouped, in order of first appearance, as "When k = a | b: <text>". If a
// single text remains it is used alone, unless everyOne is set and some
// variant said nothing or something else: a variant's own doc describes that
// variant, so it stands alone only when every variant carries it.
func when(k string, ds []described, everyOne bool) string {
	type group struct {
		labels []string
		text   string
	}
	var groups []*group
	byText := map[string]*group{}
	silent := false
	for _, d := range ds {
		if d.text == "" {
			silent = true
			continue
		}
		g := byText[d.text]
		if g == nil {
			g = &group{text: d.text}
			byText[d.text] = g
			groups = append(groups, g)
		}
		g.labels = append(g.labels, d.labels...)
	}
	switch {
	case len(groups) == 0:
		return ""
	case len(groups) == 1 && !(everyOne && silent):
		return groups[0].text
	}
	parts := make([]string, len(groups))
	for i, g := range groups {
		parts[i] = "When " + condition(k, g.labels) + ": " + g.text
	}
	return strings.Join(parts, " ")
}

// condition renders "k = a | b"; without a discriminator (a oneOf this pass
// falls back on) the labels are branch numbers.
func condition(k string, labels []string) string {
	labels = unique(labels) // two unions merged under one key may share a label
	switch k {
	case "":
		return "branch " + strings.Join(labels, " | ")
	case byKeys:
		return "sent with " + strings.Join(labels, " | ")
	}
	return k + " = " + strings.Join(labels, " | ")
}

// withHint appends to the description of an optional key of a flat object
// which labels allow it and which require it.
func withHint(desc, k string, avail, req []string) string {
	hint := "Available if " + condition(k, avail) + "."
	if len(req) > 0 {
		hint += " Required if " + condition(k, req) + "."
	}
	return join(desc, hint)
}

// discDescription describes the discriminator of a flat object: what the
// variants' discriminator fields say, then what the variants themselves say,
// each merged by the When rule.
func discDescription(k string, vs []variant) string {
	fields := make([]described, len(vs))
	docs := make([]described, len(vs))
	for i, v := range vs {
		fields[i] = described{v.labels, v.s.Prop(k).Description}
		docs[i] = described{v.labels, v.s.Description}
	}
	return join(when(k, fields, false), when(k, docs, true))
}

// join joins two sentences with a space, skipping an empty one.
func join(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + " " + b
}

// kindHint says which kind a key takes under which labels when its members
// differ in kind (its hull is a type array): "An integer if op = move; a
// string if op = tag | label." A model told only ["string", "integer"]
// guesses; this tells it. Members of one kind give "".
func kindHint(k string, ms []member) string {
	type group struct {
		kind   string
		types  []string
		labels []string
	}
	var groups []*group
	byKind := map[string]*group{}
	for _, m := range ms {
		kind := spellKinds(m.s.Type)
		g := byKind[kind]
		if g == nil {
			g = &group{kind: kind, types: m.s.Type}
			byKind[kind] = g
			groups = append(groups, g)
		}
		g.labels = append(g.labels, m.labels...)
	}
	if len(groups) < 2 || k == "" {
		return ""
	}
	// In the fixed kind order (a string first, then a string or null), so
	// that the order of the variants changes at most the order of labels
	// (DESIGN §3).
	sort.Slice(groups, func(i, j int) bool {
		return slices.CompareFunc(groups[i].types, groups[j].types, func(a, b string) int {
			return slices.Index(model.KindOrder, a) - slices.Index(model.KindOrder, b)
		}) < 0
	})
	parts := make([]string, len(groups))
	for i, g := range groups {
		parts[i] = g.kind + " if " + condition(k, g.labels)
	}
	out := strings.Join(parts, "; ") + "."
	return strings.ToUpper(out[:1]) + out[1:]
}

// spellKinds spells a type list for a sentence: "an integer", "a string or
// null".
func spellKinds(types []string) string {
	words := make([]string, len(types))
	for i, t := range types {
		switch t {
		case "integer", "object", "array":
			words[i] = "an " + t
		case "null":
			words[i] = "null"
		default:
			words[i] = "a " + t
		}
	}
	return strings.Join(words, " or ")
}
