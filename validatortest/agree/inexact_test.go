package agree

import (
	"testing"

	"github.com/go-playground/validator/v10"

	"github.com/stitchgen/stitchgen/runtime/stitchimpl"
)

// TestInexact: each validator tag stitchgen answers with a diagnostic
// instead of a format has a witness, a string validator and the stitch
// format it names judge differently.
func TestInexact(t *testing.T) {
	val := validator.New()
	for _, w := range []struct{ tag, format, s string }{
		{"email", "email", `"quoted"@example.com`},                                  // validator takes a quoted local part
		{"email", "email", "a@[192.0.2.1]"},                                         // stitchgen takes an IP literal
		{"url", "uri", "http://example.com/a b"},                                    // validator takes a space in the path
		{"url", "uri", "x://"},                                                      // and refuses an empty host
		{"uri", "uri", "/relative/path"},                                            // validator takes a path alone
		{"ipv4", "ipv4", "::ffff:192.0.2.1"},                                        // validator takes an IPv4-mapped IPv6
		{"ipv6", "ipv6", "::ffff:192.0.2.1"},                                        // and refuses it as IPv6
		{"hostname", "hostname", "1a.example"},                                      // validator's RFC 952: a letter first
		{"datetime=2006-01-02T15:04:05Z07:00", "date-time", "2006-01-02t15:04:05z"}, // RFC 3339 allows t and z
	} {
		v := val.Var(w.s, w.tag) == nil
		s := stitchimpl.ValidFormat(w.format, w.s)
		if v == s {
			t.Errorf("%s and format=%s agree on %q (both %v): no witness", w.tag, w.format, w.s, v)
		}
		t.Logf("%-9s vs format=%-9s on %-22q: validator %v, stitchgen %v", w.tag, w.format, w.s, v, s)
	}
}
