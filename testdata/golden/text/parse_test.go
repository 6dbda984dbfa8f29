package text

import (
	"net"
	"net/netip"
	"testing"
	"time"

	"github.com/stitchgen/stitchgen/internal/parsetest"
)

func TestParse(t *testing.T) {
	parsetest.Run(t, ParseRoute, []parsetest.Case{
		{
			Name: "good: every text type",
			In:   `{"gateway":"10.0.0.1","prefix":"10.0.0.0/8","legacy":"::1","level":"high","alerts":[" low ","high"],"backup":null}`,
			Want: Route{Gateway: netip.MustParseAddr("10.0.0.1"), Prefix: netip.MustParsePrefix("10.0.0.0/8"),
				Legacy: net.ParseIP("::1"), Level: High, Alerts: []Level{Low, High}},
		},
		{
			Name: "good: the bare-word default goes through UnmarshalText",
			In:   `{"gateway":"::1","prefix":"::/0"}`,
			Want: Route{Gateway: netip.MustParseAddr("::1"), Prefix: netip.MustParsePrefix("::/0"), Level: Low},
		},
		{
			Name: "good: a day, checked by its type's tags and then its UnmarshalText",
			In:   `{"gateway":"::1","prefix":"::/0","since":"2026-12-04"}`,
			Want: Route{Gateway: netip.MustParseAddr("::1"), Prefix: netip.MustParsePrefix("::/0"), Level: Low,
				Since: Day(time.Date(2026, 12, 4, 0, 0, 0, 0, time.UTC))},
		},
		{
			Name:   "a day refused by its type's pattern, before UnmarshalText",
			In:     `{"gateway":"::1","prefix":"::/0","since":"1999-12-31"}`,
			Issues: []string{`since: pattern: expected a string in format date that is a day of this millennium (pattern ^2[0-9]{3}-), got the string "1999-12-31"`},
		},
		{
			Name:   "a day refused by its type's format",
			In:     `{"gateway":"::1","prefix":"::/0","since":"2026-13-01"}`,
			Issues: []string{`since: format: expected a date (YYYY-MM-DD), got the string "2026-13-01"`},
		},
		{
			Name: "each UnmarshalText error at its own path",
			In:   `{"gateway":"10.0.0.256","prefix":7,"legacy":"nope","level":"medium","alerts":["low","loud"],"backup":"x"}`,
			Issues: []string{
				`gateway: custom: ParseAddr("10.0.0.256"): IPv4 field has value >255`,
				`prefix: invalid_type: expected a string, got the number 7`,
				`legacy: custom: invalid IP address: nope`,
				`level: custom: level "medium" is not low or high`,
				`alerts[1]: custom: level "loud" is not low or high`,
				`backup: custom: ParseAddr("x"): unable to parse IP`,
			},
		},
	})
}

func TestValidate(t *testing.T) {
	v := Route{Gateway: netip.MustParseAddr("10.0.0.1"), Prefix: netip.MustParsePrefix("10.0.0.0/8"), Level: High}
	if err := ValidateRoute(v); err != nil {
		t.Fatalf("ValidateRoute(good) = %v", err)
	}
	v.Alerts = []Level{Low, High, Low}
	if err := ValidateRoute(v); err == nil || err.Error() != "alerts: expected at most 2 items, got 3" {
		t.Fatalf("ValidateRoute(three alerts) = %v", err)
	}
}
