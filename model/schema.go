package model

import (
	"bytes"
	"encoding/json"
	"go/token"
	"strconv"
	"strings"
)

// Schema is one JSON Schema (draft 2020-12) node, restricted to the keywords
// stitchgen emits. Both the exact and the advertised schema of a tool are
// trees of Schema values; passes that derive one from another (flatten) never
// modify their input: they build new nodes or copy with Clone.
//
// A nil pointer or empty value means "keyword absent". The zero Schema is the
// schema {} (accepts anything).
//
// Besides keywords a node carries metadata that is never serialized: where it
// came from and whether it accepts more than its keywords say.
type Schema struct {
	// Pos is the Go declaration (field or type) this node was built from;
	// diagnostics of later passes point there. Zero for synthesized nodes.
	Pos token.Position
	// Field names the Go field for diagnostics ("Edit.PartIndex"); empty when
	// the node is not a field.
	Field string
	// Tolerance is non-empty when the parser accepts more values here than the
	// keywords say ("trim", "coerce", "catch", comma-separated); it names the
	// reason. The keywords still describe the canonical value (design §2), so
	// flatten keeps the type of a collided key and only notes the tolerance.
	Tolerance string
	// Discriminator is set on a oneOf node built from a discriminated union:
	// the key whose value selects the variant.
	Discriminator string
	// By is how the union of a oneOf node chooses its branch: ByLabel (by
	// the Discriminator), ByKind (each branch is of its own JSON kinds) or
	// ByKeys (each branch has Markers).
	By UnionBy
	// Markers is set on each variant branch of a ByKeys union's oneOf: the
	// variant's required keys no other branch declares. The one branch
	// without markers is the {"type": "null"} a nullable union ends with.
	Markers []string
	// Labels is set on each variant branch of a discriminated union's oneOf:
	// the labels selecting it, in declaration order (they are also written as
	// the const or enum of Properties[Discriminator]). The one branch without
	// labels is the {"type": "null"} a nullable union ends with.
	Labels []string
	// Notes are remarks of the pass that built this node that change nothing
	// but are worth telling (stitchgen -v prints them; Warning is never set):
	// a collided key whose variants tolerate more than it advertises.
	Notes []Diagnostic
	// Union names the Go union type of a oneOf node, for diagnostics.
	Union string
	// False makes this node the boolean schema false (nothing is valid). All
	// other fields are ignored when it is set.
	False bool
	// NullValue marks the schema of a stitch.Nullable field (or a hull with
	// one among its members): its null is a state of its own (a "clear"),
	// not the key left out, so a dialect that sends every key and reads
	// null as absent (openai-strict) has no spelling for leaving it out.
	NullValue bool
	// Free marks the schema of a Go any or json.RawMessage: any JSON value.
	// Provider dialects that cannot say "anything" send it as JSON text.
	Free bool
	// Strings is set with Free by flatten on a collided key that is any JSON
	// value in some variants and a string in the others: a dialect that sends
	// it as JSON text says that where the key is a string, the string itself
	// is sent (the string variants' parser reads it as it is). With FreeIn it
	// says that some variants read a string as it is.
	Strings bool
	// FreeIn is set by flatten on a collided key's hull that is not Free but
	// has members that are (any or json.RawMessage in some variants, a struct
	// or an array in others): it is the condition under which the key is any
	// JSON value ("sent with mk0", "kind = raw"). Where such values travel as
	// JSON text (stitch.WireAnyText) those variants read a string sent there
	// as JSON text ("6" as the number 6), so a dialect says so in words.
	FreeIn string
	// Text marks, in a provider dialect's schema, a string that carries a
	// structure (or any value) as JSON text: the parser reads that string as
	// JSON in the dialect's wire mode. Never set in the exact or advertised
	// schema.
	Text bool
	// Dropped is the default flatten removed from a union variant's node (a
	// default would be injected into other variants' calls); flatten states
	// it in the advertised description instead ("When op = list: default
	// 200."). Never set in the exact schema.
	Dropped json.RawMessage
	// Why is the sentence of a pattern's reason (the why tag,
	// WhySentence) that Description holds, so a tool's schema can say a
	// reason once where several keys share it with their pattern
	// (flatten.Tool). Never written.
	Why string
	// WideMin and WideMax mark a Minimum or Maximum that only the Go type's
	// 32-bit range sets (int32 both sides, uint32 above), not a tag:
	// 2147483647 tells a model nothing, so the advertised schema leaves them
	// out; the exact schema keeps them.
	WideMin, WideMax bool

	Ref         string // $ref, "#/$defs/Name"
	Description string
	// Type is the list of JSON kinds, in the fixed order
	// string, number, integer, boolean, object, array, null. One kind is
	// written as a string, several as an array.
	Type []string
	// Nullable is OpenAPI's "nullable: true", used only by the gemini dialect
	// (whose type is one value); JSON Schema says null in Type.
	Nullable         bool
	Const            json.RawMessage
	Enum             []json.RawMessage // compact JSON values
	Format           string
	Pattern          string
	MinLength        *int64
	MaxLength        *int64
	Minimum          json.Number // exact decimal as written in the tag; "" = absent
	ExclusiveMinimum json.Number
	Maximum          json.Number
	ExclusiveMaximum json.Number
	Items            *Schema
	MinItems         *int64
	MaxItems         *int64
	Properties       []Property // in declaration order
	Required         []string
	// DependentRequired: when a key of the object is present, the keys it
	// lists must be (requires=); in property order, nil when none.
	DependentRequired []Dependent
	// AdditionalProperties: nil = absent (any key allowed), False = strict,
	// otherwise the schema of extra values.
	AdditionalProperties *Schema
	// PropertyNames is the schema every key of a map must meet (keys …
	// endkeys); nil when absent.
	PropertyNames *Schema
	MinProperties *int64
	MaxProperties *int64
	OneOf         []*Schema
	AnyOf         []*Schema // only in provider dialects (oneOf rewritten, nullable $ref)
	Default       json.RawMessage
	Examples      []json.RawMessage // compact JSON values
	Defs          []Def             // $defs, in first-use order; only on a root
}

