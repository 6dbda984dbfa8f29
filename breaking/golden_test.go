package breaking_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	jsonschema "github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/breaking"
	"github.com/stitchgen/stitchgen/gen"
	"github.com/stitchgen/stitchgen/internal/probedriver"
	updateflag "github.com/stitchgen/stitchgen/internal/update"
	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/pipeline"
)

const casesDir = "../testdata/breaking"

// goldenPair is one case: the package before and after a change.
type goldenPair struct {
	name     string
	old, new *gen.Package
	findings []breaking.Finding
}

// TestGoldenPairs: for each case under testdata/breaking (old/ and new/
// sources of one package), the findings as -breaking prints them, with
// their witnesses, equal want.txt (-update rewrites it). Every witness is
// proven on the generated parsers: both versions of every case are
// generated and built, each witness is accepted by the old parser and
// rejected by the new one, whose issue text is the one printed.
func TestGoldenPairs(t *testing.T) {
	abs, err := filepath.Abs(casesDir)
	require.NoError(t, err)
	built, diags, err := pipeline.Build(pipeline.Config{Load: load.Config{Dir: abs}}, "./...")
	require.NoError(t, err)
	require.False(t, model.HasErrors(diags), "%v", diags)
	byDir := map[string]*gen.Package{}
	for _, b := range built {
		byDir[b.Model.Dir] = b
	}
	entries, err := os.ReadDir(abs)
	require.NoError(t, err)
	var pairs []*goldenPair
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		p := &goldenPair{name: e.Name(), old: byDir[filepath.Join(abs, e.Name(), "old")], new: byDir[filepath.Join(abs, e.Name(), "new")]}
		require.NotNil(t, p.old, p.name)
		require.NotNil(t, p.new, p.name)
		olds := map[string]*breaking.Old{}
		for _, to := range p.old.Tools {
			olds[to.Tool.Name] = breaking.OldFromSource(p.old, to)
		}
		p.findings = breaking.ComparePackage(olds, p.new, breaking.Options{})
		pairs = append(pairs, p)
	}
	require.Greater(t, len(pairs), 60)

	proveWitnesses(t, pairs)
	proveOutputWitnesses(t, pairs)

	covered := map[string]bool{}
	for _, p := range pairs {
		breaking.Sort(p.findings)
		var b strings.Builder
		rel := func(s string) string { r, _ := filepath.Rel(abs, s); return filepath.ToSlash(r) }
		for _, f := range p.findings {
			b.WriteString(f.Line(rel) + "\n")
			covered[f.Rule] = true
		}
		for _, s := range breaking.Summaries(p.findings) {
			b.WriteString("summary: " + s + "\n")
		}
		want := filepath.Join(abs, p.name, "want.txt")
		if *updateflag.Flag {
			require.NoError(t, os.WriteFile(want, []byte(b.String()), 0o644))
			continue
		}
		data, err := os.ReadFile(want)
		require.NoError(t, err, "run go test ./breaking -update")
		assert.Equal(t, string(data), b.String(), "%s (go test ./breaking -update rewrites it)", p.name)
		// The case's rule is among its findings.
		rule := p.name[:strings.IndexByte(p.name, '_')]
		if rule != "U4" && rule != "F33" { // the F rules inside a variant, at items, keys and values
			assert.True(t, hasRule(p.findings, rule), "%s: no finding of rule %s", p.name, rule)
		}
	}
	// Every rule of the table has a case.
	var missing []string
	for _, r := range breaking.Rules {
		if !covered[r.ID] {
			missing = append(missing, r.ID)
		}
	}
	sort.Strings(missing)
	assert.Empty(t, missing, "rules without a golden case")
}

func hasRule(fs []breaking.Finding, rule string) bool {
	for _, f := range fs {
		if f.Rule == rule {
			return true
		}
	}
	return false
}

