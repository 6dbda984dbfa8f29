package tags

import (
	"regexp"
	"strings"
)

// This file is the grammar of go-playground/validator's `validate:` tags, as
// that library splits them (validator's parseFieldTagsRecursive): items
// separated by commas, an item key=param, alternatives joined by |, and the
// escapes 0x2C for a comma and 0x7C for a | inside a param. What each item
// means for stitchgen is load's to decide (load/validate.go): it needs the
// Go type, which this package does not see.

// ValidateBase and JSONSchemaBase are added to the offset of an item read
// from a `validate:` or a `jsonschema:` tag when it is handed to ParseItems,
// so that a diagnostic can tell it from an item of the `stitch:` tag and
// point into the right tag: an offset o ≥ JSONSchemaBase is o-JSONSchemaBase
// bytes into the jsonschema tag, one ≥ ValidateBase (and below) into the
// validate tag.
const (
	ValidateBase   = 1 << 20
	JSONSchemaBase = 2 << 20
)

// Conflicts reports the options of f's level that contradict each other, as
// ParseField does for one tag (load calls it once it has merged the items
// of another library's tag into a stitch tag's).
func (f *Field) Conflicts() []Error { return f.check() }

// ValidateItem is one comma-separated item of a validate tag.
type ValidateItem struct {
	Key      string
	Param    string // unescaped (0x2C is a comma, 0x7C a |)
	HasParam bool
	Offset   int // of the key within the tag
	// Or holds the alternatives of an item written a|b (Key is the first);
	// nil for a single item.
	Or []string
}

// SplitValidate splits a validate tag into its items, as validator does.
// It never fails: an item validator itself would refuse is still an item,
// and load reports it by name.
func SplitValidate(tag string) []ValidateItem {
	var items []ValidateItem
	off := 0
	for _, part := range strings.Split(tag, ",") {
		start := off
		off += len(part) + 1
		lead := len(part) - len(strings.TrimLeft(part, " "))
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		it := ValidateItem{Offset: start + lead}
		if alts := strings.Split(part, "|"); len(alts) > 1 {
			it.Or = alts
		}
		key, param, has := strings.Cut(part, "=")
		it.Key, it.HasParam = key, has
		it.Param = strings.NewReplacer("0x2C", ",", "0x7C", "|").Replace(param)
		items = append(items, it)
	}
	return items
}

var oneofParam = regexp.MustCompile(`'[^']*'|\S+`)

// OneofValues splits the param of validator's oneof as validator does
// (parseOneOfParam2): words separated by spaces, a 'quoted phrase' one value.
func OneofValues(param string) []string {
	vals := oneofParam.FindAllString(param, -1)
	for i, v := range vals {
		vals[i] = strings.ReplaceAll(v, "'", "")
	}
	return vals
}

// ParseItems parses stitch items, as ParseField parses a tag's: load hands
// it the items it translated from another library's tag (their offsets
// ForeignOffset past that tag's start).
func ParseItems(items []Item) (Field, []Error) {
	return parseLevel(items, false)
}
