package stitchimpl

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// TestFormatConstants: each Format constant names the portable format of its index, and
// FormatOf finds it by name (the generator's way to the constant).
func TestFormatConstants(t *testing.T) {
	names := map[Format]string{
		FormatDate: "date", FormatTime: "time", FormatDateTime: "date-time", FormatDuration: "duration",
		FormatURI: "uri", FormatURIReference: "uri-reference", FormatURITemplate: "uri-template",
		FormatEmail: "email", FormatHostname: "hostname", FormatIPv4: "ipv4", FormatIPv6: "ipv6",
		FormatRegex: "regex", FormatUUID: "uuid", FormatJSONPointer: "json-pointer",
		FormatRelativeJSONPointer: "relative-json-pointer",
	}
	assert.Len(t, names, len(stitch.PortableFormats))
	for f, name := range names {
		assert.Equal(t, name, stitch.PortableFormats[f-1])
		assert.Equal(t, f, FormatOf(name))
	}
	assert.Equal(t, Format(0), FormatOf("iban"))
}

// TestCheckFormatOf: the check by index says what the check by name says.
func TestCheckFormatOf(t *testing.T) {
	for _, s := range []string{"a@b.co", "not an email", "2025-01-01T10:00:00"} {
		for i, name := range stitch.PortableFormats {
			var byName, byID Decoder
			byName.Reset([]byte(`{}`), stitch.Limits{})
			byID.Reset([]byte(`{}`), stitch.Limits{})
			byName.CheckFormat(name, s)
			byID.CheckFormatOf(Format(i+1), s)
			assert.Equal(t, byName.Finish(), byID.Finish(), "%s %q", name, s)
		}
	}
}
