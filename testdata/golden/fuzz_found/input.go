// Package fuzz_found holds the smallest packages internal/genfuzz found
// that generated code which did not compile, one tool each, so that they
// stay fixed.
//
//stitch:dialects none
package fuzz_found

// PointerSlice has a pointer to a slice: the decoder reuses the slice's
// backing array as (*p)[:0], not *p[:0]. Count is an optional pointer
// without omitempty: encoding/json writes its nil as null, which
// ValidatePointerSlice must read as the key left out.
//
//stitch:tool
type PointerSlice struct {
	Items *[]string `json:"items,omitempty" stitch:"min=1"`
	Count *int      `json:"count"`
}

// ZeroMin has count bounds of zero: min=0 checks nothing, so no count is
// taken (it was declared and not used).
//
//stitch:tool
type ZeroMin struct {
	M map[string]int `json:"m" stitch:"min=0"`
	S []int          `json:"s,omitempty" stitch:"min=0"`
}

// KeyMin has a key check of zero: keys,min=0,endkeys checks nothing, so no
// key is copied to check (it was declared and not used).
//
//stitch:tool
type KeyMin struct {
	M map[string]int `json:"m" stitch:"dive,keys,min=0,endkeys"`
}