// Property is one named entry of Schema.Properties.
type Property struct {
	Name   string
	Schema *Schema
}

// Dependent is one entry of Schema.DependentRequired: the keys Requires
// that Key needs.
type Dependent struct {
	Key      string
	Requires []string
}

// Def is one named entry of Schema.Defs.
type Def struct {
	Name   string
	Schema *Schema
}

// KindOrder is the fixed order of JSON kinds in a type list.
var KindOrder = []string{"string", "number", "integer", "boolean", "object", "array", "null"}

// Prop returns the schema of property name, or nil.
func (s *Schema) Prop(name string) *Schema {
	for _, p := range s.Properties {
		if p.Name == name {
			return p.Schema
		}
	}
	return nil
}

// IsRequired reports whether name is in s.Required.
func (s *Schema) IsRequired(name string) bool {
	for _, r := range s.Required {
		if r == name {
			return true
		}
	}
	return false
}

// HasType reports whether kind is in s.Type.
func (s *Schema) HasType(kind string) bool {
	for _, t := range s.Type {
		if t == kind {
			return true
		}
	}
	return false
}

// Clone returns a deep copy of s (nil for nil).
// DefRef is the $ref of the definition name in the root's $defs:
// "#/$defs/Name".
func DefRef(name string) string { return "#/$defs/" + name }

// RefName is the definition a $ref names ("Name" of "#/$defs/Name"), or
// "" for the root's ("#").
func RefName(ref string) string { return strings.TrimPrefix(strings.TrimPrefix(ref, "#"), "/$defs/") }

// Resolve is the schema the $ref ref points at within the root schema s:
// s itself for "#", the definition of "#/$defs/Name", or nil when s has
// none of that name.
func (s *Schema) Resolve(ref string) *Schema {
	if ref == "#" {
		return s
	}
	for _, d := range s.Defs {
		if DefRef(d.Name) == ref {
			return d.Schema
		}
	}
	return nil
}

