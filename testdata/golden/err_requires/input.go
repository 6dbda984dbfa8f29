// Package err_requires names, with requires=, keys that encoding/json
// leaves out when they hold a value the parser accepts: ValidateX would
// report them missing where Parse accepted the call (issue 34 item 1).
package err_requires

// Get gets a resource.
//
//stitch:tool
type Get struct {
	Name  string   `json:"name,omitempty" stitch:"requires=space|tags|page"`
	Space string   `json:"space,omitempty"`
	Tags  []string `json:"tags,omitempty"`
	Page  *int     `json:"page,omitempty" stitch:"nullable"`
}
