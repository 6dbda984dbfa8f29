package stitchimpl

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// TestKind: Kind answers the kind of the next value when the union takes it, a
// double-encoded object or array in a string when no variant is a string, and otherwise
// records one issue naming the kinds and skips the value.
func TestKind(t *testing.T) {
	scalars := KindString | KindNumber | KindBool
	cases := []struct {
		in    string
		kinds uint8
		want  uint8
		issue string
	}{
		{`"a"`, scalars, KindString, ""},
		{` -1.5e3`, scalars, KindNumber, ""},
		{`false`, scalars, KindBool, ""},
		{`{"a":1}`, scalars | KindObject, KindObject, ""},
		{`[1]`, KindArray, KindArray, ""},
		{`[1,2]`, scalars, 0, `: invalid_type: expected a string, a number or a boolean, got an array`},
		{`null`, scalars, 0, `: invalid_type: expected a string, a number or a boolean, got null`},
		{`{"a":[1,{}]}`, KindString, 0, `: invalid_type: expected a string, a number or a boolean, got an object`},
		{`"{\"name\":\"x\"}"`, KindObject | KindNumber, KindObject, ""},
		{`" [1]"`, KindObject | KindArray, KindArray, ""},
		{`"\u007b}"`, KindObject, KindObject, ""},
		{`"{\"name\":\"x\"}"`, KindObject | KindString, KindString, ""},
		{`"plain"`, KindObject | KindNumber, 0, `: invalid_type: expected a string, a number or a boolean, got the string "plain"`},
	}
	for _, c := range cases {
		var d Decoder
		d.Reset([]byte(c.in), Limits{})
		got := d.Kind(c.kinds, "a string, a number or a boolean")
		assert.Equal(t, c.want, got, c.in)
		if c.issue == "" {
			assert.Empty(t, d.issues, c.in)
			continue
		}
		require.Len(t, d.issues, 1, c.in)
		assert.Equal(t, c.issue, str(Issue(d.issues[0])), c.in)
		assert.Equal(t, len(c.in), d.pos, "the value is skipped: %s", c.in)
	}
}

