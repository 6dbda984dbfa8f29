// Package dialects_chosen declares its tools in the dialects it names: a
// root key Gemini refuses as a parameter name is fine where gemini is not
// chosen.
//
//stitch:dialects openai,openai-strict,anthropic-strict,gemini-jsonschema
package dialects_chosen

// Fetch fetches a page.
//
//stitch:tool
type Fetch struct {
	URL string `json:"url" stitch:"format=uri"`
	// ContentType is the media type to ask for.
	ContentType string `json:"content-type,omitempty" stitch:"enum=text/html|application/json"`
	// Headers are extra headers, by name.
	Headers map[string]string `json:"x-headers,omitempty"`
}
