package broadcast

import "time"

// Edit a broadcast draft with a batch of operations.
//
//stitch:tool name=broadcast_edit output=Draft strict=openai-strict
type BroadcastEdit struct {
	// The draft to edit.
	BroadcastID string `json:"broadcast_id" stitch:"format=uuid"`
	// Operations, applied in order.
	Operations []Operation `json:"operations" stitch:"min=1,max=50"`
}

// Operation is one edit of a broadcast draft.
//
//stitch:union
type Operation interface{ isOperation() }

// Rename the draft.
type SetName struct {
	Op   string `json:"op" stitch:"oneof-variant=set_name"`
	Name string `json:"name" stitch:"min=1,max=80"`
}

// Replace the text of a text part.
type SetText struct {
	Op string `json:"op" stitch:"oneof-variant=set_text"`
	// Index of the part to change.
	PartIndex int `json:"part_index" stitch:"min=0"`
	// New text.
	Text string `json:"text" stitch:"min=1,max=4096"`
}

// Append text to a text part.
type AppendText struct {
	Op string `json:"op" stitch:"oneof-variant=append_text"`
	// Index of the part to change.
	PartIndex int `json:"part_index" stitch:"min=0"`
	// Text to append.
	Text string `json:"text" stitch:"min=1,max=1024"`
}

// Insert a part.
type InsertPart struct {
	Op string `json:"op" stitch:"oneof-variant=insert_part"`
	// Position of the new part.
	PartIndex int `json:"part_index" stitch:"min=0"`
	// The new part.
	Part Part `json:"part"`
}

// Remove a part.
type RemovePart struct {
	Op string `json:"op" stitch:"oneof-variant=remove_part"`
	// Index of the part to remove.
	PartIndex int `json:"part_index" stitch:"min=0"`
}

// Move a part.
type MovePart struct {
	Op string `json:"op" stitch:"oneof-variant=move_part"`
	// Index of the part to move.
	PartIndex int `json:"part_index" stitch:"min=0"`
	// Where it goes.
	To int `json:"to" stitch:"min=0"`
}

// Set or replace the button of a part.
type SetButton struct {
	Op string `json:"op" stitch:"oneof-variant=set_button"`
	// Index of the part.
	PartIndex int `json:"part_index" stitch:"min=0"`
	// Button label.
	Label string `json:"label" stitch:"min=1,max=64"`
	// Link the button opens.
	URL string `json:"url" stitch:"format=uri"`
}

// Set the image of an image part.
type SetImage struct {
	Op string `json:"op" stitch:"oneof-variant=set_image"`
	// Index of the part.
	PartIndex int `json:"part_index" stitch:"min=0"`
	// Public URL of the image.
	URL string `json:"url" stitch:"format=uri"`
}

// Schedule the send.
type SetSchedule struct {
	Op string `json:"op" stitch:"oneof-variant=set_schedule"`
	// When to send.
	At time.Time `json:"at"`
}

// Keep the draft unscheduled.
type ClearSchedule struct {
	Op string `json:"op" stitch:"oneof-variant=clear_schedule"`
}

// Choose the audience segment.
type SetAudience struct {
	Op string `json:"op" stitch:"oneof-variant=set_audience"`
	// Audience segment to send to.
	Segment string `json:"segment" stitch:"enum=all|active|dormant|vip"`
	// How many recipients at most.
	Limit int `json:"limit,omitempty" stitch:"min=1,max=5000"`
}

// Add or remove labels.
type Tag struct {
	Op string `json:"op" stitch:"oneof-variant=add_tags|remove_tags"`
	// Labels to add or remove.
	Tags []string `json:"tags" stitch:"min=1,max=10"`
}

func (SetName) isOperation()       {}
func (SetText) isOperation()       {}
func (AppendText) isOperation()    {}
func (InsertPart) isOperation()    {}
func (RemovePart) isOperation()    {}
func (MovePart) isOperation()      {}
func (SetButton) isOperation()     {}
func (SetImage) isOperation()      {}
func (SetSchedule) isOperation()   {}
func (ClearSchedule) isOperation() {}
func (SetAudience) isOperation()   {}
func (Tag) isOperation()           {}
