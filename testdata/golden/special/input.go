// Package special covers time.Time, json.RawMessage, any, rest maps, plain
// objects, refine functions and tolerances.
package special

import (
	"encoding/json"
	"errors"
	"time"
)

// Event is an event with a free-form payload.
//
//stitch:tool
//stitch:refine CheckEvent
type Event struct {
	At      time.Time       `json:"at"`
	Payload json.RawMessage `json:"payload"`
	Meta    any             `json:"meta,omitempty"`
	Slug    string          `json:"slug" stitch:"refine=CheckSlug"`
	Retries int             `json:"retries,omitempty" stitch:"coerce,max=5"`
	Extra   map[string]int  `json:"-" stitch:"rest"`
	Client  Client          `json:"client"`
}

// Client is read leniently: unknown keys are ignored.
//
//stitch:plain
type Client struct {
	Name string `json:"name"`
}

// CheckSlug rejects slugs with spaces.
func CheckSlug(s string) error {
	for _, r := range s {
		if r == ' ' {
			return errors.New("slug must not contain spaces")
		}
	}
	return nil
}

// CheckEvent rejects events from the future.
func CheckEvent(e Event) error {
	if e.At.After(time.Date(2100, 1, 1, 0, 0, 0, 0, time.UTC)) {
		return errors.New("at must not be after 2100")
	}
	return nil
}
