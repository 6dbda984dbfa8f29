package genfuzz

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/big"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/breaking"
	"github.com/stitchgen/stitchgen/gen"
	"github.com/stitchgen/stitchgen/internal/probedriver"
	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/pipeline"
	"github.com/stitchgen/stitchgen/sample"
)

var (
	breakingFrom  = flag.Uint64("genfuzz.breakingfrom", 1, "first seed of a longer run of the review's properties (with -genfuzz.breaking)")
	breakingN     = flag.Int("genfuzz.breaking", 0, "random packages of a longer run of the review's properties: seeds from -genfuzz.breakingfrom instead of breakingCorpus")
	breakingEdits = flag.Int("genfuzz.edits", 8, "random edits per package of the review's properties")
	breakingBatch = flag.Int("genfuzz.breakingbatch", 60, "packages per probe build of the review's properties")
)

// breakingCorpus is the seeds of the review's properties that go test
// runs: 1 to 40, and each seed a longer run failed on, all the harness's:
// 1033, a max lowered below an array's length (which load refuses);
// 2100371, an enum member added twice (found with the edits of zero-ok
// and trim, then behind a flag until the review saw what they do). Seed
// 13, already in, found with the edits of Go types the contract's object
// default read back indented (RISKY D1 on every review of the unchanged
// default; golden pair F15_uint64_to_uint32_object_default).
var breakingCorpus = append(seedRange(1, 40), 1033, 2100371)

// propSamples is how many whole calls of each old tool the narrowing
// property runs through both parsers.
const propSamples = 48

// TestBreakingWitnesses is the property of stitchgen -breaking on random
// packages (this package's grammar) and random edits of their tags, shapes
// and patterns (made on the model, as a changed tag would make it; the
// edited model is generated like any other):
//   - every BREAKING finding has a witness, which the old generated parser
//     accepts and the new one rejects (and so does every witness of a
//     removed tolerance), and an edit that only widens what is accepted
//     (or rewrites a check to an equivalent one) yields no BREAKING finding;
//   - every sample that settles a finding (breaking.Probes) is accepted by
//     the old parser, and the settled verdicts keep the first promise;
//   - the narrowing property: when some sample of the old tool (package
//     sample, whole calls the old contract accepts) is accepted by the old
//     parser and refused by the new one, the review reports a BREAKING
//     finding for that tool, or a RISKY one for a documented reason
//     (refusalReason) — never nothing.
func TestBreakingWitnesses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds two test binaries")
	}
	seeds := breakingCorpus
	if *breakingN > 0 {
		seeds = seedRange(*breakingFrom, uint64(*breakingN))
	}
	st := &reviewStats{verdicts: map[breaking.Verdict]int{}, proven: map[string]int{}}
	for len(seeds) > 0 {
		n := min(*breakingBatch, len(seeds))
		reviewBatch(t, seeds[:n], st)
		seeds = seeds[n:]
	}
	var rules []string
	for r, k := range st.proven {
		rules = append(rules, fmt.Sprintf("%s %d", r, k))
	}
	slices.Sort(rules)
	t.Logf("%d packages generated of %d; %d edits (%d narrowing, %d widening, %d of tolerances; %d more refused as invalid); findings: %d BREAKING, %d RISKY (%d unproven), %d INFO; %d settled by samples (%d BREAKING, %d INFO); %d witnesses run on both parsers, proven: %s; narrowing property: %d samples run on both parsers, %d edits narrowed one, %d of them unreported; edits of Go types: %d (%d more refused by load), %d narrowed a sample; %d edits zero-ok removed",
		st.packages, st.seeds, st.edits, st.narrowing, st.widening, st.tolerance, st.invalid,
		st.verdicts[breaking.Breaking], st.verdicts[breaking.Risky], st.unproven, st.verdicts[breaking.Info],
		st.settled, st.settledBreaking, st.settledInfo, st.witnesses, strings.Join(rules, ", "),
		st.samples, st.narrowed, st.missed, st.typeEdits, st.typeInvalid, st.typeNarrowed, st.zeroOK)
}

// reviewStats counts what the review's properties saw.
type reviewStats struct {
	seeds, packages, edits, narrowing, widening, tolerance, invalid int
	verdicts                                                        map[breaking.Verdict]int
	unproven, settled, settledBreaking, settledInfo, witnesses      int
	proven                                                          map[string]int
	samples, narrowed, missed                                       int
	typeEdits, typeInvalid, typeNarrowed, zeroOK                    int
}

