// Package providers registers stitchgen tools with the official Go SDKs of OpenAI,
// Anthropic and Google Gemini, and parses the tool calls those SDKs hand back with the
// generated parsers. It is a nested module of its own, so the provider SDKs never enter
// stitchgen's go.mod: a user copies the few lines they need.
//
// Each function takes a tool's generated declaration for a dialect (stitch.Meta's
// Declarations, the bytes of schemas/<dialect>/<tool>.json) and builds the SDK's own
// parameter type from it, without changing a keyword:
//
//	tool, _ := providers.OpenAITool(broadcast.ContactSearchTool.Meta, "openai-strict")
//	params := openai.ChatCompletionNewParams{Tools: []openai.ChatCompletionToolUnionParam{tool}, ...}
//	...
//	call := completion.Choices[0].Message.ToolCalls[0]
//	in, err := stitch.ParseIn(broadcast.ContactSearchTool, "openai-strict", []byte(call.Function.Arguments))
package providers

import (
	"encoding/json"
	"fmt"

	"github.com/anthropics/anthropic-sdk-go/v2"
	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/shared"
	"github.com/stitchgen/stitchgen/runtime/stitch"
	"google.golang.org/genai"
)

// decl is a declaration's top-level keys; the schema's keys stay raw JSON, so the SDKs
// write every keyword (and number) exactly as generated.
type decl struct {
	Name        string                     `json:"name"`
	Description string                     `json:"description"`
	Parameters  map[string]json.RawMessage `json:"parameters"`
	InputSchema map[string]json.RawMessage `json:"input_schema"`
	Strict      *bool                      `json:"strict"`
}

// declaration decodes a tool's declaration in a dialect.
func declaration(m stitch.Meta, dialect string) (decl, error) {
	var out decl
	d, ok := m.Declaration(dialect)
	if !ok {
		return out, fmt.Errorf("%s: no %s declaration", m.Name, dialect)
	}
	err := json.Unmarshal(d.JSON, &out)
	return out, err
}

// anyMap is m with its values as any (the SDKs' parameter maps).
func anyMap(m map[string]json.RawMessage) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// OpenAITool is the tool for the Chat Completions API in dialect "openai" or
// "openai-strict".
func OpenAITool(m stitch.Meta, dialect string) (openai.ChatCompletionToolUnionParam, error) {
	d, err := declaration(m, dialect)
	if err != nil {
		return openai.ChatCompletionToolUnionParam{}, err
	}
	def := shared.FunctionDefinitionParam{
		Name:       d.Name,
		Parameters: shared.FunctionParameters(anyMap(d.Parameters)),
		Strict:     openai.Bool(d.Strict != nil && *d.Strict),
	}
	if d.Description != "" {
		def.Description = openai.String(d.Description)
	}
	return openai.ChatCompletionFunctionTool(def), nil
}

// AnthropicTool is the tool for the Messages API in dialect "anthropic" or
// "anthropic-strict".
func AnthropicTool(m stitch.Meta, dialect string) (anthropic.ToolParam, error) {
	d, err := declaration(m, dialect)
	if err != nil {
		return anthropic.ToolParam{}, err
	}
	in := anthropic.ToolInputSchemaParam{Properties: d.InputSchema["properties"], ExtraFields: map[string]any{}}
	if r, ok := d.InputSchema["required"]; ok {
		if err := json.Unmarshal(r, &in.Required); err != nil {
			return anthropic.ToolParam{}, err
		}
	}
	for k, v := range d.InputSchema {
		switch k {
		case "type", "properties", "required":
		default:
			in.ExtraFields[k] = v
		}
	}
	t := anthropic.ToolParam{Name: d.Name, InputSchema: in}
	if d.Description != "" {
		t.Description = anthropic.String(d.Description)
	}
	if d.Strict != nil {
		t.Strict = anthropic.Bool(*d.Strict)
	}
	return t, nil
}

// GeminiFunction is the function declaration for the Gemini API in dialect "gemini" (the
// schema as a genai.Schema, which the Live API takes too) or "gemini-jsonschema" (as
// ParametersJsonSchema).
func GeminiFunction(m stitch.Meta, dialect string) (*genai.FunctionDeclaration, error) {
	d, ok := m.Declaration(dialect)
	if !ok {
		return nil, fmt.Errorf("%s: no %s declaration", m.Name, dialect)
	}
	var fd struct {
		Name                 string          `json:"name"`
		Description          string          `json:"description"`
		Parameters           *genai.Schema   `json:"parameters"`
		ParametersJSONSchema json.RawMessage `json:"parametersJsonSchema"`
	}
	if err := json.Unmarshal(d.JSON, &fd); err != nil {
		return nil, err
	}
	out := &genai.FunctionDeclaration{Name: fd.Name, Description: fd.Description, Parameters: fd.Parameters}
	if fd.ParametersJSONSchema != nil {
		out.ParametersJsonSchema = fd.ParametersJSONSchema
	}
	return out, nil
}

// GeminiArgs is the JSON of a function call's arguments as genai hands them over (a
// map), for ParseIn.
func GeminiArgs(fc *genai.FunctionCall) ([]byte, error) {
	return json.Marshal(fc.Args)
}
