package stitch

import "errors"

// Meta describes one generated tool: its name, its description, and its two schemas as
// compact JSON — the exact schema (lossless, unions as oneOf) and the advertised one (what
// the model is shown: unions flattened).
type Meta struct {
	Name        string
	Description string
	Exact       []byte
	Advertised  []byte
}

// Tool is one generated tool: its Meta and its parser. The generated tool table holds one
// per tool; adapters (MCP) reach them through AnyTool.
type Tool[T any] struct {
	Meta
	// Parse is the generated parser: it returns the value read and nil, or the Issues
	// found (with the value as far as it could be read).
	Parse func(data []byte, lim Limits) (T, error)
}

// AnyTool is a Tool of any input type.
type AnyTool interface {
	Info() *Meta
	// ParseAny parses a call; the value is the tool's input type T (not a pointer).
	ParseAny(data []byte, lim Limits) (any, error)
}

var _ AnyTool = (*Tool[struct{}])(nil)

// errNoParser is returned by a Tool whose Parse is nil.
var errNoParser = errors.New("stitch: tool has no parser")

// Info returns the tool's Meta.
func (t *Tool[T]) Info() *Meta { return &t.Meta }

// ParseAny calls Parse and returns its value as an any, nil when there are issues.
func (t *Tool[T]) ParseAny(data []byte, lim Limits) (any, error) {
	if t.Parse == nil {
		return nil, errNoParser
	}
	v, err := t.Parse(data, lim)
	if err != nil {
		return nil, err
	}
	return v, nil
}
