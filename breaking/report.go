package breaking

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// Report is the result of a review: the findings of every package, sorted
// by position, and the acknowledgements that matched nothing.
type Report struct {
	Ref      string
	Findings []Finding
	Stale    []Ack
}

// Counts are the findings per verdict, acknowledged ones left out.
func (r *Report) Counts() map[Verdict]int {
	m := map[Verdict]int{}
	for _, f := range r.Findings {
		if f.Acknowledged == "" {
			m[f.Verdict]++
		}
	}
	return m
}

// Fails reports whether a finding not acknowledged reaches failOn (or a
// stale acknowledgement, counted as RISKY).
func (r *Report) Fails(failOn Verdict) bool {
	if failOn < 0 {
		return false
	}
	for _, f := range r.Findings {
		if f.Acknowledged == "" && f.Verdict >= failOn {
			return true
		}
	}
	return len(r.Stale) > 0 && Risky >= failOn
}

// Sort orders findings by tool, then position, path and rule.
func Sort(fs []Finding) {
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.Tool != b.Tool {
			return a.Tool < b.Tool
		}
		if a.Pos.Filename != b.Pos.Filename {
			return a.Pos.Filename < b.Pos.Filename
		}
		if a.Pos.Line != b.Pos.Line {
			return a.Pos.Line < b.Pos.Line
		}
		if a.Path != b.Path {
			return a.Path < b.Path
		}
		return ruleOrder(a.Rule) < ruleOrder(b.Rule)
	})
}

func ruleOrder(id string) int {
	for i, r := range Rules {
		if r.ID == id {
			return i
		}
	}
	return len(Rules)
}

// Summaries are the reviewer's summary: per changed tool, in name order,
// its changes as short phrases ("key note added; max items of labels 50 →
// 20"), BREAKING first.
func Summaries(fs []Finding) []string {
	by := map[string][]Finding{}
	var tools []string
	for _, f := range fs {
		if _, ok := by[f.Tool]; !ok {
			tools = append(tools, f.Tool)
		}
		by[f.Tool] = append(by[f.Tool], f)
	}
	sort.Strings(tools)
	var out []string
	for _, t := range tools {
		list := by[t]
		sort.SliceStable(list, func(i, j int) bool { return list[i].Verdict > list[j].Verdict })
		var parts []string
		seen := map[string]bool{}
		for _, f := range list {
			s := f.Summary
			if f.Verdict == Breaking {
				s += " (BREAKING)"
			} else if f.Verdict == Risky {
				s += " (RISKY)"
			}
			if !seen[s] {
				seen[s] = true
				parts = append(parts, s)
			}
		}
		out = append(out, t+": "+strings.Join(parts, "; "))
	}
	return out
}

// Text writes the report for a terminal: the summary, then one line per
// finding, "file:line:col: VERDICT [rule NAME] tool: message; witness …".
// rel shortens file names.
func (r *Report) Text(w io.Writer, rel func(string) string) {
	c := r.Counts()
	fmt.Fprintf(w, "stitchgen: -breaking=%s: %s, %s, %s", r.Ref, plural(c[Breaking], "BREAKING"), plural(c[Risky], "RISKY"), plural(c[Info], "INFO"))
	if n := len(r.Findings) - c[Breaking] - c[Risky] - c[Info]; n > 0 {
		fmt.Fprintf(w, " (and %d acknowledged)", n)
	}
	fmt.Fprintln(w)
	for _, s := range Summaries(r.Findings) {
		fmt.Fprintln(w, "  "+s)
	}
	for _, f := range r.Findings {
		fmt.Fprintln(w, f.Line(rel))
	}
	for _, a := range r.Stale {
		fmt.Fprintf(w, "%s: stale acknowledgement %s (%s %s %s): it matches no finding; remove it\n", a.File, a.Fingerprint, a.Rule, a.Tool, a.Path)
	}
}

func plural(n int, word string) string { return fmt.Sprintf("%d %s", n, word) }

