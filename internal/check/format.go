package check

import (
	"net/netip"
	"regexp"
	"strings"
)

// format is one portable format: its name, the phrase a message names it by, and its
// judge.
type format struct {
	name   string
	phrase string // "expected <phrase>, got …"
	valid  func(string) bool
}

// formats is the one list of portable formats: the JSON Schema formats every major
// validator and provider understands (DESIGN §6). PortableFormats, ValidFormat,
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

// PortableFormats are the names of the portable formats, in the order DESIGN §6 lists
// them. The generator reports any other format unless allow-listed; the runtime's
// stitch.PortableFormats is this list.
var PortableFormats = func() []string {
	names := make([]string, len(formats))
	for i, f := range formats {
		names[i] = f.name
	}
	return names
}()

// lookupFormat returns the portable format of that name, or nil.
func lookupFormat(name string) *format {
	for i := range formats {
		if formats[i].name == name {
			return &formats[i]
		}
	}
	return nil
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

// digits parses s as a run of exactly len(s) ASCII digits.
func digits(s string) (int, bool) {
	n := 0
	for i := 0; i < len(s); i++ {
		if !IsDigit(s[i]) {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, len(s) > 0
}

// validDate checks an RFC 3339 full-date, calendar included.
func validDate(s string) bool {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return false
	}
	y, ok1 := digits(s[:4])
	m, ok2 := digits(s[5:7])
	d, ok3 := digits(s[8:])
	if !ok1 || !ok2 || !ok3 || m < 1 || m > 12 || d < 1 {
		return false
	}
	days := [...]int{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}[m-1]
	if m == 2 && y%4 == 0 && (y%100 != 0 || y%400 == 0) {
		days = 29
	}
	return d <= days
}

// ValidDateTime checks an RFC 3339 date-time: full-date "T" full-time, the T in either
// case. It is the one judge of date-times: format=date-time strings and time.Time fields.
func ValidDateTime(s string) bool {
	return len(s) > 11 && (s[10] == 'T' || s[10] == 't') && validDate(s[:10]) && validTime(s[11:])
}

// validTime checks an RFC 3339 full-time: HH:MM:SS[.frac] and Z or ±hh:mm (z in either
// case). A leap second is refused: a time.Time cannot hold one (see fullTime).
func validTime(s string) bool {
	sec, ok := fullTime(s)
	return ok && sec < 60
}

// fullTime reads an RFC 3339 full-time and returns its seconds; ok is false when s is not
// one. RFC 3339 allows a leap second (60) at 23:59:60 UTC only; fullTime accepts it there
// and validTime then refuses it.
func fullTime(s string) (sec int, ok bool) {
	if len(s) < 9 || s[2] != ':' || s[5] != ':' {
		return 0, false
	}
	h, ok1 := digits(s[:2])
	m, ok2 := digits(s[3:5])
	sec, ok3 := digits(s[6:8])
	if !ok1 || !ok2 || !ok3 || h > 23 || m > 59 || sec > 60 {
		return 0, false
	}
	rest := s[8:]
	if rest[0] == '.' {
		i := 1
		for i < len(rest) && IsDigit(rest[i]) {
			i++
		}
		if i == 1 {
			return 0, false
		}
		rest = rest[i:]
	}
	offset := 0
	switch {
	case rest == "Z" || rest == "z":
	case len(rest) == 6 && (rest[0] == '+' || rest[0] == '-') && rest[3] == ':':
		oh, ok1 := digits(rest[1:3])
		om, ok2 := digits(rest[4:])
		if !ok1 || !ok2 || oh > 23 || om > 59 {
			return 0, false
		}
		offset = oh*60 + om
		if rest[0] == '-' {
			offset = -offset
		}
	default:
		return 0, false
	}
	if sec == 60 && ((h*60+m-offset)%1440+1440)%1440 != 23*60+59 {
		return 0, false
	}
	return sec, true
}

// TimeHint explains why s is not a date-time (or a time, as format says), where a common
// mistake explains it: " (add Z or an offset)", or a leap second. Otherwise "".
func TimeHint(format, s string) string {
	t := s
	if format == "date-time" {
		if len(s) <= 11 || (s[10] != 'T' && s[10] != 't') || !validDate(s[:10]) {
			return ""
		}
		t = s[11:]
	}
	if sec, ok := fullTime(t); ok && sec == 60 {
		return " (a leap second, :60, cannot be represented; use :59)"
	}
	if _, ok := fullTime(t + "Z"); ok {
		return " (add Z or an offset)"
	}
	return ""
}

// validDuration checks P[nY][nM][nD][T[nH][nM][nS]] (at least one part, at least one after
// T) or PnW.
func validDuration(s string) bool {
	if len(s) < 3 || s[0] != 'P' {
		return false
	}
	s = s[1:]
	if n := len(s); s[n-1] == 'W' {
		_, ok := digits(s[:n-1])
		return ok
	}
	date, tm, hasT := strings.Cut(s, "T")
	if hasT && tm == "" {
		return false
	}
	return durationParts(date, "YMD") && durationParts(tm, "HMS") && (date != "" || tm != "")
}

// durationParts checks a run of number+unit parts whose units appear in order in units.
func durationParts(s, units string) bool {
	for s != "" {
		i := 0
		for i < len(s) && IsDigit(s[i]) {
			i++
		}
		if i == 0 || i == len(s) {
			return false
		}
		k := strings.IndexByte(units, s[i])
		if k < 0 {
			return false
		}
		units = units[k+1:]
		s = s[i+1:]
	}
	return true
}

// Character classes of RFC 3986, as bits of uriClass.
const (
	uUnreserved = 1 << iota // ALPHA DIGIT - . _ ~
	uSubDelim               // ! $ & ' ( ) * + , ; =
)

var uriClass = func() (t [128]uint8) {
	for c := 0; c < 128; c++ {
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-._~", byte(c)) >= 0 {
			t[c] |= uUnreserved
		}
		if strings.IndexByte("!$&'()*+,;=", byte(c)) >= 0 {
			t[c] |= uSubDelim
		}
	}
	return t
}()

// uriChars reports whether s holds only unreserved characters, sub-delims, %XX escapes
// and the bytes in extra.
func uriChars(s, extra string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c < 0x80 && uriClass[c] != 0:
		case c == '%':
			if i+2 >= len(s) || Unhex(s[i+1]) < 0 || Unhex(s[i+2]) < 0 {
				return false
			}
			i += 2
		case strings.IndexByte(extra, c) < 0:
			return false
		}
	}
	return true
}

