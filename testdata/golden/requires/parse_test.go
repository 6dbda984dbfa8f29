package requires

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseListResources, []parsetest.Case{
		{
			Name: "good: a key with the keys it requires",
			In:   `{"kind":"pod","resource_name":"web-1","namespaces":["default"]}`,
			Want: ListResources{Kind: "pod", ResourceName: "web-1", Namespaces: []string{"default"}},
		},
		{
			Name: "good: the required keys alone, without the key that requires them",
			In:   `{"kind":"pod","namespaces":["default"],"until":"b"}`,
			Want: ListResources{Kind: "pod", Namespaces: []string{"default"}, Until: "b"},
		},
		{
			Name: "good: a nullable key sent null is sent",
			In:   `{"kind":"pod","since":"a","until":"b","limit":null}`,
			Want: ListResources{Kind: "pod", Since: "a", Until: "b", Limit: stitch.Null[int]()},
		},
		{
			Name: "bad: each key missing names the key that requires it",
			In:   `{"kind":"pod","resource_name":"web-1","since":"a"}`,
			Issues: []string{
				`namespaces: required: missing required key "namespaces" (required when "resource_name" is sent)`,
				`until: required: missing required key "until" (required when "since" is sent)`,
				`limit: required: missing required key "limit" (required when "since" is sent)`,
			},
		},
	})
	parsetest.Run(t, ParseMove, []parsetest.Case{
		{
			Name:   "bad: a variant's key without the key it requires",
			In:     `{"what":"file","from":"a","rename":"b"}`,
			Issues: []string{`dir: required: missing required key "dir" (required when "rename" is sent)`},
		},
		{
			Name: "good: the variant's keys together",
			In:   `{"what":"file","from":"a","rename":"b","dir":"c"}`,
			Want: MoveFile{What: "file", From: "a", Rename: "b", Dir: "c"},
		},
	})
}
