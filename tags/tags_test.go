package tags

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/stitchgen/stitchgen/model"
)

func TestSplit(t *testing.T) {
	items, errs := Split(`min=1, pattern='^a,b''c$',trim`)
	require.Empty(t, errs)
	assert.Equal(t, []Item{
		{Key: "min", Value: "1", HasValue: true, Offset: 0},
		{Key: "pattern", Value: `^a,b'c$`, HasValue: true, Offset: 7},
		{Key: "trim", Offset: 26},
	}, items)

	_, errs = Split(`pattern='abc`)
	assert.Equal(t, []Error{{8, `unterminated quoted value of "pattern"; close it with ' (write '' for a quote inside)`}}, errs)
	_, errs = Split(`min=1,,max=2`)
	assert.Equal(t, []Error{{6, "empty item; remove the extra comma"}}, errs)
	_, errs = Split(`default="x"`)
	assert.Equal(t, []Error{{8, `a quote in the value of "default" must be inside a single-quoted value: default='"x"'`}}, errs) // once per value
	_, errs = Split(`pattern=it's`)
	assert.Equal(t, []Error{{10, `a quote in the value of "pattern" must be inside a single-quoted value: pattern='it''s'`}}, errs)
	items, errs = Split(``)
	assert.Empty(t, items)
	assert.Empty(t, errs)
}

func TestParseField(t *testing.T) {
	f, errs := ParseField(`int,min=0,max=5000,gt=-1,enum=a|b,pattern='^x$',format=uri,default=100,nullable,optional,refine=A,refine=B,trim,lower,coerce,catch='"z"',oneof-variant=x|y,rest`)
	require.Len(t, errs, 1) // min and gt both bound from below
	assert.Equal(t, "min and gt both bound from below; keep one", errs[0].Msg)
	for _, k := range []string{"int", "nullable", "optional", "trim", "lower", "coerce", "rest"} {
		assert.Equal(t, model.TagValue{}, f.Values[k], k)
	}
	assert.Equal(t, "0", f.Values["min"].Text)
	assert.Equal(t, "5000", f.Values["max"].Text)
	assert.Equal(t, "-1", f.Values["gt"].Text)
	assert.Equal(t, []string{"a", "b"}, f.Values["enum"].List)
	assert.Equal(t, "^x$", f.Values["pattern"].Text)
	assert.Equal(t, "uri", f.Values["format"].Text)
	assert.Equal(t, json.RawMessage("100"), f.Values["default"].JSON)
	assert.Equal(t, json.RawMessage(`"z"`), f.Values["catch"].JSON)
	assert.Equal(t, []string{"A", "B"}, f.Values["refine"].List)
	assert.Equal(t, []string{"x", "y"}, f.Values["oneof-variant"].List)

	// Spaces around a list's members are trimmed, as after = elsewhere.
	f, errs = ParseField(`enum=b1| b2 | hq,oneof-variant=reschedule | move`)
	require.Empty(t, errs)
	assert.Equal(t, []string{"b1", "b2", "hq"}, f.Values["enum"].List)
	assert.Equal(t, []string{"reschedule", "move"}, f.Values["oneof-variant"].List)

	for tag, want := range map[string]string{
		"mni=1":                  `unknown tag "mni"; did you mean "min"?`,
		"pattern=^[a-z]{1,3}$":   `pattern=^[a-z]{1,3}$ holds a comma, which ends a tag item unless the value is single-quoted: write pattern='^[a-z]{1,3}$'`,
		"default=[1,2],min=1":    `default=[1,2] holds a comma, which ends a tag item unless the value is single-quoted: write default='[1,2]'`,
		"enum=a,b,c":             `enum=a,b,c: the values of enum are separated by |; a comma ends a tag item: write enum=a|b|c`,
		"enum=a,trm":             `unknown tag "trm"; did you mean "trim"?`,
		"min=1,mxa=3":            `unknown tag "mxa"; did you mean "max"?`,
		"bogus":                  `unknown tag "bogus"; known tags: catch, coerce, default, dive, endkeys, enum, examples, format, gt, int, keys, lower, lt, max, min, nullable, oneof-variant, optional, pattern, refine, required, requires, rest, single, trim, upper, why, zero-ok`,
		"oneof=slow fast":        `unknown tag "oneof"; stitchgen writes enum=slow|fast`,
		"gte=1":                  `unknown tag "gte"; stitchgen writes min=1`,
		"maxLength=80":           `unknown tag "maxLength"; stitchgen writes max=80`,
		"len=3":                  `unknown tag "len"; stitchgen writes min=3,max=3`,
		"email":                  `unknown tag "email"; stitchgen writes format=email`,
		"url":                    `unknown tag "url"; stitchgen writes format=uri`,
		"omitempty":              `unknown tag "omitempty"; stitchgen writes optional (or json:"name,omitempty")`,
		"min=abc":                "min=abc is not a number; write a decimal such as min=0 or min=2.5",
		"min=01":                 "min=01 is not a number; write a decimal such as min=0 or min=2.5",
		"max":                    `"max" needs a value: max=0`,
		"trim=yes":               `"trim" takes no value; write trim`,
		"enum=a||b":              "enum has an empty value; write enum=a|b|c",
		"enum=a|a":               `enum lists "a" twice; list each value once`,
		"examples='\"a\"|\"a\"'": `examples lists "a" twice; list each example once`,
		"examples=1||2":          "examples has an empty example; write examples=a|b",
		"pattern='('":            "pattern does not compile as RE2: error parsing regexp: missing closing ): `(`; fix the expression (quote it as pattern='...' if it holds a comma)",
		"refine=a.b":             "refine=a.b is not a function name; write refine=FuncName (a func(T) error in this package)",
		"optional,required":      "optional and required conflict; keep one",
		"lower,upper":            "lower and upper conflict; keep one",
		"max=1,lt=2":             "max and lt both bound from above; keep one",
		"min=1,min=2":            `"min" is given twice; keep one`,
		"oneof-variant=a||b":     "oneof-variant has an empty label; write oneof-variant=a|b",
		"dive,keys,max=3":        "keys has no endkeys; close the key tags: dive,keys,pattern='^[a-z]+$',endkeys",
		"max=3,keys,endkeys":     "keys must come right after dive: dive,keys,…,endkeys",
		"dive,max=3,endkeys":     "endkeys closes keys: dive,keys,…,endkeys",
		"dive,keys,endkeys":      "keys,endkeys has no tags between them; remove both",
		"dive=1":                 `"dive" takes no value; write dive`,
		"dive,keys,dive,x":       "keys has no endkeys; close the key tags: dive,keys,pattern='^[a-z]+$',endkeys",
	} {
		_, errs := ParseField(tag)
		if assert.Len(t, errs, 1, tag) {
			assert.Equal(t, want, errs[0].Msg, tag)
		}
	}
}

