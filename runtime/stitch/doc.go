// Package stitch is the runtime of the parsers that stitchgen generates. It is meant for
// generated code: a program calls the generated ParseX functions and the tool table, and
// reads the Issues they return; it rarely calls this package directly.
//
// # Where it sits
//
// stitchgen reads the Go structs that describe the inputs of LLM tools and writes, per
// tool, a one-pass JSON parser with no reflection. Those parsers drive a [Decoder]: a cursor
// over the input bytes that also tracks the path of the value being read and collects
// every [Issue] found, each with a path ("content.parts[2].url"), a code and a message a
// model can act on. This package depends on the standard library only.
//
// # How generated code drives a Decoder
//
//	func ParseBroadcastCreate(data []byte) (BroadcastCreate, error) {
//		var d stitch.Decoder
//		d.Reset(data, stitch.Limits{})
//		var v BroadcastCreate
//		stitchDecodeBroadcastCreate(&d, &v)
//		return v, d.Finish()
//	}
//
//	func stitchDecodeBroadcastCreate(d *stitch.Decoder, v *BroadcastCreate) {
//		if !d.BeginObject() { // not an object: one issue, the value is skipped
//			return
//		}
//		var seen uint64
//		for d.NextKey() { // the path now ends with the key
//			switch string(d.Key()) {
//			case "name":
//				if seen&1 != 0 { d.Duplicate(); continue }
//				seen |= 1
//				if s, ok := d.String(""); ok { v.Name = s }
//			default:
//				d.Unknown(nil, "name, content, limit")
//			}
//		}
//		// the object is consumed; the path is back at the object
//		if seen&1 == 0 { d.Missing("name") }
//	}
//
// Every reader consumes exactly one value, whatever happens: a value of the wrong kind is
// recorded as an issue and skipped, so reading goes on and one call reports all its
// issues. Only a syntax error or a limit (size, depth) stops the parse: the Decoder turns
// fatal, and from then on every method returns at once.
//
// # Tolerances for model output
//
// Models often send a structure as a JSON string that holds it ("double-encoded").
// BeginObject and BeginArray read such a string's content in its place, once (not inside
// content already read that way). Union discriminators may come anywhere in an object:
// [Decoder.Label] finds one without consuming anything. The Coerce readers accept the
// other scalar spellings of a value for fields that opt in.
//
// # Cost
//
// A Decoder declared in the parse function stays on the stack; reading allocates only the
// strings and slices the result keeps (short strings share arena chunks), a buffer for keys
// and strings with escapes reused for the rest of the parse, and, past 16 levels of
// nesting, the frame stack (grown in one or two steps). Integers are read exactly from their digits, with no
// float round trip. Work is linear in the input, with bounded nesting, bounded exponent
// work and a bounded issue list (see [Limits]).
package stitch
