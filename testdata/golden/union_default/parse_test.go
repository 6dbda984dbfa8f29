package union_default

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseQueryPrometheus, []parsetest.Case{
		{
			Name: "good: queryType left out means range",
			In:   `{"expr":"up","query":{"start":"2026-12-04T00:00:00Z"}}`,
			Want: QueryPrometheus{Expr: "up", Query: RangeQuery{QueryType: "range", Start: "2026-12-04T00:00:00Z", Step: 60}},
		},
		{
			Name: "good: an empty object is the default variant with its defaults",
			In:   `{"expr":"up","query":{}}`,
			Want: QueryPrometheus{Expr: "up", Query: RangeQuery{QueryType: "range", Step: 60}},
		},
		{
			Name: "good: range sent",
			In:   `{"expr":"up","query":{"queryType":"range","step":5}}`,
			Want: QueryPrometheus{Expr: "up", Query: RangeQuery{QueryType: "range", Step: 5}},
		},
		{
			Name: "good: instant sent",
			In:   `{"expr":"up","query":{"at":"now","queryType":"instant"}}`,
			Want: QueryPrometheus{Expr: "up", Query: InstantQuery{QueryType: "instant", At: "now"}},
		},
		{
			Name:   "without queryType, another variant's key is the default variant's unknown key",
			In:     `{"expr":"up","query":{"at":"now"}}`,
			Issues: []string{`query.at: unknown_key: "at" is allowed only when queryType = instant`},
		},
		{
			Name:   "an unknown label, and null, are still refused",
			In:     `{"expr":"up","query":{"queryType":"vector"}}`,
			Issues: []string{`query.queryType: invalid_label: unknown queryType "vector"; expected one of: range, instant`},
		},
		{
			Name:   "null is not the key left out in MCP",
			In:     `{"expr":"up","query":{"queryType":null}}`,
			Issues: []string{`query.queryType: invalid_label: queryType must be a string, got null; expected one of: range, instant`},
		},
	})
}

// TestParseIn: under openai-strict every key is sent, and a null
// discriminator (as its declaration says: "Send null to use the default")
// means the key left out: the default variant.
func TestParseIn(t *testing.T) {
	v, err := stitch.ParseIn(QueryPrometheusTool, "openai-strict", []byte(`{"expr":"up","query":{"queryType":null,"start":null,"step":null,"at":null}}`))
	if err != nil {
		t.Fatal(err)
	}
	if want := (QueryPrometheus{Expr: "up", Query: RangeQuery{QueryType: "range", Step: 60}}); v != want {
		t.Fatalf("got %#v, want %#v", v, want)
	}
}
