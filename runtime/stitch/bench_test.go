package stitch

import (
	"encoding/json"
	"testing"
)

// benchPayload is a typical tool call, 150 bytes.
var benchPayload = []byte(`{"name":"Spring sale","content":{"parts":[{"type":"text","text":"Hello, friends!"},{"type":"image","url":"https://example.com/a.png"}]},"limit":250,"tags":["promo"]}`)

// createStd mirrors Create for encoding/json, which cannot decode a union: its parts are one
// flat struct.
type createStd struct {
	Name    string `json:"name"`
	Content struct {
		Parts []struct {
			Type string `json:"type"`
			Text string `json:"text,omitempty"`
			URL  string `json:"url,omitempty"`
		} `json:"parts"`
	} `json:"content"`
	Limit int              `json:"limit,omitempty"`
	Tags  []string         `json:"tags,omitempty"`
	Meta  map[string]int64 `json:"meta,omitempty"`
}

func BenchmarkParse(b *testing.B) {
	b.Run("stitch", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(benchPayload)))
		for b.Loop() {
			if _, err := ParseCreate(benchPayload); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("encoding_json", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(benchPayload)))
		for b.Loop() {
			var v createStd
			if err := json.Unmarshal(benchPayload, &v); err != nil {
				b.Fatal(err)
			}
		}
	})
}
