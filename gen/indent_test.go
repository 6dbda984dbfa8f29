package gen

import (
	"bytes"
	"encoding/json"
	"testing"
)

// FuzzIndent: indent prints any JSON value as json.Indent does (and does
// not panic on what is not JSON).
func FuzzIndent(f *testing.F) {
	for _, s := range []string{
		`{}`, `[]`, `""`, `0`, `null`, `{"a":[]}`, `[{},[],{"b":{}}]`,
		`{"type":"object","properties":{"a":{"type":"string","pattern":"^[\\\"{,:}]+$"}},"required":["a"]}`,
		`{"k\\\\":"v\\\\","e":"\u00e9\"\\u2028","n":-1.5e+10,"t":true}`,
		` { "spaced" : [ 1 , 2 ] } `,
		`{"a":"\`, `{"a`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		indent(data)
		var compact bytes.Buffer
		if json.Compact(&compact, data) != nil {
			return
		}
		var want bytes.Buffer
		if err := json.Indent(&want, compact.Bytes(), "", "  "); err != nil {
			t.Fatal(err)
		}
		want.WriteByte('\n')
		if got := indent(compact.Bytes()); !bytes.Equal(got, want.Bytes()) {
			t.Fatalf("indent(%s):\n%s\njson.Indent:\n%s", compact.Bytes(), got, want.Bytes())
		}
	})
}
