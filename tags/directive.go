package tags

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Directive is one `//stitch:` line of a type's doc comment.
type Directive struct {
	Name   string // tool, union, plain, refine, output, tags
	Args   []Item // key=value arguments (tool) or bare words (refine)
	Offset int    // of the name within the line text after "//stitch:"
	// Text is what follows the name, for //stitch:tags: a field tag
	// (min=1,max=39) that ParseField reads, at TextOffset in the line,
	// unquoted as the text between a struct tag's stitch:"…" is (so
	// pattern='^\\d+$' is ^\d+$ in both); an offset in Text counts in the
	// line as written, as a struct tag's does in its literal.
	Text       string
	TextOffset int
}

// Tool holds the options of a //stitch:tool directive.
type Tool struct {
	Name         string // "" means: derive from the type name
	Flatten      bool   // default true
	AllowUntyped []string
	// Output names the struct type the tool returns, for its output schema.
	Output string
	// Strict is "" (default: strict wherever the transform is exact),
	// "false" (strict: false in every strict provider dialect) or the one
	// strict dialect the tool may be strict in ("openai-strict"), so a
	// package can keep within Anthropic's budget.
	Strict string
	// Title is the tool's display name for people (title="List pods"),
	// "" when not given.
	Title string
	// Hints are the MCP tool annotations the directive states, by the
	// option's name (readonly, destructive, idempotent, openworld); an
	// option left out is absent, so MCP's default holds for it.
	Hints map[string]bool
}

// ToolHints are the //stitch:tool options that state an MCP tool
// annotation, in the order MCP lists them, each with the annotation's
// name and the field of stitch.Hints that carries it: a flag (readonly)
// states true, =false states false.
var ToolHints = []struct{ Option, Annotation, Field string }{
	{"readonly", "readOnlyHint", "ReadOnly"},
	{"destructive", "destructiveHint", "Destructive"},
	{"idempotent", "idempotentHint", "Idempotent"},
	{"openworld", "openWorldHint", "OpenWorld"},
}

// toolOptions are the //stitch:tool options, for messages.
var toolOptions = []string{"name", "title", "flatten", "allow-untyped", "output", "strict", "readonly", "destructive", "idempotent", "openworld"}

