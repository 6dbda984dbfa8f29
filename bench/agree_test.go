package bench

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stitchgen/stitchgen/bench/deep"
	"github.com/stitchgen/stitchgen/examples/broadcast"
	"github.com/stitchgen/stitchgen/runtime/stitch"
)

// TestContendersAgree is the quick run of the benchmarks: every contender accepts every
// payload, and all read the same value (compared as the JSON of its canonical form).
func TestContendersAgree(t *testing.T) {
	ps, err := suite()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range ps {
		t.Run(p.name, func(t *testing.T) {
			var want []byte
			for _, c := range p.contenders {
				v, err := c.value(p.data)
				if err != nil {
					t.Errorf("%s rejects the payload: %v", c.name, err)
					continue
				}
				got, err := json.Marshal(v)
				if err != nil {
					t.Fatalf("%s: %v", c.name, err)
				}
				if want == nil {
					want = got // the first contender is stitch
					continue
				}
				if !bytes.Equal(got, want) {
					t.Errorf("%s reads another value than %s:\n got %.300s\nwant %.300s", c.name, p.contenders[0].name, got, want)
				}
			}
		})
	}
}

// TestPayloadSizes keeps the payloads the sizes BENCHMARKS.md states.
func TestPayloadSizes(t *testing.T) {
	within := func(name string, n, lo, hi int) {
		if n < lo || n > hi {
			t.Errorf("%s payload is %d bytes; want %d to %d", name, n, lo, hi)
		}
	}
	within("small", len(smallCall()), 130, 170)
	within("union", len(unionCall(unionParts)), 3000, 6000)
	within("large", len(largeCall(largeContacts)), 900_000, 1_100_000)
}

// TestDeepIsAtTheLimit checks that the deep payload nests exactly to the runtime's
// limit: one level more is a too_deep issue.
func TestDeepIsAtTheLimit(t *testing.T) {
	if got := nesting(deepCall(deepLevels)); got != stitch.DefaultMaxDepth {
		t.Fatalf("deep payload nests %d levels; want %d", got, stitch.DefaultMaxDepth)
	}
	if _, err := deep.ParseFilterApply(deepCall(deepLevels)); err != nil {
		t.Fatalf("at the limit: %v", err)
	}
	_, err := deep.ParseFilterApply(deepCall(deepLevels + 1))
	var is stitch.Issues
	if !errors.As(err, &is) || len(is) != 1 || is[0].Code != stitch.CodeTooDeep {
		t.Fatalf("one level past the limit: got %v; want one %s issue", err, stitch.CodeTooDeep)
	}
}

// nesting returns the deepest nesting of objects and arrays in a document without
// escaped quotes in its strings.
func nesting(data []byte) int {
	depth, deepest, inString := 0, 0, false
	for _, c := range data {
		switch {
		case c == '"':
			inString = !inString
		case inString:
		case c == '{' || c == '[':
			depth++
			deepest = max(deepest, depth)
		case c == '}' || c == ']':
			depth--
		}
	}
	return deepest
}

// TestContendersCheck shows that the checking contenders do check, and where their
// semantics part: one invalid call per payload, and which contenders accept it.
func TestContendersCheck(t *testing.T) {
	replaceLast := func(s []byte, old, new string) []byte {
		i := bytes.LastIndex(s, []byte(old))
		if i < 0 {
			t.Fatalf("%q not in payload", old)
		}
		return []byte(string(s[:i]) + new + string(s[i+len(old):]))
	}
	cases := []struct {
		payload string
		data    []byte
		accept  string // checking contenders that accept the invalid call
	}{
		// An empty text: too short.
		{"Small", replaceLast(smallCall(), `"text":"Your order #4411 has shipped and will arrive on Thursday."`, `"text":""`), ""},
		// A delay of 99999 s: too big.
		{"Union", replaceLast(unionCall(unionParts), `{"type":"delay","seconds":`, `{"type":"delay","seconds":9999`), ""},
		// A contact's e-mail is not an address: the SDK's validator does not assert formats.
		{"Large", replaceLast(largeCall(largeContacts), `"email":"p9999@example.com"`, `"email":"p9999 at example.com"`), "mcp_sdk"},
		// The innermost comparison has an unknown label.
		{"Deep", replaceLast(deepCall(deepLevels), `"op":"eq"`, `"op":"like"`), ""},
	}
	// The plain decoders check nothing: they accept every invalid call.
	plain := "encoding_json"
	for _, fd := range fastDecoders {
		plain += " " + fd.name
	}
	for _, tc := range cases {
		p := findPayload(t, tc.payload)
		for _, c := range p.contenders {
			err := c.run(tc.data)
			want := strings.Contains(" "+plain+" "+tc.accept+" ", " "+c.name+" ")
			if (err == nil) != want {
				t.Errorf("%s/%s: accepts=%v, want %v (err: %v)", tc.payload, c.name, err == nil, want, err)
			}
		}
	}
}

// TestSDKPathRoundsLargeIntegers pins what docs/design.md §7 says of the SDK's path: an
// integer above 2^53 goes through float64 and comes back rounded, while stitch reads it
// exactly.
func TestSDKPathRoundsLargeIntegers(t *testing.T) {
	data := []byte(`{"chat_id":9007199254740993,"text":"hi"}`)
	st, err := broadcast.ParseMessageSend(data)
	if err != nil {
		t.Fatal(err)
	}
	if st.ChatID != 9007199254740993 {
		t.Errorf("stitch read chat_id %d", st.ChatID)
	}
	r, err := resolveSDK(broadcast.MessageSendTool.Meta.Exact)
	if err != nil {
		t.Fatal(err)
	}
	sdk, err := sdkPath[broadcast.MessageSend](r)(data)
	if err != nil {
		t.Fatal(err)
	}
	if sdk.ChatID != 9007199254740992 {
		t.Errorf("the SDK path read chat_id %d; the rounding this test pins is gone", sdk.ChatID)
	}
}
