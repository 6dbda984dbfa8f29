package breaking

import (
	"bytes"
	"fmt"
	"io"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/stitchgen/stitchgen/dialect"
	"github.com/stitchgen/stitchgen/gen"
)

// Git reads generated files at a revision with git show: no checkout, no
// build of the old code.
type Git struct {
	Ref  string
	root string // the repository's top directory
}

// OpenGit finds the repository holding dir and checks that ref names a
// commit in it; a shallow clone without it gets the git fetch to run.
func OpenGit(ref, dir string) (*Git, error) {
	root, err := git(dir, "rev-parse", "--show-toplevel")
	if err != nil {
		return nil, fmt.Errorf("-breaking=%s: %s is not in a git repository (%v)", ref, dir, err)
	}
	g := &Git{Ref: ref, root: strings.TrimSpace(string(root))}
	if _, err := git(g.root, "rev-parse", "--verify", "--quiet", ref+"^{commit}"); err != nil {
		fetch := "git fetch origin " + ref
		if strings.ContainsAny(ref, "~^@") {
			fetch = "git fetch --unshallow"
		} else if b, ok := strings.CutPrefix(ref, "origin/"); ok {
			fetch = "git fetch --no-tags --depth=1 origin " + b + ":refs/remotes/origin/" + b
		}
		if out, _ := git(g.root, "rev-parse", "--is-shallow-repository"); strings.TrimSpace(string(out)) == "true" {
			return nil, fmt.Errorf("-breaking=%s: no such revision in this clone, which is shallow; fetch it first: %s (or check out with fetch-depth: 0)", ref, fetch)
		}
		return nil, fmt.Errorf("-breaking=%s: no such revision; fetch it first if it is a remote branch: %s", ref, fetch)
	}
	return g, nil
}

func git(dir string, args ...string) ([]byte, error) {
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if s := strings.TrimSpace(stderr.String()); s != "" {
			return out, fmt.Errorf("%s", s)
		}
		return out, err
	}
	return out, nil
}

func (g *Git) rel(p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	// Resolve symbolic links as git does for its top directory.
	if r, err := filepath.EvalSymlinks(abs); err == nil {
		abs = r
	}
	root := g.root
	if r, err := filepath.EvalSymlinks(root); err == nil {
		root = r
	}
	rel, err := filepath.Rel(root, abs)
	if err != nil {
		return "", err
	}
	return filepath.ToSlash(rel), nil
}

// fromRoot is a path as GitHub names a file of the repository: relative to
// its top directory, whatever directory the command runs in (a module in
// a subdirectory, run from there); a path outside the repository is
// written by orElse.
func (g *Git) fromRoot(orElse func(string) string) func(string) string {
	return func(p string) string {
		if r, err := g.rel(p); err == nil && r != ".." && !strings.HasPrefix(r, "../") {
			return r
		}
		return orElse(p)
	}
}

// List names the files directly in dir at the revision (none when it did
// not exist).
func (g *Git) List(dir string) ([]string, error) {
	rel, err := g.rel(dir)
	if err != nil {
		return nil, err
	}
	out, err := git(g.root, "ls-tree", "--name-only", g.Ref, "--", rel+"/")
	if err != nil {
		return nil, err
	}
	var names []string
	for l := range strings.SplitSeq(strings.TrimSpace(string(out)), "\n") {
		if l != "" {
			names = append(names, path.Base(l))
		}
	}
	return names, nil
}

// Read is a file's content at the revision; ok is false when it did not
// exist.
func (g *Git) Read(p string) ([]byte, bool, error) {
	rel, err := g.rel(p)
	if err != nil {
		return nil, false, err
	}
	out, err := git(g.root, "show", g.Ref+":"+rel)
	if err != nil {
		if s := err.Error(); strings.Contains(s, "does not exist") || strings.Contains(s, "exists on disk, but not in") {
			return nil, false, nil
		}
		return nil, false, err
	}
	return out, true, nil
}

// Source is where the old generated files come from.
type Source interface {
	List(dir string) ([]string, error)
	Read(path string) ([]byte, bool, error)
}

// OldTools reads the old side of every tool whose contract the package's
// schemas directory held. It is an error when that directory held tool
// schemas but no contract (files of a stitchgen before contracts).
func OldTools(src Source, schemasDir string) (map[string]*Old, error) {
	names, err := src.List(schemasDir)
	if err != nil {
		return nil, err
	}
	olds := map[string]*Old{}
	var schemasOnly []string
	for _, n := range names {
		tool, ok := strings.CutSuffix(n, gen.ContractSuffix)
		if !ok {
			if t, ok := strings.CutSuffix(n, ".json"); ok && !strings.Contains(t, ".") {
				schemasOnly = append(schemasOnly, t)
			}
			continue
		}
		c, _, err := src.Read(filepath.Join(schemasDir, n))
		if err != nil {
			return nil, err
		}
		s, _, err := src.Read(filepath.Join(schemasDir, tool+".json"))
		if err != nil {
			return nil, err
		}
		dialects := map[string][]byte{}
		for _, d := range dialect.All {
			if !d.Strictable() {
				continue
			}
			if data, ok, err := src.Read(filepath.Join(schemasDir, string(d), tool+".json")); err != nil {
				return nil, err
			} else if ok {
				dialects[string(d)] = data
			}
		}
		o, err := ReadOld(c, s, dialects)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", filepath.Join(schemasDir, n), err)
		}
		olds[tool] = o
	}
	for _, t := range schemasOnly {
		if olds[t] == nil {
			return nil, fmt.Errorf("%s has %s.json but no %s%s: it was generated by a stitchgen without contracts; a review needs a base generated with this one (regenerate and commit on the base branch first)", schemasDir, t, t, gen.ContractSuffix)
		}
	}
	return olds, nil
}

