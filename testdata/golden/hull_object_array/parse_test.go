package hull_object_array

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseCall, []parsetest.Case{
		{
			Name: "good: a takes an object",
			In:   `{"v":{"kind":"a","target":{"x":1,"y":2}}}`,
			Want: Call{V: A{Kind: "a", Target: Point{X: 1, Y: 2}}},
		},
		{
			Name: "good: b takes an array",
			In:   `{"v":{"kind":"b","target":[1,2]}}`,
			Want: Call{V: B{Kind: "b", Target: []int{1, 2}}},
		},
		{
			Name: "good: a takes its object as a JSON string",
			In:   `{"v":{"kind":"a","target":"{\"x\":1,\"y\":2}"}}`,
			Want: Call{V: A{Kind: "a", Target: Point{X: 1, Y: 2}}},
		},
		{
			Name: "good: b takes its array as a JSON string",
			In:   `{"v":{"target":"[1,2]","kind":"b"}}`,
			Want: Call{V: B{Kind: "b", Target: []int{1, 2}}},
		},
		{
			Name:   "a rejects the array b takes",
			In:     `{"v":{"kind":"a","target":[1,2]}}`,
			Issues: []string{`v.target: invalid_type: expected an object, got an array`},
		},
		{
			Name:   "b rejects the object a takes",
			In:     `{"v":{"kind":"b","target":{"x":1,"y":2}}}`,
			Issues: []string{`v.target: invalid_type: expected an array, got an object`},
		},
		{
			Name:   "a rejects b's array as a JSON string",
			In:     `{"v":{"kind":"a","target":"[1,2]"}}`,
			Issues: []string{`v.target: invalid_type: expected an object, got the string "[1,2]"`},
		},
		{
			Name:   "b rejects a's object as a JSON string",
			In:     `{"v":{"kind":"b","target":"{\"x\":1,\"y\":2}"}}`,
			Issues: []string{`v.target: invalid_type: expected an array, got the string "{\"x\":1,\"y\":2}"`},
		},
		{
			Name:   "b: too few items",
			In:     `{"v":{"kind":"b","target":[1]}}`,
			Issues: []string{`v.target: too_small: expected exactly 2 items, got 1`},
		},
		{
			Name:   "b: too many items",
			In:     `{"v":{"kind":"b","target":[1,2,3]}}`,
			Issues: []string{`v.target: too_big: expected exactly 2 items, got 3`},
		},
		{
			Name:   "a: missing key of the object",
			In:     `{"v":{"kind":"a","target":{"x":1}}}`,
			Issues: []string{`v.target.y: required: missing required key "y"`},
		},
		{
			Name:   "a: unknown key of the object",
			In:     `{"v":{"kind":"a","target":{"x":1,"y":2,"z":3}}}`,
			Issues: []string{`v.target.z: unknown_key: unknown key "z"; allowed keys: x, y`},
		},
	})
}
