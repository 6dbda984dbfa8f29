// Package strip_names drops the Go name that begins a description, as
// //stitch:package strip-names asks: a tool's, a field's, a variant's.
//
//stitch:package strip-names
//stitch:dialects none
package strip_names

// SearchDocs searches the docs for a phrase.
//
//stitch:tool
type SearchDocs struct {
	// Query is the phrase to find.
	Query string `json:"query" stitch:"min=1"`
	// Limit caps the number of results.
	Limit int `json:"limit,omitempty" stitch:"min=1,max=50"`
	// URL is the site to search; an acronym keeps its case.
	URL string `json:"url,omitempty" stitch:"format=uri"`
	// Send a copy to this address: the name is the sentence's verb, kept.
	Send string `json:"send,omitempty" stitch:"format=email"`
	// Scope says where to search.
	Scope Scope `json:"scope"`
}

// Scope is where a search looks.
//
//stitch:union
type Scope interface{ isScope() }

// BySpace is a search in one space.
type BySpace struct {
	Kind  string `json:"kind" stitch:"oneof-variant=space"`
	Space string `json:"space" stitch:"min=1"`
}

// Everywhere searches every space.
type Everywhere struct {
	Kind string `json:"kind" stitch:"oneof-variant=all"`
}

func (BySpace) isScope()    {}
func (Everywhere) isScope() {}
