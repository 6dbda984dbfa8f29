package union_pointer

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func owner(o Owner) *Owner { return &o }

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseAssign, []parsetest.Case{
		{
			Name: "good: a user",
			In:   `{"owner":{"kind":"user","id":7}}`,
			Want: Assign{Owner: owner(User{Kind: "user", ID: 7})},
		},
		{
			Name: "good: both pointers set",
			In:   `{"owner":{"kind":"team","slug":"core"},"backup":{"id":1,"kind":"user"}}`,
			Want: Assign{Owner: owner(Team{Kind: "team", Slug: "core"}), Backup: owner(User{Kind: "user", ID: 1})},
		},
		{
			Name: "good: null for the nullable union",
			In:   `{"owner":null}`,
			Want: Assign{},
		},
		{
			Name: "good: absent (a pointer is optional)",
			In:   `{}`,
			Want: Assign{},
		},
		{
			Name: "good: the union behind a pointer sent as a JSON string",
			In:   `{"owner":"{\"kind\":\"team\",\"slug\":\"s\"}"}`,
			Want: Assign{Owner: owner(Team{Kind: "team", Slug: "s"})},
		},
		{
			Name:   "null for a union that is not nullable",
			In:     `{"backup":null}`,
			Issues: []string{`backup: invalid_type: expected an object, got null; leave the key out to send no value`},
		},
		{
			Name:   "the string null is not null",
			In:     `{"owner":"null"}`,
			Issues: []string{`owner: invalid_type: expected an object, got the string "null"`},
		},
		{
			Name: "variant check and a key of another variant",
			In:   `{"owner":{"kind":"user","id":0,"slug":"x"}}`,
			Issues: []string{
				`owner.id: too_small: expected an integer ≥ 1, got 0`,
				`owner.slug: unknown_key: "slug" is allowed only when kind = team`,
			},
		},
		{
			Name:   "missing discriminator",
			In:     `{"owner":{}}`,
			Issues: []string{`owner.kind: invalid_label: missing discriminator "kind"; expected one of: user, team`},
		},
		{
			Name:   "null discriminator",
			In:     `{"owner":{"kind":null}}`,
			Issues: []string{`owner.kind: invalid_label: kind must be a string, got null; expected one of: user, team`},
		},
		{
			Name: "unknown label in one pointer, missing key in the other",
			In:   `{"owner":{"kind":"group"},"backup":{"kind":"team"}}`,
			Issues: []string{
				`owner.kind: invalid_label: unknown kind "group"; expected one of: user, team`,
				`backup.slug: required: missing required key "slug" (required when kind = team)`,
			},
		},
	})
}
