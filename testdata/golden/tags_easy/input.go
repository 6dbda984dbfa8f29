// Package tags_easy covers tags that are easy to write inside a Go struct
// tag: bare-word string defaults and catches, and the package's own list of
// allowed formats, which every run reads from the source.
//
//stitch:allow-formats iban
//stitch:dialects none
package tags_easy

// Search finds accounts.
//
//stitch:tool name=search
type Search struct {
	// Sort order.
	Order string `json:"order,omitempty" stitch:"enum=asc|desc,default=asc"`
	// Search mode; anything unknown means none.
	Mode string `json:"mode,omitempty" stitch:"enum=none|fast|deep,catch=none"`
	// A JSON string default, escaped for the struct tag.
	Query string `json:"query" stitch:"optional,default='\"two words\"'"`
	// A bare word that looks like a number is still the string.
	Page string `json:"page" stitch:"optional,default=10"`
	// null stays null on a nullable pointer.
	Note *string `json:"note,omitempty" stitch:"nullable,default=null"`
	// An allowed non-portable format (pair it with a refine).
	Account string `json:"account,omitempty" stitch:"format=iban"`
	// No json tag: the key is "Name" (a note with -v).
	Name string `stitch:"max=20"`
	// nullable on a non-pointer: null is false (a note with -v).
	Flag bool `json:"flag,omitempty" stitch:"nullable"`
}
