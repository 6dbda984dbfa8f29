package dialect

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"
)

// Check returns every provider rule a declaration breaks, each as
// "path: rule", sorted. decl is the declaration object as written
// (Result.Declaration); strict says whether it declares strict: true, which
// selects the strict rules. The rules and their sources are those of
// docs/design.md §9; each is cited where it is checked.
// stitchgen fails generation on any violation; go test runs Check over every
// example and golden tool.
func Check(d Dialect, decl []byte) []string {
	var top map[string]any
	dec := json.NewDecoder(bytes.NewReader(decl))
	dec.UseNumber()
	if err := dec.Decode(&top); err != nil {
		return []string{"declaration: not a JSON object: " + err.Error()}
	}
	return checkTop(d, top)
}

// Check is Check of r's declaration, read from r's values (Value) rather
// than decoded from Declaration's bytes: the pipeline checks every
// declaration it writes, and decoding them again was a tenth of a run.
func (r *Result) Check() []string { return checkTop(r.Dialect, r.Value()) }

// checkTop checks a declaration read as encoding/json reads it.
func checkTop(d Dialect, top map[string]any) []string {
	sp := d.Spec()
	if sp == nil {
		return []string{"declaration: no dialect " + string(d)}
	}
	c := &checker{d: d}
	strict, _ := top["strict"].(bool)
	name, _ := top["name"].(string)
	if !sp.ToolName.MatchString(name) {
		c.fail("name", "tool name %q does not match %s", name, sp.ToolName)
	}
	root, ok := top[sp.Key].(map[string]any)
	if !ok {
		c.fail("", "the declaration has no %q object", sp.Key)
		return c.out
	}
	c.root = root
	c.top(sp, top)
	sp.rules(c, root, strict)
	c.ownRequired(root)
	sort.Strings(c.out)
	return c.out
}

type checker struct {
	d    Dialect
	root map[string]any
	out  []string
}

func (c *checker) fail(path, format string, args ...any) {
	if path == "" {
		path = "(root)"
	}
	c.out = append(c.out, path+": "+fmt.Sprintf(format, args...))
}

