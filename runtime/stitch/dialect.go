package stitch

import "errors"

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
	// JSON is the declaration object, compact: {"name", "description", and the schema
	// under the provider's key ("parameters", "input_schema", "parametersJsonSchema"),
	// and "strict" where the provider has it}.
	JSON []byte
}

// Declaration returns the tool's declaration for a provider dialect.
//
// It is kept out of line: a Tool[T] embeds Meta, so the compiler writes a Declaration
// method for every tool type into the user's package, and an inlined loop would make
// each of them as long as this one.
//
//go:noinline
func (m *Meta) Declaration(dialect string) (Declaration, bool) {
	for _, d := range m.Declarations {
		if d.Dialect == dialect {
			return d, true
		}
	}
	return Declaration{}, false
}

// errDialect is returned for a dialect the tool has no declaration for.
var errDialect = errors.New("stitch: unknown provider dialect")

// ParseIn parses a call that a model reached through a provider dialect sent (the
// arguments of its tool call): the value is the one the canonical form gives. It uses
// the default limits.
func (t *Tool[T]) ParseIn(dialect string, data []byte) (T, error) {
	lim, err := limitsIn(&t.Meta, dialect, t.Parse != nil)
	if err != nil {
		var zero T
		return zero, err
	}
	return t.Parse(data, lim)
}

// limitsIn is ParseIn's work that does not depend on T: the Limits of the dialect's
// wire, or why the call cannot be parsed. Out of line, so the ParseIn the compiler
// writes for each tool type into the user's package stays short.
//
//go:noinline
func limitsIn(m *Meta, dialect string, parser bool) (Limits, error) {
	d, ok := m.Declaration(dialect)
	if !ok {
		return Limits{}, errDialect
	}
	if !parser {
		return Limits{}, errNoParser
	}
	return Limits{Wire: d.Wire}, nil
}

// ParseAnyIn is ParseIn for any tool: lim's Wire is set from the dialect.
func ParseAnyIn(t AnyTool, dialect string, data []byte, lim Limits) (any, error) {
	d, ok := t.Info().Declaration(dialect)
	if !ok {
		return nil, errDialect
	}
	lim.Wire = d.Wire
	return t.ParseAny(data, lim)
}