func (s *Schema) Clone() *Schema {
	if s == nil {
		return nil
	}
	c := *s
	c.Type = append([]string(nil), s.Type...)
	c.Enum = append([]json.RawMessage(nil), s.Enum...)
	c.Examples = append([]json.RawMessage(nil), s.Examples...)
	c.Required = append([]string(nil), s.Required...)
	c.DependentRequired = nil
	for _, d := range s.DependentRequired {
		c.DependentRequired = append(c.DependentRequired, Dependent{d.Key, append([]string(nil), d.Requires...)})
	}
	c.Labels = append([]string(nil), s.Labels...)
	c.Markers = append([]string(nil), s.Markers...)
	c.Notes = append([]Diagnostic(nil), s.Notes...)
	c.Items = s.Items.Clone()
	c.AdditionalProperties = s.AdditionalProperties.Clone()
	c.PropertyNames = s.PropertyNames.Clone()
	if s.Properties != nil {
		c.Properties = make([]Property, len(s.Properties))
		for i, p := range s.Properties {
			c.Properties[i] = Property{p.Name, p.Schema.Clone()}
		}
	}
	c.OneOf = cloneList(s.OneOf)
	c.AnyOf = cloneList(s.AnyOf)
	if s.Defs != nil {
		c.Defs = make([]Def, len(s.Defs))
		for i, d := range s.Defs {
			c.Defs[i] = Def{d.Name, d.Schema.Clone()}
		}
	}
	return &c
}

func cloneList(l []*Schema) []*Schema {
	if l == nil {
		return nil
	}
	c := make([]*Schema, len(l))
	for i, o := range l {
		c[i] = o.Clone()
	}
	return c
}

// Walk calls f on s and every schema below it (properties, items,
// additionalProperties, oneOf, anyOf, $defs), parents first.
func (s *Schema) Walk(f func(*Schema)) {
	if s == nil {
		return
	}
	f(s)
	for _, p := range s.Properties {
		p.Schema.Walk(f)
	}
	s.Items.Walk(f)
	s.AdditionalProperties.Walk(f)
	s.PropertyNames.Walk(f)
	for _, o := range s.OneOf {
		o.Walk(f)
	}
	for _, o := range s.AnyOf {
		o.Walk(f)
	}
	for _, d := range s.Defs {
		d.Schema.Walk(f)
	}
}

// MarshalJSON writes s compactly, keywords in the fixed order documented in
// docs/guide.md (What gets generated):
//
//	$ref description type nullable const enum format pattern minLength
//	maxLength minimum exclusiveMinimum maximum exclusiveMaximum items minItems
//	maxItems properties required dependentRequired additionalProperties propertyNames
//	minProperties maxProperties oneOf anyOf default examples $defs
func (s *Schema) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	s.write(&b)
	return b.Bytes(), nil
}

