package stitch_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

type update struct {
	N stitch.Nullable[int]      `json:"n,omitzero"`
	S stitch.Nullable[[]string] `json:"s,omitzero"`
}

func TestNullableStates(t *testing.T) {
	var absent stitch.Nullable[int]
	assert.False(t, absent.IsSet())
	assert.False(t, absent.IsNull())
	assert.True(t, absent.IsZero())
	_, ok := absent.Get()
	assert.False(t, ok)
	assert.Equal(t, 5, absent.Or(5))

	null := stitch.Null[int]()
	assert.True(t, null.IsSet())
	assert.True(t, null.IsNull())
	assert.False(t, null.IsZero())
	assert.Equal(t, 5, null.Or(5))

	v := stitch.NewNullable(0) // the zero value is a value, not absence
	assert.True(t, v.IsSet())
	assert.False(t, v.IsNull())
	assert.False(t, v.IsZero())
	got, ok := v.Get()
	assert.True(t, ok)
	assert.Equal(t, 0, got)

	v.SetNull()
	assert.Equal(t, null, v)
	v.Set(3)
	assert.Equal(t, stitch.NewNullable(3), v)
	v.Unset()
	assert.Equal(t, absent, v)
	assert.Equal(t, "absent null 3", fmt.Sprint(absent, null, stitch.NewNullable(3)))
}

// TestNullableJSON: encoding/json reads and writes the three states, an
// absent one left out by omitzero.
func TestNullableJSON(t *testing.T) {
	for _, c := range []struct {
		in   string
		want update
	}{
		{`{}`, update{}},
		{`{"n":null,"s":null}`, update{N: stitch.Null[int](), S: stitch.Null[[]string]()}},
		{`{"n":0,"s":[]}`, update{N: stitch.NewNullable(0), S: stitch.NewNullable([]string{})}},
	} {
		var u update
		require.NoError(t, json.Unmarshal([]byte(c.in), &u), c.in)
		assert.Equal(t, c.want, u, c.in)
		out, err := json.Marshal(u)
		require.NoError(t, err)
		assert.Equal(t, c.in, string(out))
	}
	var u update
	assert.Error(t, json.Unmarshal([]byte(`{"n":"x"}`), &u))
	// Without omitzero an absent value has no way to be left out: null.
	out, err := json.Marshal(struct {
		N stitch.Nullable[int] `json:"n"`
	}{})
	require.NoError(t, err)
	assert.Equal(t, `{"n":null}`, string(out))
}