// proveWitnesses runs every witness through the old and the new generated
// parsers (two go test runs over every case's package) and records the new
// parser's issue texts, as -breaking does.
func proveWitnesses(t *testing.T, pairs []*goldenPair) {
	var oldPkgs, newPkgs []breaking.ProbedPackage
	type run struct {
		pair      *goldenPair
		probes    []breaking.Probe
		witnesses int
		finish    func([]breaking.Outcome)
	}
	var runs []run
	for _, p := range pairs {
		probes, witnesses, finish := breaking.Probes(p.findings)
		if len(probes) == 0 {
			continue
		}
		oldPkgs = append(oldPkgs, probed(t, p.old, probes))
		newPkgs = append(newPkgs, probed(t, p.new, probes))
		runs = append(runs, run{p, probes, witnesses, finish})
	}
	oldOut, err := probedriver.Run("..", oldPkgs)
	require.NoError(t, err)
	newOut, err := probedriver.Run("..", newPkgs)
	require.NoError(t, err)
	n := 0
	for k, r := range runs {
		for j, pr := range r.probes {
			o, nw := oldOut[k][j], newOut[k][j]
			// A minimal old call (after the witnesses) is old-valid too.
			assert.True(t, o.Known && o.Accepted, "%s: the old parser rejects %s: %s", r.pair.name, pr.Args, o.Issue)
			if j < r.witnesses {
				assert.True(t, nw.Known && !nw.Accepted, "%s: the new parser accepts the witness %s", r.pair.name, pr.Args)
				n++
			}
		}
		r.finish(newOut[k])
	}
	t.Logf("%d witnesses proven on the generated parsers of %d packages", n, 2*len(runs))
}

// proveOutputWitnesses validates every O1 witness, a result, with a JSON
// Schema validator (santhosh-tekuri/jsonschema, draft 2020-12) against the
// two outputSchemas: the old rejects it, the new accepts it — what a
// client that validates structuredContent would do.
func proveOutputWitnesses(t *testing.T, pairs []*goldenPair) {
	n := 0
	for _, p := range pairs {
		for _, f := range p.findings {
			if f.Rule != "O1" || f.Witness == nil {
				continue
			}
			var v any
			require.NoError(t, json.Unmarshal(f.Witness.Args, &v))
			for _, side := range []struct {
				pkg   *gen.Package
				valid bool
			}{{p.old, false}, {p.new, true}} {
				err := outputSchema(t, side.pkg, f.Tool).Validate(v)
				assert.Equal(t, side.valid, err == nil, "%s %s: witness %s against the %s outputSchema: %v", p.name, f.Path, f.Witness.Args, map[bool]string{false: "old", true: "new"}[side.valid], err)
			}
			n++
		}
	}
	t.Logf("%d output witnesses proven against both outputSchemas", n)
}

func outputSchema(t *testing.T, p *gen.Package, tool string) *jsonschema.Schema {
	for _, to := range p.Tools {
		if to.Tool.Name != tool {
			continue
		}
		var file struct {
			Output json.RawMessage `json:"outputSchema"`
		}
		require.NoError(t, json.Unmarshal(gen.SchemaFile(to), &file))
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(file.Output))
		require.NoError(t, err)
		c := jsonschema.NewCompiler()
		c.DefaultDraft(jsonschema.Draft2020)
		require.NoError(t, c.AddResource("output.json", doc))
		s, err := c.Compile("output.json")
		require.NoError(t, err)
		return s
	}
	t.Fatalf("no tool %s", tool)
	return nil
}

func probed(t *testing.T, p *gen.Package, probes []breaking.Probe) breaking.ProbedPackage {
	files, err := gen.Files(p, gen.Options{})
	require.NoError(t, err)
	return breaking.ProbedPackage{Dir: p.Model.Dir, Name: p.Model.Name, GoFile: files[0].Data, Embedded: breaking.EmbeddedFiles(p.Model.Dir, files), Probes: probes}
}

// TestStrictTolerances: under -strict-tolerances a removed tolerance is
// BREAKING, with its witness.
func TestStrictTolerances(t *testing.T) {
	abs, err := filepath.Abs(filepath.Join(casesDir, "D2_coerce_removed"))
	require.NoError(t, err)
	built, _, err := pipeline.Build(pipeline.Config{Load: load.Config{Dir: abs}}, "./...")
	require.NoError(t, err)
	require.Len(t, built, 2)
	old, new := built[0], built[1]
	if old.Model.Dir != filepath.Join(abs, "old") {
		old, new = new, old
	}
	olds := map[string]*breaking.Old{"t": breaking.OldFromSource(old, old.Tools[0])}
	fs := breaking.ComparePackage(olds, new, breaking.Options{StrictTolerances: true})
	require.Len(t, fs, 1)
	assert.Equal(t, breaking.Breaking, fs[0].Verdict)
	assert.Equal(t, `{"limit":"0"}`, string(fs[0].Witness.Args))
}
