// Package union_field has a union in an object field.
package union_field

// Notify sends a notification through one channel.
//
//stitch:tool
type Notify struct {
	// Message text.
	Text string `json:"text" stitch:"min=1"`
	// Where to send it.
	Channel Channel `json:"channel"`
}

// Channel is a delivery channel.
//
//stitch:union
type Channel interface{ isChannel() }

// E-mail delivery.
type Email struct {
	Via string `json:"via" stitch:"oneof-variant=email"`
	// Recipient address.
	To string `json:"to" stitch:"format=email"`
}

// SMS delivery.
type SMS struct {
	Via string `json:"via" stitch:"oneof-variant=sms"`
	// Recipient phone number.
	To string `json:"to" stitch:"pattern='^\\+[0-9]{6,15}$'"`
}

// Webhook delivery.
type Hook struct {
	Via string `json:"via" stitch:"oneof-variant=webhook"`
	URL string `json:"url" stitch:"format=uri"`
}

func (Email) isChannel() {}
func (SMS) isChannel()   {}
func (Hook) isChannel()  {}
