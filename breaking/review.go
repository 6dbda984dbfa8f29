package breaking

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/token"
	"maps"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/stitchgen/stitchgen/contract"
	"github.com/stitchgen/stitchgen/gen"
	"github.com/stitchgen/stitchgen/model"
)

// Old is a tool as its generated files at the past revision describe it.
type Old struct {
	Tool *model.Tool // from schemas/<tool>.contract.json
	// Schema is schemas/<tool>.json (nil when missing): the advertised
	// schema and description a model was shown.
	Schema []byte
	// Strict is each strict dialect's declared strict flag.
	Strict map[string]bool
}

// ReadOld reads a tool's old side from its files: the contract, the schema
// file (or nil) and the dialect declarations by dialect name.
func ReadOld(contractFile, schemaFile []byte, dialects map[string][]byte) (*Old, error) {
	t, err := contract.Decode(contractFile)
	if err != nil {
		return nil, err
	}
	o := &Old{Tool: t, Schema: schemaFile, Strict: map[string]bool{}}
	for d, data := range dialects {
		var decl struct {
			Strict *bool `json:"strict"`
		}
		if json.Unmarshal(data, &decl) == nil && decl.Strict != nil {
			o.Strict[d] = *decl.Strict
		}
	}
	return o, nil
}

// OldFromSource is the old side of a tool built from source (tests, and
// -check, which compares with the files on disk the same way).
func OldFromSource(p *gen.Package, to gen.ToolOutput) *Old {
	t, _ := contract.Decode(contract.Encode(to.Tool, p.Model.Path))
	o := &Old{Tool: t, Schema: gen.SchemaFile(to), Strict: map[string]bool{}}
	for _, r := range to.Dialects {
		if r.Dialect.Strictable() {
			o.Strict[string(r.Dialect)] = r.Strict
		}
	}
	return o
}

// ComparePackage compares every tool of the built package p with the old
// tools by name: removed tools (T1), added ones (T2), and each common
// tool's changes.
func ComparePackage(olds map[string]*Old, p *gen.Package, opts Options) []Finding {
	var out []Finding
	news := map[string]gen.ToolOutput{}
	for _, to := range p.Tools {
		news[to.Tool.Name] = to
	}
	var names []string
	for n := range olds {
		names = append(names, n)
	}
	sort.Strings(names)
	var pkgPos token.Position
	if len(p.Model.Tools) > 0 {
		pkgPos = p.Model.Tools[0].Pos
	}
	for _, n := range names {
		if _, ok := news[n]; ok {
			continue
		}
		old := olds[n]
		r := ruleByID["T1"]
		f := Finding{Rule: r.ID, Name: r.Name, Category: r.Category, Verdict: Breaking, Tool: n,
			Message: fmt.Sprintf("tool %s removed or renamed: every call of it fails", n), Old: n, Summary: "tool removed", Pos: pkgPos}
		var g valuer
		if v := g.minimal(old.Tool.Type, nil); v != nil {
			f.Witness = &Witness{Args: v, Issue: fmt.Sprintf("unknown tool %q", n), Judge: "tool list"}
		} else {
			f.Verdict = Risky
			f.Message += " (no witness found, so unproven)"
		}
		f.fingerprint()
		out = append(out, f)
	}
	for _, to := range p.Tools {
		old, ok := olds[to.Tool.Name]
		if !ok {
			r := ruleByID["T2"]
			f := Finding{Rule: r.ID, Name: r.Name, Category: r.Category, Verdict: Info, Tool: to.Tool.Name,
				Message: fmt.Sprintf("tool %s added", to.Tool.Name), New: to.Tool.Name, Summary: "tool added", Pos: to.Tool.Pos}
			f.fingerprint()
			out = append(out, f)
			out = append(out, overBudget(to)...)
			continue
		}
		fs := Compare(old.Tool, to.Tool, opts)
		fs = append(fs, outputs(old.Tool, to.Tool, opts)...)
		fs = append(fs, advertised(old, to, fs)...)
		var g valuer
		base := g.minimal(old.Tool.Type, nil)
		for i := range fs {
			fs[i].base = base
		}
		out = append(out, fs...)
	}
	return out
}

