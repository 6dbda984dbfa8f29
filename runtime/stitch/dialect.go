package stitch

import (
	"errors"
	"strconv"
)

// Declaration is a tool's declaration for one provider dialect, as stitchgen wrote it to
// schemas/<dialect>/<tool>.json: the provider's own tool object, ready to send.
type Declaration struct {
	// Dialect is "openai", "openai-strict", "anthropic", "anthropic-strict", "gemini" or
	// "gemini-jsonschema".
	Dialect string
	// Strict is the strict flag the declaration carries (strict dialects only): true only
	// where the provider's constrained decoding keeps every valid value.
	Strict bool
	// Wire is how that provider's model sends values; ParseIn reads calls with it.
	Wire Wire
	// JSON is the declaration object, as the schema file schemas/<dialect>/<tool>.json
	// holds it (pretty-printed, embedded): {"name", "description", and the schema
	// under the provider's key ("parameters", "input_schema", "parametersJsonSchema"),
	// and "strict" where the provider has it}.
	JSON []byte
}

// Declaration returns the tool's declaration for a provider dialect.
func (m *Meta) Declaration(dialect string) (Declaration, bool) {
	if i := declarationIndex(m, dialect); i >= 0 {
		return m.Declarations[i], true
	}
	return Declaration{}, false
}

// declarationIndex is the index of the dialect's declaration in m, or -1: no copy of
// each one it passes (ParseIn looks it up on every call).
func declarationIndex(m *Meta, dialect string) int {
	for i := range m.Declarations {
		if m.Declarations[i].Dialect == dialect {
			return i
		}
	}
	return -1
}

// MCP names the dialect of the advertised schema itself (Meta.Advertised), which an MCP
// client is shown: its calls are canonical JSON.
const MCP = "mcp"

// wireOf is the Wire of a call sent in dialect: canonical for MCP, else the declaration's.
func wireOf(m *Meta, dialect string) (Wire, error) {
	if dialect == MCP {
		return 0, nil
	}
	i := declarationIndex(m, dialect)
	if i < 0 {
		return 0, unknownDialect(m, dialect)
	}
	return m.Declarations[i].Wire, nil
}

// unknownDialect says which dialects m knows: `stitch: unknown provider dialect "cohere";
// this tool has: mcp, openai, openai-strict, …`.
func unknownDialect(m *Meta, dialect string) error {
	known := MCP
	for _, d := range m.Declarations {
		known += ", " + d.Dialect
	}
	return errors.New("stitch: unknown provider dialect " + strconv.Quote(dialect) + "; this tool has: " + known)
}

// ParseIn parses a call to t that a model reached through a provider dialect sent (the
// arguments of its tool call): the value is the one the canonical form gives. It uses
// the default limits. dialect is one of the tool's Declarations, or MCP ("mcp": the
// advertised schema, canonical JSON); another is an error naming the ones it has.
//
// A function, not a method of Tool: a generic function is compiled where it is called,
// for the tool types it is called with, where a method of Tool would be compiled for
// every tool of the package (see Tool).
func ParseIn[T any](t *Tool[T], dialect string, data []byte) (T, error) {
	lim, err := limitsIn(t.Meta, dialect, t.Parse != nil)
	if err != nil {
		var zero T
		return zero, err
	}
	v, err := t.Parse(data, lim)
	if err == ErrAgain { // a structure sent as JSON text was not one: read it checked
		lim.Wire &^= WireOnce
		return t.Parse(data, lim)
	}
	return v, err
}

// limitsIn is ParseIn's work that does not depend on T: the Limits of the dialect's
// wire, or why the call cannot be parsed.
func limitsIn(m *Meta, dialect string, parser bool) (Limits, error) {
	w, err := wireOf(m, dialect)
	if err != nil {
		return Limits{}, err
	}
	if !parser {
		return Limits{}, errNoParser
	}
	return Limits{Wire: w | WireOnce}, nil
}

// ParseAnyIn is ParseIn for any tool: lim's Wire is set from the dialect.
func ParseAnyIn(t AnyTool, dialect string, data []byte, lim Limits) (any, error) {
	w, err := wireOf(t.Info(), dialect)
	if err != nil {
		return nil, err
	}
	lim.Wire = w | WireOnce
	v, err := t.ParseAny(data, lim)
	if err == ErrAgain { // a structure sent as JSON text was not one: read it checked
		lim.Wire = w
		return t.ParseAny(data, lim)
	}
	return v, err
}
