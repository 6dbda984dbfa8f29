// The envelope is the one runtime/stitchmcp writes, byte for byte
// (TestEnvelopeMatchesStitchmcp holds them equal): a model reads the same
// error text whichever server library serves the tool. It is copied, not
// imported, so that a server on mcp-go does not link the official SDK.

package stitchmcpgo

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// envelope writes the text of an error result:
//
//	{"error":<code>,"details":<details>,"_hint":<hint>}
//
// with "_hint" left out when hint is "".
func envelope(code string, details []byte, hint string) string {
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

// validationDetails writes the details of a validation error:
//
//	{"message":"2 issues","issues":[{"path":…,"code":…,"message":…},…]}
//
// as stitchmcp writes it: the message only counts the issues, which the list says once.
func validationDetails(issues stitch.Issues) []byte {
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

// toolDetails writes the details of a handler error: "message" first, then the members of
// e.Details in key order. A member that does not encode is written as its error text, so
// a handler's error always reaches the model.
func toolDetails(e *Error) []byte {
	var b bytes.Buffer
	b.WriteString(`{"message":`)
	writeJSON(&b, e.Message)
	keys := make([]string, 0, len(e.Details))
	for k := range e.Details {
		if k != "message" {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	for _, k := range keys {
		b.WriteByte(',')
		writeJSON(&b, k)
		b.WriteByte(':')
		v, err := marshal(e.Details[k])
		if err != nil {
			writeJSON(&b, "(not encodable: "+err.Error()+")")
			continue
		}
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes()
}

// marshal is json.Marshal without HTML escaping: a model reads the text, and "<" reads
// better than "\u003c".
func marshal(v any) ([]byte, error) {
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
