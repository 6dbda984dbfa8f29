package gen

import (
	"fmt"
	"path/filepath"

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
