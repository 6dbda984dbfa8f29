package union_fold

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseListEdit, []parsetest.Case{
		{
			Name: "good: labels in any case, with spaces, hold the canonical label",
			In:   `{"ops":[{"method":"Add","item":"a"},{"method":" APPEND ","item":"b"},{"index":0,"method":"remove"},{"method":"ReMoVe","index":2}]}`,
			Want: ListEdit{Ops: []Op{
				Add{Method: "add", Item: "a"},
				Add{Method: "append", Item: "b"},
				Remove{Method: "remove", Index: 0},
				Remove{Method: "remove", Index: 2},
			}},
		},
		{
			Name:   "an unknown label is quoted as sent",
			In:     `{"ops":[{"method":"Ad","item":"a"},{"method":"REMOVE","item":"x"}]}`,
			Issues: []string{`ops[0].method: invalid_label: unknown method "Ad"; expected one of: add, append, remove`, `ops[1].item: unknown_key: "item" is allowed only when method = add | append`, `ops[1].index: required: missing required key "index" (required when method = remove)`},
		},
		{
			Name:   "not a string",
			In:     `{"ops":[{"method":1}]}`,
			Issues: []string{`ops[0].method: invalid_label: method must be a string, got the number 1; expected one of: add, append, remove`},
		},
	})
	parsetest.Run(t, ParseShout, []parsetest.Case{
		{Name: "good: upper", In: `{"verb":{"op":"put","body":"x"}}`, Want: Shout{Verb: Put{Op: "PUT", Body: "x"}}},
		{Name: "good: already canonical", In: `{"verb":{"op":"GET"}}`, Want: Shout{Verb: Get{Op: "GET"}}},
		{Name: "upper does not trim", In: `{"verb":{"op":" get"}}`, Issues: []string{`verb.op: invalid_label: unknown op " get"; expected one of: GET, PUT`}},
	})
}
