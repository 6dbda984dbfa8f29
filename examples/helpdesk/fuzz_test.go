package main

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// FuzzParseTicketUpdate feeds any bytes to the parser of the widest tool (a union of ten
// operations under a list): no panic; either a value, which encoding/json writes back into
// something the parser accepts again, or every issue with a path-less-or-pathed code and
// message. Plain go test runs the seeds; go test -fuzz=FuzzParseTicketUpdate ./examples/helpdesk
// explores further.
func FuzzParseTicketUpdate(f *testing.F) {
	for _, s := range []string{
		`{"id":1,"ops":[{"op":"set_status","status":"solved","note":"done"}]}`,
		`{"id":1,"ops":[{"op":"set_priority","priority":"urgent"},{"op":"assign","assignee":" A@B.CO "}]}`,
		`{"id":1,"ops":[{"op":"add_labels","labels":["a","b-2"]},{"op":"remove_labels","labels":["Z"]}]}`,
		`{"id":"1","ops":[{"op":"set_due","due_at":null},{"op":"link","target":2},{"op":"set_field","key":"k","value":null}]}`,
		`{"id":1,"ops":[{"op":"comment","body":"x","internal":true},{"op":"unassign"}]}`,
		`{"id":9223372036854775808,"ops":"[{\"op\":\"unassign\"}]"}`,
		`{"ops":[{"op":"set_priority","priority":"soon"},{"op":"nope"},{}]}`,
		"", "{", `{"id":1,"ops":[`, strings.Repeat("[", 300),
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, err := ParseTicketUpdate(data)
		if err != nil {
			var is stitch.Issues
			if !errors.As(err, &is) || len(is) == 0 {
				t.Fatalf("error is not a non-empty stitch.Issues: %v", err)
			}
			for _, i := range is {
				if i.Code == "" || i.Message == "" {
					t.Fatalf("issue without code or message: %+v", i)
				}
			}
			return
		}
		again, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("accepted value does not marshal: %v", err)
		}
		if _, err := ParseTicketUpdate(again); err != nil {
			t.Fatalf("accepted value, written back, is refused: %v\n%s", err, again)
		}
	})
}
