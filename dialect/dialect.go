// Package dialect turns a tool's advertised schema (the mcp dialect, DESIGN
// §3–4) into the schema each LLM provider accepts, and writes the provider's
// own tool declaration object around it (DESIGN §9).
//
// A dialect is three things: a transform of the advertised schema into the
// provider's subset of JSON Schema; a strict flag, true only where the
// transform keeps every value valid against the exact schema; and a wire
// mapping the generated parser understands in that dialect (a structure or
// any value sent as JSON text where the provider cannot say what it is; under
// openai-strict, null for a key that is left out). Whatever a provider cannot
// express moves into the description, so the model still reads it, and the
// parser keeps enforcing it. The facts behind every rule, with sources, are in
// the design's reference/providers.md; Check (rules.go) enforces them on every
// declaration.
//
// In the pipeline: load → model → flatten → dialect → gen. Transform is a
// pure pass: it never modifies its input.
package dialect

import (
	"bytes"
	"encoding/json"
	"strings"
	"unicode/utf8"

	"github.com/stitchgen/stitchgen/model"
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

// All lists every provider dialect, in a fixed order.
var All = []Dialect{OpenAI, OpenAIStrict, Anthropic, AnthropicStrict, Gemini, GeminiJSONSchema}

// Strictable reports whether the provider has a strict flag in this dialect
// (whether the declaration carries "strict" that the provider enforces).
func (d Dialect) Strictable() bool { return d == OpenAIStrict || d == AnthropicStrict }

// Wire is how a provider's model sends values in a dialect, as far as the
// parser must know: bits the generated parser's decoder consults.
type Wire uint8

const (
	// WireNullAbsent: a key whose value is null and that is not nullable is
	// read as absent (its default applies; a key of another union variant is
	// ignored). OpenAI strict makes every key required.
	WireNullAbsent Wire = 1 << iota
	// WireAnyText: a string sent for an any (or json.RawMessage) value is the
	// JSON text of that value. Structures sent as JSON text need no bit: the
	// parser always reads a string holding an object or array in its place.
	WireAnyText
)

// WireOf is the wire mode of a dialect.
func WireOf(d Dialect) Wire {
	switch d {
	case OpenAIStrict:
		return WireNullAbsent | WireAnyText
	case AnthropicStrict, Gemini:
		return WireAnyText
	}
	return 0
}

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
	// Strict is the declared strict flag (strict dialects only): true only
	// when the transform keeps every exact-valid value and nothing stops it.
	Strict bool
	// Reasons say why a strict dialect's tool is not strict (empty when it is).
	Reasons []string
	// Widened lists, by path, where the schema accepts more than the
	// advertised one (a constraint moved into the description): the parser
	// still enforces it.
	Widened []string
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
}

// Transform returns the tool in dialect d. It never modifies t.Advertised.
// Strict is decided per tool here; BudgetPackage then takes the package's
// anthropic-strict budget into account.
func Transform(d Dialect, t Tool) *Result {
	p := &pass{d: d, res: &Result{Dialect: d, Tool: t}, root: t.Advertised, inlining: map[string]bool{}}
	root := t.Advertised
	switch d {
	case OpenAI, Anthropic:
		p.res.Schema = root.Clone()
	case OpenAIStrict:
		p.res.Schema = p.openAIStrict(root)
	case AnthropicStrict:
		p.res.Schema = p.anthropicStrict(root)
		p.res.Budget = budgetOf(p.res.Schema)
	case Gemini:
		p.res.Schema = p.gemini(root)
	case GeminiJSONSchema:
		p.res.Schema = p.geminiJSON(root)
	}
	p.res.Description = t.Description
	if d == OpenAI || d == OpenAIStrict {
		p.cutDescription(MaxOpenAIDescription)
	}
	if d.Strictable() {
		if t.Strict != "" && t.Strict != "true" && t.Strict != string(d) {
			p.notStrict("//stitch:tool strict=" + t.Strict)
		}
		p.res.Strict = len(p.res.Reasons) == 0
	}
	return p.res
}

// pass carries one transform's result while it walks the schema.
type pass struct {
	d        Dialect
	res      *Result
	root     *model.Schema   // the advertised root, for $refs
	inlining map[string]bool // $refs being inlined (gemini-jsonschema)
	nullKeys []string        // optional stitch.Nullable keys (openai-strict), for one reason
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
// (string_above_max_length, the whole request refused; providers.md,
// Additions 2026-12-01), in characters; cutDescription counts bytes, which
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
// OpenAI's Responses API defaults strict to true, so openai says false.
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
	switch r.Dialect {
	case OpenAI:
		b.WriteString(`,"strict":false`)
	case OpenAIStrict, AnthropicStrict:
		if r.Strict {
			b.WriteString(`,"strict":true`)
		} else {
			b.WriteString(`,"strict":false`)
		}
	}
	b.WriteByte('}')
	return b.Bytes()
}

// SchemaKey is the key of the declaration that holds the schema.
func (r *Result) SchemaKey() string {
	switch r.Dialect {
	case Anthropic, AnthropicStrict:
		return "input_schema"
	case GeminiJSONSchema:
		return "parametersJsonSchema"
	}
	return "parameters"
}

// Pretty is Declaration indented by two spaces with a final newline: the
// content of schemas/<dialect>/<tool>.json.
func (r *Result) Pretty() []byte {
	var out bytes.Buffer
	_ = json.Indent(&out, r.Declaration(), "", "  ") // well-formed by construction
	out.WriteByte('\n')
	return out.Bytes()
}

func writeString(b *bytes.Buffer, s string) {
	q, _ := json.Marshal(s)
	b.Write(q)
}