// advertised compares what a model is shown: the tool's description (T3),
// each property's description (A3) and order (A4), the whole advertised
// schema when the contract did not change (A1), and each strict dialect's
// flag (T5).
func advertised(old *Old, to gen.ToolOutput, contract []Finding) []Finding {
	contractChanged := len(contract) > 0
	// The unions a variant was added to or removed from (U1, U2), by path:
	// the advertised hull of their keys is recomputed (A2).
	// The union's own node and its discriminator say what U1 and U2 say.
	var resized, said []string
	for _, f := range contract {
		if f.Rule == "U1" || f.Rule == "U2" {
			p, sel, _ := strings.Cut(f.Path, "(")
			resized = append(resized, p)
			said = append(said, p)
			if key, _, _ := strings.Cut(sel, "="); key != "kind" && key != "keys" {
				said = append(said, (loc{path: p}).key(key))
			}
		}
	}
	under := func(path string) bool {
		if slices.Contains(said, path) {
			return false
		}
		for _, u := range resized {
			if u == "" || strings.HasPrefix(path, u+".") {
				return true
			}
		}
		return false
	}
	var out []Finding
	add := func(rule string, v Verdict, path, o, n, msg, sum string, pos token.Position) {
		r := ruleByID[rule]
		f := Finding{Rule: r.ID, Name: r.Name, Category: r.Category, Verdict: v, Tool: to.Tool.Name, Path: path,
			Message: msg, Old: o, New: n, Summary: sum, Pos: pos}
		f.fingerprint()
		out = append(out, f)
	}
	pos := to.Tool.Pos
	if old.Schema != nil {
		var os, ns struct {
			Title       string          `json:"title"`
			Description string          `json:"description"`
			Input       json.RawMessage `json:"inputSchema"`
			Annotations map[string]bool `json:"annotations"`
		}
		newFile := gen.SchemaFile(to)
		if json.Unmarshal(old.Schema, &os) == nil && json.Unmarshal(newFile, &ns) == nil {
			if os.Description != ns.Description {
				add("T3", Info, "", os.Description, ns.Description, "tool description changed (models read it; cached prompts are invalidated)", "description changed", pos)
			}
			if os.Title != ns.Title {
				add("T7", Info, "", os.Title, ns.Title, fmt.Sprintf("tool title %s → %s (what a client shows people)", quoteOrNone(os.Title), quoteOrNone(ns.Title)), "title changed", pos)
			}
			compareHints(add, os.Annotations, ns.Annotations, pos)
			before := len(out)
			props(os.Input, ns.Input, "", func(path, what, o, n string) {
				switch what {
				case "description":
					add("A3", Info, path, o, n, path+": description changed", "description of "+path+" changed", pos)
				case "order":
					add("A4", Info, path, o, n, orRootName(path)+": property order "+o+" → "+n, "property order of "+orRootName(path)+" changed", pos)
				default: // "hull:" and the keywords that changed
					if kw, ok := strings.CutPrefix(what, "hull:"); ok && under(path) {
						add("A2", Info, path, o, n, fmt.Sprintf("%s: the advertised hull changed with the union's variants (%s): models see %s where they saw %s", path, kw, n, o), "advertised hull of "+path+" changed", pos)
					}
				}
			})
			if !contractChanged && len(out) == before && !jsonEqual(os.Input, ns.Input) {
				add("A1", Info, "", "", "", "the advertised schema changed while what the parser accepts did not: models will see a different shape", "advertised schema changed", pos)
			}
		}
	}
	for _, r := range to.Dialects {
		was, ok := old.Strict[string(r.Dialect)]
		if !ok || !r.Dialect.Strictable() {
			continue
		}
		if was && !r.Strict {
			add("T5", Risky, "", string(r.Dialect)+" strict", string(r.Dialect)+" not strict", fmt.Sprintf("%s: no longer strict (%s): calls stop being guaranteed schema-valid", r.Dialect, strings.Join(r.Reasons, "; ")), string(r.Dialect)+" no longer strict", pos)
		}
	}
	return out
}

