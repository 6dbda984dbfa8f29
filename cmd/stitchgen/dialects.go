package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/stitchgen/stitchgen/dialect"
	"github.com/stitchgen/stitchgen/gen"
)

// printDialects writes, under -v, a tool's declarations: the size of each,
// the strict flag and why a strict dialect is not strict, how many
// constraints moved into descriptions, the losses it cannot avoid (notes,
// naming tool and key), and its Anthropic strict budget.
//
//	openai 1398 B · openai-strict 1526 B strict · anthropic-strict 1475 B strict (3 optional, 0 union-typed) · …
func printDialects(w io.Writer, to gen.ToolOutput) {
	var cells []string
	var why []string
	for i, r := range to.Dialects {
		cell := fmt.Sprintf("%s %d B", r.Dialect, len(to.Declarations[i]))
		if r.Dialect.Strictable() {
			if r.Strict {
				cell += " strict"
			} else {
				cell += " not strict"
				why = append(why, fmt.Sprintf("%s not strict: %s", r.Dialect, strings.Join(r.Reasons, "; ")))
			}
		}
		if r.Dialect.Spec().Budget {
			cell += fmt.Sprintf(" (%d optional, %d union-typed)", r.Budget.Optional, r.Budget.Unions)
		}
		if n := len(r.Widened); n > 0 {
			cell += fmt.Sprintf(" widened %d", n)
		}
		if n := len(r.Notes); n > 0 {
			cell += " " + plural(n, "note")
		}
		for _, n := range r.Notes {
			why = append(why, fmt.Sprintf("%s note: %s: %s", r.Dialect, to.Tool.Name, n))
		}
		cells = append(cells, cell)
	}
	fmt.Fprintf(w, "    %s\n", strings.Join(cells, " · "))
	for _, y := range why {
		fmt.Fprintf(w, "    %s\n", y)
	}
}

// dialectNotes counts the notes of a package's declarations (Result.Notes).
func dialectNotes(p *gen.Package) int {
	n := 0
	for _, to := range p.Tools {
		for _, r := range to.Dialects {
			n += len(r.Notes)
		}
	}
	return n
}

// printBudget writes a package's use of Anthropic's per-request budget,
// when the package declares its tools in a dialect with that budget.
func printBudget(w io.Writer, p *gen.Package) {
	chosen := false
	for _, to := range p.Tools {
		for _, r := range to.Dialects {
			chosen = chosen || r.Dialect.Spec().Budget
		}
	}
	if !chosen {
		return
	}
	b := p.Anthropic
	fmt.Fprintf(w, "  anthropic-strict: %s (limit %d), %s (limit %d), %d union-typed (limit %d)\n",
		plural(b.Tools, "strict tool"), dialect.MaxStrictTools, plural(b.Optional, "optional parameter"), dialect.MaxOptionalParams, b.Unions, dialect.MaxUnionTypeParams)
}
