package gen

import (
	"bytes"
	"fmt"
	"go/format"
	"go/parser"
	"go/token"
	"runtime"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/dave/jennifer/jen"
)

// render renders and formats the file, on every core: go/format of a
// file of a thousand tools is most of a run, and go/printer prints each
// top-level declaration on its own once a blank line parts it from the
// one before (no alignment or comment crosses a blank line, and at most one
// blank line is kept). So each chunk (what one function of declarations
// wrote) is rendered through jennifer and formatted on a goroutine of its
// own as soon as it is written (finishChunk), while the next is emitted;
// render then formats again, together, the runs of chunks that no blank
// line parts (units), formats the header, the package clause and the
// imports of every chunk apart, and joins the parts with a blank line
// between them: byte for byte what jen.File.Render and go/format give for
// the whole (TestRenderParts holds the two to it).
func (e *emitter) render() ([]byte, error) { return e.renderWith(0, false) }

// renderWith is render with at most workers goroutines (0: GOMAXPROCS)
// for what the chunks' own goroutines did not format, or, with whole, the
// file formatted at once (the reference the parts must equal).
func (e *emitter) renderWith(workers int, whole bool) ([]byte, error) {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	for i := range e.chunks {
		e.finishChunk(i)
	}
	hints := map[string]importHint{}
	for _, h := range e.hints {
		hints[h.path] = h
	}
	used := map[string]importHint{}
	// The units: the chunks each holds, and its text as jennifer renders
	// it (with the blank chunks between them, whose line breaks count).
	type unit struct {
		parts []*chunkPart
		text  []byte
	}
	var units []*unit
	u := &unit{}
	for _, p := range e.parts {
		<-p.done
		if p.err != nil {
			return nil, p.err
		}
		for _, h := range p.imports {
			if want, ok := hints[h.path]; !ok || want != h {
				return nil, fmt.Errorf("the file imports %q as %s without emitter.qual's choice", h.path, h.name)
			}
			used[h.path] = h
		}
		switch {
		case len(bytes.TrimSpace(p.body)) == 0:
		case len(u.parts) > 0 && (whole || !parted(u.text, p.body)):
			u.parts = append(u.parts, p)
		default:
			if len(u.parts) > 0 {
				units = append(units, u)
			}
			u = &unit{parts: []*chunkPart{p}}
		}
		u.text = append(u.text, p.body...)
	}
	if len(u.parts) > 0 {
		units = append(units, u)
	}

	head := jen.NewFilePathName(e.pkg.Path, e.pkg.Name)
	for _, h := range e.headers {
		head.HeaderComment(h)
	}
	head.NoFormat = true
	var src bytes.Buffer
	if err := head.Render(&src); err != nil {
		return nil, err
	}
	writeImports(&src, used)
	if whole {
		for _, u := range units {
			src.Write(u.text)
		}
		return formatSource(src.Bytes())
	}
	// The header and the imports, then each unit after a blank line: a
	// unit of one chunk as its goroutine formatted it, the others anew.
	out := make([][]byte, len(units)+1)
	errs := make([]error, len(units)+1)
	forEach(len(out), workers, func(i int) {
		if i == 0 {
			out[0], errs[0] = formatSource(src.Bytes())
			return
		}
		if u := units[i-1]; len(u.parts) == 1 {
			out[i] = u.parts[0].formatted
		} else {
			out[i], errs[i] = e.formatDecls(u.text)
		}
	})
	if err := errorsIn(errs); err != nil {
		return nil, err
	}
	return bytes.Join(out, []byte("\n")), nil
}

// A chunkPart is a chunk rendered and formatted on its own goroutine:
// done is closed when it is.
type chunkPart struct {
	done chan struct{}
	renderedChunk
	// formatted is the chunk's declarations formatted as a file of their
	// own, without its package clause (nil when they are only blanks).
	formatted []byte
}

// finishChunk renders and formats chunk i on a goroutine of its own, at
// most GOMAXPROCS of them at once, unless it is already; then the chunk's
// jennifer file is let go. The import names chosen so far are all it can
// use: its names chose theirs when it was written.
func (e *emitter) finishChunk(i int) {
	for len(e.parts) <= i {
		e.parts = append(e.parts, nil)
	}
	if e.parts[i] != nil {
		return
	}
	if e.sem == nil {
		e.sem = make(chan struct{}, runtime.GOMAXPROCS(0))
	}
	p := &chunkPart{done: make(chan struct{})}
	e.parts[i] = p
	f, hints := e.chunks[i], e.hints[:len(e.hints):len(e.hints)]
	e.chunks[i] = nil
	go func() {
		e.sem <- struct{}{}
		defer func() { <-e.sem; close(p.done) }()
		p.renderedChunk = renderChunk(f, hints)
		if p.err == nil && len(bytes.TrimSpace(p.body)) > 0 {
			p.formatted, p.err = e.formatDecls(p.body)
		}
	}()
}

