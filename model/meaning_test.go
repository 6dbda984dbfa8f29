package model_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/model"
)

// TestTagMeanings: every tag says what it does to acceptance, and every
// tag whose value Checks holds has a contract spelling that reads back:
// a tag added without them fails here, not as a silent default in the
// contract or the review.
func TestTagMeanings(t *testing.T) {
	for i := range model.Tags {
		tag := &model.Tags[i]
		assert.NotZero(t, tag.Effect, "%s: no Effect (narrows, widens, tolerates, describes, fills, shapes)", tag.Key)
		if tag.Set != nil {
			assert.NotNil(t, tag.Field, "%s: Set stores it in Checks, but Field does not say where: the contract cannot spell it", tag.Key)
		}
		if tag.Field == nil {
			assert.Contains(t, []model.Effect{model.Shapes, model.Narrows, model.Widens}, tag.Effect, "%s: a check Checks does not hold", tag.Key)
			continue
		}
		assert.NotZero(t, tag.Compare, "%s: no Compare", tag.Key)
		// A value spelled by Get reads back through Put, and the same.
		var c model.Checks
		v := sample(tag)
		if !assert.NoError(t, tag.Put(&c, v), tag.Key) {
			continue
		}
		assert.True(t, tag.Uses(&c), "%s: %s put, not used", tag.Key, v)
		assert.JSONEq(t, string(v), string(tag.Get(&c)), tag.Key)
		var back model.Checks
		assert.NoError(t, tag.Put(&back, tag.Get(&c)))
		assert.True(t, tag.Same(&c, &back), tag.Key)
		assert.False(t, tag.Same(&c, &model.Checks{}), tag.Key)
		if tag.Effect == model.Tolerates {
			assert.NotEmpty(t, tag.Verb, "%s: a tolerance the review cannot name (Verb)", tag.Key)
			assert.NotZero(t, tag.Forgives, "%s: a tolerance that forgives nothing", tag.Key)
			assert.Equal(t, tag.Rewrite != nil, tag.Spoil != nil, "%s: a rewrite needs its Spoil, and only a rewrite has one", tag.Key)
		}
		if tag.Spoil != nil {
			for _, s := range []string{"", "a", "Ab"} {
				assert.Equal(t, tag.Rewrite(s), tag.Rewrite(tag.Spoil(s)), "%s: Spoil(%q) rewrites to another value", tag.Key, s)
			}
		}
		if tag.Effect == model.Widens {
			assert.NotNil(t, tag.Admits, "%s: a widening check that does not say what it admits", tag.Key)
			assert.NotEmpty(t, tag.Review[0]+tag.Review[2], "%s: no review rules", tag.Key)
		}
		if tag.Effect == model.Narrows && tag.Judge == nil {
			_, list := tag.Field(&c).(*[]string)
			assert.True(t, list, "%s: a check with no judge is reviewed as a list of hidden checks (refine) or of the object's keys (requires)", tag.Key)
		}
		if tag.Compare == model.AsKeys {
			assert.Equal(t, model.AtField, tag.Levels, "%s: keys of the object stand on a field only", tag.Key)
			assert.NotEmpty(t, tag.Review[0], "%s: no review rules", tag.Key)
			assert.NotEmpty(t, tag.Verb, "%s: no verb for the review", tag.Key)
		}
		if tag.Effect == model.Narrows && tag.On.Has(model.Strings) && (tag.Compare == model.BySamples || tag.Compare == model.AsFlag) {
			assert.NotEmpty(t, tag.Review[0], "%s: no review rules", tag.Key)
			assert.NotEmpty(t, tag.Verb, "%s: no verb for the review", tag.Key)
		}
	}
}

// sample is a value of the tag as the contract spells it.
func sample(tag *model.TagSpec) json.RawMessage {
	var c model.Checks
	switch tag.Field(&c).(type) {
	case *bool:
		return json.RawMessage(`true`)
	case **model.Bound:
		return json.RawMessage(`"2.5"`)
	case *[]string:
		return json.RawMessage(`["a","b"]`)
	case *string:
		return json.RawMessage(`"^a"`)
	case *json.RawMessage:
		return json.RawMessage(`{"a":1}`)
	case *[]json.RawMessage:
		return json.RawMessage(`["a",{"b":[1,2]}]`)
	}
	return nil
}
