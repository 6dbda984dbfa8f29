package model

import (
	"encoding/json"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/stitchgen/stitchgen/runtime/stitchimpl"
)

// Tags declares every stitch field tag, once: how its value is written,
// what values it applies to and at which level, what it conflicts with,
// how it is stored in Checks, what it does to what the parser accepts, and
// how it shows in the schemas. Everything else derives from this table:
//   - package tags parses a tag by it (the known keys, flags, value
//     grammars, examples in messages, conflicts at one level);
//   - package load reports a tag that does not fit its value from it, with
//     one loop (On, Misfit, Levels), and stores a fitting one through Set;
//     the few judgements of a tag that need the Go type (a bound against the
//     type's range, an integer enum member, a portable format, a refine
//     function's signature) are load's judges, keyed by the tag they judge;
//   - a value is judged by it (Judge, Passes: Checks.Judge), as the
//     generated parser checks it: load's judge of default= and catch=
//     values and the property tests' generator ask it, and nothing else
//     reads a tag as a rule;
//   - the exact schema shows each tag by it (Schema) and names a field's
//     tolerances (TagSpec.Tolerates); load's default/catch judge and the property
//     tests rewrite strings as it says (Rewrite);
//   - the contract file spells each check by it (Field: where Checks holds
//     the value; Get and Put write and read it under the tag's key), and
//     the -breaking review compares two sides by it: what the tag does to
//     acceptance (Effect), how two values compare (Compare), the verb and
//     the rules it is reported with (Verb, Review), what a tolerance
//     forgives (Forgives, Spoil, Unforgiven), what a widening admits;
//   - gen writes a string's and a number's checks through emitters keyed
//     by the tag (gen's stringEmitters, numberEmitters, rewriters);
//   - the tag table of docs/tags.md is this table (TestDocsTagTable keeps them equal).
//
// Adding a tag is an entry here (with its Judge, if it checks a value, and
// its Effect and Compare), the field of Checks it fills, and its emitter in
// gen (the code the generated parser runs); a tag that shows as a keyword
// the Schema type lacks adds that keyword too. TestTagMeanings (model),
// TestEmitters (gen) and TestEveryTagReviewed (breaking) fail for a tag the
// table does not fully describe. The property tests generate values from what a tag
// shows in the schema (Schema) and keep those its Judge passes.
// The order is the tag table's (docs/tags.md).
var Tags = []TagSpec{
	{Key: "int", Value: NoValue, On: Floats, Levels: AtField | AtElem,
		Effect: Narrows, Compare: AsFlag, Field: func(c *Checks) any { return &c.Int },
		Misfit: "applies to float fields (it asks for an integral value)", Fix: DropIt,
		Where: "float fields", Doc: "value must be integral", Shows: "`integer`",
		Set: func(c *Checks, _ TagValue) { c.Int = true },
		Judge: func(x Value, c *Checks) string {
			if c.Int && x.Kind == Floats && !stitchimpl.IsIntegral(x.Lit) {
				return fmt.Sprintf("%s is not an integer", x.Lit)
			}
			return ""
		},
		Schema: func(s *Schema, c *Checks, k TagKinds) {
			if c.Int && k == Floats {
				s.Type = []string{"integer"}
			}
		}},
	{Key: "min", Value: NumberValue, Example: "0", On: Numbers | Lengths, Levels: AtField | AtElem | AtKey,
		Effect: Narrows, Compare: Ordered, Field: func(c *Checks) any { return &c.Min },
		Misfit: "applies to numbers, strings, slices and maps",
		Where:  "numbers: value; strings: length in runes; slices, arrays: items; maps: entries", Doc: "inclusive bounds",
		Shows: "`minimum`, `minLength`, `minItems`, `minProperties`…",
		Set:   func(c *Checks, v TagValue) { c.Min = v.Bound() },
		Judge: func(x Value, c *Checks) string { return judgeBound(x, c.Min, "min", -1, false) },
		Schema: func(s *Schema, c *Checks, k TagKinds) {
			showCount(s, c.Min, k, &s.MinLength, &s.MinItems, &s.MinProperties, maxPtr)
		},
		Elsewhere: map[string]string{"gte": "min=%s", "minimum": "min=%s", "minLength": "min=%s", "minItems": "min=%s", "minProperties": "min=%s", "len": "min=%s,max=%s"}},
	{Key: "max", Value: NumberValue, Example: "0", On: Numbers | Lengths, Levels: AtField | AtElem | AtKey,
		Effect: Narrows, Compare: Ordered, Field: func(c *Checks) any { return &c.Max },
		Misfit: "applies to numbers, strings, slices and maps",
		Where:  "numbers: value; strings: length in runes; slices, arrays: items; maps: entries", Doc: "inclusive bounds",
		Shows: "`minimum`, `minLength`, `minItems`, `minProperties`…",
		Set:   func(c *Checks, v TagValue) { c.Max = v.Bound() },
		Judge: func(x Value, c *Checks) string { return judgeBound(x, c.Max, "max", 1, false) },
		Schema: func(s *Schema, c *Checks, k TagKinds) {
			showCount(s, c.Max, k, &s.MaxLength, &s.MaxItems, &s.MaxProperties, minPtr)
		},
		Elsewhere: map[string]string{"lte": "max=%s", "maximum": "max=%s", "maxLength": "max=%s", "maxItems": "max=%s", "maxProperties": "max=%s"}},
	// gt and lt bound numbers only: on a length load says to write min or
	// max (Length); elsewhere they share the bounds' misfit.
	{Key: "gt", Value: NumberValue, Example: "0", On: Numbers, Levels: AtField | AtElem, Length: "min",
		Effect: Narrows, Compare: Ordered, Field: func(c *Checks) any { return &c.Gt },
		Conflicts: []Conflict{{With: "min", Why: "both bound from below"}},
		Misfit:    "applies to numbers, strings, slices and maps",
		Where:     "numbers", Doc: "exclusive bounds", Shows: "`exclusiveMinimum` / `exclusiveMaximum`",
		Set:       func(c *Checks, v TagValue) { c.Gt = v.Bound() },
		Judge:     func(x Value, c *Checks) string { return judgeBound(x, c.Gt, "gt", -1, true) },
		Elsewhere: map[string]string{"exclusiveMinimum": "gt=%s"}},
	{Key: "lt", Value: NumberValue, Example: "0", On: Numbers, Levels: AtField | AtElem, Length: "max",
		Effect: Narrows, Compare: Ordered, Field: func(c *Checks) any { return &c.Lt },
		Conflicts: []Conflict{{With: "max", Why: "both bound from above"}},
		Misfit:    "applies to numbers, strings, slices and maps",
		Where:     "numbers", Doc: "exclusive bounds", Shows: "`exclusiveMinimum` / `exclusiveMaximum`",
		Set:       func(c *Checks, v TagValue) { c.Lt = v.Bound() },
		Judge:     func(x Value, c *Checks) string { return judgeBound(x, c.Lt, "lt", 1, true) },
		Elsewhere: map[string]string{"exclusiveMaximum": "lt=%s"}},
	{Key: "enum", Value: ListValue, Example: "a|b|c", Member: "value", On: Strings | Texts | Integers, Levels: AtField | AtElem | AtKey,
		Effect: Narrows, Compare: AsSet, Field: func(c *Checks) any { return &c.Enum },
		Misfit: "applies to strings and integers", Fix: DiveHint,
		Where: "strings, integers", Doc: "allowed values", Shows: "`enum`",
		Set:   func(c *Checks, v TagValue) { c.Enum = v.List },
		Judge: judgeEnum,
		Schema: func(s *Schema, c *Checks, k TagKinds) {
			for _, e := range c.Enum {
				if k.Has(Numbers) {
					s.Enum = append(s.Enum, json.RawMessage(e))
				} else {
					s.Enum = append(s.Enum, quote(e))
				}
			}
		},
		Elsewhere: map[string]string{"oneof": "enum=%s", "oneOf": "enum=%s", "in": "enum=%s"}},
	{Key: "pattern", Value: RegexpValue, Example: "'^[a-z]+$'", On: Strings | Texts, Levels: AtField | AtElem | AtKey,
		Effect: Narrows, Compare: BySamples, Field: func(c *Checks) any { return &c.Pattern },
		Verb: "must match", Review: [3]string{"F27", "F28", "F29"},
		Misfit: "applies to strings", Fix: DiveHint,
		Where: "strings", Doc: "RE2 match (unanchored, as JSON Schema)", Shows: "`pattern`, in its portable spelling (below)",
		Set:   func(c *Checks, v TagValue) { c.Pattern = v.Text },
		Judge: judgePattern,
		// The schemas' regex dialect is ECMA-262 (with u), and Go
		// validators read them with RE2: they carry the pattern's portable
		// spelling, which both read to the parser's meaning. Load has
		// refused a pattern without one, so the RE2 text is left only for
		// a Checks load did not judge.
		Schema: func(s *Schema, c *Checks, _ TagKinds) {
			s.Pattern = c.Pattern
			if e, err := PortablePattern(c.Pattern); err == nil {
				s.Pattern = e
			}
		},
		Elsewhere: map[string]string{"regexp": "pattern=%s", "regex": "pattern=%s", "match": "pattern=%s"}},
	// why is the pattern's reason in words: a model told only a regular
	// expression guesses what it means.
	{Key: "why", Value: TextValue, Example: "'a lower-case slug'", On: Strings | Texts, Levels: AtField | AtElem | AtKey, Needs: "pattern",
		Effect: Describes, Compare: AsValue, Field: func(c *Checks) any { return &c.Why }, V1: "-",
		Misfit: "applies to strings (it says why a string must match its pattern)", Fix: DiveHint,
		Where: "strings with a `pattern`", Doc: "the pattern's reason in words: what a matching string is, as a noun phrase (`why='a relative path'`)",
		Shows: "the description (`A relative path.`); the issue says `expected a string that is a relative path (pattern ^…)`",
		Set:   func(c *Checks, v TagValue) { c.Why = strings.TrimRight(strings.TrimSpace(v.Text), ".") },
		Schema: func(s *Schema, c *Checks, k TagKinds) {
			s.Why = WhySentence(c, k)
			s.Description = JoinSentences(s.Description, s.Why)
		}},
	{Key: "format", Value: WordValue, Example: "uri", On: Strings | Texts, Levels: AtField | AtElem | AtKey,
		Effect: Narrows, Compare: BySamples, Field: func(c *Checks) any { return &c.Format },
		Verb: "has format", Review: [3]string{"F30", "F30", "F31"},
		Misfit: "applies to strings", Fix: DiveHint,
		Where: "strings", Doc: "one of the portable formats below", Shows: "`format`",
		Set:   func(c *Checks, v TagValue) { c.Format = v.Text },
		Judge: judgeFormat,
		Schema: func(s *Schema, c *Checks, k TagKinds) {
			if k.Has(Strings | Texts) {
				s.Format = c.Format
			}
		},
		Elsewhere: map[string]string{"email": "format=email", "url": "format=uri", "uri": "format=uri", "http_url": "format=uri", "uuid": "format=uuid", "uuid4": "format=uuid", "datetime": "format=date-time", "hostname": "format=hostname", "ipv4": "format=ipv4", "ipv6": "format=ipv6"}},
	{Key: "default", Value: JSONValue, Example: "0", On: AnyKind, Levels: AtField,
		Effect: Fills, Compare: AsValue, Field: func(c *Checks) any { return &c.Default },
		Where: "optional fields; on a string field a bare word is that string (`default=asc`)",
		Doc:   "value used when the key is absent", Shows: "`default` (a union variant's is stated in the advertised description instead)"},
	// examples are sample values a model reads; load judges each by the
	// field's checks, as a default, and exact.go shows them beside it.
	{Key: "examples", Value: ValueList, Example: "a|b", Member: "example", On: AnyKind, Levels: AtField,
		Effect: Describes, Compare: AsValue, Field: func(c *Checks) any { return &c.Examples }, V1: "-",
		Where: "any field; each value as `default=` reads one (a bare word on a string field)",
		Doc:   "sample values for the model; each must pass the field's checks", Shows: "`examples`; in the description (`Examples: \"a\", \"b\".`) where the dialect takes no `examples`"},
	{Key: "nullable", Value: NoValue, On: AnyKind, Levels: AtField | AtElem,
		Effect: Widens, Compare: AsFlag, Field: func(c *Checks) any { return &c.Nullable },
		Admits: json.RawMessage("null"), Review: [3]string{"F11", "", "F10"},
		Where: "any", Doc: "JSON `null` is accepted (pointers hold nil; other fields keep their zero value)", Shows: "`null` added to `type`",
		Set:       func(c *Checks, _ TagValue) { c.Nullable = true },
		Elsewhere: map[string]string{"null": "nullable"}},
	{Key: "optional", Value: NoValue, On: AnyKind, Levels: AtField,
		Effect: Widens, Compare: AsFlag,
		Where: "any", Doc: "override presence (default: optional iff `omitempty`/`omitzero` or a pointer)", Shows: "`required`",
		Elsewhere: map[string]string{"omitempty": "optional (or json:\"name,omitempty\")"}},
	{Key: "required", Value: NoValue, On: AnyKind, Levels: AtField,
		Effect: Narrows, Compare: AsFlag,
		Conflicts: []Conflict{{With: "optional", Why: "conflict"}},
		Where:     "any", Doc: "override presence (default: optional iff `omitempty`/`omitzero` or a pointer)", Shows: "`required`"},
	// requires names keys of the same object a sent key needs; load judges
	// the names against the struct's keys, and exact.go shows them on the
	// object (dependentRequired).
	{Key: "requires", Value: ListValue, Example: "other|third", Member: "key", On: AnyKind, Levels: AtField,
		Effect: Narrows, Compare: AsKeys, Field: func(c *Checks) any { return &c.Requires }, V1: "-",
		Verb: "requires", Review: [3]string{"F37", "F37", "F37"},
		Where: "optional fields; the JSON keys of the same object",
		Doc:   "when this key is sent, those must be sent too (the issue names both: `missing required key \"namespaces\" (required when \"resource_name\" is sent)`)",
		Shows: "`dependentRequired` on the object; in the key's description (`Requires namespaces when sent.`) where the dialect takes no `dependentRequired`"},
	{Key: "refine", Value: IdentValue, Example: "FuncName", Repeat: true, On: AnyKind, Levels: AtField | AtElem,
		Effect: Narrows, Compare: AsSet, Field: func(c *Checks) any { return &c.Refine },
		Where: "any; repeatable", Doc: "`func Func(v T) error` from the same package, after all visible checks pass; its error text is the issue", Shows: "hidden",
		Set: func(c *Checks, v TagValue) { c.Refine = append(c.Refine, v.List...) }},
	{Key: "trim", Value: NoValue, On: Strings | Texts, Levels: AtField | AtElem,
		Effect: Tolerates, Compare: AsFlag, Field: func(c *Checks) any { return &c.Trim },
		Verb: "trims", Forgives: Spellings, Spoil: func(s string) string { return " " + s + " " },
		Misfit: "rewrites strings", Fix: DiveHint,
		Where: "strings", Doc: "rewrite the value before its checks (on a discriminator: before its label is matched)", Shows: "tolerance: the schemas describe the rewritten value (its bounds, enum, pattern, format)",
		Set: func(c *Checks, _ TagValue) { c.Trim = true }, Rewrite: strings.TrimSpace},
	{Key: "lower", Value: NoValue, On: Strings | Texts, Levels: AtField | AtElem,
		Effect: Tolerates, Compare: AsFlag, Field: func(c *Checks) any { return &c.Lower },
		Verb: "lowercases", Forgives: Spellings, Spoil: strings.ToUpper,
		Misfit: "rewrites strings", Fix: DiveHint,
		Where: "strings", Doc: "rewrite the value before its checks (on a discriminator: before its label is matched)", Shows: "tolerance: the schemas describe the rewritten value (its bounds, enum, pattern, format)",
		Set: func(c *Checks, _ TagValue) { c.Lower = true }, Rewrite: strings.ToLower},
	{Key: "upper", Value: NoValue, On: Strings | Texts, Levels: AtField | AtElem,
		Effect: Tolerates, Compare: AsFlag, Field: func(c *Checks) any { return &c.Upper },
		Verb: "uppercases", Forgives: Spellings, Spoil: strings.ToLower,
		Conflicts: []Conflict{{With: "lower", Why: "conflict"}},
		Misfit:    "rewrites strings", Fix: DiveHint,
		Where: "strings", Doc: "rewrite the value before its checks (on a discriminator: before its label is matched)", Shows: "tolerance: the schemas describe the rewritten value (its bounds, enum, pattern, format)",
		Set: func(c *Checks, _ TagValue) { c.Upper = true }, Rewrite: strings.ToUpper},
	{Key: "coerce", Value: NoValue, On: Strings | Integers | Floats | Bools, Levels: AtField | AtElem,
		Effect: Tolerates, Compare: AsFlag, Field: func(c *Checks) any { return &c.Coerce },
		Verb: "coerces scalar spellings", Forgives: ScalarText,
		Misfit: "applies to numbers, bools and strings", Fix: DiveHint,
		Where: "numbers, bools, strings", Doc: "also accept other scalar spellings (the parser: coerce)", Shows: "tolerance: the schemas keep the canonical type",
		Set: func(c *Checks, _ TagValue) { c.Coerce = true }},
	{Key: "single", Value: NoValue, On: Lists, Levels: AtField | AtElem,
		Effect: Tolerates, Compare: AsFlag, Field: func(c *Checks) any { return &c.Single },
		Verb: "takes one item for the list", Forgives: OneItem,
		Misfit: "applies to slices and arrays (it accepts one item sent without the list)", Fix: DropIt,
		Where: "slices, arrays", Doc: "also accept one item sent where the list is expected (`\"a\"` for `[\"a\"]`): the list holds that item, and its count checks count 1", Shows: "tolerance: the schemas keep the list",
		Set: func(c *Checks, _ TagValue) { c.Single = true }},
	{Key: "zero-ok", Value: NoValue, On: Strings | Numbers, Levels: AtField | AtElem,
		Effect: Tolerates, Compare: AsFlag, Field: func(c *Checks) any { return &c.ZeroOK }, V1: "-",
		Verb: "lets the zero value skip its checks", Forgives: ZeroValue, Unforgiven: "the zero value is checked as any other",
		Misfit: "applies to strings and numbers (their zero value, \"\" or 0, skips the checks)", Fix: DiveHint,
		Where: "strings, numbers", Doc: "the zero value (`\"\"`, `0`) passes without the other checks, as go-playground/validator's `omitempty` lets it", Shows: "tolerance: the schemas keep the checks",
		Set: func(c *Checks, _ TagValue) { c.ZeroOK = true },
		// -0 and a literal that a float field holds as 0 are zero too, as
		// the parser compares the value it holds.
		Passes: func(x Value, c *Checks) bool {
			return c.ZeroOK && (x.Kind == Strings && x.Str == "" || x.Kind.Has(Numbers) && stitchimpl.ParseFloat(x.Lit, x.Type.Kind.Bits()) == 0)
		}},
	{Key: "catch", Value: JSONValue, Example: "0", On: AnyKind, Levels: AtField,
		Effect: Tolerates, Compare: AsValue, Field: func(c *Checks) any { return &c.Catch },
		Verb: "catches invalid values", Forgives: AnyInvalid, Unforgiven: "an invalid value is an issue now",
		Where: "any; a bare word on a string field (`catch=none`)", Doc: "on any issue inside the field, use this value instead", Shows: "tolerance: the schemas keep the canonical type"},
	{Key: "oneof-variant", Value: ListValue, Example: "a|b", Member: "label", On: Strings | Texts, Levels: AtField,
		Effect: Narrows, Compare: AsSet, Field: func(c *Checks) any { return &c.Labels }, V1: "labels",
		Where: "a variant's string discriminator field", Doc: "the variant's labels (canonical: the form its `trim`/`lower`/`upper` leave)", Shows: "`const` / `enum`",
		Judge: func(x Value, c *Checks) string {
			if len(c.Labels) > 0 && x.Kind == Strings && !slices.Contains(c.Labels, x.Str) {
				return fmt.Sprintf("%s is not one of %s", strconv.Quote(x.Str), strings.Join(c.Labels, ", "))
			}
			return ""
		},
		Schema: func(s *Schema, c *Checks, k TagKinds) {
			if len(c.Labels) > 0 && k != Texts {
				s.Enum = nil
				for _, l := range c.Labels {
					s.Enum = append(s.Enum, quote(l))
				}
			}
		}},
	{Key: "rest", Value: NoValue, On: Maps, Levels: AtField,
		Effect: Shapes,
		Where:  "one `map[string]T` field, `json:\"-\"`", Doc: "collects unknown keys (the object becomes loose)", Shows: "`additionalProperties: <T>`"},
	{Key: "dive", Value: StructureWord, On: Lists | Maps, Levels: AtField | AtElem,
		Effect: Shapes,
		Misfit: "applies to slices, arrays and maps (the tags after it check each element)", Fix: DropIt,
		Where: "slices, arrays, maps", Doc: "the tags after it check each element (map: each value), as go-playground/validator's `dive`; repeat for nesting", Shows: "`items`, `additionalProperties`"},
	{Key: "keys", Value: StructureWord, On: Maps, Levels: AtField | AtElem,
		Effect: Shapes,
		Where:  "right after `dive` on a map", Doc: "the tags between check each key: `min`, `max`, `enum`, `pattern`, `why`, `format`", Shows: "`propertyNames`"},
	{Key: "endkeys", Value: StructureWord, On: Maps, Levels: AtField | AtElem,
		Effect: Shapes}, // documented with keys
}

