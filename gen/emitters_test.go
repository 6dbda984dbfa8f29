package gen

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/model"
)

// elsewhere are the tags of the table the parser applies outside the
// string and number emitters, with where gen writes them.
var elsewhere = map[string]string{
	"why":           "Want: the message says it",
	"default":       "decode.go: the value of an absent key",
	"nullable":      "decode.go: null accepted",
	"optional":      "decode.go: presence",
	"required":      "decode.go: presence",
	"refine":        "decode.go: the refine call",
	"coerce":        "basic: the Decoder's Coerce method",
	"zero-ok":       "basic: zeroOK",
	"single":        "container.go: slice and array, the Decoder's Single",
	"catch":         "decode.go: the catch value",
	"rest":          "decode.go: the rest map",
	"dive":          "container.go: each element",
	"keys":          "container.go: keyChecks",
	"endkeys":       "container.go: keyChecks",
	"oneof-variant": "with enum (stringEmitters); a label sent to a union: stitchimpl.Union",
	"examples":      "nothing: they describe only (the schemas show them)",
	"requires":      "decode.go: the keys sent, after presence (the Decoder's RequireWith)",
}

// TestEmitters: every tag of the tag table that checks a value (Judge) has
// its emitter, keyed by the tag, for each kind it checks — a string's
// (stringEmitters), a number's (numberEmitters), a count's (countChecks:
// min and max on slices and maps) — and every rewrite has its function;
// every other tag is written by code named in elsewhere. A tag added to
// the table without an emitter fails here.
func TestEmitters(t *testing.T) {
	keysOf := func(ks ...[]string) []string { return slices.Concat(ks...) }
	var str, num []string
	for _, m := range stringEmitters {
		str = keysOf(str, m.keys)
	}
	for _, m := range numberEmitters {
		num = keysOf(num, m.keys)
	}
	for _, tag := range model.Tags {
		if tag.Rewrite != nil {
			assert.NotEmpty(t, rewriters[tag.Key].fn, "%s: a rewrite gen does not write", tag.Key)
			continue
		}
		if tag.Judge == nil {
			assert.Contains(t, elsewhere, tag.Key, "%s: no emitter, and not said to be written elsewhere", tag.Key)
			continue
		}
		if tag.On.Has(model.Strings) {
			assert.Contains(t, str, tag.Key, "%s checks strings: no string emitter", tag.Key)
		}
		if tag.On.Has(model.Numbers) {
			assert.Contains(t, num, tag.Key, "%s checks numbers: no number emitter", tag.Key)
		}
		if tag.On.Has(model.Lists | model.Maps) {
			assert.Contains(t, []string{"min", "max"}, tag.Key, "%s counts items: countChecks writes only min and max", tag.Key)
		}
	}
	for _, ks := range [][]string{str, num} {
		for _, k := range ks {
			assert.NotNil(t, model.Tag(k), "an emitter of %s, which the tag table lacks", k)
		}
	}
}
