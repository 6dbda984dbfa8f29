package sample

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/model"
)

// exampleValue is a tag's Example as load would store it.
func exampleValue(t *testing.T, spec *model.TagSpec) model.TagValue {
	text := strings.Trim(spec.Example, "'")
	v := model.TagValue{Text: text}
	switch spec.Value {
	case model.NumberValue:
		r, ok := new(big.Rat).SetString(text)
		require.True(t, ok, spec.Key)
		v.Num = r
	case model.ListValue:
		v.List = strings.Split(text, "|")
	}
	return v
}

// TestEveryTagSampled: for every tag of the table that checks a value
// (Judge, Set, an Example), on each kind of scalar it applies to, the
// sampler draws a value its checks accept: a tag added to the table whose
// accepted values the sampler cannot reach (its Schema shows nothing the
// sampler reads) fails here, before the review's witnesses and the
// property tests miss it.
func TestEveryTagSampled(t *testing.T) {
	kinds := []struct {
		kind model.TagKinds
		typ  *model.Basic
	}{{model.Strings, &model.Basic{Kind: model.String}}, {model.Integers, &model.Basic{Kind: model.Int}}, {model.Floats, &model.Basic{Kind: model.Float64}}}
	n := 0
	for i := range model.Tags {
		spec := &model.Tags[i]
		if spec.Judge == nil || spec.Set == nil || spec.Example == "" {
			continue
		}
		for _, k := range kinds {
			if !spec.On.Has(k.kind) {
				continue
			}
			c := &model.Checks{}
			spec.Set(c, exampleValue(t, spec))
			var g Sampler
			ok := false
			for _, v := range g.Candidates(k.typ, c) {
				var x model.Value
				if k.kind == model.Strings {
					var s string
					require.NoError(t, json.Unmarshal(v, &s))
					x = model.StringOf(s)
				} else {
					x = model.NumberOf(v, k.typ)
				}
				if c.Judge(x) == "" {
					ok = true
					break
				}
			}
			assert.True(t, ok, "%s=%s on %v: no sample passes its checks", spec.Key, spec.Example, k.typ.Kind)
			n++
		}
	}
	assert.Greater(t, n, 8)
}

// TestEdges: the edge values come first and a step past each bound is
// drawn: a string's enum members, its bounds' lengths and one past them;
// a number's bounds, the Go type's, and one past them.
func TestEdges(t *testing.T) {
	b := func(n int64) *model.Bound { return model.NewBound(big.NewRat(n, 1).RatString(), big.NewRat(n, 1)) }
	var g Sampler
	s := g.Strings(&model.Checks{Min: b(2), Max: b(4)}, -1)
	for _, want := range []string{"aa", "aaaa", "a", "aaaaa"} {
		assert.Contains(t, s, want)
	}
	assert.Equal(t, []string{"x", "y"}, g.Strings(&model.Checks{Enum: []string{"x", "y"}}, -1)[:2])
	var nums []string
	for _, v := range Numbers(&model.Basic{Kind: model.Int8}, &model.Checks{Min: b(-3)}) {
		nums = append(nums, string(v))
	}
	for _, want := range []string{"0", "-3", "127", "-4", "128"} {
		assert.Contains(t, nums, want)
	}
}
