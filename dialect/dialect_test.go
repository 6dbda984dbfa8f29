package dialect_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/dialect"
	"github.com/stitchgen/stitchgen/flatten"
	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
)

// tool is one example or golden tool with its advertised schema.
type tool struct {
	pkg string
	t   *model.Tool
	adv *model.Schema
	ds  []dialect.Dialect // the package's //stitch:dialects, or all (none: all)
	// declared are the dialects the package writes declarations in (none:
	// no dialect).
	declared []dialect.Dialect
}

// tools loads every example and golden package once.
var tools = sync.OnceValues(func() ([]tool, error) {
	patterns := []string{"./examples/..."}
	dirs, err := os.ReadDir("../testdata/golden")
	if err != nil {
		return nil, err
	}
	for _, d := range dirs {
		if d.IsDir() && !strings.HasPrefix(d.Name(), "err_") {
			patterns = append(patterns, "./testdata/golden/"+d.Name())
		}
	}
	pkgs, diags, err := load.Packages(load.Config{Dir: ".."}, patterns...)
	if err != nil {
		return nil, err
	}
	if model.HasErrors(diags) {
		return nil, fmt.Errorf("%v", diags)
	}
	var out []tool
	for _, p := range pkgs {
		for _, t := range p.Tools {
			exact, _ := model.ExactSchema(t.Type, t.Doc)
			adv, _ := flatten.Tool(exact, t.Flatten)
			ds, declared := dialect.All, dialect.All // for none, ds is all: a golden that writes no declaration is still checked in each
			if p.Dialects != nil {
				declared = nil
				for _, d := range p.Dialects {
					if d.Name != "none" {
						declared = append(declared, dialect.Dialect(d.Name))
					}
				}
				if declared != nil {
					ds = declared
				}
			}
			out = append(out, tool{filepath.Base(p.Path), t, adv, ds, declared})
		}
	}
	return out, nil
})

func results(t *testing.T, tl tool) []*dialect.Result {
	var rs []*dialect.Result
	for _, d := range tl.ds {
		rs = append(rs, dialect.Transform(d, dialect.Tool{Name: tl.t.Name, Description: tl.t.Doc, Advertised: tl.adv}))
	}
	return rs
}

// TestRules runs the provider-rules check on every declaration of every
// example and golden tool.
func TestRules(t *testing.T) {
	ts, err := tools()
	require.NoError(t, err)
	for _, tl := range ts {
		for _, r := range results(t, tl) {
			assert.Empty(t, dialect.Check(r.Dialect, r.Declaration()), "%s/%s %s", tl.pkg, tl.t.Name, r.Dialect)
		}
	}
}

// TestCheckReadsValues: Result.Check reads the declaration from the
// result's values, not its bytes: for every declaration of every example
// and golden tool, Value is what encoding/json decodes Declaration into
// (UseNumber), so Check on either says the same; and a broken value is
// seen (the check is of the values).
func TestCheckReadsValues(t *testing.T) {
	ts, err := tools()
	require.NoError(t, err)
	n := 0
	for _, tl := range ts {
		for _, r := range results(t, tl) {
			var want map[string]any
			dec := json.NewDecoder(bytes.NewReader(r.Declaration()))
			dec.UseNumber()
			require.NoError(t, dec.Decode(&want))
			assert.Equal(t, want, r.Value(), "%s/%s %s", tl.pkg, tl.t.Name, r.Dialect)
			assert.Equal(t, dialect.Check(r.Dialect, r.Declaration()), r.Check())
			n++
		}
	}
	assert.Greater(t, n, 300)
	r := dialect.Transform(dialect.OpenAIStrict, dialect.Tool{Name: "bad name", Advertised: &model.Schema{Type: []string{"object"}}})
	assert.Equal(t, dialect.Check(r.Dialect, r.Declaration()), r.Check())
	assert.Contains(t, r.Check(), `name: tool name "bad name" does not match ^[a-zA-Z0-9_-]{1,64}$`)
}

// TestTransformPure checks that no transform changes its input.
func TestTransformPure(t *testing.T) {
	ts, err := tools()
	require.NoError(t, err)
	for _, tl := range ts {
		before, _ := tl.adv.MarshalJSON()
		results(t, tl)
		after, _ := tl.adv.MarshalJSON()
		assert.Equal(t, string(before), string(after), "%s/%s", tl.pkg, tl.t.Name)
	}
}

