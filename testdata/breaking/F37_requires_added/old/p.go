package p

// T is a tool.
//
//stitch:tool name=t
type T struct {
	Kind       string   `json:"kind"`
	Resource   string   `json:"resource_name,omitempty" stitch:"requires=scope"`
	Scope      string   `json:"scope,omitempty" stitch:"min=2"`
	Namespaces []string `json:"namespaces,omitempty" stitch:"min=1"`
}
