package check

import (
	"net/netip"
	"strings"
)

// The URI formats: uri, uri-reference (RFC 3986) and uri-template (RFC 6570).

// Character classes of RFC 3986, as bits of uriClass.
const (
	uUnreserved = 1 << iota // ALPHA DIGIT - . _ ~
	uSubDelim               // ! $ & ' ( ) * + , ; =
	uColon                  // :
	uAt                     // @
	uSlash                  // /
	uQuestion               // ?
)

var uriClass = func() (t [256]uint8) {
	for c := 0; c < 128; c++ {
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-._~", byte(c)) >= 0 {
			t[c] |= uUnreserved
		}
		if strings.IndexByte("!$&'()*+,;=", byte(c)) >= 0 {
			t[c] |= uSubDelim
		}
	}
	t[':'] |= uColon
	t['@'] |= uAt
	t['/'] |= uSlash
	t['?'] |= uQuestion
	return t
}()

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
// allocating, in one pass: the authority (after //) up to the path, then the path, the
// query after the first ? and the fragment after the first #. Runs of plain characters
// are skipped four at a time (byteSet.span); only the others are looked at further.
func validURI(s string, absolute bool) bool {
	n := schemeLen(s)
	i := 0
	if n > 0 {
		i = n + 1
	} else if absolute {
		return false
	}
	if len(s)-i >= 2 && s[i] == '/' && s[i+1] == '/' {
		var ok bool
		if i, ok = authority(s, i+2); !ok {
			return false
		}
	} else if n == 0 { // a relative path: its first segment holds no ':'
		for j := i; j < len(s) && s[j] != '/' && s[j] != '?' && s[j] != '#'; j++ {
			if s[j] == ':' {
				return false
			}
		}
	}
	plain := uriPath
	fragment := false
	for {
		if i = plain.span(s, i); i == len(s) {
			return true
		}
		switch c := s[i]; {
		case c == '%':
			if i+2 >= len(s) || Unhex(s[i+1]) < 0 || Unhex(s[i+2]) < 0 {
				return false
			}
			i += 3
		case c == '?': // the path ends: the query allows '?' from here on
			plain = uriQuery
			i++
		case c == '#' && !fragment:
			plain = uriQuery
			fragment = true
			i++
		default:
			return false
		}
	}
}

// The plain bytes of a URI's authority, path, and query or fragment.
var (
	uriHost  = uriSet(uUnreserved | uSubDelim)
	uriPath  = uriSet(uUnreserved | uSubDelim | uColon | uAt | uSlash)
	uriQuery = uriSet(uUnreserved | uSubDelim | uColon | uAt | uSlash | uQuestion)
)

func uriSet(classes uint8) *byteSet {
	return setOf(func(c byte) bool { return uriClass[c]&classes != 0 })
}

// authority checks [userinfo@]host[:port] from s[i], up to the first '/', '?' or '#'
// or the end, and returns where it ends. The userinfo ends at the first '@'; the port
// starts at the first ':' after it; a host starting with '[' is an IP literal.
func authority(s string, i int) (int, bool) {
	start := i
	host, colon := i, -1 // where the host starts; the first ':' after it
	for ; i < len(s); i++ {
		if i = uriHost.span(s, i); i == len(s) {
			break
		}
		switch c := s[i]; {
		case c == '/' || c == '?' || c == '#':
			return i, colon < 0 || validPort(s[colon:i])
		case c == '%':
			if i+2 >= len(s) || Unhex(s[i+1]) < 0 || Unhex(s[i+2]) < 0 {
				return i, false
			}
			i += 2
		case c == ':':
			if colon < 0 {
				colon = i
			}
		case c == '@' && host == start: // the userinfo, which may hold ':', ends
			host, colon = i+1, -1
		case c == '[' && i == host:
			end := strings.IndexByte(s[i:], ']')
			if end < 0 || !validIPLiteral(s[i+1:i+end]) {
				return i, false
			}
			j := i + end + 1
			for j < len(s) && s[j] != '/' && s[j] != '?' && s[j] != '#' {
				j++
			}
			return j, validPort(s[i+end+1 : j])
		default:
			return i, false
		}
	}
	return i, colon < 0 || validPort(s[colon:])
}

// validPort checks what follows a host: nothing, or ':' and digits.
func validPort(port string) bool {
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
			if c := h[i]; uriClass[c]&(uUnreserved|uSubDelim|uColon) == 0 {
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