// ToolNameRE is the rule every tool name must satisfy: the intersection of
// the providers' rules (Gemini wants a letter or underscore first, OpenAI at
// most 64 characters; design §6).
var ToolNameRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_-]{0,63}$`)

// KnownDirectives lists the directive names.
var KnownDirectives = []string{"allow-formats", "dialects", "output", "package", "plain", "refine", "tags", "tool", "union"}

var formatName = regexp.MustCompile(`^[a-z0-9][a-z0-9-]*$`)

// commaList reads the comma-separated names after a directive's name: an
// item each, with its offset; bad says what is wrong with a name ("" when
// nothing is), and an empty list needs what.
func commaList(name, rest, what string, bad func(string) string) ([]Item, []Error) {
	var items []Item
	var errs []Error
	lead := len(rest) - len(strings.TrimLeft(rest, " \t"))
	list := strings.TrimSpace(rest)
	if list == "" {
		errs = append(errs, Error{0, "//stitch:" + name + " needs " + what})
	}
	off := len(name) + 1 + lead
	for _, f := range strings.Split(list, ",") {
		if msg := bad(f); f != "" && msg != "" {
			errs = append(errs, Error{off, msg})
		} else if f != "" {
			items = append(items, Item{Key: f, Offset: off})
		}
		off += len(f) + 1
	}
	return items, errs
}

// ParseDirective parses the text after "//stitch:" of one comment line.
func ParseDirective(text string) (Directive, []Error) {
	name, rest, _ := strings.Cut(text, " ")
	d := Directive{Name: name}
	var errs []Error
	switch name {
	case "tool":
		items, es := splitQuoted(rest, len(name)+1)
		errs = append(errs, es...)
		d.Args = items
	case "union":
		items, es := splitSpace(rest, len(name)+1)
		errs = append(errs, es...)
		d.Args = items
	case "plain", "output":
		if strings.TrimSpace(rest) != "" {
			errs = append(errs, Error{len(name) + 1, fmt.Sprintf("//stitch:%s takes no arguments; remove %q", name, strings.TrimSpace(rest))})
		}
	case "allow-formats":
		// //stitch:allow-formats iban,bic — package-wide, in the package's
		// doc comment, so every run (go generate, -check) reads the same policy.
		d.Args, errs = commaList(name, rest, "format names: //stitch:allow-formats iban,bic", func(f string) string {
			if !formatName.MatchString(f) {
				return fmt.Sprintf("%q is not a format name; list names such as iban,bic separated by commas", f)
			}
			return ""
		})
	case "dialects":
		// //stitch:dialects openai-strict,anthropic — the provider dialects
		// the package declares its tools in, package-wide like
		// allow-formats; the pipeline knows the names.
		d.Args, errs = commaList(name, rest, "dialect names: //stitch:dialects openai-strict,anthropic (or none)", func(string) string { return "" })
	case "package":
		// //stitch:package strip-names required=jsonschema — the package's
		// policies, in its doc comment like allow-formats; ParsePackage
		// reads the options.
		items, es := splitSpace(rest, len(name)+1)
		errs = append(errs, es...)
		d.Args = items
		if len(items) == 0 && len(es) == 0 {
			errs = append(errs, Error{0, "//stitch:package needs an option: //stitch:package strip-names, //stitch:package tables, //stitch:package required=jsonschema"})
		}
	case "tags":
		// //stitch:tags min=1,max=39 — the tags a named non-struct type
		// carries wherever it is used; load parses them with ParseField.
		d.TextOffset = len(name) + 1 + len(rest) - len(strings.TrimLeft(rest, " \t"))
		text := strings.TrimSpace(rest)
		if text == "" {
			errs = append(errs, Error{0, "//stitch:tags needs the tags the type carries, written as in a stitch struct tag: //stitch:tags min=1,max=39"})
		}
		var bad *Error
		d.Text, bad = unquoteTag(text)
		if bad != nil {
			bad.Offset += d.TextOffset
			errs = append(errs, *bad)
		}
	case "refine":
		fn := strings.TrimSpace(rest)
		if !goIdent.MatchString(fn) {
			errs = append(errs, Error{len(name) + 1, "//stitch:refine needs one function name: //stitch:refine CheckThing (a func(T) error in this package)"})
		}
		d.Args = []Item{{Key: fn, Offset: len(name) + 1}}
	default:
		msg := fmt.Sprintf("unknown directive //stitch:%s", name)
		if s := Suggest(name, KnownDirectives); s != "" {
			msg += fmt.Sprintf("; did you mean //stitch:%s?", s)
		} else {
			msg += "; known: //stitch:tool, //stitch:union, //stitch:plain, //stitch:refine, //stitch:output, //stitch:tags, //stitch:allow-formats, //stitch:dialects, //stitch:package"
		}
		errs = append(errs, Error{0, msg})
	}
	return d, errs
}

// unquoteTag reads a //stitch:tags text as the text between the quotes of
// stitch:"…" in a struct tag, which Go unquotes before the tags are read:
// pattern='^\\d+$' is the pattern ^\d+$ in both places. A backslash that
// starts no Go escape, or a bare ", is an error at its offset in s (the
// struct tag would not read either).
func unquoteTag(s string) (string, *Error) {
	if !strings.ContainsAny(s, `\"`) {
		return s, nil
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		switch s[i] {
		case '"':
			return "", &Error{i, `a " in //stitch:tags is written \" (the text reads as between the quotes of stitch:"…" in a struct tag); a quoted tag value is single-quoted: enum='a b'`}
		case '\\':
			r, multibyte, tail, err := strconv.UnquoteChar(s[i:], '"')
			if err != nil {
				esc := s[i:min(i+2, len(s))]
				return "", &Error{i, fmt.Sprintf("//stitch:tags reads as between the quotes of stitch:\"…\" in a struct tag, a Go quoted string, where %s is not an escape; write each backslash twice (\\%s), as in the struct tag", esc, esc)}
			}
			if multibyte {
				b.WriteRune(r)
			} else {
				b.WriteByte(byte(r))
			}
			i = len(s) - len(tail)
		default:
			b.WriteByte(s[i])
			i++
		}
	}
	return b.String(), nil
}

