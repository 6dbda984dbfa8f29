package broadcast

// Part is one piece of a broadcast's content.
//
//stitch:union
type Part interface{ isPart() }

// Plain text.
type TextPart struct {
	Type string `json:"type" stitch:"oneof-variant=text"`
	// The text; newlines are kept.
	Text string `json:"text" stitch:"min=1,max=4096"`
}

// An image by URL.
type ImagePart struct {
	Type string `json:"type" stitch:"oneof-variant=image|photo"`
	// Public URL of the image.
	URL string `json:"url" stitch:"format=uri"`
	// Alternative text.
	Caption string `json:"caption,omitempty" stitch:"max=1024"`
}

// A button that opens a link.
type ButtonPart struct {
	Type string `json:"type" stitch:"oneof-variant=button"`
	// Button label.
	Label string `json:"label" stitch:"min=1,max=64"`
	// Link the button opens.
	URL string `json:"url" stitch:"format=uri"`
}

// A pause between parts.
type DelayPart struct {
	Type string `json:"type" stitch:"oneof-variant=delay"`
	// Pause in seconds.
	Seconds int `json:"seconds" stitch:"min=1,max=3600"`
}

func (TextPart) isPart()   {}
func (ImagePart) isPart()  {}
func (ButtonPart) isPart() {}
func (DelayPart) isPart()  {}
