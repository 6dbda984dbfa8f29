// Package proptest checks DESIGN §8.1 (soundness) and §8.2 (flat advertised
// schemas) over every generated package of the repository: the bundled
// example and the golden cases listed in registry_test.go.
//
// For each tool it loads the model with load.Packages, generates random
// values that pass every visible check of the model (gen_test.go), and
// asserts that the generated parser accepts them, that the exact schema
// accepts them, that the advertised schema accepts them under two
// validators (santhosh-tekuri/jsonschema and google/jsonschema-go, the MCP Go
// SDK's), and that json.Marshal of the parsed value parses back to the same
// value. The package has tests only.
//
// Run with -v to see the counts per tool; -proptest.seed and -proptest.n
// change the values generated.
package proptest

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

var (
	seed  = flag.Uint64("proptest.seed", 20240229, "seed of the generated values")
	count = flag.Int("proptest.n", 200, "values generated per tool")
)

// toolCase is one tool: its model and its generated table entry.
type toolCase struct {
	pkg   string // import path
	model *model.Tool
	tool  stitch.AnyTool
}

func (tc *toolCase) name() string {
	return tc.pkg[strings.LastIndex(tc.pkg, "/")+1:] + "/" + tc.model.Name
}

// loaded is every registered package's model, loaded once with one
// load.Packages call for all the tests of this package.
var loaded = sync.OnceValues(func() ([]*model.Package, error) {
	patterns := make([]string, len(registry))
	for i, r := range registry {
		patterns[i] = r.path
	}
	pkgs, diags, err := load.Packages(load.Config{Dir: "../.."}, patterns...)
	if err != nil {
		return nil, err
	}
	if model.HasErrors(diags) {
		return nil, fmt.Errorf("diagnostics: %v", diags)
	}
	return pkgs, nil
})

// cases pairs every model tool with its generated tool, by package and name.
func cases(t *testing.T) []*toolCase {
	t.Helper()
	pkgs, err := loaded()
	require.NoError(t, err)
	byPath := map[string]*model.Package{}
	for _, p := range pkgs {
		byPath[p.Path] = p
	}
	var out []*toolCase
	for _, r := range registry {
		p := byPath[r.path]
		require.NotNil(t, p, "load.Packages returned no model for %s", r.path)
		byName := map[string]stitch.AnyTool{}
		for _, at := range r.tools {
			byName[at.Info().Name] = at
		}
		for _, mt := range p.Tools {
			at := byName[mt.Name]
			require.NotNil(t, at, "%s: tool %s is in the model but not in StitchTools (stale stitch_gen.go?)", r.path, mt.Name)
			out = append(out, &toolCase{pkg: r.path, model: mt, tool: at})
		}
	}
	return out
}

// TestTablesMatchModels checks that each package's StitchTools lists the
// model's tools, in declaration order: a stale stitch_gen.go fails here
// rather than in confusing ways below.
func TestTablesMatchModels(t *testing.T) {
	pkgs, err := loaded()
	require.NoError(t, err)
	byPath := map[string]*model.Package{}
	for _, p := range pkgs {
		byPath[p.Path] = p
	}
	for _, r := range registry {
		p := byPath[r.path]
		require.NotNil(t, p, r.path)
		var want, got []string
		for _, mt := range p.Tools {
			want = append(want, mt.Name)
		}
		for _, at := range r.tools {
			got = append(got, at.Info().Name)
		}
		assert.Equal(t, want, got, "%s: StitchTools against the model's tools", r.path)
	}
}

// TestRegistryComplete names the generated golden packages the registry
// misses: every testdata/golden/<case> with a stitch_gen.go but err_ cases.
func TestRegistryComplete(t *testing.T) {
	dirs, err := os.ReadDir("../../testdata/golden")
	require.NoError(t, err)
	have := map[string]bool{}
	for _, r := range registry {
		have[r.path] = true
	}
	for _, d := range dirs {
		if !d.IsDir() || strings.HasPrefix(d.Name(), "err_") {
			continue
		}
		if _, err := os.Stat(filepath.Join("../../testdata/golden", d.Name(), "stitch_gen.go")); err != nil {
			continue
		}
		if !have[golden+d.Name()] {
			t.Errorf("golden package %s is not covered: in registry_test.go, import %q and add\n\t{golden + %q, %s.StitchTools},",
				d.Name(), golden+d.Name(), d.Name(), d.Name())
		}
	}
}

