package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/stitchgen/stitchgen/model"
)

// Paths in diagnostics and file lines are printed relative to the directory
// the user ran the command in, as the go command prints them, so that they
// can be opened from there.
//
// go generate runs each generator in its package's directory and gives it no
// hint of where go generate itself was started. Under go generate ($GOFILE
// and $GOPACKAGE are set) that directory is therefore read from the go
// generate process (through /proc, where the system has it), else taken to
// be the main module's root, where go generate ./... usually runs.

// userDir is the directory the user ran the command in.
func userDir() string {
	wd, err := os.Getwd()
	if err != nil {
		return ""
	}
	if os.Getenv("GOFILE") == "" || os.Getenv("GOPACKAGE") == "" {
		return wd
	}
	if dir := ancestorDir(); dir != "" {
		return dir
	}
	for dir := wd; ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		if filepath.Dir(dir) == dir {
			return wd
		}
	}
}

// ancestorDir is the working directory of go generate: the farthest of the
// go processes (go generate, then go tool or go run) this one descends
// from, or "" when the system does not tell.
func ancestorDir() string {
	dir := ""
	for pid := os.Getppid(); pid > 1; {
		proc := "/proc/" + strconv.Itoa(pid)
		stat, err := os.ReadFile(proc + "/stat")
		if err != nil {
			return dir
		}
		// pid (comm) state ppid ...; comm may hold spaces and parentheses.
		open, end := bytes.IndexByte(stat, '('), bytes.LastIndexByte(stat, ')')
		fields := strings.Fields(string(stat[end+1:]))
		if open < 0 || len(fields) < 2 || string(stat[open+1:end]) != "go" {
			return dir
		}
		if dir, err = os.Readlink(proc + "/cwd"); err != nil {
			return ""
		}
		if pid, err = strconv.Atoi(fields[1]); err != nil {
			return dir
		}
	}
	return dir
}

// printer shows paths relative to base when that is shorter, as the go
// command does.
type printer struct{ base string }

func (p printer) path(path string) string {
	if p.base == "" || !filepath.IsAbs(path) {
		return path
	}
	if r, err := filepath.Rel(p.base, path); err == nil && len(r) < len(path) {
		return r
	}
	return path
}

func (p printer) diagnostic(d model.Diagnostic) string {
	return fmt.Sprint(p.relative(d))
}

// relative is d with its position, and every position its message names,
// relative to base.
func (p printer) relative(d model.Diagnostic) model.Diagnostic {
	d.Pos.Filename = p.path(d.Pos.Filename)
	d.Msg = posInMessage.ReplaceAllStringFunc(d.Msg, func(at string) string {
		i := strings.LastIndexByte(at[:strings.LastIndexByte(at, ':')], ':')
		return p.path(at[:i]) + at[i:]
	})
	return d
}

// posInMessage is a position a message names besides its own (label "x" is
// already claimed at /m/p/input.go:12:3): an absolute path of a Go file,
// a line and a column.
var posInMessage = regexp.MustCompile(`(?:[A-Za-z]:)?[/\\][^\s:()"]*\.go:[0-9]+:[0-9]+`)
