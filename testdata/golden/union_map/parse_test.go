package union_map

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseConfigure, []parsetest.Case{
		{
			Name: "good: one value of each variant",
			In:   `{"settings":{"x":{"kind":"flag","value":true},"y":{"value":3,"kind":"number"}}}`,
			Want: Configure{Settings: map[string]Setting{
				"x": Flag{Kind: "flag", Value: true},
				"y": Number{Kind: "number", Value: 3},
			}},
		},
		{
			Name: "good: a map value sent as a JSON string",
			In:   `{"settings":{"x":"{\"kind\":\"flag\",\"value\":false}","y":{"kind":"number","value":0}}}`,
			Want: Configure{Settings: map[string]Setting{
				"x": Flag{Kind: "flag", Value: false},
				"y": Number{Kind: "number", Value: 0},
			}},
		},
		{
			Name:   "same key, the flag variant's type",
			In:     `{"settings":{"x":{"kind":"flag","value":1}}}`,
			Issues: []string{`settings.x.value: invalid_type: expected a boolean, got the number 1`},
		},
		{
			Name: "each map value at its own path",
			In:   `{"settings":{"x":{"kind":"number","value":-1},"y":{"kind":"number","value":true},"z":{"kind":"flag"}}}`,
			Issues: []string{
				`settings.x.value: too_small: expected an integer ≥ 0, got -1`,
				`settings.y.value: invalid_type: expected an integer ≥ 0, got true`,
				`settings.z.value: required: missing required key "value" (required when kind = flag)`,
			},
		},
		{
			Name:   "too few entries",
			In:     `{"settings":{}}`,
			Issues: []string{`settings: too_small: expected at least 1 entry, got 0`},
		},
		{
			Name:   "unknown label",
			In:     `{"settings":{"x":{"kind":"text","value":"a"}}}`,
			Issues: []string{`settings.x.kind: invalid_label: unknown kind "text"; expected one of: flag, number`},
		},
		{
			Name:   "missing discriminator under a key that needs quoting",
			In:     `{"settings":{"a b":{"value":true}}}`,
			Issues: []string{`settings["a b"].kind: invalid_label: missing discriminator "kind"; expected one of: flag, number`},
		},
		{
			Name:   "duplicate map key",
			In:     `{"settings":{"x":{"kind":"flag","value":true},"x":{"kind":"flag","value":false}}}`,
			Issues: []string{`settings.x: duplicate_key: duplicate key "x": send each key once`},
		},
		{
			Name:   "null map value",
			In:     `{"settings":{"x":null}}`,
			Issues: []string{`settings.x: invalid_type: expected an object, got null`},
		},
		{
			Name:   "missing map",
			In:     `{}`,
			Issues: []string{`settings: required: missing required key "settings"`},
		},
	})
}