// TagSpec declares one stitch field tag (see Tags).
type TagSpec struct {
	Key   string
	Value TagGrammar
	// Example is a value of the tag, as messages suggest it (max=0); ""
	// for a flag or a structure word.
	Example string
	// Member names one member of a List value in messages ("value").
	Member string
	// Repeat allows the tag more than once at one level (refine=A,refine=B);
	// the members add up in TagValue.List.
	Repeat bool
	// On is the kinds of value the tag applies to, and Levels where it may
	// stand in a tag.
	On     TagKinds
	Levels TagLevels
	// Length, for a number-only bound, is the tag that says the same of a
	// length (gt: min): on a string, slice or map, load says to write it.
	Length string
	// Conflicts are the tags that contradict this one at one level; the
	// error points at this one.
	Conflicts []Conflict
	// Needs is a tag this one says nothing without, at the same level
	// (why: pattern); load reports this one standing alone.
	Needs string
	// Misfit completes "<key> <Misfit>; <whose value> is <its kind>", the
	// error when the tag stands on a value outside On; Fix ends it. Empty
	// when the tag applies to any value, or its own code in load judges
	// where it stands (rest, oneof-variant, keys).
	Misfit string
	Fix    MisfitFix
	// Where, Doc and Shows are the columns of the tag table (docs/tags.md): what the tag
	// goes on, what it means, and how it shows in the schemas.
	Where, Doc, Shows string
	// Set stores a value of the tag, once load has found it fits, in the
	// checks of its level; nil for a tag load's field code consumes
	// (default, examples, requires, catch, optional, required, rest,
	// oneof-variant) and for
	// the structure words.
	Set func(c *Checks, v TagValue)
	// Schema sets the keywords that show c's value of the tag in the exact
	// schema s of a value of kind k (the tag's Shows); nil for a tag shown
	// elsewhere: the number bounds (Checks.Range, with the Go type's own),
	// nullable, default, examples, requires, rest, dive and keys shape the
	// schema in exact.go.
	// It runs for every tag in table order, set or not.
	Schema func(s *Schema, c *Checks, k TagKinds)
	// Judge, for a tag that checks a value, says why the generated parser
	// refuses x under c's value of the tag ("" when it passes, or when c
	// does not use the tag, or x is of a kind it does not check): the
	// check its emitter in gen writes, read as a rule, with the parser's
	// own judges. Checks.Judge runs every tag's; load judges default= and
	// catch= values by it and the property tests keep what passes it.
	Judge func(x Value, c *Checks) string
	// Passes, for a tolerance that skips the checks (zero-ok), reports
	// whether x passes without them under c.
	Passes func(x Value, c *Checks) bool
	// Rewrite is how a rewriting tolerance changes a string before its
	// checks (trim, lower, upper), in table order; the generated parser
	// does the same (gen emits it).
	Rewrite func(string) string
	// Effect is what adding the tag, or tightening its value, does to what
	// the parser accepts, and Compare how the review compares two values
	// of it (see Effect, Comparison).
	Effect  Effect
	Compare Comparison
	// Field is where Checks holds the tag's value: a *bool, **Bound,
	// *[]string, *string, *json.RawMessage or *[]json.RawMessage (a list
	// of JSON values: examples) in c. The contract file
	// spells the check under Key by it (Get, Put: format 2) and the review
	// reads both sides through it (Uses, Same). nil for a tag Checks does
	// not hold: presence (optional, required: the field's required) and
	// the shapes (rest, dive, keys, endkeys).
	Field func(c *Checks) any
	// V1 is the key contract format 1 wrote the check under when it is
	// not Key ("labels"); "-" for a check format 1 did not write.
	V1 string
	// Verb, for a tolerance, is what it does to a value, as the review
	// says it: "<name> now <Verb>", "<name> no longer <Verb>"; for a string
	// check compared by samples, what it asks of a value: "<name> <Verb>
	// <value>" ("must match ^[a-z]+$").
	Verb string
	// Review, for a string check compared by samples or as a flag, or a
	// flag that admits a value, are the review's rules for the tag added,
	// changed and removed.
	Review [3]string
	// Admits, for a widening flag, is the value it lets through (nullable:
	// null): the witness when it is removed.
	Admits json.RawMessage
	// Forgives, for a tolerance, is what it lets through that the checks
	// as advertised refuse: the witness the review offers when it is
	// removed. Unforgiven completes "tolerance <tag> removed: …" (""
	// for "spellings it forgave are taken as sent").
	Forgives   Forgiveness
	Unforgiven string
	// Spoil, for a rewriting tolerance, is a spelling of s that Rewrite
	// takes back to s (" s " for trim): the witness when the tolerance is
	// removed, and a value tried when it is added (a rewrite can make a
	// value the old checks took refuse: "   " trimmed under min=1).
	Spoil func(string) string
	// Elsewhere maps the names other Go validation and schema libraries
	// give this tag (go-playground/validator's gte, JSON Schema's
	// minLength) to what stitchgen writes instead, %s standing for the
	// value given: an unknown tag of one of these names is answered with it
	// (see Translate).
	Elsewhere map[string]string
}