// TestStrictShare prints the table tool × strict dialect and checks the
// target: strict under openai-strict for at least 90 % of the tools.
func TestStrictShare(t *testing.T) {
	ts, err := tools()
	require.NoError(t, err)
	strict := map[dialect.Dialect]int{}
	for _, tl := range ts {
		var cells []string
		for _, r := range results(t, tl) {
			cell := fmt.Sprintf("%s %dB", r.Dialect, len(r.Declaration()))
			if r.Dialect.Strictable() {
				if r.Strict {
					strict[r.Dialect]++
					cell += " strict"
				} else {
					cell += " NOT strict (" + strings.Join(r.Reasons, "; ") + ")"
				}
			}
			cells = append(cells, cell)
		}
		t.Logf("%s/%s: %s", tl.pkg, tl.t.Name, strings.Join(cells, " | "))
		for _, r := range results(t, tl) {
			for _, w := range r.Widened {
				t.Logf("    %s widened %s", r.Dialect, w)
			}
		}
	}
	t.Logf("strict: openai %d/%d, anthropic %d/%d", strict[dialect.OpenAIStrict], len(ts), strict[dialect.AnthropicStrict], len(ts))
	assert.GreaterOrEqual(t, strict[dialect.OpenAIStrict]*10, len(ts)*9, "openai-strict share")
}

// TestRulesOnFiles runs the provider-rules check on every checked-in
// declaration file of the examples and goldens, strict flag as written.
func TestRulesOnFiles(t *testing.T) {
	n := 0
	for _, d := range dialect.All {
		var files []string
		for _, pat := range []string{"../examples/*/schemas/", "../testdata/golden/*/schemas/"} {
			fs, err := filepath.Glob(pat + string(d) + "/*.json")
			require.NoError(t, err)
			files = append(files, fs...)
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			require.NoError(t, err)
			assert.Empty(t, dialect.Check(d, b), f)
			n++
		}
	}
	ts, err := tools()
	require.NoError(t, err)
	want := 0
	for _, tl := range ts {
		want += len(tl.declared)
	}
	assert.Equal(t, want, n, "one declaration per tool and chosen dialect")
}

// TestCheckFinds shows the check failing on declarations that break rules.
func TestCheckFinds(t *testing.T) {
	for _, c := range []struct {
		d    dialect.Dialect
		decl string
		want []string
	}{
		{dialect.OpenAI, `{"name":"a.b","parameters":{"type":"object","properties":{"x":{"type":["string","array"]}}},"strict":false}`,
			[]string{`name: tool name "a.b" does not match ^[a-zA-Z0-9_-]{1,64}$`, `x: an array needs items`}},
		{dialect.OpenAIStrict, `{"name":"a","parameters":{"type":"object","properties":{"x":{"type":"string","format":"uri","default":"u"},"y":{}},"required":["x"]},"strict":true}`,
			[]string{`(root): every object needs additionalProperties: false`, `x: strict mode does not take "default"`, `x: strict mode does not take format "uri"`,
				`y: every key must be required (an optional one nullable)`, `y: every node needs a type`}},
		{dialect.AnthropicStrict, `{"name":"a","input_schema":{"type":"object","properties":{"n":{"type":"integer","minimum":1},"l":{"type":"array","items":{"$ref":"#"},"minItems":2}},"additionalProperties":false},"strict":true}`,
			[]string{`l: minItems may only be 0 or 1`, `l[]: recursive schemas ($ref) are not supported`, `n: strict tool use does not take "minimum"`}},
		{dialect.Gemini, `{"name":"1a","parameters":{"type":"OBJECT","properties":{"a-b":{"type":["STRING","NULL"]},"e":{"type":"INTEGER","enum":[1]}},"additionalProperties":false}}`,
			[]string{`(root): parameters take no "additionalProperties" (not a field of Schema)`, `a-b: Gemini refuses the property name "a-b" (^[A-Za-z_][A-Za-z0-9_]{0,63}$)`,
				`a-b: type is one value (Proto field is not repeating)`, `e: enum only on type STRING`, `e: enum values are strings`,
				`name: tool name "1a" does not match ^[A-Za-z_][A-Za-z0-9_.:-]{0,127}$`}},
		{dialect.GeminiJSONSchema, `{"name":"a","parametersJsonSchema":{"type":"object","properties":{"s":{"type":"string","minLength":1},"r":{"$ref":"#","description":"d"}},"required":["r"]}}`,
			[]string{`r: $ref takes no siblings`, `r: a cyclic $ref only in an optional property`, `s: parametersJsonSchema drops "minLength" silently`}},
		{dialect.OpenAI, `{"name":"a","description":"` + strings.Repeat("é", 1025) + `","parameters":{"type":"object"}}`,
			[]string{`description: 1025 characters; openai takes at most 1024`, `strict: openai declarations always say strict (true or false)`}},
		// A split type list's required on the STRING branch (hull_rest before the fix).
		{dialect.Gemini, `{"name":"a","parameters":{"type":"OBJECT","properties":{"t":{"anyOf":[{"type":"STRING","required":["name"]},{"type":"OBJECT","properties":{"name":{"type":"STRING"}},"required":["name"]}]}}}}`,
			[]string{`t<anyOf 0>: required names "name", not a property of this node`, `t<anyOf 0>: required only on a node of type OBJECT`}},
		{dialect.GeminiJSONSchema, `{"name":"a","parametersJsonSchema":{"type":"object","properties":{"t":{"anyOf":[{"type":"array","items":{"type":"string"},"required":["x"]}]}},"required":["u"]}}`,
			[]string{`(root): required names "u", not a property of this node`, `t<anyOf 0>: required names "x", not a property of this node`}},
	} {
		assert.Equal(t, c.want, dialect.Check(c.d, []byte(c.decl)), string(c.d))
	}
}

