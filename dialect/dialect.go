// Package dialect turns a tool's advertised schema (the mcp dialect, design
// §3–4) into the schema each LLM provider accepts, and writes the provider's
// own tool declaration object around it (design §9).
//
// A dialect is three things: a transform of the advertised schema into the
// provider's subset of JSON Schema; a strict flag, true only where the
// transform keeps every value valid against the exact schema; and a wire
// mapping the generated parser understands in that dialect (a structure or
// any value sent as JSON text where the provider cannot say what it is; under
// openai-strict, null for a key that is left out). Whatever a provider cannot
// express moves into the description, so the model still reads it, and the
// parser keeps enforcing it. The facts behind every rule, with sources, are in
// docs/design.md §9; Check (rules.go) enforces them on every
// declaration.
//
// Its place in the pipeline is drawn in package pipeline's doc. Transform is
// a pure pass: it never modifies its input.
package dialect

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// Dialect names a provider's tool format.
type Dialect string

// The dialects, in the order their files are written.
const (
	OpenAI           Dialect = "openai"            // Chat Completions / Responses function, strict: false
	OpenAIStrict     Dialect = "openai-strict"     // the same with strict: true (structured outputs)
	Anthropic        Dialect = "anthropic"         // Messages API tool, input_schema
	AnthropicStrict  Dialect = "anthropic-strict"  // the same with strict: true (structured tool use)
	Gemini           Dialect = "gemini"            // FunctionDeclaration.parameters: the OpenAPI subset (Live API too)
	GeminiJSONSchema Dialect = "gemini-jsonschema" // FunctionDeclaration.parametersJsonSchema
)

// Spec is everything stitchgen knows of a dialect, in one place: adding a
// dialect is one entry of specs plus its transform and rules. Its Lowers
// row says how the transform lowers each shape (a map, a union, a default,
// …), one way per shape.
type Spec struct {
	Name Dialect
	// Key is the declaration's key that holds the schema.
	Key string
	// Strictable: the provider has a strict flag it enforces, and the
	// declaration says true only where the transform is exact.
	Strictable bool
	// StrictFalse: the declaration says "strict": false though the dialect
	// is not strict (OpenAI tries strict mode when the flag is absent).
	StrictFalse bool
	// Wire is how the provider's model sends values in this dialect, as far
	// as the parser must know; every declaration of the dialect carries it.
	Wire stitch.Wire
	// MaxDescription is the longest declaration description the provider
	// takes, in bytes (0: no limit); a longer doc is cut, the rest moved
	// into the schema's description.
	MaxDescription int
	// Budget: the provider limits strict tools per request (anthropic-strict);
	// BudgetPackage applies it to a package's tools.
	Budget bool
	// ToolName is the tool names the provider takes.
	ToolName *regexp.Regexp
	// Lowers says how the transform lowers each shape (LoweringTable);
	// TestLowerings checks the transform does what it says.
	Lowers []Lowering
	// Examples: the provider's schema takes JSON Schema's examples; where
	// it does not, each node's examples are said in its description
	// ("Examples: "pod-1", "web-7".") before the transform.
	Examples bool
	// DependentRequired: the provider's schema takes dependentRequired
	// (requires=); where it does not, each key's is said in the key's
	// description ("Requires namespaces when sent.") before the transform.
	DependentRequired bool

	transform func(p *pass, root *model.Schema) *model.Schema
	rules     func(c *checker, root map[string]any, strict bool)
}

