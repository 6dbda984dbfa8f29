package broadcast

// Import contacts in bulk, creating or updating each by e-mail address.
//
//stitch:tool output=ImportSummary
type ContactImport struct {
	// The contacts, at most 20 000 per call.
	Contacts []Contact `json:"contacts" stitch:"min=1,max=20000"`
	// Update contacts that already exist instead of skipping them.
	Upsert bool `json:"upsert,omitempty"`
}

// Contact is one person in the owner's address book.
type Contact struct {
	// Display name.
	Name string `json:"name" stitch:"min=1,max=120"`
	// E-mail address; the key of the contact.
	Email string `json:"email" stitch:"format=email"`
	// Phone number.
	Phone string `json:"phone,omitempty" stitch:"pattern='^\\+[1-9][0-9]{6,14}$',why='an E.164 phone number, + then 7 to 15 digits'"`
	// Age in years, if known.
	Age *uint8 `json:"age,omitempty" stitch:"max=150"`
	// Labels for segmenting.
	Tags []string `json:"tags,omitempty" stitch:"max=20"`
	// Free-form attributes.
	Attributes map[string]string `json:"attributes,omitempty" stitch:"max=50"`
	// Opted in to marketing messages.
	Subscribed bool `json:"subscribed"`
}