func TestParseFieldDive(t *testing.T) {
	f, errs := ParseField(`max=20,dive,keys,pattern='^[a-z-]+$',max=8,endkeys,max=100,dive,enum=a|b`)
	require.Empty(t, errs)
	assert.Equal(t, "20", f.Values["max"].Text)
	require.NotNil(t, f.Keys)
	assert.Nil(t, f.Dive.Keys)
	assert.Equal(t, "^[a-z-]+$", f.Keys.Values["pattern"].Text)
	assert.Equal(t, "8", f.Keys.Values["max"].Text)
	assert.Equal(t, "100", f.Dive.Values["max"].Text)
	assert.Equal(t, []string{"a", "b"}, f.Dive.Dive.Values["enum"].List)
	assert.Equal(t, map[string]int{"max": 0, "dive": 7, "keys": 12}, f.Offsets)
	assert.Equal(t, map[string]int{"max": 51, "dive": 59}, f.Dive.Offsets)

	// The same key on two levels is no repetition.
	_, errs = ParseField("max=3,dive,max=50")
	assert.Empty(t, errs)
	// Errors of every level, in tag order, with offsets in the whole tag.
	_, errs = ParseField("min=x,dive,keys,min=y,endkeys,min=z")
	assert.Equal(t, []Error{
		{0, "min=x is not a number; write a decimal such as min=0 or min=2.5"},
		{16, "min=y is not a number; write a decimal such as min=0 or min=2.5"},
		{30, "min=z is not a number; write a decimal such as min=0 or min=2.5"},
	}, errs)
	// A bare word default is kept as written for the loader to decide.
	f, errs = ParseField("default=asc,catch=none")
	assert.Empty(t, errs)
	assert.Nil(t, f.Values["default"].JSON)
	assert.Equal(t, "asc", f.Values["default"].Text)
	assert.Equal(t, "none", f.Values["catch"].Text)
}

