package named_tags

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func ptr[T any](v T) *T { return &v }

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseReview, []parsetest.Case{
		{
			Name: "good: every type's tags met",
			In:   `{"author":"octo-cat","reviewers":["a","b"],"approver":"boss","head":" ABCDEF1 ","colors":{"octo":"red"},"warm":"green","share":"40","labels":["Bug"],"grid":[[0,100]],"tags":["ui"]}`,
			Want: Review{Author: "octo-cat", Reviewers: []Login{"a", "b"}, Approver: ptr(Login("boss")), Head: "abcdef1",
				Colors: map[Login]Color{"octo": "red"}, Warm: "green", Share: 40, Labels: Labels{"bug"}, Grid: [][]Percent{{0, 100}}, Tags: []Tag{"ui"}},
		},
		{
			Name: "the type's tags hold on the field, each element, the pointer and the map",
			In:   `{"author":"","reviewers":["ok","no way"],"approver":"x_y","head":"zz","colors":{"a b":"pink"}}`,
			Issues: []string{
				`author: too_small: expected a string of 1 to 39 characters matching ^[A-Za-z0-9-]+$, got 0 characters`,
				`author: pattern: expected a string of 1 to 39 characters matching ^[A-Za-z0-9-]+$, got the string ""`,
				`reviewers[1]: pattern: expected a string of 1 to 39 characters matching ^[A-Za-z0-9-]+$, got the string "no way"`,
				`approver: pattern: expected a string of 1 to 39 characters matching ^[A-Za-z0-9-]+$, got the string "x_y"`,
				`head: too_small: expected a string of 7 to 40 characters matching ^[0-9a-f]+$, got 2 characters`,
				`head: pattern: expected a string of 7 to 40 characters matching ^[0-9a-f]+$, got the string "zz"`,
				`colors["a b"]: pattern: expected a key of 1 to 39 characters matching ^[A-Za-z0-9-]+$, got the string "a b"`,
				`colors["a b"]: invalid_enum: expected one of "red", "green", "blue", got the string "pink"`,
			},
		},
		{
			Name: "a field's tags narrow the type's",
			In:   `{"author":"a","reviewers":["a"],"head":"abcdef1","bot":"abcdefghijk","warm":"blue","share":101}`,
			Issues: []string{
				`bot: too_big: expected a string of 1 to 10 characters matching ^[A-Za-z0-9-]+$, got 11 characters`,
				`warm: invalid_enum: expected one of "red", "green", got the string "blue"`,
				`share: too_big: expected an integer between 0 and 100, got 101`,
			},
		},
		{
			Name: "a named slice's tags and the field's element tags",
			In:   `{"author":"a","reviewers":["a"],"head":"abcdef1","labels":["","a","b","c","d","e"],"grid":[[-1]]}`,
			Issues: []string{
				`labels[0]: too_small: expected a string of 1 to 20 characters, got 0 characters`,
				`labels: too_big: expected at most 5 items, got 6`,
				`grid[0][0]: too_small: expected an integer between 0 and 100, got -1`,
			},
		},
		{
			Name: "the type's refine, then the field's",
			In:   `{"author":"a","reviewers":["a"],"head":"abcdef1","tags":["admin","x"]}`,
			Issues: []string{
				`tags[0]: custom: the tag admin is reserved`,
				`tags[1]: custom: a tag of one letter says nothing`,
			},
		},
	})
}
