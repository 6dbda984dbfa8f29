package union_kind

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseFieldSet, []parsetest.Case{
		{
			Name: "good: a string, a name and an object, a title and a list",
			In:   `{"field":"Status","value":"In progress","labels":["bug",{"name":"p1","confidence":0.9}],"columns":{"a":"todo","b":["doing","done"],"c":3}}`,
			Want: FieldSet{Field: "Status", Value: TextValue("In progress"),
				Labels:  []LabelRef{LabelName("bug"), LabelObj{Name: "p1", Confidence: 0.9}},
				Columns: map[string]Column{"a": Title("todo"), "b": Titles{"doing", "done"}, "c": Priority(3)}},
		},
		{Name: "good: a number", In: `{"field":"Points","value":2.5}`, Want: FieldSet{Field: "Points", Value: NumberValue(2.5)}},
		{Name: "good: a boolean, a null default", In: `{"field":"Done","value":false,"default":null}`, Want: FieldSet{Field: "Done", Value: FlagValue(false)}},
		{Name: "good: a default", In: `{"field":"Done","value":true,"default":"n/a"}`, Want: FieldSet{Field: "Done", Value: FlagValue(true), Default: ptr[FieldValue](TextValue("n/a"))}},
		{
			Name: "good: an object item sent as JSON text",
			In:   `{"field":"f","value":1,"labels":["{\"name\":\"x\"}"]}`,
			Want: FieldSet{Field: "f", Value: NumberValue(1), Labels: []LabelRef{LabelName(`{"name":"x"}`)}},
		},
		{
			Name:   "a value of no variant's kind: one issue naming the kinds",
			In:     `{"field":"f","value":[1],"labels":[3,null],"columns":{"a":true}}`,
			Issues: []string{`value: invalid_type: expected a string, a number or a boolean, got an array`, `labels[0]: invalid_type: expected a string or an object, got the number 3`, `labels[1]: invalid_type: expected a string or an object, got null`, `columns.a: invalid_type: expected a string, an integer or an array, got true`},
		},
		{
			Name:   "a value without a kind's checks: the variant's own",
			In:     `{"field":"f","value":"","labels":["",{"name":"","x":1}],"columns":{"a":"later","b":[],"c":1.5,"d":10}}`,
			Issues: []string{`value: too_small: expected a string of 1 to 280 characters, got 0 characters`, `labels[0]: too_small: expected a string of 1 to 50 characters, got 0 characters`, `labels[1].name: too_small: expected a string of 1 to 50 characters, got 0 characters`, `labels[1].x: unknown_key: unknown key "x"; allowed keys: name, rationale, confidence`, `columns.a: invalid_enum: expected one of "todo", "doing", "done", got the string "later"`, `columns.b: too_small: expected 1 to 3 items, got 0`, `columns.c: invalid_type: expected an integer between 0 and 9, got the number 1.5`, `columns.d: too_big: expected an integer between 0 and 9, got 10`},
		},
		{
			Name:   "null where the union is not nullable",
			In:     `{"field":"f","value":null}`,
			Issues: []string{`value: invalid_type: expected a string, a number or a boolean, got null`},
		},
	})
}

func ptr[T any](v T) *T { return &v }

// TestValidate: a value built in Go meets the parser's rules, a variant's
// type tags included; every value ParseFieldSet returns passes.
func TestValidate(t *testing.T) {
	v, err := ParseFieldSet([]byte(`{"field":"f","value":"x","labels":["a",{"name":"b","confidence":1}],"columns":{"k":["todo"],"p":0}}`))
	if err != nil {
		t.Fatal(err)
	}
	if err := ValidateFieldSet(v); err != nil {
		t.Errorf("ValidateFieldSet(ParseFieldSet(x)): %v", err)
	}
	bad := FieldSet{Field: "f", Value: TextValue(""), Labels: []LabelRef{LabelObj{}}}
	want := "value: expected a string of 1 to 280 characters, got 0 characters; labels[0].name: expected a string of 1 to 50 characters, got 0 characters"
	if err := ValidateFieldSet(bad); err == nil || err.Error() != want {
		t.Errorf("ValidateFieldSet(bad) = %v, want %s", err, want)
	}
	if err := ValidateFieldSet(FieldSet{Field: "f"}); err == nil || err.Error() != `value: missing required key "value"` {
		t.Errorf("a nil union: %v", err)
	}
}