var specs = []*Spec{
	{Name: OpenAI, Key: "parameters", StrictFalse: true, MaxDescription: MaxOpenAIDescription, ToolName: openAIToolName, Examples: true, DependentRequired: true,
		Lowers:    keptAll(),
		transform: func(_ *pass, root *model.Schema) *model.Schema { return root.Clone() },
		rules:     func(c *checker, root map[string]any, _ bool) { c.openAI(root) }},
	{Name: OpenAIStrict, Key: "parameters", Strictable: true, StrictFalse: true, MaxDescription: MaxOpenAIDescription, ToolName: openAIToolName,
		Wire: stitch.WireNullAbsent | stitch.WireAnyText,
		Lowers: lowers(Lowering{ShapeMap, AsText}, Lowering{ShapeAny, AsText}, Lowering{ShapeOptional, RequiredNull}, Lowering{ShapeNullable, Optional},
			Lowering{ShapeUnion, Split}, Lowering{ShapeDefault, Said}, Lowering{ShapeLength, Said}, Lowering{ShapeFormat, Said}, Lowering{ShapeMapBounds, Said}),
		transform: (*pass).openAIStrict,
		rules: func(c *checker, root map[string]any, strict bool) {
			if strict {
				c.openAIStrict(root)
			} else {
				c.openAI(root)
			}
		}},
	{Name: Anthropic, Key: "input_schema", ToolName: anthropicToolName, Examples: true, DependentRequired: true,
		Lowers:    keptAll(),
		transform: func(_ *pass, root *model.Schema) *model.Schema { return root.Clone() },
		rules:     func(c *checker, root map[string]any, _ bool) { c.anthropic(root) }},
	{Name: AnthropicStrict, Key: "input_schema", Strictable: true, Wire: stitch.WireAnyText, Budget: true, ToolName: anthropicToolName,
		Lowers: lowers(Lowering{ShapeMap, AsText}, Lowering{ShapeAny, AsText}, Lowering{ShapeRecursive, AsText}, Lowering{ShapeUnion, Split},
			Lowering{ShapeLength, Said}, Lowering{ShapeRange, Said}, Lowering{ShapeMapBounds, Said}),
		transform: (*pass).anthropicStrict,
		rules: func(c *checker, root map[string]any, strict bool) {
			c.anthropic(root)
			if strict {
				c.anthropicStrict(root)
			}
		}},
	{Name: Gemini, Key: "parameters", Wire: stitch.WireAnyText, ToolName: geminiToolName,
		Lowers: lowers(Lowering{ShapeMap, AsText}, Lowering{ShapeAny, AsText}, Lowering{ShapeRecursive, AsText}, Lowering{ShapeKinds, Split},
			Lowering{ShapeUnion, Split}, Lowering{ShapeFormat, Said}, Lowering{ShapeMapBounds, Said}),
		transform: (*pass).gemini,
		rules:     func(c *checker, root map[string]any, _ bool) { c.gemini(root) }},
	{Name: GeminiJSONSchema, Key: "parametersJsonSchema", ToolName: geminiToolName,
		Lowers: lowers(Lowering{ShapeKinds, Split}, Lowering{ShapeUnion, Split}, Lowering{ShapeDefault, Said}, Lowering{ShapePattern, Said},
			Lowering{ShapeLength, Said}, Lowering{ShapeMapBounds, Said}),
		transform: (*pass).geminiJSON,
		rules:     func(c *checker, root map[string]any, _ bool) { c.geminiJSON(root) }},
}

// All lists every provider dialect, in a fixed order.
var All = func() []Dialect {
	var out []Dialect
	for _, sp := range specs {
		out = append(out, sp.Name)
	}
	return out
}()

// Spec returns the dialect's entry, or nil for a name that is no dialect.
func (d Dialect) Spec() *Spec {
	for _, sp := range specs {
		if sp.Name == d {
			return sp
		}
	}
	return nil
}

// Strictable reports whether the provider has a strict flag in this dialect
// (whether the declaration carries "strict" that the provider enforces).
func (d Dialect) Strictable() bool { return d.Spec().Strictable }

// Tool is what a dialect transform reads: the tool's name, description and
// advertised schema, and whether the package lets it be strict.
type Tool struct {
	Name        string
	Description string
	Advertised  *model.Schema
	// Strict is //stitch:tool strict=: "" or "true" (strict where exact),
	// "false" (declared strict: false in every strict dialect), or the one
	// strict dialect the tool may be strict in.
	Strict string
}

// Result is one tool in one dialect.
type Result struct {
	Dialect Dialect
	Tool    Tool
	// Schema is the provider's schema: under "parameters" (OpenAI, Gemini),
	// "input_schema" (Anthropic) or "parametersJsonSchema".
	Schema *model.Schema
	// Wire is the dialect's wire mode (Spec.Wire), which the generated
	// declaration carries for the parser.
	Wire stitch.Wire
	// Strict is the declared strict flag (strict dialects only): true only
	// when the transform keeps every exact-valid value and nothing stops it.
	Strict bool
	// Reasons say why a strict dialect's tool is not strict (empty when it is).
	Reasons []string
	// Widened lists, by path, where the schema accepts more than the
	// advertised one (a constraint moved into the description): the parser
	// still enforces it.
	Widened []string
	// Notes are the losses the dialect cannot avoid, by key ("x: untyped,
	// declared any scalar …"): what the declaration cannot say in its
	// schema or its words. stitchgen -v prints them; the summary line
	// counts them.
	Notes []string
	// Description is the declaration's description: the tool's, or as much
	// of it as the provider takes (the rest is in the schema's description).
	Description string
	// Diagnostics are errors at the tool's fields: what the dialect cannot
	// declare at all (a root key Gemini refuses). A result with diagnostics
	// is not written.
	Diagnostics []model.Diagnostic
	// Budget is the tool's share of Anthropic's per-request strict budget
	// (anthropic-strict only).
	Budget Budget
	// OverBudget is set when the tool could be strict but the package's
	// strict tools before it fill the per-request budget (BudgetPackage).
	OverBudget bool
}

