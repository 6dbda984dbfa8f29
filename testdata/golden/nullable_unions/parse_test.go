package nullable_unions

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// TestThreeStates: absent keeps, null clears, a value sets, for a Nullable
// of each union kind, canonically and in every dialect the tool declares
// (openai-strict leaves the keys optional, so a key left out is absent
// there too).
func TestThreeStates(t *testing.T) {
	cases := []struct {
		name, in string
		want     Patch
	}{
		{"absent", `{"id":"r"}`, Patch{ID: "r"}},
		{"null", `{"id":"r","value":null,"owner":null,"action":null}`,
			Patch{ID: "r", Value: stitch.Null[Value](), Owner: stitch.Null[Owner](), Action: stitch.Null[Action]()}},
		{"value", `{"id":"r","value":2,"owner":{"uid":"u1"},"action":{"kind":"notify","to":"ops"}}`,
			Patch{ID: "r", Value: stitch.NewNullable[Value](Number(2)), Owner: stitch.NewNullable[Owner](ByUID{UID: "u1"}),
				Action: stitch.NewNullable[Action](Notify{Kind: "notify", To: "ops"})}},
	}
	for _, c := range cases {
		v, err := ParsePatch([]byte(c.in))
		require.NoError(t, err, c.name)
		assert.Equal(t, c.want, v, c.name)
		for _, d := range PatchTool.Info().Declarations {
			v, err := PatchTool.ParseIn(d.Dialect, []byte(c.in))
			require.NoError(t, err, "%s %s", d.Dialect, c.name)
			assert.Equal(t, c.want, v, "%s %s", d.Dialect, c.name)
		}
	}
}

// TestOpenAIStrictOptional: every Nullable key stays out of openai-strict's
// required, and the tool says strict: false.
func TestOpenAIStrictOptional(t *testing.T) {
	for _, d := range PatchTool.Info().Declarations {
		if d.Dialect != "openai-strict" {
			continue
		}
		var decl struct {
			Parameters struct {
				Required []string `json:"required"`
			} `json:"parameters"`
			Strict bool `json:"strict"`
		}
		require.NoError(t, json.Unmarshal(d.JSON, &decl))
		assert.Equal(t, []string{"id"}, decl.Parameters.Required)
		assert.False(t, decl.Strict)
		return
	}
	t.Fatal("no openai-strict declaration")
}