// Config is what stitchgen -breaking was asked.
type Config struct {
	Ref     string
	Format  string // text, json or github
	FailOn  Verdict
	Ack     string // the acknowledgement file, when AckSet
	AckSet  bool   // -ack was given (else each package's FindAckFile is read)
	Options Options
	// SchemasDir and Output are -schemas and -output.
	SchemasDir, Output string
	// NoProbe skips building the new parsers: issue texts are the
	// contract judge's.
	NoProbe bool
	Rel     func(string) string
}

// Run reviews the built packages against cfg.Ref and writes the report; it
// returns the exit code: 0, 1 when a finding reaches FailOn, 2 when the
// review could not be made. files are each package's generated files
// (gen.Files): the new parser is built from them alone — its Go file and
// every schema file it embeds — never from the generated files on disk,
// which may be stale or another revision's.
func Run(cfg Config, pkgs []*gen.Package, files map[*gen.Package][]gen.File, stdout, stderr io.Writer) int {
	if cfg.Rel == nil {
		cfg.Rel = func(s string) string { return s }
	}
	if len(pkgs) == 0 {
		fmt.Fprintln(stderr, "stitchgen: -breaking: no package with //stitch: directives to review")
		return 2
	}
	src, err := OpenGit(cfg.Ref, pkgs[0].Model.Dir)
	if err != nil {
		fmt.Fprintf(stderr, "stitchgen: %v\n", err)
		return 2
	}
	var ackFiles []string
	if cfg.AckSet {
		ackFiles = []string{cfg.Ack}
	} else {
		for _, p := range pkgs {
			if f := FindAckFile(p.Model.Dir); f != "" && !slices.Contains(ackFiles, f) {
				ackFiles = append(ackFiles, f)
			}
		}
	}
	var acks []Ack
	for _, f := range ackFiles {
		more, err := ReadAcks(f)
		if err != nil {
			fmt.Fprintf(stderr, "stitchgen: %v\n", err)
			return 2
		}
		// Said on stderr, so that a JSON or GitHub report stays one
		// document: which file waived what is part of the review.
		fmt.Fprintf(stderr, "stitchgen: -breaking: acknowledgements read from %s (%d %s)\n", cfg.Rel(f), len(more), map[bool]string{true: "entry", false: "entries"}[len(more) == 1])
		acks = append(acks, more...)
	}
	rep := &Report{Ref: cfg.Ref}
	for _, p := range pkgs {
		olds, err := OldTools(src, filepath.Join(p.Model.Dir, cfg.SchemasDir))
		if err != nil {
			fmt.Fprintf(stderr, "stitchgen: -breaking=%s: %v\n", cfg.Ref, err)
			return 2
		}
		fs := ComparePackage(olds, p, cfg.Options)
		if !cfg.NoProbe {
			err := Prove(fs, func(probes []Probe) ([]Outcome, error) {
				fs := files[p]
				outs, err := RunProbes(p.Model.Dir, []ProbedPackage{{Dir: p.Model.Dir, Name: p.Model.Name, Output: cfg.Output, GoFile: fs[0].Data, Embedded: EmbeddedFiles(p.Model.Dir, fs), Probes: probes}})
				if err != nil {
					return nil, err
				}
				return outs[0], nil
			})
			if err != nil {
				fmt.Fprintf(stderr, "stitchgen: warning: %s: %v\nstitchgen: the witnesses' issue texts are the contract's judge's\n", p.Model.Path, err)
			}
		}
		rep.Findings = append(rep.Findings, fs...)
	}
	Sort(rep.Findings)
	rep.Stale = Acknowledge(rep.Findings, acks)
	switch cfg.Format {
	case "json":
		err = rep.JSON(stdout, cfg.Rel)
	case "github":
		err = rep.GitHub(stdout, src.fromRoot(cfg.Rel))
	default:
		rep.Text(stdout, cfg.Rel)
	}
	if err != nil {
		fmt.Fprintf(stderr, "stitchgen: %v\n", err)
		return 2
	}
	if rep.Fails(cfg.FailOn) {
		return 1
	}
	return 0
}

// CheckSummary is the reviewer's summary line of one tool whose generated
// files on disk are stale: what the model will see differently, from the
// contract and schema file on disk to the source now ("" when the contract
// on disk cannot be read or nothing a rule sees changed).
func CheckSummary(oldContract, oldSchema []byte, p *gen.Package, to gen.ToolOutput) string {
	old, err := ReadOld(oldContract, oldSchema, nil)
	if err != nil {
		return ""
	}
	fs := Compare(old.Tool, to.Tool, Options{})
	fs = append(fs, outputs(old.Tool, to.Tool, Options{})...)
	fs = append(fs, advertised(old, to, fs)...)
	if s := Summaries(fs); len(s) == 1 {
		return s[0]
	}
	return ""
}