// editRun is one edit's review: its findings and where its probes stand
// in its package's old and new probe lists.
type editRun struct {
	seed      uint64
	edit      *edit
	fs        []breaking.Finding
	probes    []breaking.Probe // Probes', then the property's samples
	witnesses int              // the first probes are the witnesses
	reviewed  int              // Probes' own: witnesses, minimal calls, settling samples
	finish    func([]breaking.Outcome)
	oldAt     int // the first probe's index among its old package's
	oldPkg    int
}

// reviewBatch runs the review's properties on the packages of seeds.
func reviewBatch(t *testing.T, seeds []uint64, st *reviewStats) {
	dir := filepath.Join("testdata", fmt.Sprintf("breaking%d-%d", seeds[0], len(seeds)))
	require.NoError(t, os.RemoveAll(dir))
	if !*keep {
		t.Cleanup(func() { os.RemoveAll(dir) })
	}
	var patterns []string
	seedOf := map[string]uint64{}
	typeEdits := map[uint64][]*edit{} // a seed's edits of Go types
	edited := map[string]bool{}       // their packages' directories
	for _, s := range seeds {
		name := fmt.Sprintf("p%d", s)
		d := filepath.Join(dir, name)
		require.NoError(t, os.MkdirAll(d, 0o755))
		src := writePackage(name, s)
		require.NoError(t, os.WriteFile(filepath.Join(d, "input.go"), src, 0o644))
		patterns = append(patterns, "./"+filepath.ToSlash(d))
		seedOf[absDir(t, d)] = s
		// The edits of a field's Go type: the package written again with
		// one field's type changed (its own draws, so that the model's
		// edits above stay as the corpus found them).
		r, done := rand.New(rand.NewPCG(s, 25)), map[string]bool{}
		for k := range typeEditsPer {
			esrc, ed := typeEdit(r, src, done)
			if ed == nil {
				break
			}
			ed.what += fmt.Sprintf(" [type edit %d]", k)
			ed.dir = filepath.Join(dir, fmt.Sprintf("%st%d", name, k))
			require.NoError(t, os.MkdirAll(ed.dir, 0o755))
			require.NoError(t, os.WriteFile(filepath.Join(ed.dir, "input.go"), esrc, 0o644))
			patterns = append(patterns, "./"+filepath.ToSlash(ed.dir))
			ed.dir = absDir(t, ed.dir)
			typeEdits[s] = append(typeEdits[s], ed)
			edited[ed.dir] = true
		}
		if esrc, ed := zeroOKEdit(r, src); ed != nil {
			ed.dir = filepath.Join(dir, name+"z")
			require.NoError(t, os.MkdirAll(ed.dir, 0o755))
			require.NoError(t, os.WriteFile(filepath.Join(ed.dir, "input.go"), esrc, 0o644))
			patterns = append(patterns, "./"+filepath.ToSlash(ed.dir))
			ed.dir = absDir(t, ed.dir)
			typeEdits[s] = append(typeEdits[s], ed)
			edited[ed.dir] = true
		}
	}
	st.seeds += len(seeds)
	models, diags, err := load.Packages(load.Config{}, patterns...)
	require.NoError(t, err)
	refused := map[string]bool{}
	for _, d := range diags {
		if model.HasErrors([]model.Diagnostic{d}) {
			refused[filepath.Dir(absDir(t, d.Pos.Filename))] = true
		}
	}

	byDir := map[string]*model.Package{}
	for _, m := range models {
		byDir[m.Dir] = m
	}
	var oldPkgs, newPkgs []breaking.ProbedPackage
	var runs []*editRun
	for _, m := range models {
		if edited[m.Dir] || refused[m.Dir] || len(m.Tools) == 0 {
			continue
		}
		old, ds := pipeline.BuildPackage(m, pipeline.Config{})
		if model.HasErrors(ds) {
			continue
		}
		st.packages++
		oldFiles, err := gen.Files(old, gen.Options{})
		require.NoError(t, err)
		olds := map[string]*breaking.Old{}
		var props []breaking.Probe
		for _, to := range old.Tools {
			olds[to.Tool.Name] = breaking.OldFromSource(old, to)
			props = append(props, toolSamples(to.Tool)...)
		}
		oldPkg := breaking.ProbedPackage{Dir: m.Dir, Name: m.Name, GoFile: oldFiles[0].Data, Embedded: breaking.EmbeddedFiles(m.Dir, oldFiles)}
		seed := seedOf[m.Dir]
		r := rand.New(rand.NewPCG(seed, 24))
		var all []*edit
		var cps []*model.Package
		for range *breakingEdits {
			cp := copyPackage(m)
			ed := randomEdit(r, cp)
			if ed == nil {
				continue
			}
			if !stillValid(cp) {
				st.invalid++
				continue
			}
			all, cps = append(all, ed), append(cps, cp)
		}
		var zeroOK []*edit
		for _, ed := range typeEdits[seed] {
			if ed.oldSide {
				zeroOK = append(zeroOK, ed)
				continue
			}
			em := byDir[ed.dir]
			if refused[ed.dir] || em == nil {
				st.invalid++ // load refuses the edited source (a bound or default the new type cannot hold)
				st.typeInvalid++
				continue
			}
			all, cps = append(all, ed), append(cps, em)
		}
		for i, ed := range all {
			cp := cps[i]
			nb, ds := pipeline.BuildPackage(cp, pipeline.Config{})
			if model.HasErrors(ds) {
				st.invalid++
				continue
			}
			st.edits++
			if ed.dir != "" {
				st.typeEdits++
			}
			switch ed.class {
			case narrows:
				st.narrowing++
			case widens:
				st.widening++
			default:
				st.tolerance++
			}
			fs := breaking.ComparePackage(olds, nb, breaking.Options{})
			for _, f := range fs {
				if f.Verdict == breaking.Breaking && f.Witness == nil {
					t.Errorf("seed %d, edit %s: BREAKING without a witness: %s", seed, ed.what, plainLine(f))
				}
				if ed.line != 0 && f.Pos.Line != ed.line && f.Pos.Column == 2 { // on another field (a union's markers or a description stand on its type's declaration)
					t.Errorf("seed %d, edit %s: a finding about what did not change: %s", seed, ed.what, plainLine(f))
				}
			}
			probes, witnesses, finish := breaking.Probes(fs)
			run := &editRun{seed: seed, edit: ed, fs: fs, witnesses: witnesses, reviewed: len(probes), finish: finish,
				probes: append(probes, props...), oldAt: len(oldPkg.Probes), oldPkg: len(oldPkgs)}
			oldPkg.Probes = append(oldPkg.Probes, run.probes...)
			newFiles, err := gen.Files(nb, gen.Options{})
			require.NoError(t, err)
			newDir := m.Dir // an edit of the model: the source as it was
			if ed.dir != "" {
				newDir = ed.dir // an edit of a Go type: the edited source
			}
			newPkgs = append(newPkgs, breaking.ProbedPackage{Dir: newDir, Name: m.Name, GoFile: newFiles[0].Data, Embedded: breaking.EmbeddedFiles(newDir, newFiles), Probes: run.probes})
			runs = append(runs, run)
		}
		oldPkgs = append(oldPkgs, oldPkg)
		// zero-ok removed: the old side is the source with zero-ok added,
		// the new one the package as written (old, built above).
		for _, ed := range zeroOK {
			om := byDir[ed.dir]
			if refused[ed.dir] || om == nil {
				st.invalid++ // load refuses zero-ok there
				continue
			}
			ob, ds := pipeline.BuildPackage(om, pipeline.Config{})
			if model.HasErrors(ds) {
				st.invalid++
				continue
			}
			st.edits++
			st.narrowing++
			st.zeroOK++
			zolds := map[string]*breaking.Old{}
			var zprops []breaking.Probe
			for _, to := range ob.Tools {
				zolds[to.Tool.Name] = breaking.OldFromSource(ob, to)
				zprops = append(zprops, toolSamples(to.Tool)...)
			}
			fs := breaking.ComparePackage(zolds, old, breaking.Options{})
			for _, f := range fs {
				if f.Verdict == breaking.Breaking && f.Witness == nil {
					t.Errorf("seed %d, edit %s: BREAKING without a witness: %s", seed, ed.what, plainLine(f))
				}
			}
			probes, witnesses, finish := breaking.Probes(fs)
			run := &editRun{seed: seed, edit: ed, fs: fs, witnesses: witnesses, reviewed: len(probes), finish: finish,
				probes: append(probes, zprops...), oldPkg: len(oldPkgs)}
			obFiles, err := gen.Files(ob, gen.Options{})
			require.NoError(t, err)
			oldPkgs = append(oldPkgs, breaking.ProbedPackage{Dir: om.Dir, Name: m.Name, GoFile: obFiles[0].Data, Embedded: breaking.EmbeddedFiles(om.Dir, obFiles), Probes: run.probes})
			newPkgs = append(newPkgs, breaking.ProbedPackage{Dir: m.Dir, Name: m.Name, GoFile: oldFiles[0].Data, Embedded: breaking.EmbeddedFiles(m.Dir, oldFiles), Probes: run.probes})
			runs = append(runs, run)
		}
	}
	if len(runs) == 0 {
		return
	}
	oldOut, err := probedriver.Run("../..", oldPkgs)
	require.NoError(t, err)
	newOut, err := probedriver.Run("../..", newPkgs)
	require.NoError(t, err)
	for i, run := range runs {
		olds, news := oldOut[run.oldPkg][run.oldAt:run.oldAt+len(run.probes)], newOut[i]
		for j, p := range run.probes[:run.reviewed] {
			o, nw := olds[j], news[j]
			if j < run.witnesses {
				st.witnesses++
				assert.True(t, o.Known && o.Accepted, "seed %d, edit %s: the old parser rejects the witness %s: %s", run.seed, run.edit.what, p.Args, o.Issue)
				assert.True(t, nw.Known && !nw.Accepted, "seed %d, edit %s: the new parser accepts the witness %s", run.seed, run.edit.what, p.Args)
				continue
			}
			// A minimal old call, or a sample that settles a finding.
			assert.True(t, o.Known && o.Accepted, "seed %d, edit %s: the old parser rejects the sample %s: %s", run.seed, run.edit.what, p.Args, o.Issue)
		}
		before := make([]breaking.Verdict, len(run.fs))
		for k, f := range run.fs {
			before[k] = f.Verdict
		}
		run.finish(news[:run.reviewed])
		flagged := map[string]bool{}
		for k, f := range run.fs {
			st.verdicts[f.Verdict]++
			if strings.Contains(f.Message, "unproven") {
				st.unproven++
			}
			if strings.Contains(f.Message, "samples of the old checks") || f.Verdict != before[k] {
				if testing.Verbose() {
					t.Logf("seed %d, edit %s: settled: %s", run.seed, run.edit.what, plainLine(f))
				}
				st.settled++
				switch f.Verdict {
				case breaking.Breaking:
					st.settledBreaking++
				case breaking.Info:
					st.settledInfo++
				}
			}
			if f.Verdict == breaking.Breaking {
				flagged[f.Tool] = true
				if f.Witness == nil {
					t.Errorf("seed %d, edit %s: BREAKING without a witness after settling: %s", run.seed, run.edit.what, plainLine(f))
				} else if f.Rule != "T1" {
					st.proven[f.Rule]++
				}
				if run.edit.class == widens {
					t.Errorf("seed %d: the widening edit %s gave %s", run.seed, run.edit.what, plainLine(f))
				}
			}
			if f.Verdict == breaking.Risky && refusalReason(f) {
				flagged[f.Tool] = true
			}
		}
		if testing.Verbose() && run.edit.dir != "" {
			var got []string
			for _, f := range run.fs {
				got = append(got, plainLine(f))
			}
			t.Logf("seed %d, edit %s: the review reports:\n\t%s", run.seed, run.edit.what, strings.Join(got, "\n\t"))
		}
		narrowed := false
		for j := run.reviewed; j < len(run.probes); j++ {
			st.samples++
			o, nw := olds[j], news[j]
			if !o.Known || !o.Accepted || nw.Accepted {
				continue
			}
			if !narrowed {
				narrowed = true
				st.narrowed++
				if run.edit.dir != "" {
					st.typeNarrowed++
				}
			}
			if tool := run.probes[j].Tool; !flagged[tool] {
				st.missed++
				var got []string
				for _, f := range run.fs {
					got = append(got, plainLine(f))
				}
				t.Errorf("seed %d, edit %s: the old parser accepts %s and the new one refuses it (%s), yet the review reports no BREAKING finding for %s, nor a RISKY one that says a call may be refused; it reports:\n\t%s\nrerun: go test ./internal/genfuzz -run TestBreakingWitnesses -genfuzz.breakingfrom=%d -genfuzz.breaking=1",
					run.seed, run.edit.what, run.probes[j].Args, nw.Issue, tool, strings.Join(got, "\n\t"), run.seed)
				break // one sample per edit says it
			}
		}
	}
}