// Tool name rules.
var (
	// openai-go v3 shared.FunctionDefinitionParam: "Must be a-z, A-Z, 0-9, or
	// contain underscores and dashes, with a maximum length of 64."
	openAIToolName = regexp.MustCompile(`^[a-zA-Z0-9_-]{1,64}$`)
	// anthropic-sdk-go v2 ToolParam.Name; 128 since 2025 (64 before).
	anthropicToolName = regexp.MustCompile(`^[a-zA-Z0-9_-]{1,128}$`)
	// go-genai FunctionDeclaration.Name: starts with a letter or an
	// underscore; letters, digits, underscores, dots, colons and dashes; at
	// most 128 characters (64 earlier).
	geminiToolName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_.:-]{0,127}$`)
)

// walk calls f on every schema node below s (s included), with its path
// and whether it is the value of a required property.
func walk(s map[string]any, path string, f func(s map[string]any, path string)) {
	f(s, path)
	if props, ok := s["properties"].(map[string]any); ok {
		for _, k := range sortedKeys(props) {
			if ps, ok := props[k].(map[string]any); ok {
				walk(ps, join(path, k), f)
			}
		}
	}
	if it, ok := s["items"].(map[string]any); ok {
		walk(it, path+"[]", f)
	}
	if ap, ok := s["additionalProperties"].(map[string]any); ok {
		walk(ap, path+".*", f)
	}
	for _, kw := range []string{"anyOf", "oneOf", "allOf"} {
		if l, ok := s[kw].([]any); ok {
			for i, b := range l {
				if bs, ok := b.(map[string]any); ok {
					walk(bs, fmt.Sprintf("%s<%s %d>", path, kw, i), f)
				}
			}
		}
	}
	if defs, ok := s["$defs"].(map[string]any); ok {
		for _, k := range sortedKeys(defs) {
			if ds, ok := defs[k].(map[string]any); ok {
				walk(ds, "$defs."+k, f)
			}
		}
	}
}

func sortedKeys(m map[string]any) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// types is a node's type as a list (nil when absent).
func types(s map[string]any) []string {
	switch t := s["type"].(type) {
	case string:
		return []string{t}
	case []any:
		var out []string
		for _, x := range t {
			if k, ok := x.(string); ok {
				out = append(out, k)
			}
		}
		return out
	}
	return nil
}

func has(list []string, k string) bool {
	for _, x := range list {
		if strings.EqualFold(x, k) {
			return true
		}
	}
	return false
}

// rootObject: OpenAI and Anthropic want "type": "object" at the root, never a
// combinator (docs/design.md §9, OpenAI without strict; Anthropic
// ToolInputSchemaParam.Type is the constant "object").
func (c *checker) rootObject(root map[string]any) {
	if t, _ := root["type"].(string); t != "object" {
		c.fail("", `the root must be "type": "object"`)
	}
	for _, kw := range []string{"anyOf", "oneOf", "allOf"} {
		if _, ok := root[kw]; ok {
			c.fail("", "no %s at the root", kw)
		}
	}
}

// openAI: the rules without strict. Root object; "array schema missing
// items" (OpenAI; GitHub Copilot as an MCP client the same), also for the
// array member of a type list.
func (c *checker) openAI(root map[string]any) {
	c.rootObject(root)
	c.jsonTypes(root)
	walk(root, "", func(s map[string]any, path string) {
		if has(types(s), "array") && s["items"] == nil {
			c.fail(path, "an array needs items")
		}
	})
}

// top: the declaration's own keys (docs/design.md §9). An
// OpenAI function.description is at most 1,024 characters
// (string_above_max_length refuses the whole request); OpenAI's strict is
// always sent, false too, since the Responses API tries strict mode when it
// is absent and falls back silently.
func (c *checker) top(sp *Spec, top map[string]any) {
	if desc, _ := top["description"].(string); sp.MaxDescription > 0 && utf8.RuneCountInString(desc) > sp.MaxDescription {
		c.fail("description", "%d characters; %s takes at most %d", utf8.RuneCountInString(desc), sp.Name, sp.MaxDescription)
	}
	if _, ok := top["strict"].(bool); (sp.Strictable || sp.StrictFalse) && !ok {
		c.fail("strict", "%s declarations always say strict (true or false)", sp.Name)
	}
}

// openAIStrictKeywords are the keywords OpenAI strict mode takes (docs/design.md §9,
// "supported"); minLength/maxLength (risky) and default (rejected by Azure)
// are left out on purpose.
var openAIStrictKeywords = set("type", "description", "title", "properties", "required", "additionalProperties",
	"items", "enum", "const", "anyOf", "$ref", "$defs", "pattern", "format", "minimum", "maximum",
	"exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minItems", "maxItems")

// openAIStrict: OpenAI structured outputs (docs "Supported schemas"; the
// errors quoted in openai-python and openai-agents issues).
func (c *checker) openAIStrict(root map[string]any) {
	c.rootObject(root)
	c.jsonTypes(root)
	props, enums, chars := 0, 0, 0
	walk(root, "", func(s map[string]any, path string) {
		for k := range s {
			if !openAIStrictKeywords[k] {
				c.fail(path, "strict mode does not take %q", k)
			}
		}
		if _, ok := s["$ref"]; ok && len(s) > 1 {
			c.fail(path, "$ref must stand alone")
		}
		t := types(s)
		_, isRef := s["$ref"]
		_, isAny := s["anyOf"]
		_, isDefs := s["$defs"]
		if t == nil && !isRef && !isAny && !(isDefs && path == "") {
			c.fail(path, "every node needs a type")
		}
		if has(t, "object") {
			if ap, ok := s["additionalProperties"].(bool); !ok || ap {
				c.fail(path, "every object needs additionalProperties: false")
			}
			p, _ := s["properties"].(map[string]any)
			req := map[string]bool{}
			if r, ok := s["required"].([]any); ok {
				for _, x := range r {
					if k, ok := x.(string); ok {
						req[k] = true
					}
				}
			}
			for _, k := range sortedKeys(p) {
				if !req[k] {
					c.fail(join(path, k), "every key must be required (an optional one nullable)")
				}
				chars += len(k)
			}
			props += len(p)
		}
		if has(t, "array") {
			it, _ := s["items"].(map[string]any)
			if it == nil || (types(it) == nil && it["$ref"] == nil && it["anyOf"] == nil) {
				c.fail(path, "an array needs typed items")
			}
		}
		if f, ok := s["format"].(string); ok && !openAIFormats[f] {
			c.fail(path, "strict mode does not take format %q", f)
		}
		if pat, ok := s["pattern"].(string); ok && lookaround.MatchString(pat) {
			c.fail(path, "strict mode takes no lookaround in a pattern")
		}
		if e, ok := s["enum"].([]any); ok {
			enums += len(e)
			for _, v := range e {
				if str, ok := v.(string); ok {
					chars += len(str)
				}
			}
		}
	})
	// Limits (2025: 5,000 properties, 1,000 enum values, 120,000 characters).
	if props > 5000 {
		c.fail("", "%d properties; the limit is 5,000", props)
	}
	if enums > 1000 {
		c.fail("", "%d enum values; the limit is 1,000", enums)
	}
	if chars > 120000 {
		c.fail("", "%d characters of names and enum values; the limit is 120,000", chars)
	}
	if n := nesting(root); n > 10 {
		c.fail("", "objects nest %d levels deep; the limit is 10", n)
	}
}

// lookaround finds the lookaround groups OpenAI strict mode refuses in a
// pattern.
var lookaround = regexp.MustCompile(`\(\?<?[=!]`)

// nesting is how many objects with properties nest in s ($refs not
// followed; an anyOf branch is at its node's level).
func nesting(s map[string]any) int {
	d := 0
	if p, ok := s["properties"].(map[string]any); ok {
		for _, ps := range p {
			if m, ok := ps.(map[string]any); ok {
				d = max(d, nesting(m))
			}
		}
		d++
	}
	if it, ok := s["items"].(map[string]any); ok {
		d = max(d, nesting(it))
	}
	if l, ok := s["anyOf"].([]any); ok {
		for _, b := range l {
			if m, ok := b.(map[string]any); ok {
				d = max(d, nesting(m))
			}
		}
	}
	return d
}

// jsonTypes: in a JSON Schema dialect every type is one of the seven JSON
// Schema types (Anthropic: the schema must be valid draft 2020-12; OpenAI and
// parametersJsonSchema read the same names).
func (c *checker) jsonTypes(root map[string]any) {
	walk(root, "", func(s map[string]any, path string) {
		for _, t := range types(s) {
			if !jsonSchemaTypes[t] {
				c.fail(path, "unknown type %q (JSON Schema has string, number, integer, boolean, object, array, null)", t)
			}
		}
	})
}

var jsonSchemaTypes = set("string", "number", "integer", "boolean", "object", "array", "null")

// ownRequired: a node's required names only its own properties, in every
// provider (docs/design.md §9: a required on a STRING or
// ARRAY branch of a split type list is a 400 for the whole request).
func (c *checker) ownRequired(root map[string]any) {
	walk(root, "", func(s map[string]any, path string) {
		req, ok := s["required"].([]any)
		if !ok {
			return
		}
		props, _ := s["properties"].(map[string]any)
		for _, r := range req {
			k, _ := r.(string)
			if _, ok := props[k]; !ok {
				c.fail(path, "required names %q, not a property of this node", k)
			}
		}
	})
}

// anthropic: without strict, input_schema.type is "object" and no
// oneOf/anyOf/allOf at the top level (Anthropic tool use docs; SDK
// ToolInputSchemaParam).
func (c *checker) anthropic(root map[string]any) {
	c.rootObject(root)
	c.jsonTypes(root)
}

// anthropicStrictRefused are the keywords Anthropic strict tool use refuses
// (structured outputs docs, "JSON Schema limitations"; errors reported
// 2025-12 and 2026-09), and those outside its subset we do not risk.
var anthropicStrictRefused = set("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
	"minLength", "maxLength", "maxItems", "oneOf", "allOf", "not", "minProperties", "maxProperties",
	"propertyNames", "patternProperties", "if", "then", "else")

func (c *checker) anthropicStrict(root map[string]any) {
	walk(root, "", func(s map[string]any, path string) {
		for k := range s {
			if anthropicStrictRefused[k] {
				c.fail(path, "strict tool use does not take %q", k)
			}
		}
		if has(types(s), "object") {
			if ap, ok := s["additionalProperties"].(bool); !ok || ap {
				c.fail(path, "every object needs additionalProperties: false")
			}
		}
		if n, ok := s["minItems"].(json.Number); ok && n != "0" && n != "1" {
			c.fail(path, "minItems may only be 0 or 1")
		}
		if f, ok := s["format"].(string); ok && !anthropicFormats[f] {
			c.fail(path, "strict tool use does not take format %q", f)
		}
		// Recursive schemas are not supported: stitchgen only writes $ref
		// for cycles, so any $ref is one.
		if _, ok := s["$ref"]; ok {
			c.fail(path, "recursive schemas ($ref) are not supported")
		}
	})
}

// geminiFields are the fields of go-genai v1 Schema (types.go), the only
// keys Gemini's parameters take ("Unknown name … Cannot find field").
var geminiFields = set("anyOf", "default", "description", "enum", "example", "format", "items", "maxItems",
	"maxLength", "maxProperties", "maximum", "minItems", "minLength", "minProperties", "minimum", "nullable",
	"pattern", "properties", "propertyOrdering", "required", "title", "type")

// geminiKindOf is, for each keyword of one kind, the types that take it.
var geminiKindOf = map[string]string{
	"minLength": "|STRING|", "maxLength": "|STRING|", "pattern": "|STRING|",
	"minimum": "|NUMBER|INTEGER|", "maximum": "|NUMBER|INTEGER|",
	"minItems": "|ARRAY|", "maxItems": "|ARRAY|",
	"properties": "|OBJECT|", "required": "|OBJECT|", "minProperties": "|OBJECT|", "maxProperties": "|OBJECT|", "propertyOrdering": "|OBJECT|",
}

// geminiTypes are go-genai's Type values.
var geminiTypes = set("STRING", "NUMBER", "INTEGER", "BOOLEAN", "ARRAY", "OBJECT", "NULL")

func (c *checker) gemini(root map[string]any) {
	if t, _ := root["type"].(string); t != "OBJECT" {
		c.fail("", `the root must be "type": "OBJECT"`)
	}
	walk(root, "", func(s map[string]any, path string) {
		for k := range s {
			if !geminiFields[k] {
				c.fail(path, "parameters take no %q (not a field of Schema)", k)
			}
		}
		t, isStr := s["type"].(string)
		_, isAny := s["anyOf"]
		switch {
		case s["type"] != nil && !isStr:
			c.fail(path, "type is one value (Proto field is not repeating)")
		case s["type"] == nil && !isAny:
			c.fail(path, "every node needs a type")
		case isStr && !geminiTypes[t]:
			c.fail(path, "unknown type %q", t)
		}
		if t == "ARRAY" && s["items"] == nil {
			c.fail(path, "an array needs items")
		}
		if t != "ARRAY" && s["items"] != nil {
			c.fail(path, "items only on an ARRAY ($type == Type.ARRAY)")
		}
		// Each kind's keywords on its own node (a split type list puts them
		// in the branch of their kind).
		for _, k := range sortedKeys(s) {
			if kind, ok := geminiKindOf[k]; ok && !strings.Contains(kind, "|"+t+"|") {
				c.fail(path, "%s only on a node of type %s", k, strings.ReplaceAll(strings.Trim(kind, "|"), "|", " or "))
			}
		}
		if e, ok := s["enum"].([]any); ok {
			if t != "STRING" {
				c.fail(path, "enum only on type STRING")
			}
			for _, v := range e {
				if _, ok := v.(string); !ok {
					c.fail(path, "enum values are strings")
					break
				}
			}
		}
		// Formats: the Developer API took only enum and date-time (observed
		// mid-2025).
		if f, ok := s["format"].(string); ok && f != "date-time" && f != "enum" {
			c.fail(path, "format %q is not taken", f)
		}
		// Parameter names ^[A-Za-z_][A-Za-z0-9_]{0,63}$.
		if p, ok := s["properties"].(map[string]any); ok {
			for k := range p {
				if !geminiName.MatchString(k) {
					c.fail(join(path, k), "Gemini refuses the property name %q (%s)", k, geminiName)
				}
			}
		}
	})
}

// geminiJSONKeywords are the keywords parametersJsonSchema takes (Gemini
// function calling docs, 2025-11); the others are dropped silently, which
// stitchgen treats as an error so that nothing is lost unseen.
var geminiJSONKeywords = set("$id", "$defs", "$ref", "$anchor", "type", "format", "title", "description",
	"enum", "items", "prefixItems", "minItems", "maxItems", "minimum", "maximum", "anyOf", "oneOf",
	"properties", "additionalProperties", "required", "propertyOrdering")

func (c *checker) geminiJSON(root map[string]any) {
	if t, _ := root["type"].(string); t != "object" {
		c.fail("", `the root must be "type": "object"`)
	}
	c.jsonTypes(root)
	cyclic := map[string]bool{}
	if defs, ok := root["$defs"].(map[string]any); ok {
		for k := range defs {
			cyclic["#/$defs/"+k] = true
		}
	}
	walk(root, "", func(s map[string]any, path string) {
		for k := range s {
			if !geminiJSONKeywords[k] {
				c.fail(path, "parametersJsonSchema drops %q silently", k)
			}
		}
		if _, ok := s["$ref"]; ok && len(s) > 1 {
			c.fail(path, "$ref takes no siblings")
		}
		if t := types(s); len(t) > 2 || (len(t) == 2 && t[1] != "null") {
			c.fail(path, `a type list is only [T, "null"]`)
		}
		if e, ok := s["enum"].([]any); ok {
			for _, v := range e {
				switch v.(type) {
				case string, json.Number:
				default:
					c.fail(path, "enum values are strings and numbers")
				}
			}
		}
		// A cyclic $ref only in optional properties.
		if p, ok := s["properties"].(map[string]any); ok {
			req, _ := s["required"].([]any)
			for _, r := range req {
				k, _ := r.(string)
				ps, _ := p[k].(map[string]any)
				if ref, _ := ps["$ref"].(string); ref == "#" || cyclic[ref] {
					c.fail(join(path, k), "a cyclic $ref only in an optional property")
				}
			}
		}
	})
}

func set(ks ...string) map[string]bool {
	m := map[string]bool{}
	for _, k := range ks {
		m[k] = true
	}
	return m
}

// CheckPackage returns the per-request rules a package's declarations in
// dialect d break together (each also passes Check): Anthropic strict tool
// use takes at most 20 strict tools, 24 optional parameters across them and
// 16 parameters with union types (anyOf or a type list, nullable included),
// counted at every depth ("Schema is too complex for compilation";
// docs/design.md §9). decls are the declaration objects as written.
func CheckPackage(d Dialect, decls [][]byte) []string {
	var tops []map[string]any
	for _, decl := range decls {
		var top map[string]any
		if json.Unmarshal(decl, &top) == nil {
			tops = append(tops, top)
		}
	}
	return checkPackage(d, tops)
}

// CheckResults is CheckPackage of the declarations of rs, the results of
// one dialect, read from their values (Result.Value); a result with
// diagnostics has no declaration, and only the strict ones count.
func CheckResults(d Dialect, rs []*Result) []string {
	var tops []map[string]any
	for _, r := range rs {
		if strict, _ := r.strictFlag(); strict && len(r.Diagnostics) == 0 {
			tops = append(tops, r.Value())
		}
	}
	return checkPackage(d, tops)
}

// checkPackage is CheckPackage of declarations read as encoding/json
// reads them.
func checkPackage(d Dialect, tops []map[string]any) []string {
	if sp := d.Spec(); sp == nil || !sp.Budget {
		return nil
	}
	tools, optional, unions := 0, 0, 0
	for _, top := range tops {
		if top["strict"] != true {
			continue
		}
		tools++
		root, _ := top[d.Spec().Key].(map[string]any)
		walk(root, "", func(s map[string]any, _ string) {
			if p, ok := s["properties"].(map[string]any); ok {
				req := map[string]bool{}
				r, _ := s["required"].([]any)
				for _, k := range r {
					if k, ok := k.(string); ok {
						req[k] = true
					}
				}
				for k := range p {
					if !req[k] {
						optional++
					}
				}
			}
			if len(types(s)) > 1 || s["anyOf"] != nil {
				unions++
			}
		})
	}
	var out []string
	if tools > MaxStrictTools {
		out = append(out, fmt.Sprintf("%s: %d strict tools; the limit per request is %d", d, tools, MaxStrictTools))
	}
	if optional > MaxOptionalParams {
		out = append(out, fmt.Sprintf("%s: %d optional parameters across the strict tools; the limit per request is %d", d, optional, MaxOptionalParams))
	}
	if unions > MaxUnionTypeParams {
		out = append(out, fmt.Sprintf("%s: %d union-typed parameters across the strict tools; the limit per request is %d", d, unions, MaxUnionTypeParams))
	}
	return out
}
