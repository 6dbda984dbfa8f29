package containers

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func ptr[T any](v T) *T { return &v }

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseContainers, []parsetest.Case{
		{
			Name: "good: every container",
			In: `{"tags":["a","b","c"],"matrix":[[1,2],[],[3]],"pair":[1.5,-2],"labels":{"x":"1","y":""},
"scores":{"k":3,"":0},"owner":{"name":"Ann","age":150},"people":[{"name":"Bo"},{"name":"Cy","age":0}],
"crew":[{"name":"Di"},{"name":"Ed","age":3}],"ids":[9007199254740993,-1],"opt":0}`,
			Want: Containers{
				Tags:   []string{"a", "b", "c"},
				Matrix: [][]int{{1, 2}, {}, {3}},
				Pair:   [2]float64{1.5, -2},
				Labels: map[string]string{"x": "1", "y": ""},
				Scores: map[Key]int{"k": 3, "": 0},
				Owner:  &Person{Name: "Ann", Age: 150},
				People: []Person{{Name: "Bo"}, {Name: "Cy"}},
				Crew:   []*Person{{Name: "Di"}, {Name: "Ed", Age: 3}},
				IDs:    IDList{9007199254740993, -1},
				Opt:    ptr(0),
			},
		},
		{
			Name: "good: only the required key leaves the rest nil",
			In:   `{"tags":["x"]}`,
			Want: Containers{Tags: []string{"x"}},
		},
		{
			Name: "good: empty containers are empty, not nil",
			In:   `{"tags":["x"],"matrix":[],"labels":{},"scores":{},"people":[],"ids":[]}`,
			Want: Containers{Tags: []string{"x"}, Matrix: [][]int{}, Labels: map[string]string{},
				Scores: map[Key]int{}, People: []Person{}, IDs: IDList{}},
		},
		{
			Name: "good: a structure sent as a JSON string is read once",
			In:   `{"tags":"[\"a\"]","owner":"{\"name\":\"Ann\"}","people":" [{\"name\":\"Bo\"}] "}`,
			Want: Containers{Tags: []string{"a"}, Owner: &Person{Name: "Ann"}, People: []Person{{Name: "Bo"}}},
		},
		{
			Name:   "too few items",
			In:     `{"tags":[]}`,
			Issues: []string{`tags: too_small: expected 1 to 3 items, got 0`},
		},
		{
			Name:   "too many items",
			In:     `{"tags":["a","b","c","d"]}`,
			Issues: []string{`tags: too_big: expected 1 to 3 items, got 4`},
		},
		{
			Name:   "fixed array too short",
			In:     `{"tags":["a"],"pair":[1]}`,
			Issues: []string{`pair: too_small: expected exactly 2 items, got 1`},
		},
		{
			Name:   "fixed array empty",
			In:     `{"tags":["a"],"pair":[]}`,
			Issues: []string{`pair: too_small: expected exactly 2 items, got 0`},
		},
		{
			Name:   "fixed array too long",
			In:     `{"tags":["a"],"pair":[1,2,3]}`,
			Issues: []string{`pair: too_big: expected exactly 2 items, got 3`},
		},
		{
			Name:   "fixed array item of the wrong kind",
			In:     `{"tags":["a"],"pair":[1,"2"]}`,
			Issues: []string{`pair[1]: invalid_type: expected a number, got the string "2"`},
		},
		{
			Name:   "too many map entries",
			In:     `{"tags":["a"],"labels":{"a":"1","b":"2","c":"3"}}`,
			Issues: []string{`labels: too_big: expected at most 2 entries, got 3`},
		},
		{
			Name:   "duplicate map key",
			In:     `{"tags":["a"],"labels":{"a":"1","a":"2"}}`,
			Issues: []string{`labels.a: duplicate_key: duplicate key "a": send each key once`},
		},
		{
			Name: "named map key: duplicate, and a key that needs quoting in the path",
			In:   `{"tags":["a"],"scores":{"k":1,"k":2,"we.ird":"x"}}`,
			Issues: []string{
				`scores.k: duplicate_key: duplicate key "k": send each key once`,
				`scores["we.ird"]: invalid_type: expected an integer, got the string "x"`,
			},
		},
		{
			Name: "nested paths",
			In:   `{"tags":["a",1],"matrix":[[1],[2,"x"]],"people":[{"name":"A"},{"age":200,"nick":"b"}],"owner":{"age":-1},"crew":[{},{"name":"B"},{"name":""}]}`,
			Issues: []string{
				`tags[1]: invalid_type: expected a string, got the number 1`,
				`matrix[1][1]: invalid_type: expected an integer, got the string "x"`,
				`people[1].age: too_big: expected an integer between 0 and 150, got 200`,
				`people[1].nick: unknown_key: unknown key "nick"; allowed keys: name, age`,
				`people[1].name: required: missing required key "name"`,
				`owner.age: too_small: expected an integer between 0 and 150, got -1`,
				`owner.name: required: missing required key "name"`,
				`crew[0].name: required: missing required key "name"`,
				`crew[2].name: too_small: expected a string of at least 1 character, got 0 characters`,
				`crew: too_big: expected at most 2 items, got 3`,
			},
		},
		{
			Name: "null is not an absent optional value",
			In:   `{"tags":["a"],"owner":null,"opt":null,"people":null}`,
			Issues: []string{
				`owner: invalid_type: expected an object, got null; leave the key out to send no value`,
				`opt: invalid_type: expected an integer, got null; leave the key out to send no value`,
				`people: invalid_type: expected an array, got null; leave the key out to send no value`,
			},
		},
		{
			Name: "int64 range of a named slice's items",
			In:   `{"tags":["a"],"ids":[9223372036854775807,9223372036854775808,-9223372036854775809]}`,
			Issues: []string{
				`ids[1]: too_big: expected an integer ≤ 9223372036854775807 (int64), got 9223372036854775808`,
				`ids[2]: too_small: expected an integer ≥ -9223372036854775808 (int64), got -9223372036854775809`,
			},
		},
		{
			Name: "wrong kinds",
			In:   `{"tags":"a","matrix":{},"labels":[],"people":[1]}`,
			Issues: []string{
				`tags: invalid_type: expected an array, got the string "a"`,
				`matrix: invalid_type: expected an array, got an object`,
				`labels: invalid_type: expected an object, got an array`,
				`people[0]: invalid_type: expected an object, got the number 1`,
			},
		},
		{
			Name: "unknown and duplicate keys",
			In:   `{"tags":["a"],"tag":"b","tags":["c"]}`,
			Issues: []string{
				`tag: unknown_key: unknown key "tag" (did you mean "tags"?); allowed keys: tags, matrix, pair, labels, scores, owner, people, crew, ids, opt`,
				`tags: duplicate_key: duplicate key "tags": send each key once`,
			},
		},
		{
			Name:   "missing required key",
			In:     `{}`,
			Issues: []string{`tags: required: missing required key "tags"`},
		},
		{
			Name: "a double-encoded structure is checked like any other",
			In:   `{"tags":["a"],"owner":"{\"name\":\"Ann\",\"age\":151,\"x\":1}"}`,
			Issues: []string{
				`owner.age: too_big: expected an integer between 0 and 150, got 151`,
				`owner.x: unknown_key: unknown key "x"; allowed keys: name, age`,
			},
		},
		{
			Name: "double encoding is undone once, not twice nested",
			In:   `{"tags":["a"],"owner":"\"{\\\"name\\\":\\\"Ann\\\"}\"","people":"[{\"name\":\"Bo\"},\"{\\\"name\\\":\\\"Cy\\\"}\"]"}`,
			Issues: []string{
				`owner: invalid_type: expected an object, got the string "\"{\\\"name\\\":\\\"Ann\\\"}\""`,
				`people[1]: invalid_type: expected an object, got the string "{\"name\":\"Cy\"}"`,
			},
		},
		{
			Name:   "a string that is not JSON stays a string",
			In:     `{"tags":["a"],"owner":"{name: Ann}"}`,
			Issues: []string{`owner: invalid_type: expected an object, got the string "{name: Ann}"`},
		},
		{
			Name: "a double-encoded structure is checked like any other: length and unknown key",
			In:   `{"tags":["a"],"owner":"{\"name\":\"\",\"x\":1}"}`,
			Issues: []string{
				`owner.name: too_small: expected a string of at least 1 character, got 0 characters`,
				`owner.x: unknown_key: unknown key "x"; allowed keys: name, age`,
			},
		},
	})
}
