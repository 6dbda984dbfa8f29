package union_root

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseShape, []parsetest.Case{
		{
			Name: "good: discriminator first",
			In:   `{"kind":"circle","radius":1.5}`,
			Want: Circle{Kind: "circle", Radius: 1.5},
		},
		{
			Name: "good: discriminator last, default applied",
			In:   ` {"width":2, "height":3, "kind":"rect"} `,
			Want: Rect{Kind: "rect", Width: 2, Height: 3},
		},
		{
			Name: "good: discriminator in the middle, optional key sent",
			In:   `{"width":2,"kind":"rect","height":3,"radius":0.5}`,
			Want: Rect{Kind: "rect", Width: 2, Height: 3, Radius: 0.5},
		},
		{
			Name: "good: escapes in the discriminator's key and value",
			In:   `{"\u006bind":"circ\u006ce","radius":1}`,
			Want: Circle{Kind: "circle", Radius: 1},
		},
		{
			Name: "good: the whole input double-encoded",
			In:   `"{\"kind\":\"circle\",\"radius\":2}"`,
			Want: Circle{Kind: "circle", Radius: 2},
		},
		{
			Name:   "missing discriminator",
			In:     `{"radius":1}`,
			Issues: []string{`kind: invalid_label: missing discriminator "kind"; expected one of: circle, rect`},
		},
		{
			Name:   "empty object",
			In:     `{}`,
			Issues: []string{`kind: invalid_label: missing discriminator "kind"; expected one of: circle, rect`},
		},
		{
			Name:   "unknown label: the variant's keys are not checked",
			In:     `{"radius":"x","kind":"square","other":1}`,
			Issues: []string{`kind: invalid_label: unknown kind "square"; expected one of: circle, rect`},
		},
		{
			Name:   "labels are case-sensitive",
			In:     `{"kind":"Circle","radius":1}`,
			Issues: []string{`kind: invalid_label: unknown kind "Circle" (did you mean "circle"?); expected one of: circle, rect`},
		},
		{
			Name:   "empty label",
			In:     `{"kind":""}`,
			Issues: []string{`kind: invalid_label: unknown kind ""; expected one of: circle, rect`},
		},
		{
			Name:   "a long unknown label is cut",
			In:     `{"kind":"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}`,
			Issues: []string{`kind: invalid_label: unknown kind "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…"; expected one of: circle, rect`},
		},
		{
			Name:   "discriminator not a string: number",
			In:     `{"kind":5,"radius":1}`,
			Issues: []string{`kind: invalid_label: kind must be a string, got the number 5; expected one of: circle, rect`},
		},
		{
			Name:   "discriminator not a string: null",
			In:     `{"kind":null}`,
			Issues: []string{`kind: invalid_label: kind must be a string, got null; expected one of: circle, rect`},
		},
		{
			Name:   "discriminator not a string: object",
			In:     `{"radius":1,"kind":{"a":1}}`,
			Issues: []string{`kind: invalid_label: kind must be a string, got an object; expected one of: circle, rect`},
		},
		{
			Name: "a key of another variant",
			In:   `{"kind":"circle","width":2}`,
			Issues: []string{
				`width: unknown_key: "width" is allowed only when kind = rect`,
				`radius: required: missing required key "radius" (required when kind = circle)`,
			},
		},
		{
			Name:   "a key of no variant",
			In:     `{"kind":"circle","radius":1,"extra":true}`,
			Issues: []string{`extra: unknown_key: unknown key "extra"; allowed keys: kind, radius`},
		},
		{
			Name:   "variant's required key missing",
			In:     `{"kind":"rect","width":1}`,
			Issues: []string{`height: required: missing required key "height" (required when kind = rect)`},
		},
		{
			Name:   "variant checks, discriminator last",
			In:     `{"radius":-1,"kind":"circle"}`,
			Issues: []string{`radius: too_small: expected a number > 0, got -1`},
		},
		{
			Name: "every check of a variant",
			In:   `{"kind":"rect","width":0,"height":-1,"radius":-1}`,
			Issues: []string{
				`width: too_small: expected a number > 0, got 0`,
				`height: too_small: expected a number > 0, got -1`,
				`radius: too_small: expected a number ≥ 0, got -1`,
			},
		},
		{
			Name:   "discriminator sent twice",
			In:     `{"kind":"circle","radius":1,"kind":"rect"}`,
			Issues: []string{`kind: duplicate_key: duplicate key "kind": send each key once`},
		},
		{
			Name:   "root not an object",
			In:     `[]`,
			Issues: []string{`(root): invalid_type: expected an object, got an array`},
		},
		{
			Name:   "root a string that is not a document",
			In:     `"circle"`,
			Issues: []string{`(root): invalid_type: expected an object, got the string "circle"`},
		},
		{
			Name:   "syntax error while looking for the discriminator",
			In:     `{"kind":"circle" "radius":1}`,
			Issues: []string{`(root): syntax: invalid JSON at byte 17: expected ',' or '}' after an object value`},
		},
		{
			Name:   "trailing data",
			In:     `{"radius":1,"kind":"circle"} x`,
			Issues: []string{`(root): syntax: invalid JSON at byte 29: unexpected data after the JSON value`},
		},
	})
}
