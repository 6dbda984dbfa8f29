package foreign

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/tags"
)

// TestTablesNameValidatorTags: every tag the translators, the pattern
// table, the near-miss table and the cross-field list speak for is one
// go-playground/validator knows, each is said by one of them only, and a
// pattern has its words.
func TestTablesNameValidatorTags(t *testing.T) {
	said := map[string]string{}
	say := func(table, key string) {
		assert.True(t, validatorTags[key], "%s: %s is not a validator tag", table, key)
		if prev, ok := said[key]; ok {
			assert.Fail(t, "said twice", "%s is in %s and in %s", key, prev, table)
		}
		said[key] = table
	}
	for k := range translators {
		say("translators", k)
	}
	for k := range validatorPatterns {
		say("validatorPatterns", k)
		assert.NotEmpty(t, validatorWhys[k], "%s has a pattern and no words", k)
	}
	for k := range inexact {
		say("inexact", k)
	}
	for k := range crossField {
		say("crossField", k)
	}
	assert.Len(t, validatorWhys, len(validatorPatterns))
}

// TestTranslateFamilies: each family's translator gives its stitch items on
// a string field, and an item without an exact meaning is a diagnostic, at
// the item's offset in the validate tag.
func TestTranslateFamilies(t *testing.T) {
	str := &model.Basic{Kind: model.String}
	for _, c := range []struct {
		tag  string
		want []string // key=value of each item
		diag string   // the one diagnostic's message, "" for none
	}{
		{"required,min=2,max=9", []string{"min=2", "max=9"}, ""}, // required is min=1; the tighter min stands
		{"len=3", []string{"min=3", "max=3"}, ""},
		{"gt=2,lt=9", []string{"min=3", "max=8"}, ""},
		{"oneof=a b", []string{"enum=a|b"}, ""},
		{"eq=x", []string{"enum=x"}, ""},
		{"uuid", []string{"format=uuid"}, ""},
		{"startswith=ab", []string{"pattern=^ab"}, ""},
		{"alpha", []string{"pattern=^[a-zA-Z]+$", "why=made of ASCII letters"}, ""},
		{"omitempty", []string{"zero-ok="}, ""},
		{"email", nil, `validate: email has no exact stitch meaning (validator's email is net/mail plus an HTML5-style expression (quoted local parts, no IP literals)); write stitch:"format=email" (a dot-atom local part, the domain a host name or an [IP literal])`},
		{"eqfield=Other", nil, "validate: eqfield compares with another field, which no tag on one field says; write a //stitch:union (by=keys when which keys are sent decides) or a //stitch:refine on the struct, and refine=Func here to silence this"},
		{"mystery", nil, "validate: mystery is not a go-playground/validator tag (validator panics on it); items are separated by commas, oneof's values by spaces (oneof=a b)"},
	} {
		items, _, diags := readValidate(c.tag, str)
		var got []string
		for _, it := range items {
			got = append(got, it.Key+"="+it.Value)
		}
		assert.Equal(t, c.want, got, c.tag)
		var msgs []string
		for _, d := range diags {
			msgs = append(msgs, d.msg)
			assert.Equal(t, tags.ValidateBase, d.offset, c.tag)
		}
		if c.diag == "" {
			assert.Empty(t, msgs, c.tag)
		} else {
			assert.Equal(t, []string{c.diag}, msgs, c.tag)
		}
	}
}
