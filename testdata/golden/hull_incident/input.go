// Package hull_incident is the incident of ADR 0044: part_index is int,min=0
// in 8 of 14 operations and must reach the model typed.
//
//stitch:dialects none
package hull_incident

// Edit applies one operation.
//
//stitch:tool
type Edit struct {
	Operation Operation `json:"operation"`
}

// Operation is one edit.
//
//stitch:union
type Operation interface{ isOperation() }

// SetName is the set_name operation.
type SetName struct {
	Op   string `json:"op" stitch:"oneof-variant=set_name"`
	Name string `json:"name" stitch:"min=1"`
}

// SetText is the set_text operation.
type SetText struct {
	Op        string `json:"op" stitch:"oneof-variant=set_text"`
	PartIndex int    `json:"part_index" stitch:"min=0"`
	Text      string `json:"text" stitch:"min=1"`
}

// AppendText is the append_text operation.
type AppendText struct {
	Op        string `json:"op" stitch:"oneof-variant=append_text"`
	PartIndex int    `json:"part_index" stitch:"min=0"`
	Text      string `json:"text" stitch:"min=1"`
}

// RemovePart is the remove_part operation.
type RemovePart struct {
	Op        string `json:"op" stitch:"oneof-variant=remove_part"`
	PartIndex int    `json:"part_index" stitch:"min=0"`
}

// MovePart is the move_part operation.
type MovePart struct {
	Op        string `json:"op" stitch:"oneof-variant=move_part"`
	PartIndex int    `json:"part_index" stitch:"min=0"`
	To        int    `json:"to" stitch:"min=0"`
}

// SetButton is the set_button operation.
type SetButton struct {
	Op        string `json:"op" stitch:"oneof-variant=set_button"`
	PartIndex int    `json:"part_index" stitch:"min=0"`
	Label     string `json:"label" stitch:"min=1,max=64"`
}

// SetImage is the set_image operation.
type SetImage struct {
	Op        string `json:"op" stitch:"oneof-variant=set_image"`
	PartIndex int    `json:"part_index" stitch:"min=0"`
	URL       string `json:"url" stitch:"format=uri"`
}

// ClearPart is the clear_part operation.
type ClearPart struct {
	Op        string `json:"op" stitch:"oneof-variant=clear_part"`
	PartIndex int    `json:"part_index" stitch:"min=0"`
}

// SplitPart is the split_part operation.
type SplitPart struct {
	Op        string `json:"op" stitch:"oneof-variant=split_part"`
	PartIndex int    `json:"part_index" stitch:"min=0"`
	At        int    `json:"at" stitch:"min=1"`
}

// SetSchedule is the set_schedule operation.
type SetSchedule struct {
	Op string `json:"op" stitch:"oneof-variant=set_schedule"`
	At string `json:"at" stitch:"format=date-time"`
}

// ClearSchedule is the clear_schedule operation.
type ClearSchedule struct {
	Op string `json:"op" stitch:"oneof-variant=clear_schedule"`
}

// SetAudience is the set_audience operation.
type SetAudience struct {
	Op      string `json:"op" stitch:"oneof-variant=set_audience"`
	Segment string `json:"segment" stitch:"enum=all|active|vip"`
}

// AddTag is the add_tag operation.
type AddTag struct {
	Op  string `json:"op" stitch:"oneof-variant=add_tag"`
	Tag string `json:"tag" stitch:"min=1"`
}

// RemoveTag is the remove_tag operation.
type RemoveTag struct {
	Op  string `json:"op" stitch:"oneof-variant=remove_tag"`
	Tag string `json:"tag" stitch:"min=1"`
}

func (SetName) isOperation()       {}
func (SetText) isOperation()       {}
func (AppendText) isOperation()    {}
func (RemovePart) isOperation()    {}
func (MovePart) isOperation()      {}
func (SetButton) isOperation()     {}
func (SetImage) isOperation()      {}
func (ClearPart) isOperation()     {}
func (SplitPart) isOperation()     {}
func (SetSchedule) isOperation()   {}
func (ClearSchedule) isOperation() {}
func (SetAudience) isOperation()   {}
func (AddTag) isOperation()        {}
func (RemoveTag) isOperation()     {}
