package proptest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sort"

	google "github.com/google/jsonschema-go/jsonschema"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

// santhosh compiles a schema with santhosh-tekuri/jsonschema as draft
// 2020-12 with format assertions on: every portable format of design §6 is
// one it knows; a format it does not know is not checked.
func santhosh(url string, doc []byte) (*jsonschema.Schema, error) {
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	c.AssertFormat()
	if err := c.AddResource(url, v); err != nil {
		return nil, err
	}
	return c.Compile(url)
}

// santhoshValidate validates a JSON document (numbers kept exact as
// json.Number).
func santhoshValidate(s *jsonschema.Schema, data []byte) error {
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return err
	}
	return s.Validate(v)
}

// googleResolve prepares a schema for github.com/google/jsonschema-go, the
// validator of the MCP Go SDK.
func googleResolve(doc []byte) (*google.Resolved, error) {
	var s google.Schema
	if err := json.Unmarshal(doc, &s); err != nil {
		return nil, err
	}
	return s.Resolve(nil)
}

// googleValidate validates a JSON document as the MCP SDK does: decoded
// with encoding/json into an any (numbers as float64), then validated.
func googleValidate(rs *google.Resolved, data []byte) error {
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	return rs.Validate(v)
}

// Keywords whose value is a schema, a map of schemas or a list of schemas
// (JSON Schema 2020-12 and the older names still met in the wild).
var (
	schemaKeywords    = []string{"items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames", "unevaluatedItems", "unevaluatedProperties", "additionalItems", "contentSchema"}
	schemaMapKeywords = []string{"properties", "patternProperties", "$defs", "definitions", "dependentSchemas"}
	schemaListKeyword = []string{"prefixItems", "allOf", "anyOf", "oneOf"}
)

// combinators lists the JSON pointers of every oneOf, anyOf and allOf in a
// decoded schema, at any depth: in properties, items, $defs and every other
// place a subschema may sit. Only schema positions are searched, so a
// property named "oneOf" is not a finding.
func combinators(schema any, at string) []string {
	obj, ok := schema.(map[string]any)
	if !ok {
		return nil
	}
	var out []string
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := obj[k]
		switch {
		case k == "oneOf" || k == "anyOf" || k == "allOf":
			out = append(out, at+"/"+k)
		}
		switch {
		case slices.Contains(schemaKeywords, k):
			out = append(out, combinators(v, at+"/"+k)...)
		case slices.Contains(schemaMapKeywords, k):
			m, _ := v.(map[string]any)
			names := make([]string, 0, len(m))
			for n := range m {
				names = append(names, n)
			}
			sort.Strings(names)
			for _, n := range names {
				out = append(out, combinators(m[n], at+"/"+k+"/"+n)...)
			}
		case slices.Contains(schemaListKeyword, k):
			l, _ := v.([]any)
			for i, s := range l {
				out = append(out, combinators(s, fmt.Sprintf("%s/%s/%d", at, k, i))...)
			}
		}
	}
	return out
}