// mcpHints are MCP's tool annotations with the value a client assumes when
// a tool leaves one out, and which value promises less of the tool (a
// client that trusted the other, to call it without asking, no longer
// may).
var mcpHints = []struct {
	Name          string
	Default, Less bool
}{
	{"readOnlyHint", false, false},
	{"destructiveHint", true, true},
	{"idempotentHint", false, false},
	{"openWorldHint", true, true},
}

// compareHints compares a tool's MCP hints as its old and new schema files
// state them, each read with MCP's default where it is left out (T8): a
// hint that now promises less is RISKY (a tool that stops being read-only
// may now write where callers relied on it not to), any other change INFO;
// add records each.
func compareHints(add func(rule string, v Verdict, path, o, n, msg, sum string, pos token.Position), old, new map[string]bool, pos token.Position) {
	for _, h := range mcpHints {
		o, said := old[h.Name]
		if !said {
			o = h.Default
		}
		n, says := new[h.Name]
		if !says {
			n = h.Default
		}
		if o == n {
			continue
		}
		spell := func(v, said bool) string {
			s := fmt.Sprintf("%s: %t", h.Name, v)
			if !said {
				s += " (unsaid: MCP's default)"
			}
			return s
		}
		v, what := Info, "promises more"
		if n == h.Less {
			v, what = Risky, "promises less: a client that relied on the old hint (to call it without asking) is now wrong"
		}
		add("T8", v, "", spell(o, said), spell(n, says), fmt.Sprintf("%s → %s: the tool %s", spell(o, said), spell(n, says), what), h.Name+" changed", pos)
	}
}

// quoteOrNone is a title as a message names it: quoted, or "none".
func quoteOrNone(s string) string {
	if s == "" {
		return "none"
	}
	return strconv.Quote(s)
}

// overBudget reports an added tool that the package's strict budget keeps
// from being strict (T6): the strict tools before it already fill
// Anthropic's per-request limits, so the set of strict tools grew past
// them. (An old tool pushed out of the budget is T5, its reason naming
// the budget.)
func overBudget(to gen.ToolOutput) []Finding {
	var out []Finding
	for _, r := range to.Dialects {
		if !r.OverBudget {
			continue
		}
		rule := ruleByID["T6"]
		f := Finding{Rule: rule.ID, Name: rule.Name, Category: rule.Category, Verdict: Risky, Tool: to.Tool.Name,
			Old: string(r.Dialect) + " within budget", New: string(r.Dialect) + " over budget",
			Message: fmt.Sprintf("%s: declared strict: false, since %s: its calls are not guaranteed schema-valid; mark another tool strict=false to choose which stay strict", r.Dialect, strings.Join(r.Reasons, "; ")),
			Summary: string(r.Dialect) + " strict budget exceeded", Pos: to.Tool.Pos}
		f.fingerprint()
		out = append(out, f)
	}
	return out
}

func orRootName(p string) string {
	if p == "" {
		return "the arguments object"
	}
	return p
}

func jsonEqual(a, b json.RawMessage) bool {
	var x, y bytes.Buffer
	if json.Compact(&x, a) != nil || json.Compact(&y, b) != nil {
		return false
	}
	return bytes.Equal(x.Bytes(), y.Bytes())
}

// props walks two advertised schemas' properties alongside and reports
// changed descriptions and property orders.
func props(a, b json.RawMessage, path string, report func(path, what, old, new string)) {
	type node struct {
		Description string          `json:"description"`
		Properties  json.RawMessage `json:"properties"`
		Items       json.RawMessage `json:"items"`
	}
	var x, y node
	if json.Unmarshal(a, &x) != nil || json.Unmarshal(b, &y) != nil {
		return
	}
	if path != "" && unhinted(x.Description) != unhinted(y.Description) {
		report(path, "description", x.Description, y.Description)
	}
	if path != "" {
		if kws, o, n := ownKeywords(a, b); len(kws) > 0 {
			report(path, "hull:"+strings.Join(kws, ", "), o, n)
		}
	}
	if x.Items != nil && y.Items != nil {
		props(x.Items, y.Items, path+"[*]", report)
	}
	xk, xv := orderedKeys(x.Properties)
	yk, yv := orderedKeys(y.Properties)
	var common, commonY []string
	for _, k := range xk {
		if _, ok := yv[k]; ok {
			common = append(common, k)
		}
	}
	for _, k := range yk {
		if _, ok := xv[k]; ok {
			commonY = append(commonY, k)
		}
	}
	if strings.Join(common, ",") != strings.Join(commonY, ",") {
		report(path, "order", strings.Join(common, ","), strings.Join(commonY, ","))
	}
	for _, k := range common {
		p := k
		if path != "" {
			p = path + "." + k
		}
		props(xv[k], yv[k], p, report)
	}
}

