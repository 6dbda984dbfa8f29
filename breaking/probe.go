package breaking

// Running witnesses through a generated parser: the new parser's issue text
// is the one a model would read, so it comes from the parser itself, built
// from the code generated in memory (go test -overlay replaces the package's
// stitch_gen.go and every schema file it embeds, and adds a small test
// file), never from the generated files in the user's tree.

import (
	"github.com/stitchgen/stitchgen/gen"

	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Probe is one call of one tool.
type Probe struct {
	Tool string          `json:"tool"`
	Args json.RawMessage `json:"args"`
}

// Outcome is what a parser made of a probe.
type Outcome struct {
	Known    bool   `json:"known"` // the package has the tool
	Accepted bool   `json:"accepted"`
	Issue    string `json:"issue,omitempty"` // err.Error() of a rejected call
	// Issues are its issues one by one (when the error is stitch.Issues).
	Issues []IssueAt `json:"issues,omitempty"`
}

// IssueAt is one issue of a rejected call (stitch.Issue's path and
// message: the review does not import the runtime).
type IssueAt struct {
	Path    string `json:"path"`
	Message string `json:"message"`
}

// issuesText spells issues as stitch.Issues.Error does.
func issuesText(is []IssueAt) string {
	var b strings.Builder
	for i, it := range is {
		if i == 5 {
			fmt.Fprintf(&b, "; …and %d more", len(is)-5)
			break
		}
		if i > 0 {
			b.WriteString("; ")
		}
		p := it.Path
		if p == "" {
			p = "(root)"
		}
		b.WriteString(p + ": " + it.Message)
	}
	return b.String()
}

// ProbedPackage is one package to probe: its directory, Go package name,
// and the content of its generated Go file (GoFile, named Output) to
// build it with.
type ProbedPackage struct {
	Dir    string
	Name   string
	Output string // the generated file's name, default stitch_gen.go
	GoFile []byte
	// Embedded are the files GoFile embeds (the schema files), by path
	// relative to Dir.
	Embedded map[string][]byte
	Probes   []Probe
}

const probeTestName = "zz_stitchgen_probe_test.go"

// probeTest is the test file that runs the probes of package id.
func probeTest(pkg string, id int) []byte {
	return fmt.Appendf(nil, `package %s

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"testing"

	stitchgenprobe "github.com/stitchgen/stitchgen/runtime/stitch"
)

func TestStitchgenProbes(t *testing.T) {
	path := os.Getenv("STITCHGEN_PROBES")
	if path == "" {
		t.Skip("no probes")
	}
	data, err := os.ReadFile(fmt.Sprintf("%%s.%%d", path, %d))
	if err != nil {
		t.Fatal(err)
	}
	var probes []struct {
		Tool string
		Args json.RawMessage
	}
	if err := json.Unmarshal(data, &probes); err != nil {
		t.Fatal(err)
	}
	type outcome struct {
		Known    bool   `+"`json:\"known\"`"+`
		Accepted bool   `+"`json:\"accepted\"`"+`
		Issue    string `+"`json:\"issue,omitempty\"`"+`
		Issues   stitchgenprobe.Issues `+"`json:\"issues,omitempty\"`"+`
	}
	out := make([]outcome, len(probes))
	for i, p := range probes {
		for _, tool := range StitchTools {
			if tool.Info().Name != p.Tool {
				continue
			}
			out[i].Known = true
			_, err := tool.ParseAny(p.Args, stitchgenprobe.Limits{})
			out[i].Accepted = err == nil
			if err != nil {
				out[i].Issue = err.Error()
				errors.As(err, &out[i].Issues)
			}
		}
	}
	b, _ := json.Marshal(out)
	if err := os.WriteFile(fmt.Sprintf("%%s.%%d.out", path, %d), b, 0o644); err != nil {
		t.Fatal(err)
	}
}
`, pkg, id, id)
}

// RunProbes builds each package with its generated file and runs its
// probes through the parsers, in one go test run (from dir, inside the
// packages' module). The outcomes are in the packages' and probes' order.
func RunProbes(dir string, pkgs []ProbedPackage) ([][]Outcome, error) {
	tmp, err := os.MkdirTemp("", "stitchgen-probes-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	replace := map[string]string{}
	var args []string
	base := filepath.Join(tmp, "probes")
	for i, p := range pkgs {
		abs, err := filepath.Abs(p.Dir)
		if err != nil {
			return nil, err
		}
		out := p.Output
		if out == "" {
			out = "stitch_gen.go"
		}
		gf := filepath.Join(tmp, fmt.Sprintf("gen%d.go", i))
		tf := filepath.Join(tmp, fmt.Sprintf("probe%d_test.go", i))
		data, _ := json.Marshal(p.Probes)
		for _, w := range []struct {
			path string
			data []byte
		}{{gf, p.GoFile}, {tf, probeTest(p.Name, i)}, {fmt.Sprintf("%s.%d", base, i), data}} {
			if err := os.WriteFile(w.path, w.data, 0o644); err != nil {
				return nil, err
			}
		}
		replace[filepath.Join(abs, out)] = gf
		for rel, data := range p.Embedded {
			ef := filepath.Join(tmp, fmt.Sprintf("embed%d-%d", i, len(replace)))
			if err := os.WriteFile(ef, data, 0o644); err != nil {
				return nil, err
			}
			replace[filepath.Join(abs, filepath.FromSlash(rel))] = ef
		}
		replace[filepath.Join(abs, probeTestName)] = tf
		args = append(args, abs)
	}
	overlay, _ := json.Marshal(map[string]any{"Replace": replace})
	of := filepath.Join(tmp, "overlay.json")
	if err := os.WriteFile(of, overlay, 0o644); err != nil {
		return nil, err
	}
	cmd := exec.Command("go", append([]string{"test", "-vet=off", "-count=1", "-overlay=" + of, "-run=^TestStitchgenProbes$"}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "STITCHGEN_PROBES="+base)
	var outBuf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &outBuf, &outBuf
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("building the new parser to run the witnesses failed: %v\n%s", err, strings.TrimSpace(outBuf.String()))
	}
	res := make([][]Outcome, len(pkgs))
	for i := range pkgs {
		data, err := os.ReadFile(fmt.Sprintf("%s.%d.out", base, i))
		if err != nil {
			return nil, fmt.Errorf("the probes of %s did not run: %v", pkgs[i].Dir, err)
		}
		if err := json.Unmarshal(data, &res[i]); err != nil {
			return nil, err
		}
	}
	return res, nil
}

// EmbeddedFiles are the generated files but the Go file, by path relative
// to dir: what the Go file embeds.
func EmbeddedFiles(dir string, files []gen.File) map[string][]byte {
	m := map[string][]byte{}
	for _, f := range files[1:] {
		if rel, err := filepath.Rel(dir, f.Path); err == nil {
			m[filepath.ToSlash(rel)] = f.Data
		}
	}
	return m
}
