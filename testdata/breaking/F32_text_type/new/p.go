package p

import "net/netip"

// T is a tool.
//
//stitch:tool name=t
type T struct {
	A netip.Addr `json:"a"`
}
