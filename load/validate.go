package load

// The reader of go-playground/validator's `validate:` tags. It translates
// each item into the stitch tags with the same meaning (the mapping table is
// README's "Tags from other libraries"), and answers every item without an
// exact stitch meaning with a diagnostic that says what to write. What it
// produces is stitch items (tags.ParseItems parses them as a stitch tag's),
// merged with the field's own stitch tag by mergeForeign; everything after
// that is the stitch tag's path.
//
// Validator judges the Go value encoding/json decoded; stitchgen judges the
// JSON. They agree where an absent key and a zero value are the same to the
// validator: a key is required when validator refuses the zero value
// (presence), and omitempty's "the zero value skips the checks" is zero-ok.

import (
	"fmt"
	"math/big"
	"regexp"
	"sort"
	"strings"

	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/tags"
)

// The regular expressions of validator's regexp-backed tags (validator's
// regexes.go, v10.30): the same RE2 expression as a stitch pattern matches
// the same strings.
var validatorPatterns = map[string]string{
	"alpha":            `^[a-zA-Z]+$`,
	"alphanum":         `^[a-zA-Z0-9]+$`,
	"numeric":          `^[-+]?[0-9]+(?:\.[0-9]+)?$`,
	"number":           `^[0-9]+$`,
	"hexadecimal":      `^(0[xX])?[0-9a-fA-F]+$`,
	"hostname":         `^[a-zA-Z]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$`,
	"hostname_rfc1123": `^[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$`,
	"e164":             `^\+?[1-9]\d{7,14}$`,
	"ascii":            "^[\x00-\x7F]*$",
	"printascii":       "^[\x20-\x7E]*$",
	"uuid4":            `^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`,
}

// validatorWhys say in words what each of validatorPatterns matches (the
// pattern's why=): a model shown only the expression guesses.
var validatorWhys = map[string]string{
	"alpha":            "made of ASCII letters",
	"alphanum":         "made of ASCII letters and digits",
	"numeric":          "a decimal number",
	"number":           "made of digits",
	"hexadecimal":      "a hexadecimal number",
	"hostname":         "an RFC 952 host name",
	"hostname_rfc1123": "an RFC 1123 host name",
	"e164":             "a phone number in E.164 form",
	"ascii":            "made of ASCII characters",
	"printascii":       "made of printable ASCII characters",
	"uuid4":            "a lower-case version 4 UUID",
}

// inexact are validator tags with a near stitch tag that is not the same:
// what differs, and what to write. The stitch keys that answer one (a stitch
// tag on the same level giving one of them) silence it.
var inexact = map[string]struct{ why, write, answeredBy string }{
	"email":     {"validator's email is net/mail plus an HTML5-style expression (quoted local parts, no IP literals)", `stitch:"format=email" (a dot-atom local part, the domain a host name or an [IP literal])`, "format pattern refine"},
	"url":       {"validator's url is what net/url.Parse reads with a scheme and a host (spaces, any scheme)", `stitch:"format=uri" (RFC 3986, absolute)`, "format pattern refine"},
	"http_url":  {"validator's http_url is what net/url.Parse reads with an http(s) scheme and a host", `stitch:"format=uri,pattern='^https?://'"`, "format pattern refine"},
	"uri":       {"validator's uri is what net/url.ParseRequestURI reads after cutting the fragment", `stitch:"format=uri" (RFC 3986, absolute) or stitch:"format=uri-reference"`, "format pattern refine"},
	"ip":        {"validator's ip is net.ParseIP", "the field as net.IP (stitchgen reads it with net.IP's UnmarshalText, which is net.ParseIP), or stitch:\"format=ipv4\" or stitch:\"format=ipv6\"", "format pattern refine"},
	"ipv4":      {"validator's ipv4 is net.ParseIP with a 4-byte form, which also takes ::ffff:1.2.3.4", `stitch:"format=ipv4"` + " (dotted quads only)", "format pattern refine"},
	"ipv6":      {"validator's ipv6 is net.ParseIP without a 4-byte form, which refuses ::ffff:1.2.3.4", `stitch:"format=ipv6"`, "format pattern refine"},
	"lowercase": {"validator's lowercase compares the value with strings.ToLower over all of Unicode and refuses \"\"", `stitch:"lower"` + " (lower-cases what the model sends) or " + `stitch:"pattern='^[a-z0-9]+$'"` + " (the characters you allow)", "lower pattern refine"},
	"uppercase": {"validator's uppercase compares the value with strings.ToUpper over all of Unicode and refuses \"\"", `stitch:"upper"` + " (upper-cases what the model sends) or " + `stitch:"pattern='^[A-Z0-9]+$'"` + " (the characters you allow)", "upper pattern refine"},
	"datetime":  {"validator's datetime is time.Parse with its layout", `stitch:"format=date-time"` + " (RFC 3339), format=date or format=time, or a pattern", "format pattern refine"},
}

