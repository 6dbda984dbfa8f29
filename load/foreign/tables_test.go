package foreign

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/model"
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
// a string field, and an item without an exact meaning is a diagnostic.
func TestTranslateFamilies(t *testing.T) {
	str := &model.Basic{Kind: model.String}
	for _, c := range []struct {
		tag  string
		want []string // key=value of each item
		diag bool
	}{
		{"required,min=2,max=9", []string{"min=2", "max=9"}, false}, // required is min=1; the tighter min stands
		{"len=3", []string{"min=3", "max=3"}, false},
		{"gt=2,lt=9", []string{"min=3", "max=8"}, false},
		{"oneof=a b", []string{"enum=a|b"}, false},
		{"eq=x", []string{"enum=x"}, false},
		{"uuid", []string{"format=uuid"}, false},
		{"startswith=ab", []string{"pattern=^ab"}, false},
		{"alpha", []string{"pattern=^[a-zA-Z]+$", "why=made of ASCII letters"}, false},
		{"omitempty", []string{"zero-ok="}, false},
		{"email", nil, true},
		{"eqfield=Other", nil, true},
		{"mystery", nil, true},
	} {
		items, _, diags := readValidate(c.tag, str)
		var got []string
		for _, it := range items {
			got = append(got, it.Key+"="+it.Value)
		}
		assert.Equal(t, c.want, got, c.tag)
		assert.Equal(t, c.diag, len(diags) > 0, "%s: %v", c.tag, diags)
	}
}