func TestDirectives(t *testing.T) {
	d, errs := ParseDirective("tool name=list_items flatten=false allow-untyped=a.b,c output=Items")
	require.Empty(t, errs)
	tool, errs := ParseTool(d)
	require.Empty(t, errs)
	assert.Equal(t, Tool{Name: "list_items", Flatten: false, AllowUntyped: []string{"a.b", "c"}, Output: "Items"}, tool)
	d, _ = ParseDirective("tool output=pkg.T")
	_, errs = ParseTool(d)
	assert.Equal(t, []string{"output=pkg.T is not a type name; write output=ResultType (a struct of this package)"}, msgs(errs))

	_, errs = ParseDirective("unoin")
	assert.Equal(t, "unknown directive //stitch:unoin; did you mean //stitch:union?", errs[0].Msg)
	_, errs = ParseDirective("plain extra")
	assert.Equal(t, `//stitch:plain takes no arguments; remove "extra"`, errs[0].Msg)
	_, errs = ParseDirective("refine")
	assert.Equal(t, "//stitch:refine needs one function name: //stitch:refine CheckThing (a func(T) error in this package)", errs[0].Msg)
	d, _ = ParseDirective("tool name=a b name=c")
	_, errs = ParseTool(d)
	assert.Equal(t, []string{`unknown //stitch:tool option "b"; known: name=, title=, flatten=, allow-untyped=, output=, strict=, readonly, destructive, idempotent, openworld`, "name= is given twice; keep one"}, msgs(errs))
}

// TestToolTitleHints: title= takes a double-quoted value with spaces, the
// hints are flags (or =false), and each mistake is said at its offset.
func TestToolTitleHints(t *testing.T) {
	d, errs := ParseDirective(`tool title="List pods" readonly idempotent openworld=false name=list_pods`)
	require.Empty(t, errs)
	tool, errs := ParseTool(d)
	require.Empty(t, errs)
	assert.Equal(t, Tool{Name: "list_pods", Flatten: true, Title: "List pods",
		Hints: map[string]bool{"readonly": true, "idempotent": true, "openworld": false}}, tool)
	assert.Equal(t, 5+len(`title="List pods" `), d.Args[1].Offset)

	d, errs = ParseDirective(`tool title="Say \"hi\" twice" destructive=true`)
	require.Empty(t, errs)
	tool, errs = ParseTool(d)
	require.Empty(t, errs)
	assert.Equal(t, `Say "hi" twice`, tool.Title)
	assert.Equal(t, map[string]bool{"destructive": true}, tool.Hints)

	_, errs = ParseDirective(`tool title="List pods`)
	assert.Equal(t, []Error{{11, `title="List pods has no closing quote; write title="…"`}}, errs)
	_, errs = ParseDirective(`tool title="a"b`)
	assert.Equal(t, []Error{{14, `a space must follow the closing quote of title="a"`}}, errs)

	for _, c := range []struct{ in, want string }{
		{`tool title=""`, `title needs the tool's display name: title="List pods"`},
		{`tool title`, `title needs the tool's display name: title="List pods"`},
		{`tool readonly=yes`, `readonly=yes: write readonly (or readonly=false)`},
		{`tool readonly destructive`, `readonly and destructive contradict each other (a read-only tool changes nothing); keep one`},
		{`tool readonly readonly=false`, `readonly is given twice; keep one`},
		{`tool idempotnet`, `unknown //stitch:tool option "idempotnet"; did you mean idempotent?`},
		{`tool titel="x"`, `unknown //stitch:tool option "titel"; did you mean title=?`},
	} {
		d, errs := ParseDirective(c.in)
		require.Empty(t, errs, c.in)
		_, errs = ParseTool(d)
		assert.Equal(t, []string{c.want}, msgs(errs), c.in)
	}
}

func TestSnakeCase(t *testing.T) {
	for in, want := range map[string]string{
		"ListItems": "list_items", "HTTPServer": "http_server", "GetURLFor": "get_url_for",
		"A": "a", "Send2FA": "send2_fa", "already_snake": "already_snake",
	} {
		assert.Equal(t, want, SnakeCase(in), in)
	}
}

func msgs(errs []Error) []string {
	var out []string
	for _, e := range errs {
		out = append(out, e.Msg)
	}
	return out
}

// FuzzParseField feeds arbitrary tag strings to the tag grammar: it must
// never panic, every error must point inside the tag, and what parses must
// be consistent.
func FuzzParseField(f *testing.F) {
	for _, s := range []string{
		"", "min=1,max=80,trim", `pattern='^a,b''c$'`, `default='"x"'`, "enum=a|b", "oneof-variant=x",
		"catch=0,coerce", "'", "=,", "min=1e999999", "pattern='", ",,,", "refine=F,refine=G", "default=[1,{\"a\":null}]",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, tag string) {
		opts, errs := ParseField(tag)
		for _, e := range errs {
			if e.Offset < 0 || e.Offset > len(tag) {
				t.Fatalf("error offset %d outside tag %q: %s", e.Offset, tag, e.Msg)
			}
			if e.Msg == "" {
				t.Fatalf("empty error message for %q", tag)
			}
		}
		if d := opts.Values["default"].JSON; d != nil && !json.Valid(d) {
			t.Fatalf("default %q is not JSON", d)
		}
		if m, ok := opts.Values["min"]; ok && (m.Num == nil || m.Text == "") {
			t.Fatal("min without its number or text")
		}
		if opts.Has("dive") != (opts.Dive != nil) || opts.Has("keys") != (opts.Keys != nil) {
			t.Fatalf("%q: dive or keys in Values but not parsed, or the reverse", tag)
		}
		if strings.Count(tag, ",") == 0 && len(errs) == 0 && tag != "" && len(opts.Offsets) != 1 {
			t.Fatalf("one item %q gave %d options", tag, len(opts.Offsets))
		}
	})
}

