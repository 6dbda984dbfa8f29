package genfuzz

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
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

// typeLine is a struct field of a basic type (or a pointer to one), as
// grammar_test.go writes it, or a named type's declaration over a basic
// type: its name, its pointer star, its type, the rest of the line.
var typeLine = regexp.MustCompile(`^(?:\t(F\w+) |type (Named\w+) )(\*?)(float64|float32|u?int(?:8|16|32|64)?|string)((?: .*)?)$`)

// typeEdit changes the Go type of one field or named type of the
// package's source (a line chosen at random, an edit not in done), as a
// user editing the struct would: a numeric kind changed, a string made a
// named string type with a pattern, a scalar made a pointer or a pointer
// a scalar. Nil when no line fits.
func typeEdit(r *rand.Rand, src []byte, done map[string]bool) ([]byte, *edit) {
	lines := strings.Split(string(src), "\n")
	var at []int
	for i, l := range lines {
		if m := typeLine.FindStringSubmatch(l); m != nil {
			if m[4] == "string" && (strings.Contains(m[5], "pattern=") || strings.Contains(m[5], "format=") || strings.Contains(m[5], "enum=")) {
				continue // a pattern added to these may leave no string
			}
			at = append(at, i)
		}
	}
	for range 10 {
		if len(at) == 0 {
			return nil, nil
		}
		i := at[r.IntN(len(at))]
		m := typeLine.FindStringSubmatch(lines[i])
		name, star, from, rest := m[1]+m[2], m[3], m[4], m[5]
		changes := typeChanges[from]
		if m[2] != "" && from == "string" {
			continue // a named type over Zz…String would not hold its tags (a defined type's own)
		}
		if m[1] != "" {
			changes = append(slices.Clone(changes), struct {
				to    string
				class editClass
			}{"pointer", widens})
		}
		if star != "" {
			changes = changes[len(changes)-1:] // the pointer's edit: to the scalar
		}
		ch := changes[r.IntN(len(changes))]
		key := fmt.Sprintf("%d %s", i, ch.to)
		if done[key] {
			continue
		}
		done[key] = true
		to, class := ch.to, ch.class
		var decl string
		switch {
		case to == "pointer" && star != "":
			to, class = from, narrows // a pointer is optional: a scalar may be required
		case to == "pointer":
			to = "*" + from
		case to == "named":
			to = fmt.Sprintf("Zz%dString", i)
			decl = fmt.Sprintf("// %s is a named string type.\n//\n//stitch:tags pattern=^[a-z0-9]*$\ntype %s string\n", to, to)
		default:
			to = star + to
		}
		out := slices.Clone(lines)
		if m[1] != "" {
			out[i] = fmt.Sprintf("\t%s %s%s", name, to, rest)
		} else {
			out[i] = fmt.Sprintf("type %s %s%s", name, to, rest)
		}
		if decl != "" {
			out = append(out, decl)
		}
		ed := &edit{class: class, what: fmt.Sprintf("%s: Go type %s%s → %s (line %d)", name, star, from, to, i+1)}
		if m[1] != "" {
			ed.line = i + 1
		}
		return []byte(strings.Join(out, "\n")), ed
	}
	return nil, nil
}

// zeroOKEdit adds zero-ok to the stitch tag of one field of a basic type
// whose checks refuse its zero value (a bound, a pattern, a format or an
// enum): the old side of the edit "zero-ok removed" (the grammar never
// writes zero-ok, and adding it here leaves TestGeneratedPackages' draws
// as they are). Nil when no field fits.
func zeroOKEdit(r *rand.Rand, src []byte) ([]byte, *edit) {
	lines := strings.Split(string(src), "\n")
	var at []int
	for i, l := range lines {
		m := typeLine.FindStringSubmatch(l)
		if m == nil || m[1] == "" || m[3] != "" || !strings.Contains(m[5], `stitch:"`) || strings.Contains(m[5], "zero-ok") {
			continue
		}
		tag := m[5][strings.Index(m[5], `stitch:"`):]
		if strings.Contains(tag, "dive") {
			tag = tag[:strings.Index(tag, "dive")]
		}
		for _, k := range []string{"min=", "gt=", "lt=", "max=", "pattern=", "format=", "enum="} {
			if strings.Contains(tag, k) {
				at = append(at, i)
				break
			}
		}
	}
	if len(at) == 0 {
		return nil, nil
	}
	i := at[r.IntN(len(at))]
	out := slices.Clone(lines)
	out[i] = strings.Replace(out[i], `stitch:"`, `stitch:"zero-ok,`, 1)
	name := typeLine.FindStringSubmatch(lines[i])[1]
	return []byte(strings.Join(out, "\n")), &edit{class: narrows, what: fmt.Sprintf("%s: zero-ok removed (line %d)", name, i+1), oldSide: true}
}
