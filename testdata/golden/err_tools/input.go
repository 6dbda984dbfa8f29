// Package err_tools holds mistakes in directives.
package err_tools

// A has an invalid name.
//
//stitch:tool name=has.dot
type A struct{}

// B takes a name already used.
//
//stitch:tool name=same
type B struct{}

// C takes it again.
//
//stitch:tool name=same
type C struct{}

// D misspells a directive.
//
//stitch:tol
type D struct{}

// E has an unknown option.
//
//stitch:tool nmae=e
type E struct{}

// F is a tool of the wrong kind.
//
//stitch:tool
type F []string

// G puts plain on an interface.
//
//stitch:plain
type G interface{}

// H has a bad flatten value.
//
//stitch:tool flatten=no
type H struct{}

// I names a result type that does not exist, J one that is not a struct.
//
//stitch:tool output=Missing
type I struct{}

//stitch:tool output=F
type J struct{}

// K has a name that starts with a digit (Gemini wants a letter or _ first).
//
//stitch:tool name=1k
type K struct{}

// L has a bad strict value.
//
//stitch:tool strict=no
type L struct{}

// M is a union tool with flatten=false: a oneOf at the root.
//
//stitch:tool flatten=false
//stitch:union
type M interface{ isM() }

type MA struct {
	Kind string `json:"kind" stitch:"oneof-variant=a"`
}

func (MA) isM() {}

// N has a title with no closing quote.
//
//stitch:tool name=n title="List pods
type N struct{}

// O says it is read-only and destructive, and misspells a hint.
//
//stitch:tool name=o readonly destructive idempotnet
type O struct{}