// TestKeys: Keys finds the variant whose marker keys are present, anywhere among the
// object's keys, escaped or not, consuming nothing; none, or markers of two variants, is
// one invalid_label issue at the object, which is then consumed.
func TestKeys(t *testing.T) {
	u := &Union{
		Markers: [][]string{{"node_id"}, {"item_id"}, {"owner", "repo", "number"}},
		OneOf:   "send exactly one of: node_id; item_id; owner, repo and number",
	}
	cases := []struct {
		in   string
		want int
	}{
		{`{"node_id":"x"}`, 0},
		{`{"note":{"item_id":1},"item_id":2}`, 1},
		{`{"owner":"o","repo":"r","number":1}`, 2},
		{`{"number":1}`, 2},
		{`{"repo":"r","owner":"o"}`, 2},
		{`{"\u006eode_id":"x","note":[1,{"owner":2}]}`, 0},
		{`{}`, -1},
		{`{"note":"n"}`, -1},
		{`{"node_id":"x","item_id":1}`, -1},
		{`{"owner":"o","node_id":"x"}`, -1},
	}
	for _, c := range cases {
		var d Decoder
		d.Reset([]byte(`{"items":[`+c.in+`]}`), Limits{})
		require.True(t, d.BeginObject())
		require.True(t, d.NextKey())
		require.True(t, d.BeginArray())
		require.True(t, d.NextItem())
		require.True(t, d.BeginObject())
		start := d.pos
		got := d.Keys(u)
		assert.Equal(t, c.want, got, c.in)
		if c.want >= 0 {
			assert.Empty(t, d.issues, c.in)
			assert.Equal(t, start, d.pos, "nothing consumed: %s", c.in)
			continue
		}
		require.Len(t, d.issues, 1, c.in)
		assert.Equal(t, `items[0]: invalid_label: send exactly one of: node_id; item_id; owner, repo and number`, str(Issue(d.issues[0])), c.in)
		assert.False(t, d.NextItem(), c.in)
		assert.False(t, d.NextKey(), c.in)
		assert.Len(t, d.issues, 1, c.in)
	}
	var d Decoder
	d.Reset([]byte(`{"node_id":null,"item_id":2,"owner":null,"repo":null,"number":null}`), Limits{Wire: stitch.WireNullAbsent})
	require.True(t, d.BeginObject())
	assert.Equal(t, 1, d.Keys(u), "a marker sent as null is a key left out in a strict dialect")
	d.Reset([]byte(`{"node_id":null,"item_id":2}`), Limits{})
	require.True(t, d.BeginObject())
	assert.Equal(t, 1, d.Keys(u), "elsewhere too a null marker chooses nothing (its variant's decoder gives the null advice)")
	d.Reset([]byte(`{"node_id":null}`), Limits{})
	require.True(t, d.BeginObject())
	assert.Equal(t, 0, d.Keys(u), "but where no marker has a value, a null one chooses")
	d.Reset([]byte(`{"node_id":null,"item_id":null}`), Limits{})
	require.True(t, d.BeginObject())
	assert.Equal(t, -1, d.Keys(u), "null markers of two variants choose none")

	// No marker sent, but a key near one: a did-you-mean.
	for in, want := range map[string]string{
		`{"Node_ID":"x"}`:                          `: invalid_label: send exactly one of: node_id; item_id; owner, repo and number; unknown key "Node_ID" (did you mean "node_id"?)`,
		`{"note":"n","ownr":"o"}`:                  `: invalid_label: send exactly one of: node_id; item_id; owner, repo and number; unknown key "ownr" (did you mean "owner"?)`,
		`{"ownr":"o","itemid":1}`:                  `: invalid_label: send exactly one of: node_id; item_id; owner, repo and number`,
		`{"nodeid":"x","item_id":2,"node_id":"y"}`: `: invalid_label: send exactly one of: node_id; item_id; owner, repo and number`,
	} {
		d.Reset([]byte(in), Limits{})
		require.True(t, d.BeginObject())
		assert.Equal(t, -1, d.Keys(u), in)
		require.Len(t, d.issues, 1, in)
		assert.Equal(t, want, str(Issue(d.issues[0])), in)
	}

	d.Reset([]byte(`{"node_id":"x",`), Limits{})
	require.True(t, d.BeginObject())
	assert.Equal(t, -1, d.Keys(u))
	assert.True(t, d.fatal, "a syntax error stops the parse")
}

// TestLabelFold: a union whose discriminators trim and lower (or upper) a label matches
// the label sent after those rewrites, and names the label as it was sent when none
// matches.
func TestLabelFold(t *testing.T) {
	u := &Union{Key: "method", Labels: []string{"add", "remove"}, Trim: true, Lower: true}
	for in, want := range map[string]string{
		`{"method":"Add"}`:          "add",
		`{"method":" REMOVE "}`:     "remove",
		`{"method":"add"}`:          "add",
		`{"method":"\u0041dd"}`:     "add",
		`{"x":1,"method":"rEmOvE"}`: "remove",
	} {
		var d Decoder
		d.Reset([]byte(in), Limits{})
		require.True(t, d.BeginObject())
		l, ok := d.Label(u)
		assert.True(t, ok, in)
		assert.Equal(t, want, l, in)
	}
	var d Decoder
	d.Reset([]byte(`{"method":"Ad"}`), Limits{})
	require.True(t, d.BeginObject())
	_, ok := d.Label(u)
	assert.False(t, ok)
	require.Len(t, d.issues, 1)
	assert.Equal(t, `method: invalid_label: unknown method "Ad"; expected one of: add, remove`, str(Issue(d.issues[0])))

	up := &Union{Key: "op", Labels: []string{"GET"}, Upper: true}
	d.Reset([]byte(`{"op":"get"}`), Limits{})
	require.True(t, d.BeginObject())
	l, ok := d.Label(up)
	assert.True(t, ok)
	assert.Equal(t, "GET", l)
}

// str spells an issue for a test's table: "path: code: message".
func str(i Issue) string { return i.Path + ": " + i.Code + ": " + i.Message }
