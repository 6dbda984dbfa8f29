package stitch

import "errors"

// Wire is how a provider's model sends values in a provider dialect, as far as a parser
// must know (see stitchgen's docs/dialects.md). The zero Wire is the canonical form,
// the one the schemas describe.
type Wire uint8

const (
	// WireNullAbsent: a null sent for a key that is not nullable means the key is left
	// out (its default applies), and a null sent for an unknown key (a key of another
	// union variant, or of another object merged into the same advertised one) is
	// ignored. OpenAI's strict mode makes every key required, an optional one nullable.
	// For a key whose value is any JSON value (any, json.RawMessage) null is a value: it
	// means absent only together with WireAnyText. Generated ValidateX functions read
	// encoding/json's output with WireNullAbsent alone, so a nil pointer is a key left out.
	WireNullAbsent Wire = 1 << iota
	// WireAnyText: a string sent for an any or json.RawMessage value holds that value as
	// JSON text (a provider that cannot say "any JSON value" asks for a string). A string
	// that is not one JSON value is kept as the string itself. Not inside a structure
	// already sent as JSON text, where values are canonical.
	WireAnyText
	// WireOnce: a first reading that trusts structures sent as JSON text. A string holding
	// an object or array where the parser wants one (a double-encoded structure, or a
	// dialect's JSON text) is read as it is decoded, with no pass before that checks it is
	// one JSON value; should it turn out not to be, the parse stops and returns ErrAgain,
	// and the call must be parsed again without WireOnce, where such a string is checked
	// first (and, not being one JSON value, is the string itself). ParseIn and ParseAnyIn
	// set it and read again on ErrAgain; declarations never carry it.
	WireOnce
)

// ErrAgain is what a parse with WireOnce returns when a structure sent as JSON text was
// not one JSON value after all: parse the call again without WireOnce.
var ErrAgain = errors.New("stitch: a structure sent as JSON text is not one JSON value; parse the call again without WireOnce")
