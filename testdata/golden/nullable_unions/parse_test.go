package nullable_unions

import (
	"encoding/json"
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"

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
		for _, d := range PatchTool.Meta.Declarations {
			v, err := stitch.ParseIn(PatchTool, d.Dialect, []byte(c.in))
			require.NoError(t, err, "%s %s", d.Dialect, c.name)
			assert.Equal(t, c.want, v, "%s %s", d.Dialect, c.name)
		}
	}
}

// TestOpenAIStrictOptional: every Nullable key stays out of openai-strict's
// required, and the tool says strict: false.
func TestOpenAIStrictOptional(t *testing.T) {
	for _, d := range PatchTool.Meta.Declarations {
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

// TestByKeysAdvice: a null for another variant's marker gets the null advice,
// not "send exactly one of", and a key near a marker a did-you-mean.
func TestByKeysAdvice(t *testing.T) {
	parsetest.Run(t, ParsePatch, []parsetest.Case{
		{
			Name:   "another variant's marker sent as null",
			In:     `{"id":"r","owner":{"uid":null,"name":"prom"}}`,
			Issues: []string{`owner.uid: unknown_key: "uid" is a key of another variant (sent with uid); leave the key out to send no value`},
		},
		{
			Name:   "a key near a marker",
			In:     `{"id":"r","owner":{"UID":"abc"}}`,
			Issues: []string{`owner: invalid_label: send exactly one of: uid; name; unknown key "UID" (did you mean "uid"?)`},
		},
		{
			Name:   "a labelled variant's key sent as null",
			In:     `{"id":"r","action":{"kind":"archive","to":null}}`,
			Issues: []string{`action.to: unknown_key: "to" is allowed only when kind = notify; leave the key out to send no value`},
		},
	})
}
