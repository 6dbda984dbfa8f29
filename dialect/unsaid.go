package dialect

import (
	"encoding/json"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// Unsaid lists what the declaration r drops of the advertised schema adv
// without saying it (design: "each dialect is the same tool"): for every
// node of adv, each constraint (const, enum, format, pattern, the length,
// item, property and number bounds, default, propertyNames, required, the
// node's description) must be in the dialect's node as it is, as an exact
// rewrite of it (const as a one-value enum, an integer's exclusive bound as
// the next integer, null added or taken out where the dialect spells
// nullability so), or in words in a description the model reads there (the
// node's, an anyOf wrapper's or branch's, the JSON text that stands for it).
// Each finding is "path: keyword value".
//
// A recursive value sent as JSON text is said where the declaration says
// its definition (its $defs, or refText's words). A loss the dialect cannot
// avoid and notes (Result.Notes: gemini's untyped key, a string-or-map) is
// not a finding. Closedness (additionalProperties: false) and type lists are
// not constraints here: the dialects spell them by their rules, and the
// property tests check the values they take.
func Unsaid(adv *model.Schema, r *Result) []string {
	u := &unsaid{adv: adv, out: r.Schema}
	said := []string{r.Description}
	u.node(adv, r.Schema, "", said, true)
	if len(r.Schema.Defs) > 0 {
		for _, d := range adv.Defs {
			if od := r.Schema.Resolve("#/$defs/" + d.Name); od != nil {
				u.node(d.Schema, od, "$defs."+d.Name, nil, false)
			}
		}
	}
	// A loss the dialect notes (Result.Notes) is said to the user, not
	// dropped unsaid, and so is what lies below it: its keys and its items
	// (genfuzz seed 1900236: a by=kind union of a string, an object and an
	// array of integers, whose array a note on b said lost, and b[] was
	// reported dropped).
	var out []string
	for _, f := range u.findings {
		if !slices.ContainsFunc(r.Notes, func(n string) bool {
			p, _, _ := strings.Cut(n, ": ")
			return strings.HasPrefix(f, p+": ") || strings.HasPrefix(f, p+".") || strings.HasPrefix(f, p+"[]")
		}) {
			out = append(out, f)
		}
	}
	return out
}

type unsaid struct {
	adv, out *model.Schema
	findings []string
	inlined  map[string]int // $refs whose body is being checked in place, how deep
	descs    []string       // every description of the declaration, once asked (all)
}

// all is every description of the declaration.
func (u *unsaid) all() []string {
	if u.descs == nil {
		u.descs = []string{}
		u.out.Walk(func(n *model.Schema) { u.descs = append(u.descs, n.Description) })
	}
	return u.descs
}

func (u *unsaid) find(path, what string) {
	u.findings = append(u.findings, where(path)+": "+what)
}

// node checks the advertised a against the dialect's d; said holds the
// descriptions around d a model reads with it (wrappers, the declaration's
// description at the root).
func (u *unsaid) node(a, d *model.Schema, path string, said []string, root bool) {
	if a == nil || a.False {
		return
	}
	if d == nil {
		u.find(path, "dropped")
		return
	}
	said = append(said, d.Description)
	switch {
	case d.Text:
		u.text(a, d, path)
		return
	case a.Ref != "":
		ref := d
		for _, b := range d.AnyOf { // a $ref with siblings, or made nullable
			if b.Ref != "" {
				ref = b
				said = append(said, b.Description)
			}
		}
		u.description(a, path, said, root)
		if !kept(a, ref, "default") && !kept(a, d, "default") {
			u.keyword(path, "default", a.Default, said)
		}
		switch body := u.adv.Resolve(a.Ref); {
		case ref.Ref != "":
		case body != nil && u.inlined[a.Ref] < 2:
			// The definition's body in place (gemini-jsonschema, a required
			// recursive key, and within it once more a by-kind body split
			// with its object as JSON text): checked as the body.
			if u.inlined == nil {
				u.inlined = map[string]int{}
			}
			u.inlined[a.Ref]++
			b := *body
			b.Description, b.Defs = "", nil
			u.node(&b, d, path, said, false)
			u.inlined[a.Ref]--
		default:
			u.find(path, "$ref "+a.Ref)
		}
		return
	case a.OneOf != nil:
		// A union left as it is (flatten=false): its branches, in order, as
		// the dialect's anyOf (a null branch may be spelled as nullable).
		u.description(a, path, said, root)
		u.keywords(a, []*model.Schema{d}, path, said)
		as, ds := nonNull(a.OneOf), nonNull(d.AnyOf)
		if d.AnyOf == nil {
			ds = nonNull(d.OneOf) // kept as it is (openai, anthropic)
		}
		if len(as) != len(ds) {
			u.find(path, "oneOf of "+strconv.Itoa(len(as))+" branches")
			return
		}
		for i := range as {
			u.node(as[i], ds[i], path, nil, false)
		}
		return
	case a.AnyOf == nil && d.AnyOf != nil:
		// A type list split into branches, or a nullable wrapper: each
		// keyword is in some branch, or said around them.
		for _, b := range d.AnyOf {
			said = append(said, b.Description)
		}
		live := nonNull(d.AnyOf)
		var typed []*model.Schema
		var text *model.Schema
		for _, b := range live {
			if b.Text {
				text = b
			} else {
				typed = append(typed, b)
			}
		}
		if text != nil {
			// The structures sent as JSON text, each kind no typed branch
			// declares (kindsApart: the object; refKinds: the object and
			// the array): what they say is in the text's words, and their
			// keywords are not looked for in the other branches.
			for _, k := range []string{"object", "array"} {
				if a.HasType(k) && !slices.ContainsFunc(typed, func(b *model.Schema) bool { return b.HasType(k) || b.HasType(strings.ToUpper(k)) }) {
					u.text(part(a, k), text, path)
					a = withoutKind(a, k)
				}
			}
		}
		u.description(a, path, said, root)
		u.keywords(a, append([]*model.Schema{d}, live...), path, said)
		u.children(a, typed, path, said)
		return
	}
	u.description(a, path, said, root)
	u.keywords(a, []*model.Schema{d}, path, said)
	u.children(a, []*model.Schema{d}, path, said)
}

// withoutKind is a without the keywords of kind k, an object's or an
// array's (checked elsewhere).
func withoutKind(a *model.Schema, k string) *model.Schema {
	c := *a
	if k == "object" {
		c.Properties, c.AdditionalProperties, c.Required = nil, nil, nil
		c.MinProperties, c.MaxProperties = nil, nil
	} else {
		c.Items, c.MinItems, c.MaxItems = nil, nil, nil
	}
	return &c
}

// nonNull is bs without its {"type":"null"} branches.
func nonNull(bs []*model.Schema) []*model.Schema {
	var out []*model.Schema
	for _, b := range bs {
		if !(len(b.Type) == 1 && strings.EqualFold(b.Type[0], "null")) {
			out = append(out, b)
		}
	}
	return out
}

// description checks that a's description reaches the model at d.
func (u *unsaid) description(a *model.Schema, path string, said []string, root bool) {
	if a.Description == "" || saidIn(said, a.Description) {
		return
	}
	if root && saidIn(said, strings.TrimSuffix(a.Description, ".")) {
		return
	}
	u.find(path, "description "+strconv.Quote(a.Description))
}

// children checks a's properties, items and additional properties against
// those of the dialect's nodes ds (one, or a split node's branches).
func (u *unsaid) children(a *model.Schema, ds []*model.Schema, path string, said []string) {
	pick := func(f func(*model.Schema) bool) *model.Schema {
		for _, d := range ds {
			if f(d) {
				return d
			}
		}
		return nil
	}
	if a.Properties != nil {
		obj := pick(func(d *model.Schema) bool { return d.Properties != nil })
		for _, p := range a.Properties {
			pp := join(path, p.Name)
			if obj == nil || obj.Prop(p.Name) == nil {
				u.find(pp, "dropped")
				continue
			}
			u.node(p.Schema, obj.Prop(p.Name), pp, nil, false)
			if a.IsRequired(p.Name) && !obj.IsRequired(p.Name) {
				u.find(pp, "required")
			}
		}
	}
	if a.Items != nil {
		arr := pick(func(d *model.Schema) bool { return d.Items != nil })
		if arr == nil {
			u.find(path+"[]", "dropped")
		} else {
			u.node(a.Items, arr.Items, path+"[]", nil, false)
		}
	}
	if ap := a.AdditionalProperties; ap != nil && !ap.False {
		if obj := pick(func(d *model.Schema) bool { return d.AdditionalProperties != nil && !d.AdditionalProperties.False }); obj != nil {
			u.node(ap, obj.AdditionalProperties, path+".*", nil, false)
		} else if !saidIn(said, "other keys, each "+compact(ap)) && !(ap.Free && saidIn(said, "other keys, each any JSON value")) {
			u.find(path, "additionalProperties "+compact(ap))
		}
	}
}

// keywords checks each constraint keyword of a against the dialect's nodes
// ds and the words around them.
func (u *unsaid) keywords(a *model.Schema, ds []*model.Schema, path string, said []string) {
	for _, kv := range constraintsOf(a) {
		if slices.ContainsFunc(ds, func(d *model.Schema) bool { return kept(a, d, kv.k) }) {
			continue
		}
		u.keyword(path, kv.k, kv.v, said)
	}
}

// keyword reports keyword k of value v unless the words say it.
func (u *unsaid) keyword(path, k string, v json.RawMessage, said []string) {
	if v == nil {
		return
	}
	for _, w := range wordsFor(k, v) {
		if saidIn(said, w) {
			return
		}
	}
	u.find(path, k+" "+string(v))
}

// text checks a, which the dialect sends as the JSON text d: its own
// description starts d's, and everything below it is in d's words, as the
// JSON of a schema (textOf) or as keywords in words.
func (u *unsaid) text(a, d *model.Schema, path string) {
	said := []string{d.Description}
	u.description(a, path, said, false)
	if a.Ref != "" {
		if !saidIn(said, model.RefName(a.Ref)) && a.Ref != "#" {
			u.find(path, "$ref "+a.Ref)
		}
		// The definition is in the declaration's $defs, or said whole in
		// some description of it (refText).
		if body := u.adv.Resolve(a.Ref); a.Ref != "#" && body != nil && u.out.Resolve(a.Ref) == nil && !saidIn(u.all(), model.RefName(a.Ref)+" is "+whole(body)) {
			u.find(path, "$ref "+a.Ref+": its schema is not in the declaration")
		}
		return
	}
	var walk func(n *model.Schema, p string, top bool)
	walk = func(n *model.Schema, p string, top bool) {
		if n == nil || n.False {
			return
		}
		if !top && n.Description != "" && !saidIn(said, n.Description) && !saidIn(said, jsonText(n.Description)) {
			u.find(p, "description "+strconv.Quote(n.Description))
		}
		if n.Ref != "" {
			return
		}
		for _, kv := range constraintsOf(n) {
			ok := saidIn(said, `"`+kv.k+`":`+string(kv.v))
			for _, w := range wordsFor(kv.k, kv.v) {
				ok = ok || saidIn(said, w)
			}
			if !ok {
				u.find(p, kv.k+" "+string(kv.v))
			}
		}
		for _, pr := range n.Properties {
			walk(pr.Schema, join(p, pr.Name), false)
		}
		walk(n.Items, p+"[]", false)
		if n.AdditionalProperties != nil && !n.AdditionalProperties.False {
			walk(n.AdditionalProperties, p+".*", false)
		}
		for _, b := range n.AnyOf {
			walk(b, p, false)
		}
	}
	walk(a, path, true)
}

// jsonText is s as it reads inside a JSON string (a schema's JSON text).
func jsonText(s string) string {
	b, _ := json.Marshal(s)
	return strings.Trim(string(b), `"`)
}

func saidIn(said []string, w string) bool {
	for _, s := range said {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// A kv is one constraint keyword of a node with its value as JSON.
type kv struct {
	k string
	v json.RawMessage
}

// constraintKeywords are the keywords Unsaid checks, in the order it names
// them; their values are as the schema's JSON spells them (Keywords).
var constraintKeywords = []string{
	"const", "enum", "format", "pattern", "minLength", "maxLength",
	"minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum",
	"minItems", "maxItems", "minProperties", "maxProperties",
	"propertyNames", "default",
}

// constraintsOf lists the constraint keywords a node sets.
func constraintsOf(s *model.Schema) []kv {
	kw := s.Keywords()
	var out []kv
	for _, k := range constraintKeywords {
		v, ok := kw[k]
		switch {
		case !ok:
		case (k == "minLength" || k == "minItems" || k == "minProperties") && string(v) == "0": // at least 0 says nothing
		default:
			out = append(out, kv{k, v})
		}
	}
	return out
}

// kept reports whether the dialect's node d keeps a's keyword k as it is,
// or as an exact rewrite of it.
func kept(a, d *model.Schema, k string) bool {
	av, dv := a.Keywords()[k], d.Keywords()[k]
	if dv != nil && string(dv) == string(av) {
		return true
	}
	eqNum := func(x, y json.Number) bool { return x == y || (x != "" && y != "" && numEq(string(x), string(y))) }
	integer := a.HasType("integer") || slices.ContainsFunc(d.Type, func(t string) bool { return strings.EqualFold(t, "integer") })
	switch k {
	case "const":
		return sameValuesNull(d.Enum, []json.RawMessage{a.Const})
	case "enum":
		return sameValuesNull(d.Enum, a.Enum)
	case "minimum":
		return eqNum(d.Minimum, a.Minimum)
	case "maximum":
		return eqNum(d.Maximum, a.Maximum)
	case "exclusiveMinimum":
		return eqNum(d.ExclusiveMinimum, a.ExclusiveMinimum) || integer && eqNum(d.Minimum, json.Number(nextInt(string(a.ExclusiveMinimum), 1)))
	case "exclusiveMaximum":
		return eqNum(d.ExclusiveMaximum, a.ExclusiveMaximum) || integer && eqNum(d.Maximum, json.Number(nextInt(string(a.ExclusiveMaximum), -1)))
	}
	return false
}

func parseRat(x string) (*big.Rat, bool) { return new(big.Rat).SetString(x) }

// numEq compares two JSON numbers by value (9 and 9.0).
func numEq(x, y string) bool {
	a, ok1 := parseRat(x)
	b, ok2 := parseRat(y)
	return ok1 && ok2 && a.Cmp(b) == 0
}

// sameValuesNull reports whether two enums hold the same values but for
// null, which a dialect adds (an optional key's) or takes out (gemini's
// nullable) as it spells nullability.
func sameValuesNull(x, y []json.RawMessage) bool {
	if x == nil || y == nil {
		return false
	}
	strip := func(vs []json.RawMessage) []string {
		var out []string
		for _, v := range vs {
			if string(v) != "null" {
				out = append(out, string(v))
			}
		}
		return out
	}
	return slices.Equal(strip(x), strip(y))
}

// wordsFor is how a description may say keyword k of value v: as the
// dialects move it (move: "maxLength 40", "one of \"a\", \"b\"",
// "Default 3"), as Gemini says an exclusive number bound ("greater than
// 0"), or as a count in words ("at most 50 entries").
func wordsFor(k string, v json.RawMessage) []string {
	s := string(v)
	var unq string
	if json.Unmarshal(v, &unq) != nil {
		unq = s
	}
	switch k {
	case "enum":
		var vs []json.RawMessage
		if json.Unmarshal(v, &vs) == nil {
			var parts []string
			for _, e := range vs {
				if string(e) != "null" {
					parts = append(parts, string(e))
				}
			}
			return []string{"one of " + strings.Join(parts, ", ")}
		}
	case "const":
		return []string{"const " + s, "one of " + s}
	case "propertyNames":
		return []string{k + " " + s, "keys are each " + s}
	case "format", "pattern":
		return []string{k + " " + unq}
	case "default":
		return []string{"default " + s, "Default " + s}
	case "exclusiveMinimum":
		return []string{k + " " + s, "greater than " + s}
	case "exclusiveMaximum":
		return []string{k + " " + s, "less than " + s}
	case "minProperties":
		return []string{k + " " + s, "at least " + s + " entr", "of " + s + " to ", "exactly " + s + " entr"}
	case "maxProperties":
		return []string{k + " " + s, "at most " + s + " entr", " to " + s + " entr", "exactly " + s + " entr"}
	}
	return []string{k + " " + s}
}
