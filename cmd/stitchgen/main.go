// Command stitchgen generates, for the LLM tool inputs of a Go package, the
// exact JSON Schema, the advertised (flattened) schema and a reflection-free
// parser for each tool.
//
// Usage, inside a package:
//
//	//go:generate go tool stitchgen
//
// or from the command line:
//
//	stitchgen [flags] [packages]
//
// With no package it generates for the package in the current directory. It
// writes stitch_gen.go, schemas/<tool>.json and, for each provider dialect,
// schemas/<dialect>/<tool>.json next to each package's files
// and leaves unchanged files untouched; it removes the schema files it wrote
// before (stitch_gen.go's header lists them) and no longer produces. Every mistake in a tag or directive
// is printed as file:line:col: message, sorted; then it exits 1 without
// writing anything. Warnings and notes (a field without a json tag, nullable
// on a non-pointer: file:line:col: note: …) are printed the same way and do
// not stop generation.
//
// Flags:
//
//	-output name     the Go file to write (default stitch_gen.go)
//	-schemas dir     the directory for per-tool JSON, inside the package, relative to it (default schemas)
//	-check           write nothing; exit 1 naming every stale, missing or obsolete file
//	-tags list       comma-separated build tags to load the package with
//	-require-typed   fail when an advertised property has no type (see //stitch:tool allow-untyped=)
//	-allow-formats l comma-separated formats to accept besides the portable ones (not checked by the parser)
//	-v               print per tool: name, advertised bytes, properties, warnings, the notes
//	                 on its advertised schema, and each dialect's declaration size, strict
//	                 flag (and why not), Anthropic budget; then each file written or removed,
//	                 and one line counting the unchanged ones (-v=2 lists those too)
//	-version         print the module version stitchgen was built from and exit
//
// Formatting the generated Go is most of a big package's run: what go/format
// made of each part of stitch_gen.go is kept for the next run in
// $STITCHGEN_CACHE (default: stitchgen in the user's cache directory, as
// os.UserCacheDir says; off: no cache), one file a package. The output is
// the same with it or without.
package main

import (
	"bytes"
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/stitchgen/stitchgen/gen"
	"github.com/stitchgen/stitchgen/load"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/pipeline"
)

// ballast is a floor under the heap's goal (see main): never written, so it
// is address space, not memory.
var ballast []byte