// TestMovedIsDescribed checks the design's rule that whatever a provider
// cannot express moves into the description: for every place a transform
// widened, a description at that path (the node or one of its anyOf
// branches) names each keyword it gave up.
func TestMovedIsDescribed(t *testing.T) {
	ts, err := tools()
	require.NoError(t, err)
	phrase := map[string]string{"enum": "one of ", "exclusive bounds": " than ", "additionalProperties": "other keys", "dependentRequired": "Requires "}
	for _, tl := range ts {
		for _, r := range results(t, tl) {
			descs := map[string][]string{}
			describeAt(r.Schema, "", descs)
			for _, w := range r.Widened {
				path, what, ok := strings.Cut(w, ": ")
				if !ok || !strings.HasSuffix(what, " moved to the description") {
					continue
				}
				if path == "(root)" {
					path = ""
				}
				for _, kw := range strings.Split(strings.TrimSuffix(what, " moved to the description"), ", ") {
					want := kw + " "
					if p, ok := phrase[kw]; ok {
						want = p
					}
					found := false
					for _, d := range descs[path] {
						found = found || strings.Contains(d, want)
					}
					assert.True(t, found, "%s/%s %s: %s is not in a description at %q: %q", tl.pkg, tl.t.Name, r.Dialect, kw, path, descs[path])
				}
			}
		}
	}
}

// describeAt collects the descriptions of s and its anyOf branches by the
// property path the transforms report.
func describeAt(s *model.Schema, path string, out map[string][]string) {
	if s == nil {
		return
	}
	out[path] = append(out[path], s.Description)
	for _, p := range s.Properties {
		describeAt(p.Schema, join(path, p.Name), out)
	}
	describeAt(s.Items, path+"[]", out)
	if s.AdditionalProperties != nil && !s.AdditionalProperties.False {
		describeAt(s.AdditionalProperties, path+".*", out)
	}
	for _, b := range s.AnyOf {
		describeAt(b, path, out)
	}
	for _, b := range s.OneOf {
		describeAt(b, path, out)
	}
	for _, d := range s.Defs {
		describeAt(d.Schema, "$defs."+d.Name, out)
	}
}

