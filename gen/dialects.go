package gen

import (
	"fmt"
	"path/filepath"

	"github.com/dave/jennifer/jen"

	"github.com/stitchgen/stitchgen/dialect"
	"github.com/stitchgen/stitchgen/model"
)

// AnthropicBudget is a package's use of Anthropic's per-request budget for
// strict tools: the tools declared strict in anthropic-strict and their
// optional and union-typed parameters.
type AnthropicBudget struct {
	Tools int
	dialect.Budget
}

// declarations computes every tool's declaration in every provider dialect
// (DESIGN §9), applies the package's anthropic-strict budget, and checks each
// declaration against the provider rules: a violation is an error.
func declarations(tools []ToolOutput) (AnthropicBudget, []model.Diagnostic) {
	var diags []model.Diagnostic
	var anthropic []*dialect.Result
	for i := range tools {
		to := &tools[i]
		in := dialect.Tool{Name: to.Tool.Name, Description: to.Tool.Doc, Advertised: to.Advertised, Strict: to.Tool.Strict}
		for _, d := range dialect.All {
			r := dialect.Transform(d, in)
			to.Dialects = append(to.Dialects, r)
			if d == dialect.AnthropicStrict {
				anthropic = append(anthropic, r)
			}
		}
	}
	n, total := dialect.BudgetPackage(anthropic)
	for _, to := range tools {
		for _, r := range to.Dialects {
			for _, v := range dialect.Check(r.Dialect, r.Declaration()) {
				diags = append(diags, model.Diagnostic{Pos: to.Tool.Pos, Msg: fmt.Sprintf("internal error: the %s declaration of %s breaks a provider rule: %s", r.Dialect, to.Tool.Name, v)})
			}
		}
	}
	return AnthropicBudget{n, total}, diags
}

// dialectFiles are schemas/<dialect>/<tool>.json: the provider's own tool
// declaration object, pretty-printed.
func dialectFiles(dir string, to ToolOutput) []File {
	var out []File
	for _, r := range to.Dialects {
		out = append(out, File{Path: filepath.Join(dir, string(r.Dialect), to.Tool.Name+".json"), Data: r.Pretty()})
	}
	return out
}

// declarationsField emits the Meta field with the tool's declarations:
//
//	Declarations: []stitch.Declaration{
//		{Dialect: "openai", Wire: 0, JSON: []byte(`{"name":...}`)},
//		{Dialect: "openai-strict", Strict: true, Wire: stitch.WireNullAbsent | stitch.WireAnyText, JSON: ...},
//	}
func declarationsField(to ToolOutput) jen.Code {
	var items []jen.Code
	for _, r := range to.Dialects {
		d := jen.Dict{
			jen.Id("Dialect"): jen.Lit(string(r.Dialect)),
			jen.Id("JSON"):    jen.Index().Byte().Parens(stringLit(string(r.Declaration()))),
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
