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

// TestEmailHostnameAgree: every string of up to 6 bytes over an alphabet of the bytes
// that matter, and long labels and local parts around their limits.
func TestEmailHostnameAgree(t *testing.T) {
	const alphabet = "a-.@Z9_~"
	var walk func(s string)
	walk = func(s string) {
		checkAgree(t, s)
		if len(s) == 6 {
			return
		}
		for i := 0; i < len(alphabet); i++ {
			walk(s + alphabet[i:i+1])
		}
	}
	walk("")
	for _, n := range []int{62, 63, 64, 65, 252, 253, 254, 255} {
		a := strings.Repeat("a", n)
		for _, s := range []string{a, a + ".b", "b." + a, a + "@b.c", "b@" + a, strings.Repeat("a.", n/2) + "a", "x@[1.2.3.4]", "x@[IPv6:::1]", "é@b.c", "a@é.c"} {
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