// hintCondition is a condition of a hint that the flattened schema derives
// from a union's labels or markers (flatten's condition: "op = add | plus",
// "sent with node_id | item_id", "branch 1 | 2"), in the sentences that
// carry one: "Required if …", "Available unless …", "When …:", a kind hint's
// "an integer if …"; exactlyOne is a by=keys union's "Send exactly one of:
// node_id; item_id.".
var (
	hintCondition = regexp.MustCompile(`\b(Required|Available|When|string|number|integer|boolean|object|array|null) (?:if |unless )?(?:\S+ = |sent with |branch )[^.;:]*`)
	exactlyOne    = regexp.MustCompile(`Send exactly one of: [^.]*\.`)
)

// unhinted is a description with the label lists of its hints left out:
// a label or variant edit rewrites the hints of every sibling key, and the
// union's own findings (U1, U2, U3, U8) or the key's (F6, F8) say it once,
// so two descriptions that differ only there are not a description change.
func unhinted(d string) string {
	d = exactlyOne.ReplaceAllString(d, "Send exactly one of: ….")
	return hintCondition.ReplaceAllString(d, "$1 …")
}

// ownKeywords compares two schemas' own keywords (not description, nor
// what props walks into: properties, items): the names of those that
// differ, in the old's order then the new's, and both sides' own keywords
// as compact JSON.
func ownKeywords(a, b json.RawMessage) (changed []string, old, new string) {
	skip := map[string]bool{"description": true, "properties": true, "items": true}
	ak, av := orderedKeys(a)
	bk, bv := orderedKeys(b)
	own := func(keys []string, vals map[string]json.RawMessage) string {
		var parts []string
		for _, k := range keys {
			if !skip[k] {
				var c bytes.Buffer
				json.Compact(&c, vals[k])
				parts = append(parts, string(quote(k))+":"+c.String())
			}
		}
		return "{" + strings.Join(parts, ",") + "}"
	}
	seen := map[string]bool{}
	for _, k := range append(append([]string{}, ak...), bk...) {
		if skip[k] || seen[k] {
			continue
		}
		seen[k] = true
		x, inA := av[k]
		y, inB := bv[k]
		if !inA || !inB || !jsonEqual(x, y) {
			changed = append(changed, k)
		}
	}
	return changed, own(ak, av), own(bk, bv)
}

// orderedKeys reads a JSON object's keys in order, with their values.
func orderedKeys(obj json.RawMessage) ([]string, map[string]json.RawMessage) {
	vals := map[string]json.RawMessage{}
	if obj == nil {
		return nil, vals
	}
	var keys []string
	d := json.NewDecoder(bytes.NewReader(obj))
	if t, err := d.Token(); err != nil || t != json.Delim('{') {
		return nil, vals
	}
	for d.More() {
		t, err := d.Token()
		if err != nil {
			return keys, vals
		}
		k, _ := t.(string)
		var v json.RawMessage
		if d.Decode(&v) != nil {
			return keys, vals
		}
		keys = append(keys, k)
		vals[k] = v
	}
	return keys, vals
}

// Prove runs every witness through the generated parsers and records the
// new parser's issue text. A witness the new parser accepts after all (the
// contract's judge cannot run refine or UnmarshalText) is dropped, and its
// BREAKING finding becomes RISKY. It settles the findings without a
// witness by their samples (Probes). run is RunProbes bound to the
// packages.
func Prove(findings []Finding, run func([]Probe) ([]Outcome, error)) error {
	probes, _, finish := Probes(findings)
	if len(probes) == 0 {
		return nil
	}
	outs, err := run(probes)
	if err != nil {
		return err
	}
	finish(outs)
	return nil
}