// Translate answers a tag stitchgen does not know that another library
// does (oneof=a b, gte=1, email): what to write instead, the value carried
// over (a list's members joined with |), or the tag's example when none
// was given.
func Translate(key, value string) (string, bool) {
	for _, t := range Tags {
		w, ok := t.Elsewhere[key]
		if !ok {
			continue
		}
		if value == "" {
			value = t.Example
		} else if t.Value == ListValue {
			value = strings.Join(strings.FieldsFunc(value, func(r rune) bool { return r == ' ' || r == '|' }), "|")
		}
		if strings.Contains(w, "%s") {
			w = strings.ReplaceAll(w, "%s", value)
		}
		return w, true
	}
	return "", false
}

// TagGrammar is how a tag's value is written.
type TagGrammar int

const (
	NoValue     TagGrammar = iota // no value: trim
	NumberValue                   // a JSON number literal: min=0, max=2.5
	ListValue                     // distinct |-separated members: enum=a|b|c
	RegexpValue                   // an RE2 expression, usually quoted: pattern='^[a-z]+$'
	WordValue                     // one word: format=uri
	JSONValue                     // a JSON value; on a string field a bare word: default=asc
	IdentValue                    // a Go identifier: refine=CheckName
	TextValue                     // words, usually quoted: why='a relative path'
	// ValueList is |-separated values, each as JSONValue reads one: a
	// JSON value or, on a string field, a bare word (examples=pod-1|web-7,
	// examples=1|5). A | inside a JSON string, array or object does not
	// separate (examples='"a|b"|"c"').
	ValueList
	StructureWord // a word that shapes the tag: dive, keys, endkeys
)