// crossField are validator's tags that compare a field with another: no
// stitch tag on one field says them.
var crossField = setOf(`required_if required_unless required_with required_with_all
	required_without required_without_all excluded_if excluded_unless excluded_with
	excluded_with_all excluded_without excluded_without_all skip_unless
	eqfield nefield gtfield gtefield ltfield ltefield eqcsfield necsfield gtcsfield gtecsfield
	ltcsfield ltecsfield fieldcontains fieldexcludes`)

// validatorTags are the tags go-playground/validator v10.30 knows (its
// bakedInValidators, aliases and structure words): any other is a typo, on
// which validator panics at its first call.
var validatorTags = setOf(`required required_if required_unless skip_unless required_with required_with_all
	required_without required_without_all excluded_if excluded_unless excluded_with
	excluded_with_all excluded_without excluded_without_all isdefault len min max eq
	eq_ignore_case ne ne_ignore_case lt lte gt gte eqfield eqcsfield necsfield gtcsfield
	gtecsfield ltcsfield ltecsfield nefield gtefield gtfield ltefield ltfield fieldcontains
	fieldexcludes alpha alphaspace alphanum alphanumspace alphaunicode alphanumunicode boolean
	numeric number hexadecimal hexcolor rgb rgba hsl hsla cmyk e164 email url http_url
	https_url uri origin urn_rfc8141 urn_rfc2141 file filepath base32 base64 base64url
	base64rawurl contains containsany containsrune excludes excludesall excludesrune
	startswith endswith startsnotwith endsnotwith image mimetype isbn isbn10 isbn13 issn
	eth_addr eth_addr_checksum btc_addr btc_addr_bech32 uuid uuid3 uuid4 uuid5 uuid7
	uuid_rfc4122 uuid3_rfc4122 uuid4_rfc4122 uuid5_rfc4122 ulid md4 md5 sha256 sha384 sha512
	ripemd128 ripemd160 tiger128 tiger160 tiger192 ascii printascii multibyte datauri latitude
	longitude ssn ipv4 ipv6 ip cidrv4 cidrv6 cidr tcp4_addr tcp6_addr tcp_addr udp4_addr
	udp6_addr udp_addr ip4_addr ip6_addr ip_addr unix_addr uds_exists mac hostname
	hostname_rfc1123 hostname_label fqdn unique oneof oneofci noneof noneofci html
	html_encoded url_encoded dir dirpath json jwt hostname_port port lowercase uppercase
	datetime timezone iso3166_1_alpha2 iso3166_1_alpha2_eu iso3166_1_alpha3
	iso3166_1_alpha3_eu iso3166_1_alpha_numeric iso3166_1_alpha_numeric_eu iso3166_2 iso4217
	iso4217_numeric bcp47_language_tag bcp47_strict_language_tag postcode_iso3166_alpha2
	postcode_iso3166_alpha2_field bic_iso_9362_2014 bic semver dns_rfc1035_label credit_card
	cve luhn_checksum mongodb mongodb_connection_string cron spicedb ein duration omitempty
	omitnil omitzero structonly nostructlevel dive keys endkeys iscolor country_code
	eu_country_code`)

