// Package stitchimpl is the part of the stitchgen runtime that generated code calls: the
// Decoder its parsers drive and the helpers their checks use. Generated code imports it,
// and the generator judges default= and catch= values with its judges (ValidFormat,
// CompareNumber, IsIntegral, ParseFloat), so a value the generator accepts is one the
// parser accepts; its API follows the generator and may change with it. Programs use
// package stitch (the tools, their Issues, Limits) and the generated ParseX functions.
// This package depends on the standard library only.
//
// # Where it sits
//
// stitchgen reads the Go structs that describe the inputs of LLM tools and writes, per
// tool, a one-pass JSON parser with no reflection. Those parsers drive a [Decoder]: a cursor
// over the input bytes that also tracks the path of the value being read and collects
// every [stitch.Issue] found, each with a path ("content.parts[2].url"), a code and a
// message a model can act on.
//
// # How generated code drives a Decoder
//
//	func stitchParseBroadcastCreate(data []byte, lim stitch.Limits) (v BroadcastCreate, err error) {
//		var d stitchimpl.Decoder // stays on the stack
//		d.Reset(data, lim)
//		stitchFieldsBroadcastCreate(&d, &v, nil)
//		if err = d.Finish(); err != nil {
//			var zero BroadcastCreate
//			return zero, err // a call with issues hands the handler nothing
//		}
//		return v, nil
//	}
//
//	func stitchFieldsBroadcastCreate(d *stitchimpl.Decoder, v *BroadcastCreate, u *stitchimpl.Union) {
//		if u == nil && !d.BeginObject() { // not an object: one issue, the value is skipped
//			return // (u is the union whose variant's keys are read after its '{' and label)
//		}
//		const (
//			bName = iota // one bit per declared key
//			bTags
//		)
//		var seen uint64
//		for d.NextKey() { // the path now ends with the key
//			switch string(d.Key()) {
//			case "name":
//				// a repeated key (duplicate_key, value skipped), or a provider dialect's null
//				// for a left-out key (see stitch.Wire)
//				if !d.Field(&seen, 1<<bName) {
//					continue
//				}
//				if x0, ok := d.String("a string of 1 to 80 characters"); ok {
//					d.Chars(x0, 1, 80, "expected a string of 1 to 80 characters, got ")
//					v.Name = x0
//				}
//			case "tags":
//				if !d.FieldOpt(&seen, 1<<bTags) {
//					continue
//				}
//				if d.BeginArray() {
//					b0 := d.StringItems() // the items go into a pooled buffer (see Scratch)
//					n0 := 0
//					for d.NextItem() { // the path now ends with the index
//						var e0 string
//						if x1, ok := d.String("a string"); ok {
//							e0 = x1
//						}
//						if n0 < 10 { // items past max=10 are checked, not kept
//							b0.Add(e0)
//						}
//						n0++
//					}
//					v.Tags = d.Strings(v.Tags[:0], b0) // made once, at its final size
//					d.Count(n0, 0, 10, "expected at most 10 items, got ")
//				}
//			default: // a key of another variant of u names the labels that allow it
//				d.Unknown(u, "name, tags")
//			}
//		}
//		// the object is consumed; the path is back at the object
//		d.Require(seen, 1<<bName, "name")
//	}
//
// The checks (Chars, Count, IntRange, Require, …) are inlined: with the literal bounds
// a decoder passes they are the comparison it would spell, and only a value that breaks
// a bound calls out of line, where the message is written.
//
// Every reader consumes exactly one value, whatever happens: a value of the wrong kind is
// recorded as an issue and skipped, so reading goes on and one call reports all its
// issues. Only a syntax error or a limit (size, depth) stops the parse: the Decoder turns
// fatal, and from then on every method returns at once. A field with a catch value reads
// between [Decoder.Mark] and [Decoder.Rewind]; a refine function runs only when
// [Decoder.Since] says the value had no issue. Numbers a float64 cannot decide (a bound
// the rounded value ties with, the int tag) are decided on [Decoder.NumberText], the
// literal as sent, by [CompareNumber] and [IsIntegral].
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
// A Decoder declared in the parse function stays on the stack. Reading allocates only
// the strings, slices and pointer targets the result keeps (short strings share arena
// chunks; slices are made once at their final size, read through a pooled [Elems]
// buffer, whose chunks only a first parse makes, or counted first by [Decoder.Items];
// the targets of pointers to scalars come from slabs, [Decoder.NewUint8], and union values
// from chunks of their variant, [Variants]), a buffer for keys and
// strings with escapes reused for the rest of the parse, and, past 16 levels of nesting,
// the frame stack (grown in one or two steps). Beyond the value it returns, a parse
// allocates at most a few times its input: issues past [stitch.Limits] MaxIssues are
// counted, not built. Integers are read exactly from their digits, with no float round
// trip. Work is linear in the input, number literals of any length included, with
// bounded nesting and a bounded issue list (see [stitch.Limits]).
package stitchimpl
