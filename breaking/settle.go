package breaking

// Settling a finding without a witness: the samples of the old checks at
// its place (package sample), each a whole call the old contract accepts,
// run through the new parser with the witnesses (Probes). One refused for
// an issue of its own is the witness; none refused settles a narrowing as
// INFO, and leaves a change that adds code (refine, UnmarshalText) RISKY,
// each saying how many samples were tried.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
)

// unproven ends the message of a BREAKING rule's finding without a witness.
const unproven = " (no witness found, so unproven)"

// maxSamples is how many calls at most settle one finding.
const maxSamples = 64

// samples are calls that put at l a value the old checks accept (the old
// type's samples, package sample): the new parser runs them to settle a
// finding without a witness (Probes). None when the old tool runs code of
// its own, whose acceptance the contract's judge cannot tell.
func (c *comparer) samples(l loc) []json.RawMessage {
	if !c.sampleable || l.wrap == nil || l.ot == nil {
		return nil
	}
	var out []json.RawMessage
	for _, v := range c.g.samples(l.ot, l.oc, 8) {
		if !accepts(v, l.ot, l.oc) {
			continue
		}
		args := l.wrap(v)
		if args == nil || load.Rejects(args, c.oldRoot, nil) != "" || slices.ContainsFunc(out, func(x json.RawMessage) bool { return bytes.Equal(x, args) }) {
			continue
		}
		if out = append(out, args); len(out) == maxSamples {
			break
		}
	}
	return out
}

// hasCode reports whether a value of t may run code of the user's to be
// accepted: a refine function or a type's UnmarshalText.
func hasCode(t model.Type, seen map[model.Type]bool) bool {
	if t == nil || seen[t] {
		return false
	}
	seen[t] = true
	switch t := t.(type) {
	case *model.Text:
		return true
	case *model.Pointer:
		return hasCode(t.Elem, seen)
	case *model.Nullable:
		return hasCode(t.Elem, seen)
	case *model.Slice:
		return hasCode(t.Elem, seen)
	case *model.Array:
		return hasCode(t.Elem, seen)
	case *model.Map:
		return hasCode(t.Elem, seen)
	case *model.Struct:
		if len(t.Refine) > 0 {
			return true
		}
		for _, f := range t.Fields {
			if refines(&f.Checks) || hasCode(f.Type, seen) {
				return true
			}
		}
		if t.Rest != nil && (refines(&t.Rest.Checks) || hasCode(t.Rest.Type, seen)) {
			return true
		}
	case *model.Union:
		for _, v := range t.Variants {
			if refines(v.Checks) || hasCode(v.Type, seen) {
				return true
			}
		}
	}
	return false
}

// refines reports whether c, or the checks of its elements or keys, name a
// refine function.
func refines(c *model.Checks) bool {
	return c != nil && (len(c.Refine) > 0 || refines(c.Elem) || refines(c.Keys))
}

// settle judges a finding without a witness by the new parser's outcomes
// of its samples (Probes), base being the tool's minimal old call's, and
// explained the paths at which another finding's proven witness is
// refused: a sample refused only there is that finding's, not this one's.
func (f *Finding) settle(outs []Outcome, base *Outcome, explained map[string]bool) {
	code, isCode := codeRules[f.Rule]
	head := strings.TrimSuffix(f.Message, unproven)
	if isCode {
		head = strings.TrimSuffix(f.Message, code.unproven)
	}
	shared := 0    // refused only for issues every old call now gets
	elsewhere := 0 // refused only where another finding's witness is
	for j, o := range outs {
		if !o.Known {
			return
		}
		if o.Accepted {
			continue
		}
		own := ownIssues(o, base)
		if len(own) == 0 {
			shared++
			continue
		}
		if !slices.ContainsFunc(own, func(x IssueAt) bool { return !explained[x.Path] }) {
			elsewhere++
			continue
		}
		f.Verdict, f.Message = Breaking, head
		if isCode {
			f.Message += ": it refuses a value the old checks accept"
		}
		f.Witness = &Witness{Args: f.samples[j], Issue: Focus(o, base), Judge: "parser"}
		return
	}
	var buts []string
	if shared > 0 {
		buts = append(buts, "issues every old call now gets")
	}
	if elsewhere > 0 {
		buts = append(buts, "issues where another change's witness is refused")
	}
	but := ""
	if len(buts) > 0 {
		but = " but for " + strings.Join(buts, " and ")
	}
	switch {
	case isCode:
		n := fmt.Sprintf("%d samples of the old checks pass", len(outs)-shared-elsewhere)
		if shared+elsewhere > 0 {
			verb := "are"
			if shared+elsewhere == 1 {
				verb = "is"
			}
			n += fmt.Sprintf(" (%d more %s refused only for %s)", shared+elsewhere, verb, strings.TrimPrefix(but, " but for "))
		}
		f.Message = head + fmt.Sprintf(code.sampled, n)
	case f.Verdict == Risky && strings.HasSuffix(f.Message, unproven):
		f.Verdict = Info
		f.Message = head + fmt.Sprintf(" (none of %d samples of the old checks is refused by the new parser%s)", len(outs), but)
	}
}

// ownIssues are the issues of a refused call that the tool's minimal old
// call (base) does not get under the new parser; a refusal without issues
// is its own.
func ownIssues(o Outcome, base *Outcome) []IssueAt {
	if len(o.Issues) == 0 {
		return []IssueAt{{Message: o.Issue}}
	}
	if base == nil || base.Accepted {
		return o.Issues
	}
	every := map[IssueAt]bool{}
	for _, x := range base.Issues {
		every[x] = true
	}
	var own []IssueAt
	for _, x := range o.Issues {
		if !every[x] {
			own = append(own, x)
		}
	}
	return own
}
