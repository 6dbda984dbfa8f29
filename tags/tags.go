// Package tags is the grammar of stitchgen's struct tags and doc-comment
// directives. It is pure: strings in, typed options or positioned errors out.
// It knows nothing of Go types; whether a tag fits its field is decided by
// package load, which calls this one.
//
// In the pipeline: load → tags → model → flatten → gen.
package tags

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"regexp"
	"sort"
	"strings"
)

// Error is a problem in a tag or directive. Offset is the byte offset within
// the parsed text, so the caller can turn it into a file position.
type Error struct {
	Offset int
	Msg    string
}

func (e Error) Error() string { return fmt.Sprintf("offset %d: %s", e.Offset, e.Msg) }

// Item is one comma-separated element of a tag: key or key=value.
type Item struct {
	Key      string
	Value    string
	HasValue bool
	Offset   int // of the key within the tag text
}

// Split splits a stitch tag into items. A value that holds a comma or a
// quote is single-quoted; inside quotes, a quote is written twice.
func Split(tag string) ([]Item, []Error) {
	var items []Item
	var errs []Error
	i := 0
	for i <= len(tag) {
		start := i
		for i < len(tag) && tag[i] != ',' && tag[i] != '=' {
			i++
		}
		key := strings.TrimSpace(tag[start:i])
		off := start + (len(tag[start:i]) - len(strings.TrimLeft(tag[start:i], " ")))
		it := Item{Key: key, Offset: off}
		if i < len(tag) && tag[i] == '=' {
			it.HasValue = true
			i++
			for i < len(tag) && tag[i] == ' ' {
				i++
			}
			if i < len(tag) && tag[i] == '\'' {
				qstart := i
				i++
				var b strings.Builder
				closed := false
				for i < len(tag) {
					if tag[i] == '\'' {
						if i+1 < len(tag) && tag[i+1] == '\'' {
							b.WriteByte('\'')
							i += 2
							continue
						}
						closed = true
						i++
						break
					}
					b.WriteByte(tag[i])
					i++
				}
				if !closed {
					errs = append(errs, Error{qstart, fmt.Sprintf("unterminated quoted value of %q; close it with ' (write '' for a quote inside)", key)})
					return items, errs
				}
				it.Value = b.String()
				for i < len(tag) && tag[i] == ' ' {
					i++
				}
				if i < len(tag) && tag[i] != ',' {
					errs = append(errs, Error{i, fmt.Sprintf("unexpected text after the quoted value of %q; separate items with a comma", key)})
					for i < len(tag) && tag[i] != ',' {
						i++
					}
				}
			} else {
				vstart := i
				quote := -1
				for i < len(tag) && tag[i] != ',' {
					if quote < 0 && (tag[i] == '\'' || tag[i] == '"') {
						quote = i
					}
					i++
				}
				it.Value = strings.TrimSpace(tag[vstart:i])
				if quote >= 0 {
					errs = append(errs, Error{quote, fmt.Sprintf("a quote in the value of %q must be inside a single-quoted value: %s='%s'", key, key, strings.ReplaceAll(it.Value, "'", "''"))})
				}
			}
		}
		if it.Key == "" {
			if it.HasValue || len(tag) > 0 {
				errs = append(errs, Error{start, "empty item; remove the extra comma"})
			}
		} else {
			items = append(items, it)
		}
		i++ // the comma
	}
	return items, errs
}

// Field holds the options of one struct field's stitch tag.
// A nil pointer or empty value means the option is absent.
type Field struct {
	Int              bool
	Min, Max         *big.Rat // min=, max=: value, length in runes, items or entries
	MinText, MaxText string   // as written, for the schema
	Gt, Lt           *big.Rat
	GtText, LtText   string
	Enum             []string
	Pattern          string
	Format           string
	Default          json.RawMessage // compact
	Nullable         bool
	Optional         bool
	Required         bool
	Refine           []string
	Trim, Lower      bool
	Upper            bool
	Coerce           bool
	Catch            json.RawMessage // compact
	Variant          []string        // oneof-variant labels
	Rest             bool
	// DefaultText and CatchText are the values as written. A string field
	// takes a bare word that is not JSON (default=asc) as that string; the
	// loader, which knows the field's type, decides.
	DefaultText, CatchText string

	// Dive holds the tags after dive: they apply to each element of a slice
	// or array, or each value of a map. Keys holds the tags between keys and
	// endkeys (right after dive): they apply to each map key. Nil when absent.
	Dive, Keys *Field

	// Offsets of each option's key in the tag, by key, for diagnostics.
	Offsets map[string]int
}

// Known is the list of field tag keys, sorted.
var Known = []string{
	"catch", "coerce", "default", "dive", "endkeys", "enum", "format", "gt", "int",
	"keys", "lower", "lt", "max", "min", "nullable", "oneof-variant", "optional",
	"pattern", "refine", "required", "rest", "trim", "upper",
}

