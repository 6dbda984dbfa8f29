package model

import "strings"

// JoinSentences joins two texts as sentences, skipping an empty one: a ends with a
// full stop unless it ends a sentence already, so what is added never runs
// into the text before it ("Issue title. Available if method = update.",
// "Path of the file. A relative path."). A text
// that ends in a list keeps its line breaks, and the next text starts on a
// line of its own.
func JoinSentences(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	sep := " "
	if lastLine := a[strings.LastIndexByte(a, '\n')+1:]; strings.HasPrefix(lastLine, "- ") || isNumbered(lastLine) {
		sep = "\n"
	}
	return Sentence(a) + sep + b
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
