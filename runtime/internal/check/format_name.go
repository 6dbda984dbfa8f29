package check

import (
	"net/netip"
	"strings"
)

// The name formats: email, hostname, uuid, json-pointer and relative-json-pointer.

// validEmail checks a bare address local@domain without allocating: the
// local part a dot-atom of RFC 5322 atext (quoted local parts, which no model
// means, are refused), the domain a host name or an [IP literal]. It accepts
// a subset of what net/mail and JSON Schema validators accept. The local part
// ends at the first byte that is not atext or a dot, which must be the '@';
// a second '@' fails the domain.
func validEmail(s string) bool {
	if len(s) > 254 {
		return false
	}
	// The local part: runs of atext joined by single dots.
	at := 0
	for {
		end := atextSet.span(s, at)
		if end == at { // nothing before a dot, after one, or at all
			return false
		}
		if at = end; at == len(s) || s[at] != '.' {
			break
		}
		at++
	}
	if at > 64 || at == len(s) || s[at] != '@' {
		return false
	}
	domain := s[at+1:]
	if len(domain) > 2 && domain[0] == '[' && domain[len(domain)-1] == ']' {
		lit := domain[1 : len(domain)-1]
		if strings.IndexByte(lit, '@') >= 0 { // an IPv6 zone may hold one, not an address
			return false
		}
		if v6, ok := strings.CutPrefix(lit, "IPv6:"); ok {
			a, err := netip.ParseAddr(v6)
			return err == nil && a.Is6()
		}
		a, err := netip.ParseAddr(lit)
		return err == nil && a.Is4()
	}
	return validHostname(domain)
}

// The bytes of an RFC 5322 atext, which a dot-atom is made of, and of a host name label
// (letters, digits and hyphens).
var (
	atextSet = setOf(func(c byte) bool {
		return IsDigit(c) || c|0x20 >= 'a' && c|0x20 <= 'z' || strings.IndexByte("!#$%&'*+-/=?^_`{|}~", c) >= 0
	})
	labelSet = setOf(func(c byte) bool { return IsDigit(c) || c|0x20 >= 'a' && c|0x20 <= 'z' || c == '-' })
)

// validHostname checks an RFC 1123 host name: dot-separated labels of 1 to 63 letters,
// digits and inner hyphens, 253 bytes at most.
func validHostname(s string) bool {
	if s == "" || len(s) > 253 {
		return false
	}
	for start := 0; ; {
		end := labelSet.span(s, start)
		if !validLabel(s[start:end]) {
			return false
		}
		if end == len(s) {
			return true
		}
		if s[end] != '.' {
			return false
		}
		start = end + 1
	}
}

// validLabel checks the length and hyphens of a host name label of letters, digits and
// hyphens.
func validLabel(l string) bool {
	return l != "" && len(l) <= 63 && l[0] != '-' && l[len(l)-1] != '-'
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
