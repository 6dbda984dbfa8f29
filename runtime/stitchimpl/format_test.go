package stitchimpl

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestValidFormat(t *testing.T) {
	tests := map[string]struct{ good, bad []string }{
		"date": {
			good: []string{"2024-05-01", "2024-02-29", "2000-02-29", "1999-12-31"},
			bad:  []string{"2023-02-29", "1900-02-29", "2024-04-31", "2024-13-01", "2024-00-10", "2024-5-1", "24-05-01", "2024/05/01", "2024-05-01T00:00:00Z", ""},
		},
		"time": {
			good: []string{"12:30:00Z", "12:30:00z", "23:59:59.999+02:00", "00:00:00-00:00"},
			bad:  []string{"23:59:60Z", "01:29:60+01:30", "12:30:00", "24:00:00Z", "12:60:00Z", "12:30:61Z", "12:30:60Z", "12:30:00.Z", "12:30:00+2:00", "12:30:00+24:00", "1:30:00Z", ""},
		},
		"date-time": {
			good: []string{"2024-05-01T12:30:00Z", "2024-05-01t12:30:00.5+02:00"},
			bad: []string{"2024-05-01 12:30:00Z", "2024-05-01T12:30:00", "2024-02-30T12:30:00Z", "2024-05-01",
				"2024-01-01T0:00:00Z", "2024-01-01T00:00:00+24:00", "2024-01-01T00:00:00+23:60", "2024-01-01T00:00:00,5Z",
				"2016-12-31T23:59:60Z"},
		},
		"duration": {
			good: []string{"P1Y2M3DT4H5M6S", "P1D", "PT1H", "PT0S", "P2W", "P1Y", "P1M1D", "PT1M"},
			bad:  []string{"P", "PT", "P1DT", "P1H", "P1D2Y", "PT1S2M", "P1Y2W", "1D", "P-1D", "P1.5D", ""},
		},
		"uri": {
			good: []string{"https://example.com/a.png", "http://u:p@[::1]:8080/x?q=1#f", "mailto:joe@example.com", "urn:isbn:0451450523", "file:///etc/hosts", "http://a/%20b", "tag:x,2024:y", "http://[v7.abc]/"},
			bad:  []string{"/relative/path", "example.com", "not a uri", "http://a b", "http://a/%zz", "http://a/#f#g", "http://[::1/", "http://a:port/", "1http://a", "://a", "http://é.com", "http://a/<b>", ""},
		},
		"uri-reference": {
			good: []string{"/relative/path", "../x", "?q=1", "#frag", "", "https://example.com", "a/b:c"},
			bad:  []string{"a:b c", "\\\\host", "a b", "x#a#b", "%2"},
		},
		"uri-template": {
			good: []string{"http://example.com/{user}/posts{?page,limit}", "{+path}/here", "{var:3}", "{list*}", "/a/{x.y}", "plain", "{%20a}"},
			bad:  []string{"{", "}", "{}", "{a", "{a b}", "{a:0}", "{a:10000}", "{.}", "{a..b}", "x{{a}}", "a b"},
		},
		"email": {
			good: []string{"joe@example.com", "a.b+c@sub.example.org", "x@localhost"},
			bad:  []string{"Joe <joe@example.com>", "joe", "joe@", "@example.com", "joe@@example.com", "joe @example.com", ""},
		},
		"hostname": {
			good: []string{"example.com", "a", "xn--bcher-kva.example", "a-b.c1", "1.2.3.4"},
			bad:  []string{"", "-a.com", "a-.com", "a..com", "a.com.", "a_b.com", "é.com", string(make([]byte, 64)) + ".com"},
		},
		"ipv4": {
			good: []string{"192.168.0.1", "0.0.0.0", "255.255.255.255"},
			bad:  []string{"256.0.0.1", "1.2.3", "01.2.3.4", "::1", "1.2.3.4.5", ""},
		},
		"ipv6": {
			good: []string{"::1", "2001:db8::8a2e:370:7334", "::ffff:192.168.0.1", "::"},
			bad:  []string{"192.168.0.1", "fe80::1%eth0", "2001:db8:::1", "g::1", ""},
		},
		"regex": {
			good: []string{"^[a-z]+$", "a|b", "(?i)x", ""},
			bad:  []string{"[", "(a", "a**", `\p{Nope}`, "(?<=a)b"},
		},
		"uuid": {
			good: []string{"123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-12D3-A456-426614174000"},
			bad:  []string{"123e4567e89b12d3a456426614174000", "123e4567-e89b-12d3-a456-42661417400", "g23e4567-e89b-12d3-a456-426614174000", "{123e4567-e89b-12d3-a456-426614174000}"},
		},
		"json-pointer": {
			good: []string{"", "/", "/a/b", "/a~0b/c~1d", "/0"},
			bad:  []string{"a", "/a~", "/a~2", "#/a"},
		},
		"relative-json-pointer": {
			good: []string{"0", "1/a", "0#", "2/a~1b", "1+2/a", "0-1#"},
			bad:  []string{"", "/a", "01/a", "-1", "1#/a", "a", "1+0/x", "1+/x"},
		},
	}
	for format, tt := range tests {
		for _, s := range tt.good {
			assert.True(t, ValidFormat(format, s), "%s: %q should be valid", format, s)
		}
		for _, s := range tt.bad {
			assert.False(t, ValidFormat(format, s), "%s: %q should be invalid", format, s)
		}
		assert.NotContains(t, FormatPhrase(format), "the format", format)
	}
	assert.True(t, ValidFormat("color", "anything"))
	assert.Equal(t, `a string in the format "color"`, FormatPhrase("color"))
	assert.Equal(t, "a URI", FormatPhrase("uri"))
	assert.Equal(t, "an email address", FormatPhrase("email"))
}

func TestValidURIDoesNotAllocate(t *testing.T) {
	allocs := testing.AllocsPerRun(100, func() {
		_ = ValidFormat("uri", "https://user@example.com:8080/a/b.png?x=1#top")
		_ = ValidFormat("uuid", "123e4567-e89b-12d3-a456-426614174000")
		_ = ValidFormat("date-time", "2024-05-01T12:30:00Z")
	})
	assert.Zero(t, allocs)
}
