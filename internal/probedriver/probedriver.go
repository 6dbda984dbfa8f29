// Package probedriver runs witnesses through many generated parsers in one
// build, for tests: each package (its Go files and its generated file) is
// copied into a temporary module that requires stitchgen from a local
// directory, and one test binary imports them all. (stitchgen -breaking
// probes one package in place with go test -overlay, which also works for
// package main; building a test binary per package is too slow for
// hundreds of packages.)
package probedriver

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/stitchgen/stitchgen/breaking"
)

// Run probes every package; stitchgen is the directory of the stitchgen
// module the generated code imports. The outcomes are in the packages' and
// probes' order. Packages must not be package main.
func Run(stitchgen string, pkgs []breaking.ProbedPackage) ([][]breaking.Outcome, error) {
	root, err := filepath.Abs(stitchgen)
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "stitchgen-probedriver-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	write := func(rel string, data []byte) error {
		p := filepath.Join(tmp, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		return os.WriteFile(p, data, 0o644)
	}
	mod := fmt.Sprintf("module probes\n\ngo 1.26.0\n\nrequire github.com/stitchgen/stitchgen v0.0.0\n\nreplace github.com/stitchgen/stitchgen => %s\n", root)
	if err := write("go.mod", []byte(mod)); err != nil {
		return nil, err
	}
	var imports, table strings.Builder
	for i, p := range pkgs {
		out := p.Output
		if out == "" {
			out = "stitch_gen.go"
		}
		files, err := filepath.Glob(filepath.Join(p.Dir, "*.go"))
		if err != nil {
			return nil, err
		}
		for _, f := range files {
			base := filepath.Base(f)
			if base == out || strings.HasSuffix(base, "_test.go") {
				continue
			}
			data, err := os.ReadFile(f)
			if err != nil {
				return nil, err
			}
			if err := write(fmt.Sprintf("p%d/%s", i, base), data); err != nil {
				return nil, err
			}
		}
		if err := write(fmt.Sprintf("p%d/%s", i, out), p.GoFile); err != nil {
			return nil, err
		}
		for rel, data := range p.Embedded {
			if err := write(fmt.Sprintf("p%d/%s", i, rel), data); err != nil {
				return nil, err
			}
		}
		fmt.Fprintf(&imports, "\tp%d \"probes/p%d\"\n", i, i)
		fmt.Fprintf(&table, "\tp%d.StitchTools,\n", i)
	}
	in, _ := json.Marshal(pkgs)
	if err := write("probes.json", in); err != nil {
		return nil, err
	}
	driver := `package driver

import (
	"encoding/json"
	"errors"
	"os"
	"testing"

	"github.com/stitchgen/stitchgen/runtime/stitch"
` + imports.String() + `)

var tables = [][]stitch.AnyTool{
` + table.String() + `}

func TestProbes(t *testing.T) {
	data, err := os.ReadFile("../probes.json")
	if err != nil {
		t.Fatal(err)
	}
	var pkgs []struct {
		Probes []struct {
			Tool string
			Args json.RawMessage
		}
	}
	if err := json.Unmarshal(data, &pkgs); err != nil {
		t.Fatal(err)
	}
	type outcome struct {
		Known    bool   ` + "`json:\"known\"`" + `
		Accepted bool   ` + "`json:\"accepted\"`" + `
		Issue    string ` + "`json:\"issue,omitempty\"`" + `
		Issues   stitch.Issues ` + "`json:\"issues,omitempty\"`" + `
	}
	out := make([][]outcome, len(pkgs))
	for i, p := range pkgs {
		out[i] = make([]outcome, len(p.Probes))
		for j, pr := range p.Probes {
			for _, tool := range tables[i] {
				if tool.Info().Name != pr.Tool {
					continue
				}
				o := &out[i][j]
				o.Known = true
				_, err := tool.ParseAny(pr.Args, stitch.Limits{})
				o.Accepted = err == nil
				if err != nil {
					o.Issue = err.Error()
					errors.As(err, &o.Issues)
				}
			}
		}
	}
	b, _ := json.Marshal(out)
	if err := os.WriteFile("../out.json", b, 0o644); err != nil {
		t.Fatal(err)
	}
}
`
	if err := write("driver/driver_test.go", []byte(driver)); err != nil {
		return nil, err
	}
	cmd := exec.Command("go", "test", "-vet=off", "-count=1", "./driver")
	cmd.Dir = tmp
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("probe driver: %v\n%s", err, buf.String())
	}
	data, err := os.ReadFile(filepath.Join(tmp, "out.json"))
	if err != nil {
		return nil, err
	}
	var out [][]breaking.Outcome
	return out, json.Unmarshal(data, &out)
}
