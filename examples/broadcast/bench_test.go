package broadcast

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// smallCall is a message_send call of about 150 bytes.
const smallCall = `{"chat_id":9007199254740993,"text":"Your order #4411 has shipped and will arrive on Thursday.","parse_mode":"plain","reply_to":null,"silent":true}`

// contactsCall returns a contact_import call of n contacts (about 100 bytes
// each).
func contactsCall(n int) []byte {
	var b strings.Builder
	b.WriteString(`{"upsert":true,"contacts":[`)
	for i := 0; i < n; i++ {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"name":"Person %d","email":"p%d@example.com","phone":"+4930%07d","age":%d,"tags":["vip","de"],"subscribed":%t}`, i, i, i, 20+i%50, i%2 == 0)
	}
	b.WriteString(`]}`)
	return []byte(b.String())
}

func BenchmarkParse(b *testing.B) {
	large := contactsCall(1000)
	b.Run("small=150B/stitch", func(b *testing.B) {
		data := []byte(smallCall)
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			if _, err := ParseMessageSend(data); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("small=150B/encoding_json", func(b *testing.B) {
		data := []byte(smallCall)
		b.SetBytes(int64(len(data)))
		b.ReportAllocs()
		for b.Loop() {
			var v MessageSend
			if err := json.Unmarshal(data, &v); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run(fmt.Sprintf("large=%dKB/stitch", len(large)/1000), func(b *testing.B) {
		b.SetBytes(int64(len(large)))
		b.ReportAllocs()
		for b.Loop() {
			if _, err := ParseContactImport(large); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run(fmt.Sprintf("large=%dKB/encoding_json", len(large)/1000), func(b *testing.B) {
		b.SetBytes(int64(len(large)))
		b.ReportAllocs()
		for b.Loop() {
			var v ContactImport
			if err := json.Unmarshal(large, &v); err != nil {
				b.Fatal(err)
			}
		}
	})
}