// Value is s as encoding/json decodes MarshalJSON's bytes into an any with
// UseNumber (a map[string]any, or false; numbers as json.Number), built
// from s without the bytes: a check of the JSON a schema is (the provider
// rules, dialect.Result.Check) reads it so, and TestValueIsDecodedJSON
// holds it to the decoder's. Keywords as write writes them.
func (s *Schema) Value() any {
	if s == nil {
		return map[string]any{}
	}
	if s.False {
		return false
	}
	m := map[string]any{}
	str := func(k, v string) {
		if v != "" {
			m[k] = v
		}
	}
	num := func(k string, v *int64) {
		if v != nil {
			m[k] = json.Number(strconv.FormatInt(*v, 10))
		}
	}
	dec := func(k string, v json.Number) {
		if v != "" {
			m[k] = v
		}
	}
	raw := func(k string, v json.RawMessage) {
		if v != nil {
			m[k] = rawValue(v)
		}
	}
	raws := func(k string, vs []json.RawMessage) {
		if vs != nil {
			l := make([]any, len(vs))
			for i, v := range vs {
				l[i] = rawValue(v)
			}
			m[k] = l
		}
	}
	strs := func(ss []string) []any {
		l := make([]any, len(ss))
		for i, v := range ss {
			l[i] = v
		}
		return l
	}
	schemas := func(k string, ss []*Schema) {
		if ss != nil {
			l := make([]any, len(ss))
			for i, v := range ss {
				l[i] = v.Value()
			}
			m[k] = l
		}
	}
	str("$ref", s.Ref)
	str("description", s.Description)
	switch len(s.Type) {
	case 0:
	case 1:
		m["type"] = s.Type[0]
	default:
		m["type"] = strs(s.Type)
	}
	if s.Nullable {
		m["nullable"] = true
	}
	raw("const", s.Const)
	raws("enum", s.Enum)
	str("format", s.Format)
	str("pattern", s.Pattern)
	num("minLength", s.MinLength)
	num("maxLength", s.MaxLength)
	dec("minimum", s.Minimum)
	dec("exclusiveMinimum", s.ExclusiveMinimum)
	dec("maximum", s.Maximum)
	dec("exclusiveMaximum", s.ExclusiveMaximum)
	if s.Items != nil {
		m["items"] = s.Items.Value()
	}
	num("minItems", s.MinItems)
	num("maxItems", s.MaxItems)
	if s.Properties != nil {
		props := make(map[string]any, len(s.Properties))
		for _, p := range s.Properties {
			props[p.Name] = p.Schema.Value()
		}
		m["properties"] = props
	}
	if len(s.Required) > 0 {
		m["required"] = strs(s.Required)
	}
	if len(s.DependentRequired) > 0 {
		deps := make(map[string]any, len(s.DependentRequired))
		for _, d := range s.DependentRequired {
			deps[d.Key] = strs(d.Requires)
		}
		m["dependentRequired"] = deps
	}
	if s.AdditionalProperties != nil {
		m["additionalProperties"] = s.AdditionalProperties.Value()
	}
	if s.PropertyNames != nil {
		m["propertyNames"] = s.PropertyNames.Value()
	}
	num("minProperties", s.MinProperties)
	num("maxProperties", s.MaxProperties)
	schemas("oneOf", s.OneOf)
	schemas("anyOf", s.AnyOf)
	raw("default", s.Default)
	raws("examples", s.Examples)
	if s.Defs != nil {
		defs := make(map[string]any, len(s.Defs))
		for _, d := range s.Defs {
			defs[d.Name] = d.Schema.Value()
		}
		m["$defs"] = defs
	}
	return m
}

// rawValue is a JSON value decoded as Value decodes (UseNumber); nil when
// it is not JSON.
func rawValue(raw json.RawMessage) any {
	// Most are strings of enums, written without an escape: what the
	// decoder gives without its cost.
	switch r := string(raw); {
	case r == "true", r == "false":
		return r == "true"
	case r == "null":
		return nil
	case len(r) >= 2 && r[0] == '"' && r[len(r)-1] == '"' && plainString(r[1:len(r)-1]):
		return r[1 : len(r)-1]
	}
	var v any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if dec.Decode(&v) != nil {
		return nil
	}
	return v
}

// plainString says whether s, the inside of a JSON string, is its value as
// it stands: printable ASCII, no quote, no escape.
func plainString(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}

// Pretty returns s indented by two spaces, with a final newline: the form of
// the checked-in schemas/<tool>.json files.
func (s *Schema) Pretty() []byte {
	var compact, out bytes.Buffer
	s.write(&compact)
	// json.Indent cannot fail on what write produces.
	_ = json.Indent(&out, compact.Bytes(), "", "  ")
	out.WriteByte('\n')
	return out.Bytes()
}