// refusalReason reports whether a RISKY finding says a call may be
// refused now for a documented reason (README "Schema change review"): no
// witness was found ("unproven"), a tolerance was removed (RISKY unless
// -strict-tolerances), or code of the user's decides (refine, a refine's
// body, UnmarshalText). A RISKY finding about meaning (a default, a
// tolerance added, catch) does not explain a refusal.
func refusalReason(f breaking.Finding) bool {
	switch f.Rule {
	case "D2", "D5", "D6", "F32":
		return true
	}
	return strings.Contains(f.Message, "unproven")
}

// toolSamples are whole calls of a tool that its contract's judge accepts
// (package sample, every field set in turn to each of its samples): the
// narrowing property's probes.
func toolSamples(tool *model.Tool) []breaking.Probe {
	judge := func(v json.RawMessage, t model.Type, c *model.Checks) bool { return load.Rejects(v, t, c) == "" }
	g := sample.Sampler{Accepts: judge}
	var out []breaking.Probe
	for _, v := range g.Samples(tool.Type, nil, 4) {
		if judge(v, tool.Type, nil) {
			out = append(out, breaking.Probe{Tool: tool.Name, Args: v})
			if len(out) == propSamples {
				break
			}
		}
	}
	return out
}

type editClass int

const (
	narrows editClass = iota
	widens
	tolerance // a tolerance removed: no verdict asserted, its witness proven
)