// TagKinds is a set of kinds of value a tag can apply to.
type TagKinds uint

const (
	Strings  TagKinds = 1 << iota // string
	Texts                         // a type that reads itself from text (a JSON string)
	Integers                      // ints and uints
	Floats                        // float32, float64
	Bools                         // bool
	Lists                         // slices and arrays
	Maps                          // maps
	Objects                       // structs and unions
	Times                         // time.Time
	AnyJSON                       // any, json.RawMessage

	Numbers = Integers | Floats
	// Lengths are the kinds min and max count: runes, items, entries.
	Lengths = Strings | Texts | Lists | Maps
	AnyKind = Strings | Texts | Integers | Floats | Bools | Lists | Maps | Objects | Times | AnyJSON
)

// KindOf is the kind of a value of type t (through a pointer), as tags
// see it.
func KindOf(t Type) TagKinds {
	switch t := Deref(t).(type) {
	case *Basic:
		switch {
		case t.Kind == String:
			return Strings
		case t.Kind == Bool:
			return Bools
		case t.Kind.IsFloat():
			return Floats
		}
		return Integers
	case *Text:
		return Texts
	case *Slice, *Array:
		return Lists
	case *Map:
		return Maps
	case *Struct, *Union:
		return Objects
	case *Time:
		return Times
	}
	return AnyJSON
}

