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
	// The local part: atext and dots, no dot first, last or next to another.
	dot, at := true, 0
	for ; at < len(s); at++ {
		c := s[at]
		if byteClass[c]&atext != 0 {
			dot = false
			continue
		}
		if c != '.' || dot {
			break
		}
		dot = true
	}
	if at == 0 || at > 64 || at == len(s) || s[at] != '@' || dot {
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

// Classes of bytes in byteClass.
const (
	atext     = 1 << iota // RFC 5322 atext, which a dot-atom is made of
	labelChar             // a letter, digit or hyphen, which a host name label is made of
)

// byteClass gives the classes of each byte, so that a format checker tests one byte
// with one look-up.
var byteClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		letterOrDigit := IsDigit(byte(c)) || c|0x20 >= 'a' && c|0x20 <= 'z'
		if letterOrDigit || strings.IndexByte("!#$%&'*+-/=?^_`{|}~", byte(c)) >= 0 {
			t[c] |= atext
		}
		if letterOrDigit || c == '-' {
			t[c] |= labelChar
		}
	}
	return t
}()

// validHostname checks an RFC 1123 host name: dot-separated labels of 1 to 63 letters,
// digits and inner hyphens, 253 bytes at most.
func validHostname(s string) bool {
	if s == "" || len(s) > 253 {
		return false
	}
	start := 0 // of the current label
	for i := 0; i < len(s); i++ {
		c := s[i]
		if byteClass[c]&labelChar != 0 {
			continue
		}
		if c != '.' || !validLabel(s[start:i]) {
			return false
		}
		start = i + 1
	}
	return validLabel(s[start:])
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
