package model

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A description that begins with its Go name loses it where the name is
// the sentence's subject, and keeps it where the name is not.
func TestStripName(t *testing.T) {
	for _, c := range []struct{ doc, name, text, before, after string }{
		{"SearchDocs searches the docs.", "SearchDocs", "Searches the docs.", "SearchDocs searches", "Searches"},
		{"Query is the phrase to find.", "Query", "The phrase to find.", "Query is the", "The"},
		{"Tags are checked one by one.", "Tags", "Checked one by one.", "Tags are checked", "Checked"},
		{"BySpace is a search in one space.", "BySpace", "A search in one space.", "BySpace is a", "A"},
		{"Limit caps the results.\n\nAt most 50.", "Limit", "Caps the results.\n\nAt most 50.", "Limit caps", "Caps"},
		{"URL is an address.", "URL", "An address.", "URL is an", "An"},
		{"Send a copy to this address.", "Send", "", "", ""}, // the name is the verb
		{"Limit (items) per page.", "Limit", "", "", ""},     // not a sentence about it
		{"Class is URL-encoded.", "Class", "", "", ""},       // no lower-case word after is
		{"Address passes the first test.", "Address", "Passes the first test.", "Address passes", "Passes"},
		{"Process access to files.", "Process", "", "", ""}, // "access" ends in ss: a noun as often as a verb
		{"Searches the docs.", "SearchDocs", "", "", ""},
		{"SearchDocsAll searches.", "SearchDocs", "", "", ""},
	} {
		u, ok := StripName(c.doc, c.name)
		assert.Equal(t, c.text != "", ok, c.doc)
		assert.Equal(t, c.text, u.Text, c.doc)
		assert.Equal(t, c.before, u.Before, c.doc)
		assert.Equal(t, c.after, u.After, c.doc)
	}
}

// TestJoinAfterBlock: what is appended after a list or a code block starts
// a paragraph of its own, and the block keeps its last character.
func TestJoinAfterBlock(t *testing.T) {
	for _, c := range []struct{ a, b, want string }{
		{"Issue title", "Available if method = update.", "Issue title. Available if method = update."},
		{"For example:\n\n    Proto=6&DstPort=443", "Default 7.", "For example:\n\n    Proto=6&DstPort=443\n\nDefault 7."},
		{"For example:\n\n\tx := 1", "A why.", "For example:\n\n\tx := 1\n\nA why."},
		{"One of:\n- asc: oldest first\n- desc: newest first", "Default \"desc\".", "One of:\n- asc: oldest first\n- desc: newest first\n\nDefault \"desc\"."},
		{"Steps:\n1. plan\n2. act\n", "Required if op = run.", "Steps:\n1. plan\n2. act\n\nRequired if op = run."},
	} {
		assert.Equal(t, c.want, JoinSentences(c.a, c.b), c.a)
	}
}