// splitSpace splits space-separated key=value words.
func splitSpace(s string, base int) ([]Item, []Error) {
	var items []Item
	var errs []Error
	off := 0
	for _, w := range strings.Split(s, " ") {
		if w != "" {
			k, v, has := strings.Cut(w, "=")
			if k == "" {
				errs = append(errs, Error{base + off, fmt.Sprintf("%q has no key; write key=value", w)})
			} else {
				items = append(items, Item{Key: k, Value: v, HasValue: has, Offset: base + off})
			}
		}
		off += len(w) + 1
	}
	return items, errs
}

// Package holds the options of a //stitch:package directive.
type Package struct {
	// StripNames drops the Go name a description begins with
	// ("SearchDocs searches…" → "Searches…").
	StripNames bool
	// Tables has the parsers read structs by tables the runtime walks
	// (//stitch:package tables): a stitch_gen.go of fewer lines that
	// compiles faster, for a parse that runs more instructions.
	Tables bool
	// Required is how a key's presence is read where no tag says it:
	// "" (encoding/json's view: required unless omitempty, omitzero or a
	// pointer) or "jsonschema" (required only where a tag says required,
	// as invopop/jsonschema's RequiredFromJSONSchemaTags reads it).
	Required string
}

// ParsePackage turns the arguments of a //stitch:package directive into
// options.
func ParsePackage(d Directive) (Package, []Error) {
	var p Package
	errs := eachOption(d.Args, func(o string) string { return o }, func(it Item, bad func(string, ...any)) {
		switch it.Key {
		case "strip-names":
			if it.HasValue {
				bad("strip-names takes no value; write strip-names")
			}
			p.StripNames = true
		case "tables":
			if it.HasValue {
				bad("tables takes no value; write tables")
			}
			p.Tables = true
		case "required":
			switch it.Value {
			case "json":
				p.Required = ""
			case "jsonschema":
				p.Required = "jsonschema"
			default:
				bad("required=%s: write required=jsonschema (a key is required only where a tag says required) or required=json (required unless omitempty, omitzero or a pointer: the default)", it.Value)
			}
		default:
			msg := fmt.Sprintf("unknown //stitch:package option %q", it.Key)
			if s := Suggest(it.Key, []string{"strip-names", "tables", "required"}); s != "" {
				msg += fmt.Sprintf("; did you mean %s?", s)
			} else {
				msg += "; known: strip-names, tables, required=jsonschema|json"
			}
			bad("%s", msg)
		}
	})
	return p, errs
}

// eachOption calls fn with each item of a directive's args, and a bad that
// reports a mistake at the item's offset; a key given again is reported
// as given twice (spelled by spell: "name=") and not passed to fn.
func eachOption(args []Item, spell func(string) string, fn func(it Item, bad func(format string, args ...any))) []Error {
	var errs []Error
	seen := map[string]bool{}
	for _, it := range args {
		bad := func(format string, args ...any) {
			errs = append(errs, Error{it.Offset, fmt.Sprintf(format, args...)})
		}
		if seen[it.Key] {
			bad("%s is given twice; keep one", spell(it.Key))
			continue
		}
		seen[it.Key] = true
		fn(it, bad)
	}
	return errs
}