var flags = map[string]bool{
	"int": true, "nullable": true, "optional": true, "required": true,
	"trim": true, "lower": true, "upper": true, "coerce": true, "rest": true,
	"dive": true, "keys": true, "endkeys": true,
}

var goIdent = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// ParseField parses a stitch field tag into options. Every problem is
// reported; the options that parsed are returned along with the errors.
//
// The items before the first dive are the field's own; dive starts the
// element's (go-playground/validator's convention), and keys … endkeys right
// after a dive hold the map key's: min=1,dive,keys,max=8,endkeys,max=50.
func ParseField(tag string) (Field, []Error) {
	items, errs := Split(tag)
	f, more := parseLevel(items, false)
	errs = append(errs, more...)
	sort.SliceStable(errs, func(i, j int) bool { return errs[i].Offset < errs[j].Offset })
	return f, errs
}

// parseLevel parses the items of one level: a field, an element after dive,
// or a map key between keys and endkeys (inKeys).
func parseLevel(items []Item, inKeys bool) (Field, []Error) {
	var errs []Error
	f := Field{Offsets: map[string]int{}}
	for i := 0; i < len(items); i++ {
		it := items[i]
		switch it.Key {
		case "dive":
			if inKeys {
				errs = append(errs, Error{it.Offset, "dive cannot stand between keys and endkeys (a key is a string); close the key tags with endkeys first"})
				continue
			}
			if it.HasValue {
				errs = append(errs, Error{it.Offset, `"dive" takes no value; write dive`})
			}
			f.Offsets["dive"] = it.Offset
			rest := items[i+1:]
			if len(rest) > 0 && rest[0].Key == "keys" {
				end := -1
				for j, r := range rest {
					if r.Key == "endkeys" {
						end = j
						break
					}
				}
				if end < 0 {
					errs = append(errs, Error{rest[0].Offset, "keys has no endkeys; close the key tags: dive,keys,pattern='^[a-z]+$',endkeys"})
					return f, errs
				}
				k, more := parseLevel(rest[1:end], true)
				errs = append(errs, more...)
				f.Offsets["keys"] = rest[0].Offset
				if end == 1 {
					errs = append(errs, Error{rest[0].Offset, "keys,endkeys has no tags between them; remove both"})
				}
				f.Keys = &k
				rest = rest[end+1:]
			}
			d, more := parseLevel(rest, false)
			errs = append(errs, more...)
			f.Dive = &d
			errs = append(errs, f.check()...)
			return f, errs
		case "keys":
			errs = append(errs, Error{it.Offset, "keys must come right after dive: dive,keys,…,endkeys"})
			for i < len(items)-1 && items[i].Key != "endkeys" {
				i++ // the key tags are reported once, here
			}
			continue
		case "endkeys":
			errs = append(errs, Error{it.Offset, "endkeys closes keys: dive,keys,…,endkeys"})
			continue
		}
		errs = append(errs, f.item(it)...)
	}
	errs = append(errs, f.check()...)
	return f, errs
}

// item applies one tag item to f.
func (f *Field) item(it Item) []Error {
	var errs []Error
	bad := func(format string, args ...any) {
		errs = append(errs, Error{it.Offset, fmt.Sprintf(format, args...)})
	}
	if _, dup := f.Offsets[it.Key]; dup && it.Key != "refine" {
		bad("%q is given twice; keep one", it.Key)
		return errs
	}
	f.Offsets[it.Key] = it.Offset
	if flags[it.Key] {
		if it.HasValue {
			bad("%q takes no value; write %s", it.Key, it.Key)
		}
	} else if isKnown(it.Key) && (!it.HasValue || it.Value == "") {
		bad("%q needs a value: %s=%s", it.Key, it.Key, example(it.Key))
		return errs
	}
	switch it.Key {
	case "int":
		f.Int = true
	case "nullable":
		f.Nullable = true
	case "optional":
		f.Optional = true
	case "required":
		f.Required = true
	case "trim":
		f.Trim = true
	case "lower":
		f.Lower = true
	case "upper":
		f.Upper = true
	case "coerce":
		f.Coerce = true
	case "rest":
		f.Rest = true
	case "min", "max", "gt", "lt":
		r, text, ok := parseNumber(it.Value)
		if !ok {
			bad("%s=%s is not a number; write a decimal such as %s=0 or %s=2.5", it.Key, it.Value, it.Key, it.Key)
			return errs
		}
		switch it.Key {
		case "min":
			f.Min, f.MinText = r, text
		case "max":
			f.Max, f.MaxText = r, text
		case "gt":
			f.Gt, f.GtText = r, text
		case "lt":
			f.Lt, f.LtText = r, text
		}
	case "enum":
		f.Enum = list(it.Value, "enum", "value", "enum=a|b|c", bad)
	case "oneof-variant":
		f.Variant = list(it.Value, "oneof-variant", "label", "oneof-variant=a|b", bad)
	case "pattern":
		if _, err := regexp.Compile(it.Value); err != nil {
			bad("pattern does not compile as RE2: %v; fix the expression (quote it as pattern='...' if it holds a comma)", err)
		}
		f.Pattern = it.Value
	case "format":
		f.Format = it.Value
	case "default", "catch":
		raw, _ := compactJSON(it.Value) // nil when not JSON: a bare word
		if it.Key == "default" {
			f.Default, f.DefaultText = raw, it.Value
		} else {
			f.Catch, f.CatchText = raw, it.Value
		}
	case "refine":
		if !goIdent.MatchString(it.Value) {
			bad("refine=%s is not a function name; write refine=FuncName (a func(T) error in this package)", it.Value)
			return errs
		}
		f.Refine = append(f.Refine, it.Value)
	default:
		msg := fmt.Sprintf("unknown tag %q", it.Key)
		if s := suggest(it.Key, Known); s != "" {
			msg += fmt.Sprintf("; did you mean %q?", s)
		} else {
			msg += "; known tags: " + strings.Join(Known, ", ")
		}
		bad("%s", msg)
	}
	return errs
}

