package contract_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
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
		`{"stitchContract":3,"root":{"kind":"string"}}`:                                      "contract: format version 3; this stitchgen reads versions 1 to 2 (upgrade stitchgen)",
		`{"stitchContract":1}`:                                                               "contract: no root",
		`{"stitchContract":1,"root":{"kind":"object","ref":"X"}}`:                            `contract: no definition of "X"`,
		`{"stitchContract":1,"root":{"kind":"int128"}}`:                                      `contract: unknown kind "int128"`,
		`{"stitchContract":1,"root":{"kind":"int","min":"x"}}`:                               `contract: min: bound "x" is not a number`,
		`{"stitchContract":2,"root":{"kind":"int","checks":{"max":"x"}}}`:                    `contract: max: bound "x" is not a number`,
		`{"stitchContract":2,"root":{"kind":"float32","range":["-1","1"]}}`:                  `contract: a float32 whose range is -1 to 1; this stitchgen's float32 holds -3.4028235e+38 to 3.4028235e+38`,
		`{"stitchContract":2,"root":{"kind":"int","checks":{"max":"1","zz":true,"frob":1}}}`: "contract: unknown check frob, zz (a newer stitchgen wrote it: upgrade stitchgen)",
	} {
		_, err := contract.Decode([]byte(in))
		assert.EqualError(t, err, want, in)
	}
}

// TestReadsV1: a contract of format 1 (files stitchgen wrote before format
// 2, kept in testdata/v1: checks inline, a union's rewrites inline, no
// ranges) decodes to the tool its source gives now: encoded again, it is
// the golden package's format-2 contract.
func TestReadsV1(t *testing.T) {
	files, err := filepath.Glob("testdata/v1/*.contract.json")
	require.NoError(t, err)
	require.Len(t, files, 5)
	for _, f := range files {
		old, err := os.ReadFile(f)
		require.NoError(t, err)
		require.Contains(t, string(old), `"stitchContract": 1,`)
		name := strings.TrimSuffix(filepath.Base(f), ".contract.json")
		now, err := filepath.Glob(filepath.Join("../testdata/golden", name, "schemas", "*.contract.json"))
		require.NoError(t, err)
		var oldHead struct{ Tool, Package string }
		require.NoError(t, json.Unmarshal(old, &oldHead))
		var want []byte
		for _, n := range now {
			data, err := os.ReadFile(n)
			require.NoError(t, err)
			var head struct{ Tool string }
			require.NoError(t, json.Unmarshal(data, &head))
			if head.Tool == oldHead.Tool {
				want = data
			}
		}
		require.NotNil(t, want, f)
		tool, err := contract.Decode(old)
		require.NoError(t, err, f)
		assert.Equal(t, string(want), string(contract.Encode(tool, oldHead.Package)), f)
	}
}
