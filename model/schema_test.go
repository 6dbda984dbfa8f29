package model

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSchemaKeywordOrder(t *testing.T) {
	s := &Schema{
		Defs:                 []Def{{Name: "N", Schema: &Schema{Type: []string{"string"}}}},
		Default:              json.RawMessage(`1`),
		OneOf:                []*Schema{{Const: json.RawMessage(`"a"`)}},
		Required:             []string{"b", "a"},
		Properties:           []Property{{"b", &Schema{Ref: "#/$defs/N"}}, {"a", &Schema{}}},
		Items:                &Schema{False: true},
		Maximum:              "2.5",
		Minimum:              "-1",
		MaxLength:            IntPtr(3),
		Enum:                 []json.RawMessage{json.RawMessage(`"x"`), json.RawMessage(`null`)},
		Type:                 []string{"string", "null"},
		Description:          "d <&>",
		Tolerance:            "coerce", // metadata: never written
		AdditionalProperties: &Schema{False: true},
	}
	raw, err := s.MarshalJSON()
	require.NoError(t, err)
	assert.Equal(t, `{"description":"d \u003c\u0026\u003e","type":["string","null"],"enum":["x",null],"maxLength":3,"minimum":-1,"maximum":2.5,"items":false,"properties":{"b":{"$ref":"#/$defs/N"},"a":{}},"required":["b","a"],"additionalProperties":false,"oneOf":[{"const":"a"}],"default":1,"$defs":{"N":{"type":"string"}}}`, string(raw))
	assert.True(t, json.Valid(s.Pretty()))
	assert.Equal(t, "{}", string(must((&Schema{}).MarshalJSON())))
	assert.Equal(t, "{}", string(must((*Schema)(nil).MarshalJSON())))
}

func TestSchemaClone(t *testing.T) {
	s := &Schema{Type: []string{"object"}, Properties: []Property{{"a", &Schema{Enum: []json.RawMessage{json.RawMessage(`1`)}}}}, Required: []string{"a"}}
	c := s.Clone()
	c.Properties[0].Schema.Enum[0] = json.RawMessage(`2`)
	c.Required[0] = "b"
	c.Type[0] = "array"
	assert.Equal(t, `{"type":"object","properties":{"a":{"enum":[1]}},"required":["a"]}`, string(must(s.MarshalJSON())))
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}

// TestWriteStringIsJSONMarshal: the fast path writes exactly what
// json.Marshal writes, on every byte and a few runes.
func TestWriteStringIsJSONMarshal(t *testing.T) {
	var cases []string
	for c := 0; c < 256; c++ {
		cases = append(cases, string(rune(c)), "a"+string([]byte{byte(c)})+"z")
	}
	cases = append(cases, "", "plain key", "é", "日本", "\u2028", "<b>&</b>", `"quoted"`, `back\slash`)
	for _, s := range cases {
		var b bytes.Buffer
		writeString(&b, s)
		want, _ := json.Marshal(s)
		if b.String() != string(want) {
			t.Errorf("writeString(%q) = %s, want %s", s, b.String(), want)
		}
	}
}

// TestValueIsDecodedJSON: Value is what encoding/json decodes MarshalJSON's
// bytes into (UseNumber), for a schema with every keyword written, nested
// where a schema nests, and for the schemas that are not objects.
func TestValueIsDecodedJSON(t *testing.T) {
	leaf := func() *Schema {
		return &Schema{Type: []string{"integer"}, Minimum: "-1", ExclusiveMaximum: "1e3", Examples: []json.RawMessage{json.RawMessage(`2`)}}
	}
	s := &Schema{
		Ref: "#/$defs/N", Description: "d <&> \u00e9", Type: []string{"object", "null"}, Nullable: true,
		Const: json.RawMessage(`{"a":[1,2.5,"x"]}`), Enum: []json.RawMessage{json.RawMessage(`"x"`), json.RawMessage(`null`), json.RawMessage(`12345678901234567890`), json.RawMessage(`"a\"b\u00e9"`), json.RawMessage(`"a\\b\n"`), json.RawMessage(`true`), json.RawMessage(`"é"`), json.RawMessage(`""`)},
		Format: "date", Pattern: "^a$", MinLength: IntPtr(0), MaxLength: IntPtr(3),
		Minimum: "0.1", ExclusiveMinimum: "-2", Maximum: "9", ExclusiveMaximum: "10",
		Items: leaf(), MinItems: IntPtr(1), MaxItems: IntPtr(2),
		Properties:           []Property{{"b", leaf()}, {"a", nil}, {"f", &Schema{False: true}}},
		Required:             []string{"b", "a"},
		DependentRequired:    []Dependent{{Key: "a", Requires: []string{"b"}}},
		AdditionalProperties: &Schema{False: true}, PropertyNames: &Schema{Pattern: "^[a-z]+$"},
		MinProperties: IntPtr(1), MaxProperties: IntPtr(5),
		OneOf: []*Schema{leaf(), {Type: []string{"null"}}}, AnyOf: []*Schema{},
		Default: json.RawMessage(`[true,false,null]`), Examples: []json.RawMessage{},
		Defs:      []Def{{Name: "N", Schema: leaf()}},
		Tolerance: "coerce", // metadata: never written
	}
	for _, s := range []*Schema{s, {}, {False: true}, nil, {Properties: []Property{}}} {
		raw, err := s.MarshalJSON()
		require.NoError(t, err)
		var want any
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.UseNumber()
		require.NoError(t, dec.Decode(&want))
		assert.Equal(t, want, s.Value(), "%s", raw)
	}
}
