package union_shared_variant

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParsePublish, []parsetest.Case{
		{
			Name: "good: the shared variant in both unions",
			In:   `{"feed":{"kind":"post","body":"b"},"channel":{"body":"c","kind":"post"}}`,
			Want: Publish{Feed: Post{Kind: "post", Body: "b"}, Channel: Post{Kind: "post", Body: "c"}},
		},
		{
			Name: "good: each union's own variant",
			In:   `{"feed":{"kind":"poll","options":["a","b"]},"channel":{"kind":"link","url":"https://x.io"}}`,
			Want: Publish{Feed: Poll{Kind: "poll", Options: []string{"a", "b"}}, Channel: Link{Kind: "link", URL: "https://x.io"}},
		},
		{
			Name: "each union knows only its own labels",
			In:   `{"feed":{"kind":"link","url":"https://x.io"},"channel":{"kind":"poll","options":["a","b"]}}`,
			Issues: []string{
				`feed.kind: invalid_label: unknown kind "link"; expected one of: post, poll`,
				`channel.kind: invalid_label: unknown kind "poll"; expected one of: post, link`,
			},
		},
		{
			Name: "the shared variant names the other variant of the union it is read in",
			In:   `{"feed":{"kind":"post","options":["a","b"]},"channel":{"kind":"post","url":"https://x"}}`,
			Issues: []string{
				`feed.options: unknown_key: "options" is allowed only when kind = poll`,
				`feed.body: required: missing required key "body" (required when kind = post)`,
				`channel.url: unknown_key: "url" is allowed only when kind = link`,
				`channel.body: required: missing required key "body" (required when kind = post)`,
			},
		},
		{
			Name: "a key of a variant of the other union only is unknown",
			In:   `{"feed":{"kind":"poll","options":["a"],"url":"u"},"channel":{"kind":"link","url":"nope","body":"b"}}`,
			Issues: []string{
				`feed.options: too_small: expected at least 2 items, got 1`,
				`feed.url: unknown_key: unknown key "url"; allowed keys: kind, options`,
				`channel.url: format: expected a URI, got the string "nope"`,
				`channel.body: unknown_key: "body" is allowed only when kind = post`,
			},
		},
		{
			Name: "the shared variant's checks in both places",
			In:   `{"feed":{"kind":"post","body":""},"channel":{"kind":"post"}}`,
			Issues: []string{
				`feed.body: too_small: expected a string of at least 1 character, got 0 characters`,
				`channel.body: required: missing required key "body" (required when kind = post)`,
			},
		},
		{
			Name: "missing unions",
			In:   `{}`,
			Issues: []string{
				`feed: required: missing required key "feed"`,
				`channel: required: missing required key "channel"`,
			},
		},
	})
}
