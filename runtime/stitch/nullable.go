package stitch

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// Nullable is a field that tells apart the three things a call can say of
// a key: leave it out, send null, or send a value. An update tool reads
// them as "keep", "clear" and "set":
//
//	type IssueUpdate struct {
//		Milestone stitch.Nullable[int] `json:"milestone,omitzero" stitch:"min=1"`
//	}
//
//	switch m := in.Milestone; {
//	case !m.IsSet(): // the key was left out: keep the milestone
//	case m.IsNull(): // "milestone": null: clear it
//	default:
//		n, _ := m.Get() // "milestone": 7: set it
//	}
//
// The tags of the field (and of T, if T is a named type with //stitch:tags)
// check the value; null is always accepted. The schemas say T's schema with
// null added; the key is optional unless the field is tagged required (then
// null or a value must be sent). The json tag must say omitzero, so that
// encoding/json leaves an absent value out and writes null and values as
// they were read: a value the parser returned passes the generated
// ValidateX unchanged. The zero Nullable is absent.
//
// The parser fills it; encoding/json reads and writes it too (a key left
// out stays absent, null is null), so it works in a struct that is also
// decoded by other means. Without omitzero encoding/json has no way to
// leave an absent value out and writes it as null.
type Nullable[T any] struct {
	value T
	state nullState
}

type nullState uint8

const (
	absent nullState = iota
	null
	set
)

// NewNullable is a Nullable holding the value v.
func NewNullable[T any](v T) Nullable[T] { return Nullable[T]{value: v, state: set} }

// Null is a Nullable holding null.
func Null[T any]() Nullable[T] { return Nullable[T]{state: null} }

// IsSet reports whether the key was sent, as null or as a value.
func (n Nullable[T]) IsSet() bool { return n.state != absent }

// IsNull reports whether the key was sent as null.
func (n Nullable[T]) IsNull() bool { return n.state == null }

// Get returns the value and true when one was sent, or the zero T and false
// when the key was left out or sent as null.
func (n Nullable[T]) Get() (T, bool) { return n.value, n.state == set }

// Or returns the value when one was sent, else def.
func (n Nullable[T]) Or(def T) T {
	if n.state == set {
		return n.value
	}
	return def
}

// Set makes n hold the value v.
func (n *Nullable[T]) Set(v T) { *n = Nullable[T]{value: v, state: set} }

// SetNull makes n hold null.
func (n *Nullable[T]) SetNull() { *n = Nullable[T]{state: null} }

// Unset makes n absent, as a key left out.
func (n *Nullable[T]) Unset() { *n = Nullable[T]{} }

// IsZero reports whether n is absent: encoding/json's omitzero leaves it
// out.
func (n Nullable[T]) IsZero() bool { return n.state == absent }

// MarshalJSON writes null, or the value as encoding/json writes a T. An
// absent n is left out by omitzero; without it, it is written as null.
func (n Nullable[T]) MarshalJSON() ([]byte, error) {
	if n.state != set {
		return []byte("null"), nil
	}
	return json.Marshal(n.value)
}

// UnmarshalJSON reads null, or a value as encoding/json reads a T. (The
// generated parser does not call it: it reads the value with T's checks.)
func (n *Nullable[T]) UnmarshalJSON(data []byte) error {
	if string(bytes.TrimSpace(data)) == "null" {
		n.SetNull()
		return nil
	}
	var v T
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	n.Set(v)
	return nil
}

// String describes n for logs and test failures: "absent", "null", or the
// value as fmt's %v prints it.
func (n Nullable[T]) String() string {
	switch n.state {
	case absent:
		return "absent"
	case null:
		return "null"
	}
	return fmt.Sprint(n.value)
}
