package foreign

import (
	"regexp"
	"strings"

	"github.com/stitchgen/stitchgen/tags"
)

// The jsonschema tag: google/jsonschema-go (the MCP Go SDK's inference)
// reads the whole tag as the property's description and refuses one that
// begins with WORD=; invopop/jsonschema reads comma-separated key=value
// items (a comma inside a value written \,) and the flags required and
// nullable. A tag that begins with WORD=, or is made of invopop flags
// only, is invopop's; any other is a description.
var disallowedPrefix = regexp.MustCompile("^[^ \t\n]*=")

var invopopFlags = map[string]string{"required": "required", "nullable": "nullable"}

// invopopKeys maps invopop's keys that have a stitch tag to it.
var invopopKeys = map[string]string{
	"enum": "enum", "default": "default",
	"minimum": "min", "maximum": "max", "exclusiveMinimum": "gt", "exclusiveMaximum": "lt",
	"minLength": "min", "maxLength": "max", "minItems": "min", "maxItems": "max",
	"pattern": "pattern", "format": "format",
}

// readJSONSchema reads a jsonschema tag: the stitch items it means and the
// description it gives (which wins over the field's doc comment: it is what
// the SDK showed the model); report takes what it cannot say.
func readJSONSchema(tag string, report func(int, string, ...any)) ([]tags.Item, string) {
	if strings.TrimSpace(tag) == "" || tag == "-" {
		return nil, ""
	}
	parts := splitUnescaped(tag)
	invopop := disallowedPrefix.MatchString(tag)
	if !invopop {
		invopop = true
		for _, p := range parts {
			if _, ok := invopopFlags[strings.TrimSpace(p.text)]; !ok {
				invopop = false
			}
		}
	}
	if !invopop {
		return nil, tag // google/jsonschema-go: the whole tag
	}
	var items []tags.Item
	var enum []string
	enumOff := -1
	doc := ""
	for _, p := range parts {
		off := tags.JSONSchemaBase + p.offset
		key, val, has := strings.Cut(p.text, "=")
		key = strings.TrimSpace(key)
		if !has {
			if st, ok := invopopFlags[key]; ok {
				items = append(items, tags.Item{Key: st, Offset: off})
				continue
			}
			report(off, "jsonschema: %s has no stitch meaning; write the stitch tag that says what you mean", key)
			continue
		}
		switch key {
		case "description":
			doc = val
		case "enum":
			if enumOff < 0 {
				enumOff = off
			}
			enum = append(enum, val)
		default:
			st, ok := invopopKeys[key]
			if !ok {
				report(off, "jsonschema: %s=%s has no stitch meaning (stitchgen does not show it to the model); put what it says in the description, or drop it", key, val)
				continue
			}
			items = append(items, tags.Item{Key: st, Value: val, HasValue: true, Offset: off})
		}
	}
	if enumOff >= 0 {
		items = append(items, tags.Item{Key: "enum", Value: strings.Join(enum, "|"), HasValue: true, Offset: enumOff})
	}
	return items, doc
}

type tagPart struct {
	text   string
	offset int
}

// splitUnescaped splits an invopop tag on commas not written \, (and
// unescapes them).
func splitUnescaped(tag string) []tagPart {
	var parts []tagPart
	var b strings.Builder
	start := 0
	for i := 0; i <= len(tag); i++ {
		switch {
		case i == len(tag) || tag[i] == ',':
			parts = append(parts, tagPart{b.String(), start})
			b.Reset()
			start = i + 1
		case tag[i] == '\\' && i+1 < len(tag) && tag[i+1] == ',':
			b.WriteByte(',')
			i++
		default:
			b.WriteByte(tag[i])
		}
	}
	return parts
}
