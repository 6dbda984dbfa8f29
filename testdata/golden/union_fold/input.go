// Package union_fold has a union whose discriminators tolerate case and
// spaces: lower and trim apply to a label sent before it is matched, and the
// schemas list the canonical labels.
//
//stitch:dialects none
package union_fold

// Edit a list.
//
//stitch:tool name=list_edit
type ListEdit struct {
	Ops []Op `json:"ops" stitch:"min=1"`
}

// Op is one change.
//
//stitch:union
type Op interface{ isOp() }

// Add appends an item.
type Add struct {
	Method string `json:"method" stitch:"oneof-variant=add|append,trim,lower"`
	Item   string `json:"item" stitch:"min=1"`
}

// Remove drops an item.
type Remove struct {
	Method string `json:"method" stitch:"oneof-variant=remove,trim,lower"`
	Index  int    `json:"index" stitch:"min=0"`
}

func (Add) isOp()    {}
func (Remove) isOp() {}

// Shout takes a verb in capitals.
//
//stitch:tool name=shout
type Shout struct {
	Verb Verb `json:"verb"`
}

// Verb is chosen by an upper-case label.
//
//stitch:union
type Verb interface{ isVerb() }

type Get struct {
	Op string `json:"op" stitch:"oneof-variant=GET,upper"`
}

type Put struct {
	Op   string `json:"op" stitch:"oneof-variant=PUT,upper"`
	Body string `json:"body"`
}

func (Get) isVerb() {}
func (Put) isVerb() {}
