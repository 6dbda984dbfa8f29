package model

import (
	"bytes"
	"encoding/json"
)

// Keywords is each keyword s's JSON (MarshalJSON) sets at its top level,
// with its value as that JSON writes it, so that a reader of keywords by
// name (dialect.Unsaid) needs no second list of which field is which
// keyword and how its value is spelled. A false schema sets none.
func (s *Schema) Keywords() map[string]json.RawMessage {
	kw := map[string]json.RawMessage{}
	if s == nil || s.False {
		return kw
	}
	var b bytes.Buffer
	s.write(&b)
	_ = json.Unmarshal(b.Bytes(), &kw) // write writes an object
	return kw
}
