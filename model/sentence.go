package model

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// JoinSentences joins two texts as sentences, skipping an empty one: a ends with a
// full stop unless it ends a sentence already, so what is added never runs
// into the text before it ("Issue title. Available if method = update.",
// "Path of the file. A relative path."). A text that ends in a list or a
// code block (a doc comment's, as load writes them: "- item", "1. item", a
// line indented by four spaces or a tab) is left as it is, and b starts a
// paragraph of its own after it: a full stop would change the last item or
// the code ("Proto=6&DstPort=443.").
func JoinSentences(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	if EndsInBlock(a) {
		return strings.TrimRight(a, " \t\n") + "\n\n" + b
	}
	return Sentence(a) + " " + b
}

// EndsInBlock reports whether the text's last line is a list item or a line
// of code: text that is not a sentence and takes no full stop.
func EndsInBlock(a string) bool {
	t := strings.TrimRight(a, " \t\n")
	last := t[strings.LastIndexByte(t, '\n')+1:]
	return strings.HasPrefix(last, "- ") || isNumbered(last) || isCode(last)
}

// isCode reports whether line is a line of a code block: indented by a tab
// or four spaces (load writes a doc comment's code block so).
func isCode(line string) bool {
	return strings.HasPrefix(line, "\t") || strings.HasPrefix(line, "    ")
}

// Sentence is s ending as a sentence does: with ".", "!", "?" or "…" (a
// closing parenthesis or quote after one counts), else with "." added; a
// trailing ":" or ";" becomes ".".
func Sentence(s string) string {
	t := strings.TrimRight(s, " \t\n")
	end := strings.TrimRight(t, ")\"'”’`")
	switch {
	case end == "":
		return t
	case strings.HasSuffix(end, ".") || strings.HasSuffix(end, "!") || strings.HasSuffix(end, "?") || strings.HasSuffix(end, "…"):
		return t
	case t == end && (strings.HasSuffix(t, ":") || strings.HasSuffix(t, ";") || strings.HasSuffix(t, ",")):
		return t[:len(t)-1] + "."
	}
	return t + "."
}

// isNumbered reports whether line starts as a numbered list item: "1. ".
func isNumbered(line string) bool {
	i := 0
	for i < len(line) && line[i] >= '0' && line[i] <= '9' {
		i++
	}
	return i > 0 && strings.HasPrefix(line[i:], ". ")
}

// Unnamed is a description that begins with its Go name (Go's convention
// for doc comments), rewritten to begin at what it says: "SearchDocs
// searches the docs." → "Searches the docs.", "Query is the phrase." →
// "The phrase." (a lone "is" or "are" after the name goes with it). The
// model never sees the Go name, and reads it as a word of the sentence.
type Unnamed struct {
	Text string // the rewritten description
	// Before and After are the words the rewrite changes, for messages:
	// "SearchDocs searches" → "Searches".
	Before, After string
	// Verb reports that "is" or "are" followed the name.
	Verb bool
}

// StripName rewrites doc, the description of the Go identifier name, when
// it begins with the name and a word that reads as said of it: "is"/"are"
// and a lower-case word, or a verb ending in s ("searches", "has"). "Send a
// message." (the name is the sentence's verb) and "Limit (items) …" stay.
func StripName(doc, name string) (Unnamed, bool) {
	rest, found := strings.CutPrefix(doc, name+" ")
	if !found || name == "" {
		return Unnamed{}, false
	}
	verb := false
	for _, v := range []string{"is ", "are "} {
		if r, cut := strings.CutPrefix(rest, v); cut {
			rest, verb = r, true
			break
		}
	}
	word := rest
	if i := strings.IndexFunc(rest, unicode.IsSpace); i >= 0 {
		word = rest[:i]
	}
	first, _ := utf8.DecodeRuneInString(rest)
	if !unicode.IsLower(first) || !verb && !(strings.HasSuffix(word, "s") && !strings.HasSuffix(word, "ss")) {
		return Unnamed{}, false
	}
	consumed := len(doc) - len(rest)
	rest = upperFirst(rest)
	return Unnamed{Text: rest, Before: doc[:consumed+len(word)], After: rest[:len(rest)-len(doc)+consumed+len(word)], Verb: verb}, true
}

// Count says a count's bounds in words: "exactly 1 item", "2 to 5 items",
// "at least 1 entry", "at most 20 characters"; "" without bounds. unit is
// plural and ends in "s" ("items", "characters", "entries": "entry").
func Count(lo, hi *int64, unit string) string {
	of := func(n int64) string {
		if n != 1 {
			return fmt.Sprintf("%d %s", n, unit)
		}
		if one, ok := strings.CutSuffix(unit, "ies"); ok {
			return "1 " + one + "y"
		}
		return "1 " + strings.TrimSuffix(unit, "s")
	}
	switch {
	case lo != nil && hi != nil && *lo == *hi:
		return "exactly " + of(*lo)
	case lo != nil && hi != nil:
		return fmt.Sprintf("%d to %s", *lo, of(*hi))
	case lo != nil:
		return "at least " + of(*lo)
	case hi != nil:
		return "at most " + of(*hi)
	}
	return ""
}

// RequiresSentence says a key's requires= in words, for a schema that has no
// dependentRequired: "Requires namespaces when sent.", "Requires until and
// limit when sent.", "Requires a, b and c when sent.".
func RequiresSentence(keys []string) string {
	list := keys[len(keys)-1]
	if len(keys) > 1 {
		list = strings.Join(keys[:len(keys)-1], ", ") + " and " + list
	}
	return "Requires " + list + " when sent."
}

// SayRequires moves the dependentRequired of the object s into its keys'
// descriptions (RequiresSentence), for a schema that cannot say it; s is a
// node its caller owns.
func SayRequires(s *Schema) {
	for _, d := range s.DependentRequired {
		if p := s.Prop(d.Key); p != nil {
			p.Description = JoinSentences(p.Description, RequiresSentence(d.Requires))
		}
	}
	s.DependentRequired = nil
}