// TagLevels is a set of places a tag can stand.
type TagLevels uint

const (
	AtField TagLevels = 1 << iota // a field's own tags
	AtElem                        // after dive: each element of a slice or array, each value of a map
	AtKey                         // between keys and endkeys: each key of a map
)

// MisfitFix is how the error for a tag outside its kinds ends.
type MisfitFix int

const (
	NoFix    MisfitFix = iota
	DiveHint           // "; to check each element write dive,<tag>" on a container
	DropIt             // " — drop <key>"
)

// Conflict is a tag that cannot stand with another at one level: the
// error reads "<With> and <key> <Why>; keep one".
type Conflict struct {
	With, Why string
}

// TagValue is the parsed value of one tag item.
type TagValue struct {
	Text string   // as written (quotes removed)
	Num  *big.Rat // Number: its exact value
	// List holds a List's distinct members, or a repeatable tag's values.
	List []string
	// JSON is a JSON value, compact; nil when the text is not JSON (a bare
	// word, which only a string field takes).
	JSON json.RawMessage
}

// Bound is a Number value as a bound.
func (v TagValue) Bound() *Bound { return NewBound(v.Text, v.Num) }

// Tag is the declaration of the tag key, or nil for an unknown key.
func Tag(key string) *TagSpec {
	for i := range Tags {
		if Tags[i].Key == key {
			return &Tags[i]
		}
	}
	return nil
}

