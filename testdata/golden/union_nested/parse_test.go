package union_nested

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseRun, []parsetest.Case{
		{
			Name: "good: fetch over https",
			In:   `{"step":{"op":"fetch","source":{"scheme":"https","url":"https://x.io"}}}`,
			Want: Run{Step: Fetch{Op: "fetch", Source: HTTP{Scheme: "https", URL: "https://x.io"}}},
		},
		{
			Name: "good: fetch a file, discriminators last",
			In:   `{"step":{"source":{"path":"/tmp/a","scheme":"file"},"op":"fetch"}}`,
			Want: Run{Step: Fetch{Op: "fetch", Source: File{Scheme: "file", Path: "/tmp/a"}}},
		},
		{
			Name: "good: wait",
			In:   `{"step":{"op":"wait","seconds":3}}`,
			Want: Run{Step: Wait{Op: "wait", Seconds: 3}},
		},
		{
			Name: "good: the inner union sent as a JSON string",
			In:   `{"step":{"op":"fetch","source":"{\"scheme\":\"http\",\"url\":\"https://x.io\"}"}}`,
			Want: Run{Step: Fetch{Op: "fetch", Source: HTTP{Scheme: "http", URL: "https://x.io"}}},
		},
		{
			Name:   "inner unknown label",
			In:     `{"step":{"op":"fetch","source":{"scheme":"ftp","url":"ftp://x"}}}`,
			Issues: []string{`step.source.scheme: invalid_label: unknown scheme "ftp"; expected one of: http, https, file`},
		},
		{
			Name:   "inner missing discriminator",
			In:     `{"step":{"op":"fetch","source":{"path":"p"}}}`,
			Issues: []string{`step.source.scheme: invalid_label: missing discriminator "scheme"; expected one of: http, https, file`},
		},
		{
			Name:   "inner discriminator not a string",
			In:     `{"step":{"op":"fetch","source":{"scheme":1}}}`,
			Issues: []string{`step.source.scheme: invalid_label: scheme must be a string, got the number 1; expected one of: http, https, file`},
		},
		{
			Name: "inner key of another variant",
			In:   `{"step":{"op":"fetch","source":{"scheme":"file","url":"https://x"}}}`,
			Issues: []string{
				`step.source.url: unknown_key: "url" is allowed only when scheme = http | https`,
				`step.source.path: required: missing required key "path" (required when scheme = file)`,
			},
		},
		{
			Name: "inner variant check and key of the other inner variant",
			In:   `{"step":{"op":"fetch","source":{"scheme":"http","url":"not a uri","path":"p"}}}`,
			Issues: []string{
				`step.source.url: format: expected a URI, got the string "not a uri"`,
				`step.source.path: unknown_key: "path" is allowed only when scheme = file`,
			},
		},
		{
			Name:   "inner variant's required key",
			In:     `{"step":{"op":"fetch","source":{"scheme":"http"}}}`,
			Issues: []string{`step.source.url: required: missing required key "url" (required when scheme = http | https)`},
		},
		{
			Name:   "a key of the outer union's other variant inside the inner union is unknown",
			In:     `{"step":{"op":"fetch","source":{"scheme":"https","url":"https://x.io","seconds":2}}}`,
			Issues: []string{`step.source.seconds: unknown_key: unknown key "seconds"; allowed keys: scheme, url`},
		},
		{
			Name: "outer key of another variant",
			In:   `{"step":{"op":"wait","source":{"scheme":"file","path":"x"},"seconds":0}}`,
			Issues: []string{
				`step.source: unknown_key: "source" is allowed only when op = fetch`,
				`step.seconds: too_small: expected an integer ≥ 1, got 0`,
			},
		},
		{
			Name: "outer variant's required key",
			In:   `{"step":{"op":"fetch","seconds":1}}`,
			Issues: []string{
				`step.seconds: unknown_key: "seconds" is allowed only when op = wait`,
				`step.source: required: missing required key "source" (required when op = fetch)`,
			},
		},
		{
			Name:   "the inner union's discriminator is not the outer one's",
			In:     `{"step":{"op":"wait","seconds":1,"scheme":"http"}}`,
			Issues: []string{`step.scheme: unknown_key: unknown key "scheme"; allowed keys: op, seconds`},
		},
		{
			Name:   "outer missing discriminator",
			In:     `{"step":{"source":{"scheme":"http","url":"u"}}}`,
			Issues: []string{`step.op: invalid_label: missing discriminator "op"; expected one of: fetch, wait`},
		},
		{
			Name:   "double encoding is undone once: the inner union inside a double-encoded outer one is not",
			In:     `{"step":"{\"op\":\"fetch\",\"source\":\"{\\\"scheme\\\":\\\"http\\\",\\\"url\\\":\\\"https://x.io\\\"}\"}"}`,
			Issues: []string{`step.source: invalid_type: expected an object, got the string "{\"scheme\":\"http\",\"url\":\"https://x.io\"}"`},
		},
		{
			Name:   "inner variant's length check",
			In:     `{"step":{"op":"fetch","source":{"scheme":"file","path":""}}}`,
			Issues: []string{`step.source.path: too_small: expected a string of at least 1 character, got 0 characters`},
		},
	})
}