func setOf(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// foreignDiag is a validate item without an exact stitch meaning: an error
// unless the stitch tag answers it at the same level (one of answeredBy).
type foreignDiag struct {
	level      string // "" the field, "d" after a dive, "dk" its keys, …
	offset     int    // ForeignOffset + offset in the validate tag
	msg        string
	answeredBy []string // stitch keys; nil: any stitch tag at the level
}

// presence is what a validate tag says of a field's key.
type presence struct {
	required, omitempty bool
	offset              int // of required or omitempty
}

// vLevel collects the stitch items one level of a validate tag means.
type vLevel struct {
	name  string
	t     model.Type // the value at this level (as declared, maybe a pointer)
	items []tags.Item
	// required and omitempty at this level, with their offsets.
	required, omitempty int
	zeroBound           bool // required on a number: 0 must be excluded
}

func (lv *vLevel) set(key, value string, off int) {
	for i, it := range lv.items {
		if it.Key == key {
			if key == "why" {
				return // the words of a pattern that is given twice, reported there
			}
			// Two validate items that mean one stitch key: the tighter bound.
			if old, ok1 := new(big.Rat).SetString(it.Value); ok1 {
				if nv, ok2 := new(big.Rat).SetString(value); ok2 {
					c := nv.Cmp(old)
					if (key == "min" || key == "gt") && c > 0 || (key == "max" || key == "lt") && c < 0 {
						lv.items[i].Value = value
					}
					return
				}
			}
			lv.items = append(lv.items, tags.Item{Key: key, Value: value, HasValue: value != "", Offset: off}) // reported twice by the grammar
			return
		}
	}
	lv.items = append(lv.items, tags.Item{Key: key, Value: value, HasValue: value != "" || key == "enum", Offset: off})
}

// readValidate translates a validate tag on a value of type t into stitch
// items, what it says of the key's presence, and the items it cannot say.
func readValidate(tag string, t model.Type) ([]tags.Item, presence, []foreignDiag) {
	var out []tags.Item
	var pres presence
	var diags []foreignDiag
	bad := func(lv *vLevel, it tags.ValidateItem, answeredBy []string, format string, args ...any) {
		diags = append(diags, foreignDiag{level: lv.name, offset: tags.ValidateBase + it.Offset, msg: fmt.Sprintf(format, args...), answeredBy: answeredBy})
	}
	items := tags.SplitValidate(tag)
	if len(items) == 1 && items[0].Key == "-" {
		return nil, pres, nil // validator skips the field
	}
	lv := &vLevel{name: "", t: t, required: -1, omitempty: -1}
	flush := func(lv *vLevel, next string) {
		if lv.zeroBound {
			diags = append(diags, excludeZero(lv)...)
		}
		out = append(out, lv.items...)
		if next != "" {
			out = append(out, tags.Item{Key: next, Offset: -1})
		}
	}
	inKeys := false
	var keysOf *vLevel // the level whose keys are read
	for _, it := range items {
		if it.Or != nil {
			bad(lv, it, []string{"refine"}, "validate: %s (either one) has no stitch meaning on one value; write a //stitch:union by=kind for values of different kinds, or refine=Func", strings.Join(it.Or, "|"))
			continue
		}
		switch it.Key {
		case "dive":
			if inKeys {
				bad(lv, it, nil, "validate: dive inside keys … endkeys; close the keys with endkeys first")
				continue
			}
			if elemOf(lv.t) == nil {
				bad(lv, it, nil, "validate: dive applies to slices, arrays and maps; %s is %s — drop dive", name(lv), describe(lv.t))
				flush(lv, "")
				return out, pres, diags
			}
			flush(lv, "dive")
			lv = &vLevel{name: lv.name + "d", t: elemOf(lv.t), required: -1, omitempty: -1}
			continue
		case "keys":
			flush(lv, "keys")
			keysOf = lv
			lv = &vLevel{name: lv.name + "k", t: &model.Basic{Kind: model.String}, required: -1, omitempty: -1}
			inKeys = true
			continue
		case "endkeys":
			flush(lv, "endkeys")
			inKeys = false
			lv = &vLevel{name: keysOf.name, t: keysOf.t, required: -1, omitempty: -1}
			continue
		}
		translate(lv, it, bad)
		if lv.name == "" {
			switch {
			case it.Key == "required":
				pres.required, pres.offset = true, tags.ValidateBase+it.Offset
			case it.Key == "omitempty" || it.Key == "omitnil" && isNilable(t):
				pres.omitempty, pres.offset = true, tags.ValidateBase+it.Offset
			}
		}
	}
	flush(lv, "")
	for i := range out {
		if out[i].Offset < 0 { // a structure word: at the item it follows
			if i > 0 {
				out[i].Offset = out[i-1].Offset
			} else {
				out[i].Offset = tags.ValidateBase
			}
		}
	}
	return out, pres, diags
}

func isNilable(t model.Type) bool {
	switch t.(type) {
	case *model.Pointer, *model.Slice, *model.Map, *model.Any, *model.Raw:
		return true
	}
	return false
}

// translate adds the stitch items of one validate item to its level.
func translate(lv *vLevel, it tags.ValidateItem, bad func(*vLevel, tags.ValidateItem, []string, string, ...any)) {
	off := tags.ValidateBase + it.Offset
	t := model.Deref(lv.t)
	kinds := model.KindOf(t)
	b, _ := t.(*model.Basic)
	isString := b != nil && b.Kind == model.String
	isNumber := b != nil && b.Kind.IsNumber()
	isInt := b != nil && b.Kind.IsInteger()
	isLength := isString || kinds.Has(model.Lists|model.Maps)
	_, isPtr := lv.t.(*model.Pointer)
	key, p := it.Key, it.Param
	if kinds.Has(model.Texts | model.Times) {
		if key != "required" && key != "omitempty" {
			bad(lv, it, nil, "validate: %s judges %s's Go value, stitch tags judge its JSON text; write the stitch tags that say what the model may send (stitch:\"...\")", key, describe(lv.t))
		}
		if key == "required" {
			lv.required = off
		}
		return
	}
	needParam := func() bool {
		if !it.HasParam || p == "" {
			bad(lv, it, nil, "validate: %s needs a value (validator panics without one)", key)
			return false
		}
		return true
	}
	switch key {
	case "required":
		lv.required = off
		switch {
		case isPtr:
			// validator's required on a pointer asks for a non-nil one: the
			// key sent and not null, which is stitch's required.
		case isString:
			lv.set("min", "1", off)
		case isNumber:
			lv.zeroBound = true
		case b != nil && b.Kind == model.Bool:
			bad(lv, it, []string{"required", "optional", "enum"}, "validate: required on a bool refuses false, which no stitch tag says; drop it (stitch:\"required\" asks for the key to be sent)")
		case kinds.Has(model.Objects):
			if _, ptr := lv.t.(*model.Pointer); !ptr {
				bad(lv, it, []string{"required", "optional"}, "validate: required on a struct held by value is skipped by validator unless WithRequiredStructEnabled; write stitch:\"required\" for the key to be sent, or make the field a pointer")
			}
		}
	case "omitempty":
		lv.omitempty = off
		if lv.name != "" {
			if _, ptr := lv.t.(*model.Pointer); ptr || kinds.Has(model.AnyJSON) {
				lv.set("nullable", "", off) // a nil element skips its checks
			}
		}
		if (isString || isNumber) && lv.t == model.Type(t) {
			lv.set("zero-ok", "", off)
		}
	case "omitnil", "omitzero":
		if _, ptr := lv.t.(*model.Pointer); ptr && key == "omitnil" {
			lv.omitempty = off
			return
		}
		if key == "omitzero" && (isString || isNumber) && lv.t == model.Type(t) {
			lv.omitempty = off
			lv.set("zero-ok", "", off)
			return
		}
		bad(lv, it, []string{"optional"}, "validate: %s on %s has no exact stitch meaning; write stitch:\"optional\" (an absent key) and the checks a sent value must pass", key, describe(lv.t))
	case "min", "max", "gte", "lte", "gt", "lt", "len", "eq":
		if !needParam() {
			return
		}
		if key == "eq" && isString {
			lv.set("enum", p, off) // the value itself (validator's isEq on a string)
			return
		}
		if !tags.IsNumber(p) {
			if strings.HasPrefix(strings.ToLower(strings.TrimLeft(p, "-+")), "0x") {
				bad(lv, it, nil, "validate: %s=%s is not a decimal number; write it in decimal (%s=16, not 0x10)", key, p, key)
			} else {
				bad(lv, it, nil, "validate: %s=%s is not a number; write a decimal number (%s=3)", key, p, key)
			}
			return
		}
		r, _ := new(big.Rat).SetString(p)
		switch {
		case isNumber:
			if !isInt && b.Kind == model.Float32 && !exactFloat32(r) {
				bad(lv, it, []string{"min", "max", "gt", "lt"}, "validate: %s=%s on a float32 is compared as float32(%s) by validator, and exactly by stitchgen; write a bound a float32 holds exactly, in a stitch tag", key, p, p)
				return
			}
			if isInt && !r.IsInt() {
				bad(lv, it, nil, "validate: %s=%s on an integer is not a whole number (validator panics); write %s=%s", key, p, key, floor(r).String())
				return
			}
			switch key {
			case "min", "gte":
				lv.set("min", p, off)
			case "max", "lte":
				lv.set("max", p, off)
			case "gt":
				lv.set("gt", p, off)
			case "lt":
				lv.set("lt", p, off)
			case "len", "eq":
				lv.set("min", p, off)
				lv.set("max", p, off)
			}
		case isLength:
			if !r.IsInt() || r.Sign() < 0 {
				bad(lv, it, nil, "validate: %s=%s bounds a length, a whole number ≥ 0", key, p)
				return
			}
			n := r.Num() // whole: gt and lt move it by one exactly, however large
			switch key {
			case "min", "gte":
				lv.set("min", p, off)
			case "max", "lte":
				lv.set("max", p, off)
			case "gt":
				lv.set("min", new(big.Int).Add(n, big.NewInt(1)).String(), off)
			case "lt":
				if n.Sign() == 0 {
					bad(lv, it, nil, "validate: lt=0 on a length leaves no value; drop it")
					return
				}
				lv.set("max", new(big.Int).Sub(n, big.NewInt(1)).String(), off)
			case "len", "eq":
				lv.set("min", p, off)
				lv.set("max", p, off)
			}
		default:
			bad(lv, it, nil, "validate: %s applies to numbers, strings, slices and maps; %s is %s", key, name(lv), describe(lv.t))
		}
	case "oneof":
		if !needParam() {
			return
		}
		vals := tags.OneofValues(p)
		if !isString && !isInt {
			bad(lv, it, nil, "validate: oneof applies to strings and integers (validator panics on %s)", describe(lv.t))
			return
		}
		for _, v := range vals {
			if strings.Contains(v, "|") || v == "" {
				bad(lv, it, []string{"enum", "pattern", "refine"}, "validate: oneof value %q has no stitch enum spelling; write stitch:\"pattern='...'\" or refine=Func", v)
				return
			}
			if isInt && !regexp.MustCompile(`^-?(0|[1-9][0-9]*)$`).MatchString(v) {
				bad(lv, it, []string{"enum", "refine"}, "validate: oneof value %q can never equal an integer (validator compares the decimal text); drop it", v)
				return
			}
		}
		lv.set("enum", strings.Join(vals, "|"), off)
	case "uuid", "uuid_rfc4122":
		if !isString {
			bad(lv, it, nil, "validate: %s applies to strings; %s is %s", key, name(lv), describe(lv.t))
			return
		}
		if key == "uuid_rfc4122" {
			bad(lv, it, []string{"format", "pattern"}, "validate: uuid_rfc4122 has no exact stitch meaning; write format=uuid (any version and variant)")
			return
		}
		lv.set("format", "uuid", off)
	case "boolean":
		switch {
		case b != nil && b.Kind == model.Bool:
		case isString:
			lv.set("enum", "1|t|T|TRUE|true|True|0|f|F|FALSE|false|False", off) // strconv.ParseBool
		default:
			bad(lv, it, nil, "validate: boolean applies to strings and bools; %s is %s", name(lv), describe(lv.t))
		}
	case "contains", "startswith", "endswith":
		if !isString {
			bad(lv, it, nil, "validate: %s applies to strings; %s is %s", key, name(lv), describe(lv.t))
			return
		}
		q := regexp.QuoteMeta(p)
		switch key {
		case "startswith":
			q = "^" + q
		case "endswith":
			q += "$"
		}
		if p == "" {
			return // every string contains ""
		}
		lv.set("pattern", q, off)
	default:
		if re, ok := validatorPatterns[key]; ok {
			switch {
			case (key == "numeric" || key == "number") && isNumber:
				// true of every number
			case isString:
				if key == "uuid4" {
					lv.set("format", "uuid", off)
				}
				lv.set("pattern", re, off)
				lv.set("why", validatorWhys[key], off)
			default:
				bad(lv, it, nil, "validate: %s applies to strings; %s is %s", key, name(lv), describe(lv.t))
			}
			return
		}
		if x, ok := inexact[key]; ok {
			bad(lv, it, strings.Fields(x.answeredBy), "validate: %s has no exact stitch meaning (%s); write %s", key, x.why, x.write)
			return
		}
		if crossField[key] {
			bad(lv, it, []string{"refine"}, "validate: %s compares with another field, which no tag on one field says; write a //stitch:union (by=keys when which keys are sent decides) or a //stitch:refine on the struct, and refine=Func here to silence this", key)
			return
		}
		if !validatorTags[key] {
			known := make([]string, 0, len(validatorTags))
			for k := range validatorTags {
				known = append(known, k)
			}
			sort.Strings(known)
			hint := "; items are separated by commas, oneof's values by spaces (oneof=a b)"
			if s := tags.Suggest(key, known); s != "" && len(key) > 3 {
				hint = fmt.Sprintf("; did you mean %s?", s)
			}
			bad(lv, it, nil, "validate: %s is not a go-playground/validator tag (validator panics on it)%s", key, hint)
			return
		}
		bad(lv, it, []string{"refine"}, "validate: %s has no exact stitch meaning; write the stitch tags that say what you mean (stitch:\"...\"), or refine=Func with a func(T) error", key)
	}
}

func name(lv *vLevel) string {
	if lv.name == "" {
		return "the field"
	}
	return "each element"
}

// exactFloat32 reports whether a float32 holds r exactly.
func exactFloat32(r *big.Rat) bool {
	_, exact := r.Float32()
	return exact
}

// excludeZero makes a number's bounds leave out 0, which validator's
// required refuses: min=0 becomes min=1 on an integer (gt=0 on a float),
// max=0 max=-1 (lt=0); a range holding 0 inside is a diagnostic.
func excludeZero(lv *vLevel) []foreignDiag {
	b, _ := model.Deref(lv.t).(*model.Basic)
	var lo, hi *big.Rat
	loStrict, hiStrict := false, false
	idx := map[string]int{}
	for i, it := range lv.items {
		idx[it.Key] = i
		r, ok := new(big.Rat).SetString(it.Value)
		if !ok {
			continue
		}
		switch it.Key {
		case "min":
			lo = r
		case "gt":
			if lo == nil || r.Cmp(lo) >= 0 {
				lo, loStrict = r, true
			}
		case "max":
			hi = r
		case "lt":
			if hi == nil || r.Cmp(hi) <= 0 {
				hi, hiStrict = r, true
			}
		}
	}
	if b.Kind.IsUnsigned() && lo == nil {
		lo = new(big.Rat)
	}
	switch {
	case lo != nil && (lo.Sign() > 0 || loStrict && lo.Sign() == 0):
	case hi != nil && (hi.Sign() < 0 || hiStrict && hi.Sign() == 0):
	case lo != nil && lo.Sign() == 0:
		if b.Kind.IsInteger() {
			lv.set("min", "1", lv.required)
			if i, ok := idx["min"]; ok {
				lv.items[i].Value = "1"
			}
		} else {
			lv.set("gt", "0", lv.required)
			if i, ok := idx["min"]; ok {
				lv.items = append(lv.items[:i], lv.items[i+1:]...)
			}
		}
	case hi != nil && hi.Sign() == 0:
		if b.Kind.IsInteger() {
			if i, ok := idx["max"]; ok {
				lv.items[i].Value = "-1"
			}
		} else {
			lv.set("lt", "0", lv.required)
			if i, ok := idx["max"]; ok {
				lv.items = append(lv.items[:i], lv.items[i+1:]...)
			}
		}
	default:
		return []foreignDiag{{level: lv.name, offset: lv.required, answeredBy: []string{"min", "max", "gt", "lt", "required", "optional"},
			msg: "validate: required on a number refuses 0, which stitch's bounds cannot leave out of a range that holds it; add min=1 (or gt=0) to the validate tag if 0 is not a value, or write stitch:\"required\" if only the key must be sent"}}
	}
	return nil
}
