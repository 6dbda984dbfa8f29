package main

import (
	"encoding/json"
	"math/rand/v2"
	"path/filepath"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/flatten"
	"github.com/stitchgen/stitchgen/gen"
	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/pipeline"
)

// TestVariantOrderIndependence permutes the variants of every union of every
// golden tool (and the example's) and requires the advertised schema to keep
// its types, bounds, required sets and accepted set: only the order of enum
// members, properties and hint labels may change (design §4, §8.3).
func TestVariantOrderIndependence(t *testing.T) {
	cases := append(loadGolden(t), loadExample(t))
	for _, c := range cases {
		if c.files == nil {
			continue
		}
		for _, to := range c.pkg.Tools {
			unions := 0
			to.Exact.Walk(func(s *model.Schema) {
				if s.Discriminator != "" {
					unions++
				}
			})
			if unions == 0 || !to.Tool.Flatten {
				continue
			}
			t.Run(c.name+"/"+to.Tool.Name, func(t *testing.T) {
				base, baseWarn := flatten.Flatten(to.Exact)
				want := normalize(t, base)
				rng := rand.New(rand.NewPCG(1, uint64(len(to.Tool.Name))))
				for i := 0; i < 20; i++ {
					perm := to.Exact.Clone()
					perm.Walk(func(s *model.Schema) {
						if s.Discriminator != "" {
							rng.Shuffle(len(s.OneOf), func(a, b int) { s.OneOf[a], s.OneOf[b] = s.OneOf[b], s.OneOf[a] })
						}
					})
					adv, warn := flatten.Flatten(perm)
					require.Equal(t, want, normalize(t, adv), "permutation %d changed the advertised schema", i)
					require.Equal(t, baseWarn, warn, "permutation %d changed the warnings", i)
				}
			})
		}
	}
}

// normalize turns a schema into a comparable value in which descriptions
// are gone and enum members and required keys are sorted; property order is
// lost by decoding into maps.
func normalize(t *testing.T, s *model.Schema) any {
	raw, err := s.MarshalJSON()
	require.NoError(t, err)
	var v any
	require.NoError(t, json.Unmarshal(raw, &v))
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			delete(v, "description")
			for _, k := range []string{"enum", "required"} {
				if list, ok := v[k].([]any); ok {
					sort.Slice(list, func(i, j int) bool {
						a, _ := json.Marshal(list[i])
						b, _ := json.Marshal(list[j])
						return string(a) < string(b)
					})
				}
			}
			for _, e := range v {
				walk(e)
			}
		case []any:
			for _, e := range v {
				walk(e)
			}
		}
	}
	walk(v)
	return v
}

// loadExample generates the bundled example as a golden case.
func loadExample(t *testing.T) *goldenCase {
	t.Helper()
	abs, err := filepath.Abs("../../examples/broadcast")
	require.NoError(t, err)
	pkgs, diags, err := pipeline.Build(pipeline.Config{Load: load.Config{Dir: abs}}, ".")
	require.NoError(t, err)
	require.False(t, model.HasErrors(diags), "%v", diags)
	files, err := gen.Files(pkgs[0], gen.Options{})
	require.NoError(t, err)
	return &goldenCase{name: "example", dir: abs, pkg: pkgs[0], files: files, diags: diags}
}
