// Package nullable_unions has stitch.Nullable fields of each union kind (by
// kind, by keys, labelled): absent keeps, null clears, a value sets, in every
// dialect. Under openai-strict such a key stays optional (its null is a
// clear, not a key left out), so the tool is not strict there.
package nullable_unions

import "github.com/stitchgen/stitchgen/runtime/stitch"

// Patch edits a record; a key left out keeps what the record has.
//
//stitch:tool name=patch
type Patch struct {
	ID string `json:"id" stitch:"min=1"`
	// Value is a string or a number; null clears it.
	Value stitch.Nullable[Value] `json:"value,omitzero"`
	// Owner is named by uid or by name; null clears it.
	Owner stitch.Nullable[Owner] `json:"owner,omitzero"`
	// Action runs on change; null clears it.
	Action stitch.Nullable[Action] `json:"action,omitzero"`
	// Tags replace the record's tags, sent as JSON text where a dialect
	// cannot declare a map; null removes them all.
	Tags stitch.Nullable[map[string]string] `json:"tags,omitzero" stitch:"max=3"`
}

// Value is a string or a number.
//
//stitch:union by=kind
type Value interface{ isValue() }

// Text is a value as text.
type Text string

// Number is a value as a number.
type Number float64

func (Text) isValue()   {}
func (Number) isValue() {}

// Owner names a user.
//
//stitch:union by=keys
type Owner interface{ isOwner() }

// ByUID names the user by id.
type ByUID struct {
	UID string `json:"uid" stitch:"min=1"`
}

// ByName names the user by login.
type ByName struct {
	Name string `json:"name" stitch:"min=1"`
}

func (ByUID) isOwner()  {}
func (ByName) isOwner() {}

// Action is what to do.
//
//stitch:union
type Action interface{ isAction() }

// Notify sends a message.
type Notify struct {
	Kind string `json:"kind" stitch:"oneof-variant=notify"`
	To   string `json:"to" stitch:"min=1"`
}

// Archive archives the record.
type Archive struct {
	Kind string `json:"kind" stitch:"oneof-variant=archive"`
}

func (Notify) isAction()  {}
func (Archive) isAction() {}
