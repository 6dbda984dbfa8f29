package flatten

import (
	"encoding/json"
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

// when merges what several variants say about one thing (design §3):
// variants without text are left out; variants with the same text are
// grouped, in order of first appearance, as "When k = a | b: <text>". If a
// single text remains it is used alone, unless everyOne is set and some
// variant said nothing or something else: a variant's own doc describes that
// variant, so it stands alone only when every variant carries it.
func when(k string, ds []described, everyOne bool) string {
	return whenAnd(k, ds, nil, everyOne, "")
}

// whenAnd is when of ds and when of more (as everyOne), a group of more
// joining the When group of ds with the same labels, so those labels are
// named once: "When t = c: Label of c. At least 1 character." The texts
// that stand alone come first, then middle, then the When clauses (so the
// order of the variants moves only whole clauses).
func whenAnd(k string, ds, more []described, everyOne bool, middle string) string {
	ga, silentA := grouped(ds)
	gb, silentB := grouped(more)
	aloneA := len(ga) == 1 && !(everyOne && silentA)
	aloneB := len(gb) == 1 && !silentB
	if !aloneA && !aloneB {
		rest := gb[:0:0]
		for _, g := range gb {
			i := slices.IndexFunc(ga, func(h *group) bool { return sameLabels(h.labels, g.labels) })
			if i < 0 {
				rest = append(rest, g)
				continue
			}
			ga[i].text = clause(ga[i].text, g.text)
		}
		gb = rest
	}
	switch {
	case aloneA && aloneB:
		return join(join(render(k, ga, true), render(k, gb, true)), middle)
	case aloneA:
		return join(join(render(k, ga, true), middle), render(k, gb, false))
	case aloneB:
		return join(join(render(k, gb, true), middle), render(k, ga, false))
	}
	return join(middle, join(render(k, ga, false), render(k, gb, false)))
}

// A group is a text and the labels of the variants that say it.
type group struct {
	labels []string
	text   string
}

// grouped groups ds by text, in order of first appearance; silent reports
// whether some variant said nothing.
func grouped(ds []described) (groups []*group, silent bool) {
	byText := map[string]*group{}
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
	return groups, silent
}

// render writes groups as When clauses, or the one group's text alone.
func render(k string, groups []*group, alone bool) string {
	if len(groups) == 0 {
		return ""
	}
	if alone {
		return capital(groups[0].text)
	}
	out := ""
	for _, g := range groups {
		out = join(out, "When "+condition(k, g.labels)+": "+g.text)
	}
	return out
}

// clause adds more to the text of a When clause as a clause of its last
// sentence, so it reads as part of that clause: "Text to append; at most
// 1024 characters."
func clause(text, more string) string {
	if t := strings.TrimSuffix(text, "."); t != text && !strings.Contains(text[strings.LastIndexByte(text, '\n')+1:], "- ") {
		return t + "; " + more
	}
	return join(text, capital(more))
}

// capital is s with its first letter upper case.
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

func sameLabels(a, b []string) bool {
	a, b = unique(a), unique(b)
	if len(a) != len(b) {
		return false
	}
	for _, l := range a {
		if !slices.Contains(b, l) {
			return false
		}
	}
	return true
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
// which labels allow it and which require it, saying each rule once (design// §10): no "Available if" on a key every variant has; "Required if X." alone
// where the labels that allow the key all require it; and a list of labels as
// its complement where that is shorter ("Required unless method = list"). A
// requirement is put as a complement only when every variant has the key:
// "unless" must not claim the key where it is not allowed.
func withHint(desc, k string, all, avail, req []string) string {
	avail, req = unique(avail), unique(req)
	everywhere := len(avail) == len(all)
	var hint string
	switch {
	case len(req) == len(avail): // required wherever it is allowed (avail ≠ all)
		hint = labelled("Required", k, req, all, false)
	case everywhere && len(req) == 0:
	case everywhere:
		hint = labelled("Required", k, req, all, true)
	default:
		hint = labelled("Available", k, avail, all, true)
		if len(req) > 0 {
			hint += " " + labelled("Required", k, req, all, false)
		}
	}
	return join(desc, hint)
}

// labelled says "<verb> if k = a | b." or, where it is shorter and
// complement allows it, "<verb> unless k = c." with the labels of all that
// are not in labels.
func labelled(verb, k string, labels, all []string, complement bool) string {
	out := verb + " if " + condition(k, labels) + "."
	if !complement || k == byKeys { // "unless sent with a" would read as a rule of its own
		return out
	}
	var rest []string
	for _, l := range all {
		if !slices.Contains(labels, l) {
			rest = append(rest, l)
		}
	}
	if len(rest) > 0 {
		if unless := verb + " unless " + condition(k, rest) + "."; len(unless) < len(out) {
			return unless
		}
	}
	return out
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

// join joins two texts as sentences (model.JoinSentences): a hint never
// runs into the text before it ("Issue title. Available if method = update.").
func join(a, b string) string { return model.JoinSentences(a, b) }

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
	// (design §3).
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

// widened lists, per member, what the hull r of the members ms no longer
// says of it: a bound it loosened or dropped, an enum it widened, a pattern
// or format it dropped, and the default flatten removed
// (model.Schema.Dropped). Merged by the When rule, it reads "When op = list:
// at most 200; default 200.", or, where every member says it, "Default
// 200." The parser still applies each variant's own checks; this only tells
// the model.
func widened(r *model.Schema, ms []member) []described {
	ds := make([]described, 0, len(ms))
	for _, m := range ms {
		if m.s.False {
			continue
		}
		ds = append(ds, described{m.labels, lost(m.s, r)})
	}
	return ds
}

// lost lists, as one sentence, what m says that r does not.
func lost(m, r *model.Schema) string {
	var parts []string
	if m.Const != nil && !(r.Const != nil && string(r.Const) == string(m.Const)) {
		parts = append(parts, "exactly "+string(m.Const))
	} else if len(m.Enum) == 1 && !sameValues(m.Enum, r.Enum) {
		parts = append(parts, "exactly "+string(m.Enum[0]))
	} else if m.Enum != nil && !sameValues(m.Enum, r.Enum) {
		parts = append(parts, "one of "+joinValues(m.Enum))
	}
	if m.HasType("string") || len(m.Type) == 0 {
		parts = append(parts, rangeOf(m.MinLength, m.MaxLength, r.MinLength, r.MaxLength, "characters")...)
		if m.Pattern != "" && m.Pattern != r.Pattern {
			parts = append(parts, "matching "+m.Pattern)
		}
		if m.Format != "" && m.Format != r.Format {
			parts = append(parts, "format "+m.Format)
		}
	}
	parts = append(parts, numberRange(m, r)...)
	if m.HasType("array") {
		parts = append(parts, rangeOf(m.MinItems, m.MaxItems, r.MinItems, r.MaxItems, "items")...)
	}
	if m.Dropped != nil {
		parts = append(parts, "default "+string(m.Dropped))
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, "; ") + "."
}

// rangeOf phrases the bounds lo..hi of m that r does not keep as they are
// (model.Count: a count whose bounds are equal is "exactly 1 item").
func rangeOf(lo, hi, rlo, rhi *int64, unit string) []string {
	lostLo := lo != nil && (rlo == nil || *rlo != *lo) && *lo > 0
	lostHi := hi != nil && (rhi == nil || *rhi != *hi)
	switch {
	case (lostLo || lostHi) && lo != nil && hi != nil && *lo == *hi, lostLo && lostHi:
		return []string{model.Count(lo, hi, unit)}
	case lostLo:
		return []string{model.Count(lo, nil, unit)}
	case lostHi:
		return []string{model.Count(nil, hi, unit)}
	}
	return nil
}

// numberRange phrases the number bounds of m that r does not keep.
func numberRange(m, r *model.Schema) []string {
	lo, hi := "", ""
	switch {
	case m.Minimum != "" && m.Minimum != r.Minimum:
		lo = "at least " + string(m.Minimum)
	case m.ExclusiveMinimum != "" && m.ExclusiveMinimum != r.ExclusiveMinimum:
		lo = "above " + string(m.ExclusiveMinimum)
	}
	switch {
	case m.Maximum != "" && m.Maximum != r.Maximum:
		hi = "at most " + string(m.Maximum)
	case m.ExclusiveMaximum != "" && m.ExclusiveMaximum != r.ExclusiveMaximum:
		hi = "below " + string(m.ExclusiveMaximum)
	}
	switch {
	case strings.HasPrefix(lo, "at least ") && strings.HasPrefix(hi, "at most "):
		return []string{"between " + string(m.Minimum) + " and " + string(m.Maximum)}
	case lo != "" && hi != "":
		return []string{lo + " and " + hi}
	case lo != "":
		return []string{lo}
	case hi != "":
		return []string{hi}
	}
	return nil
}

func sameValues(a, b []json.RawMessage) bool {
	return slices.EqualFunc(a, b, func(x, y json.RawMessage) bool { return string(x) == string(y) })
}

// joinValues spells JSON values as the parser's messages do: "a", "b".
func joinValues(vs []json.RawMessage) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = string(v)
	}
	return strings.Join(parts, ", ")
}

// sayDropped states, in its description, every default flatten removed in
// the tree s and not yet stated ("Default 200."), and forgets it.
func sayDropped(s *model.Schema) {
	s.Walk(func(n *model.Schema) {
		if n.Dropped != nil {
			n.Description = join(n.Description, "Default "+string(n.Dropped)+".")
			n.Dropped = nil
		}
	})
}