// check reports options of one level that contradict each other.
func (f *Field) check() []Error {
	var errs []Error
	if f.Optional && f.Required {
		errs = append(errs, Error{f.Offsets["required"], "optional and required conflict; keep one"})
	}
	if f.Lower && f.Upper {
		errs = append(errs, Error{f.Offsets["upper"], "lower and upper conflict; keep one"})
	}
	if f.Min != nil && f.Gt != nil {
		errs = append(errs, Error{f.Offsets["gt"], "min and gt both bound from below; keep one"})
	}
	if f.Max != nil && f.Lt != nil {
		errs = append(errs, Error{f.Offsets["lt"], "max and lt both bound from above; keep one"})
	}
	return errs
}

// list splits a |-separated value into its distinct non-empty members,
// reporting an empty member and each repeated one once.
func list(value, key, what, example string, bad func(string, ...any)) []string {
	var out []string
	seen := map[string]bool{}
	empty := false
	for _, v := range strings.Split(value, "|") {
		switch {
		case v == "":
			if !empty {
				bad("%s has an empty %s; write %s", key, what, example)
			}
			empty = true
		case seen[v] && !seen["\x00"+v]:
			bad("%s lists %q twice; list each %s once", key, v, what)
			seen["\x00"+v] = true
		case !seen[v]:
			out = append(out, v)
			seen[v] = true
		}
	}
	return out
}

// IsDiscriminator reports whether the tag marks a union variant's
// discriminator (oneof-variant), even one whose labels had mistakes.
func (f Field) IsDiscriminator() bool {
	_, ok := f.Offsets["oneof-variant"]
	return ok
}

func isKnown(k string) bool {
	i := sort.SearchStrings(Known, k)
	return i < len(Known) && Known[i] == k
}

func example(key string) string {
	switch key {
	case "enum":
		return "a|b|c"
	case "oneof-variant":
		return "label"
	case "pattern":
		return "'^[a-z]+$'"
	case "format":
		return "uri"
	case "default", "catch":
		return "0"
	case "refine":
		return "CheckName"
	}
	return "0"
}

var number = regexp.MustCompile(`^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$`)

// IsNumber reports whether s is a JSON number literal.
func IsNumber(s string) bool { return number.MatchString(s) }

// parseNumber parses a JSON number literal exactly.
func parseNumber(s string) (*big.Rat, string, bool) {
	if !number.MatchString(s) || len(s) > 64 {
		return nil, "", false
	}
	r, ok := new(big.Rat).SetString(s)
	if !ok {
		return nil, "", false
	}
	return r, s, true
}

func compactJSON(s string) (json.RawMessage, error) {
	var v any
	d := json.NewDecoder(strings.NewReader(s))
	d.UseNumber()
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	if d.More() {
		return nil, fmt.Errorf("trailing data")
	}
	var b bytes.Buffer
	if err := json.Compact(&b, []byte(s)); err != nil {
		return nil, err
	}
	return json.RawMessage(b.Bytes()), nil
}

// suggest returns the known word closest to w, if it is close enough to be
// a likely typo.
func suggest(w string, known []string) string {
	best, bestD := "", 3
	for _, k := range known {
		if d := distance(w, k); d < bestD {
			best, bestD = k, d
		}
	}
	return best
}

// distance is the optimal-string-alignment distance between a and b:
// Levenshtein plus the swap of two neighbours, the commonest typo.
func distance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			c := 1
			if a[i-1] == b[j-1] {
				c = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+c)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}
