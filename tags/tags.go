// Package tags is the grammar of stitchgen's struct tags and doc-comment
// directives. It is pure: strings in, typed options or positioned errors out.
// Field tags are parsed by their declarations in model.Tags (the value
// grammar, examples, conflicts); it knows nothing of Go types: whether a tag
// fits its field is decided by package load, which calls this one.
//
// Its place in the pipeline is drawn in package pipeline's doc.
package tags

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/big"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/stitchgen/stitchgen/model"
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

// Field holds the options of one level of a struct field's stitch tag: the
// field's own, an element's after dive, or a map key's between keys and
// endkeys. What each key means is declared in model.Tags.
type Field struct {
	// Values holds the options given with a usable value, by key (a
	// flag's value is empty). A value that did not parse is an error and
	// is not here.
	Values map[string]model.TagValue

	// Dive holds the tags after dive: they apply to each element of a slice
	// or array, or each value of a map. Keys holds the tags between keys and
	// endkeys (right after dive): they apply to each map key. Nil when absent.
	Dive, Keys *Field

	// Offsets of each key given in the tag (known or not, its value usable
	// or not), by key, for diagnostics.
	Offsets map[string]int

	// From holds, for a key that another text gave this level (a named
	// type's //stitch:tags, which package load adds to a field's tags), the
	// absolute position (a go/token.Pos) of the key there; its Offsets
	// entry is then the offset in that text. Nil for a parsed tag.
	From map[string]int
}

// Has reports whether the option key is given with a usable value.
func (f Field) Has(key string) bool {
	_, ok := f.Values[key]
	return ok
}

// Known is the list of field tag keys, sorted (model.Tags declares them).
var Known = model.TagKeys()

var goIdent = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// ParseField parses a stitch field tag into options. Every problem is
// reported; the options that parsed are returned along with the errors.
//
// The items before the first dive are the field's own; dive starts the
// element's (go-playground/validator's convention), and keys … endkeys right
// after a dive hold the map key's: min=1,dive,keys,max=8,endkeys,max=50.
func ParseField(tag string) (Field, []Error) {
	items, errs := Split(tag)
	items = joinCommas(tag, items, &errs)
	f, more := parseLevel(items, false)
	errs = append(errs, more...)
	sort.SliceStable(errs, func(i, j int) bool { return errs[i].Offset < errs[j].Offset })
	return f, errs
}

// parseLevel parses the items of one level: a field, an element after dive,
// or a map key between keys and endkeys (inKeys).
func parseLevel(items []Item, inKeys bool) (Field, []Error) {
	var errs []Error
	f := Field{Values: map[string]model.TagValue{}, Offsets: map[string]int{}}
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
				f.Values["keys"] = model.TagValue{}
				if end == 1 {
					errs = append(errs, Error{rest[0].Offset, "keys,endkeys has no tags between them; remove both"})
				}
				f.Keys = &k
				rest = rest[end+1:]
			}
			d, more := parseLevel(rest, false)
			errs = append(errs, more...)
			f.Dive = &d
			f.Values["dive"] = model.TagValue{}
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

// joinCommas finds the items that are the rest of a value an unquoted comma
// cut (pattern=^[a-z]{1,3}$ splits into pattern=^[a-z]{1 and 3}$; enum=a,b,c
// into enum=a, b and c), joins them back into that value, so that it is
// judged as meant, and reports that the value must be quoted (or, for a
// list, separated by |). An item continues the value before it when that
// item's tag takes a value and the item is no tag: a word that is not a tag
// name at all (3}$), or, after a list, a bare word that is not one letter
// off a tag name.
func joinCommas(tag string, items []Item, errs *[]Error) []Item {
	out := items[:0:0]
	for i := 0; i < len(items); i++ {
		it := items[i]
		spec := model.Tag(it.Key)
		if i+1 >= len(items) || spec == nil || !it.HasValue || spec.Value == model.NoValue || spec.Value == model.StructureWord {
			out = append(out, it)
			continue
		}
		var rest []string
		j := i + 1
		for ; j < len(items) && continues(items[j], spec); j++ {
			r := items[j].Key
			if items[j].HasValue {
				r += "=" + items[j].Value
			}
			rest = append(rest, r)
		}
		if len(rest) == 0 {
			out = append(out, it)
			continue
		}
		value := it.Value + "," + strings.Join(rest, ",")
		if raw, ok := rawValue(tag, it, items[j-1]); ok {
			value = raw // as written, with the spaces after its commas
		}
		msg := fmt.Sprintf("%s=%s holds a comma, which ends a tag item unless the value is single-quoted: write %s='%s'", it.Key, value, it.Key, strings.ReplaceAll(value, "'", "''"))
		if spec.Value == model.ListValue || spec.Value == model.ValueList {
			members := strings.Join(strings.Split(value, ","), "|")
			msg = fmt.Sprintf("%s=%s: the %ss of %s are separated by |; a comma ends a tag item: write %s=%s", it.Key, value, spec.Member, it.Key, it.Key, members)
		}
		*errs = append(*errs, Error{it.Offset, msg})
		it.Value = value
		out = append(out, it)
		i = j - 1
	}
	return out
}