// Has reports whether the set holds the kind k.
func (s TagKinds) Has(k TagKinds) bool { return s&k != 0 }

// Has reports whether the set holds the level l.
func (s TagLevels) Has(l TagLevels) bool { return s&l != 0 }

// KeyTags lists the tags that may stand between keys and endkeys, for
// messages: "min, max, enum, pattern, why and format".
func KeyTags() string {
	keys := tagsAt(AtKey)
	return strings.Join(keys[:len(keys)-1], ", ") + " and " + keys[len(keys)-1]
}

// tagsAt lists the keys of the tags that may stand at level l.
func tagsAt(l TagLevels) []string {
	var keys []string
	for _, t := range Tags {
		if t.Levels.Has(l) && t.Value != StructureWord {
			keys = append(keys, t.Key)
		}
	}
	return keys
}

// Tolerances names the tolerances c uses, in table order: "trim, coerce".
func Tolerances(c *Checks) string {
	var ts []string
	for _, t := range Tags {
		if t.Tolerates(c) {
			ts = append(ts, t.Key)
		}
	}
	return strings.Join(ts, ", ")
}

// Rewrites lists the rewrites c applies to a string, in the order the
// parser applies them: "trim,lower".
func Rewrites(c *Checks) []*TagSpec {
	var rs []*TagSpec
	for i, t := range Tags {
		if t.Rewrite != nil && t.Tolerates(c) {
			rs = append(rs, &Tags[i])
		}
	}
	return rs
}

