package pipeline

import (
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/stitchgen/stitchgen/dialect"
	"github.com/stitchgen/stitchgen/gen"
	"github.com/stitchgen/stitchgen/model"
)

// declarations computes every tool's declaration in every provider dialect
// (DESIGN §9), applies the package's anthropic-strict budget, and checks each
// declaration against the provider rules: a violation is an error. Tools are
// independent until the budget and after it, so each half runs on every core.
func declarations(tools []gen.ToolOutput) (gen.AnthropicBudget, []model.Diagnostic) {
	forEach(len(tools), func(i int) {
		to := &tools[i]
		in := dialect.Tool{Name: to.Tool.Name, Description: to.Tool.Doc, Advertised: to.Advertised, Strict: to.Tool.Strict}
		for _, d := range dialect.All {
			to.Dialects = append(to.Dialects, dialect.Transform(d, in))
		}
	})
	// The budget may clear the strict flag of anthropic-strict declarations:
	// their JSON is made after it.
	var anthropic []*dialect.Result
	for _, to := range tools {
		for _, r := range to.Dialects {
			if r.Dialect == dialect.AnthropicStrict {
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
			decl := r.Declaration()
			to.Declarations = append(to.Declarations, decl)
			for _, v := range dialect.Check(r.Dialect, decl) {
				broken[i] = append(broken[i], model.Diagnostic{Pos: to.Tool.Pos, Msg: fmt.Sprintf("internal error: the %s declaration of %s breaks a provider rule: %s", r.Dialect, to.Tool.Name, v)})
			}
		}
	})
	return gen.AnthropicBudget{Tools: n, Budget: total}, slices.Concat(broken...)
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
