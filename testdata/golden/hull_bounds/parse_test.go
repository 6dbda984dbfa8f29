package hull_bounds

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseCall, []parsetest.Case{
		{
			Name: "good: a at its lower bounds",
			In:   `{"v":{"kind":"a","n":1,"s":"ab","l":[1]}}`,
			Want: Call{V: A{Kind: "a", N: 1, S: "ab", L: []int{1}}},
		},
		{
			Name: "good: a at its upper bounds",
			In:   `{"v":{"kind":"a","n":10,"s":"abcde","l":[1,2,3]}}`,
			Want: Call{V: A{Kind: "a", N: 10, S: "abcde", L: []int{1, 2, 3}}},
		},
		{
			Name: "good: b takes what a rejects below",
			In:   `{"v":{"kind":"b","n":0,"s":"a","l":[]}}`,
			Want: Call{V: B{Kind: "b", N: 0, S: "a", L: []int{}}},
		},
		{
			Name: "good: b takes what a rejects above",
			In:   `{"v":{"kind":"b","n":100,"s":"abcdefghijklmnop","l":[1,2,3,4,5]}}`,
			Want: Call{V: B{Kind: "b", N: 100, S: "abcdefghijklmnop", L: []int{1, 2, 3, 4, 5}}},
		},
		{
			Name: "good: c at its lower bounds",
			In:   `{"v":{"kind":"c","n":0,"s":"abc","l":[1,2]}}`,
			Want: Call{V: C{Kind: "c", N: 0, S: "abc", L: []int{1, 2}}},
		},
		{
			Name: "good: c at its upper bounds, items unbounded above",
			In:   `{"v":{"kind":"c","n":49,"s":"abcd","l":[1,2,3,4,5,6,7]}}`,
			Want: Call{V: C{Kind: "c", N: 49, S: "abcd", L: []int{1, 2, 3, 4, 5, 6, 7}}},
		},
		{
			Name: "a rejects what b takes below",
			In:   `{"v":{"kind":"a","n":0,"s":"a","l":[]}}`,
			Issues: []string{
				`v.n: too_small: expected an integer between 1 and 10, got 0`,
				`v.s: too_small: expected a string of 2 to 5 characters, got 1 character`,
				`v.l: too_small: expected 1 to 3 items, got 0`,
			},
		},
		{
			Name: "a rejects what b takes above",
			In:   `{"v":{"kind":"a","n":11,"s":"abcdef","l":[1,2,3,4]}}`,
			Issues: []string{
				`v.n: too_big: expected an integer between 1 and 10, got 11`,
				`v.s: too_big: expected a string of 2 to 5 characters, got 6 characters`,
				`v.l: too_big: expected 1 to 3 items, got 4`,
			},
		},
		{
			Name: "b's own bounds",
			In:   `{"v":{"kind":"b","n":-1,"s":"x","l":[1,2,3,4,5,6]}}`,
			Issues: []string{
				`v.n: too_small: expected an integer between 0 and 100, got -1`,
				`v.l: too_big: expected at most 5 items, got 6`,
			},
		},
		{
			Name:   "b's upper bound",
			In:     `{"v":{"kind":"b","n":101,"s":"x","l":[]}}`,
			Issues: []string{`v.n: too_big: expected an integer between 0 and 100, got 101`},
		},
		{
			Name: "c's exclusive and length bounds, below",
			In:   `{"v":{"kind":"c","n":-1,"s":"ab","l":[1]}}`,
			Issues: []string{
				`v.n: too_small: expected an integer > -1 and < 50, got -1`,
				`v.s: too_small: expected a string of 3 to 4 characters, got 2 characters`,
				`v.l: too_small: expected at least 2 items, got 1`,
			},
		},
		{
			Name: "c's exclusive and length bounds, above",
			In:   `{"v":{"kind":"c","n":50,"s":"abcde","l":[]}}`,
			Issues: []string{
				`v.n: too_big: expected an integer > -1 and < 50, got 50`,
				`v.s: too_big: expected a string of 3 to 4 characters, got 5 characters`,
				`v.l: too_small: expected at least 2 items, got 0`,
			},
		},
		{
			Name:   "an integer between the bounds is still an integer",
			In:     `{"v":{"kind":"c","n":0.5,"s":"abc","l":[1,2]}}`,
			Issues: []string{`v.n: invalid_type: expected an integer > -1 and < 50, got the number 0.5`},
		},
		{
			Name:   "b's lower length bound",
			In:     `{"v":{"kind":"b","n":0,"s":"","l":[]}}`,
			Issues: []string{`v.s: too_small: expected a string of at least 1 character, got 0 characters`},
		},
	})
}