type edit struct {
	class editClass
	what  string
	dir   string // an edit of the source: its package's directory (absolute)
	// oldSide: dir is the edit's old side and the package as written its
	// new one (zero-ok removed: added to the source, then taken away).
	oldSide bool
	// line: an edit of a field's Go type, the field's line; no finding
	// stands on another field (one there is about what did not change).
	line int
}

// site is a place checks can be edited: a field's own, or its elements'.
type site struct {
	s     *model.Struct
	f     *model.Field
	t     model.Type
	c     *model.Checks
	field bool
}

func sites(p *model.Package) []site {
	var out []site
	for _, s := range p.Structs {
		for _, f := range s.Fields {
			if f == s.Discriminator || f == s.Rest {
				continue
			}
			out = append(out, site{s, f, model.Deref(f.Type), &f.Checks, true})
			if f.Checks.Elem != nil {
				switch t := model.Deref(f.Type).(type) {
				case *model.Slice:
					out = append(out, site{s, f, model.Deref(t.Elem), f.Checks.Elem, false})
				case *model.Array:
					out = append(out, site{s, f, model.Deref(t.Elem), f.Checks.Elem, false})
				case *model.Map:
					out = append(out, site{s, f, model.Deref(t.Elem), f.Checks.Elem, false})
				}
			}
		}
	}
	return out
}

