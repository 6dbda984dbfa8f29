// Package union_keys has a union chosen by the keys present
// (//stitch:union by=keys): a batch item named by its node id, its item id,
// or its owner, repository and number.
package union_keys

// Update project items in one batch.
//
//stitch:tool name=items_update
type ItemsUpdate struct {
	Items []Item `json:"items" stitch:"min=1,max=50"`
	// Status to give every item.
	Status string `json:"status" stitch:"enum=todo|done"`
}

// Item names one project item.
//
//stitch:union by=keys
type Item interface{ isItem() }

// ByNode names the item by its global node id.
type ByNode struct {
	NodeID string `json:"node_id" stitch:"min=1"`
	// Note is kept with the change.
	Note string `json:"note,omitempty" stitch:"max=100"`
}

// ByItem names the item by its id in the project.
type ByItem struct {
	ItemID int64 `json:"item_id" stitch:"min=1"`
	// Note is required for an item named by id.
	Note string `json:"note" stitch:"max=100"`
}

// ByIssue names the item by the issue it tracks.
type ByIssue struct {
	Owner  string `json:"owner" stitch:"min=1"`
	Repo   string `json:"repo" stitch:"min=1"`
	Number int    `json:"number" stitch:"min=1"`
}

func (ByNode) isItem()  {}
func (ByItem) isItem()  {}
func (ByIssue) isItem() {}

// Lookup finds one item: the tool's input is itself chosen by keys.
//
//stitch:tool name=item_lookup
//stitch:union by=keys
type Lookup interface{ isLookup() }

type LookupNode struct {
	NodeID string `json:"node_id"`
}

type LookupURL struct {
	URL string `json:"url" stitch:"format=uri"`
}

func (LookupNode) isLookup() {}
func (LookupURL) isLookup()  {}