// WireNames are the names of the runtime's constants (package stitch) that
// make up r.Wire, in bit order: what generated code writes.
func (r *Result) WireNames() []string {
	var out []string
	for _, b := range []struct {
		bit  stitch.Wire
		name string
	}{{stitch.WireNullAbsent, "WireNullAbsent"}, {stitch.WireAnyText, "WireAnyText"}} {
		if r.Wire&b.bit != 0 {
			out = append(out, b.name)
		}
	}
	return out
}

// Transform returns the tool in dialect d. It never modifies t.Advertised.
// Strict is decided per tool here; BudgetPackage then takes the package's
// anthropic-strict budget into account.
func Transform(d Dialect, t Tool) *Result {
	sp := d.Spec()
	p := &pass{d: d, res: &Result{Dialect: d, Tool: t, Wire: sp.Wire, Description: t.Description}, inlining: map[string]bool{}}
	p.root = p.sayInWords(t.Advertised, sp)
	p.res.Schema = sp.transform(p, p.root)
	if sp.Budget {
		p.res.Budget = budgetOf(p.res.Schema)
	}
	if sp.MaxDescription > 0 {
		p.cutDescription(sp.MaxDescription)
	}
	if sp.Strictable {
		if t.Strict != "" && t.Strict != "true" && t.Strict != string(d) {
			p.notStrict("//stitch:tool strict=" + t.Strict)
		}
		p.res.Strict = len(p.res.Reasons) == 0
	}
	return p.res
}

// sayInWords is s with what the dialect's schema has no keyword for said in
// descriptions: each node's examples ("Examples: "pod-1", "web-7".") unless
// sp.Examples, each object's dependentRequired on its keys ("Requires
// namespaces when sent.", recorded as widened: the schema no longer
// refuses what the parser does) unless sp.DependentRequired; s itself when
// there is nothing to say.
func (p *pass) sayInWords(s *model.Schema, sp *Spec) *model.Schema {
	has := false
	s.Walk(func(n *model.Schema) {
		has = has || n.Examples != nil && !sp.Examples || n.DependentRequired != nil && !sp.DependentRequired
	})
	if !has {
		return s
	}
	c := s.Clone()
	paths := map[*model.Schema]string{}
	model.WalkProperties(c, func(path string, n *model.Schema) { paths[n] = path })
	c.Walk(func(n *model.Schema) {
		if n.DependentRequired != nil && !sp.DependentRequired {
			for _, d := range n.DependentRequired { // said at each key
				key := d.Key
				if path := paths[n]; path != "" {
					key = path + "." + key
				}
				p.widened(key, "dependentRequired")
			}
			model.SayRequires(n)
		}
		if n.Examples != nil && !sp.Examples {
			vs := make([]string, len(n.Examples))
			for i, e := range n.Examples {
				vs[i] = string(e)
			}
			n.Description = sentence(n.Description, "Examples: "+strings.Join(vs, ", ")+".")
			n.Examples = nil
		}
	})
	return c
}

// freeIn is s, a node the dialect declares (not inside a JSON text, whose
// values are read as they are), with how a string is sent for it said where
// any travels as JSON text and s is a freeString hull; else s itself.
func (p *pass) freeIn(s *model.Schema) *model.Schema {
	if p.res.Wire&stitch.WireAnyText == 0 || !freeString(s) {
		return s
	}
	c := *s // its children are read, never written
	c.Description = sentence(s.Description, freeInWords(s))
	return &c
}

// freeString reports whether n, a collided key's hull that is any JSON value
// in some variants (model.Schema.FreeIn), takes a string: those variants
// read one as JSON text where any travels as text.
func freeString(n *model.Schema) bool {
	return n.FreeIn != "" && (n.HasType("string") || len(n.Type) == 0)
}

// freeInWords says how a string is sent for n, a freeString hull.
func freeInWords(n *model.Schema) string {
	out := "If " + n.FreeIn + `, a string or null is sent as its JSON text ("abc" as "\"abc\"", null as "null"), read as the value it holds`
	if n.Strings {
		out += "; otherwise as itself"
	}
	return out + "."
}