// Probes are the calls that prove the findings' witnesses on the new
// parser: the first witnesses are the witnesses, in the findings' order;
// then each tool's minimal old call, whose issues under the new parser
// every old call gets (another change's, a required key added); then the
// samples of the findings without a witness (calls the old checks accept).
// finish records the outcomes (in the probes' order) on the findings, as
// Prove says, and settles each finding with samples: one sample refused
// for an issue of its own (not one the minimal old call gets too) is its
// witness and makes it BREAKING; when none is, a finding RISKY for want
// of a witness is INFO, saying how many samples were tried, and one of a
// change that adds code (refine, UnmarshalText) stays RISKY, saying so.
func Probes(findings []Finding) (probes []Probe, witnesses int, finish func([]Outcome)) {
	var idx, settle []int
	for i, f := range findings {
		if f.Witness != nil && f.Rule != "T1" && f.Category != "OUTPUT" {
			probes = append(probes, Probe{Tool: f.Tool, Args: f.Witness.Args})
			idx = append(idx, i)
		} else if f.Witness == nil && len(f.samples) > 0 {
			settle = append(settle, i)
		}
	}
	witnesses = len(probes)
	base := map[string]int{}
	for _, i := range slices.Concat(idx, settle) {
		f := findings[i]
		if _, ok := base[f.Tool]; !ok && f.base != nil {
			base[f.Tool] = len(probes)
			probes = append(probes, Probe{Tool: f.Tool, Args: f.base})
		}
	}
	first := make([]int, len(settle))
	for k, i := range settle {
		first[k] = len(probes)
		for _, s := range findings[i].samples {
			probes = append(probes, Probe{Tool: findings[i].Tool, Args: s})
		}
	}
	finish = func(outs []Outcome) {
		baseOf := func(tool string) *Outcome {
			if k, ok := base[tool]; ok {
				return &outs[k]
			}
			return nil
		}
		// explained holds, by tool, the paths of the issues each proven
		// witness gets of its own: a sample refused only at a path another
		// finding's witness is refused at is that finding's doing (a
		// pattern narrowed under a refine added at the root), not the
		// settled finding's.
		explained := map[int]map[string]bool{}
		for j, i := range idx {
			o, f := outs[j], &findings[i]
			if o.Accepted || !o.Known {
				f.Witness = nil
				if f.Verdict == Breaking {
					f.Verdict = Risky
					f.Message += " (the new parser accepts the witness found, so unproven)"
				}
				continue
			}
			f.Witness.Issue, f.Witness.Judge = Focus(o, baseOf(f.Tool)), "parser"
			explained[i] = map[string]bool{}
			for _, x := range ownIssues(o, baseOf(f.Tool)) {
				explained[i][x.Path] = true
			}
		}
		for k, i := range settle {
			f := &findings[i]
			others := map[string]bool{}
			for j, paths := range explained {
				if g := &findings[j]; g.Tool == f.Tool && g.Path != f.Path {
					maps.Copy(others, paths)
				}
			}
			f.settle(outs[first[k]:first[k]+len(f.samples)], baseOf(f.Tool), others)
		}
	}
	return probes, witnesses, finish
}

// Focus is a rejected witness's issue text without the issues that the
// tool's minimal old call (base) gets as well, which it counts instead: a
// witness of a lowered max is not also about a required key added. It is
// the whole text when that would leave nothing out or nothing in.
func Focus(w Outcome, base *Outcome) string {
	if base == nil || base.Accepted || len(w.Issues) == 0 {
		return w.Issue
	}
	every := map[IssueAt]bool{}
	for _, x := range base.Issues {
		every[x] = true
	}
	var own []IssueAt
	for _, x := range w.Issues {
		if !every[x] {
			own = append(own, x)
		}
	}
	if len(own) == 0 || len(own) == len(w.Issues) {
		return w.Issue
	}
	n, word := len(w.Issues)-len(own), "issue"
	if n > 1 {
		word = "issues"
	}
	return fmt.Sprintf("%s (and %d %s every old call now gets)", issuesText(own), n, word)
}