// Rewrite applies c's rewrites to s as the parser does: trim, then lower
// or upper.
func Rewrite(s string, c *Checks) string {
	for _, r := range Rewrites(c) {
		s = r.Rewrite(s)
	}
	return s
}

// TagKeys lists every tag key, sorted.
func TagKeys() []string {
	var keys []string
	for _, t := range Tags {
		keys = append(keys, t.Key)
	}
	slices.Sort(keys)
	return keys
}

// Spell writes the tag with the value v as it goes in a struct tag:
// "trim", "enum=a|b", "pattern='^a”b$'".
func (s *TagSpec) Spell(v TagValue) string {
	switch s.Value {
	case NoValue, StructureWord:
		return s.Key
	case ListValue, ValueList:
		return s.Key + "=" + strings.Join(v.List, "|")
	case RegexpValue, TextValue:
		return s.Key + "='" + strings.ReplaceAll(v.Text, "'", "''") + "'"
	}
	return s.Key + "=" + v.Text
}

// WhySentence is the sentence the description of a value of kind k with
// the checks c gains from its why: "A relative path." ("" without one).
func WhySentence(c *Checks, k TagKinds) string {
	if c.Why == "" || c.Pattern == "" || !k.Has(Strings|Texts) {
		return ""
	}
	return Sentence(upperFirst(c.Why))
}

