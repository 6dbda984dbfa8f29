package proptest

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/model"
)

var (
	seed  = flag.Uint64("proptest.seed", 20240229, "seed of the generated values")
	count = flag.Int("proptest.n", 200, "values generated per tool")
)

// loaded is every registered package's model, loaded once with one
// load.Packages call for all the tests of this package.
var loaded = sync.OnceValues(func() ([]*model.Package, error) { return Load("../..", registry) })

func cases(t *testing.T) []*Case {
	t.Helper()
	models, err := loaded()
	require.NoError(t, err)
	return Cases(t, models, registry)
}

func TestTablesMatchModels(t *testing.T) {
	models, err := loaded()
	require.NoError(t, err)
	CheckTables(t, models, registry)
}

// TestRegistryComplete names the generated golden packages the registry
// misses: every testdata/golden/<case> with a stitch_gen.go but err_ cases.
func TestRegistryComplete(t *testing.T) {
	dirs, err := os.ReadDir("../../testdata/golden")
	require.NoError(t, err)
	have := map[string]bool{}
	for _, r := range registry {
		have[r.Path] = true
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

func TestAdvertisedFlat(t *testing.T) { CheckFlat(t, cases(t)) }

// TestSoundness checks §8.1 on values that pass every visible check.
func TestSoundness(t *testing.T) { Soundness(t, cases(t), *seed, *count, 0) }

// TestSoundnessEdges checks §8.1 on values pushed just past their checks
// one decision in ten.
func TestSoundnessEdges(t *testing.T) { Soundness(t, cases(t), *seed, *count, 10) }

// TestDialects checks §8.1 for every tool × provider dialect: valid values,
// sent in the dialect's wire form, are accepted by its schema and parse in
// that dialect to the same value.
func TestDialects(t *testing.T) { Dialects(t, cases(t), *seed, *count/2) }

// TestThreeStates checks, for every stitch.Nullable key of every tool and
// every dialect it is declared in, that absent, null and a value parse to
// the same state in the dialect's wire form as canonically.
func TestThreeStates(t *testing.T) {
	n := ThreeStates(t, cases(t), *seed)
	require.Positive(t, n)
	t.Logf("%d calls sent in a dialect's wire form", n)
}
