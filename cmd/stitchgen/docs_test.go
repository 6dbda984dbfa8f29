package main

import (
	"go/format"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// docPages are README.md and the manual's pages, relative to the
// repository's root, in a fixed order.
func docPages(t *testing.T, root string) []string {
	t.Helper()
	pages := []string{"README.md", "CHANGELOG.md", "BENCHMARKS.md"}
	more, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	require.NoError(t, err)
	for _, p := range more {
		rel, err := filepath.Rel(root, p)
		require.NoError(t, err)
		pages = append(pages, filepath.ToSlash(rel))
	}
	return pages
}

// exampleBlock is a Go block of the docs marked as a complete example:
//
//	<!-- example: NAME -->
//	```go
//	package main …
//	```
//
// and, when the docs say what it prints, a block after it marked
// <!-- output: NAME -->.
type exampleBlock struct {
	page, name, code string
	output           *string
}

var (
	exampleMark = regexp.MustCompile("(?s)<!-- example: ([a-z0-9-]+) -->\n```go\n(.*?)```\n")
	outputMark  = regexp.MustCompile("(?s)<!-- output: ([a-z0-9-]+) -->\n```\n(.*?)```\n")
)

func exampleBlocks(t *testing.T, root string) []exampleBlock {
	t.Helper()
	var blocks []exampleBlock
	for _, page := range docPages(t, root) {
		data, err := os.ReadFile(filepath.Join(root, page))
		require.NoError(t, err)
		outputs := map[string]string{}
		for _, m := range outputMark.FindAllStringSubmatch(string(data), -1) {
			outputs[m[1]] = m[2]
		}
		for _, m := range exampleMark.FindAllStringSubmatch(string(data), -1) {
			b := exampleBlock{page: page, name: m[1], code: m[2]}
			if out, ok := outputs[m[1]]; ok {
				b.output = &out
				delete(outputs, m[1])
			}
			blocks = append(blocks, b)
		}
		for name := range outputs {
			t.Errorf("%s: <!-- output: %s --> follows no <!-- example: %s -->", page, name, name)
		}
	}
	return blocks
}

// TestDocsExamples: every Go block of README.md and docs/ marked as a
// complete example is a package main that generates (stitchgen in its
// directory, as go generate runs it), builds and runs in a module of its
// own that requires this checkout, and prints what the block marked as its
// output says, byte for byte.
func TestDocsExamples(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs each example")
	}
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	blocks := exampleBlocks(t, root)
	require.NotEmpty(t, blocks, "README.md marks its quick start as a complete example")
	for _, b := range blocks {
		t.Run(b.page+"/"+b.name, func(t *testing.T) {
			require.True(t, strings.HasPrefix(b.code, "package main\n"), "a complete example is a package main")
			formatted, err := format.Source([]byte(b.code))
			require.NoError(t, err)
			assert.Equal(t, string(formatted), b.code, "%s: example %s is not gofmt'd", b.page, b.name)
			tempModule(t, map[string]string{"main.go": b.code})
			code, _, stderr := runCmd(".")
			require.Equal(t, 0, code, stderr)
			out, err := exec.Command("go", "run", ".").CombinedOutput()
			require.NoError(t, err, "%s", out)
			if b.output != nil {
				assert.Equal(t, *b.output, string(out), "%s: the output block of example %s", b.page, b.name)
			}
		})
	}
}

// TestREADMEShort: README.md is the landing page, a few screens; the manual
// is docs/.
func TestREADMEShort(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	lines := strings.Count(string(data), "\n")
	assert.LessOrEqual(t, lines, 250, "README.md has %d lines: move the detail into a page of docs/", lines)
}

// linkPattern is a Markdown link or image: [text](target).
var linkPattern = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestDocsLinks: every relative link of README.md and docs/ points at a
// file of the repository, and an #anchor at a heading of the page it names.
func TestDocsLinks(t *testing.T) {
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	anchorsOf := map[string]map[string]bool{}
	anchors := func(page string) map[string]bool {
		if a, ok := anchorsOf[page]; ok {
			return a
		}
		a := map[string]bool{}
		data, err := os.ReadFile(filepath.Join(root, page))
		require.NoError(t, err)
		fenced := false
		for _, l := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(l, "```") {
				fenced = !fenced
			}
			if !fenced && strings.HasPrefix(l, "#") {
				a[slug(strings.TrimLeft(l, "# "))] = true
			}
		}
		anchorsOf[page] = a
		return a
	}
	for _, page := range docPages(t, root) {
		data, err := os.ReadFile(filepath.Join(root, page))
		require.NoError(t, err)
		text := stripCode(string(data))
		for _, m := range linkPattern.FindAllStringSubmatch(text, -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, anchor, _ := strings.Cut(target, "#")
			to := page
			if file != "" {
				to = filepath.ToSlash(filepath.Join(filepath.Dir(page), file))
				if _, err := os.Stat(filepath.Join(root, to)); err != nil {
					t.Errorf("%s: link %s: no file %s", page, target, to)
					continue
				}
			}
			if anchor != "" {
				if !strings.HasSuffix(to, ".md") {
					t.Errorf("%s: link %s: an anchor into a file that is not Markdown", page, target)
				} else if !anchors(to)[anchor] {
					t.Errorf("%s: link %s: %s has no heading #%s", page, target, to, anchor)
				}
			}
		}
	}
}

// stripCode removes fenced blocks and code spans, where [x](y) is code.
func stripCode(s string) string {
	var b strings.Builder
	fenced := false
	for _, l := range strings.SplitAfter(s, "\n") {
		if strings.HasPrefix(l, "```") {
			fenced = !fenced
			continue
		}
		if !fenced {
			b.WriteString(l)
		}
	}
	return regexp.MustCompile("`[^`]*`").ReplaceAllString(b.String(), "")
}

// slug is GitHub's anchor of a heading: lower case, spaces to hyphens,
// everything but letters, digits, hyphens and underscores dropped.
func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(strings.TrimSpace(heading)) {
		switch {
		case r == ' ':
			b.WriteRune('-')
		case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func TestSlug(t *testing.T) {
	assert.Equal(t, "tour-a-type-that-carries-its-tags-and-a-field-with-three-states", slug("Tour: a type that carries its tags, and a field with three states"))
	assert.Equal(t, "tags-from-other-libraries-validate-and-jsonschema", slug("Tags from other libraries: `validate:` and `jsonschema:`"))
	assert.Equal(t, "12-architecture", slug("12. Architecture"))
	assert.Equal(t, "three-ways-to-choose-a-unions-variant", slug("Three ways to choose a union's variant"))
}
