// Package proptest checks design §8.1 (soundness) and §8.2 (flat advertised
// schemas) on generated packages. Its own tests run the checks over every
// generated package of the repository: the bundled example and the golden
// cases listed in registry_test.go. internal/genfuzz runs them over random
// packages it writes, generates and compiles.
//
// For each tool it loads the model with load.Packages, generates random
// values that pass every visible check of the model (values.go), and
// asserts that the generated parser accepts them, that the exact schema
// accepts them, that the advertised schema accepts them under two
// validators (santhosh-tekuri/jsonschema and google/jsonschema-go, the MCP Go
// SDK's), and that json.Marshal of the parsed value parses back to the same
// value. It is imported by tests only.
//
// Run its tests with -v to see the counts per tool; -proptest.seed and
// -proptest.n change the values generated.
package proptest

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// Package is one generated package: its import path and its tool table.
type Package struct {
	Path  string
	Tools []stitch.AnyTool
}

// Case is one tool: its model and its generated table entry.
type Case struct {
	Pkg   string // import path
	Model *model.Tool
	Tool  stitch.AnyTool
}

// Name is the tool's name with the last element of its package path.
func (c *Case) Name() string {
	return c.Pkg[strings.LastIndex(c.Pkg, "/")+1:] + "/" + c.Model.Name
}

// Load loads the models of pkgs with one load.Packages call from dir; any
// diagnostic that is not a warning is an error.
func Load(dir string, pkgs []Package) ([]*model.Package, error) {
	patterns := make([]string, len(pkgs))
	for i, p := range pkgs {
		patterns[i] = p.Path
	}
	models, diags, err := load.Packages(load.Config{Dir: dir}, patterns...)
	if err != nil {
		return nil, err
	}
	if model.HasErrors(diags) {
		return nil, fmt.Errorf("diagnostics: %v", diags)
	}
	return models, nil
}

// Cases pairs every model tool with its generated tool, by package and
// name.
func Cases(t *testing.T, models []*model.Package, pkgs []Package) []*Case {
	t.Helper()
	byPath := map[string]*model.Package{}
	for _, p := range models {
		byPath[p.Path] = p
	}
	var out []*Case
	for _, r := range pkgs {
		p := byPath[r.Path]
		require.NotNil(t, p, "load.Packages returned no model for %s", r.Path)
		byName := map[string]stitch.AnyTool{}
		for _, at := range r.Tools {
			byName[at.Info().Name] = at
		}
		for _, mt := range p.Tools {
			at := byName[mt.Name]
			require.NotNil(t, at, "%s: tool %s is in the model but not in StitchTools (stale stitch_gen.go?)", r.Path, mt.Name)
			out = append(out, &Case{Pkg: r.Path, Model: mt, Tool: at})
		}
	}
	return out
}

// CheckTables checks that each package's StitchTools lists the model's
// tools, in declaration order: a stale stitch_gen.go fails here rather than
// in confusing ways later.
func CheckTables(t *testing.T, models []*model.Package, pkgs []Package) {
	t.Helper()
	byPath := map[string]*model.Package{}
	for _, p := range models {
		byPath[p.Path] = p
	}
	for _, r := range pkgs {
		p := byPath[r.Path]
		require.NotNil(t, p, r.Path)
		var want, got []string
		for _, mt := range p.Tools {
			want = append(want, mt.Name)
		}
		for _, at := range r.Tools {
			got = append(got, at.Info().Name)
		}
		assert.Equal(t, want, got, "%s: StitchTools against the model's tools", r.Path)
	}
}

