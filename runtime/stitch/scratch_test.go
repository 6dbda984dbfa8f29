package stitch

import (
	"fmt"
	"testing"
)

func TestScratch(t *testing.T) {
	for _, in := range []string{
		`{"name":"Spring","content":{"parts":[{"type":"text","text":"hi"},{"url":"https://x.y/a.png","type":"image"}]},"limit":250,"tags":["a","b"]}`,
		`{"name":5,"content":{"parts":[{"type":"video"},{"text":"x"},{"type":1,"text":"a"},{"type":"text","url":"http://a"},{"type":"photo","url":"nope","text":"t"}]},"limit":1.5,"tags":[1,"x",null],"bogus":1,"we.ird":2}`,
		`{"name":"a","name":"b","content":"{\"parts\":[{\"type\":\"text\",\"text\":\"x\"}]}"}`,
		`{"name":"a","content":{"parts":"[{\"type\":\"text\",\"text\":\"{\\\"a\\\":1}\"}]"}}`,
		`{"name":"a","content":{"parts":[]},"meta":{"a.b":1,"a.b":2,"":3,"x":"1"}}`,
		`{"name":"a","content":{"parts":[{"type":"text","text":"x"}]},"limit":9223372036854775808}`,
		`{"name":"a","content":{"parts":[{"type":"text","text":"x"}]}`,
		`[1]`, `hello`, `{"a":01}`, `{"a":1.}`, `{"a":-}`, `{"a":+1}`, `{"a":.5}`, `{"a":NaN}`, `{"name":"\ud800x","content":{"parts":[{"type":"text","text":"x"}]}}`,
		"{\"name\":\"a\x00b\"}", "\xef\xbb\xbf{}", "", "  ", `{"name":"a"} x`, `{"name":"\x"}`, `{"name":"\u12"}`, "{\"name\":\"\xff\"}",
		`{"name":"a","content":{"parts":[{"type":"text","text":"x", }]}}`,
	} {
		_, err := ParseCreate([]byte(in))
		fmt.Printf("%s\n", in)
		if is, ok := err.(Issues); ok {
			for _, i := range is {
				fmt.Printf("   %q %s %q\n", i.Path, i.Code, i.Message)
			}
		} else {
			fmt.Println("   ", err)
		}
	}
}
