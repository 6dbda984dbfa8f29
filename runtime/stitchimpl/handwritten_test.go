package stitchimpl

import (
	"encoding/json"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Hand-written decoders, shaped like the code stitchgen generates, that the tests drive.

// Create is a tool input with a union inside an array, like the design's BroadcastCreate.
type Create struct {
	Name    string           `json:"name"`
	Content Content          `json:"content"`
	Limit   int              `json:"limit,omitempty"`
	Tags    []string         `json:"tags,omitempty"`
	Meta    map[string]int64 `json:"meta,omitempty"`
}

type Content struct {
	Parts []Part `json:"parts"`
}

type Part interface{ isPart() }

type TextPart struct {
	Type string `json:"type"`
	Text string `json:"text"`
}

type ImagePart struct {
	Type string `json:"type"`
	URL  string `json:"url"`
}

func (TextPart) isPart()  {}
func (ImagePart) isPart() {}

func ParseCreate(data []byte) (Create, error) {
	var d Decoder
	d.Reset(data, Limits{})
	var v Create
	decodeCreate(&d, &v)
	return v, d.Finish()
}

func decodeCreate(d *Decoder, v *Create) {
	if !d.BeginObject() {
		return
	}
	var seen uint64
	for d.NextKey() {
		switch string(d.Key()) {
		case "name":
			if seen&1 != 0 {
				d.Duplicate()
				continue
			}
			seen |= 1
			if s, ok := d.String("a string of 1 to 80 characters"); ok {
				s = strings.TrimSpace(s)
				if n := utf8.RuneCountInString(s); n < 1 {
					d.Fail(CodeTooSmall, "expected at least 1 character, got "+strconv.Itoa(n))
				} else if n > 80 {
					d.Fail(CodeTooBig, "expected at most 80 characters, got "+strconv.Itoa(n))
				}
				v.Name = s
			}
		case "content":
			if seen&2 != 0 {
				d.Duplicate()
				continue
			}
			seen |= 2
			decodeContent(d, &v.Content)
		case "limit":
			if seen&4 != 0 {
				d.Duplicate()
				continue
			}
			seen |= 4
			if n, ok := d.Int(64, "an integer from 0 to 5000"); ok {
				if n < 0 {
					d.Fail(CodeTooSmall, "expected an integer ≥ 0, got "+strconv.FormatInt(n, 10))
				} else if n > 5000 {
					d.Fail(CodeTooBig, "expected an integer ≤ 5000, got "+strconv.FormatInt(n, 10))
				}
				v.Limit = int(n)
			}
		case "tags":
			if seen&8 != 0 {
				d.Duplicate()
				continue
			}
			seen |= 8
			if d.BeginArray() {
				s := v.Tags[:0]
				for d.NextItem() {
					e, _ := d.String("")
					s = append(s, e)
				}
				if s == nil {
					s = []string{}
				}
				v.Tags = s
			}
		case "meta":
			if seen&16 != 0 {
				d.Duplicate()
				continue
			}
			seen |= 16
			if d.BeginObject() {
				m := map[string]int64{}
				for d.NextKey() {
					k := string(d.Key())
					if _, dup := m[k]; dup {
						d.Duplicate()
						continue
					}
					n, _ := d.Int(64, "")
					m[k] = n
				}
				v.Meta = m
			}
		default:
			d.Unknown(nil, "name, content, limit, tags, meta")
		}
	}
	if seen&1 == 0 {
		d.Missing("name")
	}
	if seen&2 == 0 {
		d.Missing("content")
	}
	if seen&4 == 0 {
		v.Limit = 100
	}
}

func decodeContent(d *Decoder, v *Content) {
	if !d.BeginObject() {
		return
	}
	var seen uint64
	for d.NextKey() {
		switch string(d.Key()) {
		case "parts":
			if seen&1 != 0 {
				d.Duplicate()
				continue
			}
			seen |= 1
			if d.BeginArray() {
				s := v.Parts[:0]
				for d.NextItem() {
					var e Part
					decodePart(d, &e)
					s = append(s, e)
				}
				if s == nil {
					s = []Part{}
				}
				if len(s) < 1 {
					d.Fail(CodeTooSmall, "expected at least 1 item, got 0")
				}
				v.Parts = s
			}
		default:
			d.Unknown(nil, "parts")
		}
	}
	if seen&1 == 0 {
		d.Missing("parts")
	}
}

var unionPart = &Union{
	Key:    "type",
	Labels: []string{"text", "image", "photo"},
	Owners: map[string]string{"url": "image | photo", "text": "text"},
}

func decodePart(d *Decoder, v *Part) {
	if !d.BeginObject() {
		return
	}
	label, ok := d.Label(unionPart)
	if !ok {
		return
	}
	switch label {
	case "text":
		var x TextPart
		fieldsTextPart(d, &x, unionPart)
		*v = x
	case "image", "photo":
		var x ImagePart
		fieldsImagePart(d, &x, unionPart)
		*v = x
	}
}

func fieldsTextPart(d *Decoder, v *TextPart, u *Union) {
	var seen uint64
	for d.NextKey() {
		switch string(d.Key()) {
		case "type":
			if seen&1 != 0 {
				d.Duplicate()
				continue
			}
			seen |= 1
			v.Type, _ = d.String("")
		case "text":
			if seen&2 != 0 {
				d.Duplicate()
				continue
			}
			seen |= 2
			if s, ok := d.String(""); ok {
				if s == "" {
					d.Fail(CodeTooSmall, "expected at least 1 character, got 0")
				}
				v.Text = s
			}
		default:
			d.Unknown(u, "type, text")
		}
	}
	if seen&2 == 0 {
		d.Missing("text")
	}
}

func fieldsImagePart(d *Decoder, v *ImagePart, u *Union) {
	var seen uint64
	for d.NextKey() {
		switch string(d.Key()) {
		case "type":
			if seen&1 != 0 {
				d.Duplicate()
				continue
			}
			seen |= 1
			v.Type, _ = d.String("")
		case "url":
			if seen&2 != 0 {
				d.Duplicate()
				continue
			}
			seen |= 2
			if s, ok := d.String(""); ok {
				if !ValidFormat("uri", s) {
					d.Fail(CodeFormat, "expected "+FormatPhrase("uri")+", got "+DescribeString(s))
				}
				v.URL = s
			}
		default:
			d.Unknown(u, "type, url")
		}
	}
	if seen&2 == 0 {
		d.Missing("url")
	}
}

// Rec holds one field of every kind the runtime reads; every field is optional, so
// encoding/json and the hand-written decoder can be compared on arbitrary input.
type Rec struct {
	S    string            `json:"s,omitempty"`
	I8   int8              `json:"i8,omitempty"`
	I16  int16             `json:"i16,omitempty"`
	I32  int32             `json:"i32,omitempty"`
	I64  int64             `json:"i64,omitempty"`
	U8   uint8             `json:"u8,omitempty"`
	U16  uint16            `json:"u16,omitempty"`
	U32  uint32            `json:"u32,omitempty"`
	U64  uint64            `json:"u64,omitempty"`
	F32  float32           `json:"f32,omitempty"`
	F64  float64           `json:"f64,omitempty"`
	B    bool              `json:"b,omitempty"`
	Ints []int             `json:"ints,omitempty"`
	M    map[string]string `json:"m,omitempty"`
	Sub  *Rec              `json:"sub,omitempty"`
	A    any               `json:"a,omitempty"`
	Raw  json.RawMessage   `json:"raw,omitempty"`
	T    time.Time         `json:"t,omitzero"`
}

func ParseRec(data []byte, lim Limits) (Rec, *Decoder, error) {
	d := new(Decoder)
	d.Reset(data, lim)
	var v Rec
	decodeRec(d, &v)
	return v, d, d.Finish()
}

func decodeRec(d *Decoder, v *Rec) {
	if !d.BeginObject() {
		return
	}
	var seen uint64
	for d.NextKey() {
		key := d.Key()
		bit := recBit(key)
		if bit == 0 {
			d.Unknown(nil, "s, i8, i16, i32, i64, u8, u16, u32, u64, f32, f64, b, ints, m, sub, a, raw, t")
			continue
		}
		if seen&bit != 0 {
			d.Duplicate()
			continue
		}
		seen |= bit
		switch string(key) {
		case "s":
			v.S, _ = d.String("")
		case "i8":
			n, _ := d.Int(8, "")
			v.I8 = int8(n)
		case "i16":
			n, _ := d.Int(16, "")
			v.I16 = int16(n)
		case "i32":
			n, _ := d.Int(32, "")
			v.I32 = int32(n)
		case "i64":
			v.I64, _ = d.Int(64, "")
		case "u8":
			n, _ := d.Uint(8, "")
			v.U8 = uint8(n)
		case "u16":
			n, _ := d.Uint(16, "")
			v.U16 = uint16(n)
		case "u32":
			n, _ := d.Uint(32, "")
			v.U32 = uint32(n)
		case "u64":
			v.U64, _ = d.Uint(64, "")
		case "f32":
			f, _ := d.Float(32, "")
			v.F32 = float32(f)
		case "f64":
			v.F64, _ = d.Float(64, "")
		case "b":
			v.B, _ = d.Bool("")
		case "ints":
			if d.BeginArray() {
				s := v.Ints[:0]
				for d.NextItem() {
					n, _ := d.Int(64, "")
					s = append(s, int(n))
				}
				if s == nil {
					s = []int{}
				}
				v.Ints = s
			}
		case "m":
			if d.BeginObject() {
				m := map[string]string{}
				for d.NextKey() {
					k := string(d.Key())
					if _, dup := m[k]; dup {
						d.Duplicate()
						continue
					}
					m[k], _ = d.String("")
				}
				v.M = m
			}
		case "sub":
			if d.Null() {
				v.Sub = nil
				continue
			}
			x := new(Rec)
			decodeRec(d, x)
			v.Sub = x
		case "a":
			v.A, _ = d.Any()
		case "raw":
			v.Raw, _ = d.Raw()
		case "t":
			v.T, _ = d.Time("")
		}
	}
}

var recKeys = []string{"s", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "f32", "f64", "b", "ints", "m", "sub", "a", "raw", "t"}

func recBit(key []byte) uint64 {
	for i, k := range recKeys {
		if string(key) == k {
			return 1 << i
		}
	}
	return 0
}
