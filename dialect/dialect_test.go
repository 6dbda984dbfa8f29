package dialect_test

import (
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
			adv := exact
			if t.Flatten {
				adv, _ = flatten.Flatten(exact)
			}
			out = append(out, tool{filepath.Base(p.Path), t, adv})
		}
	}
	return out, nil
})

func results(t *testing.T, tl tool) []*dialect.Result {
	var rs []*dialect.Result
	for _, d := range dialect.All {
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
	assert.Equal(t, len(ts)*len(dialect.All), n, "one declaration per tool and dialect")
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
			[]string{`description: 1025 characters; OpenAI takes at most 1024`, `strict: OpenAI declarations always say strict (true or false)`}},
		// A split type list's required on the STRING branch (hull_rest before the fix).
		{dialect.Gemini, `{"name":"a","parameters":{"type":"OBJECT","properties":{"t":{"anyOf":[{"type":"STRING","required":["name"]},{"type":"OBJECT","properties":{"name":{"type":"STRING"}},"required":["name"]}]}}}}`,
			[]string{`t<anyOf 0>: required names "name", not a property of this node`}},
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
	phrase := map[string]string{"enum": "one of ", "exclusive bounds": " than ", "additionalProperties": "other keys"}
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
