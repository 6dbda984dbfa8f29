// Package rewrites has strings rewritten before every kind of check (trim, lower, upper:
// then length, members, pattern, format), in a list's items and a map's values too, and a
// type read from text whose string is trimmed first: each message quotes what was sent.
//
//stitch:dialects none
package rewrites

import "fmt"

// Level reads itself from its name.
type Level int

func (l *Level) UnmarshalText(b []byte) error {
	switch string(b) {
	case "low":
		*l = 1
	case "high":
		*l = 2
	default:
		return fmt.Errorf("no level %q", b)
	}
	return nil
}

func (l Level) MarshalText() ([]byte, error) {
	if l == 2 {
		return []byte("high"), nil
	}
	return []byte("low"), nil
}

// Set sets things.
//
//stitch:tool
type Set struct {
	// The mode.
	Mode string `json:"mode" stitch:"trim,lower,enum=fast|slow"`
	// The code.
	Code string `json:"code,omitempty" stitch:"trim,upper,pattern='^[A-Z]{2}$'"`
	// The name.
	Name string `json:"name,omitempty" stitch:"trim,min=2,max=5"`
	// The owner.
	Owner string `json:"owner,omitempty" stitch:"trim,lower,format=email"`
	// The tags.
	Tags []string `json:"tags,omitempty" stitch:"max=3,dive,lower,enum=red|blue"`
	// The labels.
	Labels map[string]string `json:"labels,omitempty" stitch:"dive,trim,max=4"`
	// The level.
	Level Level `json:"level,omitempty" stitch:"trim,enum=low|high"`
}
