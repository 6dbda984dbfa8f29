package embedded

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseListing, []parsetest.Case{
		{
			Name: "good: Base's keys are promoted, Paging stays nested",
			In:   `{"request_id":"r1","dry_run":true,"paging":{"page":2},"query":"q"}`,
			Want: Listing{Base: Base{RequestID: "r1", DryRun: true}, Paging: Paging{Page: 2}, Query: "q"},
		},
		{
			Name: "good: optional promoted key absent",
			In:   `{"query":"","paging":{"page":1},"request_id":"r1"}`,
			Want: Listing{Base: Base{RequestID: "r1"}, Paging: Paging{Page: 1}},
		},
		{
			Name: "good: the nested embedded struct sent as a JSON string",
			In:   `{"request_id":"a","paging":"{\"page\":3}","query":""}`,
			Want: Listing{Base: Base{RequestID: "a"}, Paging: Paging{Page: 3}},
		},
		{
			Name: "keys that are not promoted or not exported are unknown",
			In: `{"request_id":"r1","paging":{"page":1},"query":"","Base":{},"Paging":{},"page":1,` +
				`"ignored":"x","Skipped":"y","-":1,"RequestID":"z"}`,
			Issues: []string{
				`Base: unknown_key: unknown key "Base"; allowed keys: request_id, dry_run, paging, query`,
				`Paging: unknown_key: unknown key "Paging" (did you mean "paging"?); allowed keys: request_id, dry_run, paging, query`,
				`page: unknown_key: unknown key "page"; allowed keys: request_id, dry_run, paging, query`,
				`ignored: unknown_key: unknown key "ignored"; allowed keys: request_id, dry_run, paging, query`,
				`Skipped: unknown_key: unknown key "Skipped"; allowed keys: request_id, dry_run, paging, query`,
				`["-"]: unknown_key: unknown key "-"; allowed keys: request_id, dry_run, paging, query`,
				`RequestID: unknown_key: unknown key "RequestID"; allowed keys: request_id, dry_run, paging, query`,
			},
		},
		{
			Name: "missing keys, promoted ones at the root",
			In:   `{}`,
			Issues: []string{
				`request_id: required: missing required key "request_id"`,
				`paging: required: missing required key "paging"`,
				`query: required: missing required key "query"`,
			},
		},
		{
			Name: "checks of promoted and nested fields",
			In:   `{"request_id":"a","request_id":"b","dry_run":"yes","paging":{"page":0,"extra":1},"query":null}`,
			Issues: []string{
				`request_id: duplicate_key: duplicate key "request_id": send each key once`,
				`dry_run: invalid_type: expected a boolean, got the string "yes"`,
				`paging.page: too_small: expected an integer ≥ 1, got 0`,
				`paging.extra: unknown_key: unknown key "extra"; allowed keys: page`,
				`query: invalid_type: expected a string, got null`,
			},
		},
		{
			Name:   "the embedded struct's refine runs on its promoted keys",
			In:     `{"request_id":"prod","dry_run":true,"paging":{"page":1},"query":""}`,
			Issues: []string{`(root): custom: a production request cannot be a dry run`},
		},
		{
			Name: "good: the embedded struct's refine passes",
			In:   `{"request_id":"prod","paging":{"page":1},"query":""}`,
			Want: Listing{Base: Base{RequestID: "prod"}, Paging: Paging{Page: 1}},
		},
		{
			Name:   "missing key of the nested embedded struct",
			In:     `{"request_id":"a","paging":{},"query":""}`,
			Issues: []string{`paging.page: required: missing required key "page"`},
		},
		{
			Name:   "promoted key's length check",
			In:     `{"request_id":"","paging":{"page":1},"query":""}`,
			Issues: []string{`request_id: too_small: expected a string of at least 1 character, got 0 characters`},
		},
		{
			Name:   "promoted key's type",
			In:     `{"request_id":5,"paging":{"page":1},"query":""}`,
			Issues: []string{`request_id: invalid_type: expected a string of at least 1 character, got the number 5`},
		},
	})
}