func bound(n int64) *model.Bound {
	return model.NewBound(fmt.Sprint(n), big.NewRat(n, 1))
}

func ratBound(r *big.Rat) *model.Bound {
	if r.IsInt() {
		return model.NewBound(r.Num().String(), r)
	}
	return model.NewBound(r.FloatString(3), new(big.Rat).Set(r))
}

// randomEdit changes the package's model at random, as an edit of a tag or
// directive would, and says what it did and whether it only widens.
func randomEdit(r *rand.Rand, p *model.Package) *edit {
	ss := sites(p)
	for range 20 {
		if len(p.Unions) > 0 && r.IntN(8) == 0 {
			u := p.Unions[r.IntN(len(p.Unions))]
			if u.By != model.ByLabel {
				continue
			}
			v := u.Variants[r.IntN(len(u.Variants))]
			switch r.IntN(3) {
			case 0:
				if len(v.Labels) > 1 {
					v.Labels = v.Labels[:len(v.Labels)-1]
					v.Struct.Discriminator.Labels = v.Labels
					return &edit{class: narrows, what: "label removed from " + u.Named.Name}
				}
			case 1:
				if len(u.Variants) > 1 {
					u.Variants = slices.DeleteFunc(u.Variants, func(x *model.Variant) bool { return x == v })
					return &edit{class: narrows, what: "variant removed from " + u.Named.Name}
				}
			case 2:
				v.Labels = append(slices.Clone(v.Labels), "zz_alias")
				v.Struct.Discriminator.Labels = v.Labels
				return &edit{class: widens, what: "label alias added to " + u.Named.Name}
			}
			continue
		}
		if len(ss) == 0 {
			return nil
		}
		st := ss[r.IntN(len(ss))]
		c, t := st.c, st.t
		what := func(s string) string { return st.s.Named.Name + "." + st.f.GoName + ": " + s }
		b, isBasic := t.(*model.Basic)
		isNum := isBasic && b.Kind.IsNumber()
		isLen := model.KindOf(t).Has(model.Lengths)
		isStr := model.KindOf(t).Has(model.Strings)
		switch r.IntN(22) {
		case 0: // max lowered or set
			if isNum && len(c.Enum) == 0 {
				lo, hi := c.Range(b)
				var nb *big.Rat
				switch {
				case lo != nil && hi != nil:
					nb = new(big.Rat).Add(lo.Rat, hi.Rat)
					nb.Quo(nb, big.NewRat(2, 1))
				case lo != nil:
					nb = new(big.Rat).Add(lo.Rat, big.NewRat(3, 1))
				case hi != nil:
					nb = new(big.Rat).Sub(hi.Rat, big.NewRat(3, 1))
				default:
					nb = big.NewRat(3, 1)
				}
				if b.Kind.IsInteger() || c.Int {
					nb = new(big.Rat).SetInt(new(big.Int).Quo(nb.Num(), nb.Denom()))
				}
				if lo != nil && nb.Cmp(lo.Rat) < 0 {
					continue
				}
				c.Max, c.Lt = ratBound(nb), nil
				return &edit{class: narrows, what: what("max=" + c.Max.Text)}
			}
			if _, arr := t.(*model.Array); isLen && !arr { // an array's max is its length (seed 1033)
				lo := int64(0)
				if c.Min != nil {
					lo = c.Min.Rat.Num().Int64()
				}
				m := lo + 1
				if c.Max != nil && c.Max.Rat.Num().Int64() <= m {
					continue
				}
				c.Max = bound(m)
				return &edit{class: narrows, what: what("max length or count " + c.Max.Text)}
			}
		case 1: // min raised or set
			if isNum && len(c.Enum) == 0 {
				lo, hi := c.Range(b)
				var nb *big.Rat
				switch {
				case lo != nil && hi != nil:
					nb = new(big.Rat).Add(lo.Rat, hi.Rat)
					nb.Quo(nb, big.NewRat(2, 1))
				case hi != nil:
					nb = new(big.Rat).Sub(hi.Rat, big.NewRat(3, 1))
				case lo != nil:
					nb = new(big.Rat).Add(lo.Rat, big.NewRat(3, 1))
				default:
					nb = big.NewRat(-3, 1)
				}
				if b.Kind.IsInteger() || c.Int {
					nb = new(big.Rat).SetInt(new(big.Int).Quo(nb.Num(), nb.Denom()))
				}
				if hi != nil && nb.Cmp(hi.Rat) > 0 {
					continue
				}
				c.Min, c.Gt = ratBound(nb), nil
				return &edit{class: narrows, what: what("min=" + c.Min.Text)}
			}
			if isLen {
				lo := int64(0)
				if c.Min != nil {
					lo = c.Min.Rat.Num().Int64()
				}
				if c.Max != nil && c.Max.Rat.Num().Int64() < lo+1 {
					continue
				}
				if _, arr := t.(*model.Array); arr {
					continue
				}
				c.Min = bound(lo + 1)
				return &edit{class: narrows, what: what("min length or count " + c.Min.Text)}
			}
		case 2: // an enum member removed
			if len(c.Enum) > 1 {
				c.Enum = c.Enum[:len(c.Enum)-1]
				return &edit{class: narrows, what: what("enum " + strings.Join(c.Enum, "|"))}
			}
		case 3: // optional → required
			if st.field && !st.f.Required && c.Default == nil && c.Catch == nil {
				st.f.Required = true
				return &edit{class: narrows, what: what("required")}
			}
		case 4: // nullable removed (a stitch.Nullable field is nullable by its type)
			if _, three := st.f.Type.(*model.Nullable); c.Nullable && !(st.field && three) {
				c.Nullable = false
				return &edit{class: narrows, what: what("nullable removed")}
			}
		case 5: // field removed from a strict object
			if st.field && st.s.Policy == model.Strict && len(st.s.Fields) > 1 {
				st.s.Fields = slices.DeleteFunc(slices.Clone(st.s.Fields), func(f *model.Field) bool { return f == st.f })
				return &edit{class: narrows, what: what("field removed")}
			}
		case 6: // plain → strict
			if st.s.Policy == model.Plain {
				st.s.Policy = model.Strict
				return &edit{class: narrows, what: st.s.Named.Name + ": plain → strict"}
			}
		case 7: // a pattern added
			if isStr && c.Pattern == "" && len(c.Enum) == 0 && c.Format == "" {
				c.Pattern = "^[a-z]*$"
				return &edit{class: narrows, what: what("pattern added")}
			}
		case 8: // a bound removed
			if c.Max != nil || c.Lt != nil {
				if _, arr := t.(*model.Array); !arr {
					c.Max, c.Lt = nil, nil
					return &edit{class: widens, what: what("max removed")}
				}
			}
			if c.Min != nil || c.Gt != nil {
				if _, arr := t.(*model.Array); !arr {
					c.Min, c.Gt = nil, nil
					return &edit{class: widens, what: what("min removed")}
				}
			}
		case 9: // an enum member added, or the enum removed
			if len(c.Enum) > 0 {
				if r.IntN(2) == 0 || !isStr {
					c.Enum = nil
					return &edit{class: widens, what: what("enum removed")}
				}
				m := strings.Repeat("z", max(1, int(minLen(c))))
				for slices.Contains(c.Enum, m) { // a member twice is refused (seed 2100371)
					m += "z"
				}
				c.Enum = append(slices.Clone(c.Enum), m)
				return &edit{class: widens, what: what("enum member added")}
			}
		case 10: // required → optional
			if st.field && st.f.Required {
				st.f.Required = false
				return &edit{class: widens, what: what("optional")}
			}
		case 11: // nullable added
			if !c.Nullable && model.KindOf(t) != model.AnyJSON {
				c.Nullable = true
				return &edit{class: widens, what: what("nullable added")}
			}
		case 12: // pattern or format removed
			if c.Pattern != "" {
				c.Pattern = ""
				return &edit{class: widens, what: what("pattern removed")}
			}
			if c.Format != "" {
				c.Format = ""
				return &edit{class: widens, what: what("format removed")}
			}
		case 13: // strict → plain
			if st.s.Policy == model.Strict {
				st.s.Policy = model.Plain
				return &edit{class: widens, what: st.s.Named.Name + ": strict → plain"}
			}
		case 14: // a tolerance added
			if (isStr || isNum || isBasic && b.Kind == model.Bool) && !c.Coerce {
				c.Coerce = true
				return &edit{class: widens, what: what("coerce added")}
			}
		case 16: // a pattern rewritten to an equivalent
			if c.Pattern != "" {
				c.Pattern = "(?:" + c.Pattern + ")"
				return &edit{class: widens, what: what("pattern rewritten to an equivalent")}
			}
		case 17: // a pattern widened
			if c.Pattern != "" {
				c.Pattern = "(?:" + c.Pattern + ")|^zz$"
				return &edit{class: widens, what: what("pattern widened")}
			}
		case 18: // a string enum replaced by a pattern that covers it
			if isStr && len(c.Enum) > 0 && c.Pattern == "" {
				var alts []string
				for _, e := range c.Enum {
					alts = append(alts, regexp.QuoteMeta(e))
				}
				c.Pattern, c.Enum = "^(?:"+strings.Join(alts, "|")+")$", nil
				return &edit{class: widens, what: what("enum replaced by the pattern " + c.Pattern)}
			}
		case 19: // an integer enum replaced by the range that covers it
			if isNum && len(c.Enum) > 0 {
				lo, hi := enumRange(c.Enum)
				if lo == nil {
					continue
				}
				c.Min, c.Max, c.Gt, c.Lt, c.Enum = ratBound(lo), ratBound(hi), nil, nil, nil
				return &edit{class: widens, what: what("enum replaced by min=" + c.Min.Text + ",max=" + c.Max.Text)}
			}
		case 20: // zero-ok removed (issue 32 case 1)
			if c.ZeroOK {
				c.ZeroOK = false
				return &edit{class: narrows, what: what("zero-ok removed")}
			}
		case 21: // trim added (issue 32 case 3: with min=1, "   " is refused now)
			if isStr && !c.Trim {
				c.Trim = true
				return &edit{class: tolerance, what: what("trim added")}
			}
		case 15: // a tolerance removed
			switch {
			case c.Coerce:
				c.Coerce = false
				return &edit{class: tolerance, what: what("coerce removed")}
			case c.Trim:
				c.Trim = false
				return &edit{class: tolerance, what: what("trim removed")}
			case c.Lower:
				c.Lower = false
				return &edit{class: tolerance, what: what("lower removed")}
			}
		}
	}
	return nil
}

