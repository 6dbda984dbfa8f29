package load

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/runtime/stitchimpl"
)

// rejects says why the parser would reject the JSON value raw as a value of
// type t with the checks c, or returns "". A default= or catch= value must
// pass the checks of its own field: the parser hands it to the handler as
// if it had been sent. The judges are the parser's own, from its runtime
// (stitchimpl.ValidFormat, CompareNumber, IsIntegral, ParseFloat); hidden checks
// (refine) run only at parse time.
func rejects(raw json.RawMessage, t model.Type, c *model.Checks) string {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return err.Error()
	}
	return judge(v, t, c, "")
}

// suggestion is a value close to raw that the field accepts (the string
// as its rewrites leave it, the first enum value, the nearest bound), or nil.
func suggestion(raw json.RawMessage, t model.Type, c *model.Checks) json.RawMessage {
	b, ok := model.Deref(t).(*model.Basic)
	if !ok {
		return nil
	}
	var cands []json.RawMessage
	var s string
	if json.Unmarshal(raw, &s) == nil {
		q, _ := json.Marshal(model.Rewrite(s, c))
		cands = append(cands, q)
	}
	for _, e := range c.Enum {
		if b.Kind == model.String {
			q, _ := json.Marshal(e)
			cands = append(cands, q)
		} else {
			cands = append(cands, json.RawMessage(e))
		}
	}
	if b.Kind.IsNumber() {
		lo, hi := c.Range(b)
		limits := []*model.Limit{lo, hi}
		if hi != nil && stitchimpl.CompareNumber(raw, hi.Text) > 0 {
			limits = []*model.Limit{hi, lo} // the nearer first
		}
		for _, l := range limits {
			switch {
			case l == nil:
			case l.Whole != nil:
				cands = append(cands, json.RawMessage(l.Whole.String()))
			case !l.Exclusive:
				cands = append(cands, json.RawMessage(l.Text))
			}
		}
	}
	for _, cand := range cands {
		if jsonKind(cand) != jsonKind(raw) {
			continue // a value of another kind: the mistake is not the value
		}
		if !bytes.Equal(cand, raw) && rejects(cand, t, c) == "" {
			return cand
		}
	}
	return nil
}

// jsonKind is the first byte of a compact JSON value's kind: '"', '[',
// '{', 't'/'f' folded to 't', 'n', or '0' for a number.
func jsonKind(raw json.RawMessage) byte {
	switch c := raw[0]; c {
	case '"', '[', '{', 'n':
		return c
	case 't', 'f':
		return 't'
	}
	return '0'
}

// tagValue spells a JSON value as a tag's value: a string field's string
// bare, anything else as JSON, single-quoted where the tag grammar needs it.
func tagValue(raw json.RawMessage, t model.Type) string {
	text := string(raw)
	var s string
	if isText(t) && json.Unmarshal(raw, &s) == nil && s != "null" && !strings.HasPrefix(s, `"`) {
		text = s
	}
	if text == "" || strings.ContainsAny(text, ",'\"") || strings.TrimSpace(text) != text {
		return "'" + strings.ReplaceAll(text, "'", "''") + "'"
	}
	return text
}

// judge checks v (decoded with UseNumber) at path against t and c.
func judge(v any, t model.Type, c *model.Checks, path string) string {
	if c == nil {
		c = &model.Checks{}
	}
	at := func(format string, args ...any) string {
		msg := fmt.Sprintf(format, args...)
		if path != "" {
			return "at " + path + ": " + msg
		}
		return msg
	}
	switch t.(type) {
	case *model.Any, *model.Raw:
		return ""
	}
	if v == nil {
		if c.Nullable {
			return ""
		}
		return at("null is accepted only with nullable")
	}
	switch t := model.Deref(t).(type) {
	case *model.Basic:
		return judgeBasic(v, t, c, at)
	case *model.Text:
		// Its UnmarshalText runs in the parser, which judges the rest.
		return judgeBasic(v, &model.Basic{Kind: model.String}, c, at)
	case *model.Time:
		s, ok := v.(string)
		if !ok {
			return at("expected an RFC 3339 date-time string, got %s", kindOf(v))
		}
		if !stitchimpl.ValidFormat("date-time", s) {
			return at("%s is not an RFC 3339 date-time", strconv.Quote(s))
		}
	case *model.Slice, *model.Array:
		arr, ok := v.([]any)
		if !ok {
			return at("expected an array, got %s", kindOf(v))
		}
		if a, ok := t.(*model.Array); ok && int64(len(arr)) != a.Len {
			return at("expected exactly %s, got %d", model.Counted(a.Len, "items"), len(arr))
		}
		if msg := c.Judge(model.CountOf(model.Lists, len(arr))); msg != "" {
			return at("%s", msg)
		}
		for i, e := range arr {
			if msg := judge(e, elemOf(t), c.Elem, fmt.Sprintf("%s[%d]", path, i)); msg != "" {
				return msg
			}
		}
	case *model.Map:
		obj, ok := v.(map[string]any)
		if !ok {
			return at("expected an object, got %s", kindOf(v))
		}
		if msg := c.Judge(model.CountOf(model.Maps, len(obj))); msg != "" {
			return at("%s", msg)
		}
		for _, k := range sortedKeys(obj) {
			if c.Keys != nil {
				if msg := judgeBasic(k, &model.Basic{Kind: model.String}, c.Keys, func(format string, args ...any) string {
					return "at key " + strconv.Quote(k) + " of " + orRoot(path) + ": " + fmt.Sprintf(format, args...)
				}); msg != "" {
					return msg
				}
			}
			if msg := judge(obj[k], t.Elem, c.Elem, keyPath(path, k)); msg != "" {
				return msg
			}
		}
	case *model.Struct:
		obj, ok := v.(map[string]any)
		if !ok {
			return at("expected an object, got %s", kindOf(v))
		}
		return judgeStruct(obj, t, path)
	case *model.Union:
		if t.By != model.ByLabel {
			vr, why := t.Choose(v)
			switch {
			case vr == nil:
				return at("%s", why)
			case vr.Struct != nil:
				return judgeStruct(v.(map[string]any), vr.Struct, path)
			}
			return judge(v, vr.Type, vr.Checks, path)
		}
		obj, ok := v.(map[string]any)
		if !ok {
			return at("expected an object, got %s", kindOf(v))
		}
		label, _ := obj[t.Key].(string)
		for _, vr := range t.Variants {
			for _, l := range vr.Labels {
				if l == label {
					return judgeStruct(obj, vr.Struct, path)
				}
			}
		}
		labels := t.Labels()
		if label == "" {
			return at("the discriminator %s is missing (labels: %s)", strconv.Quote(t.Key), strings.Join(labels, ", "))
		}
		return at("%s is not a label of %s (labels: %s)", strconv.Quote(label), t.Named.Name, strings.Join(labels, ", "))
	}
	return ""
}

