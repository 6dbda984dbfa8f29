// Package text covers types that read themselves from text
// (encoding.TextUnmarshaler): JSON strings checked by their string tags,
// then by their own UnmarshalText.
//
//stitch:dialects none
package text

import (
	"fmt"
	"net"
	"net/netip"
	"time"
)

// Route sends traffic for a prefix.
//
//stitch:tool name=route
type Route struct {
	// The gateway's address.
	Gateway netip.Addr `json:"gateway"`
	// The routed prefix.
	Prefix netip.Prefix `json:"prefix"`
	// A legacy address.
	Legacy net.IP `json:"legacy,omitempty"`
	// How loud to log.
	Level Level `json:"level,omitempty" stitch:"default=low"`
	// Levels to alert on, each checked by its own UnmarshalText.
	Alerts []Level `json:"alerts,omitempty" stitch:"max=2,dive,trim"`
	// An optional backup gateway; null means none.
	Backup *netip.Addr `json:"backup,omitempty" stitch:"nullable"`
	// The day the route starts.
	Since Day `json:"since,omitzero"`
}

// Day is a calendar day. It reads itself from text, so its JSON is a
// string and a string's tags apply to it: the pattern is checked before
// UnmarshalText runs.
//
//stitch:tags format=date,pattern='^2[0-9]{3}-',why='a day of this millennium'
type Day time.Time

// UnmarshalText reads YYYY-MM-DD.
func (d *Day) UnmarshalText(b []byte) error {
	t, err := time.Parse(time.DateOnly, string(b))
	*d = Day(t)
	return err
}

// MarshalText writes YYYY-MM-DD.
func (d Day) MarshalText() ([]byte, error) {
	return []byte(time.Time(d).Format(time.DateOnly)), nil
}

// Level is an enum sent as text.
type Level int

const (
	Low Level = iota
	High
)

// UnmarshalText reads "low" or "high".
func (l *Level) UnmarshalText(b []byte) error {
	switch string(b) {
	case "low":
		*l = Low
	case "high":
		*l = High
	default:
		return fmt.Errorf("level %q is not low or high", b)
	}
	return nil
}

// MarshalText writes "low" or "high".
func (l Level) MarshalText() ([]byte, error) {
	if l == High {
		return []byte("high"), nil
	}
	return []byte("low"), nil
}