// enumRange is the least and the greatest member of a number enum (nil
// when one does not read).
func enumRange(enum []string) (lo, hi *big.Rat) {
	for _, e := range enum {
		v, ok := new(big.Rat).SetString(e)
		if !ok {
			return nil, nil
		}
		if lo == nil || v.Cmp(lo) < 0 {
			lo = v
		}
		if hi == nil || v.Cmp(hi) > 0 {
			hi = v
		}
	}
	return lo, hi
}

func minLen(c *model.Checks) int64 {
	if c.Min != nil {
		return c.Min.Rat.Num().Int64()
	}
	return 0
}

// stillValid is what load would demand of the edited model: every
// default and catch passes its field's checks, every enum member its
// other checks, and no range is empty.
func stillValid(p *model.Package) bool {
	for _, s := range p.Structs {
		for _, f := range s.Fields {
			for _, v := range []json.RawMessage{f.Default, f.Catch} {
				if v != nil && load.Rejects(v, f.Type, &f.Checks) != "" {
					return false
				}
			}
			if !checksValid(model.Deref(f.Type), &f.Checks) {
				return false
			}
		}
	}
	return true
}

func checksValid(t model.Type, c *model.Checks) bool {
	if b, ok := t.(*model.Basic); ok && b.Kind.IsNumber() {
		if lo, hi := c.Range(b); model.EmptyRange(lo, hi) {
			return false
		}
	}
	if c.Min != nil && c.Max != nil && c.Min.Rat.Cmp(c.Max.Rat) > 0 {
		return false
	}
	for i, e := range c.Enum {
		if slices.Contains(c.Enum[:i], e) {
			return false // load refuses a member twice
		}
	}
	plain := *c
	plain.Enum, plain.Default, plain.Catch = nil, nil, nil
	for _, e := range c.Enum {
		raw := json.RawMessage(e)
		if model.KindOf(t).Has(model.Strings | model.Texts) {
			raw, _ = json.Marshal(e)
		}
		if load.Rejects(raw, t, &plain) != "" {
			return false
		}
	}
	return true
}