// TestAdvertisedFlat checks DESIGN §8.2 on every tool: the advertised
// schema's root is "type": "object" (the exact schema's too, §2), and a
// flattened one holds no oneOf, anyOf or allOf at any depth, $defs
// included. A tool with flatten=false advertises its exact schema.
func TestAdvertisedFlat(t *testing.T) {
	for _, tc := range cases(t) {
		meta := tc.tool.Info()
		for _, s := range []struct {
			kind string
			doc  []byte
		}{{"advertised", meta.Advertised}, {"exact", meta.Exact}} {
			var root map[string]any
			require.NoError(t, json.Unmarshal(s.doc, &root), "%s: %s schema", tc.name(), s.kind)
			assert.Equal(t, "object", root["type"], "%s: %s schema root type", tc.name(), s.kind)
			if s.kind == "advertised" && tc.model.Flatten {
				assert.Empty(t, combinators(root, "#"), "%s: combinators in the advertised schema", tc.name())
			}
		}
	}
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

// TestSoundness is the property test of DESIGN §8.1 on values that pass
// every visible check: (a) the parser accepts (or only a refine function
// objects), (b) the exact schema accepts, (c) the advertised schema accepts
// under santhosh-tekuri/jsonschema and google/jsonschema-go, and (d)
// json.Marshal of the parsed value parses back to the same value (modulo
// encoding/json's losses, see remarshalled).
func TestSoundness(t *testing.T) { runSoundness(t, 0) }

// TestSoundnessEdges is §8.1 read the other way, on values pushed just past
// their checks one decision in ten (gen.edge): whatever the parser accepts
// the exact schema accepts, whatever the exact schema accepts the
// advertised one accepts, and accepted values round-trip. Values under a
// catch are never pushed, and pushes are never coerce spellings, so the
// parser uses no tolerance.
func TestSoundnessEdges(t *testing.T) { runSoundness(t, 10) }

func runSoundness(t *testing.T, edge int) {
	var total stats
	tools := 0
	for _, tc := range cases(t) {
		tools++
		t.Run(tc.name(), func(t *testing.T) {
			st := soundness(t, tc, edge)
			t.Logf("%d values: %d accepted, %d rejected by a refine function only (code custom), %d rejected, %d round trips through encoding/json's known losses",
				st.values, st.accepted, st.refined, st.rejected, st.normalised)
			total.add(st)
		})
	}
	t.Logf("%d tools, %d values: %d accepted, %d rejected by refine only, %d rejected, %d round trips normalised",
		tools, total.values, total.accepted, total.refined, total.rejected, total.normalised)
}

func soundness(t *testing.T, tc *toolCase, edge int) stats {
	meta := tc.tool.Info()
	exact, err := santhosh("mem://stitch/"+tc.model.Name+"/exact.json", meta.Exact)
	require.NoError(t, err, "compile the exact schema")
	adv, err := santhosh("mem://stitch/"+tc.model.Name+"/advertised.json", meta.Advertised)
	require.NoError(t, err, "compile the advertised schema")
	advG, err := googleResolve(meta.Advertised)
	require.NoError(t, err, "resolve the advertised schema with google/jsonschema-go")

	h := fnv.New64a()
	h.Write([]byte(tc.pkg + "." + tc.model.Name))
	r := rand.New(rand.NewPCG(*seed+uint64(edge), h.Sum64()))
	rep := &reporter{t: t, count: map[string]int{}}
	defer rep.summary()
	var st stats
	for range *count {
		g := newGen(r)
		g.edge = edge
		data := g.value(tc.model.Type, nil)
		require.NoError(t, g.err, "the generator cannot make a value for %s", tc.name())
		st.values++

		// (b), (c): the schemas judge the bytes sent.
		exactErr := santhoshValidate(exact, data)
		if edge == 0 && exactErr != nil {
			rep.fail("exact schema rejects a valid value", "tool %s\nJSON: %s\n%v", tc.model.Name, data, exactErr)
		}
		if edge == 0 || exactErr == nil {
			what := "a valid value"
			if edge > 0 {
				what = "a value the exact schema accepts"
			}
			if err := santhoshValidate(adv, data); err != nil {
				rep.fail("advertised schema (santhosh-tekuri) rejects "+what, "tool %s\nJSON: %s\n%v", tc.model.Name, data, err)
			}
			if err := googleValidate(advG, data); err != nil {
				rep.fail("advertised schema (google/jsonschema-go) rejects "+what, "tool %s\nJSON: %s\n%v", tc.model.Name, data, err)
			}
		}

		// (a): the parser accepts, or only refine functions object.
		v, err := tc.tool.ParseAny(data, stitch.Limits{})
		if err != nil {
			var is stitch.Issues
			switch {
			case errors.As(err, &is) && onlyCustom(is):
				st.refined++
			case edge > 0:
				st.rejected++
			default:
				rep.fail("parser rejects a valid value", "tool %s\nJSON: %s\nissues: %s", tc.model.Name, data, describe(err))
			}
			continue
		}
		st.accepted++
		if exactErr != nil && edge > 0 {
			rep.fail("parser accepts a value the exact schema rejects", "tool %s\nJSON: %s\nexact schema: %v", tc.model.Name, data, exactErr)
		}

		// (d): round trip through encoding/json.
		out, err := json.Marshal(v)
		if err != nil {
			rep.fail("json.Marshal fails on a parsed value", "tool %s\nJSON: %s\n%v", tc.model.Name, data, err)
			continue
		}
		v2, err := tc.tool.ParseAny(out, stitch.Limits{})
		if err != nil {
			rep.fail("parser rejects json.Marshal of a parsed value", "tool %s\nJSON sent: %s\nre-marshalled: %s\nissues: %s", tc.model.Name, data, out, describe(err))
			continue
		}
		want, changed, err := remarshalled(v, tc.model.Type)
		require.NoError(t, err, "the model does not match the Go type")
		if changed > 0 {
			st.normalised++
		}
		if !reflect.DeepEqual(want, v2) {
			if rep.fail("round trip changes the value", "tool %s\nJSON sent: %s\nre-marshalled: %s", tc.model.Name, data, out) {
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