// formatDecls formats declarations as jennifer renders them (each after a
// newline) as a file of their own, and cuts the package clause.
func (e *emitter) formatDecls(decls []byte) ([]byte, error) {
	clause := "package " + e.pkg.Name + "\n"
	b, err := e.formatted.format(append([]byte(clause), decls...))
	if err != nil {
		return nil, err
	}
	b, ok := bytes.CutPrefix(b, []byte(clause+"\n"))
	if !ok {
		return nil, fmt.Errorf("a part of the file formats as %.40q, not as declarations after a blank line", b)
	}
	return b, nil
}

// renderedChunk is a chunk as jennifer renders it, unformatted: the
// imports its names use, and its declarations (each after a newline).
type renderedChunk struct {
	imports []importHint
	body    []byte
	err     error
}

// renderChunk renders a chunk, with the import names the emitter chose.
// jen.File.Render writes the package clause, a blank line, the imports it
// used (and a blank line), then the declarations: the imports are read
// back with go/parser.
func renderChunk(f *jen.File, hints []importHint) renderedChunk {
	for _, h := range hints {
		if h.alias {
			f.ImportAlias(h.path, h.name)
		} else {
			f.ImportName(h.path, h.name)
		}
	}
	f.NoFormat = true
	var buf bytes.Buffer
	if err := f.Render(&buf); err != nil {
		return renderedChunk{err: err}
	}
	src := buf.Bytes()
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "", src, parser.ImportsOnly)
	if err != nil {
		return renderedChunk{err: fmt.Errorf("rendering a part of the file: %v", err)}
	}
	var c renderedChunk
	end := fset.Position(file.Name.End()).Offset
	for _, d := range file.Decls {
		end = fset.Position(d.End()).Offset
	}
	for _, s := range file.Imports {
		path, _ := strconv.Unquote(s.Path.Value)
		h := importHint{path: path, name: path}
		if s.Name != nil {
			h.name, h.alias = s.Name.Name, true
		} else if want, ok := hintFor(hints, path); ok && !want.alias {
			h.name = want.name
		}
		c.imports = append(c.imports, h)
	}
	// The blank line after the clause or the imports is jennifer's, not
	// the declarations'.
	body, ok := bytes.CutPrefix(src[end:], []byte("\n\n"))
	if !ok {
		return renderedChunk{err: fmt.Errorf("a part of the file renders as %.40q after its imports, not a blank line", src[end:])}
	}
	c.body = body
	return c
}

// hintFor is the emitter's import name for path.
func hintFor(hints []importHint, path string) (importHint, bool) {
	i := slices.IndexFunc(hints, func(h importHint) bool { return h.path == path })
	if i < 0 {
		return importHint{}, false
	}
	return hints[i], true
}

// parted says whether before and after, two runs of declarations as
// jennifer renders them, are parted by a blank line (two line breaks
// between the last token of one and the first of the other), so that
// go/format prints each as it would on its own.
func parted(before, after []byte) bool {
	tail := before[len(bytes.TrimRight(before, " \t\r\n")):]
	lead := after[:len(after)-len(bytes.TrimLeft(after, " \t\r\n"))]
	return bytes.Count(tail, []byte("\n"))+bytes.Count(lead, []byte("\n")) >= 2
}

// writeImports writes the import declaration of the used imports as
// jen.File.Render does: one import on its own line, several in a block,
// by path; a name only where the import names its package.
func writeImports(b *bytes.Buffer, used map[string]importHint) {
	spec := func(h importHint) string {
		if h.alias {
			return h.name + " " + strconv.Quote(h.path)
		}
		return strconv.Quote(h.path)
	}
	paths := make([]string, 0, len(used))
	for p := range used {
		paths = append(paths, p)
	}
	slices.Sort(paths)
	switch len(paths) {
	case 0:
	case 1:
		b.WriteString("import " + spec(used[paths[0]]) + "\n\n")
	default:
		b.WriteString("import (\n")
		for _, p := range paths {
			b.WriteString(spec(used[p]) + "\n")
		}
		b.WriteString(")\n\n")
	}
}

// formatSource is go/format.Source, with jennifer's message for source it
// cannot format (a bug of the emitter's).
func formatSource(src []byte) ([]byte, error) {
	out, err := format.Source(src)
	if err != nil {
		return nil, fmt.Errorf("Error %s while formatting source:\n%s", err, src)
	}
	return out, nil
}

// errorsIn is the first error of errs, or nil.
func errorsIn(errs []error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// forEach calls f(i) for every i below n, on at most workers goroutines.
func forEach(n, workers int, f func(i int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(workers, n) {
		wg.Go(func() {
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				f(i)
			}
		})
	}
	wg.Wait()
}
