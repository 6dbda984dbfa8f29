package stitchimpl

import (
	"github.com/stitchgen/stitchgen/runtime/internal/check"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// ValidFormat reports whether s is in the named format. The portable formats are date,
// time, date-time, duration (ISO 8601, as RFC 3339 appendix A writes it), uri (absolute,
// with a scheme), uri-reference, uri-template (RFC 6570), email, hostname (RFC 1123), ipv4,
// ipv6, regex (RE2 syntax), uuid, json-pointer and relative-json-pointer. Times follow RFC
// 3339 except that a leap second (:60) is refused, as a time.Time field refuses it. Any
// other name is not checked: ValidFormat returns true. The generator judges default= and
// catch= values with the same function (check.ValidFormat).
func ValidFormat(format, s string) bool { return check.ValidFormat(format, s) }

// FormatPhrase names a format for a message: "expected <phrase>, got …".
func FormatPhrase(format string) string {
	if p := check.FormatPhrase(format); p != "" {
		return p
	}
	return "a string in the format " + quote(format)
}

// CheckFormat records a format issue when s is not in the named format: "expected a
// date-time (RFC 3339), got the string "2025-01-01T10:00:00" (add Z or an offset)".
func (d *Decoder) CheckFormat(format, s string) {
	if d.fatal || ValidFormat(format, s) || d.over() {
		return
	}
	d.record(stitch.CodeFormat, formatMessage(format, s), false, "")
}

// formatMessage says that s is not in the named format, with a hint where one helps.
func formatMessage(format, s string) string {
	msg := "expected " + FormatPhrase(format) + ", got " + DescribeString(s)
	if format == "date-time" || format == "time" {
		msg += check.TimeHint(format, s)
	}
	return msg
}