func TestParseDirectiveLists(t *testing.T) {
	d, errs := ParseDirective("dialects  openai-strict,anthropic")
	assert.Empty(t, errs)
	assert.Equal(t, []Item{{Key: "openai-strict", Offset: 10}, {Key: "anthropic", Offset: 24}}, d.Args)
	_, errs = ParseDirective("dialects")
	assert.Equal(t, []Error{{0, "//stitch:dialects needs dialect names: //stitch:dialects openai-strict,anthropic (or none)"}}, errs)
	d, errs = ParseDirective("allow-formats iban,Bad")
	assert.Equal(t, []Item{{Key: "iban", Offset: 14}}, d.Args)
	assert.Equal(t, []Error{{19, `"Bad" is not a format name; list names such as iban,bic separated by commas`}}, errs)
}

// TestParseDirectiveTagsUnquoted: //stitch:tags reads its text as the text
// between a struct tag's backquotes, so the same text is the same pattern
// in both places; a backslash that starts no Go escape is an error there,
// as the struct tag would be.
func TestParseDirectiveTagsUnquoted(t *testing.T) {
	const text = `min=1,pattern='^\\d+\\.\\w$'`
	d, errs := ParseDirective("tags " + text)
	assert.Empty(t, errs)
	assert.Equal(t, reflect.StructTag(`stitch:"`+text+`"`).Get("stitch"), d.Text)
	assert.Equal(t, `min=1,pattern='^\d+\.\w$'`, d.Text)
	opts, errs := ParseField(d.Text)
	assert.Empty(t, errs)
	assert.Equal(t, `^\d+\.\w$`, opts.Values["pattern"].Text)

	d, errs = ParseDirective("tags  min=1,pattern='^\\d+$'")
	assert.Equal(t, 6, d.TextOffset)
	assert.Equal(t, []Error{{22, `//stitch:tags reads as between the quotes of stitch:"…" in a struct tag, a Go quoted string, where \d is not an escape; write each backslash twice (\\d), as in the struct tag`}}, errs)
	_, errs = ParseDirective(`tags enum="a b"`)
	assert.Equal(t, []Error{{10, `a " in //stitch:tags is written \" (the text reads as between the quotes of stitch:"…" in a struct tag); a quoted tag value is single-quoted: enum='a b'`}}, errs)
	d, errs = ParseDirective(`tags pattern='^\u00e9\x41$'`)
	assert.Empty(t, errs)
	assert.Equal(t, "pattern='^éA$'", d.Text)
}

func TestParsePackage(t *testing.T) {
	d, errs := ParseDirective("package strip-names required=jsonschema")
	require.Empty(t, errs)
	p, errs := ParsePackage(d)
	assert.Empty(t, errs)
	assert.Equal(t, Package{StripNames: true, Required: "jsonschema"}, p)
	d, _ = ParseDirective("package tables")
	p, errs = ParsePackage(d)
	assert.Empty(t, errs)
	assert.Equal(t, Package{Tables: true}, p)
	d, _ = ParseDirective("package table tables=yes")
	_, errs = ParsePackage(d)
	assert.Equal(t, []Error{
		{8, `unknown //stitch:package option "table"; did you mean tables?`},
		{14, "tables takes no value; write tables"},
	}, errs)
	d, _ = ParseDirective("package strip-name required=yes strip-name")
	_, errs = ParsePackage(d)
	assert.Equal(t, []Error{
		{8, `unknown //stitch:package option "strip-name"; did you mean strip-names?`},
		{19, "required=yes: write required=jsonschema (a key is required only where a tag says required) or required=json (required unless omitempty, omitzero or a pointer: the default)"},
		{32, "strip-name is given twice; keep one"},
	}, errs)
	_, errs = ParseDirective("package")
	assert.Equal(t, []Error{{0, "//stitch:package needs an option: //stitch:package strip-names, //stitch:package tables, //stitch:package required=jsonschema"}}, errs)
}