// schemeLen returns the length of the scheme s starts with ("https" in "https://…"), or 0.
func schemeLen(s string) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c|0x20 >= 'a' && c|0x20 <= 'z':
		case i > 0 && (IsDigit(c) || c == '+' || c == '-' || c == '.'):
		case i > 0 && c == ':':
			return i
		default:
			return 0
		}
	}
	return 0
}

// validURI checks an RFC 3986 URI (absolute: with a scheme) or URI reference, without
// allocating.
func validURI(s string, absolute bool) bool {
	rest := s
	n := schemeLen(s)
	if n > 0 {
		rest = s[n+1:]
	} else if absolute {
		return false
	}
	if k := strings.IndexByte(rest, '#'); k >= 0 {
		if !uriChars(rest[k+1:], ":@/?") {
			return false
		}
		rest = rest[:k]
	}
	if k := strings.IndexByte(rest, '?'); k >= 0 {
		if !uriChars(rest[k+1:], ":@/?") {
			return false
		}
		rest = rest[:k]
	}
	if strings.HasPrefix(rest, "//") {
		auth, path := rest[2:], ""
		if k := strings.IndexByte(auth, '/'); k >= 0 {
			auth, path = auth[:k], auth[k:]
		}
		return validAuthority(auth) && uriChars(path, ":@/")
	}
	if n == 0 { // a relative path: its first segment holds no ':'
		seg, _, _ := strings.Cut(rest, "/")
		if strings.IndexByte(seg, ':') >= 0 {
			return false
		}
	}
	return uriChars(rest, ":@/")
}

// validAuthority checks [userinfo@]host[:port].
func validAuthority(a string) bool {
	if k := strings.IndexByte(a, '@'); k >= 0 {
		if !uriChars(a[:k], ":") {
			return false
		}
		a = a[k+1:]
	}
	host, port := a, ""
	if strings.HasPrefix(a, "[") {
		k := strings.IndexByte(a, ']')
		if k < 0 {
			return false
		}
		host, port = a[1:k], a[k+1:]
		if !validIPLiteral(host) {
			return false
		}
	} else {
		if k := strings.IndexByte(a, ':'); k >= 0 {
			host, port = a[:k], a[k:]
		}
		if !uriChars(host, "") {
			return false
		}
	}
	if port == "" {
		return true
	}
	if port[0] != ':' {
		return false
	}
	for i := 1; i < len(port); i++ {
		if !IsDigit(port[i]) {
			return false
		}
	}
	return true
}

// validIPLiteral checks the inside of [ ] in a URI: an IPv6 address or an IPvFuture.
func validIPLiteral(h string) bool {
	if len(h) > 1 && h[0]|0x20 == 'v' {
		dot := strings.IndexByte(h, '.')
		if dot < 2 || dot == len(h)-1 {
			return false
		}
		for i := 1; i < dot; i++ {
			if Unhex(h[i]) < 0 {
				return false
			}
		}
		for i := dot + 1; i < len(h); i++ {
			if c := h[i]; c >= 0x80 || uriClass[c] == 0 && c != ':' {
				return false
			}
		}
		return true
	}
	a, err := netip.ParseAddr(h)
	return err == nil && a.Is6() && a.Zone() == ""
}

