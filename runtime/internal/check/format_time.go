package check

import (
	"strings"
)

// The date and time formats: date, time, date-time (RFC 3339) and duration (ISO 8601).

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
