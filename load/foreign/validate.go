package foreign

// The reader of go-playground/validator's `validate:` tags. It translates
// each item into the stitch tags with the same meaning (the mapping table is
// docs/migrating.md, "Tags from other libraries"), and answers every item without an
// exact stitch meaning with a diagnostic that says what to write. What it
// produces is stitch items (tags.ParseItems parses them as a stitch tag's),
// merged with the field's own stitch tag by merge; everything after that is
// the stitch tag's path.
//
// Validator judges the Go value encoding/json decoded; stitchgen judges the
// JSON. They agree where an absent key and a zero value are the same to the
// validator: a key is required when validator refuses the zero value
// (Presence), and omitempty's "the zero value skips the checks" is zero-ok.

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

// diag is a validate item without an exact stitch meaning: an error unless
// the stitch tag answers it at the same level (one of answeredBy).
type diag struct {
	level      string // "" the field, "d" after a dive, "dk" its keys, …
	offset     int    // ForeignOffset + offset in the validate tag
	msg        string
	answeredBy []string // stitch keys; nil: any stitch tag at the level
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
// items, what it says of the key's Presence, and the items it cannot say.
func readValidate(tag string, t model.Type) ([]tags.Item, Presence, []diag) {
	var out []tags.Item
	var pres Presence
	var diags []diag
	bad := func(lv *vLevel, it tags.ValidateItem, answeredBy []string, format string, args ...any) {
		diags = append(diags, diag{level: lv.name, offset: tags.ValidateBase + it.Offset, msg: fmt.Sprintf(format, args...), answeredBy: answeredBy})
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
			if model.ElemOf(lv.t) == nil {
				bad(lv, it, nil, "validate: dive applies to slices, arrays and maps; %s is %s — drop dive", name(lv), model.Describe(lv.t))
				flush(lv, "")
				return out, pres, diags
			}
			flush(lv, "dive")
			lv = &vLevel{name: lv.name + "d", t: model.ElemOf(lv.t), required: -1, omitempty: -1}
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
				pres.required = true
			case it.Key == "omitempty" || it.Key == "omitnil" && isNilable(t):
				pres.omitempty = true
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

// translate adds the stitch items of one validate item to its level: the
// translator of its family (translators), or what otherItem says of the
// rest. A text or time value takes none: validator judges its Go value.
func translate(lv *vLevel, it tags.ValidateItem, bad func(*vLevel, tags.ValidateItem, []string, string, ...any)) {
	x := &vItem{lv: lv, it: it, off: tags.ValidateBase + it.Offset, v: valueAt(lv.t),
		bad: func(answeredBy []string, format string, args ...any) { bad(lv, it, answeredBy, format, args...) }}
	if x.v.kinds.Has(model.Texts | model.Times) {
		textItem(x)
		return
	}
	if tr, ok := translators[it.Key]; ok {
		tr(x)
		return
	}
	otherItem(x)
}

// translators translate the validate items with a stitch meaning, by
// family.
var translators = map[string]func(*vItem){
	"required":  requiredItem,
	"omitempty": omitemptyItem,
	"omitnil":   omitItem, "omitzero": omitItem,
	"min": boundItem, "max": boundItem, "gte": boundItem, "lte": boundItem,
	"gt": boundItem, "lt": boundItem, "len": boundItem, "eq": boundItem,
	"oneof": oneofItem,
	"uuid":  uuidItem, "uuid_rfc4122": uuidItem,
	"boolean":  booleanItem,
	"contains": substringItem, "startswith": substringItem, "endswith": substringItem,
}

// vItem is one validate item being translated at its level.
type vItem struct {
	lv  *vLevel
	it  tags.ValidateItem
	off int // of the item in the merged tag
	v   value
	// bad records the item as one without an exact stitch meaning (see
	// diag), answered by the stitch keys answeredBy.
	bad func(answeredBy []string, format string, args ...any)
}

// value is what an item's meaning depends on: the value at its level.
type value struct {
	t                                 model.Type // the level's type, through a pointer
	b                                 *model.Basic
	kinds                             model.TagKinds
	isString, isNumber, isInt, isBool bool
	isLength                          bool // a string, list or map
	isPtr                             bool // the level's type is a pointer
	direct                            bool // the level's type is t (no pointer, no Nullable)
}

func valueAt(lt model.Type) value {
	t := model.Deref(lt)
	v := value{t: t, kinds: model.KindOf(t)}
	v.b, _ = t.(*model.Basic)
	v.isString = v.b != nil && v.b.Kind == model.String
	v.isNumber = v.b != nil && v.b.Kind.IsNumber()
	v.isInt = v.b != nil && v.b.Kind.IsInteger()
	v.isBool = v.b != nil && v.b.Kind == model.Bool
	v.isLength = v.isString || v.kinds.Has(model.Lists|model.Maps)
	_, v.isPtr = lt.(*model.Pointer)
	v.direct = lt == t
	return v
}

// needParam reports whether the item has the value it needs, recording it
// when not.
func (x *vItem) needParam() bool {
	if !x.it.HasParam || x.it.Param == "" {
		x.bad(nil, "validate: %s needs a value (validator panics without one)", x.it.Key)
		return false
	}
	return true
}

// textItem: on a value that reads itself from text only required and
// omitempty mean something (the key's presence).
func textItem(x *vItem) {
	key := x.it.Key
	if key != "required" && key != "omitempty" {
		x.bad(nil, "validate: %s judges %s's Go value, stitch tags judge its JSON text; write the stitch tags that say what the model may send (stitch:\"...\")", key, model.Describe(x.lv.t))
	}
	if key == "required" {
		x.lv.required = x.off
	}
}

// requiredItem: validator's required refuses the zero value.
func requiredItem(x *vItem) {
	lv, v := x.lv, x.v
	lv.required = x.off
	switch {
	case v.isPtr:
		// validator's required on a pointer asks for a non-nil one: the
		// key sent and not null, which is stitch's required.
	case v.isString:
		lv.set("min", "1", x.off)
	case v.isNumber:
		lv.zeroBound = true
	case v.isBool:
		x.bad([]string{"required", "optional", "enum"}, "validate: required on a bool refuses false, which no stitch tag says; drop it (stitch:\"required\" asks for the key to be sent)")
	case v.kinds.Has(model.Objects):
		x.bad([]string{"required", "optional"}, "validate: required on a struct held by value is skipped by validator unless WithRequiredStructEnabled; write stitch:\"required\" for the key to be sent, or make the field a pointer")
	}
}

// omitemptyItem: the zero value (nil for an element) skips the checks.
func omitemptyItem(x *vItem) {
	lv, v := x.lv, x.v
	lv.omitempty = x.off
	if lv.name != "" && (v.isPtr || v.kinds.Has(model.AnyJSON)) {
		lv.set("nullable", "", x.off) // a nil element skips its checks
	}
	if (v.isString || v.isNumber) && v.direct {
		lv.set("zero-ok", "", x.off)
	}
}

// omitItem: omitnil on a pointer, omitzero on a string or number, are
// omitempty; elsewhere they have no exact meaning.
func omitItem(x *vItem) {
	lv, v, key := x.lv, x.v, x.it.Key
	if v.isPtr && key == "omitnil" {
		lv.omitempty = x.off
		return
	}
	if key == "omitzero" && (v.isString || v.isNumber) && v.direct {
		lv.omitempty = x.off
		lv.set("zero-ok", "", x.off)
		return
	}
	x.bad([]string{"optional"}, "validate: %s on %s has no exact stitch meaning; write stitch:\"optional\" (an absent key) and the checks a sent value must pass", key, model.Describe(lv.t))
}

// boundItem: min, max, gte, lte, gt, lt, len and eq bound a number's value
// or a length (eq on a string is the value itself).
func boundItem(x *vItem) {
	key, p := x.it.Key, x.it.Param
	if !x.needParam() {
		return
	}
	if key == "eq" && x.v.isString {
		x.lv.set("enum", p, x.off) // the value itself (validator's isEq on a string)
		return
	}
	if !tags.IsNumber(p) {
		if strings.HasPrefix(strings.ToLower(strings.TrimLeft(p, "-+")), "0x") {
			x.bad(nil, "validate: %s=%s is not a decimal number; write it in decimal (%s=16, not 0x10)", key, p, key)
		} else {
			x.bad(nil, "validate: %s=%s is not a number; write a decimal number (%s=3)", key, p, key)
		}
		return
	}
	r, _ := new(big.Rat).SetString(p)
	switch {
	case x.v.isNumber:
		numberBound(x, r)
	case x.v.isLength:
		lengthBound(x, r)
	default:
		x.bad(nil, "validate: %s applies to numbers, strings, slices and maps; %s is %s", key, name(x.lv), model.Describe(x.lv.t))
	}
}

// numberBound is a bound r on a number's value.
func numberBound(x *vItem, r *big.Rat) {
	key, p := x.it.Key, x.it.Param
	if !x.v.isInt && x.v.b.Kind == model.Float32 && !exactFloat32(r) {
		x.bad([]string{"min", "max", "gt", "lt"}, "validate: %s=%s on a float32 is compared as float32(%s) by validator, and exactly by stitchgen; write a bound a float32 holds exactly, in a stitch tag", key, p, p)
		return
	}
	if x.v.isInt && !r.IsInt() {
		floor := new(big.Int).Div(r.Num(), r.Denom()) // Euclidean: the floor, the denominator being positive
		x.bad(nil, "validate: %s=%s on an integer is not a whole number (validator panics); write %s=%s", key, p, key, floor.String())
		return
	}
	switch key {
	case "min", "gte":
		x.lv.set("min", p, x.off)
	case "max", "lte":
		x.lv.set("max", p, x.off)
	case "gt":
		x.lv.set("gt", p, x.off)
	case "lt":
		x.lv.set("lt", p, x.off)
	case "len", "eq":
		x.lv.set("min", p, x.off)
		x.lv.set("max", p, x.off)
	}
}

// lengthBound is a bound r on a length, a whole number.
func lengthBound(x *vItem, r *big.Rat) {
	key, p := x.it.Key, x.it.Param
	if !r.IsInt() || r.Sign() < 0 {
		x.bad(nil, "validate: %s=%s bounds a length, a whole number ≥ 0", key, p)
		return
	}
	n := r.Num() // whole: gt and lt move it by one exactly, however large
	switch key {
	case "min", "gte":
		x.lv.set("min", p, x.off)
	case "max", "lte":
		x.lv.set("max", p, x.off)
	case "gt":
		x.lv.set("min", new(big.Int).Add(n, big.NewInt(1)).String(), x.off)
	case "lt":
		if n.Sign() == 0 {
			x.bad(nil, "validate: lt=0 on a length leaves no value; drop it")
			return
		}
		x.lv.set("max", new(big.Int).Sub(n, big.NewInt(1)).String(), x.off)
	case "len", "eq":
		x.lv.set("min", p, x.off)
		x.lv.set("max", p, x.off)
	}
}

// decimalInteger is the text of an integer as validator compares it.
var decimalInteger = regexp.MustCompile(`^-?(0|[1-9][0-9]*)$`)

// oneofItem: oneof's values are an enum.
func oneofItem(x *vItem) {
	if !x.needParam() {
		return
	}
	vals := tags.OneofValues(x.it.Param)
	if !x.v.isString && !x.v.isInt {
		x.bad(nil, "validate: oneof applies to strings and integers (validator panics on %s)", model.Describe(x.lv.t))
		return
	}
	for _, v := range vals {
		if strings.Contains(v, "|") || v == "" {
			x.bad([]string{"enum", "pattern", "refine"}, "validate: oneof value %q has no stitch enum spelling; write stitch:\"pattern='...'\" or refine=Func", v)
			return
		}
		if x.v.isInt && !decimalInteger.MatchString(v) {
			x.bad([]string{"enum", "refine"}, "validate: oneof value %q can never equal an integer (validator compares the decimal text); drop it", v)
			return
		}
	}
	x.lv.set("enum", strings.Join(vals, "|"), x.off)
}

// uuidItem: uuid is format=uuid; uuid_rfc4122 has no exact meaning.
func uuidItem(x *vItem) {
	key := x.it.Key
	if !x.v.isString {
		x.bad(nil, "validate: %s applies to strings; %s is %s", key, name(x.lv), model.Describe(x.lv.t))
		return
	}
	if key == "uuid_rfc4122" {
		x.bad([]string{"format", "pattern"}, "validate: uuid_rfc4122 has no exact stitch meaning; write format=uuid (any version and variant)")
		return
	}
	x.lv.set("format", "uuid", x.off)
}

// booleanItem: a bool is one; a string is what strconv.ParseBool reads.
func booleanItem(x *vItem) {
	switch {
	case x.v.isBool:
	case x.v.isString:
		x.lv.set("enum", "1|t|T|TRUE|true|True|0|f|F|FALSE|false|False", x.off) // strconv.ParseBool
	default:
		x.bad(nil, "validate: boolean applies to strings and bools; %s is %s", name(x.lv), model.Describe(x.lv.t))
	}
}

// substringItem: contains, startswith and endswith are patterns.
func substringItem(x *vItem) {
	key, p := x.it.Key, x.it.Param
	if !x.v.isString {
		x.bad(nil, "validate: %s applies to strings; %s is %s", key, name(x.lv), model.Describe(x.lv.t))
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
	x.lv.set("pattern", q, x.off)
}

// otherItem: a regexp-backed tag is its pattern (with its words); every
// other says what to write instead: a near stitch tag, a refine for a
// comparison with another field, the tag validator knows for a typo.
func otherItem(x *vItem) {
	key := x.it.Key
	if re, ok := validatorPatterns[key]; ok {
		switch {
		case (key == "numeric" || key == "number") && x.v.isNumber:
			// true of every number
		case x.v.isString:
			if key == "uuid4" {
				x.lv.set("format", "uuid", x.off)
			}
			x.lv.set("pattern", re, x.off)
			x.lv.set("why", validatorWhys[key], x.off)
		default:
			x.bad(nil, "validate: %s applies to strings; %s is %s", key, name(x.lv), model.Describe(x.lv.t))
		}
		return
	}
	if n, ok := inexact[key]; ok {
		x.bad(strings.Fields(n.answeredBy), "validate: %s has no exact stitch meaning (%s); write %s", key, n.why, n.write)
		return
	}
	if crossField[key] {
		x.bad([]string{"refine"}, "validate: %s compares with another field, which no tag on one field says; write a //stitch:union (by=keys when which keys are sent decides) or a //stitch:refine on the struct, and refine=Func here to silence this", key)
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
		x.bad(nil, "validate: %s is not a go-playground/validator tag (validator panics on it)%s", key, hint)
		return
	}
	x.bad([]string{"refine"}, "validate: %s has no exact stitch meaning; write the stitch tags that say what you mean (stitch:\"...\"), or refine=Func with a func(T) error", key)
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
func excludeZero(lv *vLevel) []diag {
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
		return []diag{{level: lv.name, offset: lv.required, answeredBy: []string{"min", "max", "gt", "lt", "required", "optional"},
			msg: "validate: required on a number refuses 0, which stitch's bounds cannot leave out of a range that holds it; add min=1 (or gt=0) to the validate tag if 0 is not a value, or write stitch:\"required\" if only the key must be sent"}}
	}
	return nil
}