// WhyPhrase is a why as it continues "a string that is …" in a message: its
// first letter lower case ("A slug" → "a slug"; "URL path" stays).
func WhyPhrase(why string) string { return caseFirst(why, unicode.ToLower) }

// upperFirst is s with its first letter upper case ("a slug" → "A slug").
func upperFirst(s string) string { return caseFirst(s, unicode.ToUpper) }

// caseFirst is s with to applied to its first letter, unless the letter
// after it is upper case (an acronym: "URL path", "iOS build" stay).
func caseFirst(s string, to func(rune) rune) string {
	r, n := utf8.DecodeRuneInString(s)
	if next, _ := utf8.DecodeRuneInString(s[n:]); unicode.IsUpper(next) {
		return s
	}
	return string(to(r)) + s[n:]
}

// showCount shows a length bound b: minLength/maxLength on a string,
// minItems/maxItems on a slice or array (narrowing an array's own, with
// tighter), minProperties/maxProperties on a map. A number's bounds are
// its range, shown with the Go type's (numberRange).
func showCount(s *Schema, b *Bound, k TagKinds, length, items, props **int64, tighter func(*int64, int64) *int64) {
	if b == nil {
		return
	}
	if !k.Has(Lengths) {
		return // a number's bound: its range
	}
	n := int64(b.Len.Int())
	switch {
	case k.Has(Strings | Texts):
		*length = IntPtr(n)
	case k == Lists:
		*items = tighter(*items, n)
	case k == Maps:
		*props = IntPtr(n)
	}
}
