package gen

import (
	"strconv"
	"strings"

	"github.com/stitchgen/stitchgen/dialect"
)

// tool writes the tool's descriptor, parse and validate functions:
//
//	var BroadcastCreateTool = &stitch.Tool[BroadcastCreate]{Meta: ..., Parse: stitchParseBroadcastCreate}
//	func ParseBroadcastCreate(data []byte) (BroadcastCreate, error)
//	func ValidateBroadcastCreate(v BroadcastCreate) error
func (e *emitter) tool(to ToolOutput) {
	e.f.Line()
	e.textDecl(func(w *goText) {
		t := to.Tool
		name, parse := t.GoName, parseFunc(t)
		exact, _ := to.Exact.MarshalJSON()
		adv, _ := to.Advertised.MarshalJSON()
		w.line("// ", name, "Tool is the ", t.Name, " tool: its name, description, schemas and parser.")
		w.line("var ", name, "Tool = &", w.rt("Tool"), "[", name, "]{")
		w.depth++
		w.line("Meta: ", w.rt("Meta"), "{")
		w.depth++
		meta := []element{
			{"Name", strconv.Quote(t.Name)},
			{"Description", strconv.Quote(t.Doc)},
			{"Advertised", schemaLit(w, adv)},
			{"Exact", schemaLit(w, exact)},
		}
		if to.Output != nil {
			meta = append(meta,
				element{"Output", outputVar(t.Output)},
				element{"OutputType", strconv.Quote(e.pkg.Path + "." + t.Output.GoName)})
		}
		if len(to.Dialects) == 0 {
			meta = append(meta, element{"Declarations", "[]" + w.rt("Declaration") + "{}"})
		}
		w.elements(meta)
		declarationsField(w, to)
		w.depth--
		w.line("},")
		w.elements([]element{{"Parse", parse}})
		w.depth--
		w.line("}")
		w.blank()

		w.line("// Parse", name, " parses a ", t.Name, " call: JSON bytes in, the typed value or the")
		w.line("// list of every issue (a stitch.Issues) out. It uses the default limits.")
		w.open("func Parse", name, "(data []byte) (", name, ", error)")
		w.line("return ", parse, "(data, ", w.rt("Limits"), "{})")
		w.close()
		w.blank()

		w.line("// ", parse, " is Parse", name, " with the given limits: ", name, "Tool.Parse.")
		w.open("func ", parse, "(data []byte, lim ", w.rt("Limits"), ") (", name, ", error)")
		w.line("var d ", w.rt("Decoder"))
		w.line("d.Reset(data, lim)")
		w.line("var v ", name)
		w.line(decodeFunc(t.Type), "(&d, &v)")
		w.open("if err := d.Finish(); err != nil")
		w.line("var zero ", name)
		w.line("return zero, err")
		w.close()
		w.line("return v, nil")
		w.close()
		w.blank()

		w.line("// Validate", name, " checks a value built in Go against every rule Parse", name)
		w.line("// applies, by encoding it with encoding/json and parsing the result: the parser")
		w.line("// stays the only judge. Rewrites (trim, lower, upper) are not applied to v.")
		w.line("// A nil pointer, which encoding/json writes as null, reads as a key left out.")
		w.open("func Validate", name, "(v ", name, ") error")
		w.line("data, err := ", w.qual("encoding/json", "Marshal"), "(v)")
		w.open("if err != nil")
		w.line("return err")
		w.close()
		w.line("_, err = ", parse, "(data, ", w.rt("Limits"), "{")
		w.depth++
		w.elements([]element{{"MaxBytes", "len(data) + 1"}, {"Wire", w.rt("WireNullAbsent")}})
		w.depth--
		w.line("})")
		w.line("return err")
		w.close()
	})
}

// output writes the schema of a //stitch:output type:
//
//	// SendResultOutputSchema is the JSON Schema of SendResult, ...
//	var SendResultOutputSchema = []byte(`{"type":"object",...}`)
func (e *emitter) output(o OutputSchema) {
	e.f.Line()
	e.textDecl(func(w *goText) {
		name := outputVar(o.Output)
		raw, _ := o.Schema.MarshalJSON()
		w.line("// ", name, " is the JSON Schema of ", o.Output.GoName, ", for the outputSchema of the MCP tools")
		w.line("// that return it (flattened like an advertised input schema).")
		w.line("var ", name, " = ", schemaLit(w, raw))
	})
}

// declarationsField writes the Meta element with the tool's declarations, the
// last, over several lines (none when there are no declarations: tool
// writes the empty list among the other elements):
//
//	Declarations: []stitch.Declaration{
//		{
//			Dialect: "openai-strict",
//			JSON: []byte(`{"name":...}`),
//			Strict: true,
//			Wire:   stitch.WireNullAbsent | stitch.WireAnyText,
//		},
//	},
func declarationsField(w *goText, to ToolOutput) {
	if len(to.Dialects) == 0 {
		return
	}
	w.line("Declarations: []", w.rt("Declaration"), "{")
	w.depth++
	for i, r := range to.Dialects {
		w.line("{")
		w.depth++
		els := []element{
			{"Dialect", strconv.Quote(string(r.Dialect))},
			{"JSON", schemaLit(w, to.Declarations[i])},
		}
		if r.Strict {
			els = append(els, element{"Strict", "true"})
		}
		if m := wire(w, r); m != "" {
			els = append(els, element{"Wire", m})
		}
		w.elements(els)
		w.depth--
		w.line("},")
	}
	w.depth--
	w.line("},")
}

// wire spells the declaration's wire mode with the runtime's constants, or
// "" for zero.
func wire(w *goText, r *dialect.Result) string {
	var names []string
	for _, n := range r.WireNames() {
		names = append(names, w.rt(n))
	}
	return strings.Join(names, " | ")
}