// pass carries one transform's result while it walks the schema.
type pass struct {
	d        Dialect
	res      *Result
	root     *model.Schema   // the advertised root, for $refs
	inlining map[string]bool // $refs being inlined (gemini-jsonschema)
	nullKeys []string        // optional stitch.Nullable keys (openai-strict), for one reason
	said     map[string]bool // $refs whose schema a JSON text has said (refText)
}

// notStrict records why the tool cannot be strict in this dialect.
func (p *pass) notStrict(why string) {
	for _, r := range p.res.Reasons {
		if r == why {
			return
		}
	}
	p.res.Reasons = append(p.res.Reasons, why)
}

// MaxOpenAIDescription is the longest function.description OpenAI takes
// (string_above_max_length, the whole request refused; docs/design.md §9), in characters; cutDescription counts bytes, which
// are never fewer.
const MaxOpenAIDescription = 1024

// continued ends a description cut for the provider's limit.
const continued = " (continued in the parameters' description)"

// cutDescription cuts the declaration's description to at most max bytes,
// at the last sentence or word end that leaves room for a note saying where
// the rest is, and makes sure the schema's root description holds the whole
// text (it has no such limit; the advertised root's description is the
// tool's doc already, so usually nothing moves).
func (p *pass) cutDescription(max int) {
	desc := p.res.Description
	if len(desc) <= max {
		return
	}
	cut := max - len(continued)
	for cut > 0 && !utf8.RuneStart(desc[cut]) {
		cut--
	}
	head := desc[:cut]
	if i := strings.LastIndexAny(head, ".!?"); i > cut/2 {
		head = head[:i+1]
	} else if i := strings.LastIndexAny(head, " \n\t"); i > cut/2 {
		head = head[:i]
	}
	p.res.Description = strings.TrimSpace(head) + continued
	if root := p.res.Schema; !strings.Contains(root.Description, desc) {
		if root == p.root {
			root = root.Clone()
			p.res.Schema = root
		}
		root.Description = sentence(root.Description, strings.TrimSpace(desc[len(head):]))
	}
}

// widened records that path now accepts more than advertised.
func (p *pass) widened(path string, what ...string) {
	if len(what) == 0 {
		return
	}
	if path == "" {
		path = "(root)"
	}
	p.res.Widened = append(p.res.Widened, path+": "+strings.Join(what, ", ")+" moved to the description")
}

// Declaration is the provider's tool declaration object, compact, keys in
// the provider's documented order:
//
//	openai, openai-strict: {"name","description","parameters","strict"} (openai-go FunctionDefinitionParam)
//	anthropic:             {"name","description","input_schema"}        (anthropic-sdk-go ToolParam)
//	anthropic-strict:      {"name","description","input_schema","strict"}
//	gemini:                {"name","description","parameters"}          (genai.FunctionDeclaration)
//	gemini-jsonschema:     {"name","description","parametersJsonSchema"}
//
// OpenAI's Responses API tries strict mode when the flag is absent, so
// openai says false (Spec.StrictFalse).
func (r *Result) Declaration() []byte {
	var b bytes.Buffer
	b.WriteString(`{"name":`)
	writeString(&b, r.Tool.Name)
	if r.Description != "" {
		b.WriteString(`,"description":`)
		writeString(&b, r.Description)
	}
	b.WriteString(`,"` + r.SchemaKey() + `":`)
	s, _ := r.Schema.MarshalJSON()
	b.Write(s)
	if strict, said := r.strictFlag(); said {
		b.WriteString(`,"strict":` + strconv.FormatBool(strict))
	}
	b.WriteByte('}')
	return b.Bytes()
}

// strictFlag is the declaration's strict flag, and whether it says one.
func (r *Result) strictFlag() (strict, said bool) {
	sp := r.Dialect.Spec()
	return sp.Strictable && r.Strict, sp.Strictable || sp.StrictFalse
}

// Value is r's declaration as encoding/json decodes Declaration's bytes
// (UseNumber), built from r: what Check reads.
func (r *Result) Value() map[string]any {
	top := map[string]any{"name": r.Tool.Name}
	if r.Description != "" {
		top["description"] = r.Description
	}
	top[r.SchemaKey()] = r.Schema.Value()
	if strict, said := r.strictFlag(); said {
		top["strict"] = strict
	}
	return top
}

// SchemaKey is the key of the declaration that holds the schema.
func (r *Result) SchemaKey() string { return r.Dialect.Spec().Key }

func writeString(b *bytes.Buffer, s string) {
	q, _ := json.Marshal(s)
	b.Write(q)
}
