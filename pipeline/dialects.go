package pipeline

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/stitchgen/stitchgen/dialect"
	"github.com/stitchgen/stitchgen/gen"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/tags"
)

// declarations computes every tool's declaration in each chosen provider
// dialect (design §9), applies the package's anthropic-strict budget, and checks each
// declaration against the provider rules: a violation is an error. Tools are
// independent until the budget and after it, so each half runs on every core.
func declarations(tools []gen.ToolOutput, chosen []dialect.Dialect) (gen.AnthropicBudget, []model.Diagnostic) {
	forEach(len(tools), func(i int) {
		to := &tools[i]
		in := dialect.Tool{Name: to.Tool.Name, Description: to.Tool.Doc, Advertised: to.Advertised, Strict: to.Tool.Strict}
		for _, d := range chosen {
			to.Dialects = append(to.Dialects, dialect.Transform(d, in))
		}
	})
	// The budget may clear the strict flag of anthropic-strict declarations:
	// their JSON is made after it.
	var anthropic []*dialect.Result
	for _, to := range tools {
		for _, r := range to.Dialects {
			if r.Dialect.Spec().Budget {
				anthropic = append(anthropic, r)
			}
		}
	}
	n, total := dialect.BudgetPackage(anthropic)
	broken := make([][]model.Diagnostic, len(tools))
	forEach(len(tools), func(i int) {
		to := &tools[i]
		for _, r := range to.Dialects {
			if len(r.Diagnostics) > 0 {
				broken[i] = append(broken[i], r.Diagnostics...)
				to.Declarations = append(to.Declarations, nil)
				continue
			}
			to.Declarations = append(to.Declarations, r.Declaration())
			for _, v := range r.Check() {
				broken[i] = append(broken[i], model.Diagnostic{Pos: to.Tool.Pos, Msg: fmt.Sprintf("internal error: the %s declaration of %s breaks a provider rule: %s", r.Dialect, to.Tool.Name, v)})
			}
		}
	})
	diags := slices.Concat(broken...)
	for _, d := range chosen {
		var rs []*dialect.Result
		for _, to := range tools {
			for _, r := range to.Dialects {
				if r.Dialect == d {
					rs = append(rs, r)
				}
			}
		}
		for _, v := range dialect.CheckResults(d, rs) {
			diags = append(diags, model.Diagnostic{Pos: tools[0].Tool.Pos, Msg: "internal error: the package's declarations break a provider rule together: " + v})
		}
	}
	return gen.AnthropicBudget{Tools: n, Budget: total}, diags
}

// forEach calls f(i) for every i below n, on as many goroutines as there are cores.
func forEach(n int, f func(i int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), n) {
		wg.Go(func() {
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				f(i)
			}
		})
	}
	wg.Wait()
}

// chooseDialects is the package's //stitch:dialects list as dialects, in
// dialect.All's order (the order files and Meta.Declarations list them), or
// every dialect when the package names none. "none" chooses no provider
// dialect (the MCP schemas are always written). Unknown and repeated names
// are errors at the name.
func chooseDialects(names []model.DialectName) ([]dialect.Dialect, []model.Diagnostic) {
	if names == nil {
		return dialect.All, nil
	}
	var diags []model.Diagnostic
	known := []string{"none"}
	for _, d := range dialect.All {
		known = append(known, string(d))
	}
	want := map[dialect.Dialect]bool{}
	for _, n := range names {
		d := dialect.Dialect(n.Name)
		switch {
		case n.Name == "none" && len(names) == 1:
		case n.Name == "none":
			diags = append(diags, model.Diagnostic{Pos: n.Pos, Msg: "//stitch:dialects none stands alone: it chooses no provider dialect"})
		case d.Spec() == nil:
			msg := fmt.Sprintf("unknown dialect %q", n.Name)
			if s := tags.Suggest(n.Name, known); s != "" {
				msg += fmt.Sprintf(" (did you mean %s?)", s)
			}
			if n.Name == "mcp" {
				msg = `"mcp" is not a provider dialect: the MCP schemas (schemas/<tool>.json) are always written`
			}
			diags = append(diags, model.Diagnostic{Pos: n.Pos, Msg: msg + "; the dialects are " + strings.Join(known[1:], ", ") + " (or none)"})
		case want[d]:
			diags = append(diags, model.Diagnostic{Pos: n.Pos, Msg: fmt.Sprintf("dialect %s is listed twice", n.Name)})
		default:
			want[d] = true
		}
	}
	out := []dialect.Dialect{}
	for _, d := range dialect.All {
		if want[d] {
			out = append(out, d)
		}
	}
	return out, diags
}
