package dialect_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/dialect"
	"github.com/stitchgen/stitchgen/model"
)

// TestNothingDroppedUnsaid: the declaration of every example and golden
// tool in every dialect (declared by its package or not) keeps each
// constraint of the advertised schema or says it in words (dialect.Unsaid
// finds nothing).
func TestNothingDroppedUnsaid(t *testing.T) {
	ts, err := tools()
	require.NoError(t, err)
	n := 0
	for _, tl := range ts {
		for _, d := range dialect.All {
			r := dialect.Transform(d, dialect.Tool{Name: tl.t.Name, Description: tl.t.Doc, Advertised: tl.adv, Strict: tl.t.Strict})
			n++
			assert.Empty(t, dialect.Unsaid(tl.adv, r), "%s/%s %s", tl.pkg, tl.t.Name, d)
		}
	}
	t.Logf("%d declarations checked", n)
}

// TestUnsaidFinds: the checker names each constraint a declaration drops
// without saying it, and accepts each way of keeping or saying one.
func TestUnsaidFinds(t *testing.T) {
	str := &model.Schema{Type: []string{"string"}, MaxLength: model.IntPtr(40), Pattern: "^[a-z]+$", Description: "A slug."}
	n := &model.Schema{Type: []string{"integer"}, ExclusiveMinimum: "0", Default: json.RawMessage("7")}
	m := &model.Schema{Type: []string{"object"}, AdditionalProperties: &model.Schema{Type: []string{"string"}, Description: "A value."}, MaxProperties: model.IntPtr(2)}
	adv := obj([]model.Property{{Name: "s", Schema: str}, {Name: "n", Schema: n}, {Name: "m", Schema: m}}, "s")
	decl := func(s, n, m *model.Schema, required ...string) *dialect.Result {
		return &dialect.Result{Schema: obj([]model.Property{{Name: "s", Schema: s}, {Name: "n", Schema: n}, {Name: "m", Schema: m}}, required...)}
	}
	// Kept as they are, or said: none.
	said := &model.Schema{Type: []string{"string"}, Description: "A slug. Constraints: maxLength 40, pattern ^[a-z]+$."}
	next := &model.Schema{Type: []string{"integer"}, Minimum: "1", Description: "Default 7."}
	text := &model.Schema{Type: []string{"string"}, Text: true, Description: `Send it as JSON text (a string) of an object of at most 2 entries whose values are each {"description":"A value.","type":"string"}.`}
	assert.Empty(t, dialect.Unsaid(adv, decl(str, n, m, "s")))
	assert.Empty(t, dialect.Unsaid(adv, decl(said, next, text, "s", "n", "m")))
	// Dropped unsaid: each one named.
	bare := &model.Schema{Type: []string{"string"}}
	lost := &model.Schema{Type: []string{"string"}, Text: true, Description: `Send it as JSON text (a string) of an object whose values are each {"type":"string"}.`}
	assert.Equal(t, []string{
		`s: description "A slug."`, `s: pattern "^[a-z]+$"`, `s: maxLength 40`, `s: required`,
		`n: exclusiveMinimum 0`, `n: default 7`,
		`m: maxProperties 2`, `m.*: description "A value."`,
	}, dialect.Unsaid(adv, decl(bare, &model.Schema{Type: []string{"integer"}}, lost)))
}

// TestUnsaidZeroBounds: a lower count of 0 (minLength, minItems,
// minProperties) says nothing and is no finding; a minimum of 0 is one.
func TestUnsaidZeroBounds(t *testing.T) {
	n := &model.Schema{Type: []string{"integer"}, Minimum: "0"}
	s := &model.Schema{Type: []string{"string"}, MinLength: model.IntPtr(0)}
	l := &model.Schema{Type: []string{"array"}, Items: typed("string"), MinItems: model.IntPtr(0)}
	adv := obj([]model.Property{{Name: "n", Schema: n}, {Name: "s", Schema: s}, {Name: "l", Schema: l}}, "n", "s", "l")
	bare := obj([]model.Property{{Name: "n", Schema: typed("integer")}, {Name: "s", Schema: typed("string")},
		{Name: "l", Schema: &model.Schema{Type: []string{"array"}, Items: typed("string")}}}, "n", "s", "l")
	assert.Equal(t, []string{"n: minimum 0"}, dialect.Unsaid(adv, &dialect.Result{Schema: bare}))
}

// TestUnsaidNoted: a loss the dialect notes covers what lies below it, its
// items too (genfuzz seed 1900236: an array beside a string, noted lost, and
// its items reported dropped unsaid).
func TestUnsaidNoted(t *testing.T) {
	b := &model.Schema{Type: []string{"string", "array"}, Items: &model.Schema{Type: []string{"integer"}, Minimum: "1"}}
	adv := obj([]model.Property{{Name: "b", Schema: b}}, "b")
	r := &dialect.Result{Schema: obj([]model.Property{{Name: "b", Schema: &model.Schema{Type: []string{"string"}}}}, "b")}
	assert.Equal(t, []string{"b[]: dropped"}, dialect.Unsaid(adv, r))
	r.Notes = []string{"b: a string or an array: only the string is declared"}
	assert.Empty(t, dialect.Unsaid(adv, r))
}
