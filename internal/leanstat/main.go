// Command leanstat measures what a model reads in the advertised schemas
// stitchgen wrote (issue 26, design §10 "What the model reads is lean"): for
// each tree given (default: examples and testdata/golden), the bytes of every
// tool's advertised schema (compact, as Meta.Advertised holds it), of its
// descriptions, of the hints flatten appends, and of the text that repeats
// other text; and what the model reads: the advertised schema and every
// provider declaration (schemas/<dialect>/<tool>.json), compact.
//
//	go run ./internal/leanstat                 # examples/ and testdata/golden/
//	go run ./internal/leanstat -v examples     # and one line per tool
//
// It reads schemas/<tool>.json files and the provider declarations beside
// them, so it measures the checked-in output, whatever stitchgen wrote it.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// stats are the byte counts of one tool or a sum of them.
type stats struct {
	tools       int
	advertised  int // compact inputSchema
	decls       int // every provider declaration, compact (schemas/<dialect>/<tool>.json)
	nDecls      int // their count
	exact       int // compact exactSchema
	description int // every description string in inputSchema
	rootRepeat  int // the root description where it repeats the tool's
	repeated    int // descriptions (other than the root's) equal to an earlier one, or to the tool's
	hints       int // "Available if/unless …." and "Required if/unless …." sentences
	kindHints   int // "A string if …; an integer if …." sentences
	whens       int // "When k = a: " prefixes
	allLabels   int // "Available if" hints naming every label of their union
	availReq    int // "Available if X." followed by "Required if X." with the same labels
	unended     int // a hint that follows text without a sentence end (count)
	typeDocs    int // descriptions below the root that start as a Go doc comment does ("Part is one …") (count)
	typeDocLen  int // their bytes
	goRange32   int // "minimum":-2147483648 / "maximum":2147483647 / 4294967295 (count)
}

func (s *stats) add(o stats) {
	s.tools += o.tools
	s.advertised += o.advertised
	s.decls += o.decls
	s.nDecls += o.nDecls
	s.exact += o.exact
	s.description += o.description
	s.rootRepeat += o.rootRepeat
	s.repeated += o.repeated
	s.hints += o.hints
	s.kindHints += o.kindHints
	s.whens += o.whens
	s.allLabels += o.allLabels
	s.availReq += o.availReq
	s.unended += o.unended
	s.typeDocs += o.typeDocs
	s.typeDocLen += o.typeDocLen
	s.goRange32 += o.goRange32
}

var (
	hintRE    = regexp.MustCompile(`(Available|Required) (if|unless) ([^=]+) = ([^.]*)\.`)
	kindRE    = regexp.MustCompile(`An? (string|number|integer|boolean|object|array|null)( or [a-z]+)* if [^.]*\.`)
	whenRE    = regexp.MustCompile(`When [^:]* = [^:]*: `)
	typeDocRE = regexp.MustCompile(`^[A-Z][A-Za-z0-9]* (is|are|holds|names|lists) (a|an|the|one|each) `)
	rangeRE   = regexp.MustCompile(`"(minimum":-2147483648|maximum":2147483647|maximum":4294967295)\b`)
)

func main() {
	verbose := flag.Bool("v", false, "print one line per tool")
	flag.Parse()
	roots := flag.Args()
	if len(roots) == 0 {
		roots = []string{"examples", "testdata/golden"}
	}
	var total stats
	for _, root := range roots {
		var sum stats
		files, err := toolFiles(root)
		if err != nil {
			fmt.Fprintln(os.Stderr, "leanstat:", err)
			os.Exit(1)
		}
		for _, f := range files {
			s, err := measure(f)
			if err != nil {
				fmt.Fprintln(os.Stderr, "leanstat:", f, err)
				os.Exit(1)
			}
			if *verbose {
				fmt.Printf("  %-60s adv %6d  desc %5d  hints %4d  repeated %4d\n", f, s.advertised, s.description, s.hints+s.kindHints+s.whens, s.rootRepeat+s.repeated)
			}
			sum.add(s)
		}
		print(root, sum)
		total.add(sum)
	}
	if len(roots) > 1 {
		print("total", total)
	}
}

func print(name string, s stats) {
	fmt.Printf("%s: %d tools\n", name, s.tools)
	fmt.Printf("  advertised bytes          %7d   (exact %d)\n", s.advertised, s.exact)
	fmt.Printf("  what the model reads      %7d   (advertised + %d provider declarations of %d bytes, compact)\n", s.advertised+s.decls, s.nDecls, s.decls)
	fmt.Printf("  description bytes         %7d\n", s.description)
	fmt.Printf("  hint bytes                %7d   (Available/Required %d, kind %d, When prefixes %d)\n", s.hints+s.kindHints+s.whens, s.hints, s.kindHints, s.whens)
	fmt.Printf("  repeated description bytes%7d   (root = tool description %d, other repeats %d)\n", s.rootRepeat+s.repeated, s.rootRepeat, s.repeated)
	fmt.Printf("  redundant hint bytes      %7d   (Available if every label %d, Available+Required same labels %d)\n", s.allLabels+s.availReq, s.allLabels, s.availReq)
	fmt.Printf("  hints without a sentence end before them: %d; Go doc-comment descriptions: %d (%d bytes); 32-bit range bounds: %d\n", s.unended, s.typeDocs, s.typeDocLen, s.goRange32)
}

