// Package union_merged has two different unions under one key: the key is
// advertised as one flat object over all their labels, with one set of hints
// per discriminator and no nested When.
//
//stitch:dialects none
package union_merged

// Set sets x.
//
//stitch:tool
type Set struct {
	X X `json:"x"`
}

// X holds a U1 or a U2.
//
//stitch:union
type X interface{ isX() }

// First holds a U1.
type First struct {
	K     string `json:"k" stitch:"oneof-variant=first"`
	Value U1     `json:"value"`
}

// Second may hold a U2.
type Second struct {
	K     string `json:"k" stitch:"oneof-variant=second"`
	Value *U2    `json:"value,omitempty"`
}

func (First) isX()  {}
func (Second) isX() {}

// U1 is the first union.
//
//stitch:union
type U1 interface{ isU1() }

// U2 is the second union.
//
//stitch:union
type U2 interface{ isU2() }

// A counts from zero.
type A struct {
	T string `json:"t" stitch:"oneof-variant=a"`
	N int    `json:"n" stitch:"min=0"`
	// Label of the a.
	Label string `json:"label,omitempty"`
}

// B counts from one.
type B struct {
	T string `json:"t" stitch:"oneof-variant=b"`
	N int    `json:"n" stitch:"min=1,max=9"`
}

// C is labelled.
type C struct {
	T string `json:"t" stitch:"oneof-variant=c|cc"`
	// Label of the c.
	Label string `json:"label" stitch:"min=1"`
	Flag  bool   `json:"flag,omitempty"`
}

func (A) isU1() {}
func (B) isU1() {}
func (C) isU2() {}
