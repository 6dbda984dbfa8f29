package why

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseFileWrite, []parsetest.Case{
		{
			Name: "good",
			In: `{"path":"docs/a.md","branch":"main","owner":"octo-cat","reviewer":"ann","labels":["docs"],
"meta":{"ticket_id":"42"},"mode":{"op":"patch","content":"diff --git a/x b/x"}}`,
			Want: FileWrite{Path: "docs/a.md", Branch: "main", Owner: "octo-cat", Reviewer: "ann", Labels: []string{"docs"},
				Meta: map[string]string{"ticket_id": "42"}, Mode: Patch{Op: "patch", Content: "diff --git a/x b/x"}},
		},
		{
			Name: "each pattern's issue says its reason, then the expression",
			In: `{"path":"/etc/passwd","branch":"Main","owner":"octo cat","reviewer":"a_b","labels":["Docs"],
"meta":{"Ticket":"42"},"mode":{"op":"patch","content":"+x"}}`,
			Issues: []string{
				`path: pattern: expected a string of at most 200 characters that is a relative path with no control characters (pattern ^[^/\x00-\x1f\x7f][^\x00-\x1f\x7f]*$), got the string "/etc/passwd"`,
				`branch: pattern: expected a string that is a lower-case branch name (pattern ^[a-z0-9._/-]+$), got the string "Main"`,
				`owner: pattern: expected a string of 1 to 39 characters that is a GitHub login (pattern ^[A-Za-z0-9-]+$), got the string "octo cat"`,
				`reviewer: pattern: expected a string of 1 to 39 characters that is the login of a reviewer (pattern ^[A-Za-z0-9-]+$), got the string "a_b"`,
				`labels[0]: pattern: expected a string that is a lower-case label (pattern ^[a-z][a-z0-9-]*$), got the string "Docs"`,
				`meta.Ticket: pattern: expected a key that is a snake_case name (pattern ^[a-z_]+$), got the string "Ticket"`,
				`mode.content: pattern: expected a string that is a unified diff (pattern ^(diff|---)\s), got the string "+x"`,
			},
		},
		{
			Name: "a variant without the pattern takes any content",
			In:   `{"path":"a","owner":"o","mode":{"op":"replace","content":"+x"}}`,
			Want: FileWrite{Path: "a", Owner: "o", Mode: Replace{Op: "replace", Content: "+x"}},
		},
	})
}
