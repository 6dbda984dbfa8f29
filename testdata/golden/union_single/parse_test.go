package union_single

import (
	"testing"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParsePing, []parsetest.Case{
		{
			Name: "good",
			In:   `{"target":{"kind":"host","name":"example.com"}}`,
			Want: Ping{Target: Host{Kind: "host", Name: "example.com"}},
		},
		{
			Name: "good: discriminator last, single label hostname",
			In:   `{"target":{"name":"localhost","kind":"host"}}`,
			Want: Ping{Target: Host{Kind: "host", Name: "localhost"}},
		},
		{
			Name:   "the discriminator is still required",
			In:     `{"target":{"name":"example.com"}}`,
			Issues: []string{`target.kind: invalid_label: missing discriminator "kind"; expected one of: host`},
		},
		{
			Name:   "unknown label",
			In:     `{"target":{"kind":"ip","name":"x"}}`,
			Issues: []string{`target.kind: invalid_label: unknown kind "ip"; expected one of: host`},
		},
		{
			Name:   "discriminator not a string",
			In:     `{"target":{"kind":true}}`,
			Issues: []string{`target.kind: invalid_label: kind must be a string, got true; expected one of: host`},
		},
		{
			Name:   "hostname format",
			In:     `{"target":{"kind":"host","name":"-bad.com"}}`,
			Issues: []string{`target.name: format: expected a hostname, got the string "-bad.com"`},
		},
		{
			Name:   "variant's required key",
			In:     `{"target":{"kind":"host"}}`,
			Issues: []string{`target.name: required: missing required key "name" (required when kind = host)`},
		},
		{
			Name:   "unknown key",
			In:     `{"target":{"kind":"host","name":"a.b","port":1}}`,
			Issues: []string{`target.port: unknown_key: unknown key "port"; allowed keys: kind, name`},
		},
		{
			Name:   "missing union",
			In:     `{}`,
			Issues: []string{`target: required: missing required key "target"`},
		},
	})
}
