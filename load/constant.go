package load

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/stitchgen/stitchgen/load/judge"
	"github.com/stitchgen/stitchgen/model"
	"github.com/stitchgen/stitchgen/runtime/stitchimpl"
)

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
		if !bytes.Equal(cand, raw) && judge.Rejects(cand, t, c) == "" {
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
