package gen

import (
	"path/filepath"

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
