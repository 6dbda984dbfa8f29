package breaking_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/breaking"
	"github.com/stitchgen/stitchgen/model"
)

// TestEveryTagReviewed: adding any check of the tag table to a field is
// seen by the review, as its Effect says: a narrowing is BREAKING or RISKY,
// a tolerance or a default a D finding, a widening some finding; only a
// tag that describes adds nothing. Removing it is seen as the opposite. A tag the review does not compare fails
// here (the labels of oneof-variant are compared as a union's variants,
// U1 and U2, and stand on no plain field).
func TestEveryTagReviewed(t *testing.T) {
	for _, tag := range model.Checked() {
		if tag.Value == model.ListValue && tag.Set == nil && tag.Compare == model.AsSet {
			continue // oneof-variant: a union's labels
		}
		typ, v := sampleOf(tag)
		var nc model.Checks
		require.NoError(t, tag.Put(&nc, v), tag.Key)
		old := tool(typ, model.Checks{})
		new := tool(typ, nc)
		fs := breaking.Compare(old, new, breaking.Options{})
		if tag.Effect == model.Describes {
			assert.Empty(t, fs, "%s describes only", tag.Key)
			continue
		}
		if !assert.NotEmpty(t, fs, "%s=%s added to a %s: the review says nothing", tag.Key, v, typ.Kind.GoString()) {
			continue
		}
		if tag.Effect == model.Narrows {
			assert.Contains(t, []breaking.Verdict{breaking.Breaking, breaking.Risky}, fs[0].Verdict, "%s: %s", tag.Key, fs[0].Message)
		}
		if tag.Effect == model.Tolerates || tag.Effect == model.Fills {
			assert.True(t, strings.HasPrefix(fs[0].Rule, "D"), "%s: %s", tag.Key, fs[0].Rule)
		}
		// And removing it is seen too, as the opposite effect: a narrowing
		// removed widens (INFO), a widening removed narrows (nullable: F10),
		// a tolerance removed is D2, a default removed D1.
		rs := breaking.Compare(new, old, breaking.Options{})
		if !assert.NotEmpty(t, rs, "%s removed: the review says nothing", tag.Key) {
			continue
		}
		switch tag.Effect {
		case model.Narrows:
			assert.Equal(t, breaking.Info, rs[0].Verdict, "%s removed: %s", tag.Key, rs[0].Message)
		case model.Widens:
			assert.Contains(t, []breaking.Verdict{breaking.Breaking, breaking.Risky}, rs[0].Verdict, "%s removed: %s", tag.Key, rs[0].Message)
		case model.Tolerates:
			assert.Equal(t, "D2", rs[0].Rule, "%s removed: %s", tag.Key, rs[0].Message)
		case model.Fills:
			assert.Equal(t, "D1", rs[0].Rule, "%s removed: %s", tag.Key, rs[0].Message)
		}
	}
}

// sampleOf is a field type the tag applies to and a value of the tag as
// the contract spells it, from the table's grammar and example.
func sampleOf(tag *model.TagSpec) (*model.Basic, json.RawMessage) {
	typ := &model.Basic{Kind: model.String}
	switch {
	case tag.Value == model.JSONValue || !tag.On.Has(model.Strings) && tag.On.Has(model.Integers):
		typ = &model.Basic{Kind: model.Int64}
	case !tag.On.Has(model.Strings):
		typ = &model.Basic{Kind: model.Float64}
	}
	unquote := strings.NewReplacer("'", "")
	var v any
	switch tag.Value {
	case model.NoValue:
		v = true
	case model.NumberValue:
		v = "2"
	case model.ListValue, model.ValueList:
		v = strings.Split(tag.Example, "|")
	case model.IdentValue:
		v = []string{tag.Example}
	case model.JSONValue:
		return typ, json.RawMessage(tag.Example)
	default:
		v = unquote.Replace(tag.Example)
	}
	data, _ := json.Marshal(v)
	return typ, data
}

func tool(t model.Type, c model.Checks) *model.Tool {
	return &model.Tool{Name: "t", Type: &model.Struct{Policy: model.Strict, Named: &model.Name{Path: "p", Name: "T"},
		Fields: []*model.Field{{GoName: "A", Index: []string{"A"}, JSON: "a", Type: t, Required: true, Checks: c}}}}
}
