package genfuzz

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
)

// typeEditsPer is how many edits of a field's Go type the review's
// properties make per package, besides the edits of the model.
const typeEditsPer = 2

// typeChanges are the edits of a field's Go type the review's properties
// make on the package's source: each narrowing numeric kind change of issue
// 32 (case 2, float64 → float32, reported nothing), the widenings as
// controls (no BREAKING finding), and a string made a named string type
// whose //stitch:tags hold a pattern.
var typeChanges = map[string][]struct {
	to    string
	class editClass
}{
	"float64": {{"float32", narrows}},
	"float32": {{"float64", widens}},
	"int64":   {{"int32", narrows}, {"int16", narrows}, {"int8", narrows}},
	"int32":   {{"int64", widens}, {"int16", narrows}},
	"int16":   {{"int32", widens}, {"int8", narrows}},
	"int8":    {{"int16", widens}},
	"int":     {{"uint", narrows}, {"int64", widens}},
	"uint":    {{"uint64", widens}, {"uint32", narrows}},
	"uint64":  {{"int64", narrows}},
	"uint32":  {{"uint64", widens}, {"int64", widens}, {"int32", narrows}},
	"uint16":  {{"uint32", widens}, {"int32", widens}, {"uint8", narrows}},
	"uint8":   {{"uint16", widens}, {"int16", widens}, {"int8", narrows}},
	"string":  {{"named", narrows}},
}

// fieldLine is a struct field of a basic type, as grammar_test.go writes
// it: its Go name, its type, the rest of the line.
var fieldLine = regexp.MustCompile(`^\t(F\w+) (float64|float32|u?int(?:8|16|32|64)?|string)((?: .*)?)$`)

// typeEdit changes the Go type of one field of the package's source (a
// line chosen at random), as a user editing the struct would; nil when
// no field fits.
func typeEdit(r *rand.Rand, src []byte) ([]byte, *edit) {
	lines := strings.Split(string(src), "\n")
	var at []int
	for i, l := range lines {
		if m := fieldLine.FindStringSubmatch(l); m != nil {
			if m[2] == "string" && (strings.Contains(m[3], "pattern=") || strings.Contains(m[3], "format=") || strings.Contains(m[3], "enum=")) {
				continue // a pattern added to these may leave no string
			}
			at = append(at, i)
		}
	}
	if len(at) == 0 {
		return nil, nil
	}
	i := at[r.IntN(len(at))]
	m := fieldLine.FindStringSubmatch(lines[i])
	ch := typeChanges[m[2]][r.IntN(len(typeChanges[m[2]]))]
	to := ch.to
	if to == "named" {
		to = fmt.Sprintf("Zz%dString", i)
		lines = append(lines, fmt.Sprintf("// %s is a named string type.\n//\n//stitch:tags pattern=^[a-z0-9]*$\ntype %s string\n", to, to))
	}
	lines[i] = fmt.Sprintf("\t%s %s%s", m[1], to, m[3])
	return []byte(strings.Join(lines, "\n")), &edit{class: ch.class, what: fmt.Sprintf("%s: Go type %s → %s (line %d)", m[1], m[2], to, i+1)}
}
