// Package union_items has a union in array items: the content.parts[] case
// of ADR 0031.
package union_items

// Create a broadcast.
//
//stitch:tool name=broadcast_create
type BroadcastCreate struct {
	// Name shown to the owner only.
	Name    string  `json:"name" stitch:"min=1,max=80,trim"`
	Content Content `json:"content"`
	Limit   int     `json:"limit" stitch:"optional,min=0,max=5000,default=100"`
}

// Content is the body.
type Content struct {
	Parts []Part `json:"parts" stitch:"min=1"`
}

// Part is one piece of content.
//
//stitch:union
type Part interface{ isPart() }

// TextPart is plain text.
type TextPart struct {
	Type string `json:"type" stitch:"oneof-variant=text"`
	Text string `json:"text" stitch:"min=1"`
}

// ImagePart is an image.
type ImagePart struct {
	Type string `json:"type" stitch:"oneof-variant=image|photo"`
	URL  string `json:"url" stitch:"format=uri"`
}

func (TextPart) isPart()  {}
func (ImagePart) isPart() {}
