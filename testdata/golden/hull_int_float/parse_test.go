package hull_int_float

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseCall, []parsetest.Case{
		{
			Name: "good: a takes an integer",
			In:   `{"v":{"kind":"a","x":3}}`,
			Want: Call{V: A{Kind: "a", X: 3}},
		},
		{
			Name: "good: a takes 1.0 as an integer",
			In:   `{"v":{"kind":"a","x":1.0}}`,
			Want: Call{V: A{Kind: "a", X: 1}},
		},
		{
			Name: "good: b takes a fraction",
			In:   `{"v":{"kind":"b","x":1.5}}`,
			Want: Call{V: B{Kind: "b", X: 1.5}},
		},
		{
			Name: "good: b at its bounds",
			In:   `{"v":{"kind":"b","x":2.5}}`,
			Want: Call{V: B{Kind: "b", X: 2.5}},
		},
		{
			Name: "good: b at its lower bound",
			In:   `{"v":{"kind":"b","x":0.5}}`,
			Want: Call{V: B{Kind: "b", X: 0.5}},
		},
		{
			Name:   "a rejects the fraction b takes",
			In:     `{"v":{"kind":"a","x":1.5}}`,
			Issues: []string{`v.x: invalid_type: expected an integer between 0 and 10, got the number 1.5`},
		},
		{
			Name:   "a above its bound",
			In:     `{"v":{"kind":"a","x":11}}`,
			Issues: []string{`v.x: too_big: expected an integer between 0 and 10, got 11`},
		},
		{
			Name:   "b rejects the integer a takes",
			In:     `{"v":{"kind":"b","x":3}}`,
			Issues: []string{`v.x: too_big: expected a number between 0.5 and 2.5, got 3`},
		},
		{
			Name:   "b below its bound",
			In:     `{"v":{"kind":"b","x":0.25}}`,
			Issues: []string{`v.x: too_small: expected a number between 0.5 and 2.5, got 0.25`},
		},
		{
			Name:   "no coerce",
			In:     `{"v":{"kind":"a","x":"3"}}`,
			Issues: []string{`v.x: invalid_type: expected an integer between 0 and 10, got the string "3"`},
		},
	})
}