func (s *Schema) write(b *bytes.Buffer) {
	if s == nil {
		b.WriteString("{}")
		return
	}
	if s.False {
		b.WriteString("false")
		return
	}
	b.WriteByte('{')
	first := true
	key := func(k string) {
		if !first {
			b.WriteByte(',')
		}
		first = false
		writeString(b, k)
		b.WriteByte(':')
	}
	str := func(k, v string) {
		if v != "" {
			key(k)
			writeString(b, v)
		}
	}
	num := func(k string, v *int64) {
		if v != nil {
			key(k)
			b.WriteString(strconv.FormatInt(*v, 10))
		}
	}
	dec := func(k string, v json.Number) {
		if v != "" {
			key(k)
			b.WriteString(string(v))
		}
	}
	// list writes n items between open and close, item(i) writing each.
	list := func(k string, n int, open, close byte, item func(i int)) {
		key(k)
		b.WriteByte(open)
		for i := 0; i < n; i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			item(i)
		}
		b.WriteByte(close)
	}
	str("$ref", s.Ref)
	str("description", s.Description)
	switch len(s.Type) {
	case 0:
	case 1:
		str("type", s.Type[0])
	default:
		list("type", len(s.Type), '[', ']', func(i int) { writeString(b, s.Type[i]) })
	}
	if s.Nullable {
		key("nullable")
		b.WriteString("true")
	}
	if s.Const != nil {
		key("const")
		b.Write(s.Const)
	}
	if s.Enum != nil {
		list("enum", len(s.Enum), '[', ']', func(i int) { b.Write(s.Enum[i]) })
	}
	str("format", s.Format)
	str("pattern", s.Pattern)
	num("minLength", s.MinLength)
	num("maxLength", s.MaxLength)
	dec("minimum", s.Minimum)
	dec("exclusiveMinimum", s.ExclusiveMinimum)
	dec("maximum", s.Maximum)
	dec("exclusiveMaximum", s.ExclusiveMaximum)
	if s.Items != nil {
		key("items")
		s.Items.write(b)
	}
	num("minItems", s.MinItems)
	num("maxItems", s.MaxItems)
	if s.Properties != nil {
		list("properties", len(s.Properties), '{', '}', func(i int) {
			writeString(b, s.Properties[i].Name)
			b.WriteByte(':')
			s.Properties[i].Schema.write(b)
		})
	}
	if len(s.Required) > 0 {
		list("required", len(s.Required), '[', ']', func(i int) { writeString(b, s.Required[i]) })
	}
	if len(s.DependentRequired) > 0 {
		list("dependentRequired", len(s.DependentRequired), '{', '}', func(i int) {
			d := s.DependentRequired[i]
			writeString(b, d.Key)
			b.WriteByte(':')
			b.WriteByte('[')
			for j, r := range d.Requires {
				if j > 0 {
					b.WriteByte(',')
				}
				writeString(b, r)
			}
			b.WriteByte(']')
		})
	}
	if s.AdditionalProperties != nil {
		key("additionalProperties")
		s.AdditionalProperties.write(b)
	}
	if s.PropertyNames != nil {
		key("propertyNames")
		s.PropertyNames.write(b)
	}
	num("minProperties", s.MinProperties)
	num("maxProperties", s.MaxProperties)
	if s.OneOf != nil {
		list("oneOf", len(s.OneOf), '[', ']', func(i int) { s.OneOf[i].write(b) })
	}
	if s.AnyOf != nil {
		list("anyOf", len(s.AnyOf), '[', ']', func(i int) { s.AnyOf[i].write(b) })
	}
	if s.Default != nil {
		key("default")
		b.Write(s.Default)
	}
	if s.Examples != nil {
		list("examples", len(s.Examples), '[', ']', func(i int) { b.Write(s.Examples[i]) })
	}
	if s.Defs != nil {
		list("$defs", len(s.Defs), '{', '}', func(i int) {
			writeString(b, s.Defs[i].Name)
			b.WriteByte(':')
			s.Defs[i].Schema.write(b)
		})
	}
	b.WriteByte('}')
}

func writeString(b *bytes.Buffer, s string) {
	// encoding/json escapes <, > and & for HTML; schemas are not HTML, but
	// keeping its escaping makes the bytes identical to what json.Marshal of
	// the same text gives, which consumers may compare against.
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c > 0x7e || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s)
			b.Write(q)
			return
		}
	}
	// Printable ASCII that needs no escape (most keys and descriptions):
	// what json.Marshal writes, without its reflection and allocation.
	b.WriteByte('"')
	b.WriteString(s)
	b.WriteByte('"')
}

// IntPtr returns a pointer to n, for the bound fields of Schema.
func IntPtr(n int64) *int64 { return &n }