func join(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

// TestLongDescription: a tool doc over OpenAI's 1,024 characters is cut for
// the OpenAI dialects at a sentence end, and the schema's description keeps
// the whole text; other dialects keep it whole.
func TestLongDescription(t *testing.T) {
	sentence := "Fetch a page and return what it says, in plain words. "
	doc := strings.TrimSpace(strings.Repeat(sentence, 30))
	adv := &model.Schema{Type: []string{"object"}, Description: "Input.", Properties: []model.Property{{Name: "u", Schema: &model.Schema{Type: []string{"string"}}}}, Required: []string{"u"}}
	for _, d := range dialect.All {
		r := dialect.Transform(d, dialect.Tool{Name: "fetch", Description: doc, Advertised: adv})
		assert.Empty(t, dialect.Check(d, r.Declaration()), string(d))
		if d != dialect.OpenAI && d != dialect.OpenAIStrict {
			assert.Equal(t, doc, r.Description, string(d))
			continue
		}
		assert.LessOrEqual(t, len(r.Description), dialect.MaxOpenAIDescription, string(d))
		head := strings.TrimSuffix(r.Description, " (continued in the parameters' description)")
		require.NotEqual(t, head, r.Description, string(d))
		assert.True(t, strings.HasPrefix(doc, head) && strings.HasSuffix(head, "."), "%s: cut at a sentence end: %q", d, head)
		assert.Equal(t, "Input. "+strings.TrimSpace(doc[len(head):]), r.Schema.Description, string(d))
	}
	// The advertised root's description is the tool's doc: nothing to move.
	adv.Description = doc
	r := dialect.Transform(dialect.OpenAI, dialect.Tool{Name: "fetch", Description: doc, Advertised: adv})
	assert.Equal(t, doc, r.Schema.Description)
	assert.Less(t, len(r.Description), len(doc))
}

// TestStressStrict: every tool of the dialect_stress golden (collided keys of
// every kind pair, a json.RawMessage | string key, names Gemini refuses,
// long docs) is strict in both strict dialects.
func TestStressStrict(t *testing.T) {
	ts, err := tools()
	require.NoError(t, err)
	n := 0
	for _, tl := range ts {
		if tl.pkg != "dialect_stress" {
			continue
		}
		n++
		for _, r := range results(t, tl) {
			if r.Dialect.Strictable() {
				assert.True(t, r.Strict, "%s %s: %v", tl.t.Name, r.Dialect, r.Reasons)
			}
		}
	}
	assert.Equal(t, 8, n)
}

// TestCheckEachRule: for every rule Check encodes, a declaration that breaks
// that rule alone, and what Check says of it.
func TestCheckEachRule(t *testing.T) {
	deep := `{"type":"string"}`
	for range 11 {
		deep = `{"type":"object","properties":{"a":` + deep + `},"required":["a"],"additionalProperties":false}`
	}
	many := func(n int, each string) string {
		var ps []string
		var req []string
		for i := range n {
			ps = append(ps, fmt.Sprintf(`"p%d":%s`, i, each))
			req = append(req, fmt.Sprintf(`"p%d"`, i))
		}
		return `{"type":"object","properties":{` + strings.Join(ps, ",") + `},"required":[` + strings.Join(req, ",") + `],"additionalProperties":false}`
	}
	enum := func(n, size int) string {
		var vs []string
		for i := range n {
			vs = append(vs, fmt.Sprintf(`"%0*d"`, size, i))
		}
		return `{"type":"string","enum":[` + strings.Join(vs, ",") + `]}`
	}
	oas := func(schema string) string { return `{"name":"a","parameters":` + schema + `,"strict":true}` }
	for _, c := range []struct {
		rule string
		d    dialect.Dialect
		decl string
		want string
	}{
		// Every dialect.
		{"openai tool name", dialect.OpenAI, `{"name":"a b","parameters":{"type":"object"},"strict":false}`, `name: tool name "a b" does not match ^[a-zA-Z0-9_-]{1,64}$`},
		{"anthropic tool name", dialect.Anthropic, `{"name":"` + strings.Repeat("a", 129) + `","input_schema":{"type":"object"}}`, `name: tool name "` + strings.Repeat("a", 129) + `" does not match ^[a-zA-Z0-9_-]{1,128}$`},
		{"gemini tool name", dialect.GeminiJSONSchema, `{"name":"-a","parametersJsonSchema":{"type":"object"}}`, `name: tool name "-a" does not match ^[A-Za-z_][A-Za-z0-9_.:-]{0,127}$`},
		{"the schema key", dialect.Anthropic, `{"name":"a","parameters":{"type":"object"}}`, `(root): the declaration has no "input_schema" object`},
		{"required names own properties", dialect.Anthropic, `{"name":"a","input_schema":{"type":"object","properties":{"x":{"type":"string","required":["x"]}}}}`, `x: required names "x", not a property of this node`},
		{"JSON Schema types", dialect.GeminiJSONSchema, `{"name":"a","parametersJsonSchema":{"type":"object","properties":{"x":{"type":"STRING"}}}}`, `x: unknown type "STRING" (JSON Schema has string, number, integer, boolean, object, array, null)`},
		// OpenAI.
		{"openai description length", dialect.OpenAIStrict, `{"name":"a","description":"` + strings.Repeat("d", 1025) + `","parameters":{"type":"object","properties":{},"required":[],"additionalProperties":false},"strict":true}`, `description: 1025 characters; openai-strict takes at most 1024`},
		{"openai strict always sent", dialect.OpenAI, `{"name":"a","parameters":{"type":"object"}}`, `strict: openai declarations always say strict (true or false)`},
		{"openai root object", dialect.OpenAI, `{"name":"a","parameters":{"type":"string"},"strict":false}`, `(root): the root must be "type": "object"`},
		{"openai no combinator at the root", dialect.OpenAI, `{"name":"a","parameters":{"type":"object","anyOf":[{"type":"object"}]},"strict":false}`, `(root): no anyOf at the root`},
		{"openai array items", dialect.OpenAI, `{"name":"a","parameters":{"type":"object","properties":{"x":{"type":"array"}}},"strict":false}`, `x: an array needs items`},
		{"strict keywords", dialect.OpenAIStrict, oas(`{"type":"object","properties":{"x":{"type":"string","minLength":1}},"required":["x"],"additionalProperties":false}`), `x: strict mode does not take "minLength"`},
		{"strict $ref alone", dialect.OpenAIStrict, oas(`{"type":"object","properties":{"x":{"$ref":"#","description":"d"}},"required":["x"],"additionalProperties":false}`), `x: $ref must stand alone`},
		{"strict typed nodes", dialect.OpenAIStrict, oas(`{"type":"object","properties":{"x":{"description":"d"}},"required":["x"],"additionalProperties":false}`), `x: every node needs a type`},
		{"strict closed objects", dialect.OpenAIStrict, oas(`{"type":"object","properties":{},"required":[]}`), `(root): every object needs additionalProperties: false`},
		{"strict every key required", dialect.OpenAIStrict, oas(`{"type":"object","properties":{"x":{"type":"string"}},"additionalProperties":false}`), `x: every key must be required (an optional one nullable)`},
		{"strict typed items", dialect.OpenAIStrict, oas(`{"type":"object","properties":{"x":{"type":"array"}},"required":["x"],"additionalProperties":false}`), `x: an array needs typed items`},
		{"strict formats", dialect.OpenAIStrict, oas(`{"type":"object","properties":{"x":{"type":"string","format":"uri"}},"required":["x"],"additionalProperties":false}`), `x: strict mode does not take format "uri"`},
		{"strict lookaround", dialect.OpenAIStrict, oas(`{"type":"object","properties":{"x":{"type":"string","pattern":"^(?!a)"}},"required":["x"],"additionalProperties":false}`), `x: strict mode takes no lookaround in a pattern`},
		{"strict 5,000 properties", dialect.OpenAIStrict, oas(many(5001, `{"type":"null"}`)), `(root): 5001 properties; the limit is 5,000`},
		{"strict 1,000 enum values", dialect.OpenAIStrict, oas(many(1, enum(1001, 1))), `(root): 1001 enum values; the limit is 1,000`},
		{"strict 120,000 characters", dialect.OpenAIStrict, oas(many(1, enum(1000, 121))), `(root): 121002 characters of names and enum values; the limit is 120,000`},
		{"strict 10 levels", dialect.OpenAIStrict, oas(deep), `(root): objects nest 11 levels deep; the limit is 10`},
		// Anthropic.
		{"anthropic root object", dialect.Anthropic, `{"name":"a","input_schema":{"type":"array","items":{"type":"string"}}}`, `(root): the root must be "type": "object"`},
		{"anthropic no combinator at the root", dialect.AnthropicStrict, `{"name":"a","input_schema":{"type":"object","oneOf":[{"type":"object"}]},"strict":false}`, `(root): no oneOf at the root`},
		{"anthropic strict keywords", dialect.AnthropicStrict, `{"name":"a","input_schema":{"type":"object","properties":{"x":{"type":"array","items":{"type":"string"},"maxItems":3}},"additionalProperties":false},"strict":true}`, `x: strict tool use does not take "maxItems"`},
		{"anthropic strict closed objects", dialect.AnthropicStrict, `{"name":"a","input_schema":{"type":"object"},"strict":true}`, `(root): every object needs additionalProperties: false`},
		{"anthropic strict minItems", dialect.AnthropicStrict, `{"name":"a","input_schema":{"type":"object","properties":{"x":{"type":"array","items":{"type":"string"},"minItems":2}},"additionalProperties":false},"strict":true}`, `x: minItems may only be 0 or 1`},
		{"anthropic strict formats", dialect.AnthropicStrict, `{"name":"a","input_schema":{"type":"object","properties":{"x":{"type":"string","format":"email-ish"}},"additionalProperties":false},"strict":true}`, `x: strict tool use does not take format "email-ish"`},
		{"anthropic strict recursion", dialect.AnthropicStrict, `{"name":"a","input_schema":{"type":"object","properties":{"x":{"$ref":"#"}},"additionalProperties":false},"strict":true}`, `x: recursive schemas ($ref) are not supported`},
		// Gemini parameters.
		{"gemini root OBJECT", dialect.Gemini, `{"name":"a","parameters":{"type":"ARRAY","items":{"type":"STRING"}}}`, `(root): the root must be "type": "OBJECT"`},
		{"gemini fields", dialect.Gemini, `{"name":"a","parameters":{"type":"OBJECT","properties":{"x":{"type":"INTEGER","exclusiveMinimum":0}}}}`, `x: parameters take no "exclusiveMinimum" (not a field of Schema)`},
		{"gemini one type", dialect.Gemini, `{"name":"a","parameters":{"type":"OBJECT","properties":{"x":{"type":["STRING"]}}}}`, `x: type is one value (Proto field is not repeating)`},
		{"gemini typed nodes", dialect.Gemini, `{"name":"a","parameters":{"type":"OBJECT","properties":{"x":{"description":"d"}}}}`, `x: every node needs a type`},
		{"gemini type names", dialect.Gemini, `{"name":"a","parameters":{"type":"OBJECT","properties":{"x":{"type":"string"}}}}`, `x: unknown type "string"`},
		{"gemini array items", dialect.Gemini, `{"name":"a","parameters":{"type":"OBJECT","properties":{"x":{"type":"ARRAY"}}}}`, `x: an array needs items`},
		{"gemini items on ARRAY", dialect.Gemini, `{"name":"a","parameters":{"type":"OBJECT","properties":{"x":{"type":"STRING","items":{"type":"STRING"}}}}}`, `x: items only on an ARRAY ($type == Type.ARRAY)`},
		{"gemini kind keywords", dialect.Gemini, `{"name":"a","parameters":{"type":"OBJECT","properties":{"x":{"type":"INTEGER","minLength":1}}}}`, `x: minLength only on a node of type STRING`},
		{"gemini enum on STRING", dialect.Gemini, `{"name":"a","parameters":{"type":"OBJECT","properties":{"x":{"type":"BOOLEAN","enum":["true"]}}}}`, `x: enum only on type STRING`},
		{"gemini enum strings", dialect.Gemini, `{"name":"a","parameters":{"type":"OBJECT","properties":{"x":{"type":"STRING","enum":[1]}}}}`, `x: enum values are strings`},
		{"gemini formats", dialect.Gemini, `{"name":"a","parameters":{"type":"OBJECT","properties":{"x":{"type":"STRING","format":"email"}}}}`, `x: format "email" is not taken`},
		{"gemini parameter names", dialect.Gemini, `{"name":"a","parameters":{"type":"OBJECT","properties":{"content-type":{"type":"STRING"}}}}`, `content-type: Gemini refuses the property name "content-type" (^[A-Za-z_][A-Za-z0-9_]{0,63}$)`},
		// Gemini parametersJsonSchema.
		{"gemini-jsonschema root object", dialect.GeminiJSONSchema, `{"name":"a","parametersJsonSchema":{"type":"string"}}`, `(root): the root must be "type": "object"`},
		{"gemini-jsonschema keywords", dialect.GeminiJSONSchema, `{"name":"a","parametersJsonSchema":{"type":"object","properties":{"x":{"type":"string","pattern":"a"}}}}`, `x: parametersJsonSchema drops "pattern" silently`},
		{"gemini-jsonschema $ref alone", dialect.GeminiJSONSchema, `{"name":"a","parametersJsonSchema":{"type":"object","properties":{"x":{"$ref":"#","title":"t"}}}}`, `x: $ref takes no siblings`},
		{"gemini-jsonschema type lists", dialect.GeminiJSONSchema, `{"name":"a","parametersJsonSchema":{"type":"object","properties":{"x":{"type":["string","integer"]}}}}`, `x: a type list is only [T, "null"]`},
		{"gemini-jsonschema enum values", dialect.GeminiJSONSchema, `{"name":"a","parametersJsonSchema":{"type":"object","properties":{"x":{"type":"boolean","enum":[true]}}}}`, `x: enum values are strings and numbers`},
		{"gemini-jsonschema cyclic $ref optional", dialect.GeminiJSONSchema, `{"name":"a","parametersJsonSchema":{"type":"object","properties":{"x":{"$ref":"#"}},"required":["x"]}}`, `x: a cyclic $ref only in an optional property`},
	} {
		assert.Equal(t, []string{c.want}, dialect.Check(c.d, []byte(c.decl)), c.rule)
	}
}

// TestCheckPackage: Anthropic's per-request budget, over a package's
// strict declarations.
func TestCheckPackage(t *testing.T) {
	decl := func(strict bool, props string) []byte {
		return []byte(fmt.Sprintf(`{"name":"a","input_schema":{"type":"object","properties":{%s},"additionalProperties":false},"strict":%v}`, props, strict))
	}
	var decls [][]byte
	for range 21 {
		decls = append(decls, decl(true, `"x":{"type":"string"}`))
	}
	decls = append(decls, decl(false, `"y":{"type":["string","null"]}`)) // not strict: not counted
	assert.Equal(t, []string{"anthropic-strict: 21 strict tools; the limit per request is 20"}, dialect.CheckPackage(dialect.AnthropicStrict, decls))
	assert.Empty(t, dialect.CheckPackage(dialect.AnthropicStrict, decls[1:]))
	assert.Empty(t, dialect.CheckPackage(dialect.Anthropic, decls), "no budget without strict")
	u := decl(true, `"a":{"type":["string","null"]},"b":{"anyOf":[{"type":"string"},{"type":"integer"}]},"c":{"type":"string"}`)
	assert.Equal(t, []string{
		"anthropic-strict: 27 optional parameters across the strict tools; the limit per request is 24",
		"anthropic-strict: 18 union-typed parameters across the strict tools; the limit per request is 16",
	}, dialect.CheckPackage(dialect.AnthropicStrict, [][]byte{u, u, u, u, u, u, u, u, u}))

	// CheckResults reads the same from the results' values, strict ones only.
	var rs []*dialect.Result
	for range 21 {
		r := dialect.Transform(dialect.AnthropicStrict, dialect.Tool{Name: "a", Advertised: &model.Schema{Type: []string{"object"},
			Properties: []model.Property{{Name: "x", Schema: &model.Schema{Type: []string{"string"}}}}, Required: []string{"x"}}})
		require.True(t, r.Strict)
		rs = append(rs, r)
	}
	assert.Equal(t, []string{"anthropic-strict: 21 strict tools; the limit per request is 20"}, dialect.CheckResults(dialect.AnthropicStrict, rs))
	rs[0].Strict = false
	assert.Empty(t, dialect.CheckResults(dialect.AnthropicStrict, rs))
}
