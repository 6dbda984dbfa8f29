package gen

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/dave/jennifer/jen"

	"github.com/stitchgen/stitchgen/model"
)

// The tools, their schemas and the decoders are most of stitch_gen.go, and
// building them as jennifer trees, rendering those and formatting the
// result with go/format was most of a run's time. So they are written as
// text, line by line, exactly as gofmt prints them (a goText): the jennifer
// file holds, where their declarations go, a one-line placeholder
//
//	var stitchText3 = []any{stitch.Q, stitchimpl.Q}
//
// that lists a Q of each package the text names, so that jennifer imports
// them and picks their names; go/format never sees the text, which replaces
// the placeholder once the file is formatted. No other line of the file
// starts with var stitchText: a text of the user's (a description) is in a
// quoted string. The golden files, the test that compares stitch_gen.go
// with gofmt's output of it (TestGoFileFormatted) and internal/genfuzz keep
// the text exactly gofmt's.

// textPrefix starts the name of every text placeholder.
const textPrefix = "stitchText"

// A goText is one or more top-level declarations written as gofmt prints
// them: a tab per level of nesting, one statement per line.
type goText struct {
	local string // the generated file's package path: its names need no qualifier
	buf   []byte
	depth int
	// paths are the other packages the text names, in first-use order: a
	// qualified name is written as a mark, \x00<index>., that fillTexts
	// replaces with the name jennifer gave the package.
	paths []string
}

// line writes one line, the concatenation of parts, at the current depth.
func (w *goText) line(parts ...string) {
	for range w.depth {
		w.buf = append(w.buf, '\t')
	}
	for _, p := range parts {
		w.buf = append(w.buf, p...)
	}
	w.buf = append(w.buf, '\n')
}

// blank writes an empty line.
func (w *goText) blank() { w.buf = append(w.buf, '\n') }

// open writes the line that opens a block, parts then " {", or "{" alone
// for a block statement; the lines that follow are one level deeper.
func (w *goText) open(parts ...string) {
	if len(parts) == 0 {
		w.line("{")
	} else {
		w.line(append(parts, " {")...)
	}
	w.depth++
}

// close writes the "}" that closes the innermost block.
func (w *goText) close() {
	w.depth--
	w.line("}")
}

// reopen closes the innermost block and opens the next on the same line:
// "} else {", "} else if n > 3 {".
func (w *goText) reopen(parts ...string) {
	w.depth--
	w.open(append([]string{"} "}, parts...)...)
}

// label writes a case or default line of the switch whose block is open.
func (w *goText) label(parts ...string) {
	w.depth--
	w.line(parts...)
	w.depth++
}

// An element is a key: value element of a composite literal.
type element struct{ key, value string }

// elements writes the key: value elements of a composite literal, one per
// line, as gofmt aligns them (go/printer's exprList): in a section of
// elements on one line each, the values start one space after the longest
// key's colon. A value over several lines stands alone and ends the
// section, and so does a key much longer or shorter than the keys of the
// section so far once it or the one before is over 40 bytes.
func (w *goText) elements(els []element) {
	const infinity = 1e6 // go/printer measures an element up to a million bytes
	var section []element
	flush := func() {
		width := 0
		for _, el := range section {
			width = max(width, utf8.RuneCountInString(el.key))
		}
		for _, el := range section {
			w.line(el.key, ":", strings.Repeat(" ", width-utf8.RuneCountInString(el.key)+1), el.value, ",")
		}
		section = section[:0]
	}
	size := 0 // the key's size, in bytes; 0 for a value over several lines
	lnsum, count := 0.0, 0
	for _, el := range els {
		prev := size
		size = 0
		if !strings.Contains(el.value, "\n") && len(el.key)+len(": ")+len(el.value) <= infinity {
			size = len(el.key)
		}
		newSection := true
		if prev > 0 && size > 0 {
			if count == 0 || prev <= 40 && size <= 40 {
				newSection = false
			} else {
				ratio := float64(size) / math.Exp(lnsum/float64(count)) // to the geometric mean
				newSection = 2.5*ratio <= 1 || 2.5 <= ratio
			}
		}
		if newSection {
			flush()
			lnsum, count = 0, 0
		}
		if size == 0 {
			w.line(el.key, ": ", el.value, ",")
			continue
		}
		section = append(section, el)
		lnsum += math.Log(float64(size))
		count++
	}
	flush()
}

