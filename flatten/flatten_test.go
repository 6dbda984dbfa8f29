package flatten

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stitchgen/stitchgen/model"
)

func TestFlatten(t *testing.T) {
	for _, c := range cases() {
		t.Run(c.name, func(t *testing.T) {
			got, diags := Flatten(c.exact)
			gotJSON := mustJSON(t, got)
			if want := compact(t, c.want); gotJSON != want {
				t.Errorf("advertised schema:\ngot  %s\nwant %s", pretty(gotJSON), pretty(want))
			}
			var gotWarns []string
			for _, d := range diags {
				if !d.Warning {
					t.Errorf("not a warning: %s", d)
				}
				gotWarns = append(gotWarns, d.String())
			}
			if strings.Join(gotWarns, "\n") != strings.Join(c.warns, "\n") {
				t.Errorf("warnings:\ngot  %q\nwant %q", gotWarns, c.warns)
			}
			if gotNotes := notesOf(got); strings.Join(gotNotes, "\n") != strings.Join(c.notes, "\n") {
				t.Errorf("notes:\ngot  %q\nwant %q", gotNotes, c.notes)
			}
		})
	}
}

// Invariant 2: no combinator survives, at any depth, $defs included.
func TestNoCombinators(t *testing.T) {
	for _, c := range cases() {
		got, _ := Flatten(c.exact)
		got.Walk(func(s *model.Schema) {
			if s.OneOf != nil || s.Discriminator != "" {
				t.Errorf("%s: a union survived: %s", c.name, mustJSON(t, s))
			}
		})
		j := mustJSON(t, got)
		for _, kw := range []string{`"oneOf"`, `"anyOf"`, `"allOf"`} {
			if strings.Contains(j, kw) {
				t.Errorf("%s: %s in %s", c.name, kw, j)
			}
		}
	}
}

// Flatten is pure: its input serializes the same before and after, and so
// does every piece of metadata.
func TestInputUnchanged(t *testing.T) {
	for _, c := range cases() {
		before := mustJSON(t, c.exact)
		meta := metadata(c.exact)
		out, _ := Flatten(c.exact)
		if after := mustJSON(t, c.exact); after != before {
			t.Errorf("%s: input changed:\nbefore %s\nafter  %s", c.name, before, after)
		}
		if after := metadata(c.exact); after != meta {
			t.Errorf("%s: input metadata changed", c.name)
		}
		// The output shares no node with the input: changing it leaves the
		// input as it was.
		out.Walk(func(s *model.Schema) {
			s.Description = "changed"
			s.Pos.Line = -1
			for i := range s.Type {
				s.Type[i] = "x"
			}
			for i := range s.Enum {
				s.Enum[i] = json.RawMessage(`"changed"`)
			}
			for i := range s.Required {
				s.Required[i] = "changed"
			}
			for i := range s.Properties {
				s.Properties[i].Name = "changed"
			}
			for i := range s.Defs {
				s.Defs[i].Name = "changed"
			}
		})
		if after := mustJSON(t, c.exact); after != before {
			t.Errorf("%s: output aliases input", c.name)
		}
	}
}

func metadata(s *model.Schema) string {
	var b strings.Builder
	s.Walk(func(n *model.Schema) {
		b.WriteString(n.Pos.String() + "|" + n.Field + "|" + n.Tolerance + "|" + n.Discriminator + "|" + n.Union + "\n")
	})
	return b.String()
}

// Invariant 3: the same input gives byte-identical output.
func TestDeterministic(t *testing.T) {
	for _, c := range cases() {
		first, d1 := Flatten(c.exact)
		for range 20 {
			again, d2 := Flatten(cases0(c.name))
			if mustJSON(t, again) != mustJSON(t, first) {
				t.Fatalf("%s: output differs between runs", c.name)
			}
			if diagText(d1) != diagText(d2) {
				t.Fatalf("%s: diagnostics differ between runs", c.name)
			}
		}
	}
}

