// Package envelope writes the text of an MCP tool's error result, the JSON a
// model reads when a call fails:
//
//	{"error":<code>,"details":<details>,"_hint":<hint>}
//
// Both of stitchgen's MCP adapters write it with this package, so a model
// reads the same error text whichever server library serves the tool:
// runtime/stitchmcp on the official SDK, and stitchmcpgo (a nested module)
// on mark3labs/mcp-go. It depends on the standard library and
// runtime/stitch only, so an adapter that imports it links no SDK.
package envelope

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// Text writes the text of an error result, with "_hint" left out when hint
// is "".
func Text(code string, details []byte, hint string) string {
	var b bytes.Buffer
	b.WriteString(`{"error":`)
	writeJSON(&b, code)
	b.WriteString(`,"details":`)
	b.Write(details)
	if hint != "" {
		b.WriteString(`,"_hint":`)
		writeJSON(&b, hint)
	}
	b.WriteByte('}')
	return b.String()
}

// Validation writes the details of a validation error:
//
//	{"message":"2 issues","issues":[{"path":…,"code":…,"message":…},…]}
//
// The message only counts the issues: the list says each once (repeating
// them in the message was a quarter of the envelope's bytes).
func Validation(issues stitch.Issues) []byte {
	var b bytes.Buffer
	b.WriteString(`{"message":`)
	n := strconv.Itoa(len(issues)) + " issues"
	if len(issues) == 1 {
		n = "1 issue"
	}
	writeJSON(&b, n)
	b.WriteString(`,"issues":[`)
	for i, it := range issues {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(`{"path":`)
		writeJSON(&b, it.Path)
		b.WriteString(`,"code":`)
		writeJSON(&b, it.Code)
		b.WriteString(`,"message":`)
		writeJSON(&b, it.Message)
		b.WriteByte('}')
	}
	b.WriteString(`]}`)
	return b.Bytes()
}

// Tool writes the details of a handler's error: "message" first, then the
// members of details in key order. A member that does not encode is
// written as its error text, so a handler's error always reaches the model.
func Tool(message string, details map[string]any) []byte {
	var b bytes.Buffer
	b.WriteString(`{"message":`)
	writeJSON(&b, message)
	keys := make([]string, 0, len(details))
	for k := range details {
		if k != "message" {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	for _, k := range keys {
		b.WriteByte(',')
		writeJSON(&b, k)
		b.WriteByte(':')
		v, err := Marshal(details[k])
		if err != nil {
			writeJSON(&b, "(not encodable: "+err.Error()+")")
			continue
		}
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes()
}

// Marshal is json.Marshal without HTML escaping: a model reads the text,
// and "<" reads better than "\u003c".
func Marshal(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// writeJSON writes a string as a JSON string, without HTML escaping.
func writeJSON(b *bytes.Buffer, s string) {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)       // a string always encodes
	b.Truncate(b.Len() - 1) // the newline Encode adds
}
