package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
)

// tables has the packages say //stitch:package tables (gencost -tables).
var tables bool

// toolsPerFile is how many tools one synthetic file declares.
const toolsPerFile = 10

// writePackage writes package name of n tools into dir, toolsPerFile tools a file, and
// returns the number of lines written.
func writePackage(dir, name string, n int) (int, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return 0, err
	}
	lines := 0
	doc := fmt.Sprintf("// Package %s holds %d synthetic tools for gencost.\npackage %s\n", name, n, name)
	if tables {
		doc = fmt.Sprintf("// Package %s holds %d synthetic tools for gencost.\n//\n//stitch:package tables\npackage %s\n", name, n, name)
	}
	if err := os.WriteFile(filepath.Join(dir, "doc.go"), []byte(doc), 0o644); err != nil {
		return 0, err
	}
	for first := 1; first <= n; first += toolsPerFile {
		var b bytes.Buffer
		fmt.Fprintf(&b, "package %s\n", name)
		for i := first; i < first+toolsPerFile && i <= n; i++ {
			writeTool(&b, i)
		}
		lines += bytes.Count(b.Bytes(), []byte("\n"))
		file := filepath.Join(dir, fmt.Sprintf("tools%04d.go", first))
		if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
			return 0, err
		}
	}
	return lines, nil
}

// writeTool writes tool i: scalar fields with every kind of check, a slice, a map, a
// pointer and a nested struct; every fifth tool also has an operations union.
func writeTool(b *bytes.Buffer, i int) {
	fmt.Fprintf(b, `
// Tool%[1]d does synthetic thing %[1]d.
//
//stitch:tool name=tool_%04[1]d
type Tool%[1]d struct {
	// Identifier of the record.
	ID string `+"`json:\"id\" stitch:\"format=uuid\"`"+`
	// How many records at most.
	Count int `+"`json:\"count\" stitch:\"optional,min=0,max=1000,default=10\"`"+`
	// How hard to try.
	Mode string `+"`json:\"mode\" stitch:\"enum=fast|slow|auto\"`"+`
	// Share of the records to sample.
	Ratio float64 `+"`json:\"ratio,omitempty\" stitch:\"gt=0,lt=1\"`"+`
	// A code of two letters.
	Code string `+"`json:\"code,omitempty\" stitch:\"pattern='^[A-Z]{2}$'\"`"+`
	// Free labels.
	Tags []string `+"`json:\"tags,omitempty\" stitch:\"max=10\"`"+`
	// Free attributes.
	Meta map[string]string `+"`json:\"meta,omitempty\" stitch:\"max=20\"`"+`
	// A note, or null.
	Note *string `+"`json:\"note\" stitch:\"nullable,optional,max=200\"`"+`
	// Where to send the result.
	Target Target%[1]d `+"`json:\"target\"`"+`
`, i)
	if i%5 == 0 {
		fmt.Fprintf(b, "\t// Operations, applied in order.\n\tOperations []Op%d `json:\"operations\" stitch:\"min=1,max=50\"`\n", i)
	}
	fmt.Fprintf(b, `}

// Target%[1]d is where tool %[1]d sends its result.
type Target%[1]d struct {
	// Endpoint URL.
	URL string `+"`json:\"url\" stitch:\"format=uri\"`"+`
	// Retries on failure.
	Retries uint8 `+"`json:\"retries,omitempty\" stitch:\"max=5\"`"+`
}
`, i)
	if i%5 == 0 {
		writeUnion(b, i)
	}
}

// writeUnion writes the operations union of tool i: six variants that all declare
// part_index, with different constraints and kinds, so the advertised schema needs the
// hull of the collided key.
func writeUnion(b *bytes.Buffer, i int) {
	fmt.Fprintf(b, `
// Op%[1]d is one edit of tool %[1]d.
//
//stitch:union
type Op%[1]d interface{ isOp%[1]d() }

// Replace the text of a part.
type SetText%[1]d struct {
	Op        string `+"`json:\"op\" stitch:\"oneof-variant=set_text\"`"+`
	PartIndex int    `+"`json:\"part_index\" stitch:\"min=0\"`"+`
	Text      string `+"`json:\"text\" stitch:\"min=1,max=4096\"`"+`
}

// Append text to a part.
type AppendText%[1]d struct {
	Op        string `+"`json:\"op\" stitch:\"oneof-variant=append_text\"`"+`
	PartIndex int    `+"`json:\"part_index\" stitch:\"min=0,max=100\"`"+`
	Text      string `+"`json:\"text\" stitch:\"min=1,max=1024\"`"+`
}

// Insert a part.
type InsertPart%[1]d struct {
	Op        string `+"`json:\"op\" stitch:\"oneof-variant=insert_part\"`"+`
	PartIndex int    `+"`json:\"part_index\" stitch:\"min=0\"`"+`
	Kind      string `+"`json:\"kind\" stitch:\"enum=text|image\"`"+`
}

// Remove a part.
type RemovePart%[1]d struct {
	Op        string `+"`json:\"op\" stitch:\"oneof-variant=remove_part|drop_part\"`"+`
	PartIndex int    `+"`json:\"part_index\" stitch:\"min=0\"`"+`
}

// Move a part.
type MovePart%[1]d struct {
	Op        string `+"`json:\"op\" stitch:\"oneof-variant=move_part\"`"+`
	PartIndex int    `+"`json:\"part_index\" stitch:\"min=0\"`"+`
	To        int    `+"`json:\"to\" stitch:\"min=0\"`"+`
}

// Name a part by its label instead of its index.
type LabelPart%[1]d struct {
	Op        string `+"`json:\"op\" stitch:\"oneof-variant=label_part\"`"+`
	PartIndex string `+"`json:\"part_index\" stitch:\"min=1,max=32\"`"+`
	Label     string `+"`json:\"label\" stitch:\"min=1,max=64\"`"+`
}

func (SetText%[1]d) isOp%[1]d()    {}
func (AppendText%[1]d) isOp%[1]d() {}
func (InsertPart%[1]d) isOp%[1]d() {}
func (RemovePart%[1]d) isOp%[1]d() {}
func (MovePart%[1]d) isOp%[1]d()   {}
func (LabelPart%[1]d) isOp%[1]d()  {}
`, i)
}
