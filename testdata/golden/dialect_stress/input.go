// Package dialect_stress has the shapes that stress the provider dialects: a
// collided key of every pair of kinds (string, object, array, number), a key
// that is any JSON value in one variant and a string in another, property
// names Gemini refuses below the root, and docs longer than OpenAI takes.
package dialect_stress

import "encoding/json"

// Obj is the object kind of a collided key.
type Obj struct {
	Name string `json:"name" stitch:"min=1"`
	Size int64  `json:"size,omitempty" stitch:"max=10"`
}

// StringObject takes a key x that is string in one variant and object in the other.
//
//stitch:tool
type StringObject struct {
	V StringObjectV `json:"v"`
}

// StringObjectV is the union.
//
//stitch:union
type StringObjectV interface{ isStringObjectV() }

// StringObjectA has x of kind string.
type StringObjectA struct {
	Kind string `json:"kind" stitch:"oneof-variant=a"`
	X    string `json:"x" stitch:"min=2,max=40,format=email"`
}

// StringObjectB has x of kind object.
type StringObjectB struct {
	Kind string `json:"kind" stitch:"oneof-variant=b"`
	X    Obj    `json:"x"`
}

func (StringObjectA) isStringObjectV() {}
func (StringObjectB) isStringObjectV() {}

// StringArray takes a key x that is string in one variant and array in the other.
//
//stitch:tool
type StringArray struct {
	V StringArrayV `json:"v"`
}

// StringArrayV is the union.
//
//stitch:union
type StringArrayV interface{ isStringArrayV() }

// StringArrayA has x of kind string.
type StringArrayA struct {
	Kind string `json:"kind" stitch:"oneof-variant=a"`
	X    string `json:"x" stitch:"min=2,max=40,format=email"`
}

// StringArrayB has x of kind array.
type StringArrayB struct {
	Kind string   `json:"kind" stitch:"oneof-variant=b"`
	X    []string `json:"x" stitch:"min=1,max=3"`
}

func (StringArrayA) isStringArrayV() {}
func (StringArrayB) isStringArrayV() {}

// StringNumber takes a key x that is string in one variant and number in the other.
//
//stitch:tool
type StringNumber struct {
	V StringNumberV `json:"v"`
}

// StringNumberV is the union.
//
//stitch:union
type StringNumberV interface{ isStringNumberV() }

// StringNumberA has x of kind string.
type StringNumberA struct {
	Kind string `json:"kind" stitch:"oneof-variant=a"`
	X    string `json:"x" stitch:"min=2,max=40,format=email"`
}

// StringNumberB has x of kind number.
type StringNumberB struct {
	Kind string  `json:"kind" stitch:"oneof-variant=b"`
	X    float64 `json:"x" stitch:"gt=0.5,max=9"`
}

func (StringNumberA) isStringNumberV() {}
func (StringNumberB) isStringNumberV() {}

// ObjectArray takes a key x that is object in one variant and array in the other.
//
//stitch:tool
type ObjectArray struct {
	V ObjectArrayV `json:"v"`
}

// ObjectArrayV is the union.
//
//stitch:union
type ObjectArrayV interface{ isObjectArrayV() }

// ObjectArrayA has x of kind object.
type ObjectArrayA struct {
	Kind string `json:"kind" stitch:"oneof-variant=a"`
	X    Obj    `json:"x"`
}

// ObjectArrayB has x of kind array.
type ObjectArrayB struct {
	Kind string   `json:"kind" stitch:"oneof-variant=b"`
	X    []string `json:"x" stitch:"min=1,max=3"`
}

func (ObjectArrayA) isObjectArrayV() {}
func (ObjectArrayB) isObjectArrayV() {}

// ObjectNumber takes a key x that is object in one variant and number in the other.
//
//stitch:tool
type ObjectNumber struct {
	V ObjectNumberV `json:"v"`
}

// ObjectNumberV is the union.
//
//stitch:union
type ObjectNumberV interface{ isObjectNumberV() }

