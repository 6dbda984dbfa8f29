// Package err_fit holds tags that would change meaning silently: each is a
// diagnostic that says what to write instead (issue 10 §2).
package err_fit

import (
	"encoding/json"
	"fmt"
)

// Ranges has bounds its types cannot hold and ranges no value meets.
//
//stitch:tool
type Ranges struct {
	Enum   uint8           `json:"enum" stitch:"enum=-1|2"`
	Small  int8            `json:"small" stitch:"min=200"`
	Huge   float64         `json:"huge" stitch:"max=1e400"`
	Big    int64           `json:"big" stitch:"min=9223372036854775808"`
	Single float32         `json:"single" stitch:"max=1e39"`
	Long   string          `json:"long" stitch:"max=18446744073709551616"`
	Many   []int           `json:"many" stitch:"max=1e30"`
	Empty  float64         `json:"empty" stitch:"gt=5,lt=5"`
	Closed float64         `json:"closed" stitch:"min=3,lt=3"`
	Whole  float64         `json:"whole" stitch:"gt=1,lt=2,int"`
	Capped int             `json:"capped,omitempty" stitch:"max=10,default=100"`
	Pick   string          `json:"pick,omitempty" stitch:"enum=x|y,default=z"`
	Safe   int             `json:"safe" stitch:"min=0,catch=-1"`
	Any    any             `json:"any" stitch:"nullable"`
	Raw    json.RawMessage `json:"raw" stitch:"nullable"`
	PAny   *any            `json:"pany" stitch:"nullable"`
	Level  Level           `json:"level"`
	Shown  fmt.Stringer    `json:"shown"`
	Quoted string          `json:"quoted,omitempty" stitch:"default=\"z\""`
	Node   *Node           `json:"node" stitch:"nullable,refine=Missing"`
}

// Level reads its own JSON.
type Level int

// UnmarshalJSON reads "low" or "high".
func (l *Level) UnmarshalJSON(b []byte) error { return nil }

// Node is recursive.
type Node struct {
	Next *Node `json:"next,omitempty"`
}

// Twice has two tool directives and a refine function that does not exist.
//
//stitch:tool name=a
//stitch:tool name=b
//stitch:refine Missing
type Twice struct {
	S Shape `json:"s"`
}

// Shape is a union with a badly tagged discriminator.
//
//stitch:union
type Shape interface{ isShape() }

// Circle's discriminator may not be optional, nullable or omitted.
type Circle struct {
	Kind string `json:"kind,omitempty" stitch:"oneof-variant=circle,optional,nullable"`
}

// Square has a non-string discriminator.
type Square struct {
	Kind int `json:"kind" stitch:"oneof-variant=square"`
}

func (Circle) isShape() {}
func (Square) isShape() {}

// Generic tools say so.
//
//stitch:tool
type Generic[T any] struct {
	V T `json:"v"`
}

// Samples has examples= values its fields' checks refuse: each is judged as
// a default is (issue 34 item 2).
//
//stitch:tool
type Samples struct {
	Short  string   `json:"short" stitch:"max=3,examples=ok|toolong"`
	Count  int      `json:"count" stitch:"min=1,examples=0|2"`
	Word   int      `json:"word" stitch:"examples=many"`
	Pick   string   `json:"pick" stitch:"enum=a|b,examples=a||c"`
	Case   string   `json:"case" stitch:"lower,examples=Mixed"`
	Items  []string `json:"items" stitch:"max=1,examples='[\"a\",\"b\"]'"`
	Tagged Slug     `json:"tagged"`
}

// Slug carries an example, which belongs to a field.
//
//stitch:tags examples=a-b
type Slug string

// Needs has requires= names that say nothing or name no key (issue 34 item
// 1).
//
//stitch:tool
type Needs struct {
	Kind     string   `json:"kind"`
	Resource string   `json:"resource,omitempty" stitch:"requires=namespace|Scope|kind|resource|zzz"`
	Spaces   []string `json:"namespaces,omitempty"`
	Scope    string   `json:"scope,omitempty"`
	Always   string   `json:"always" stitch:"requires=scope"`
	Other    Slug2    `json:"other,omitempty"`
}

// Slug2 names keys, which belong to an object.
//
//stitch:tags requires=a
type Slug2 string
