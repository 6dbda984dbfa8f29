package gen

import (
	"path/filepath"

	"github.com/dave/jennifer/jen"

	"github.com/stitchgen/stitchgen/dialect"
)

// AnthropicBudget is a package's use of Anthropic's per-request budget for
// strict tools: the tools declared strict in anthropic-strict and their
// optional and union-typed parameters.
type AnthropicBudget struct {
	Tools int
	dialect.Budget
}

// dialectFiles are schemas/<dialect>/<tool>.json: the provider's own tool
// declaration object, pretty-printed.
func dialectFiles(dir string, to ToolOutput) []File {
	var out []File
	for i, r := range to.Dialects {
		out = append(out, File{Path: filepath.Join(dir, string(r.Dialect), to.Tool.Name+".json"), Data: indent(to.Declarations[i])})
	}
	return out
}

// declarationsField emits the Meta field with the tool's declarations:
//
//	Declarations: []stitch.Declaration{
//		{Dialect: "openai", Wire: 0, JSON: []byte(`{"name":...}`)},
//		{Dialect: "openai-strict", Strict: true, Wire: stitch.WireNullAbsent | stitch.WireAnyText, JSON: ...},
//	}
func (e *emitter) declarationsField(to ToolOutput) jen.Code {
	var items []jen.Code
	for i, r := range to.Dialects {
		d := jen.Dict{
			jen.Id("Dialect"): jen.Lit(string(r.Dialect)),
			jen.Id("JSON"):    e.schemaLit(to.Declarations[i]),
		}
		if r.Strict {
			d[jen.Id("Strict")] = jen.True()
		}
		if w := wire(dialect.WireOf(r.Dialect)); w != nil {
			d[jen.Id("Wire")] = w
		}
		items = append(items, jen.Line().Values(d))
	}
	items = append(items, jen.Line())
	return jen.Line().Id("Declarations").Op(":").Index().Add(rt("Declaration")).Values(items...)
}

// wire spells a wire mode with the runtime's constants, or nil for zero.
func wire(w dialect.Wire) jen.Code {
	var c *jen.Statement
	for _, b := range []struct {
		bit  dialect.Wire
		name string
	}{{dialect.WireNullAbsent, "WireNullAbsent"}, {dialect.WireAnyText, "WireAnyText"}} {
		if w&b.bit == 0 {
			continue
		}
		if c == nil {
			c = rt(b.name)
		} else {
			c = c.Op("|").Add(rt(b.name))
		}
	}
	if c == nil {
		return nil
	}
	return c
}
