// Package doc_blocks has docs that end in a code block or a list: what is
// appended after them (a why, a hint, openai-strict's "Default …") starts a
// paragraph of its own, and the code keeps its last character.
//
//stitch:dialects openai-strict,gemini-jsonschema
package doc_blocks

// Filter selects flows.
//
//stitch:tool name=flows
type Filter struct {
	// Match is a query of key=value pairs joined by &, for example:
	//
	//	Proto=6&DstPort=443
	Match string `json:"match,omitempty" stitch:"default='Proto=6',pattern='^[A-Za-z]+=[0-9]+(&[A-Za-z]+=[0-9]+)*$',why='key=value pairs joined by &'"`
	// Order is one of:
	//   - asc: oldest first
	//   - desc: newest first
	Order string `json:"order,omitempty" stitch:"enum=asc|desc,default=desc"`
}