// Line is one finding as a text line.
func (f *Finding) Line(rel func(string) string) string {
	var b strings.Builder
	if f.Pos.IsValid() {
		fmt.Fprintf(&b, "%s:%d:%d: ", rel(f.Pos.Filename), f.Pos.Line, f.Pos.Column)
	}
	fmt.Fprintf(&b, "%s [%s %s] %s: %s", f.Verdict, f.Rule, f.Name, f.Tool, f.Message)
	if w := f.Witness; w != nil {
		fmt.Fprintf(&b, "; witness %s → %s", w.Args, w.Issue)
	}
	if f.Acknowledged != "" {
		fmt.Fprintf(&b, " (acknowledged %s: %s)", f.Fingerprint, f.Acknowledged)
	} else {
		fmt.Fprintf(&b, " [%s]", f.Fingerprint)
	}
	return b.String()
}

// JSONVersion is the version of the -format=json document.
const JSONVersion = 1

type jsonPos struct {
	File   string `json:"file"`
	Line   int    `json:"line"`
	Column int    `json:"column"`
}

type jsonFinding struct {
	Finding
	Position *jsonPos `json:"position,omitempty"`
}

// JSON writes the report as one JSON document (docs/breaking.md: "-format=json").
func (r *Report) JSON(w io.Writer, rel func(string) string) error {
	c := r.Counts()
	doc := struct {
		Version  int               `json:"stitchgenBreaking"`
		Ref      string            `json:"ref"`
		Counts   map[string]int    `json:"counts"`
		Summary  []string          `json:"summary"`
		Findings []jsonFinding     `json:"findings"`
		Stale    []Ack             `json:"staleAcknowledgements"`
		Rules    map[string]string `json:"-"`
	}{Version: JSONVersion, Ref: r.Ref, Counts: map[string]int{"BREAKING": c[Breaking], "RISKY": c[Risky], "INFO": c[Info]},
		Summary: Summaries(r.Findings), Findings: []jsonFinding{}, Stale: r.Stale}
	if doc.Summary == nil {
		doc.Summary = []string{}
	}
	if doc.Stale == nil {
		doc.Stale = []Ack{}
	}
	for _, f := range r.Findings {
		jf := jsonFinding{Finding: f}
		if f.Pos.IsValid() {
			jf.Position = &jsonPos{rel(f.Pos.Filename), f.Pos.Line, f.Pos.Column}
		}
		doc.Findings = append(doc.Findings, jf)
	}
	e := json.NewEncoder(w)
	e.SetEscapeHTML(false)
	e.SetIndent("", "  ")
	return e.Encode(doc)
}

// annotationLimit is GitHub's limit of annotations per kind and step.
const annotationLimit = 10