// CheckFlat checks design §8.2 on every tool: the advertised schema's root
// is "type": "object" (the exact schema's too, §2), and a flattened one
// holds no oneOf, anyOf or allOf at any depth, $defs included. A tool with
// flatten=false advertises its exact schema.
func CheckFlat(t *testing.T, cases []*Case) {
	t.Helper()
	for _, tc := range cases {
		meta := tc.Tool.Info()
		for _, s := range []struct {
			kind string
			doc  []byte
		}{{"advertised", meta.Advertised}, {"exact", meta.Exact}} {
			var root map[string]any
			require.NoError(t, json.Unmarshal(s.doc, &root), "%s: %s schema", tc.Name(), s.kind)
			assert.Equal(t, "object", root["type"], "%s: %s schema root type", tc.Name(), s.kind)
			if s.kind == "advertised" && tc.Model.Flatten {
				assert.Empty(t, combinators(root, "#"), "%s: combinators in the advertised schema", tc.Name())
			}
		}
	}
}

// Soundness is the property test of design §8.1, one subtest per tool, on n
// random values each from seed. With edge 0 the values pass every visible
// check: (a) the parser accepts (or only a refine function objects), (b)
// the exact schema accepts, (c) the advertised schema accepts under
// santhosh-tekuri/jsonschema and google/jsonschema-go, and (d) json.Marshal
// of the parsed value parses back to the same value (modulo encoding/json's
// losses, see remarshalled).
//
// With edge > 0 it is §8.1 read the other way, on values pushed just past
// their checks edge decisions in a hundred (gen.edge): whatever the parser
// accepts the exact schema accepts, whatever the exact schema accepts the
// advertised one accepts, and accepted values round-trip. Values under a
// catch are never pushed, pushes are never coerce spellings, and a pushed
// string is one that trim/lower/upper leave as it is, so the parser uses no
// tolerance.
func Soundness(t *testing.T, cases []*Case, seed uint64, n, edge int) {
	var total stats
	for _, tc := range cases {
		t.Run(tc.Name(), func(t *testing.T) {
			st := soundness(t, tc, seed, n, edge)
			t.Logf("%d values: %d accepted, %d rejected by a refine function only (code custom), %d rejected, %d round trips through encoding/json's known losses",
				st.values, st.accepted, st.refined, st.rejected, st.normalised)
			total.add(st)
		})
	}
	t.Logf("%d tools, %d values: %d accepted, %d rejected by refine only, %d rejected, %d round trips normalised",
		len(cases), total.values, total.accepted, total.refined, total.rejected, total.normalised)
}

// stats counts what happened to one tool's values.
type stats struct {
	values     int // generated
	accepted   int // by the parser, with no issue
	refined    int // rejected by refine functions only (code custom)
	rejected   int // by the parser with other issues (edge mode only)
	normalised int // round trips where encoding/json's known losses applied
}

func (s *stats) add(o stats) {
	s.values += o.values
	s.accepted += o.accepted
	s.refined += o.refined
	s.rejected += o.rejected
	s.normalised += o.normalised
}

// reporter prints the first few failures of each kind in full and counts
// the rest, so one bug does not drown the output.
type reporter struct {
	t     *testing.T
	count map[string]int
}

const shown = 3

func (r *reporter) fail(kind, format string, args ...any) bool {
	r.t.Helper()
	r.count[kind]++
	if r.count[kind] <= shown {
		r.t.Errorf("%s: "+format, append([]any{kind}, args...)...)
		return true
	}
	return false
}

func (r *reporter) summary() {
	r.t.Helper()
	kinds := make([]string, 0, len(r.count))
	for kind := range r.count {
		kinds = append(kinds, kind)
	}
	sort.Strings(kinds)
	for _, kind := range kinds {
		if n := r.count[kind]; n > shown {
			r.t.Errorf("%s: %d failures in all (%d shown)", kind, n, shown)
		}
	}
}

