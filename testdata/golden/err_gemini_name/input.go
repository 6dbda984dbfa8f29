// Package err_gemini_name has root keys Gemini refuses as parameter names.
package err_gemini_name

// Fetch fetches a page.
//
//stitch:tool
type Fetch struct {
	URL string `json:"url"`
	// ContentType is the media type to ask for.
	ContentType string `json:"content-type"`
	First       string `json:"1st,omitempty"`
	Nested      Inner  `json:"nested"`
}

// Inner is sent as JSON text to Gemini: its names need no change.
type Inner struct {
	ContentType string `json:"content-type"`
}
