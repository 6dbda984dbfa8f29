package check

import (
	"net/netip"
	"strings"
	"testing"
)

// refEmail and refHostname are the checkers as first written (a split and a look-up per
// byte); the one-pass checkers must answer as they do.
func refEmail(s string) bool {
	at := strings.LastIndexByte(s, '@')
	if at <= 0 || at > 64 || len(s) > 254 {
		return false
	}
	local, domain := s[:at], s[at+1:]
	if local[0] == '.' || local[len(local)-1] == '.' || strings.Contains(local, "..") {
		return false
	}
	for i := 0; i < len(local); i++ {
		if c := local[i]; c != '.' && !IsDigit(c) && !(c|0x20 >= 'a' && c|0x20 <= 'z') && strings.IndexByte("!#$%&'*+-/=?^_`{|}~", c) < 0 {
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
	return refHostname(domain)
}

func refHostname(s string) bool {
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

// everyString calls f with every string of up to n bytes over alphabet, "" first.
func everyString(alphabet string, n int, f func(string)) {
	var walk func(s string)
	walk = func(s string) {
		f(s)
		if len(s) == n {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			walk(s + alphabet[i:i+1])
		}
	}
	walk("")
}

// TestEmailHostnameAgree: every string of up to 6 bytes over an alphabet of the bytes
// that matter, and long labels and local parts around their limits.
func TestEmailHostnameAgree(t *testing.T) {
	everyString("a-.@Z9_~", 6, func(s string) { checkAgree(t, s) })
	for _, n := range []int{62, 63, 64, 65, 252, 253, 254, 255} {
		a := strings.Repeat("a", n)
		for _, s := range []string{a, a + ".b", "b." + a, a + "@b.c", "b@" + a, strings.Repeat("a.", n/2) + "a", "x@[1.2.3.4]", "x@[IPv6:::1]", "x@[IPv6:fe80::1%a@b]", "x@[IPv6:fe80::1%eth0]", "a@b@c", "é@b.c", "a@é.c"} {
			checkAgree(t, s)
		}
	}
}

func checkAgree(t *testing.T, s string) {
	t.Helper()
	if got, want := validEmail(s), refEmail(s); got != want {
		t.Fatalf("validEmail(%q) = %v, want %v", s, got, want)
	}
	if got, want := validHostname(s), refHostname(s); got != want {
		t.Fatalf("validHostname(%q) = %v, want %v", s, got, want)
	}
}

func FuzzEmailHostname(f *testing.F) {
	for _, s := range []string{"joe@example.com", "a.b+c@sub.example.org", "x@localhost", "a..b@c", ".a@b", "a.@b", "a@-b.c", "a@b-.c", "a@b..c", "a@b.c.", "a@[1.2.3.4]"} {
		f.Add(s)
	}
	f.Fuzz(checkAgree)
}

// TestURIAgree: the URI checkers (one pass over the bytes, each looked up in uriClass)
// answer as the reference ones below, which split the URI at its delimiters and looked
// each extra character up in a string: every string of up to 5 bytes over an alphabet of
// the bytes that matter, and longer URIs; FuzzURI goes on from there.
func TestURIAgree(t *testing.T) {
	everyString("a:/@?%#[]v.1!", 5, func(s string) { checkURIAgree(t, s) })
	for _, s := range []string{"https://example.com/a.png", "http://u:p@[::1]:8080/x?q=1#f", "mailto:joe@example.com",
		"http://[v7.abc]/", "http://[v7.a/b]/", "http://[v7.a@b]/", "http://[v7.a?b]/", "http://a/%20b", "http://a/%zz",
		"a://b@c@d/", "x:/a?b/c?d#e/f?g", "//a:1/b", "/a/b:c", "a/b:c", "http://é.com"} {
		checkURIAgree(t, s)
	}
}

func checkURIAgree(t *testing.T, s string) {
	t.Helper()
	for _, abs := range []bool{true, false} {
		if got, want := validURI(s, abs), refValidURI(s, abs); got != want {
			t.Fatalf("validURI(%q, %v) = %v, want %v", s, abs, got, want)
		}
	}
}

func FuzzURI(f *testing.F) {
	for _, s := range []string{"https://example.com/a.png", "http://u:p@[::1]:8080/x?q=1#f", "http://[v7.abc]/", "tag:x,2024:y"} {
		f.Add(s)
	}
	f.Fuzz(checkURIAgree)
}

// refURIClass is uriClass as first written: the two RFC 3986 classes only.
var refURIClass = func() (t [128]uint8) {
	for c := 0; c < 128; c++ {
		t[c] = uriClass[c] & (uUnreserved | uSubDelim)
	}
	return t
}()

func refUriChars(s, extra string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c < 0x80 && refURIClass[c] != 0:
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
func refValidURI(s string, absolute bool) bool {
	rest := s
	n := schemeLen(s)
	if n > 0 {
		rest = s[n+1:]
	} else if absolute {
		return false
	}
	if k := strings.IndexByte(rest, '#'); k >= 0 {
		if !refUriChars(rest[k+1:], ":@/?") {
			return false
		}
		rest = rest[:k]
	}
	if k := strings.IndexByte(rest, '?'); k >= 0 {
		if !refUriChars(rest[k+1:], ":@/?") {
			return false
		}
		rest = rest[:k]
	}
	if strings.HasPrefix(rest, "//") {
		auth, path := rest[2:], ""
		if k := strings.IndexByte(auth, '/'); k >= 0 {
			auth, path = auth[:k], auth[k:]
		}
		return refValidAuthority(auth) && refUriChars(path, ":@/")
	}
	if n == 0 { // a relative path: its first segment holds no ':'
		seg, _, _ := strings.Cut(rest, "/")
		if strings.IndexByte(seg, ':') >= 0 {
			return false
		}
	}
	return refUriChars(rest, ":@/")
}
func refValidAuthority(a string) bool {
	if k := strings.IndexByte(a, '@'); k >= 0 {
		if !refUriChars(a[:k], ":") {
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
		if !refValidIPLiteral(host) {
			return false
		}
	} else {
		if k := strings.IndexByte(a, ':'); k >= 0 {
			host, port = a[:k], a[k:]
		}
		if !refUriChars(host, "") {
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
func refValidIPLiteral(h string) bool {
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
			if c := h[i]; c >= 0x80 || refURIClass[c] == 0 && c != ':' {
				return false
			}
		}
		return true
	}
	a, err := netip.ParseAddr(h)
	return err == nil && a.Is6() && a.Zone() == ""
}

// TestLookupFormat: the switch of lookupFormat finds every format under its name, and
// nothing else.
func TestLookupFormat(t *testing.T) {
	for i := range formats {
		if got := lookupFormat(formats[i].name); got != &formats[i] {
			t.Errorf("lookupFormat(%q) = %v, want formats[%d]", formats[i].name, got, i)
		}
	}
	for _, name := range []string{"", "Date", "uri ", "ipv5", "phone"} {
		if got := lookupFormat(name); got != nil {
			t.Errorf("lookupFormat(%q) = %v, want nil", name, got)
		}
	}
}
