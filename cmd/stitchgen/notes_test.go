package main

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/dialect"
	"github.com/stitchgen/stitchgen/gen"
	"github.com/stitchgen/stitchgen/model"
)

// TestDialectNotes: -v prints each loss a dialect cannot avoid under its
// tool, naming the tool and the key, and the package's notes are counted
// for the summary line.
func TestDialectNotes(t *testing.T) {
	adv := &model.Schema{Type: []string{"object"}, Properties: []model.Property{{Name: "x", Schema: &model.Schema{}}}, Required: []string{"x"}}
	tool := &model.Tool{Name: "call"}
	to := gen.ToolOutput{Tool: tool, Advertised: adv}
	for _, d := range []dialect.Dialect{dialect.OpenAI, dialect.Gemini} {
		r := dialect.Transform(d, dialect.Tool{Name: "call", Advertised: adv})
		to.Dialects = append(to.Dialects, r)
		to.Declarations = append(to.Declarations, r.Declaration())
	}
	var b bytes.Buffer
	printDialects(&b, to)
	assert.Regexp(t, `^    openai \d+ B · gemini \d+ B 1 note\n    gemini note: call: x: untyped, declared any scalar: Gemini wants a type on every node and refuses an object without properties, so an object or array there is outside the declaration \(the parser takes it\)\n$`, b.String())
	assert.Equal(t, 1, dialectNotes(&gen.Package{Tools: []gen.ToolOutput{to, {Tool: tool}}}))
}
