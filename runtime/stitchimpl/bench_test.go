package stitchimpl

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

// recPayload has no union, so encoding/json decodes the very same struct.
var recPayload = []byte(`{"s":"hello, world","i64":9007199254740993,"u8":200,"f64":3.25,"b":true,"ints":[1,2,3],"m":{"k":"v"},"sub":{"i8":-5,"f32":0.5},"t":"2024-05-01T12:30:00Z"}`)

func BenchmarkParseRec(b *testing.B) {
	b.Run("stitch", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(recPayload)))
		for b.Loop() {
			var d Decoder
			d.Reset(recPayload, Limits{})
			var v Rec
			decodeRec(&d, &v)
			if err := d.Finish(); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("encoding_json", func(b *testing.B) {
		b.ReportAllocs()
		b.SetBytes(int64(len(recPayload)))
		for b.Loop() {
			var v Rec
			if err := json.Unmarshal(recPayload, &v); err != nil {
				b.Fatal(err)
			}
		}
	})
}
