package pipeline

import (
	"fmt"

	"github.com/stitchgen/stitchgen/dialect"
	"github.com/stitchgen/stitchgen/gen"
	"github.com/stitchgen/stitchgen/model"
)

// declarations computes every tool's declaration in every provider dialect
// (DESIGN §9), applies the package's anthropic-strict budget, and checks each
// declaration against the provider rules: a violation is an error.
func declarations(tools []gen.ToolOutput) (gen.AnthropicBudget, []model.Diagnostic) {
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
	// The budget may clear the strict flag of anthropic-strict declarations:
	// their JSON is made after it.
	n, total := dialect.BudgetPackage(anthropic)
	for i := range tools {
		to := &tools[i]
		for _, r := range to.Dialects {
			decl := r.Declaration()
			to.Declarations = append(to.Declarations, decl)
			for _, v := range dialect.Check(r.Dialect, decl) {
				diags = append(diags, model.Diagnostic{Pos: to.Tool.Pos, Msg: fmt.Sprintf("internal error: the %s declaration of %s breaks a provider rule: %s", r.Dialect, to.Tool.Name, v)})
			}
		}
	}
	return gen.AnthropicBudget{Tools: n, Budget: total}, diags
}
