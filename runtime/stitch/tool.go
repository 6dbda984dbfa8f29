package stitch

import "errors"

// Meta describes one generated tool: its name, its description, and its schemas as JSON
// — the exact input schema (lossless, unions as oneOf), the advertised one (what the model
// is shown: unions flattened) and, when the tool names its result type, the output schema.
// The schemas are the bytes of the tool's schema file as stitchgen wrote it, read from
// the embedded file when the package is initialized: valid JSON, pretty-printed
// (two-space indent); json.Compact them where size matters (encoding/json compacts a
// json.RawMessage it marshals). They are read-only: the slices are capped, and writing
// to them would change the schemas for every user of the tool.
//
// A *Meta is the tool as an [AnyTool] (what StitchTools lists): its Parser reads a call
// into the tool's input type, returned as an any.
type Meta struct {
	Name string
	// Title is the tool's display name for people (//stitch:tool title="List pods"), or
	// "": MCP's tool title.
	Title       string
	Description string
	// Hints are what the tool says of its effects (//stitch:tool readonly idempotent):
	// MCP's tool annotations.
	Hints      Hints
	Advertised []byte // the input schema a model is shown (JSON, pretty-printed)
	Exact      []byte // the input schema the parser enforces (JSON, pretty-printed)
	// Output is the schema of the tool's result (//stitch:tool output=X), or nil, and
	// OutputType names that Go type, "import/path.Name", so an adapter can tell whether
	// a handler returns it.
	Output     []byte
	OutputType string
	// Declarations are the tool's declarations for each provider dialect (see
	// Declaration and ParseIn).
	Declarations []Declaration
	// Parser is the tool's parser (Tool.Parse) with its value as an any: the value read
	// (the tool's input type T, not a pointer) and nil, or nil and the Issues found.
	// ParseAny calls it.
	Parser func(data []byte, lim Limits) (any, error)
}

// Hints are a tool's behaviour hints to a client, MCP's tool annotations, as its
// //stitch:tool directive states them: readonly (readOnlyHint), destructive
// (destructiveHint), idempotent (idempotentHint), openworld (openWorldHint). A flag
// states true and =false false; a hint the directive leaves out is nil, and MCP's default
// holds for it (not read-only, destructive, not idempotent, open world). Hints are hints:
// nothing enforces them.
type Hints struct {
	ReadOnly, Destructive, Idempotent, OpenWorld *bool
}

// Any reports whether h states a hint.
func (h Hints) Any() bool {
	return h.ReadOnly != nil || h.Destructive != nil || h.Idempotent != nil || h.OpenWorld != nil
}

// Tool is one generated tool: its Meta and its typed parser. The generated XTool is
// one; adapters that handle every tool alike (MCP) reach the tools through their Meta, an
// AnyTool.
//
// Tool has no methods, and its Meta is a field rather than embedded, on purpose: a
// generic type's methods, and the methods an embedded field promotes, are compiled into
// the user's package once per tool type (twice: the shape's body and the dictionary
// wrapper), called or not, which made the tool block half of what a tool cost the
// user's build beside its decoders. What needs no T is Meta's (Declaration, ParseAny);
// ParseIn, which returns a T, is a generic function, compiled only where it is called.
type Tool[T any] struct {
	Meta *Meta
	// Parse is the generated parser: it returns the value read and nil, or the zero value
	// and the Issues found (a call with any issue hands the handler nothing).
	Parse func(data []byte, lim Limits) (T, error)
}

// AnyTool is a tool of any input type: a generated tool's is its Meta.
type AnyTool interface {
	Info() *Meta
	// ParseAny parses a call; the value is the tool's input type T (not a pointer).
	ParseAny(data []byte, lim Limits) (any, error)
}

var _ AnyTool = (*Meta)(nil)

// errNoParser is returned for a tool whose parser is nil.
var errNoParser = errors.New("stitch: tool has no parser")

// Info returns m: the tool's Meta.
func (m *Meta) Info() *Meta { return m }

// ParseAny calls Parser: the value read as an any, or nil and the issues.
func (m *Meta) ParseAny(data []byte, lim Limits) (any, error) {
	if m.Parser == nil {
		return nil, errNoParser
	}
	return m.Parser(data, lim)
}