// cases0 builds the named case afresh.
func cases0(name string) *model.Schema {
	for _, c := range cases() {
		if c.name == name {
			return c.exact
		}
	}
	return nil
}

func diagText(ds []model.Diagnostic) string {
	var b strings.Builder
	for _, d := range ds {
		b.WriteString(d.String() + "\n")
	}
	return b.String()
}

func TestNilAndPlain(t *testing.T) {
	if s, ds := Flatten(nil); s != nil || ds != nil {
		t.Errorf("Flatten(nil) = %v, %v", s, ds)
	}
	in := tool("No unions here.", req("a", str(deflt(`"x"`))), opt("b", array(integer())))
	out, ds := Flatten(in)
	if len(ds) != 0 {
		t.Errorf("diagnostics: %v", ds)
	}
	if mustJSON(t, out) != mustJSON(t, in) {
		t.Errorf("schema without unions changed:\n%s\n%s", mustJSON(t, out), mustJSON(t, in))
	}
	if out == in || out.Properties[0].Schema == in.Properties[0].Schema {
		t.Error("schema without unions returned its input nodes")
	}
}

// notesOf lists the notes of s, in walk order.
func notesOf(s *model.Schema) []string {
	var out []string
	s.Walk(func(n *model.Schema) {
		for _, m := range n.Notes {
			out = append(out, m.String())
		}
	})
	return out
}

// A tolerance never erases a type, and the note names every tolerant
// variant, in source order whatever the variant order.
func TestNoteNamesEveryTolerantField(t *testing.T) {
	u := union("Operation", "op", "",
		variantOf("Move", "op", "move", "", req("i", integer(tolerance("catch")))),
		variantOf("Edit", "op", "edit", "", req("i", integer(tolerance("coerce")))),
		variantOf("Keep", "op", "keep", "", req("i", integer())))
	got, ds := Flatten(u)
	if len(ds) != 0 {
		t.Fatalf("warnings: %v", ds)
	}
	want := []string{`edit.go:3:2: key "i" of union Operation tolerates more than it advertises: Edit.I uses coerce and Move.I uses catch`}
	if n := notesOf(got); strings.Join(n, "\n") != strings.Join(want, "\n") {
		t.Fatalf("got %q\nwant %q", n, want)
	}
	if i := got.Prop("i"); mustJSON(t, i) != `{"type":"integer"}` || i.Tolerance != "coerce, catch" {
		t.Fatalf("i = %s, tolerance %q", mustJSON(t, i), i.Tolerance)
	}
}

// TestAnythingHull: a collided key that is any JSON value in one variant
// (json.RawMessage: every kind, its items anything) and a list of any value
// in another has items that are anything: the hull of {} and an any value
// is {}, not {"additionalProperties":{}}, which says nothing and which the
// strict dialects dropped unsaid (genfuzz seed 41791); and the key's object
// kind takes any key, which openai-strict closed (the same seed).
func TestAnythingHull(t *testing.T) {
	all := []string{"string", "number", "boolean", "object", "array", "null"}
	raw := &model.Schema{Type: all, Items: &model.Schema{}, Free: true} // as model.ExactSchema writes json.RawMessage
	anyValue := &model.Schema{Type: all, Items: &model.Schema{}, Free: true}
	got, _ := Flatten(tool("", req("x", union("U", "k", "",
		variantOf("A", "k", "a", "", opt("y", raw)),
		variantOf("B", "k", "b", "", opt("y", array(anyValue)))))))
	y := got.Prop("x").Prop("y")
	if y == nil || y.Items == nil {
		t.Fatalf("no x.y items: %s", mustJSON(t, got))
	}
	if j := mustJSON(t, y.Items); j != "{}" {
		t.Errorf("x.y items: got %s, want {}", j)
	}
	// Its objects take any key of any value (freeObjects): without it the
	// object read as a plain struct's, which openai-strict closed.
	if y.AdditionalProperties == nil || mustJSON(t, y.AdditionalProperties) != "{}" {
		t.Errorf("x.y: want additionalProperties {}: %s", mustJSON(t, y))
	}
}
