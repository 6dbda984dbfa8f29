package proptest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/stitchgen/stitchgen/dialect"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// wirer maps a canonical JSON value of a tool to what a provider's model
// sends in a dialect: where the dialect's schema has a JSON-text string
// (model.Schema.Text) the value is sent as the string of its JSON, as it
// was written; under null-as-absent (openai-strict) every key of an object's
// schema is sent, a key left out as null (or, for a nullable key with a
// default, as the default: its null would mean null). The Go types decide
// which variant and which field a value is; the dialect schema decides the
// form.
type wirer struct {
	root       *model.Schema // the dialect's root schema, for $refs
	nullAbsent bool
	// anyText: any values travel as JSON text (stitch.WireAnyText), also
	// where the dialect's schema cannot say so (gemini's rest keys).
	anyText bool
}

// wirerOf is the wirer of the dialect's declaration r: its schema and
// its wire mode.
func wirerOf(r *dialect.Result) *wirer {
	return &wirer{root: r.Schema, nullAbsent: r.Wire&stitch.WireNullAbsent != 0, anyText: r.Wire&stitch.WireAnyText != 0}
}

// convert maps data, a valid value of type t, to the dialect's wire form.
func (w *wirer) convert(data []byte, t model.Type) ([]byte, error) {
	var b bytes.Buffer
	if err := w.value(&b, json.RawMessage(bytes.TrimSpace(data)), t, w.root); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// value writes the wire form of raw, a value of type t, under the dialect
// schema s.
func (w *wirer) value(b *bytes.Buffer, raw json.RawMessage, t model.Type, s *model.Schema) error {
	t = model.Deref(t)
	if string(raw) == "null" && !isFree(t) {
		b.WriteString("null") // a nullable field's null: the same in every dialect
		return nil
	}
	freeIn := func(s *model.Schema) bool { return s != nil && s.FreeIn != "" }
	free := freeIn(s) // the key's node (a split one carries it), or what its $ref names
	s = w.pick(s, raw, t)
	if w.anyText && isFree(t) && (free || freeIn(s)) && (rawKind(raw) == "string" || string(raw) == "null") {
		// A collided key's any variant: the dialect says a string, and a
		// null, is sent as its JSON text there (model.Schema.FreeIn).
		q, _ := json.Marshal(string(raw))
		b.Write(q)
		return nil
	}
	if s != nil && s.Text {
		if isString(t) {
			b.Write(raw) // a string variant of a key sent as a string (Strings)
			return nil
		}
		q, _ := json.Marshal(string(raw))
		b.Write(q)
		return nil
	}
	switch t := t.(type) {
	case *model.Struct:
		return w.object(b, raw, t, s)
	case *model.Union:
		vr, err := variantOf(raw, t)
		if err != nil {
			return err
		}
		if vr.Struct == nil { // a by=kind variant
			return w.value(b, raw, vr.Type, s)
		}
		return w.object(b, raw, vr.Struct, s)
	case *model.Slice:
		return w.array(b, raw, t.Elem, s)
	case *model.Array:
		return w.array(b, raw, t.Elem, s)
	case *model.Map:
		ms, err := members(raw)
		if err != nil {
			return err
		}
		var vs *model.Schema
		if s != nil {
			vs = s.AdditionalProperties
		}
		b.WriteByte('{')
		for i, m := range ms {
			if i > 0 {
				b.WriteByte(',')
			}
			writeKey(b, m.key)
			if err := w.value(b, m.value, t.Elem, vs); err != nil {
				return err
			}
		}
		b.WriteByte('}')
		return nil
	}
	b.Write(raw)
	return nil
}

// pick follows s to the schema that describes raw: a $ref to its target,
// an anyOf to the branch for the value (the non-null one of a nullable
// wrapper, the variant's branch of a union, the branch of the value's kind).
func (w *wirer) pick(s *model.Schema, raw json.RawMessage, t model.Type) *model.Schema {
	for s != nil {
		switch {
		case s.Text:
			return s
		case s.Ref != "":
			s = w.root.Resolve(s.Ref)
		case s.AnyOf != nil:
			s = w.branch(s.AnyOf, raw, t)
		default:
			return s
		}
	}
	return nil
}

// branch chooses the anyOf branch for raw: a labelled union's by its
// discriminator, a by=keys union's by its variant's markers (every variant's
// branch is an object: the kind tells none apart), either's variant sent as
// JSON text by a text branch when no object branch is its own; else by raw's
// kind.
func (w *wirer) branch(bs []*model.Schema, raw json.RawMessage, t model.Type) *model.Schema {
	var live []*model.Schema
	for _, b := range bs {
		if !(len(b.Type) == 1 && strings.EqualFold(b.Type[0], "null")) {
			live = append(live, b)
		}
	}
	if len(live) == 1 {
		return live[0]
	}
	if u, ok := t.(*model.Union); ok && u.By == model.ByLabel {
		label := labelOf(raw, u.Key)
		for _, b := range live {
			if d := b.Prop(u.Key); d != nil && (string(d.Const) == label || containsRaw(d.Enum, label)) {
				return b
			}
		}
	}
	if u, ok := t.(*model.Union); ok && u.By == model.ByKeys {
		if vr, err := variantOf(raw, u); err == nil && len(vr.Markers) > 0 {
			for _, b := range live {
				if w.hasKeys(b, vr.Markers) {
					return b
				}
			}
		}
	}
	if u, ok := t.(*model.Union); ok && u.By != model.ByKind {
		for _, b := range live {
			if b.Text {
				// No object branch is the variant's: the dialect sends it
				// as JSON text (a variant with other keys of any value in a
				// strict dialect), whichever text branch, as the same string.
				return b
			}
		}
	}
	k := rawKind(raw)
	for _, b := range live {
		// A $ref branch (a recursive variant) is of its definition's kind:
		// without it an object found no branch, and under null-as-absent
		// its keys left out were not sent as null (genfuzz seed 1200994).
		var types []string
		if d := w.deref(b); d != nil {
			types = d.Type
		}
		for _, bt := range types {
			bt = strings.ToLower(bt)
			if bt == k || (bt == "number" && k == "integer") {
				return b
			}
		}
		if b.Text && k == "string" {
			return b
		}
	}
	for _, b := range live {
		if b.Text && (k == "object" || k == "array") {
			return b // a structure's branch sent as JSON text (a by=kind union's map)
		}
	}
	return nil
}

// deref follows b's $refs to the schema they name (b itself when it has
// none; nil for a $ref that names nothing).
func (w *wirer) deref(b *model.Schema) *model.Schema {
	for b != nil && b.Ref != "" {
		b = w.root.Resolve(b.Ref)
	}
	return b
}

// hasKeys reports whether the object schema b (through its $refs) declares
// every one of keys: a by=keys variant's markers, declared by no other
// variant, find its branch.
func (w *wirer) hasKeys(b *model.Schema, keys []string) bool {
	b = w.deref(b)
	if b == nil {
		return false
	}
	for _, k := range keys {
		if b.Prop(k) == nil {
			return false
		}
	}
	return true
}

func containsRaw(vs []json.RawMessage, q string) bool {
	for _, v := range vs {
		if string(v) == q {
			return true
		}
	}
	return false
}

// rawKind is the JSON kind of a value, integer for integral numbers.
func rawKind(raw json.RawMessage) string {
	switch raw[0] {
	case '"':
		return "string"
	case '{':
		return "object"
	case '[':
		return "array"
	case 't', 'f':
		return "boolean"
	case 'n':
		return "null"
	}
	if bytes.ContainsAny(raw, ".eE") {
		return "number"
	}
	return "integer"
}

// labelOf is the discriminator's value in raw, as compact JSON.
func labelOf(raw json.RawMessage, key string) string {
	ms, _ := members(raw)
	for _, m := range ms {
		if m.key == key {
			var s string
			if json.Unmarshal(m.value, &s) == nil {
				q, _ := json.Marshal(s)
				return string(q)
			}
		}
	}
	return ""
}

// variantOf is the variant a union value selects: by its discriminator, its
// kind or its keys.
func variantOf(raw json.RawMessage, u *model.Union) (*model.Variant, error) {
	if u.By != model.ByLabel {
		var v any
		if err := json.Unmarshal(raw, &v); err != nil {
			return nil, err
		}
		vr, why := u.Choose(v)
		if vr == nil {
			return nil, fmt.Errorf("no variant of %s: %s", u.Named.Name, why)
		}
		return vr, nil
	}
	label := labelOf(raw, u.Key)
	for _, v := range u.Variants {
		for _, l := range v.Labels {
			if q, _ := json.Marshal(l); string(q) == label {
				return v, nil
			}
		}
	}
	return nil, fmt.Errorf("no variant of %s for label %s", u.Named.Name, label)
}

func (w *wirer) array(b *bytes.Buffer, raw json.RawMessage, elem model.Type, s *model.Schema) error {
	var items []json.RawMessage
	if err := json.Unmarshal(raw, &items); err != nil {
		return err
	}
	var is *model.Schema
	if s != nil {
		is = s.Items
	}
	b.WriteByte('[')
	for i, it := range items {
		if i > 0 {
			b.WriteByte(',')
		}
		if err := w.value(b, it, elem, is); err != nil {
			return err
		}
	}
	b.WriteByte(']')
	return nil
}

// object writes a struct's value; under null-as-absent it sends every key
// of the schema.
func (w *wirer) object(b *bytes.Buffer, raw json.RawMessage, st *model.Struct, s *model.Schema) error {
	ms, err := members(raw)
	if err != nil {
		return err
	}
	sub := func(key string) *model.Schema {
		if s == nil {
			return nil
		}
		return s.Prop(key)
	}
	sent := map[string]bool{}
	closed := s != nil && s.AdditionalProperties != nil && s.AdditionalProperties.False
	b.WriteByte('{')
	n := 0
	for _, m := range ms {
		f := fieldByKey(st, m.key)
		if f == nil && st.Rest == nil && closed {
			// A key a plain object ignores, in a dialect that closes it:
			// the model cannot send it, and the value is the same without.
			continue
		}
		if n > 0 {
			b.WriteByte(',')
		}
		n++
		sent[m.key] = true
		writeKey(b, m.key)
		switch {
		case f != nil:
			err = w.value(b, m.value, f.Type, sub(m.key))
		case st.Rest != nil:
			var rs *model.Schema
			if s != nil {
				rs = s.AdditionalProperties
			}
			elem := st.Rest.Type.(*model.Map).Elem
			if rs == nil && w.anyText && isFree(model.Deref(elem)) {
				rs = &model.Schema{Text: true} // said in words: "each any JSON value, sent as JSON text"
			}
			err = w.value(b, m.value, elem, rs)
		default:
			b.Write(m.value) // a key a plain object ignores
		}
		if err != nil {
			return err
		}
	}
	if w.nullAbsent && s != nil {
		for _, p := range s.Properties {
			if sent[p.Name] || !s.IsRequired(p.Name) {
				continue // a key the dialect leaves optional is left out (a stitch.Nullable's)
			}
			if b.Len() > 0 && b.Bytes()[b.Len()-1] != '{' {
				b.WriteByte(',')
			}
			writeKey(b, p.Name)
			if f := fieldByKey(st, p.Name); f != nil && f.Nullable && f.Default != nil {
				if err := w.value(b, f.Default, f.Type, p.Schema); err != nil {
					return err
				}
			} else {
				b.WriteString("null")
			}
		}
	}
	b.WriteByte('}')
	return nil
}

// member is one key of a JSON object with its value as written.
type rawMember struct {
	key   string
	value json.RawMessage
}

// members reads an object's members in order, values as written.
func members(raw json.RawMessage) ([]rawMember, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	var out []rawMember
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, err
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		out = append(out, rawMember{tok.(string), v})
	}
	return out, nil
}

// isFree reports whether t is any or json.RawMessage: null is one of its
// values, which a dialect that sends it as JSON text writes as "null".
func isFree(t model.Type) bool {
	switch t.(type) {
	case *model.Any, *model.Raw:
		return true
	}
	return false
}

func writeKey(b *bytes.Buffer, k string) {
	q, _ := json.Marshal(k)
	b.Write(q)
	b.WriteByte(':')
}

// isString reports whether a value of t is a JSON string.
func isString(t model.Type) bool {
	switch t := t.(type) {
	case *model.Basic:
		return t.Kind == model.String
	case *model.Text, *model.Time:
		return true
	}
	return false
}