// toolFiles lists root's schemas/<tool>.json files, sorted.
func toolFiles(root string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(root, func(p string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !e.IsDir() && filepath.Ext(p) == ".json" && filepath.Base(filepath.Dir(p)) == "schemas" {
			out = append(out, p)
		}
		return nil
	})
	sort.Strings(out)
	return out, err
}

func measure(file string) (stats, error) {
	var s stats
	data, err := os.ReadFile(file)
	if err != nil {
		return s, err
	}
	var doc struct {
		Description string          `json:"description"`
		Input       json.RawMessage `json:"inputSchema"`
		Exact       json.RawMessage `json:"exactSchema"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		return s, err
	}
	if doc.Input == nil {
		return s, nil
	}
	s.tools = 1
	var buf bytes.Buffer
	if err := json.Compact(&buf, doc.Input); err != nil {
		return s, err
	}
	s.advertised = buf.Len()
	s.goRange32 = len(rangeRE.FindAll(buf.Bytes(), -1))
	buf.Reset()
	if doc.Exact != nil {
		if err := json.Compact(&buf, doc.Exact); err != nil {
			return s, err
		}
		s.exact = buf.Len()
	}
	if err := declarations(file, &s); err != nil {
		return s, err
	}
	var root map[string]any
	if err := json.Unmarshal(doc.Input, &root); err != nil {
		return s, err
	}
	seen := map[string]bool{}
	if doc.Description != "" {
		seen[doc.Description] = true
	}
	if d, _ := root["description"].(string); d != "" && d == doc.Description {
		s.rootRepeat = len(d)
	}
	walk(root, nil, true, seen, &s)
	return s, nil
}

// declarations adds the compact bytes of the tool's provider declarations
// beside file (schemas/<dialect>/<tool>.json) to s.
func declarations(file string, s *stats) error {
	dir, base := filepath.Split(file)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		data, err := os.ReadFile(filepath.Join(dir, e.Name(), base))
		if !e.IsDir() || err != nil {
			continue
		}
		var buf bytes.Buffer
		if err := json.Compact(&buf, data); err != nil {
			return err
		}
		s.decls += buf.Len()
		s.nDecls++
	}
	return nil
}

// walk measures the descriptions of node n; siblings are the properties of
// the object n is a property of (to find its union's labels).
func walk(n any, siblings map[string]any, isRoot bool, seen map[string]bool, s *stats) {
	m, ok := n.(map[string]any)
	if !ok {
		if a, ok := n.([]any); ok {
			for _, x := range a {
				walk(x, nil, false, seen, s)
			}
		}
		return
	}
	if d, ok := m["description"].(string); ok {
		s.description += len(d)
		if !isRoot {
			if seen[d] {
				s.repeated += len(d)
			}
			seen[d] = true
		}
		describe(d, siblings, isRoot, s)
	}
	props, _ := m["properties"].(map[string]any)
	for _, k := range sortedKeys(props) {
		walk(props[k], props, false, seen, s)
	}
	for _, k := range sortedKeys(m) {
		if k == "properties" || k == "description" {
			continue
		}
		switch k {
		case "items", "additionalProperties", "propertyNames", "$defs", "oneOf", "anyOf":
			if k == "$defs" {
				defs, _ := m[k].(map[string]any)
				for _, dk := range sortedKeys(defs) {
					walk(defs[dk], nil, false, seen, s)
				}
				continue
			}
			walk(m[k], nil, false, seen, s)
		}
	}
}

func describe(d string, siblings map[string]any, isRoot bool, s *stats) {
	if !isRoot && typeDocRE.MatchString(d) {
		s.typeDocs++
		s.typeDocLen += len(d)
	}
	for _, w := range whenRE.FindAllString(d, -1) {
		s.whens += len(w)
	}
	for _, k := range kindRE.FindAllString(d, -1) {
		s.kindHints += len(k)
	}
	locs := hintRE.FindAllStringSubmatchIndex(d, -1)
	for i, l := range locs {
		s.hints += l[1] - l[0]
		if l[0] > 0 {
			before := strings.TrimRight(d[:l[0]], " \n")
			// A paragraph break (after a list or code block) ends the text before.
			paragraph := strings.Contains(d[len(before):l[0]], "\n\n")
			if before != "" && !paragraph && !strings.ContainsAny(before[len(before)-1:], ".!?:;)") {
				s.unended++
			}
		}
		verb, op, key, labels := d[l[2]:l[3]], d[l[4]:l[5]], d[l[6]:l[7]], d[l[8]:l[9]]
		if verb == "Available" && op == "if" {
			if all := labelsOf(siblings, key); all != nil && sameSet(all, strings.Split(labels, " | ")) {
				s.allLabels += l[1] - l[0]
			}
			if i+1 < len(locs) {
				n := locs[i+1]
				if d[n[2]:n[3]] == "Required" && d[n[4]:n[5]] == "if" && d[n[8]:n[9]] == labels && strings.TrimSpace(d[l[1]:n[0]]) == "" {
					s.availReq += l[1] - l[0]
				}
			}
		}
	}
}

// labelsOf returns the enum of the discriminator key among siblings.
func labelsOf(siblings map[string]any, key string) []string {
	p, _ := siblings[key].(map[string]any)
	e, _ := p["enum"].([]any)
	var out []string
	for _, x := range e {
		if s, ok := x.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(slices.Compact(a), slices.Compact(b))
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
