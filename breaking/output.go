package breaking

import (
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// The output rules mirror the input rules: a tool's result flows the other
// way, so a client that validates structuredContent against the
// outputSchema it cached breaks when the output WIDENS (O1: a value the new
// output may hold that the old schema rejects) and not when it narrows
// (O2). Both directions reuse the input comparison: forward (old → new)
// for what changed, in the old's words; backward (new → old) for the
// witness, a result the new type allows and the old contract rejects.

// outputs compares the result types of two versions of a tool.
func outputs(old, new *model.Tool, opts Options) []Finding {
	switch {
	case old.Output == nil && new.Output == nil:
		return nil
	case old.Output == nil || new.Output == nil:
		r := ruleByID["O2"]
		msg, sum, o, n := "output schema added (clients may validate results now)", "output schema added", "", "outputSchema"
		if new.Output == nil {
			msg, sum, o, n = "output schema removed (clients no longer validate results)", "output schema removed", "outputSchema", ""
		}
		f := Finding{Rule: r.ID, Name: r.Name, Category: r.Category, Verdict: Info, Tool: new.Name, Path: "output",
			Message: msg, Old: o, New: n, Summary: sum, Pos: new.Pos}
		f.fingerprint()
		return []Finding{f}
	}
	side := func(t *model.Tool, o *model.Output) *model.Tool {
		return &model.Tool{Name: t.Name, GoName: o.GoName, Type: o.Type, Pos: o.Pos}
	}
	ot, nt := side(old, old.Output), side(new, new.Output)
	if nt.Pos.Filename == "" {
		nt.Pos = new.Pos
	}
	forward := Compare(ot, nt, opts)
	backward := Compare(nt, ot, opts)
	var out []Finding
	for _, f := range forward {
		if strings.HasPrefix(f.Rule, "D") {
			continue // defaults, tolerances and refines judge input only
		}
		path := "output"
		if f.Path != "" {
			path += "." + f.Path
		}
		g := Finding{Tool: f.Tool, Path: path, Old: f.Old, New: f.New, Pos: f.Pos}
		if f.Verdict != Info {
			r := ruleByID["O2"]
			g.Rule, g.Name, g.Category, g.Verdict = r.ID, r.Name, r.Category, Info
			g.Message = "output " + orRootName(f.Path) + ": narrowed (" + f.Rule + "): " + unprefixed(f) + "; clients validating the old outputSchema still accept every result"
			g.Summary = "output narrowed: " + f.Summary
		} else {
			r := ruleByID["O1"]
			g.Rule, g.Name, g.Category, g.Verdict = r.ID, r.Name, r.Category, Breaking
			g.Message = "output " + orRootName(f.Path) + ": widened (" + f.Rule + "): " + unprefixed(f) + "; a client validating results against the old outputSchema rejects some"
			g.Summary = "output widened: " + f.Summary
			if b := mirror(backward, f); b != nil && b.Verdict == Breaking && b.Witness != nil {
				g.Witness = &Witness{Args: b.Witness.Args, Issue: b.Witness.Issue, Judge: "old output contract"}
			} else {
				g.Verdict = Risky
				g.Message += " (no witness found, so unproven)"
			}
		}
		g.fingerprint()
		out = append(out, g)
	}
	return out
}

// unprefixed is a finding's message without the path it starts with and
// the note for primed models (which do not send results).
func unprefixed(f Finding) string {
	m := strings.Replace(f.Message, " (primed models keep sending it)", "", 1)
	if f.Path != "" {
		m = strings.TrimPrefix(m, f.Path+": ")
	}
	return m
}

// mirror is the backward finding of forward finding f: at its path, with
// its old and new sides exchanged (or, failing that, any at its path).
func mirror(backward []Finding, f Finding) *Finding {
	var any *Finding
	for i := range backward {
		b := &backward[i]
		if b.Path != f.Path {
			continue
		}
		if b.Old == f.New && b.New == f.Old {
			return b
		}
		if any == nil {
			any = b
		}
	}
	return any
}
