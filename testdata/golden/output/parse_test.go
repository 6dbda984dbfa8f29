package output

import (
	"os"
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseSend, []parsetest.Case{
		{
			Name: "good",
			In:   `{"text":"hi"}`,
			Want: Send{Text: "hi"},
		},
		{
			Name:   "length check",
			In:     `{"text":""}`,
			Issues: []string{`text: too_small: expected a string of at least 1 character, got 0 characters`},
		},
		{
			Name: "a key of the output type is not an input key",
			In:   `{"text":"hi","id":1}`,
			Issues: []string{
				`id: unknown_key: unknown key "id"; allowed keys: text`,
			},
		},
		{
			Name:   "missing key",
			In:     `{}`,
			Issues: []string{`text: required: missing required key "text"`},
		},
	})
}

// TestOutputSchemas: a result a tool returns is that tool's Output; one no tool
// returns is the whole of its own file, embedded.
func TestOutputSchemas(t *testing.T) {
	if &SendResultOutputSchema[0] != &SendTool.Meta.Output[0] {
		t.Error("SendResultOutputSchema is not SendTool.Meta.Output")
	}
	file, err := os.ReadFile("schemas/output/Receipt.json")
	if err != nil {
		t.Fatal(err)
	}
	if string(ReceiptOutputSchema) != string(file) {
		t.Errorf("ReceiptOutputSchema = %s, want the file's bytes %s", ReceiptOutputSchema, file)
	}
	if len(ReceiptOutputSchema) != cap(ReceiptOutputSchema) {
		t.Error("ReceiptOutputSchema is not capped")
	}
}