// GitHub writes workflow commands: ::error for BREAKING, ::warning for
// RISKY, ::notice for INFO, each titled with its rule, at most ten of each
// kind (a last notice counts what was left out); the full table goes to
// $GITHUB_STEP_SUMMARY and the counts to $GITHUB_OUTPUT when they are set.
// rel names a file as GitHub does, relative to the repository's top
// directory (Run passes Git.fromRoot).
func (r *Report) GitHub(w io.Writer, rel func(string) string) error {
	kinds := map[Verdict]string{Breaking: "error", Risky: "warning", Info: "notice"}
	shown := map[Verdict]int{}
	left := 0
	for _, f := range r.Findings {
		if f.Acknowledged != "" {
			continue
		}
		limit := annotationLimit
		if f.Verdict == Info {
			limit-- // room for the count of the rest
		}
		if shown[f.Verdict] >= limit {
			left++
			continue
		}
		shown[f.Verdict]++
		props := "title=" + escapeProp(f.Rule+" "+f.Name)
		if f.Pos.IsValid() {
			props = fmt.Sprintf("file=%s,line=%d,col=%d,%s", escapeProp(rel(f.Pos.Filename)), f.Pos.Line, f.Pos.Column, props)
		}
		msg := f.Tool + ": " + f.Message
		if f.Witness != nil {
			msg += "\nwitness " + string(f.Witness.Args) + " → " + f.Witness.Issue
		}
		msg += "\nfingerprint " + f.Fingerprint
		fmt.Fprintf(w, "::%s %s::%s\n", kinds[f.Verdict], props, escapeData(msg))
	}
	for _, a := range r.Stale {
		if shown[Risky] < annotationLimit {
			shown[Risky]++
			fmt.Fprintf(w, "::warning file=%s,title=stale acknowledgement::%s\n", escapeProp(rel(a.File)), escapeData(fmt.Sprintf("acknowledgement %s (%s %s %s) matches no finding; remove it", a.Fingerprint, a.Rule, a.Tool, a.Path)))
		} else {
			left++
		}
	}
	if left > 0 {
		fmt.Fprintf(w, "::notice title=stitchgen breaking::%s\n", escapeData(fmt.Sprintf("%s not annotated (GitHub shows 10 of each kind); the job summary lists all of them", moreFindings(left))))
	}
	if p := os.Getenv("GITHUB_STEP_SUMMARY"); p != "" {
		f, err := os.OpenFile(p, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			return err
		}
		r.Markdown(f, rel)
		if err := f.Close(); err != nil {
			return err
		}
	}
	if p := os.Getenv("GITHUB_OUTPUT"); p != "" {
		f, err := os.OpenFile(p, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			return err
		}
		c := r.Counts()
		fmt.Fprintf(f, "breaking_count=%d\nrisky_count=%d\ninfo_count=%d\n", c[Breaking], c[Risky], c[Info])
		if err := f.Close(); err != nil {
			return err
		}
	}
	return nil
}

// Markdown writes the summary and the full table of findings.
func (r *Report) Markdown(w io.Writer, rel func(string) string) {
	c := r.Counts()
	fmt.Fprintf(w, "### stitchgen -breaking=%s: %d BREAKING, %d RISKY, %d INFO\n\n", r.Ref, c[Breaking], c[Risky], c[Info])
	for _, s := range Summaries(r.Findings) {
		fmt.Fprintf(w, "- %s\n", mdEscape(s))
	}
	if len(r.Findings) > 0 {
		fmt.Fprint(w, "\n| verdict | rule | tool | path | change | witness | where | fingerprint |\n|---|---|---|---|---|---|---|---|\n")
	}
	for _, f := range r.Findings {
		verdict := f.Verdict.String()
		if f.Acknowledged != "" {
			verdict += " (acknowledged: " + f.Acknowledged + ")"
		}
		wit := ""
		if f.Witness != nil {
			wit = "`" + string(f.Witness.Args) + "` → " + f.Witness.Issue
		}
		where := ""
		if f.Pos.IsValid() {
			where = fmt.Sprintf("%s:%d", rel(f.Pos.Filename), f.Pos.Line)
		}
		fmt.Fprintf(w, "| %s | %s %s | %s | %s | %s | %s | %s | %s |\n", mdEscape(verdict), f.Rule, f.Name, f.Tool, mdEscape(f.Path), mdEscape(f.Message), mdEscape(wit), where, f.Fingerprint)
	}
	for _, a := range r.Stale {
		fmt.Fprintf(w, "\nStale acknowledgement %s (%s %s %s): it matches no finding; remove it.\n", a.Fingerprint, a.Rule, a.Tool, a.Path)
	}
	fmt.Fprintln(w)
}

func mdEscape(s string) string {
	return strings.NewReplacer("|", `\|`, "\n", " ").Replace(s)
}

func escapeData(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A").Replace(s)
}

func escapeProp(s string) string {
	return strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C").Replace(s)
}

// moreFindings says how many findings were left out, in the number's grammar.
func moreFindings(n int) string {
	if n == 1 {
		return "1 more finding is"
	}
	return fmt.Sprintf("%d more findings are", n)
}