// splitQuoted splits space-separated key=value words as splitSpace does,
// but a value may be double-quoted, as a Go string literal, to hold spaces
// (title="List pods", title="Say \"hi\""): the item's Value is the
// string it denotes.
func splitQuoted(s string, base int) ([]Item, []Error) {
	var items []Item
	var errs []Error
	for i := 0; i < len(s); {
		if s[i] == ' ' {
			i++
			continue
		}
		start := i
		for i < len(s) && s[i] != ' ' && s[i] != '=' {
			i++
		}
		it := Item{Key: s[start:i], Offset: base + start}
		if i < len(s) && s[i] == '=' {
			it.HasValue = true
			i++
			if i < len(s) && s[i] == '"' {
				q := i
				for i++; i < len(s) && s[i] != '"'; i++ {
					if s[i] == '\\' {
						i++
					}
				}
				if i >= len(s) {
					errs = append(errs, Error{base + q, fmt.Sprintf("%s=%s has no closing quote; write %s=\"…\"", it.Key, s[q:], it.Key)})
					return items, errs
				}
				i++
				v, err := strconv.Unquote(s[q:i])
				if err != nil {
					errs = append(errs, Error{base + q, fmt.Sprintf("%s=%s is not a Go string literal (%v)", it.Key, s[q:i], err)})
					continue
				}
				it.Value = v
				if i < len(s) && s[i] != ' ' {
					errs = append(errs, Error{base + i, fmt.Sprintf("a space must follow the closing quote of %s=%s", it.Key, s[q:i])})
				}
			} else {
				v := i
				for i < len(s) && s[i] != ' ' {
					i++
				}
				it.Value = s[v:i]
			}
		}
		if it.Key == "" {
			errs = append(errs, Error{it.Offset, fmt.Sprintf("%q has no key; write key=value", s[start:i])})
			continue
		}
		items = append(items, it)
	}
	return items, errs
}

// ParseTool turns the arguments of a //stitch:tool directive into options.
func ParseTool(d Directive) (Tool, []Error) {
	t := Tool{Flatten: true}
	errs := eachOption(d.Args, spellOption, func(it Item, bad func(string, ...any)) {
		switch it.Key {
		case "name":
			if !ToolNameRE.MatchString(it.Value) {
				bad("tool name %q is invalid; use 1 to 64 of a-z A-Z 0-9 _ -, starting with a letter or _", it.Value)
			}
			t.Name = it.Value
		case "flatten":
			switch it.Value {
			case "true":
				t.Flatten = true
			case "false":
				t.Flatten = false
			default:
				bad("flatten=%s: write flatten=false (or flatten=true)", it.Value)
			}
		case "strict":
			switch it.Value {
			case "true":
			case "false", "openai-strict", "anthropic-strict":
				t.Strict = it.Value
			default:
				bad("strict=%s: write strict=false, strict=openai-strict or strict=anthropic-strict (or strict=true)", it.Value)
			}
		case "title":
			switch {
			case !it.HasValue || strings.TrimSpace(it.Value) == "":
				bad("title needs the tool's display name: title=\"List pods\"")
			case strings.ContainsAny(it.Value, "\n\r\t"):
				bad("title=%q holds a line break or a tab; a title is one line", it.Value)
			default:
				t.Title = it.Value
			}
		case "readonly", "destructive", "idempotent", "openworld":
			v := true
			switch {
			case !it.HasValue || it.Value == "true":
			case it.Value == "false":
				v = false
			default:
				bad("%s=%s: write %s (or %s=false)", it.Key, it.Value, it.Key, it.Key)
				return
			}
			if t.Hints == nil {
				t.Hints = map[string]bool{}
			}
			t.Hints[it.Key] = v
		case "output":
			if !goIdent.MatchString(it.Value) {
				bad("output=%s is not a type name; write output=ResultType (a struct of this package)", it.Value)
				return
			}
			t.Output = it.Value
		case "allow-untyped":
			if it.Value == "" {
				bad("allow-untyped needs paths: allow-untyped=payload.blob,rows.owner")
			}
			for _, p := range strings.Split(it.Value, ",") {
				if p != "" {
					t.AllowUntyped = append(t.AllowUntyped, p)
				}
			}
		default:
			msg := fmt.Sprintf("unknown //stitch:tool option %q", it.Key)
			if s := Suggest(it.Key, toolOptions); s != "" {
				msg += fmt.Sprintf("; did you mean %s?", spellOption(s))
			} else {
				var known []string
				for _, o := range toolOptions {
					known = append(known, spellOption(o))
				}
				msg += "; known: " + strings.Join(known, ", ")
			}
			bad("%s", msg)
		}
	})
	// A read-only tool changes nothing, so it destroys nothing: MCP reads
	// destructiveHint only when readOnlyHint is false.
	if t.Hints["readonly"] && t.Hints["destructive"] {
		for _, it := range d.Args {
			if it.Key == "destructive" {
				errs = append(errs, Error{it.Offset, "readonly and destructive contradict each other (a read-only tool changes nothing); keep one"})
			}
		}
	}
	return t, errs
}