// judgeStruct checks the keys of an object against a struct's fields and
// its key policy.
func judgeStruct(obj map[string]any, st *model.Struct, path string) string {
	known := map[string]bool{}
	for _, f := range st.Fields {
		known[f.JSON] = true
		v, ok := obj[f.JSON]
		if !ok {
			if f.Required {
				return atPath(path) + "required key " + strconv.Quote(f.JSON) + " is missing"
			}
			continue
		}
		if msg := judge(v, f.Type, &f.Checks, keyPath(path, f.JSON)); msg != "" {
			return msg
		}
	}
	for _, k := range sortedKeys(obj) {
		if known[k] {
			continue
		}
		switch st.Policy {
		case model.Strict:
			return atPath(path) + "key " + strconv.Quote(k) + " is unknown (" + st.Named.Name + " is strict)"
		case model.Loose:
			if msg := judge(obj[k], st.Rest.Type.(*model.Map).Elem, st.Rest.Elem, keyPath(path, k)); msg != "" {
				return msg
			}
		}
	}
	return ""
}

// judgeBasic checks a scalar: its kind, then the tags (c.Judge), as the
// parser does after its rewrites.
func judgeBasic(v any, t *model.Basic, c *model.Checks, at func(string, ...any) string) string {
	var x model.Value
	switch {
	case t.Kind == model.String:
		s, ok := v.(string)
		if !ok {
			return at("expected a string, got %s", kindOf(v))
		}
		x = model.StringOf(s)
	case t.Kind == model.Bool:
		if _, ok := v.(bool); !ok {
			return at("expected true or false, got %s", kindOf(v))
		}
		return ""
	default:
		n, ok := v.(json.Number)
		if !ok {
			want := "a number"
			if t.Kind.IsInteger() {
				want = "an integer"
			}
			return at("expected %s, got %s", want, kindOf(v))
		}
		lit := []byte(n)
		if msg := judgeNumberType(lit, t); msg != "" {
			return at("%s", msg)
		}
		x = model.NumberOf(lit, t)
	}
	if msg := c.Judge(x); msg != "" {
		return at("%s", msg)
	}
	return ""
}

// judgeNumberType checks a number literal against its Go type: an integer
// kind's integrality and range, a float's (the tags are c.Judge's).
func judgeNumberType(lit []byte, t *model.Basic) string {
	if t.Kind.IsFloat() {
		if math.IsInf(stitchimpl.ParseFloat(lit, t.Kind.Bits()), 0) {
			return fmt.Sprintf("%s is outside the range of %s", lit, t.Kind.GoString())
		}
		return ""
	}
	if !stitchimpl.IsIntegral(lit) {
		return fmt.Sprintf("%s is not an integer", lit)
	}
	lo, hi := model.IntRange(t.Kind)
	if stitchimpl.CompareNumber(lit, lo.String()) < 0 || stitchimpl.CompareNumber(lit, hi.String()) > 0 {
		return fmt.Sprintf("%s is outside the range of %s (%s to %s)", lit, t.Kind.GoString(), lo, hi)
	}
	return ""
}

func orRoot(path string) string {
	if path == "" {
		return "the value"
	}
	return path
}

func atPath(path string) string {
	if path == "" {
		return ""
	}
	return "at " + path + ": "
}

func keyPath(path, k string) string {
	if path == "" {
		return k
	}
	return path + "." + k
}

// kindOf names the JSON kind of a decoded value.
func kindOf(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case string:
		return "a string"
	case bool:
		return "a boolean"
	case json.Number:
		return "a number"
	case []any:
		return "an array"
	}
	return "an object"
}

func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
