package hull_objects

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseCall, []parsetest.Case{
		{
			Name: "good: a person with a one-letter name",
			In:   `{"v":{"kind":"a","who":{"name":"A"}}}`,
			Want: Call{V: A{Kind: "a", Who: Person{Name: "A"}}},
		},
		{
			Name: "good: a person with an age",
			In:   `{"v":{"kind":"a","who":{"name":"Al","age":3}}}`,
			Want: Call{V: A{Kind: "a", Who: Person{Name: "Al", Age: 3}}},
		},
		{
			Name: "good: a company",
			In:   `{"v":{"kind":"b","who":{"vat":"FR1","name":"Ac"}}}`,
			Want: Call{V: B{Kind: "b", Who: Company{Name: "Ac", VAT: "FR1"}}},
		},
		{
			Name:   "a: the company's key is unknown to a person",
			In:     `{"v":{"kind":"a","who":{"name":"Al","vat":"x"}}}`,
			Issues: []string{`v.who.vat: unknown_key: unknown key "vat"; allowed keys: name, age`},
		},
		{
			Name: "b: what a person takes is not a company",
			In:   `{"v":{"kind":"b","who":{"name":"A","age":3}}}`,
			Issues: []string{
				`v.who.name: too_small: expected a string of at least 2 characters, got 1 character`,
				`v.who.age: unknown_key: unknown key "age"; allowed keys: name, vat`,
				`v.who.vat: required: missing required key "vat"`,
			},
		},
		{
			Name:   "b: vat is required",
			In:     `{"v":{"kind":"b","who":{"name":"Ac"}}}`,
			Issues: []string{`v.who.vat: required: missing required key "vat"`},
		},
		{
			Name:   "a: age bound",
			In:     `{"v":{"kind":"a","who":{"name":"A","age":-1}}}`,
			Issues: []string{`v.who.age: too_small: expected an integer ≥ 0, got -1`},
		},
		{
			Name:   "b: name is required",
			In:     `{"v":{"kind":"b","who":{"vat":""}}}`,
			Issues: []string{`v.who.name: required: missing required key "name"`},
		},
		{
			Name: "a: person's own bounds",
			In:   `{"v":{"kind":"a","who":{"name":"","age":-1}}}`,
			Issues: []string{
				`v.who.name: too_small: expected a string of at least 1 character, got 0 characters`,
				`v.who.age: too_small: expected an integer ≥ 0, got -1`,
			},
		},
	})
}
