package check

import (
	"net/netip"
	"regexp"
)

// format is one portable format: its name, the phrase a message names it by, and its
// judge.
type format struct {
	name   string
	phrase string // "expected <phrase>, got …"
	valid  func(string) bool
}

// formats is the one list of portable formats: the JSON Schema formats every major
// validator and provider understands (design §6). PortableFormats, ValidFormat,
// FormatPhrase, the runtime and the generator all take it from here.
var formats = [...]format{
	{"date", "a date (YYYY-MM-DD)", validDate},
	{"time", "a time with a time zone (HH:MM:SSZ or HH:MM:SS+hh:mm)", validTime},
	{"date-time", "a date-time (RFC 3339)", ValidDateTime},
	{"duration", "an ISO 8601 duration (like P1DT2H)", validDuration},
	{"uri", "a URI", func(s string) bool { return validURI(s, true) }},
	{"uri-reference", "a URI reference", func(s string) bool { return validURI(s, false) }},
	{"uri-template", "a URI template (RFC 6570)", validURITemplate},
	{"email", "an email address", validEmail},
	{"hostname", "a hostname", validHostname},
	{"ipv4", "an IPv4 address", func(s string) bool {
		a, err := netip.ParseAddr(s)
		return err == nil && a.Is4()
	}},
	{"ipv6", "an IPv6 address", func(s string) bool {
		a, err := netip.ParseAddr(s)
		return err == nil && a.Is6() && a.Zone() == ""
	}},
	{"regex", "a regular expression (RE2 syntax)", func(s string) bool {
		_, err := regexp.Compile(s)
		return err == nil
	}},
	{"uuid", "a UUID", validUUID},
	{"json-pointer", "a JSON pointer", validJSONPointer},
	{"relative-json-pointer", "a relative JSON pointer", validRelativeJSONPointer},
}

// PortableFormats are the names of the portable formats, in the order design §6 lists
// them. The generator reports any other format unless allow-listed; the runtime's
// stitch.PortableFormats is this list.
var PortableFormats = func() []string {
	names := make([]string, len(formats))
	for i, f := range formats {
		names[i] = f.name
	}
	return names
}()

// lookupFormat returns the portable format of that name, or nil. The switch is a search
// on length and bytes; walking formats compared up to 15 names (8 for "email": a tenth of
// a contact's checks). TestLookupFormat holds it to formats.
func lookupFormat(name string) *format {
	i := -1
	switch name {
	case "date":
		i = 0
	case "time":
		i = 1
	case "date-time":
		i = 2
	case "duration":
		i = 3
	case "uri":
		i = 4
	case "uri-reference":
		i = 5
	case "uri-template":
		i = 6
	case "email":
		i = 7
	case "hostname":
		i = 8
	case "ipv4":
		i = 9
	case "ipv6":
		i = 10
	case "regex":
		i = 11
	case "uuid":
		i = 12
	case "json-pointer":
		i = 13
	case "relative-json-pointer":
		i = 14
	default:
		return nil
	}
	return &formats[i]
}

// ValidFormat reports whether s is in the named format (stitchimpl.ValidFormat calls it).
// The portable formats are date, time, date-time, duration (ISO 8601, as RFC 3339
// appendix A writes it), uri (absolute, with a scheme), uri-reference, uri-template (RFC
// 6570), email, hostname (RFC 1123), ipv4, ipv6, regex (RE2 syntax), uuid, json-pointer
// and relative-json-pointer. Times follow RFC 3339 except that a leap second (:60) is
// refused, as a time.Time field refuses it. Any other name is not checked: ValidFormat
// returns true.
func ValidFormat(format, s string) bool {
	if f := lookupFormat(format); f != nil {
		return f.valid(s)
	}
	return true
}

// FormatPhrase names a portable format for a message ("expected <phrase>, got …"), or
// returns "" for another name.
func FormatPhrase(format string) string {
	if f := lookupFormat(format); f != nil {
		return f.phrase
	}
	return ""
}

// ValidFormatAt is ValidFormat of the portable format at index i of PortableFormats: a
// generated table's check by index, without a search by name.
func ValidFormatAt(i int, s string) bool { return formats[i].valid(s) }

// FormatName is the name of the portable format at index i of PortableFormats.
func FormatName(i int) string { return formats[i].name }