// rawValue is the text of the tag from the value of the item first to the
// end of the item last, when the value is not quoted: what a writer meant
// as one value (why=a slug, lower case), spaces kept.
func rawValue(tag string, first, last Item) (string, bool) {
	eq := strings.IndexByte(tag[first.Offset:], '=')
	if eq < 0 || last.Offset > len(tag) {
		return "", false
	}
	start := first.Offset + eq + 1
	end := strings.IndexByte(tag[last.Offset:], ',')
	if end < 0 {
		end = len(tag)
	} else {
		end += last.Offset
	}
	v := strings.TrimSpace(tag[start:end])
	if strings.HasPrefix(v, "'") {
		return "", false
	}
	return v, true
}

// tagWord is what a tag name looks like.
var tagWord = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_-]*$`)

// continues reports whether it is the rest of a value of a tag spec that a
// comma cut, rather than a tag of its own (see joinCommas).
func continues(it Item, spec *model.TagSpec) bool {
	if model.Tag(it.Key) != nil {
		return false
	}
	if _, ok := model.Translate(it.Key, it.Value); ok {
		return false
	}
	if !tagWord.MatchString(it.Key) {
		return true
	}
	if spec.Value != model.ListValue && spec.Value != model.ValueList || it.HasValue {
		return false
	}
	// After a list a bare word is a member, unless it is one letter off a
	// tag of three letters or more (enum=a|b,trm means trim).
	s := Suggest(it.Key, Known)
	return s == "" || len(it.Key) < 3 || distance(it.Key, s) > 1
}

// item applies one tag item to f, parsing its value by the grammar its
// declaration (model.Tags) gives.
func (f *Field) item(it Item) []Error {
	var errs []Error
	bad := func(format string, args ...any) {
		errs = append(errs, Error{it.Offset, fmt.Sprintf(format, args...)})
	}
	spec := model.Tag(it.Key)
	if _, dup := f.Offsets[it.Key]; dup && (spec == nil || !spec.Repeat) {
		bad("%q is given twice; keep one", it.Key)
		return errs
	}
	f.Offsets[it.Key] = it.Offset
	if spec == nil {
		msg := fmt.Sprintf("unknown tag %q", it.Key)
		if w, ok := model.Translate(it.Key, it.Value); ok {
			msg += "; stitchgen writes " + w
		} else if s := Suggest(it.Key, Known); s != "" {
			msg += fmt.Sprintf("; did you mean %q?", s)
		} else {
			msg += "; known tags: " + strings.Join(Known, ", ")
		}
		bad("%s", msg)
		return errs
	}
	if spec.Value == model.NoValue {
		if it.HasValue {
			bad("%q takes no value; write %s", it.Key, it.Key)
		}
		f.Values[it.Key] = model.TagValue{}
		return errs
	}
	if !it.HasValue || it.Value == "" {
		bad("%q needs a value: %s=%s", it.Key, it.Key, spec.Example)
		return errs
	}
	v := model.TagValue{Text: it.Value}
	switch spec.Value {
	case model.NumberValue:
		r, ok := parseNumber(it.Value)
		if !ok {
			bad("%s=%s is not a number; write a decimal such as %s=0 or %s=2.5", it.Key, it.Value, it.Key, it.Key)
			return errs
		}
		v.Num = r
	case model.ListValue:
		if v.List = list(it.Value, it.Key, spec.Member, it.Key+"="+spec.Example, bad); len(v.List) == 0 {
			return errs
		}
	case model.ValueList:
		// Each member is kept as written (List); load reads it as a
		// default= value is read, once the field's type is known.
		if v.List = valueList(it.Value, it.Key, spec.Member, it.Key+"="+spec.Example, bad); len(v.List) == 0 {
			return errs
		}
	case model.RegexpValue:
		if _, err := regexp.Compile(it.Value); err != nil {
			// Kept: load still says where the tag may stand.
			bad("%s does not compile as RE2: %v; fix the expression (quote it as %s='...' if it holds a comma)", it.Key, err, it.Key)
		}
	case model.JSONValue:
		v.JSON, _ = compactJSON(it.Value) // nil when not JSON: a bare word
	case model.IdentValue:
		if !goIdent.MatchString(it.Value) {
			bad("%s=%s is not a function name; write %s=%s (a func(T) error in this package)", it.Key, it.Value, it.Key, spec.Example)
			return errs
		}
		v.List = append(f.Values[it.Key].List, it.Value)
	}
	f.Values[it.Key] = v
	return errs
}

// check reports options of one level that contradict each other (a
// declaration's Conflicts).
func (f *Field) check() []Error {
	var errs []Error
	for _, t := range model.Tags {
		for _, c := range t.Conflicts {
			if f.Has(t.Key) && f.Has(c.With) {
				errs = append(errs, Error{f.Offsets[t.Key], fmt.Sprintf("%s and %s %s; keep one", c.With, t.Key, c.Why)})
			}
		}
	}
	return errs
}

// list splits a |-separated value into its distinct non-empty members,
// spaces around each trimmed, reporting an empty member and each repeated
// one once.
func list(value, key, what, example string, bad func(string, ...any)) []string {
	return distinct(strings.Split(value, "|"), strconv.Quote, key, what, example, bad)
}

// distinct is the distinct non-empty members of parts, spaces around each
// trimmed (as after = elsewhere: enum=b1| b2 | hq lists b2), reporting an
// empty member and each repeated one once, spelled by show.
func distinct(parts []string, show func(string) string, key, what, example string, bad func(string, ...any)) []string {
	var out []string
	seen := map[string]bool{}
	empty := false
	for _, v := range parts {
		v = strings.TrimSpace(v)
		switch {
		case v == "":
			if !empty {
				bad("%s has an empty %s; write %s", key, what, example)
			}
			empty = true
		case seen[v] && !seen["\x00"+v]:
			bad("%s lists %s twice; list each %s once", key, show(v), what)
			seen["\x00"+v] = true
		case !seen[v]:
			out = append(out, v)
			seen[v] = true
		}
	}
	return out
}

// valueList splits a ValueList value into its members at each | outside a
// JSON string, array or object, as list does (a repeated member is spelled
// as written, being JSON or a bare word).
func valueList(value, key, what, example string, bad func(string, ...any)) []string {
	var parts []string
	depth, inString, start := 0, false, 0
	for i := 0; i < len(value); i++ {
		switch c := value[i]; {
		case inString && c == '\\':
			i++
		case c == '"':
			inString = !inString
		case inString:
		case c == '[' || c == '{':
			depth++
		case c == ']' || c == '}':
			depth--
		case c == '|' && depth == 0:
			parts = append(parts, value[start:i])
			start = i + 1
		}
	}
	parts = append(parts, value[start:])
	return distinct(parts, func(v string) string { return v }, key, what, example, bad)
}

// IsDiscriminator reports whether the tag marks a union variant's
// discriminator (oneof-variant), even one whose labels had mistakes.
func (f Field) IsDiscriminator() bool {
	_, ok := f.Offsets["oneof-variant"]
	return ok
}

var number = regexp.MustCompile(`^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$`)

// IsNumber reports whether s is a JSON number literal.
func IsNumber(s string) bool { return number.MatchString(s) }

// parseNumber parses a JSON number literal exactly.
func parseNumber(s string) (*big.Rat, bool) {
	if !number.MatchString(s) || len(s) > 64 {
		return nil, false
	}
	return new(big.Rat).SetString(s)
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

// Suggest returns the known word closest to w, if it is close enough to be
// a likely typo.
func Suggest(w string, known []string) string {
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