func soundness(t *testing.T, tc *Case, seed uint64, n, edge int) stats {
	meta := tc.Tool.Info()
	exact, err := santhosh("mem://stitch/"+tc.Model.Name+"/exact.json", meta.Exact)
	require.NoError(t, err, "compile the exact schema")
	adv, err := santhosh("mem://stitch/"+tc.Model.Name+"/advertised.json", meta.Advertised)
	require.NoError(t, err, "compile the advertised schema")
	advG, err := googleResolve(meta.Advertised)
	require.NoError(t, err, "resolve the advertised schema with google/jsonschema-go")

	h := fnv.New64a()
	h.Write([]byte(tc.Pkg + "." + tc.Model.Name))
	r := rand.New(rand.NewPCG(seed+uint64(edge), h.Sum64()))
	rep := &reporter{t: t, count: map[string]int{}}
	defer rep.summary()
	var st stats
	for range n {
		g := newGen(r)
		g.edge = edge
		data := g.value(tc.Model.Type, nil)
		if errors.Is(g.err, errTooLarge) {
			t.Skipf("%s: %v", tc.Name(), g.err)
		}
		require.NoError(t, g.err, "the generator cannot make a value for %s", tc.Name())
		st.values++

		// (b), (c): the schemas judge the bytes sent.
		exactErr := santhoshValidate(exact, data)
		if edge == 0 && exactErr != nil {
			rep.fail("exact schema rejects a valid value", "tool %s\nJSON: %s\n%v", tc.Model.Name, data, exactErr)
		}
		if edge == 0 || exactErr == nil {
			what := "a valid value"
			if edge > 0 {
				what = "a value the exact schema accepts"
			}
			if err := santhoshValidate(adv, data); err != nil {
				rep.fail("advertised schema (santhosh-tekuri) rejects "+what, "tool %s\nJSON: %s\n%v", tc.Model.Name, data, err)
			}
			if err := googleValidate(advG, data); err != nil {
				rep.fail("advertised schema (google/jsonschema-go) rejects "+what, "tool %s\nJSON: %s\n%v", tc.Model.Name, data, err)
			}
		}

		// (a): the parser accepts, or only refine functions object.
		v, err := tc.Tool.ParseAny(data, stitch.Limits{})
		if err != nil {
			var is stitch.Issues
			switch {
			case errors.As(err, &is) && onlyCustom(is):
				st.refined++
			case edge > 0:
				st.rejected++
			default:
				rep.fail("parser rejects a valid value", "tool %s\nJSON: %s\nissues: %s", tc.Model.Name, data, describe(err))
			}
			continue
		}
		st.accepted++
		if exactErr != nil && edge > 0 {
			rep.fail("parser accepts a value the exact schema rejects", "tool %s\nJSON: %s\nexact schema: %v", tc.Model.Name, data, exactErr)
		}

		// (d): round trip through encoding/json, read as ValidateX reads it:
		// a nil pointer encoding/json writes as null is a key left out.
		out, err := json.Marshal(v)
		if err != nil {
			rep.fail("json.Marshal fails on a parsed value", "tool %s\nJSON: %s\n%v", tc.Model.Name, data, err)
			continue
		}
		v2, err := tc.Tool.ParseAny(out, stitch.Limits{Wire: stitch.WireNullAbsent})
		if err != nil {
			rep.fail("parser rejects json.Marshal of a parsed value", "tool %s\nJSON sent: %s\nre-marshalled: %s\nissues: %s", tc.Model.Name, data, out, describe(err))
			continue
		}
		want, changed, err := remarshalled(v, tc.Model.Type)
		require.NoError(t, err, "the model does not match the Go type")
		if changed > 0 {
			st.normalised++
		}
		if !reflect.DeepEqual(want, v2) {
			if rep.fail("round trip changes the value", "tool %s\nJSON sent: %s\nre-marshalled: %s", tc.Model.Name, data, out) {
				assert.Equal(t, want, v2, "first parse (after encoding/json's known losses) against the parse of json.Marshal of it")
			}
		}
	}
	return st
}

func onlyCustom(is stitch.Issues) bool {
	for _, i := range is {
		if i.Code != stitch.CodeCustom {
			return false
		}
	}
	return len(is) > 0
}

// describe lists every issue as path [code] message.
func describe(err error) string {
	var is stitch.Issues
	if !errors.As(err, &is) {
		return err.Error()
	}
	var b strings.Builder
	for _, i := range is {
		fmt.Fprintf(&b, "\n\t%q [%s] %s", i.Path, i.Code, i.Message)
	}
	return b.String()
}
