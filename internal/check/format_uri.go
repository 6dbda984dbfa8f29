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

// uriChars reports whether s holds only unreserved characters, sub-delims, %XX escapes
// and the bytes of the classes in extra (uColon, uAt, uSlash, uQuestion).
func uriChars(s string, extra uint8) bool {
	allow := uUnreserved | uSubDelim | extra
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case uriClass[c]&allow != 0:
		case c == '%':
			if i+2 >= len(s) || Unhex(s[i+1]) < 0 || Unhex(s[i+2]) < 0 {
				return false
			}
			i += 2
		default:
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
		if !uriChars(rest[k+1:], uColon|uAt|uSlash|uQuestion) {
			return false
		}
		rest = rest[:k]
	}
	if k := strings.IndexByte(rest, '?'); k >= 0 {
		if !uriChars(rest[k+1:], uColon|uAt|uSlash|uQuestion) {
			return false
		}
		rest = rest[:k]
	}
	if strings.HasPrefix(rest, "//") {
		auth, path := rest[2:], ""
		if k := strings.IndexByte(auth, '/'); k >= 0 {
			auth, path = auth[:k], auth[k:]
		}
		return validAuthority(auth) && uriChars(path, uColon|uAt|uSlash)
	}
	if n == 0 { // a relative path: its first segment holds no ':'
		seg, _, _ := strings.Cut(rest, "/")
		if strings.IndexByte(seg, ':') >= 0 {
			return false
		}
	}
	return uriChars(rest, uColon|uAt|uSlash)
}

// validAuthority checks [userinfo@]host[:port].
func validAuthority(a string) bool {
	if k := strings.IndexByte(a, '@'); k >= 0 {
		if !uriChars(a[:k], uColon) {
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
		if !uriChars(host, 0) {
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