func main() {
	// A run is short and keeps most of what it allocates to its end (the
	// files it renders): collecting garbage a quarter as often saves about a
	// fifth of its CPU time for an eighth more memory at its peak (1000
	// tools: 0.89 GB instead of 0.79). The ballast of 256 MiB puts the first
	// collection past 1.25 GiB, which a package of 1000 tools (1.2 GB
	// allocated in all) does not reach: 9% less wall time for a peak of
	// 1.17 GB instead of 0.95; a bigger package is collected as before, the
	// goal five times what it keeps. GOGC or GOMEMLIMIT, when set, decides.
	if os.Getenv("GOGC") == "" && os.Getenv("GOMEMLIMIT") == "" {
		debug.SetGCPercent(400)
		if strconv.IntSize == 64 {
			ballast = make([]byte, 256<<20)
		}
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the whole command; it returns the exit code.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("stitchgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	output := fs.String("output", "stitch_gen.go", "the Go file to write in each package")
	schemas := fs.String("schemas", "schemas", "directory for per-tool JSON, inside the package, relative to it")
	check := fs.Bool("check", false, "write nothing; exit 1 naming every stale or missing file")
	buildTags := fs.String("tags", "", "comma-separated build tags to load packages with")
	requireTyped := fs.Bool("require-typed", false, "fail when an advertised property carries no type")
	var verbose verbosity
	fs.Var(&verbose, "v", "print per tool: sizes, properties, warnings, the notes on its advertised schema, each dialect's size and strict flag; each file written or removed, and the unchanged ones counted in one line (-v=2 lists them too)")
	allowFormats := fs.String("allow-formats", "", "comma-separated formats to accept besides the portable ones (not checked by the parser)")
	showVersion := fs.Bool("version", false, "print stitchgen's module version and exit")
	rf := addReviewFlags(fs)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: stitchgen [flags] [packages]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if *showVersion {
		info, _ := debug.ReadBuildInfo()
		fmt.Fprintln(stdout, "stitchgen "+version(info))
		return 0
	}
	if strings.ContainsAny(*output, `/\`) || !strings.HasSuffix(*output, ".go") {
		fmt.Fprintf(stderr, "stitchgen: -output %q must be a .go file name without a directory\n", *output)
		return 2
	}
	if err := gen.CheckSchemasDir(*schemas); err != nil {
		fmt.Fprintf(stderr, "stitchgen: %v\n", err)
		return 2
	}
	patterns := fs.Args()
	if len(patterns) == 0 {
		patterns = []string{"."}
	}
	var tagList []string
	if *buildTags != "" {
		tagList = strings.Split(*buildTags, ",")
	}

	var formats []string
	if *allowFormats != "" {
		formats = strings.Split(*allowFormats, ",")
	}
	// Loading compiles the packages' dependencies for their export data:
	// on a cold build cache (a first run) that takes a minute or two, so a
	// person at a terminal is told what is going on.
	stopNotice := slowNotice(stderr, isTerminal(stderr), slowAfter, "stitchgen: loading "+strings.Join(patterns, " ")+
		" and compiling its dependencies (the first run on a cold build cache takes a minute or two)…\n")
	// A package's schema files are made before its Go file's declarations
	// are emitted: they are staged (written beside their place) while those
	// are, on the cores the emitter leaves.
	early := map[*gen.Package]*earlyStage{}
	var earlyMu sync.Mutex
	built, diags, err := pipeline.Build(pipeline.Config{
		Load:         load.Config{BuildTags: tagList, AllowFormats: formats},
		RequireTyped: *requireTyped,
		FormatCache:  formatCacheDir(),
		SchemasDir:   *schemas,
		FilesMade: func(p *gen.Package, files []gen.File) {
			s := &earlyStage{files: files, done: make(chan []fileResult, 1)}
			earlyMu.Lock()
			superseded := early[p]
			early[p] = s
			earlyMu.Unlock()
			// A package emitted again (gen.Prepare with other Options
			// than the pipeline's) makes its files again: what was staged
			// for the first emission is discarded, before the second's
			// staging begins, not left beside the files (or still being
			// written when the run has returned).
			if superseded != nil {
				discardStaged(<-superseded.done)
			}
			go func() { s.done <- stageFiles(files, *check) }()
		},
	}, patterns...)
	// Staged files are discarded unless a plan below takes them.
	defer func() {
		for _, s := range early {
			discardStaged(<-s.done)
		}
	}()
	stopNotice()
	failed := 1 // the exit code of a failed load
	if *rf.ref != "" {
		failed = 2
	}
	if err != nil {
		fmt.Fprintf(stderr, "stitchgen: %v\n", err)
		return failed
	}
	pr := printer{base: userDir()}
	// Errors, warnings and notes alike: a note is a field that may not do
	// what its writer thinks (no json tag, nullable on a non-pointer), which
	// a go generate line without -v must show too.
	for _, d := range diags {
		if d.Verbose && verbose == 0 {
			continue // advice on a package that is fine: -v prints it
		}
		fmt.Fprintln(stderr, pr.diagnostic(d))
	}
	if model.HasErrors(diags) {
		return failed
	}
	opts := gen.Options{Output: *output, SchemasDir: *schemas, Flags: shapingFlags(fs)}
	if *rf.ref != "" {
		return review(rf, fs, built, opts, pr, stdout, stderr)
	}
	if len(built) == 0 {
		fmt.Fprintf(stdout, "stitchgen: no //stitch: directives in %s; nothing to generate\n", strings.Join(patterns, " "))
		return 0
	}
	// Every file of every package is rendered before any is put in place. The
	// Go files render (go/format of each: the slowest step) while the schema
	// files, rendered already, are compared with the disk and those that
	// differ written beside their place (staged); then the Go files are
	// staged, and only when every file is, each is renamed into place.
	type planned struct {
		pkg    *gen.Package
		files  []gen.File
		render func() (gen.File, error)
		goFile gen.File
		err    error
		owned  []string
		staged []fileResult
		early  chan []fileResult // the files staged while the package was built
	}
	plans := make([]*planned, len(built))
	for i, b := range built {
		others, render, err := gen.Prepare(b, opts)
		if err != nil {
			fmt.Fprintf(stderr, "stitchgen: internal error: %s: %v\n", b.Model.Path, err)
			return 1
		}
		plans[i] = &planned{pkg: b, files: others, render: render}
		if s := early[b]; s != nil && sameFiles(s.files, others) {
			plans[i].early = s.done
			delete(early, b)
		}
	}
	var rendering sync.WaitGroup
	for _, pl := range plans {
		rendering.Go(func() { pl.goFile, pl.err = pl.render() })
	}
	for _, pl := range plans {
		if pl.early != nil {
			pl.staged = <-pl.early
		} else {
			pl.staged = stageFiles(pl.files, *check)
		}
	}
	rendering.Wait()
	renderFailed := false
	for _, pl := range plans {
		if pl.err != nil {
			fmt.Fprintf(stderr, "stitchgen: internal error: %s: %v\n", pl.pkg.Model.Path, pl.err)
			renderFailed = true
			continue
		}
		// Read before the Go file is replaced: it lists what it was
		// generated with.
		pl.owned = ownedFiles(pl.goFile.Path)
		pl.files = append([]gen.File{pl.goFile}, pl.files...)
		pl.staged = append(stageFiles(pl.files[:1], *check), pl.staged...)
	}
	for _, pl := range plans {
		if renderFailed {
			discardStaged(pl.staged)
		} else {
			commitStaged(pl.staged)
		}
	}
	if renderFailed {
		return 1
	}
	if !*check { // -check writes nothing, not even the cache
		for _, pl := range plans {
			if err := pl.pkg.Formatted.Save(); err != nil && verbose > 0 {
				fmt.Fprintf(stderr, "stitchgen: the format cache (only slower without it): %v\n", err)
			}
		}
	}

	code := 0
	for _, pl := range plans {
		written, unchanged := 0, 0
		owned := pl.owned
		var fileLines bytes.Buffer
		var summaries []string
		for i, r := range pl.staged {
			f := pl.files[i]
			switch r.state {
			case "unchanged":
				unchanged++
			case "stale", "missing":
				fmt.Fprintf(stderr, "%s: %s; run stitchgen (go generate) and commit the result\n", pr.path(f.Path), r.state)
				code = 1
				if s := staleSummary(pl.pkg, f, r.state); s != "" {
					summaries = append(summaries, s)
				}
			case "written":
				written++
			default:
				fmt.Fprintf(stderr, "stitchgen: %v\n", r.err)
				return 1
			}
			if verbose >= 2 || verbose == 1 && r.state != "unchanged" {
				fmt.Fprintf(&fileLines, "  %-9s %s\n", r.state, pr.path(f.Path))
			}
		}
		if verbose == 1 && unchanged > 0 {
			// One line for what did not change: a package's files are
			// mostly unchanged, and a line each drowned the tools' lines.
			fmt.Fprintf(&fileLines, "  %-9s %s in %s (-v=2 lists them)\n", "unchanged", plural(unchanged, "file"), pr.path(pl.pkg.Model.Dir))
		}
		// Files generated before and no longer: a renamed tool's schema.
		obsolete := obsoleteFiles(pl.pkg.Model.Dir, owned, pl.files)
		for _, path := range obsolete {
			state := "removed"
			if *check {
				state = "obsolete"
				fmt.Fprintf(stderr, "%s: no longer generated; run stitchgen (go generate) to remove it and commit the result\n", pr.path(path))
				code = 1
				if tool, ok := strings.CutSuffix(filepath.Base(path), gen.ContractSuffix); ok {
					summaries = append(summaries, tool+": tool removed")
				}
			} else if err := removeFile(pl.pkg.Model.Dir, path); err != nil {
				fmt.Fprintf(stderr, "stitchgen: %v\n", err)
				return 1
			}
			if verbose > 0 {
				fmt.Fprintf(&fileLines, "  %-9s %s\n", state, pr.path(path))
			}
		}
		// The notes on the advertised schemas (a collided key that
		// tolerates more than it advertises) are -v's; without it the
		// summary line counts them.
		schemaNotes := ""
		if verbose == 0 {
			schemaNotes = vOnly(countNotes(pr, pl.pkg), "note", " on the advertised schemas") +
				// So are the source notes of advice on a package that is
				// fine (model.Diagnostic.Verbose), and the losses a dialect
				// cannot avoid (dialect.Result.Notes): counted too.
				vOnly(countVerbose(diags, pl.pkg.Model.Dir), "note", " on descriptions and presence") +
				vOnly(dialectNotes(pl.pkg), "dialect note", "")
		}
		if *check {
			fmt.Fprintf(stdout, "stitchgen: %s: %s, %s up to date, %d not%s\n", pl.pkg.Model.Path, plural(len(pl.pkg.Tools), "tool"), plural(unchanged, "file"), len(pl.files)-unchanged+len(obsolete), schemaNotes)
			for _, s := range summaries {
				fmt.Fprintf(stderr, "  changed since generated: %s\n", s)
			}
		} else {
			removed := ""
			if len(obsolete) > 0 {
				removed = fmt.Sprintf(", %d removed", len(obsolete))
			}
			fmt.Fprintf(stdout, "stitchgen: %s: %s, %s written, %d unchanged%s%s\n", pl.pkg.Model.Path, plural(len(pl.pkg.Tools), "tool"), plural(written, "file"), unchanged, removed, schemaNotes)
		}
		if verbose > 0 {
			for _, t := range pl.pkg.Tools {
				fmt.Fprintf(stdout, "  %-24s advertised %6d B (exact %6d B)  %14s  %s\n",
					t.Tool.Name, len(t.AdvertisedJSON), len(t.ExactJSON), plural(countProperties(t.Advertised), "property"), plural(t.Warnings, "warning"))
				for _, n := range notes(pr, t.Advertised) {
					fmt.Fprintf(stdout, "    %s\n", n)
				}
				printDialects(stdout, t)
			}
			printBudget(stdout, pl.pkg)
			stdout.Write(fileLines.Bytes())
		}
	}
	return code
}

// slowAfter is how long a load runs before stitchgen says what it is doing.
const slowAfter = 2 * time.Second

// slowNotice writes msg to w once after d unless the returned stop is called
// first; stop returns once nothing more will be written. Nothing is written
// where w is not a terminal: a log or a pipe has no one waiting at it.
func slowNotice(w io.Writer, terminal bool, d time.Duration, msg string) (stop func()) {
	if !terminal {
		return func() {}
	}
	done, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTimer(d)
		defer t.Stop()
		select {
		case <-t.C:
			w.Write([]byte(msg))
		case <-done:
		}
	}()
	return func() {
		close(done)
		<-finished
	}
}

// isTerminal says whether w is a terminal (a character device).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

// verbosity is -v: 0 without it, 1 for -v (the tools' lines, and the files
// written or removed), 2 for -v=2 (every file, the unchanged ones too).
type verbosity int

func (v *verbosity) String() string { return strconv.Itoa(int(*v)) }

// IsBoolFlag lets -v stand alone, as -v=1.
func (v *verbosity) IsBoolFlag() bool { return true }

func (v *verbosity) Set(s string) error {
	switch s {
	case "true":
		*v = 1
	case "false":
		*v = 0
	default:
		n, err := strconv.Atoi(s)
		if err != nil || n < 0 || n > 2 {
			return errors.New("write -v, -v=2 or -v=0")
		}
		*v = verbosity(n)
	}
	return nil
}

// modulePath is the module stitchgen is built from.
const modulePath = "github.com/stitchgen/stitchgen"

// version says which stitchgen this is, from the build's own record: the
// module version go install or go get -tool chose ("v0.1.0"), the local
// directory a replace points it at ("v0.0.0 => /src/stitchgen"), or, for a
// build inside a checkout that records no version, "(devel)" with the
// commit when the build recorded one ("(devel) 596d3e3ab2c4+dirty"); then
// the Go release it was built with.
func version(info *debug.BuildInfo) string {
	if info == nil {
		return "(devel)"
	}
	m := &info.Main
	if m.Path != modulePath {
		// Run as go tool stitchgen, the main module is the user's.
		m = nil
		for _, d := range info.Deps {
			if d.Path == modulePath {
				m = d
				break
			}
		}
	}
	v := ""
	if m != nil {
		v = m.Version
		if r := m.Replace; r != nil {
			// A directory's module has no version: (devel).
			if r.Version != "" && r.Version != "(devel)" {
				v = r.Version
			} else {
				v += " => " + r.Path
			}
		}
	}
	if v == "" || v == "(devel)" {
		v = "(devel)"
		rev, dirty := "", ""
		for _, s := range info.Settings {
			switch {
			case s.Key == "vcs.revision":
				rev = s.Value
			case s.Key == "vcs.modified" && s.Value == "true":
				dirty = "+dirty"
			}
		}
		if m == &info.Main && rev != "" {
			v += " " + rev[:min(12, len(rev))] + dirty
		}
	}
	if info.GoVersion != "" {
		v += " (" + info.GoVersion + ")"
	}
	return v
}

// shapingFlags lists, as -name=value, the flags that shape the output and
// are not at their default, in a fixed order: the generated file records
// them. (-check, -v and -require-typed change what is reported, not what
// is written.)
func shapingFlags(fs *flag.FlagSet) []string {
	var out []string
	for _, name := range []string{"output", "schemas", "tags", "allow-formats"} {
		if f := fs.Lookup(name); f.Value.String() != f.DefValue {
			out = append(out, "-"+name+"="+f.Value.String())
		}
	}
	return out
}

// ownedFiles lists the files the generated Go file at path says were
// generated with it (none when it does not exist).
func ownedFiles(path string) []string {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	return gen.OwnedFiles(data)
}

// obsoleteFiles lists the owned files (relative to dir) that exist and are
// not among files any more.
func obsoleteFiles(dir string, owned []string, files []gen.File) []string {
	produced := map[string]bool{}
	for _, f := range files {
		produced[filepath.Clean(f.Path)] = true
	}
	var out []string
	for _, rel := range owned {
		path := filepath.Join(dir, filepath.FromSlash(rel))
		if _, err := os.Stat(path); err == nil && !produced[path] {
			out = append(out, path)
		}
	}
	return out
}

// removeFile removes path, then the directories it leaves empty up to dir.
func removeFile(dir, path string) error {
	if err := os.Remove(path); err != nil {
		return err
	}
	for d := filepath.Dir(path); d != dir && strings.HasPrefix(d, dir+string(filepath.Separator)); d = filepath.Dir(d) {
		if os.Remove(d) != nil { // not empty
			break
		}
	}
	return nil
}

// plural spells n of a unit: "1 tool", "0 tools", "2 properties".
func plural(n int, unit string) string {
	if n == 1 {
		return "1 " + unit
	}
	if u, ok := strings.CutSuffix(unit, "y"); ok {
		return fmt.Sprintf("%d %sies", n, u)
	}
	return fmt.Sprintf("%d %ss", n, unit)
}

// notes lists the notes of an advertised schema (a collided key that
// tolerates more than it advertises), sorted, each once, as
// "file:line:col: note: message".
func notes(pr printer, s *model.Schema) []string {
	var ds []model.Diagnostic
	s.Walk(func(n *model.Schema) { ds = append(ds, n.Notes...) })
	model.SortDiagnostics(ds)
	var out []string
	for i, d := range ds {
		if i > 0 && d == ds[i-1] {
			continue
		}
		d.Msg = "note: " + d.Msg
		out = append(out, pr.diagnostic(d))
	}
	return out
}

// countNotes counts the notes of a package's advertised schemas, as -v
// lists them under each tool.
func countNotes(pr printer, p *gen.Package) int {
	n := 0
	for _, t := range p.Tools {
		n += len(notes(pr, t.Advertised))
	}
	return n
}

// vOnly is the summary line's count of n things only -v prints ("; 2
// notes on the advertised schemas (-v prints them)"), "" for none.
func vOnly(n int, noun, where string) string {
	if n == 0 {
		return ""
	}
	them := "them"
	if n == 1 {
		them = "it"
	}
	return "; " + plural(n, noun) + where + " (-v prints " + them + ")"
}

// countVerbose counts the -v-only notes (model.Diagnostic.Verbose) on the
// files of the package in dir.
func countVerbose(diags []model.Diagnostic, dir string) int {
	n := 0
	for _, d := range diags {
		if d.Verbose && filepath.Dir(d.Pos.Filename) == dir {
			n++
		}
	}
	return n
}

// countProperties counts the properties of a schema at every depth.
func countProperties(s *model.Schema) int {
	n := 0
	s.Walk(func(s *model.Schema) { n += len(s.Properties) })
	return n
}

// earlyStage is the staging of a package's schema files, begun as soon as
// they were made (gen.Package.FilesMade): done delivers stageFiles' results.
type earlyStage struct {
	files []gen.File
	done  chan []fileResult
}

// sameFiles reports whether a and b are the same files (the paths and
// contents of one emission).
func sameFiles(a, b []gen.File) bool {
	return slices.EqualFunc(a, b, func(x, y gen.File) bool { return x.Path == y.Path && bytes.Equal(x.Data, y.Data) })
}

// formatCacheDir is the directory of the format caches (gen.FormatCache):
// $STITCHGEN_CACHE, or stitchgen in the user's cache directory; none when
// STITCHGEN_CACHE is off or there is no cache directory.
func formatCacheDir() string {
	switch dir := os.Getenv("STITCHGEN_CACHE"); dir {
	case "off":
		return ""
	case "":
		if base, err := os.UserCacheDir(); err == nil {
			return filepath.Join(base, "stitchgen")
		}
		return ""
	default:
		return dir
	}
}

// fileResult is what stageFiles did with one file: its state ("unchanged",
// "written"; with check, "stale" or "missing"), or the error that stopped it;
// tmp is the staged file that commitStaged renames to path.
type fileResult struct {
	state     string
	err       error
	tmp, path string
}

// stageFiles compares each file with what is on disk and, unless check,
// writes those that differ beside their place, for commitStaged to rename.
// The files are independent, so they are handled by a few goroutines at
// once: a first generation writes thousands of schema files, each a handful
// of system calls. The results are in the files' order.
func stageFiles(files []gen.File, check bool) []fileResult {
	out := make([]fileResult, len(files))
	listed := listDirs(files)
	sem := make(chan struct{}, 8)
	var wg sync.WaitGroup
	for i, f := range files {
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			old, err := []byte(nil), error(fs.ErrNotExist)
			if dir, name := filepath.Split(f.Path); listed[dir][name] {
				old, err = os.ReadFile(f.Path)
			}
			switch {
			case err == nil && bytes.Equal(old, f.Data):
				out[i].state = "unchanged"
			case check && err != nil:
				out[i].state = "missing"
			case check:
				out[i].state = "stale"
			default:
				out[i].path = f.Path
				out[i].tmp, out[i].err = stageFile(f.Path, f.Data)
			}
		})
	}
	wg.Wait()
	return out
}

// listDirs lists, once, each directory the files are in: the names in it
// (none when it cannot be read). A file not listed is not read: a first
// generation's 8 001 reads of files that do not exist cost more system time
// than writing them (a lookup of a name that is not there waits on the
// directory that the writers are adding names to).
func listDirs(files []gen.File) map[string]map[string]bool {
	listed := map[string]map[string]bool{}
	for _, f := range files {
		dir, _ := filepath.Split(f.Path)
		if _, ok := listed[dir]; ok {
			continue
		}
		names := map[string]bool{}
		entries, _ := os.ReadDir(cmp.Or(dir, "."))
		for _, e := range entries {
			names[e.Name()] = true
		}
		listed[dir] = names
	}
	return listed
}

// commitStaged renames each staged file into place; an error is the file's
// and stops no other.
func commitStaged(rs []fileResult) {
	for i := range rs {
		r := &rs[i]
		if r.tmp == "" || r.err != nil {
			continue
		}
		if r.err = os.Rename(r.tmp, r.path); r.err != nil {
			os.Remove(r.tmp)
			continue
		}
		r.state = "written"
	}
}

// discardStaged removes the staged files, and the directories they leave
// empty (those staging made; an empty one that was there is not missed: git
// keeps none): a run that failed writes nothing.
func discardStaged(rs []fileResult) {
	dirs := map[string]bool{}
	for i := range rs {
		if rs[i].tmp != "" {
			os.Remove(rs[i].tmp)
			dirs[filepath.Dir(rs[i].tmp)] = true
			rs[i].tmp = ""
		}
	}
	// Deepest first, each up to its first directory not empty (os.Remove
	// leaves one; the package's holds its Go files).
	sorted := slices.SortedFunc(maps.Keys(dirs), func(a, b string) int { return len(b) - len(a) })
	for _, d := range sorted {
		for os.Remove(d) == nil {
			d = filepath.Dir(d)
		}
	}
}

// stageFile writes data to a temporary file beside path, to be renamed into
// place, so a reader never sees half a file. The temporary file is made with
// the final mode, and its directory only when it is missing: a first
// generation writes thousands of files, and each system call saved is one
// per file.
func stageFile(path string, data []byte) (string, error) {
	tmp, err := createTemp(path)
	if err != nil {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return "", err
		}
		if tmp, err = createTemp(path); err != nil {
			return "", err
		}
	}
	_, err = tmp.Write(data)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp.Name())
		return "", err
	}
	return tmp.Name(), nil
}

// createTemp creates a new file beside path, named .<name>.stitchgen-<random>,
// with mode 0644 (less the umask).
func createTemp(path string) (*os.File, error) {
	dir, name := filepath.Split(path)
	for {
		tmp := filepath.Join(dir, "."+name+".stitchgen-"+strconv.FormatUint(rand.Uint64(), 36))
		f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if !errors.Is(err, fs.ErrExist) {
			return f, err
		}
	}
}