// Union holds the options of a //stitch:union directive.
type Union struct {
	By string // "", "kind" or "keys"
	// Default is the label a missing discriminator means ("" when it must
	// be sent), with its offset.
	Default       string
	DefaultOffset int
}

// spellOption is a //stitch:tool option as messages name it: name=, but
// readonly for a flag.
func spellOption(o string) string {
	for _, h := range ToolHints {
		if h.Option == o {
			return o
		}
	}
	return o + "="
}

// ParseUnion reads the arguments of a //stitch:union directive: by=kind or
// by=keys, or none (a discriminator's label chooses the variant), and for
// the last default=<label>.
func ParseUnion(d Directive) (Union, []Error) {
	var u Union
	var errs []Error
	for i, it := range d.Args {
		switch {
		case it.Key == "default" && u.Default == "" && u.By == "":
			if it.Value == "" {
				errs = append(errs, Error{it.Offset, "default= needs the label a missing discriminator means: //stitch:union default=range"})
			}
			u.Default, u.DefaultOffset = it.Value, it.Offset
		case i > 0:
			errs = append(errs, Error{it.Offset, fmt.Sprintf("//stitch:union takes one option, by=kind, by=keys or default=<label>; remove %q", it.Key+strings.Repeat("=", b2i(it.HasValue))+it.Value)})
		case it.Key != "by":
			msg := fmt.Sprintf("unknown //stitch:union option %q; write by=kind (variants of distinct JSON kinds), by=keys (variants told apart by their keys), nothing (the variants' oneof-variant labels choose), or default=<label> (the variant a missing discriminator means)", it.Key)
			errs = append(errs, Error{it.Offset, msg})
		case it.Value == "kind" || it.Value == "keys":
			u.By = it.Value
		case it.Value == "label":
			errs = append(errs, Error{it.Offset, "by=label is the default; write //stitch:union alone"})
		default:
			msg := fmt.Sprintf("by=%s: write by=kind or by=keys", it.Value)
			if s := Suggest(it.Value, []string{"kind", "keys"}); s != "" {
				msg = fmt.Sprintf("by=%s: did you mean by=%s? (by=kind or by=keys)", it.Value, s)
			}
			errs = append(errs, Error{it.Offset, msg})
		}
	}
	return u, errs
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// SnakeCase turns a Go type name into a tool name: ListItems → list_items,
// HTTPServer → http_server.
func SnakeCase(name string) string {
	var b strings.Builder
	r := []rune(name)
	for i, c := range r {
		upper := c >= 'A' && c <= 'Z'
		if upper && i > 0 {
			prevLower := r[i-1] >= 'a' && r[i-1] <= 'z' || r[i-1] >= '0' && r[i-1] <= '9'
			nextLower := i+1 < len(r) && r[i+1] >= 'a' && r[i+1] <= 'z'
			if prevLower || (nextLower && r[i-1] >= 'A' && r[i-1] <= 'Z') {
				b.WriteByte('_')
			}
		}
		if upper {
			c += 'a' - 'A'
		}
		b.WriteRune(c)
	}
	return b.String()
}