// ObjectNumberA has x of kind object.
type ObjectNumberA struct {
	Kind string `json:"kind" stitch:"oneof-variant=a"`
	X    Obj    `json:"x"`
}

// ObjectNumberB has x of kind number.
type ObjectNumberB struct {
	Kind string  `json:"kind" stitch:"oneof-variant=b"`
	X    float64 `json:"x" stitch:"gt=0.5,max=9"`
}

func (ObjectNumberA) isObjectNumberV() {}
func (ObjectNumberB) isObjectNumberV() {}

// ArrayNumber takes a key x that is array in one variant and number in the other.
//
//stitch:tool
type ArrayNumber struct {
	V ArrayNumberV `json:"v"`
}

// ArrayNumberV is the union.
//
//stitch:union
type ArrayNumberV interface{ isArrayNumberV() }

// ArrayNumberA has x of kind array.
type ArrayNumberA struct {
	Kind string   `json:"kind" stitch:"oneof-variant=a"`
	X    []string `json:"x" stitch:"min=1,max=3"`
}

// ArrayNumberB has x of kind number.
type ArrayNumberB struct {
	Kind string  `json:"kind" stitch:"oneof-variant=b"`
	X    float64 `json:"x" stitch:"gt=0.5,max=9"`
}

func (ArrayNumberA) isArrayNumberV() {}
func (ArrayNumberB) isArrayNumberV() {}

// RawText takes a key x that is any JSON value in one variant and a string
// in the other.
//
//stitch:tool
type RawText struct {
	V RawTextV `json:"v"`
}

// RawTextV is the union.
//
//stitch:union
type RawTextV interface{ isRawTextV() }

// RawTextA has x of any kind.
type RawTextA struct {
	Kind string          `json:"kind" stitch:"oneof-variant=a"`
	X    json.RawMessage `json:"x"`
}

// RawTextB has x a string.
type RawTextB struct {
	Kind string `json:"kind" stitch:"oneof-variant=b"`
	X    string `json:"x"`
}

func (RawTextA) isRawTextV() {}
func (RawTextB) isRawTextV() {}

// Headers has names Gemini refuses as parameter names.
type Headers struct {
	// ContentType is the media type.
	ContentType string `json:"content-type" stitch:"enum=text/plain|application/json"`
	// First is a name that starts with a digit.
	First string `json:"1st,omitempty"`
	// Dotted has a dot.
	Dotted int64 `json:"a.b,omitempty"`
}

// Fetch the page at the address given, following redirects, and return its text with the headers the server sent.
// Fetch the page at the address given, following redirects, and return its text with the headers the server sent.
// Fetch the page at the address given, following redirects, and return its text with the headers the server sent.
// Fetch the page at the address given, following redirects, and return its text with the headers the server sent.
// Fetch the page at the address given, following redirects, and return its text with the headers the server sent.
// Fetch the page at the address given, following redirects, and return its text with the headers the server sent.
// Fetch the page at the address given, following redirects, and return its text with the headers the server sent.
// Fetch the page at the address given, following redirects, and return its text with the headers the server sent.
// Fetch the page at the address given, following redirects, and return its text with the headers the server sent.
// Fetch the page at the address given, following redirects, and return its text with the headers the server sent.
// Fetch the page at the address given, following redirects, and return its text with the headers the server sent.
//
//stitch:tool
type Fetch struct {
	// URL is the page to fetch. It must be reachable from the server, and its scheme is http or https; anything else is refused before any request is made. It must be reachable from the server, and its scheme is http or https; anything else is refused before any request is made. It must be reachable from the server, and its scheme is http or https; anything else is refused before any request is made. It must be reachable from the server, and its scheme is http or https; anything else is refused before any request is made.
	URL string `json:"url" stitch:"format=uri"`
	// Headers are sent with the request.
	Headers Headers `json:"headers"`
	// Extra headers, by name.
	Extra []Headers `json:"extra,omitempty" stitch:"max=4"`
}
