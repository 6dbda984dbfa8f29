package bench

import (
	"fmt"
	"strings"

	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// smallCall is a message_send call of about 150 bytes. chat_id stays below 2^53 so that
// the paths through float64 (mcp_sdk) agree with the others; see
// TestSDKPathRoundsLargeIntegers for what happens above.
func smallCall() []byte {
	return []byte(`{"chat_id":-1001234567890,"text":"Your order #4411 has shipped and will arrive on Thursday.","parse_mode":"plain","reply_to":null,"silent":true}`)
}

// unionCall is a broadcast_create call with n content parts cycling through every kind
// of part (text, image, photo, button, delay). Every defaulted field is present, so
// that contenders which do not apply defaults agree with those which do.
func unionCall(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"name":"Spring sale","content":{"parts":[`)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		switch i % 6 {
		case 0, 5:
			fmt.Fprintf(&b, `{"type":"text","text":"Paragraph %d: everything in the spring range is 20%% off until Sunday."}`, i)
		case 1:
			fmt.Fprintf(&b, `{"type":"image","url":"https://cdn.example.com/img/%d.jpg","caption":"Look %d"}`, i, i)
		case 2:
			fmt.Fprintf(&b, `{"url":"https://cdn.example.com/img/%d.png","type":"photo"}`, i) // label not first
		case 3:
			fmt.Fprintf(&b, `{"type":"button","label":"Shop %d","url":"https://shop.example.com/c/%d?utm=bc"}`, i, i)
		case 4:
			fmt.Fprintf(&b, `{"type":"delay","seconds":%d}`, 1+i%30)
		}
	}
	b.WriteString(`]},"limit":2500,"segment":"vip","schedule_at":"2026-03-01T09:30:00Z","tags":["spring","sale","2026"]}`)
	return []byte(b.String())
}

// largeCall is a contact_import call of n contacts, about 100 bytes each; every tenth
// contact carries attributes, every other one tags, two in three a phone number, and
// every seventh has no age.
func largeCall(n int) []byte {
	var b strings.Builder
	b.Grow(n * 110)
	b.WriteString(`{"upsert":true,"contacts":[`)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"name":"Person %d","email":"p%d@example.com",`, i, i)
		if i%3 != 0 {
			fmt.Fprintf(&b, `"phone":"+4930%07d",`, i)
		}
		if i%7 != 0 {
			fmt.Fprintf(&b, `"age":%d,`, 18+i%60)
		}
		if i%2 == 1 {
			b.WriteString(`"tags":["vip","de"],`)
		}
		if i%10 == 0 {
			fmt.Fprintf(&b, `"attributes":{"source":"fair-%d","city":"Berlin"},`, i%4)
		}
		fmt.Fprintf(&b, `"subscribed":%t}`, i%2 == 0)
	}
	b.WriteString(`]}`)
	return []byte(b.String())
}

// deepCall is a filter_apply call whose nesting of objects and arrays is exactly depth
// levels, the outer object included. Mostly a chain of not, with an and every eighth
// level (an object and an array) holding a comparison beside the rest of the chain.
func deepCall(depth int) []byte {
	var b strings.Builder
	b.WriteString(`{"collection":"orders","where":`)
	writeExpr(&b, depth-1, 0)
	b.WriteString(`}`)
	return []byte(b.String())
}

// writeExpr writes an expression that nests exactly frames levels.
func writeExpr(b *strings.Builder, frames, level int) {
	switch {
	case frames == 1:
		fmt.Fprintf(b, `{"op":"eq","field":"status","value":"s%d"}`, level)
	case frames >= 3 && level%8 == 7:
		b.WriteString(`{"op":"and","args":[`)
		writeExpr(b, frames-2, level+1)
		fmt.Fprintf(b, `,{"op":"gt","field":"total","value":"%d"}]}`, level)
	default:
		b.WriteString(`{"op":"not","arg":`)
		writeExpr(b, frames-1, level+1)
		b.WriteString(`}`)
	}
}

// The payload sizes of the benchmarks.
const (
	unionParts    = 50
	largeContacts = 10000
	deepLevels    = stitch.DefaultMaxDepth
)
