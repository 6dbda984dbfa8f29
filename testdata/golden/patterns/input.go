// Package patterns has patterns written in RE2 that ECMA-262, the regex
// dialect of JSON Schema's pattern, spells otherwise: every schema and
// declaration carries the ECMA-262 spelling, the parser checks the RE2
// pattern as written, and a pattern in //stitch:tags reads as the same text
// does between a struct tag's backquotes.
package patterns

// Code is a product code: three letters of either case, a dash, digits.
//
//stitch:tags pattern='\\A(?i)[a-z]{3}-\\d+\\z'
type Code string

// Find finds products.
//
//stitch:tool
type Find struct {
	// Code of the product.
	Code Code `json:"code"`
	// The same pattern, written in the struct tag.
	SameCode string `json:"same_code,omitempty" stitch:"pattern='\\A(?i)[a-z]{3}-\\d+\\z'"`
	// Name of the product.
	Name string `json:"name,omitempty" stitch:"pattern='^[[:alpha:]][[:alnum:] ]*$'"`
	// One word, in any script.
	Word string `json:"word,omitempty" stitch:"pattern='^(?P<word>\\pL+)$'"`
	// A Greek word.
	Greek string `json:"greek,omitempty" stitch:"pattern='^\\p{Greek}+$'"`
	// One line: RE2's . is anything but \n.
	Line string `json:"line,omitempty" stitch:"pattern='^.+$'"`
	// Words with single spaces: RE2's \s is [\t\n\f\r ].
	Spaced string `json:"spaced,omitempty" stitch:"pattern='^\\S+(?:\\s\\S+)*$'"`
	// The unit: k of either case, or the Kelvin sign (RE2's case orbit of k).
	Unit string `json:"unit,omitempty" stitch:"pattern='(?i)^k$'"`
	// Versions, each v1. and a number.
	Versions []string `json:"versions,omitempty" stitch:"dive,pattern='^\\Qv1.\\E\\d+$'"`
	// A path under {root}: validator's startswith, quoted for RE2.
	Path string `json:"path,omitempty" validate:"omitempty,startswith={root}/"`
	// A slug: invopop/jsonschema's pattern, read as RE2 as stitchgen reads it.
	Slug string `json:"slug,omitempty" jsonschema:"pattern=\\A[[:lower:]-]+\\z"`
}
