package model

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A why reads as a phrase in the parser's message and as a sentence in the
// description; an acronym keeps its case.
func TestWhyWords(t *testing.T) {
	for _, c := range []struct{ why, phrase, sentence string }{
		{"a relative path", "a relative path", "A relative path."},
		{"A lower-case branch name", "a lower-case branch name", "A lower-case branch name."},
		{"URL path of the page", "URL path of the page", "URL path of the page."},
		{"iOS bundle identifier", "iOS bundle identifier", "iOS bundle identifier."},
		{"été ou hiver", "été ou hiver", "Été ou hiver."},
		{"made of digits (0-9)", "made of digits (0-9)", "Made of digits (0-9)."},
	} {
		assert.Equal(t, c.phrase, WhyPhrase(c.why), c.why)
		ch := &Checks{Pattern: "^x$", Why: c.why}
		assert.Equal(t, c.sentence, WhySentence(ch, Strings), c.why)
		assert.Equal(t, "", WhySentence(ch, Integers), "not a string")
		assert.Equal(t, "", WhySentence(&Checks{Why: c.why}, Strings), "no pattern")
	}
}
