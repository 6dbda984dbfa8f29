package union_keys

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseItemsUpdate, []parsetest.Case{
		{
			Name: "good: each item by the keys it holds, markers anywhere",
			In:   `{"status":"done","items":[{"node_id":"PVTI_1"},{"note":"moved","item_id":42},{"repo":"r","number":7,"owner":"o"}]}`,
			Want: ItemsUpdate{Status: "done", Items: []Item{
				ByNode{NodeID: "PVTI_1"},
				ByItem{ItemID: 42, Note: "moved"},
				ByIssue{Owner: "o", Repo: "r", Number: 7},
			}},
		},
		{
			Name: "none or several variants' markers: one issue naming the alternatives",
			In:   `{"status":"done","items":[{"note":"x"},{"node_id":"a","item_id":1,"note":"n"},{"owner":"o","node_id":"a"}]}`,
			Issues: []string{
				`items[0]: invalid_label: send exactly one of: node_id; item_id; owner, repo and number`,
				`items[1]: invalid_label: send exactly one of: node_id; item_id; owner, repo and number`,
				`items[2]: invalid_label: send exactly one of: node_id; item_id; owner, repo and number`,
			},
		},
		{
			Name: "a marker chooses its variant: the rest of it is required, other variants' keys are not allowed",
			In:   `{"status":"todo","items":[{"owner":"o","number":0},{"item_id":1},{"node_id":""},{"owner":"o","repo":"r","number":1,"note":"x"}]}`,
			Issues: []string{
				`items[0].number: too_small: expected an integer ≥ 1, got 0`,
				`items[0].repo: required: missing required key "repo"`,
				`items[1].note: required: missing required key "note"`,
				`items[2].node_id: too_small: expected a string of at least 1 character, got 0 characters`,
				`items[3].note: unknown_key: "note" is allowed only with node_id | item_id`,
			},
		},
		{
			Name: "the call of docs/advertised.md: a partial marker set chooses its variant",
			In:   `{"items":[{"note":"x"},{"node_id":"a","item_id":1},{"owner":"o","number":0}],"status":"done"}`,
			Issues: []string{
				`items[0]: invalid_label: send exactly one of: node_id; item_id; owner, repo and number`,
				`items[1]: invalid_label: send exactly one of: node_id; item_id; owner, repo and number`,
				`items[2].number: too_small: expected an integer ≥ 1, got 0`,
				`items[2].repo: required: missing required key "repo"`,
			},
		},
		{
			Name:   "not an object",
			In:     `{"status":"todo","items":["PVTI_1"]}`,
			Issues: []string{`items[0]: invalid_type: expected an object, got the string "PVTI_1"`},
		},
	})
	parsetest.Run(t, ParseLookup, []parsetest.Case{
		{Name: "good: a root chosen by keys", In: `{"url":"https://x.io/i/1"}`, Want: Lookup(LookupURL{URL: "https://x.io/i/1"})},
		{Name: "good: the other", In: `{"node_id":"n"}`, Want: Lookup(LookupNode{NodeID: "n"})},
		{Name: "neither", In: `{}`, Issues: []string{`(root): invalid_label: send exactly one of: node_id; url`}},
	})
}

// TestValidate: a value built in Go is judged by the keys encoding/json
// writes for its variant.
func TestValidate(t *testing.T) {
	v, err := ParseItemsUpdate([]byte(`{"status":"done","items":[{"node_id":"n"},{"item_id":2,"note":""},{"owner":"o","repo":"r","number":1}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if err := ValidateItemsUpdate(v); err != nil {
		t.Errorf("ValidateItemsUpdate(ParseItemsUpdate(x)): %v", err)
	}
	bad := ItemsUpdate{Status: "done", Items: []Item{ByIssue{Owner: "o", Repo: "r"}}}
	if err := ValidateItemsUpdate(bad); err == nil || err.Error() != "items[0].number: expected an integer ≥ 1, got 0" {
		t.Errorf("ValidateItemsUpdate(bad) = %v", err)
	}
}