// qual is the qualified name of a package-level identifier.
func (w *goText) qual(path, name string) string {
	if path == w.local {
		return name
	}
	i := 0
	for i < len(w.paths) && w.paths[i] != path {
		i++
	}
	if i == len(w.paths) {
		w.paths = append(w.paths, path)
	}
	return "\x00" + strconv.Itoa(i) + "." + name
}

// rt is the qualified name of an identifier of the runtime (see runtimePath).
func (w *goText) rt(name string) string { return w.qual(runtimePath(name), name) }

// typ is the Go spelling of a model type.
func (w *goText) typ(t model.Type) string {
	if n := t.GoName(); n != nil {
		return w.qual(n.Path, n.Name)
	}
	switch t := t.(type) {
	case *model.Basic:
		return t.Kind.GoString()
	case *model.Slice:
		return "[]" + w.typ(t.Elem)
	case *model.Array:
		return "[" + strconv.Itoa(int(t.Len)) + "]" + w.typ(t.Elem)
	case *model.Map:
		k := "string"
		if t.Key != nil {
			k = w.qual(t.Key.Path, t.Key.Name)
		}
		return "map[" + k + "]" + w.typ(t.Elem)
	case *model.Pointer:
		return "*" + w.typ(t.Elem)
	case *model.Nullable:
		return w.qual(model.NullablePath, model.NullableName) + "[" + w.typ(t.Elem) + "]"
	}
	return "any"
}

// textDecl writes declarations as text: write fills a goText, which takes
// the place of a placeholder in the file being emitted.
func (e *emitter) textDecl(write func(w *goText)) {
	w := &goText{local: e.pkg.Path}
	write(w)
	var quals []jen.Code
	for _, p := range w.paths {
		quals = append(quals, jen.Qual(p, "Q"))
	}
	e.f.Var().Id(textPrefix + strconv.Itoa(len(e.texts))).Op("=").Index().Any().Values(quals...)
	e.texts = append(e.texts, w)
}

// fillTexts replaces, in a formatted file, the placeholder of each text with
// the text, its marks replaced by the names the placeholder shows.
func fillTexts(src []byte, texts []*goText) ([]byte, error) {
	size := len(src)
	for _, t := range texts {
		size += len(t.buf)
	}
	out := make([]byte, 0, size)
	for i, t := range texts {
		start := []byte("\nvar " + textPrefix + strconv.Itoa(i) + " = []any{")
		at := bytes.Index(src, start)
		if at < 0 {
			return nil, fmt.Errorf("gen: the placeholder of text %d is missing", i)
		}
		out = append(out, src[:at+1]...)
		src = src[at+len(start):]
		end := bytes.Index(src, []byte("}\n"))
		if end < 0 {
			return nil, fmt.Errorf("gen: the placeholder of text %d does not end", i)
		}
		var names []string // the qualifier of each path, with its dot
		for q := range strings.SplitSeq(string(src[:end]), ", ") {
			if q != "" {
				names = append(names, strings.TrimSuffix(q, "Q"))
			}
		}
		src = src[end+len("}\n"):]
		if len(names) != len(t.paths) {
			return nil, fmt.Errorf("gen: the placeholder of text %d names %d packages, not %d", i, len(names), len(t.paths))
		}
		out = t.fill(out, names)
	}
	return append(out, src...), nil
}

// fill appends the text to out, each mark replaced by its package's name.
func (w *goText) fill(out []byte, names []string) []byte {
	text := w.buf
	for {
		i := bytes.IndexByte(text, 0)
		if i < 0 {
			return append(out, text...)
		}
		out = append(out, text[:i]...)
		text = text[i+1:]
		dot := bytes.IndexByte(text, '.')
		n, _ := strconv.Atoi(string(text[:dot]))
		out = append(out, names[n]...)
		text = text[dot+1:]
	}
}
