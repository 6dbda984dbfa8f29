// Package single covers the single tolerance: one item sent where a list is
// expected ("a" for ["a"]), as models do, is the list of that item. The
// schemas keep the list.
//
//stitch:dialects none
package single

// Query series by their labels.
//
//stitch:tool
type Query struct {
	// Labels to match; one label may be sent alone.
	Labels []string `json:"labels" stitch:"single,max=3,dive,min=1"`
	// Series ids, at least two.
	IDs []int `json:"ids,omitempty" stitch:"single,min=2"`
	// The one metric, as a list of one.
	Metric [1]string `json:"metric,omitempty" stitch:"single"`
	// Groups of labels; each group may be one label.
	Groups [][]string `json:"groups,omitempty" stitch:"dive,single"`
	// Plain list: one item alone is refused.
	Plain []string `json:"plain,omitempty"`
}