// copyPackage copies a package's model deeply enough that edits of checks,
// fields, policies and variants leave the original as it was.
func copyPackage(p *model.Package) *model.Package {
	c := &copier{done: map[model.Type]model.Type{}}
	q := *p
	q.Tools = nil
	for _, t := range p.Tools {
		nt := *t
		nt.Type = c.typ(t.Type)
		q.Tools = append(q.Tools, &nt)
	}
	q.Structs = nil
	for _, s := range p.Structs {
		q.Structs = append(q.Structs, c.typ(s).(*model.Struct))
	}
	q.Unions = nil
	for _, u := range p.Unions {
		q.Unions = append(q.Unions, c.typ(u).(*model.Union))
	}
	outs := map[*model.Output]*model.Output{}
	q.Outputs = nil
	for _, o := range p.Outputs {
		no := *o
		no.Type = c.typ(o.Type)
		outs[o] = &no
		q.Outputs = append(q.Outputs, &no)
	}
	for _, t := range q.Tools {
		if t.Output != nil {
			t.Output = outs[t.Output]
		}
	}
	return &q
}

type copier struct{ done map[model.Type]model.Type }

func (c *copier) typ(t model.Type) model.Type {
	if t == nil {
		return nil
	}
	if d, ok := c.done[t]; ok {
		return d
	}
	switch t := t.(type) {
	case *model.Struct:
		s := *t
		c.done[t] = &s
		s.Fields = nil
		for _, f := range t.Fields {
			nf := c.field(f)
			s.Fields = append(s.Fields, nf)
			if f == t.Discriminator {
				s.Discriminator = nf
			}
			if f == t.Rest {
				s.Rest = nf
			}
		}
		if t.Rest != nil && s.Rest == t.Rest {
			s.Rest = c.field(t.Rest)
		}
		s.Refine = slices.Clone(t.Refine)
		return &s
	case *model.Union:
		u := *t
		c.done[t] = &u
		u.Variants = nil
		for _, v := range t.Variants {
			nv := *v
			nv.Type = c.typ(v.Type)
			nv.Struct, _ = nv.Type.(*model.Struct)
			nv.Labels = slices.Clone(v.Labels)
			nv.Checks = copyChecks(v.Checks)
			u.Variants = append(u.Variants, &nv)
		}
		return &u
	case *model.Slice:
		return &model.Slice{Elem: c.typ(t.Elem), Named: t.Named}
	case *model.Array:
		return &model.Array{Elem: c.typ(t.Elem), Len: t.Len, Named: t.Named}
	case *model.Map:
		return &model.Map{Key: t.Key, Elem: c.typ(t.Elem), Named: t.Named}
	case *model.Pointer:
		return &model.Pointer{Elem: c.typ(t.Elem), Named: t.Named}
	case *model.Nullable:
		return &model.Nullable{Elem: c.typ(t.Elem)}
	}
	return t
}

func (c *copier) field(f *model.Field) *model.Field {
	nf := *f
	nf.Type = c.typ(f.Type)
	nf.Checks = *copyChecks(&f.Checks)
	return &nf
}

func copyChecks(c *model.Checks) *model.Checks {
	if c == nil {
		return nil
	}
	n := *c
	n.Enum = slices.Clone(c.Enum)
	n.Refine = slices.Clone(c.Refine)
	n.Labels = slices.Clone(c.Labels)
	n.Default = bytes.Clone(c.Default)
	n.Catch = bytes.Clone(c.Catch)
	n.Elem = copyChecks(c.Elem)
	n.Keys = copyChecks(c.Keys)
	return &n
}

// plainLine is f's line, its paths as they are.
func plainLine(f breaking.Finding) string { return f.Line(func(s string) string { return s }) }