// validURITemplate checks RFC 6570: literals, and expressions {[op]varspec,...} where a
// varspec is a name (letters, digits, '_', %XX, '.' between) with an optional :N (1–9999)
// or '*'.
func validURITemplate(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '{':
			end := strings.IndexByte(s[i+1:], '}')
			if end < 0 || !validTemplateExpr(s[i+1:i+1+end]) {
				return false
			}
			i += end + 1
		case c == '%':
			if i+2 >= len(s) || Unhex(s[i+1]) < 0 || Unhex(s[i+2]) < 0 {
				return false
			}
		case c <= ' ' || c == 0x7f || strings.IndexByte("\"'<>\\^`|}", c) >= 0:
			return false
		}
	}
	return true
}

func validTemplateExpr(e string) bool {
	if e != "" && strings.IndexByte("+#./;?&=,!@|", e[0]) >= 0 {
		e = e[1:]
	}
	if e == "" {
		return false
	}
	for _, spec := range strings.Split(e, ",") {
		name := spec
		if strings.HasSuffix(name, "*") {
			name = name[:len(name)-1]
		} else if k := strings.IndexByte(name, ':'); k >= 0 {
			n, ok := digits(name[k+1:])
			if !ok || n < 1 || n > 9999 || name[k+1] == '0' || len(name)-k-1 > 4 {
				return false
			}
			name = name[:k]
		}
		if name == "" || name[0] == '.' || name[len(name)-1] == '.' {
			return false
		}
		for i := 0; i < len(name); i++ {
			c := name[i]
			switch {
			case c == '_' || IsDigit(c) || c|0x20 >= 'a' && c|0x20 <= 'z':
			case c == '.':
				if name[i-1] == '.' {
					return false
				}
			case c == '%':
				if i+2 >= len(name) || Unhex(name[i+1]) < 0 || Unhex(name[i+2]) < 0 {
					return false
				}
				i += 2
			default:
				return false
			}
		}
	}
	return true
}

// validEmail checks a bare address local@domain without allocating: the
// local part a dot-atom of RFC 5322 atext (quoted local parts, which no model
// means, are refused), the domain a host name or an [IP literal]. It accepts
// a subset of what net/mail and JSON Schema validators accept.
func validEmail(s string) bool {
	at := strings.LastIndexByte(s, '@')
	if at <= 0 || at > 64 || len(s) > 254 {
		return false
	}
	local, domain := s[:at], s[at+1:]
	if local[0] == '.' || local[len(local)-1] == '.' || strings.Contains(local, "..") {
		return false
	}
	for i := 0; i < len(local); i++ {
		if c := local[i]; c != '.' && !isAtext(c) {
			return false
		}
	}
	if len(domain) > 2 && domain[0] == '[' && domain[len(domain)-1] == ']' {
		lit := domain[1 : len(domain)-1]
		if v6, ok := strings.CutPrefix(lit, "IPv6:"); ok {
			a, err := netip.ParseAddr(v6)
			return err == nil && a.Is6()
		}
		a, err := netip.ParseAddr(lit)
		return err == nil && a.Is4()
	}
	return validHostname(domain)
}

// isAtext reports whether c may stand in a dot-atom (RFC 5322 atext).
func isAtext(c byte) bool {
	return IsDigit(c) || c|0x20 >= 'a' && c|0x20 <= 'z' || strings.IndexByte("!#$%&'*+-/=?^_`{|}~", c) >= 0
}

// validHostname checks an RFC 1123 host name: dot-separated labels of 1 to 63 letters,
// digits and inner hyphens, 253 bytes at most.
func validHostname(s string) bool {
	if s == "" || len(s) > 253 {
		return false
	}
	for label := range strings.SplitSeq(s, ".") {
		if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
			return false
		}
		for i := 0; i < len(label); i++ {
			c := label[i]
			if !IsDigit(c) && c != '-' && !(c|0x20 >= 'a' && c|0x20 <= 'z') {
				return false
			}
		}
	}
	return true
}

// validUUID checks the 8-4-4-4-12 hexadecimal form, in either case.
func validUUID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i := 0; i < len(s); i++ {
		switch i {
		case 8, 13, 18, 23:
			if s[i] != '-' {
				return false
			}
		default:
			if Unhex(s[i]) < 0 {
				return false
			}
		}
	}
	return true
}

// validJSONPointer checks RFC 6901: "" or "/"-prefixed tokens where '~' is followed by 0
// or 1.
func validJSONPointer(s string) bool {
	if s != "" && s[0] != '/' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] == '~' && (i+1 >= len(s) || s[i+1] != '0' && s[i+1] != '1') {
			return false
		}
	}
	return true
}

// validRelativeJSONPointer checks a non-negative integer (no leading zero), an optional
// index adjustment (+N or -N), then '#' or a JSON pointer.
func validRelativeJSONPointer(s string) bool {
	i := 0
	for i < len(s) && IsDigit(s[i]) {
		i++
	}
	if i == 0 || (s[0] == '0' && i > 1) {
		return false
	}
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		j := i + 1
		for j < len(s) && IsDigit(s[j]) {
			j++
		}
		if j == i+1 || (s[i+1] == '0') {
			return false
		}
		i = j
	}
	return s[i:] == "#" || validJSONPointer(s[i:])
}
