package model

import (
	"fmt"
	"go/token"
	"sort"
)

// Diagnostic is one problem found in the user's package, tied to the Go
// source that caused it. A Warning does not stop generation; nor does a
// Note, a remark that the field may not do what its writer thinks (a key
// without a json tag, nullable on a non-pointer), printed as "note: …".
// A Verbose note is advice on a package that does what its writer means
// (a description that begins with its Go name, a key whose presence a
// migrated package's library read otherwise): the command prints it under
// -v only.
type Diagnostic struct {
	Pos     token.Position
	Msg     string
	Warning bool
	Note    bool
	Verbose bool
}

func (d Diagnostic) String() string {
	prefix := ""
	if d.Warning {
		prefix = "warning: "
	} else if d.Note {
		prefix = "note: "
	}
	if !d.Pos.IsValid() {
		return prefix + d.Msg
	}
	return fmt.Sprintf("%s:%d:%d: %s%s", d.Pos.Filename, d.Pos.Line, d.Pos.Column, prefix, d.Msg)
}

// SortDiagnostics orders ds by file, line, column, then message, so that
// output never depends on the order passes ran in.
func SortDiagnostics(ds []Diagnostic) {
	sort.SliceStable(ds, func(i, j int) bool {
		a, b := ds[i].Pos, ds[j].Pos
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Column != b.Column {
			return a.Column < b.Column
		}
		return ds[i].Msg < ds[j].Msg
	})
}

// HasErrors reports whether ds holds anything but warnings and notes.
func HasErrors(ds []Diagnostic) bool {
	for _, d := range ds {
		if !d.Warning && !d.Note {
			return true
		}
	}
	return false
}
