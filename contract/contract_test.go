package contract_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/contract"
	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/pipeline"
)

// TestRoundTrip: for every tool of every golden package and example, the
// decoded contract encodes to the same bytes, and its exact schema (less
// descriptions, which the contract does not carry) is the source's: the
// contract keeps everything the exact schema shows, and more.
func TestRoundTrip(t *testing.T) {
	for _, dir := range []string{"../testdata/golden", "../examples"} {
		abs, err := filepath.Abs(dir)
		require.NoError(t, err)
		pkgs, _, err := pipeline.Build(pipeline.Config{Load: load.Config{Dir: abs}}, "./...")
		require.NoError(t, err)
		n := 0
		for _, p := range pkgs {
			for _, to := range p.Tools {
				n++
				data := contract.Encode(to.Tool, p.Model.Path)
				back, err := contract.Decode(data)
				require.NoError(t, err, "%s", to.Tool.Name)
				assert.Equal(t, string(data), string(contract.Encode(back, p.Model.Path)), "%s", to.Tool.Name)
				want, _ := model.ExactSchema(to.Tool.Type, "")
				got, _ := model.ExactSchema(back.Type, "")
				assert.Equal(t, schemaText(want), schemaText(got), "%s: exact schema of the decoded contract", to.Tool.Name)
			}
		}
		require.Greater(t, n, 5, dir)
	}
}

func schemaText(s *model.Schema) string {
	s.Walk(func(n *model.Schema) { n.Description = "" })
	for i := range s.Defs {
		s.Defs[i].Schema.Walk(func(n *model.Schema) { n.Description = "" })
	}
	b, _ := s.MarshalJSON()
	return string(b)
}

func TestDecodeErrors(t *testing.T) {
	for in, want := range map[string]string{
		`{"stitchContract":2,"root":{"kind":"string"}}`:           "contract: format version 2; this stitchgen reads versions 1 to 1 (upgrade stitchgen)",
		`{"stitchContract":1}`:                                    "contract: no root",
		`{"stitchContract":1,"root":{"kind":"object","ref":"X"}}`: `contract: no definition of "X"`,
		`{"stitchContract":1,"root":{"kind":"int128"}}`:           `contract: unknown kind "int128"`,
		`{"stitchContract":1,"root":{"kind":"int","min":"x"}}`:    `contract: bound "x" is not a number`,
	} {
		_, err := contract.Decode([]byte(in))
		assert.EqualError(t, err, want, in)
	}
}
