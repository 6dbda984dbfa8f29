package dive

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func ptr[T any](v T) *T { return &v }

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseFilter, []parsetest.Case{
		{
			Name: "good: every element meets its checks",
			In: `{"status":["open","closed"],"grid":[["a","bcdef"],["x"]],"labels":{"team-a":"core"},
"emails":[" Ann@Example.COM "],"scores":[0,null,100],"counts":["1",2],"evens":[2,-4],"weights":{"aa":1.0,"bb":999}}`,
			Want: Filter{
				Status:  []string{"open", "closed"},
				Grid:    [][]string{{"a", "bcdef"}, {"x"}},
				Labels:  map[string]string{"team-a": "core"},
				Emails:  []string{"ann@example.com"},
				Scores:  []*int{ptr(0), nil, ptr(100)},
				Counts:  [2]int{1, 2},
				Evens:   []int{2, -4},
				Weights: map[Code]float64{"aa": 1, "bb": 999},
			},
		},
		{
			Name: "each element's issue at its own path",
			In: `{"status":["open","done","x","closed"],"grid":[["a"],[],["abcdefg"]],"labels":{"A1":"ok","b":"abcdefghijk"},
"emails":["nope"],"scores":[101],"counts":[0,"x"],"evens":[3],"weights":{"cc":1.5,"aa":1000}}`,
			Issues: []string{
				`status[1]: invalid_enum: expected one of "open", "pending", "closed", got the string "done"`,
				`status[2]: invalid_enum: expected one of "open", "pending", "closed", got the string "x"`,
				`status: too_big: expected at most 3 items, got 4`,
				`grid[1]: too_small: expected at least 1 item, got 0`,
				`grid[2][0]: too_big: expected a string of at most 5 characters, got 7 characters`,
				`labels.A1: pattern: expected a key of at most 8 characters matching ^[a-z-]+$, got the string "A1"`,
				`labels.b: too_big: expected a string of at most 10 characters, got 11 characters`,
				`emails[0]: format: expected an email address, got the string "nope"`,
				`scores[0]: too_big: expected an integer between 0 and 100, got 101`,
				`counts[0]: too_small: expected an integer > 0, got 0`,
				`counts[1]: invalid_type: expected an integer > 0, got the string "x"`,
				`evens[0]: custom: expected an even number`,
				`weights.cc: invalid_enum: expected a key that is one of "aa", "bb", got the string "cc"`,
				`weights.cc: invalid_type: expected an integer < 1000, got the number 1.5`,
				`weights.aa: too_big: expected an integer < 1000, got 1000`,
			},
		},
		{
			Name:   "a null element where the element is not nullable",
			In:     `{"status":[null],"grid":[null]}`,
			Issues: []string{`status[0]: invalid_type: expected one of "open", "pending", "closed", got null`, `grid[0]: invalid_type: expected an array, got null`},
		},
	})
}

func TestValidate(t *testing.T) {
	if err := ValidateFilter(Filter{Status: []string{"open"}, Labels: map[string]string{"Bad": "x"}}); err == nil || err.Error() != `labels.Bad: expected a key of at most 8 characters matching ^[a-z-]+$, got the string "Bad"` {
		t.Fatalf("ValidateFilter: %v", err)
	}
}
